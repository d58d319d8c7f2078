import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

export type CallerLimit = {
  /** Names the counter: routes that share a name share a budget. */
  name: string;
  timeWindowMs: number;
  perUser: number;
  /** Signed-out callers, counted per address; without it, the routes are for signed-in users only. */
  perVisitorAddress?: number;
};

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * The counters made so far, by app and name. In memory each `createRateLimit` keeps a store of its own,
 * so without this two plugins that declare the same name (the dashboard's and /api/v1's document
 * downloads) would each get the whole budget, while in Redis, where the key alone decides, they share
 * it. The decorator is one function per app, inherited by every plugin, so it identifies the app.
 */
const checksByApp = new WeakMap<FastifyInstance['createRateLimit'], Map<string, SharedCheck>>();
type SharedCheck = { limit: CallerLimit; check: Check };

/**
 * A limit per signed-in user (or, for a visitor, per address) on top of the API's per-address limit
 * per minute. It runs as a preHandler after `authenticate`/`identify`, so it can count by account: a
 * route's own `config.rateLimit` would replace the global limit and run before the user is known.
 */
export function createCallerLimit(app: FastifyInstance, limit: CallerLimit) {
  const check = findOrCreateCheck(app, limit);
  return async (request: FastifyRequest): Promise<void> => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw new AppError('RATE_LIMITED', { retryAfterSeconds: result.ttlInSeconds });
  };
}

function findOrCreateCheck(app: FastifyInstance, limit: CallerLimit): Check {
  let checks = checksByApp.get(app.createRateLimit);
  if (!checks) {
    checks = new Map();
    checksByApp.set(app.createRateLimit, checks);
  }
  const known = checks.get(limit.name);
  if (known) {
    const isSame =
      known.limit.timeWindowMs === limit.timeWindowMs &&
      known.limit.perUser === limit.perUser &&
      known.limit.perVisitorAddress === limit.perVisitorAddress;
    if (!isSame) throw new Error(`the caller limit "${limit.name}" is declared twice with different budgets`);
    return known.check;
  }
  const check = app.createRateLimit({
    timeWindow: limit.timeWindowMs,
    max: (request) => (request.user ? limit.perUser : (limit.perVisitorAddress ?? 0)),
    keyGenerator: (request) =>
      request.user ? `${limit.name}:user:${request.user.id}` : `${limit.name}:ip:${normalizeIP(request.ip)}`,
  });
  checks.set(limit.name, { limit, check });
  return check;
}
