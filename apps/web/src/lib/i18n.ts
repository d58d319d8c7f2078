import { defaultLanguage, isLanguage, type Language, supportedLanguages } from '@app/core/errors';
import { formatLanguageCookie } from '@app/core/prerender';
import { localeLoaders } from '@app/locales/web-loaders';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, storageKeys, writeStorage } from './storage';

/** Every translation namespace (one JSON file per language in packages/locales); see i18n-resources.d.ts. */
export type Namespace =
  | 'common'
  | 'errors'
  | 'api-errors'
  | 'home'
  | 'what-is-gdpr'
  | 'gdpr-guide'
  | 'compliance-tips'
  | 'features'
  | 'industries'
  | 'about'
  | 'security'
  | 'auth'
  | 'login'
  | 'signup'
  | 'password-reset'
  | 'email-verification'
  | 'auth-callback'
  | 'account'
  | 'assessment'
  | 'assessment-questions'
  | 'reports'
  | 'report-import'
  | 'report-email'
  | 'report-ask'
  | 'document-kit'
  | 'validation'
  | 'privacy'
  | 'terms'
  | 'cookies'
  | 'pricing'
  | 'contact'
  | 'early-access'
  | 'api-docs'
  | 'api-keys'
  | 'demo'
  | 'analytics'
  | 'teams'
  | 'admin'
  | 'report-rating';

/** Needed by the layout and the error screens, which must render even when a route's chunk fails. */
export const startupNamespaces: readonly Namespace[] = ['common', 'errors'];

// Each translation file becomes its own small chunk, fetched the first time a route needs it.

/*
 * No translation cache of our own: the files are content-hashed build assets the browser caches, and
 * i18next keeps what it loaded in memory. (Were one added: at most 1000 entries and 24 hours, see
 * docs/product-decisions.md, Interface timings and limits.)
 */
const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = localeLoaders[`./${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

/** Stored choice, then the browser's languages in order, then Bulgarian. */
export function detectLanguage(
  stored: string | null = readStorage(storageKeys.language),
  browserLanguages: readonly string[] = navigator.languages ?? [navigator.language],
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return defaultLanguage;
}

export function getLanguage(): Language {
  const current = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(current) ? current : defaultLanguage;
}

let initialisation: Promise<void> | undefined;

/**
 * `?lang=bg|en` in a shared or indexed link (the canonical URLs carry it) decides the language and
 * becomes the stored choice, as if the visitor had picked it.
 */
function adoptLanguageFromUrl(search: string = window.location.search): Language | undefined {
  const requested = new URLSearchParams(search).get('lang');
  if (!isLanguage(requested)) return undefined;
  rememberLanguage(requested);
  return requested;
}

/** This visit's language: `?lang=`, else the stored choice, else the browser's languages, else Bulgarian. */
export function chooseVisitLanguage(): Language {
  const fromUrl = adoptLanguageFromUrl();
  if (fromUrl) return fromUrl;
  const stored = readStorage(storageKeys.language);
  // A choice stored before the cookie existed reaches the server from now on too.
  if (isLanguage(stored)) rememberLanguage(stored);
  return detectLanguage(stored);
}

/*
 * The language choice is strictly necessary (the user asked for it), so it is stored without consent: in
 * local storage for the app, and in a cookie for the server, which then sends a pre-rendered page in that
 * language rather than one the app must render again (apps/api/src/plugins/prerendered-pages.ts).
 */
function rememberLanguage(language: Language): void {
  writeStorage(storageKeys.language, language);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support; the value is "bg" or "en".
  document.cookie = formatLanguageCookie(language, window.location.protocol === 'https:');
}

/**
 * Starts i18next once; route loaders started before it finishes wait for it. The language is detected
 * only on the first call without one, so the pre-render (no window) never reaches the browser's choice.
 */
export function initI18n(language?: Language): Promise<void> {
  initialisation ??= startI18n(language ?? chooseVisitLanguage());
  return initialisation;
}

async function startI18n(language: Language): Promise<void> {
  i18next.on('languageChanged', syncDocumentLanguage);
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // Both languages have the same keys (a test checks), so no fallback language needs downloading.
      fallbackLng: false,
      supportedLngs: [...supportedLanguages],
      load: 'languageOnly',
      ns: [...startupNamespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
  await loadNamespacesOrThrow(startupNamespaces);
}

export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  replaceLanguageInUrl(language);
  await i18next.changeLanguage(language);
}

// A `?lang=` left in the address would switch the page back on reload; keep it saying what is shown.
function replaceLanguageInUrl(language: Language): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('lang')) return;
  url.searchParams.set('lang', language);
  window.history.replaceState(window.history.state, '', url);
}

/** True when every namespace is there in the current language, so a screen can render without waiting. */
export function hasNamespaces(namespaces: readonly Namespace[]): boolean {
  const language = getLanguage();
  return namespaces.every((ns) => i18next.hasResourceBundle(language, ns));
}

/** Loads namespaces and fails loudly when one did not arrive, so a route shows its error screen. */
export async function ensureNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  await initI18n();
  await loadNamespacesOrThrow(namespaces);
}

async function loadNamespacesOrThrow(namespaces: readonly Namespace[]): Promise<void> {
  if (namespaces.length === 0) return;
  await i18next.loadNamespaces([...namespaces]);
  const language = getLanguage();
  const missing = namespaces.filter((ns) => !i18next.hasResourceBundle(language, ns));
  if (missing.length > 0) throw new Error(`Translations did not load: ${missing.join(', ')}`);
}

function syncDocumentLanguage(language: string): void {
  // The build's pre-render has no document; it writes the language into the page itself.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = isLanguage(language) ? language : defaultLanguage;
}

export { i18next as i18n };
