import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { errorCatalogue, supportedLanguages } from '@app/core/errors';
import apiErrors from '@app/locales/en/api-errors.json' with { type: 'json' };
import errors from '@app/locales/en/errors.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { pickLanguage, translate, translateError } from './messages';

describe('pickLanguage', () => {
  it.each([
    [undefined, undefined, 'bg'],
    [undefined, 'en-GB,en;q=0.9', 'en'],
    [undefined, 'de-DE,fr;q=0.9', 'bg'],
    [undefined, 'de, en;q=0.3, bg;q=0.7', 'bg'],
    [undefined, 'en;q=0, bg', 'bg'],
    ['en', 'bg', 'en'],
    ['xx', 'en', 'en'],
  ])('query %s with Accept-Language %s gives %s', (query, header, expected) => {
    expect(pickLanguage(query, header)).toBe(expected);
  });
});

describe('translate', () => {
  it('uses the shared translation files in both languages', () => {
    expect(translateError('en', 'notFound')).toBe('Page not found.');
    expect(translateError('bg', 'notFound')).toBe('Страницата не е намерена.');
  });

  it('takes the plural form of the language for a count, as i18next does', () => {
    const minutes = (language: 'bg' | 'en', count: number) =>
      translate(language, 'api-errors.rateLimitedMinutes', { count });
    expect(minutes('en', 1)).toBe('Too many requests. Please try again in 1 minute.');
    expect(minutes('en', 15)).toBe('Too many requests. Please try again in 15 minutes.');
    expect(minutes('bg', 1)).toBe('Твърде много заявки. Моля, опитайте отново след 1 минута.');
    expect(minutes('bg', 2)).toBe('Твърде много заявки. Моля, опитайте отново след 2 минути.');
    // A key without plural forms is used as it is, count or not.
    expect(translate('en', 'errors.notFound', { count: 2 })).toBe('Page not found.');
  });

  it("finds every code's message, in the general messages or the server's own", () => {
    expect(Object.keys(errors).filter((key) => key in apiErrors)).toEqual([]);
    for (const { messageKey } of Object.values(errorCatalogue)) {
      expect(
        translate('en', `errors.${messageKey}`) ?? translate('en', `api-errors.${messageKey}`),
      ).toBeDefined();
    }
    expect(translateError('en', 'quotaExceededImport')).toMatch(/^Your plan/);
    expect(translateError('bg', 'networkConnection')).toBe(translate('bg', 'errors.networkConnection'));
  });

  it('falls back to the generic message for an unknown key', () => {
    expect(translateError('en', 'noSuchKey')).toBe('An error occurred. Please try again.');
    expect(translate('en', 'errors.noSuchKey')).toBeUndefined();
  });
});

describe('the keys the server names in its code', () => {
  // A key that is not in the translation files translates to nothing, and callers fall back to the key
  // or to an empty text: the "off topic" answer of the report questions went empty that way once.
  const sourceDir = path.resolve(import.meta.dirname, '..');
  const sources = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(path.join(sourceDir, file), 'utf8'));
  const keys = [
    ...new Set(
      sources.flatMap((source) =>
        [...source.matchAll(/translate\(\s*[\w.]+,\s*'([^']+)'/g)].map((match) => match[1]),
      ),
    ),
  ];

  it('are found, and each exists in every language', () => {
    expect(keys.length).toBeGreaterThan(3);
    const missing = keys.flatMap((key = '') =>
      supportedLanguages
        .filter((language) => translate(language, key, { count: 1 }) === undefined)
        .map((language) => `${language}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
