import type { Language } from './errors';

/*
 * What the web build hands the server about its pre-rendered pages (docs/decisions/003-prerendering.md),
 * as routes.json tells it which pages have a screen.
 */

/** The manifest's place in the web build; it and the pages beside it are not served as files. */
export const prerenderDirectory = 'prerendered';
export const prerenderManifestFile = `${prerenderDirectory}/manifest.json`;

/**
 * The build does not know the public address, so absolute URLs (canonical, alternates, og:url) are
 * written with this in its place; the server puts its PUBLIC_URL there when it reads the pages.
 */
export const publicUrlPlaceholder = '%GDPR_NAVIGATOR_PUBLIC_URL%';

/** For each pre-rendered path, the file of each language, relative to the web build's folder. */
export type PrerenderManifest = Record<string, Record<Language, string>>;

/**
 * The visitor's language choice, which the browser keeps in a cookie of this name as well as in local
 * storage, so the server sends a pre-rendered page in it instead of a page to be rendered again.
 */
export const languageCookieName = 'gdpr_language';

/** The cookie as the browser (document.cookie) and the server (Set-Cookie) write it: a year, whole site. */
export function formatLanguageCookie(language: Language, isHttps: boolean): string {
  const maxAgeSeconds = 365 * 24 * 60 * 60;
  return `${languageCookieName}=${language}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${isHttps ? '; Secure' : ''}`;
}
