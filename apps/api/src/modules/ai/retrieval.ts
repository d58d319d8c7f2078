import type { Language } from '@app/core/errors';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { guideSections } from '../../db/schema';
import type { GuideId } from './guide-sections';

/** Words too common to say what a question is about. */
const stopWords: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    'the and for are was were what when where which who why how does did can could should would must with from that this have has our your you about into there their they them then than been being any all'.split(
      ' ',
    ),
  ),
  bg: new Set(
    'най как какво кога къде кой коя кое кои защо има имам имаме трябва трябваше може можем ние вие тези този тази това нашата нашия нашите нашият вашата вашия вашите вашият които който която което като след преди при към или ако дали още само без със във'.split(
      ' ',
    ),
  ),
};

/**
 * The question as a PostgreSQL tsquery for the 'simple' configuration (no stemming, so it works for
 * Bulgarian as for English, and on PGlite): its meaningful words, each cut to a prefix so "нарушение"
 * finds "нарушения" and "breaches" finds "breach", joined with OR and ranked by ts_rank. Only letters and
 * digits reach the query, so nothing a person types can break its syntax. Empty when no word is left.
 */
export function buildSearchQuery(question: string, language: Language): string {
  return listSearchPrefixes(question, language)
    .map((prefix) => `${prefix}:*`)
    .join(' | ');
}

function listSearchPrefixes(question: string, language: Language): string[] {
  const words = question
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !stopWords[language].has(word));
  const prefixes = [
    ...new Set(words.map((word) => (word.length > 5 ? word.slice(0, word.length - 2) : word))),
  ];
  return prefixes.slice(0, 12);
}

export type FoundSection = { id: string; guide: GuideId; title: string; body: string };

/**
 * The guide sections that best match the question, in its language. A section must match two of the
 * question's words (or its only one): a single common word shared with a guide ("match", "yesterday")
 * says nothing about what the question is about, and such a question is declined, not answered.
 */
export async function findGuideSections(
  db: AppDatabase,
  language: Language,
  question: string,
  limit = 3,
): Promise<FoundSection[]> {
  const query = buildSearchQuery(question, language);
  if (!query) return [];
  const tsquery = sql`to_tsquery('simple', ${query})`;
  const rows = await db
    .select({
      id: guideSections.id,
      guide: guideSections.guide,
      title: guideSections.title,
      body: guideSections.body,
    })
    .from(guideSections)
    .where(and(eq(guideSections.language, language), sql`${guideSections.searchVector} @@ ${tsquery}`))
    .orderBy(desc(sql`ts_rank(${guideSections.searchVector}, ${tsquery})`))
    .limit(limit);
  const prefixes = listSearchPrefixes(question, language);
  const needed = Math.min(2, prefixes.length);
  return (rows as FoundSection[]).filter((section) => {
    const words = `${section.title} ${section.body}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
    const matched = prefixes.filter((prefix) => words.some((word) => word.startsWith(prefix)));
    return matched.length >= needed;
  });
}
