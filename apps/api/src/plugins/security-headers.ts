import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Strict headers for every response. The web app ships no inline script or style and loads fonts and
 * images from this origin only, so the policy needs no exceptions. No header depends on the request, so
 * helmet computes them once and one hook adds them (rather than building helmet's middleware again for
 * each request, as its Fastify plugin does).
 */
export const securityHeadersPlugin = fp<{ isHttps: boolean }>(
  async (app, { isHttps }) => {
    const headers = listSecurityHeaders({ isHttps });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);

function helmetOptions(isHttps: boolean): HelmetOptions {
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

/**
 * The headers as a plain list: what helmet sets on a response, and the permissions policy. Also used for
 * the answers Fastify makes before any hook runs: a URL it cannot decode, an HTTP request it cannot parse
 * (see plugins/errors.ts).
 */
export function listSecurityHeaders({ isHttps }: { isHttps: boolean }): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(helmetOptions(isHttps))({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  headers.set('permissions-policy', permissionsPolicy);
  return Object.fromEntries(headers);
}
