import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

/** The OpenAPI document of an initialised application (also the source of the shared API types). */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
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
  );
}

export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}
