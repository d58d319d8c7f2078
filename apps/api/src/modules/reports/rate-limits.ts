import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

type CallerLimit = {
  /** Names the counter: routes that share a name share a budget. */
  name: string;
  timeWindowMs: number;
  perUser: number;
  /** Signed-out callers, counted per address; without it, the routes are for signed-in users only. */
  perVisitorAddress?: number;
};

/**
 * A limit per signed-in user (or, for a visitor, per address) on top of the API's per-address limit
 * per minute. It runs as a preHandler after `authenticate`/`identify`, so it can count by account: a
 * route's own `config.rateLimit` would replace the global limit and run before the user is known.
 */
export function createCallerLimit(app: FastifyInstance, limit: CallerLimit) {
  const check = app.createRateLimit({
    timeWindow: limit.timeWindowMs,
    max: (request) => (request.user ? limit.perUser : (limit.perVisitorAddress ?? 0)),
    keyGenerator: (request) =>
      request.user ? `${limit.name}:user:${request.user.id}` : `${limit.name}:ip:${normalizeIP(request.ip)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new AppError('RATE_LIMITED');
  };
}
