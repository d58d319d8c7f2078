import { describe, expect, it } from 'vitest';
import { formatDate, formatEuros } from './format-price';

const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('formatEuros', () => {
  it('writes euros the Bulgarian way and the English way', () => {
    expect(spaces(formatEuros(2900, 'bg'))).toBe('29 €');
    expect(spaces(formatEuros(27840, 'bg'))).toBe('278,40 €');
    expect(formatEuros(2900, 'en')).toBe('€29');
    expect(formatEuros(27840, 'en')).toBe('€278.40');
    expect(formatEuros(0, 'en')).toBe('€0');
    expect(spaces(formatEuros(0, 'bg'))).toBe('0 €');
  });

  it('matches Intl.NumberFormat for the prices a plan can have, grouping thousands as each language does', () => {
    const intl = {
      bg: (fractionDigits: number) =>
        new Intl.NumberFormat('bg-BG', {
          style: 'currency',
          currency: 'EUR',
          minimumFractionDigits: fractionDigits,
        }),
      en: (fractionDigits: number) =>
        new Intl.NumberFormat('en-IE', {
          style: 'currency',
          currency: 'EUR',
          minimumFractionDigits: fractionDigits,
        }),
    };
    for (const cents of [5, 90, 1900, 7584, 99_999, 129_000, 1_234_567, 120_000_000]) {
      for (const language of ['bg', 'en'] as const) {
        const fractionDigits = cents % 100 === 0 ? 0 : 2;
        const expected = intl[language](fractionDigits).format(cents / 100);
        expect(formatEuros(cents, language), `${cents} in ${language}`).toBe(expected);
      }
    }
  });
});

describe('formatDate', () => {
  it('writes a date the way each language does', () => {
    expect(spaces(formatDate('2026-12-07T10:00:00Z', 'bg'))).toBe('7.12.2026 г.');
    expect(formatDate('2026-12-07T10:00:00Z', 'en')).toBe('7 December 2026');
  });
});
