import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defaultLanguage, isLanguage, type Language, supportedLanguages } from '@app/core/errors';
import { intlLocales } from '@app/core/format/locales';

type Namespace = Record<string, unknown>;

/** The server speaks from the same translation files as the web app (packages/locales). */
const localesDir = path.dirname(
  path.dirname(createRequire(import.meta.url).resolve('@app/locales/bg/errors.json')),
);

const catalogues = Object.fromEntries(
  supportedLanguages.map((language) => [language, loadNamespaces(path.join(localesDir, language))]),
) as Record<Language, Record<string, Namespace>>;

function loadNamespaces(dir: string): Record<string, Namespace> {
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  return Object.fromEntries(
    files.map((file) => [
      path.basename(file, '.json'),
      JSON.parse(readFileSync(path.join(dir, file), 'utf8')),
    ]),
  );
}

const pluralRules = Object.fromEntries(
  supportedLanguages.map((language) => [language, new Intl.PluralRules(intlLocales[language])]),
) as Record<Language, Intl.PluralRules>;

/**
 * Looks up `namespace.key.path` (or `namespace:key.path`) and fills `{{name}}` placeholders. With a
 * numeric `count`, the language's plural form is taken first, as i18next does in the web app
 * (`minutes_one`, `minutes_other`): Bulgarian "1 минута", "2 минути".
 */
export function translate(
  language: Language,
  key: string,
  values: Record<string, unknown> = {},
): string | undefined {
  const plural =
    typeof values.count === 'number'
      ? lookUp(language, `${key}_${pluralRules[language].select(values.count)}`)
      : undefined;
  const text = plural ?? lookUp(language, key);
  return text?.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => String(values[name] ?? match));
}

function lookUp(language: Language, key: string): string | undefined {
  const [namespace = '', ...rest] = key.split(/[.:]/);
  let node: unknown = catalogues[language][namespace];
  for (const part of rest)
    node = typeof node === 'object' && node !== null ? (node as Namespace)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * An error's message is in `errors` (the general messages, which the web app also shows on its own and
 * loads at start-up) or in `api-errors` (those only the server answers: plans, quotas, teams, keys, AI);
 * the two files share no key (messages.test.ts).
 */
export function translateError(language: Language, messageKey: string): string {
  return (
    translate(language, `errors.${messageKey}`) ??
    translate(language, `api-errors.${messageKey}`) ??
    translate(language, 'errors.generic') ??
    messageKey
  );
}

/**
 * Schemas carry message keys (`validation.minLength`); zod's own messages (wrong type, unknown
 * value) are not keys and become the catalogue's "Please check your input data.".
 */
export function translateMessageKey(
  language: Language,
  messageKey: string | undefined,
  params: Record<string, unknown> = {},
): string {
  // A refinement's own values (`refine(..., { params })`) arrive one level down, under `params`.
  const nested = typeof params.params === 'object' && params.params !== null ? params.params : {};
  const values = { min: params.minimum, max: params.maximum, ...params, ...nested };
  return (messageKey && translate(language, messageKey, values)) ?? translateError(language, 'validation');
}

/**
 * `?lang=` wins (links in e-mails, API clients), then the first supported language of Accept-Language
 * in the order the client prefers, then Bulgarian.
 */
export function pickLanguage(queryLang: unknown, acceptLanguage: string | undefined): Language {
  if (isLanguage(queryLang)) return queryLang;
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.find((param) => param.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: quality ? Number(quality.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of preferred) {
    const base = tag.split('-', 1)[0];
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}
