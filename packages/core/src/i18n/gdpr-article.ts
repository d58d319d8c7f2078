import type { Language } from '../errors';

// The Bulgarian text of the GDPR letters its points with the Cyrillic alphabet: (a) is „а“, (e) is „д“.
const bulgarianPointLetters: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'б',
  c: 'в',
  d: 'г',
  e: 'д',
  f: 'е',
  g: 'ж',
  h: 'з',
};

const articlePattern = /^(\d+)(?:\((\d+)\))?(?:\(([a-h])\))?$/;

/**
 * Formats an article reference stored as `33`, `28(3)` or `5(1)(e)`: "Art. 5(1)(e) GDPR" in English,
 * "чл. 5, пар. 1, буква „д“ от ОРЗД" in Bulgarian, as Bulgarian lawyers cite the regulation; the
 * definitions of Art. 4 are points ("чл. 4, т. 11 от ОРЗД").
 */
export function formatGdprArticle(reference: string, language: Language): string {
  const match = articlePattern.exec(reference);
  if (!match) return language === 'bg' ? `чл. ${reference} от ОРЗД` : `Art. ${reference} GDPR`;
  const [, article, paragraph, point] = match;
  if (language === 'en') return `Art. ${reference} GDPR`;
  const parts = [`чл. ${article}`];
  // Art. 4 is a numbered list of definitions, not paragraphs: its items are points ("чл. 4, т. 11").
  if (paragraph) parts.push(article === '4' ? `т. ${paragraph}` : `пар. ${paragraph}`);
  if (point) parts.push(`буква „${bulgarianPointLetters[point] ?? point}“`);
  return `${parts.join(', ')} от ОРЗД`;
}

export function isGdprArticleReference(reference: string): boolean {
  return articlePattern.test(reference);
}
