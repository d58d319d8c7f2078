import { z } from 'zod';
import type { Language } from '../errors';

/**
 * A text in both product languages. Core carries its catalogue texts inline, so documents and e-mails
 * rendered on the server can use them without the web app's translation files.
 */
export const localizedTextSchema = z.object({ bg: z.string().min(1), en: z.string().min(1) });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export function pickText(text: LocalizedText, language: Language): string {
  return text[language];
}

/** Joins a list the way each language writes it: "a, b and c" / "a, b и c". */
export function joinTexts(texts: readonly LocalizedText[]): LocalizedText {
  const join = (items: string[], and: string) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
  return {
    bg: join(
      texts.map((text) => text.bg),
      'и',
    ),
    en: join(
      texts.map((text) => text.en),
      'and',
    ),
  };
}

const placeholder = /\{\{(\w+)\}\}/;

/**
 * A template split at its placeholders, once: text, name, text, name, …, text. Every analysis fills the
 * same few dozen catalogue templates, and a regular expression's replace took a tenth of its time.
 */
const splitTemplates = new Map<string, readonly string[]>();
const SPLIT_CACHE_LIMIT = 1_000;

function splitTemplate(template: string): readonly string[] {
  let parts = splitTemplates.get(template);
  if (!parts) {
    parts = template.split(placeholder);
    if (splitTemplates.size >= SPLIT_CACHE_LIMIT) splitTemplates.clear();
    splitTemplates.set(template, parts);
  }
  return parts;
}

/**
 * Replaces `{{name}}` placeholders in both languages (the same syntax as i18next interpolation); a value
 * may itself be bilingual (a title, an adjective, a plural form). An unknown name is left as written.
 */
export function fillLocalizedText(
  template: LocalizedText,
  values: Readonly<Record<string, LocalizedText | string | number>>,
): LocalizedText {
  const fill = (language: Language) => {
    const parts = splitTemplate(template[language]);
    let text = parts[0] ?? '';
    for (let index = 1; index < parts.length; index += 2) {
      const name = parts[index] ?? '';
      const value = values[name];
      if (value === undefined) text += `{{${name}}}`;
      else text += typeof value === 'object' ? value[language] : String(value);
      text += parts[index + 1] ?? '';
    }
    return text;
  };
  return { bg: fill('bg'), en: fill('en') };
}
