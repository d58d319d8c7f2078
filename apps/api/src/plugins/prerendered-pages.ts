import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type AiProviderInfo, fillAiMeta } from '@app/core/ai/availability';
import { isLanguage, type Language, supportedLanguages } from '@app/core/errors';
import { type ControllerIdentity, fillControllerSlots } from '@app/core/legal/controller';
import {
  formatLanguageCookie,
  languageCookieName,
  type PrerenderManifest,
  prerenderManifestFile,
  publicUrlPlaceholder,
} from '@app/core/prerender';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';
type PrerenderedPage = { html: string; etag: string; encoded: Partial<Record<Encoding, Buffer>> };
/** A pre-rendered path's page in each language. */
export type PrerenderedPageSet = Record<Language, PrerenderedPage>;

export type PageSettings = {
  publicUrl: string;
  controller: ControllerIdentity | undefined;
  /** The language-model provider, or undefined: then no page offers or names an AI feature. */
  aiProvider: AiProviderInfo | undefined;
};

/**
 * The web build's pre-rendered public pages (docs/decisions/003-prerendering.md), read once at start-up
 * with the server's settings filled in (fillPageSettings). An older build has none.
 */
export function readPrerenderedPages(
  distDir: string,
  settings: PageSettings,
): Map<string, PrerenderedPageSet> {
  const manifestPath = path.join(distDir, prerenderManifestFile);
  if (!existsSync(manifestPath)) return new Map();
  const manifest = parseManifest(JSON.parse(readFileSync(manifestPath, 'utf8')), manifestPath);
  const readPage = (file: string): PrerenderedPage => {
    const html = fillPageSettings(readFileSync(path.join(distDir, file), 'utf8'), settings);
    const etag = createHash('sha256').update(html).digest('base64url').slice(0, 27);
    return { html, etag, encoded: {} };
  };
  return new Map(
    Object.entries(manifest).map(([route, files]) => [
      route,
      Object.fromEntries(
        supportedLanguages.map((language) => [language, readPage(files[language])]),
      ) as PrerenderedPageSet,
    ]),
  );
}

/**
 * What the build cannot know, put into a page of the web app (pre-rendered or the plain index.html): the
 * public address in the canonical and Open Graph URLs, and the controller the legal pages name, in their
 * text and in the meta element the browser renders them from (@app/core/legal/controller), and whether
 * a language-model provider is configured (@app/core/ai/availability).
 */
export function fillPageSettings(html: string, { publicUrl, controller, aiProvider }: PageSettings): string {
  const filled = fillControllerSlots(
    html.replaceAll(publicUrlPlaceholder, escapeAttribute(publicUrl)),
    controller,
  );
  return fillAiMeta(filled, aiProvider);
}

/**
 * The page in the language the browser would choose (apps/web/src/lib/i18n.ts): `?lang=` (the canonical
 * URLs carry it), else the visitor's stored choice (its cookie), else the browser's languages (request.language,
 * plugins/language.ts), else Bulgarian; so the app hydrates it instead of rendering it again.
 * `no-cache` with an ETag: the page names this build's assets, so it is revalidated on every visit.
 * Compressed as the browser accepts, once per page (the assets come compressed from the build).
 */
export function sendPrerenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  pages: PrerenderedPageSet,
  { isHttps }: { isHttps: boolean },
) {
  const requested = (request.query as Record<string, unknown> | undefined)?.lang;
  // A link naming the language is a choice, kept as the app keeps it, so it holds without JavaScript too.
  if (isLanguage(requested)) {
    reply.header('set-cookie', formatLanguageCookie(requested, isHttps));
  }
  const language = isLanguage(requested) ? requested : (readStoredLanguage(request) ?? request.language);
  const page = pages[language];
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const etag = `"${page.etag}${encoding ? `-${encoding}` : ''}"`;
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, accept-language, cookie')
    .header('etag', etag)
    .header('content-language', language);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.code(200).type('text/html; charset=utf-8');
  if (!encoding) return reply.send(page.html);
  page.encoded[encoding] ??= encode(page.html, encoding);
  return reply.header('content-encoding', encoding).send(page.encoded[encoding]);
}

const languageCookie = new RegExp(`(?:^|;)\\s*${languageCookieName}=([^;]*)`);

function readStoredLanguage(request: FastifyRequest): Language | undefined {
  const stored = request.headers.cookie?.match(languageCookie)?.[1]?.trim();
  return isLanguage(stored) ? stored : undefined;
}

function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  return accepted.includes('gzip') ? 'gzip' : undefined;
}

function encode(html: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipSync(html, { level: 9 });
}

function parseManifest(value: unknown, manifestPath: string): PrerenderManifest {
  const isValid =
    typeof value === 'object' &&
    value !== null &&
    Object.entries(value).every(
      ([route, files]) =>
        route.startsWith('/') &&
        typeof files === 'object' &&
        files !== null &&
        supportedLanguages.every((language) => isPageFile((files as Record<string, unknown>)[language])),
    );
  if (!isValid) throw new Error(`${manifestPath} must map paths to an HTML file per language`);
  return value as PrerenderManifest;
}

// Relative and inside the build, so a manifest cannot point the server at other files.
function isPageFile(file: unknown): file is string {
  return (
    typeof file === 'string' &&
    file.endsWith('.html') &&
    !path.isAbsolute(file) &&
    !file.split('/').includes('..')
  );
}

function escapeAttribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}
