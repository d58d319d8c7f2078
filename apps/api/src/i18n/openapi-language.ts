import type { Language } from '@app/core/errors';
import bulgarian from './openapi-bg.json' with { type: 'json' };

/**
 * The OpenAPI document is written in English, beside the routes and schemas it describes. Each other
 * language has a catalogue that translates every summary and description, keyed by the English text
 * (as gettext does), so a route needs no key of its own and a changed English text shows as untranslated
 * (apps/api/test/plugins/openapi-language.test.ts).
 */
export const openapiTranslations: Readonly<
  Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>>
> = { bg: bulgarian };

const translatedFields: ReadonlySet<string> = new Set(['summary', 'description']);
// Values a client sends or receives as they are: never translated, even a field called `description`.
const literalFields: ReadonlySet<string> = new Set(['example', 'examples', 'default', 'const', 'enum']);

/** Every summary and description in the document, where it is, in the order met. */
export function listDocumentTexts(document: unknown): string[] {
  const texts: string[] = [];
  visitTexts(document, (text) => {
    texts.push(text);
    return text;
  });
  return texts;
}

/** A copy of the document in `language`; a text the catalogue lacks stays in English. */
export function translateDocument<T>(document: T, language: Language): T {
  if (language === 'en') return document;
  const catalogue = openapiTranslations[language];
  return visitTexts(structuredClone(document), (text) => catalogue[text] ?? text);
}

function visitTexts<T>(node: T, replace: (text: string) => string): T {
  if (Array.isArray(node)) {
    for (const item of node) visitTexts(item, replace);
    return node;
  }
  if (typeof node !== 'object' || node === null) return node;
  const object = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(object)) {
    if (literalFields.has(key)) continue;
    if (translatedFields.has(key) && typeof value === 'string') object[key] = replace(value);
    else visitTexts(value, replace);
  }
  return node;
}
