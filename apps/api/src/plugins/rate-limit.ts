import rateLimit from '@fastify/rate-limit';
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
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, code: 'RATE_LIMITED' }),
    });
  },
  { name: 'rate-limit' },
);
