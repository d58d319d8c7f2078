import { maxActiveApiKeys } from '@app/core/api-keys/limits';
import {
  apiKeyListResponseSchema,
  createdApiKeyResponseSchema,
  revokedApiKeyResponseSchema,
} from '@app/core/api-keys/responses';
import { apiKeyIdParamsSchema, createApiKeySchema } from '@app/core/api-keys/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCallerLimit } from '../../http/caller-limit';
import { bearerSecurity, errorResponses } from '../../http/error-responses';
import { requirePlanFeature } from '../../http/plan-gate';
import { getUser } from '../../plugins/auth';
import type { AuthContext } from '../auth/context';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

/** The signed-in user's API keys, managed from the dashboard with the usual access token. */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ auth: AuthContext }> = async (app, { auth }) => {
  // Making keys is rare; a burst means a script or a stolen session, not a person.
  const creationLimit = createCallerLimit(app, {
    name: 'api-key-creation',
    timeWindowMs: 60 * 60_000,
    perUser: 20,
  });

  app.post(
    '/api/api-keys',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'Create an API key (Professional and Enterprise); the key is in this answer only',
        description:
          `The answer’s \`key\` is the only copy: only its SHA-256 is stored. At most ${maxActiveApiKeys} ` +
          'active keys per account. Plans without API access get PLAN_REQUIRED (403).',
        security: bearerSecurity,
        body: createApiKeySchema,
        response: { 201: createdApiKeyResponseSchema, ...errorResponses },
      },
      onRequest: [app.authenticate, requirePlanFeature('api:access')],
      preHandler: creationLimit,
    },
    async (request, reply) => {
      const created = await createApiKey(auth, getUser(request), request.body.name);
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ success: true as const, ...created });
    },
  );

  app.get(
    '/api/api-keys',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'The user’s API keys, active first (never the key itself, only its first characters)',
        security: bearerSecurity,
        response: { 200: apiKeyListResponseSchema, ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({ success: true as const, apiKeys: await listApiKeys(auth, getUser(request).id) }),
  );

  app.delete(
    '/api/api-keys/:id',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'Revoke an API key: it is refused from now on (kept in the list as revoked)',
        security: bearerSecurity,
        params: apiKeyIdParamsSchema,
        response: { 200: revokedApiKeyResponseSchema, ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      apiKey: await revokeApiKey(auth, getUser(request).id, request.params.id),
    }),
  );
};
