import { supportedLanguages } from '@app/core/errors';
import { describe, expect, it } from 'vitest';

// Every translation file of every language, read at test time: a new file is checked without listing it.
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

type Leaf = { key: string; value: unknown };

// Arrays (paragraphs and lists of the guides) are compared element by element, so lengths must match too.
function flatten(value: unknown, prefix = ''): Leaf[] {
  if (Array.isArray(value)) {
    return value.flatMap((inner, index) => flatten(inner, prefix ? `${prefix}.${index}` : String(index)));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [{ key: prefix, value }];
}

function namespacesOf(language: string): string[] {
  return Object.keys(files)
    .filter((path) => path.startsWith(`./${language}/`))
    .map((path) => path.slice(`./${language}/`.length, -'.json'.length))
    .sort();
}

function leavesOf(language: string, namespace: string): Map<string, unknown> {
  const content = files[`./${language}/${namespace}.json`];
  return new Map(flatten(content).map(({ key, value }) => [key, value]));
}

function placeholdersOf(text: unknown): string[] {
  return typeof text === 'string'
    ? [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((match) => match[1] ?? '').sort()
    : [];
}

const [reference, ...others] = supportedLanguages;
const allNamespaces = [...new Set(supportedLanguages.flatMap(namespacesOf))].sort();

describe('translations', () => {
  it('exist for the shell namespaces', () => {
    expect(allNamespaces).toEqual(expect.arrayContaining(['common', 'errors', 'home']));
  });

  it.each(supportedLanguages)('have every namespace file in %s', (language) => {
    expect(namespacesOf(language)).toEqual(allNamespaces);
  });

  describe.each(others)(`%s against ${reference}`, (language) => {
    it.each(allNamespaces)('has the same keys in %s', (namespace) => {
      const expected = [...leavesOf(reference, namespace).keys()].sort();
      const actual = [...leavesOf(language, namespace).keys()].sort();
      expect(actual).toEqual(expected);
    });

    it.each(allNamespaces)('has the same placeholders in %s', (namespace) => {
      const expected = leavesOf(reference, namespace);
      for (const [key, value] of leavesOf(language, namespace)) {
        expect(placeholdersOf(value), `${namespace}:${key}`).toEqual(placeholdersOf(expected.get(key)));
      }
    });
  });

  it.each(supportedLanguages)('has no empty or non-text value in %s', (language) => {
    for (const namespace of allNamespaces) {
      for (const [key, value] of leavesOf(language, namespace)) {
        expect(typeof value === 'string' && value.trim() !== '', `${language}/${namespace}:${key}`).toBe(
          true,
        );
      }
    }
  });
});

describe('copy', () => {
  const texts = (language: string) =>
    allNamespaces.flatMap((namespace) =>
      [...leavesOf(language, namespace)].map(([key, value]) => ({
        at: `${namespace}:${key}`,
        text: String(value),
      })),
    );

  it('writes a percentage as each language does: "52%" in English, "52 %" in Bulgarian', () => {
    expect(texts('en').filter(({ text }) => /\d\s%/.test(text))).toEqual([]);
    expect(texts('bg').filter(({ text }) => /\d%/.test(text))).toEqual([]);
  });

  // The messages whose English wording is fixed (docs/product-decisions.md, Messages with fixed wording)
  // keep "Email"; every other English text writes "e-mail".
  const fixedWording = new Set([
    'auth:validation.emailRequired',
    'auth:validation.emailInvalid',
    'errors:emailExists',
    'reports:emailRequired',
    'report-email:invalid',
    'report-email:send',
    'validation:email',
  ]);

  it('writes "e-mail" in English prose', () => {
    const withoutPlaceholders = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '');
    const email = /(?<![-\w@.])emails?\b/i;
    const offending = texts('en').filter(
      ({ at, text }) => !fixedWording.has(at) && email.test(withoutPlaceholders(text)),
    );
    expect(offending).toEqual([]);
  });
});
