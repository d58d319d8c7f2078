import { defaultLanguage, isLanguage, type Language, supportedLanguages } from '@app/core/errors';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

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
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage;
  const siteName = i18n.t('appName');
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
    return setShareTags({ title, description, path, language, siteName });
  }, [title, description, path, language, siteName]);
}

const openGraphLocales: Readonly<Record<Language, string>> = { bg: 'bg_BG', en: 'en_US' };

type ShareTags = { title: string; description: string; path: string; language: Language; siteName: string };

/** Adds the page's link and Open Graph tags and returns their removal, so the next page starts clean. */
function setShareTags({ title, description, path, language, siteName }: ShareTags): () => void {
  // `?lang=` makes each language its own address; the app and the server both honour it.
  const urlIn = (lang?: Language) => `${window.location.origin}${path}${lang ? `?lang=${lang}` : ''}`;
  const tags = [
    upsertHeadTag('link', { rel: 'canonical' }, { href: urlIn(language) }),
    ...supportedLanguages.map((lang) =>
      upsertHeadTag('link', { rel: 'alternate', hreflang: lang }, { href: urlIn(lang) }),
    ),
    upsertHeadTag('link', { rel: 'alternate', hreflang: 'x-default' }, { href: urlIn() }),
    upsertHeadTag('meta', { property: 'og:title' }, { content: title }),
    upsertHeadTag('meta', { property: 'og:description' }, { content: description }),
    upsertHeadTag('meta', { property: 'og:type' }, { content: 'website' }),
    upsertHeadTag('meta', { property: 'og:url' }, { content: urlIn(language) }),
    upsertHeadTag('meta', { property: 'og:locale' }, { content: openGraphLocales[language] }),
    upsertHeadTag('meta', { property: 'og:site_name' }, { content: siteName }),
  ];
  return () => {
    for (const tag of tags) tag.remove();
  };
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
