import type { AssessmentDraft } from '@app/core/reports/schemas';
import { readStorage, removeStorage, storageKeys, writeStorage } from '@/lib/storage';
import { type AssessmentFormValues, toDraftValues } from './form-values';
import type { StepIndex } from './steps';

export function createDraft(
  values: AssessmentFormValues,
  step: StepIndex,
  now = new Date(),
): AssessmentDraft {
  return { values: toDraftValues(values), step, updatedAt: now.toISOString() };
}

/**
 * The browser's copy; a damaged or outdated one is ignored rather than breaking the form. The schema (and
 * zod) loads only when there is a copy to check, keeping it out of the questionnaire's initial JavaScript.
 */
export async function readLocalDraft(): Promise<AssessmentDraft | null> {
  const raw = readStorage(storageKeys.assessmentDraft);
  if (!raw) return null;
  const { assessmentDraftSchema } = await import('@app/core/reports/schemas');
  try {
    const result = assessmentDraftSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(draft: AssessmentDraft): void {
  writeStorage(storageKeys.assessmentDraft, JSON.stringify(draft));
}

/** Whether the browser kept this draft (storage can be full or refused). */
export function isStoredLocally(draft: AssessmentDraft): boolean {
  return readStorage(storageKeys.assessmentDraft) === JSON.stringify(draft);
}

export function removeLocalDraft(): void {
  removeStorage(storageKeys.assessmentDraft);
}

export type DraftSource = 'local' | 'account';

/**
 * The newer of the browser's and the account's copy (docs/product-decisions.md, Questionnaire).
 * On a tie the browser's copy stays: it is the one on screen.
 */
export function pickNewerDraft(
  local: AssessmentDraft | null,
  account: AssessmentDraft | null,
): { draft: AssessmentDraft; source: DraftSource } | null {
  if (!account) return local ? { draft: local, source: 'local' } : null;
  if (!local) return { draft: account, source: 'account' };
  return Date.parse(account.updatedAt) > Date.parse(local.updatedAt)
    ? { draft: account, source: 'account' }
    : { draft: local, source: 'local' };
}
