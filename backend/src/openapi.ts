import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

export function setupOpenApi(app: INestApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Bulbash catering API')
      .setDescription(
        'Shop API. Errors are always {"detail": string}. Money is BYN as a JSON number. ' +
          'Admin list endpoints also accept page, per_page, sort, order and ids, and always send X-Total-Count.',
      )
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
