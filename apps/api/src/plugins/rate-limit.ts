import { setTimeout as sleep } from 'node:timers/promises';
import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

type RateLimitOptions = {
  maxPerMinute: number;
  /** Count in this Redis server, shared by every process; unset, each process counts in its own memory. */
  redisUrl?: string | undefined;
};

/** Every key the limits write starts with this, so they keep clear of anything else in the database. */
export const RATE_LIMIT_KEY_PREFIX = 'gdpr-navigator:rate-limit:';

/**
 * A per-address ceiling on every API call; routes that can be abused (sign-in, contact, assessment)
 * set tighter limits of their own with `config.rateLimit`. Static files and health checks are exempt.
 *
 * With `REDIS_URL` every limit (this one and those made with `createRateLimit`) counts in Redis, so
 * several processes share one budget (docs/operations.md, "Several processes"). A Redis that does not
 * answer never holds a request up: while the connection is down a command fails at once, on a
 * connection that stalls it gives up after a second; the request is then let through uncounted
 * (`skipOnError`), and the server logs that the limits are off until Redis is back.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, { maxPerMinute, redisUrl }) => {
    const redis = redisUrl ? await connectRedis(redisUrl, app.log) : undefined;
    if (redis) {
      app.addHook('onClose', async () => {
        // QUIT waits for the replies to commands already sent; a connection that is down just goes.
        if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
        else redis.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: true,
      max: maxPerMinute,
      timeWindow: 60_000,
      // Inherited by every limiter made with `createRateLimit` (per route, per user, per key) too.
      allowList: (request) => !isApiRoute(request),
      errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, code: 'RATE_LIMITED' }),
      ...(redis ? { redis, nameSpace: RATE_LIMIT_KEY_PREFIX, skipOnError: true } : {}),
    });
  },
  { name: 'rate-limit' },
);

/**
 * An ioredis client set up as @fastify/rate-limit advises (its README, option `redis`: short
 * `connectTimeout`, `maxRetriesPerRequest` 1): ioredis's defaults queue a command while it reconnects,
 * for as long as that takes, and a request would wait that long. Here nothing is queued, a command
 * waits 1 s at most, and ioredis keeps reconnecting in the background. Start-up waits for the first
 * connection (2 s at most), so the first requests are counted too.
 */
async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    connectionName: 'gdpr-navigator-rate-limit',
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    enableOfflineQueue: false,
  });
  // ioredis emits an error for every failed reconnection attempt: log the first of a run, and the
  // recovery. The messages name the server's address and the failure, never a client's data.
  let isFailing = false;
  redis.on('error', (error: Error & { code?: string }) => {
    if (isFailing) return;
    isFailing = true;
    log.warn(
      { redisError: { code: error.code, message: error.message } },
      'Redis is not answering: rate limits are not counted until it is back',
    );
  });
  redis.on('ready', () => {
    if (!isFailing) return;
    isFailing = false;
    log.info('Redis answers again: rate limits are counted');
  });
  const settled = new Promise((resolve) => {
    redis.once('ready', resolve);
    redis.once('error', resolve);
  });
  await Promise.race([settled, sleep(2000, undefined, { ref: false })]);
  return redis;
}

/**
 * Whether the route that answers the request is an API route. It looks at the route's pattern, not at
 * the URL: the router decodes percent-escapes before matching, so `/%61pi/contact` reaches
 * `/api/contact`, and a check on the raw URL would let every spelling but the plain one go unlimited.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && (route === '/api' || route.startsWith('/api/'));
}
