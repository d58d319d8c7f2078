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
