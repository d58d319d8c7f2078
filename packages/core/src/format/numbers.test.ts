import { describe, expect, it } from 'vitest';
import { getNumberFormat } from './intl-cache';
import { intlLocales } from './locales';
import { formatMultiplier, formatNumber, formatPercent, formatPrice, formatSignedNumber } from './numbers';

const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('formatNumber', () => {
  it('groups and rounds as each language does, one decimal unless asked otherwise', () => {
    expect(spaces(formatNumber(12345.67, 'bg'))).toBe('12 345,7');
    expect(formatNumber(12345.67, 'en')).toBe('12,345.7');
    // Bulgarian groups from five digits on.
    expect(formatNumber(1234.5, 'bg')).toBe('1234,5');
    expect(formatNumber(61.25, 'en', { maximumFractionDigits: 0 })).toBe('61');
    expect(formatNumber(1.125, 'bg', { maximumFractionDigits: 2 })).toBe('1,13');
  });
});

describe('formatSignedNumber', () => {
  it('always shows the sign, with a real minus, and none on zero', () => {
    expect(formatSignedNumber(12, 'bg')).toBe('+12');
    expect(formatSignedNumber(-3, 'en')).toBe('\u22123');
    expect(formatSignedNumber(-2.5, 'bg')).toBe('\u22122,5');
    expect(formatSignedNumber(0, 'en')).toBe('0');
    expect(formatSignedNumber(-0.2, 'en', { maximumFractionDigits: 0 })).toBe('0');
  });
});

describe('formatPercent', () => {
  it('writes whole percent, with a no-break space in Bulgarian', () => {
    expect(formatPercent(42, 'bg')).toBe('42\u00a0%');
    expect(formatPercent(41.6, 'en')).toBe('42%');
    expect(formatPercent(0, 'en')).toBe('0%');
  });

  it('writes what Intl writes, though it does without Intl below a thousand', () => {
    for (const language of ['bg', 'en'] as const) {
      for (const value of [-2.5, 0.5, 7, 20, 52.49, 99.5, 100, 999.4, 999.5, 1234.4]) {
        const number = formatNumber(value, language, { maximumFractionDigits: 0 });
        expect(formatPercent(value, language)).toBe(language === 'bg' ? `${number}\u00a0%` : `${number}%`);
      }
    }
    // Except that nothing rounds to a negative zero (Intl writes "-0%").
    expect(formatPercent(-0.4, 'en')).toBe('0%');
  });
});

describe('formatMultiplier', () => {
  it('writes a factor with the language’s decimal mark', () => {
    expect(formatMultiplier(1.5, 'bg')).toBe('×1,5');
    expect(formatMultiplier(1.25, 'en')).toBe('×1.25');
    expect(formatMultiplier(2, 'en')).toBe('×2');
  });
});

describe('formatPrice', () => {
  it('writes euros the Bulgarian way and the English way', () => {
    expect(formatPrice(2900, 'bg')).toBe('29\u00a0€');
    expect(formatPrice(27840, 'bg')).toBe('278,40\u00a0€');
    expect(formatPrice(2900, 'en')).toBe('€29');
    expect(formatPrice(27840, 'en')).toBe('€278.40');
    expect(formatPrice(0, 'en')).toBe('€0');
    expect(formatPrice(0, 'bg')).toBe('0\u00a0€');
  });

  it('matches Intl.NumberFormat in the product’s locales, grouping thousands as each language does', () => {
    for (const cents of [5, 90, 1900, 7584, 99_999, 129_000, 1_234_567, 120_000_000]) {
      for (const language of ['bg', 'en'] as const) {
        const intl = getNumberFormat(intlLocales[language], {
          style: 'currency',
          currency: 'EUR',
          minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
        });
        expect(formatPrice(cents, language), `${cents} in ${language}`).toBe(intl.format(cents / 100));
      }
    }
  });
});

describe('getNumberFormat', () => {
  it('builds one formatter per locale and options', () => {
    const first = getNumberFormat('bg-BG', { maximumFractionDigits: 1 });
    expect(getNumberFormat('bg-BG', { maximumFractionDigits: 1 })).toBe(first);
    expect(getNumberFormat('en-GB', { maximumFractionDigits: 1 })).not.toBe(first);
  });
});
