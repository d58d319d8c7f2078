import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { prerenderDirectory } from '@app/core/prerender';
import { routePaths } from '@app/core/routes';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  fillPageSettings,
  type PageSettings,
  readPrerenderedPages,
  sendPrerenderedPage,
} from './prerendered-pages';

export type WebApp = { sendNotFoundPage(reply: FastifyReply): FastifyReply };
export type WebAppOptions = PageSettings & { distDir: string };

/**
 * Serves the production build of the web app: hashed assets cached for a year, and index.html for
 * every route that has a screen. The build lists those routes in `routes.json`; any other page
 * request gets index.html with status 404, and the app shows its not-found screen. A public page the
 * build pre-rendered is answered with that page instead, its content already in the HTML.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { distDir, ...settings }: WebAppOptions,
): Promise<WebApp | undefined> {
  if (!settings.controller) {
    app.log.warn(
      'CONTROLLER_NAME, CONTROLLER_ADDRESS, CONTROLLER_EIK and CONTROLLER_EMAIL are not set: the privacy ' +
        'policy and the terms say that the operator has not configured its identity',
    );
  }
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ distDir }, 'web build not found: run `npm run build` to serve the web app');
    return undefined;
  }
  // The page a screen without a pre-rendered version starts from; it carries the controller's identity too.
  const indexHtml = Buffer.from(fillPageSettings(readFileSync(indexPath, 'utf8'), settings));
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of its text assets (apps/web/vite-plugins/compress-assets.ts).
    preCompressed: true,
    // Served at their pages' own paths only (below), with the public address filled in.
    allowedPath: (pathName) => !pathName.startsWith(`/${prerenderDirectory}/`),
    setHeaders: (response, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header(
        'cache-control',
        isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  const sendIndex = (reply: FastifyReply, status: number) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);

  const prerenderedPages = readPrerenderedPages(distDir, settings);
  const isHttps = settings.publicUrl.startsWith('https:');
  for (const route of readScreenRoutes(distDir)) {
    const pages = prerenderedPages.get(route);
    app.get(route, { schema: { hide: true } }, (request, reply) =>
      pages ? sendPrerenderedPage(request, reply, pages, { isHttps }) : sendIndex(reply, 200),
    );
  }
  return { sendNotFoundPage: (reply) => sendIndex(reply, 404) };
}

function readScreenRoutes(distDir: string): string[] {
  const manifest = path.join(distDir, 'routes.json');
  if (!existsSync(manifest)) return Object.values(routePaths);
  const routes: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
  if (
    !Array.isArray(routes) ||
    !routes.every((route) => typeof route === 'string' && route.startsWith('/'))
  ) {
    throw new Error(`${manifest} must be a JSON array of paths`);
  }
  return routes;
}

/** A browser navigating to a page, as opposed to an API call or a missing asset. */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?', 1)[0] ?? '/';
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/assets/')) return false;
  return !path.extname(pathname);
}
