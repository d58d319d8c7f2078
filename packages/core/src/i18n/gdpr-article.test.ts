import { describe, expect, it } from 'vitest';
import { formatGdprArticle } from './gdpr-article';
import { fillLocalizedText, joinTexts } from './localized-text';

describe('formatGdprArticle', () => {
  it('cites articles the way each language does', () => {
    expect(formatGdprArticle('33', 'en')).toBe('Art. 33 GDPR');
    expect(formatGdprArticle('33', 'bg')).toBe('чл. 33 от ОРЗД');
    expect(formatGdprArticle('5(1)(e)', 'bg')).toBe('чл. 5, пар. 1, буква „д“ от ОРЗД');
    expect(formatGdprArticle('6(1)(f)', 'bg')).toBe('чл. 6, пар. 1, буква „е“ от ОРЗД');
    expect(formatGdprArticle('28(3)', 'bg')).toBe('чл. 28, пар. 3 от ОРЗД');
    // Art. 4's definitions are numbered points, not paragraphs.
    expect(formatGdprArticle('4(11)', 'bg')).toBe('чл. 4, т. 11 от ОРЗД');
    expect(formatGdprArticle('4(11)', 'en')).toBe('Art. 4(11) GDPR');
  });
});

describe('localized text helpers', () => {
  it('fills bilingual values into bilingual templates', () => {
    const text = fillLocalizedText(
      { bg: 'Риск: {{level}} ({{score}})', en: 'Risk: {{level}} ({{score}})' },
      {
        level: { bg: 'висок', en: 'high' },
        score: 42,
      },
    );
    expect(text).toEqual({ bg: 'Риск: висок (42)', en: 'Risk: high (42)' });
  });

  it('joins lists with the conjunction of each language', () => {
    const joined = joinTexts([
      { bg: 'а', en: 'a' },
      { bg: 'б', en: 'b' },
      { bg: 'в', en: 'c' },
    ]);
    expect(joined).toEqual({ bg: 'а, б и в', en: 'a, b and c' });
  });
});
