import { defaultLanguage, type Language, supportedLanguages } from '@app/core/errors';
import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from './use-language';

export type PageMeta = {
  title: string;
  description: string;
  path?: string;
  language: Language;
  siteName: string;
};

/*
 * The build's pre-render has no document to change and runs no effects: it passes a recorder, which gets
 * the meta of the screen rendered, and writes the head itself from describeShareTags().
 */
const PageMetaRecorderContext = createContext<((meta: PageMeta) => void) | null>(null);
export const PageMetaRecorder = PageMetaRecorderContext.Provider;

/**
 * Sets the document title and meta description for the screen being shown. With `path` (public pages),
 * also the canonical URL, the bg/en alternates and the Open Graph tags, so a shared or indexed link names
 * the page in its language.
 */
export function usePageMeta({
  title,
  description,
  path,
}: {
  title: string;
  description: string;
  path?: string;
}): void {
  const { i18n } = useTranslation();
  const language = useLanguage();
  const siteName = i18n.t('appName');
  useContext(PageMetaRecorderContext)?.({
    title,
    description,
    language,
    siteName,
    ...(path ? { path } : {}),
  });
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
    if (path === undefined) return;
    const tags = describeShareTags({ title, description, path, language, siteName }, window.location.origin);
    const elements = tags.map(({ name, identity, values }) => upsertHeadTag(name, identity, values));
    // Removed when the page changes, so the next page starts clean.
    return () => {
      for (const element of elements) element.remove();
    };
  }, [title, description, path, language, siteName]);
}

const openGraphLocales: Readonly<Record<Language, string>> = { bg: 'bg_BG', en: 'en_US' };

export type HeadTag = {
  name: 'link' | 'meta';
  /** The attributes that tell this tag apart from the others of its name. */
  identity: Record<string, string>;
  values: Record<string, string>;
};

/** A public page's canonical URL, its bg/en alternates and its Open Graph tags. */
export function describeShareTags(
  { title, description, path, language, siteName }: PageMeta & { path: string },
  origin: string,
): HeadTag[] {
  // `?lang=` makes each language its own address; the app and the server both honour it.
  const urlIn = (lang: Language) => `${origin}${path}?lang=${lang}`;
  const link = (identity: Record<string, string>, href: string): HeadTag => ({
    name: 'link',
    identity,
    values: { href },
  });
  const meta = (property: string, content: string): HeadTag => ({
    name: 'meta',
    identity: { property },
    values: { content },
  });
  return [
    link({ rel: 'canonical' }, urlIn(language)),
    ...supportedLanguages.map((lang) => link({ rel: 'alternate', hreflang: lang }, urlIn(lang))),
    // The default language's address, not the bare path: that one is a copy whose canonical is this, and
    // an alternate must be a canonical URL (Lighthouse's SEO audit fails the page otherwise).
    link({ rel: 'alternate', hreflang: 'x-default' }, urlIn(defaultLanguage)),
    meta('og:title', title),
    meta('og:description', description),
    meta('og:type', 'website'),
    meta('og:url', urlIn(language)),
    meta('og:locale', openGraphLocales[language]),
    meta('og:site_name', siteName),
  ];
}

function upsertHeadTag(
  name: 'link' | 'meta',
  identity: Record<string, string>,
  values: Record<string, string>,
): HTMLElement {
  const selector = Object.entries(identity)
    .map(([attribute, value]) => `[${attribute}="${value}"]`)
    .join('');
  let element = document.head.querySelector<HTMLElement>(`${name}${selector}`);
  if (!element) {
    element = document.createElement(name);
    for (const [attribute, value] of Object.entries(identity)) element.setAttribute(attribute, value);
    document.head.append(element);
  }
  for (const [attribute, value] of Object.entries(values)) element.setAttribute(attribute, value);
  return element;
}
