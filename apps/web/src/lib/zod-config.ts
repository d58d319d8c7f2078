/*
 * The server's Content-Security-Policy forbids eval. Zod probes for it (new Function) on its first parse
 * of an object, to compile a faster parser, and the browser reports each blocked probe as a CSP issue
 * (Lighthouse's best-practices audit fails the page). With `jitless` zod validates the same way on its
 * plain path. It is zod's own z.config({ jitless: true }), written where zod keeps its configuration
 * (one object on globalThis, shared by every copy of zod) so that no part of zod loads with every page;
 * zod-config.test.ts fails if zod stops reading it there.
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

export function configureZodForCsp(): void {
  const global = globalThis as ZodGlobal;
  global.__zod_globalConfig ??= {};
  global.__zod_globalConfig.jitless = true;
}
