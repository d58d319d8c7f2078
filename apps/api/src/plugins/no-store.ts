import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers carry tokens, reports and personal data: `Cache-Control: no-store` on every one of them,
 * so neither the browser's cache nor a shared proxy keeps a copy. Decided by the matched route, not
 * the raw URL, so `/%61pi/...` is covered too; a route that sets its own Cache-Control keeps it.
 * Pages and static files are not API answers and keep their own caching.
 */
export const noStorePlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      if (isApiRequest(request) && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
    });
  },
  { name: 'no-store' },
);

function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined) return route === '/api' || route.startsWith('/api/');
  // No route matched (the JSON 404 of an unknown API path): the decoded path decides.
  return /^\/api(\/|$)/.test(safeDecode(request.url.split('?', 1)[0] ?? ''));
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
