import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Language, supportedLanguages } from '@app/core/errors';
import { routePaths } from '@app/core/routes';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { guideSections } from '../../db/schema';

/** The product's guides the answers may draw on: their texts in packages/locales, their pages' paths. */
export const guides = {
  'gdpr-guide': routePaths.gdprGuide,
  'what-is-gdpr': routePaths.whatIsGdpr,
  'compliance-tips': routePaths.complianceTips,
} as const;
export type GuideId = keyof typeof guides;

export type GuideSection = { id: string; language: Language; guide: GuideId; title: string; body: string };

type GuideText = {
  sections: Array<{
    id: string;
    heading: string;
    paragraphs?: string[];
    items?: string[];
    sources?: string[];
  }>;
};

const require = createRequire(import.meta.url);

/** Every section of every guide, in both languages, as the pages show them; id `<guide>:<section>`. */
export function readGuideSections(): GuideSection[] {
  return supportedLanguages.flatMap((language) =>
    (Object.keys(guides) as GuideId[]).flatMap((guide) => {
      const text = JSON.parse(
        readFileSync(require.resolve(`@app/locales/${language}/${guide}.json`), 'utf8'),
      ) as GuideText;
      return text.sections.map((section) => ({
        id: `${guide}:${section.id}`,
        language,
        guide,
        title: section.heading,
        body: [...(section.paragraphs ?? []), ...(section.items ?? []), ...(section.sources ?? [])].join(
          '\n',
        ),
      }));
    }),
  );
}

/** Where a cited section is read: its guide's page, at the section's anchor. */
export function guideSectionHref(id: string): string | undefined {
  const [guide, section] = id.split(':') as [GuideId, string | undefined];
  return guides[guide] && section ? `${guides[guide]}#${section}` : undefined;
}

const stored = new WeakMap<AppDatabase, Promise<void>>();

/**
 * Puts the guides' sections into the database, where full-text search runs over them: once per process
 * and database, on the first question rather than at start-up, so an installation without a provider
 * never pays for it. The texts ship with the build, so every process writes the same rows.
 */
export function storeGuideSections(db: AppDatabase): Promise<void> {
  let done = stored.get(db);
  if (!done) {
    done = db
      .insert(guideSections)
      .values(readGuideSections())
      .onConflictDoUpdate({
        target: [guideSections.id, guideSections.language],
        set: {
          guide: sql`excluded.guide`,
          title: sql`excluded.title`,
          body: sql`excluded.body`,
        },
      })
      .then(() => undefined);
    done.catch(() => stored.delete(db));
    stored.set(db, done);
  }
  return done;
}
