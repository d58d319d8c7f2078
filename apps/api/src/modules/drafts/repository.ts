import { eq, lte } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '../../db/client';
import { assessmentDrafts } from '../../db/schema';

export type DraftRow = typeof assessmentDrafts.$inferSelect;
type Db = AppDatabase | AppTransaction;

export async function findDraft(db: Db, userId: string): Promise<DraftRow | undefined> {
  const [row] = await db.select().from(assessmentDrafts).where(eq(assessmentDrafts.userId, userId));
  return row;
}

/**
 * Stores the draft unless the stored one was changed later; one statement, so two tabs saving at
 * once cannot leave the older copy behind. Returns the copy that is kept.
 */
export async function saveNewerDraft(db: Db, draft: DraftRow): Promise<DraftRow> {
  const [saved] = await db
    .insert(assessmentDrafts)
    .values(draft)
    .onConflictDoUpdate({
      target: assessmentDrafts.userId,
      set: { values: draft.values, step: draft.step, updatedAt: draft.updatedAt, savedAt: draft.savedAt },
      setWhere: lte(assessmentDrafts.updatedAt, draft.updatedAt),
    })
    .returning();
  return saved ?? (await findDraft(db, draft.userId)) ?? draft;
}

export async function deleteDraft(db: Db, userId: string): Promise<void> {
  await db.delete(assessmentDrafts).where(eq(assessmentDrafts.userId, userId));
}
