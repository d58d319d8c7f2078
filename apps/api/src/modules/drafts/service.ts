import type { AssessmentDraft } from '@app/core/reports/schemas';
import type { AppDatabase } from '../../db/client';
import { type DraftRow, deleteDraft, findDraft, saveNewerDraft } from './repository';

/**
 * The account's copy of the unfinished assessment form (docs/product-decisions.md, Questionnaire): the
 * browser saves on every change, and whichever copy was changed last wins, so a second device adopts the
 * newer one.
 */
export async function readDraft(db: AppDatabase, userId: string): Promise<AssessmentDraft | null> {
  const row = await findDraft(db, userId);
  return row ? toDraft(row) : null;
}

/** Keeps the newer of the stored and the sent copy and answers with the kept one. */
export async function saveDraft(
  db: AppDatabase,
  userId: string,
  draft: AssessmentDraft,
  now: Date,
): Promise<AssessmentDraft> {
  const kept = await saveNewerDraft(db, {
    userId,
    values: draft.values,
    step: draft.step,
    updatedAt: new Date(draft.updatedAt),
    savedAt: now,
  });
  return toDraft(kept);
}

export function clearDraft(db: AppDatabase, userId: string): Promise<void> {
  return deleteDraft(db, userId);
}

export function toDraft(row: DraftRow): AssessmentDraft {
  return { values: row.values, step: row.step, updatedAt: row.updatedAt.toISOString() };
}
