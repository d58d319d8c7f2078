import { apiKeyRequestsPerMinute } from '@app/core/api-keys/limits';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { resolveApiKey } from '../api-keys/service';
import type { AuthContext } from '../auth/context';

export const apiKeySecurity = [{ apiKey: [] }];

/**
 * The hooks of every /api/v1 route: `authenticate` (onRequest, so a call without a valid key gets its
 * 401 before its input is validated) takes an API key in `Authorization: Bearer gdprn_...` (an access
 * token is refused here, as a key is everywhere else); `limit` (preHandler) then counts the call
 * against the key's own budget of calls a minute.
 */
export function createApiKeyGuard(app: FastifyInstance, auth: AuthContext) {
  // The budget is the key's, not the address's: two integrations behind one gateway do not share it.
  const keyIds = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    timeWindow: 60_000,
    max: apiKeyRequestsPerMinute,
    keyGenerator: (request) => `api-key:${keyIds.get(request) ?? 'none'}`,
  });

  async function authenticateKey(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    if (header === undefined) throw new AppError('UNAUTHORIZED', { messageKey: 'apiKeyMissing' });
    const key = /^Bearer (\S+)$/i.exec(header)?.[1];
    if (!key) throw new AppError('API_KEY_INVALID');
    const { keyId, user } = await resolveApiKey(auth, key);
    keyIds.set(request, keyId);
    request.user = user;
  }

  async function limitPerKey(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new AppError('RATE_LIMITED', { messageKey: 'apiKeyRateLimited' });
  }

  return { authenticate: authenticateKey, limit: limitPerKey };
}
