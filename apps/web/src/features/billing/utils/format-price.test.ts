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
  });
});

describe('formatDate', () => {
  it('writes a date the way each language does', () => {
    expect(spaces(formatDate('2026-12-07T10:00:00Z', 'bg'))).toBe('7.12.2026 г.');
    expect(formatDate('2026-12-07T10:00:00Z', 'en')).toBe('7 December 2026');
  });
});
