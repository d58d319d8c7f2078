import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLanguage, supportedLanguages } from '@app/core/errors';
import { privateRouteNames, routePaths } from '@app/core/routes';
import type { FastifyInstance } from 'fastify';

/** One visitor's pages (account screens, personal results): robots.txt keeps them out, no sitemap entry. */
export const unlistedPaths: readonly string[] = privateRouteNames
  .map((name) => routePaths[name])
  // The /auth/ prefix below covers the OAuth callbacks.
  .filter((route) => !route.startsWith('/auth/'));

// Every OAuth callback path lives under /auth/.
const unlistedPrefixes = ['/api/', '/auth/'];

export type SeoOptions = { publicUrl: string; webDistDir: string };

/**
 * robots.txt and sitemap.xml, generated from the build's list of screens and the public address.
 * A file of the same name in the web build (an operator's own) is served as it is instead.
 */
export async function seoPlugin(app: FastifyInstance, { publicUrl, webDistDir }: SeoOptions) {
  const cacheControl = 'public, max-age=3600';
  if (!existsSync(path.join(webDistDir, 'robots.txt'))) {
    const robots = buildRobotsTxt(publicUrl);
    app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', cacheControl).send(robots),
    );
  }
  if (!existsSync(path.join(webDistDir, 'sitemap.xml'))) {
    const sitemap = buildSitemapXml(publicUrl, readListedRoutes(webDistDir));
    app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
      reply.type('application/xml; charset=utf-8').header('cache-control', cacheControl).send(sitemap),
    );
  }
}

export function buildRobotsTxt(publicUrl: string): string {
  const disallowed = [...unlistedPrefixes, ...unlistedPaths].map((route) => `Disallow: ${route}`);
  return ['User-agent: *', 'Allow: /', ...disallowed, '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/** Each public page in each language, with its alternates, as the pages' own canonical links give them. */
export function buildSitemapXml(publicUrl: string, routes: readonly string[]): string {
  const urlOf = (route: string, language: string) => escapeXml(`${publicUrl}${route}?lang=${language}`);
  const alternates = (route: string) => [
    ...supportedLanguages.map(
      (language) =>
        `    <xhtml:link rel="alternate" hreflang="${language}" href="${urlOf(route, language)}"/>`,
    ),
    // The default language's page: the bare path is a copy of it, not a canonical URL of its own.
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${urlOf(route, defaultLanguage)}"/>`,
  ];
  const entries = routes.flatMap((route) =>
    supportedLanguages.map((language) =>
      ['  <url>', `    <loc>${urlOf(route, language)}</loc>`, ...alternates(route), '  </url>'].join('\n'),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

function isListed(route: string): boolean {
  return !unlistedPaths.includes(route) && !unlistedPrefixes.some((prefix) => route.startsWith(prefix));
}

/** The screens the build has (routes.json, as the web-app plugin reads it), minus the unlisted ones. */
function readListedRoutes(webDistDir: string): string[] {
  const manifest = path.join(webDistDir, 'routes.json');
  const routes: unknown = existsSync(manifest)
    ? JSON.parse(readFileSync(manifest, 'utf8'))
    : Object.values(routePaths);
  if (
    !Array.isArray(routes) ||
    !routes.every((route) => typeof route === 'string' && route.startsWith('/'))
  ) {
    throw new Error(`${manifest} must be a JSON array of paths`);
  }
  return routes.filter(isListed);
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}
