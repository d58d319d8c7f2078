import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A per-address ceiling on every API call; routes that can be abused (sign-in, contact, assessment)
 * set tighter limits of their own with `config.rateLimit`. Static files and health checks are exempt.
 */
export const rateLimitPlugin = fp<{ maxPerMinute: number }>(
  async (app, { maxPerMinute }) => {
    await app.register(rateLimit, {
      global: true,
      max: maxPerMinute,
      timeWindow: 60_000,
      // Inherited by every limiter made with `createRateLimit` (per route, per user, per key) too.
      allowList: (request) => !isApiRoute(request),
      errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, code: 'RATE_LIMITED' }),
    });
  },
  { name: 'rate-limit' },
);

/**
 * Whether the route that answers the request is an API route. It looks at the route's pattern, not at
 * the URL: the router decodes percent-escapes before matching, so `/%61pi/contact` reaches
 * `/api/contact`, and a check on the raw URL would let every spelling but the plain one go unlimited.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && (route === '/api' || route.startsWith('/api/'));
}
