import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI 3.1 document is generated from the same zod schemas that validate the requests. */
export const openapiPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'GDPR Navigator API',
          version: '1.0.0',
          description:
            'Assess GDPR compliance, manage reports and accounts. Every error has the shape ' +
            '`{ success: false, error: { code, message } }`, with the message in the language chosen by ' +
            '`?lang=bg|en` or `Accept-Language`.',
        },
        servers: [{ url: publicUrl }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
