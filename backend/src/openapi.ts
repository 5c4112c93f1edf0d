import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { rolesAllowed, STAFF_RESOURCES } from '@bulbash/rules';
import { PERMISSION_EXTENSION, RoutePermission } from './auth/require-permission.decorator';

/** The OpenAPI document of an initialised application (also the source of the shared API types). */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  return inStableOrder(
    withPermissions(
      SwaggerModule.createDocument(
        app,
        new DocumentBuilder()
          .setTitle('Bulbash catering API')
          .setDescription(
            'Shop API. Errors are always {"detail": string}. Money is BYN as a JSON number. ' +
              'Admin list endpoints also accept page, per_page, sort, order and ids, and always send X-Total-Count. ' +
              'The REST admin surface under /api/v1/admin/ speaks the dialect of react-admin’s ra-data-simple-rest ' +
              '(JSON-encoded sort, range and filter; the total in Content-Range).',
          )
          .setVersion('1.0')
          .addBearerAuth()
          .build(),
      ),
    ),
  );
}

const byKey = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * Paths and schemas sorted by name: Nest lists them in the order it meets the modules, so moving
 * a controller to another folder (or module) would otherwise reorder the generated API types.
 */
function inStableOrder(document: OpenAPIObject): OpenAPIObject {
  const schemas = document.components?.schemas;
  return {
    ...document,
    paths: byKey(document.paths),
    ...(schemas ? { components: { ...document.components, schemas: byKey(schemas) } } : {}),
  };
}

type Operation = { description?: string; responses?: Record<string, { description?: string }>; [key: string]: unknown };

/**
 * Each staff operation's permission (`@RequirePermission`, carried as `x-permission`) written
 * into its description and its 403: the area, the action and the roles that may.
 */
function withPermissions(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item as Record<string, Operation>)) {
      const permission = operation?.[PERMISSION_EXTENSION] as RoutePermission | undefined;
      if (!permission) continue;
      const roles = rolesAllowed(permission.resource, permission.action).join(', ');
      const text = `Permission: \`${permission.resource}\` ${permission.action} («${STAFF_RESOURCES[permission.resource]}»): ${roles}.`;
      operation.description = operation.description ? `${operation.description}\n\n${text}` : text;
      const refused = operation.responses?.['403'];
      if (refused && operation.responses)
        operation.responses['403'] = {
          ...refused,
          description: `Refused unless the role may ${permission.action} \`${permission.resource}\` (${roles}); the detail names the role and the area`,
        };
    }
  }
  return document;
}

/**
 * Serves the docs at /api/docs and the JSON at /api/docs-json. The document is built on its first
 * request (a few hundred milliseconds of walking every controller and DTO), not at every start.
 */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}
