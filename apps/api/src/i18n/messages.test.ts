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

  it('falls back to the generic message for an unknown key', () => {
    expect(translateError('en', 'noSuchKey')).toBe('An error occurred. Please try again.');
    expect(translate('en', 'errors.noSuchKey')).toBeUndefined();
  });
});
