import { createRequire } from 'node:module';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';

const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Strict headers for every response. The web app ships no inline script or style and loads fonts and
 * images from this origin only, so the policy needs no exceptions.
 */
export const securityHeadersPlugin = fp<{ isHttps: boolean }>(
  async (app, { isHttps }) => {
    await app.register(helmet, helmetOptions(isHttps));
    app.addHook('onSend', async (_request, reply) => {
      reply.header('permissions-policy', permissionsPolicy);
    });
  },
  { name: 'security-headers' },
);

function helmetOptions(isHttps: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

type HelmetMiddleware = (
  request: unknown,
  response: { setHeader(name: string, value: string): void; removeHeader(name: string): void },
  next: (error?: unknown) => void,
) => void;
// The helmet that @fastify/helmet runs in its hooks (its own dependency, so the same version).
const loadHelmet = () =>
  createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'))('helmet') as (
    options: object,
  ) => HelmetMiddleware;

/**
 * The same headers as a plain list, for the answers Fastify makes before any hook runs: a URL it cannot
 * decode, an HTTP request it cannot parse (see plugins/errors.ts). None of them depends on the request.
 */
export function listSecurityHeaders({ isHttps }: { isHttps: boolean }): Record<string, string> {
  const headers = new Map<string, string>();
  const { global: _global, enableCSPNonces: _nonces, ...options } = helmetOptions(isHttps);
  loadHelmet()(options)(
    {},
    {
      setHeader: (name, value) => headers.set(name.toLowerCase(), String(value)),
      removeHeader: (name) => headers.delete(name.toLowerCase()),
    },
    (error) => {
      if (error) throw error;
    },
  );
  headers.set('permissions-policy', permissionsPolicy);
  return Object.fromEntries(headers);
}
