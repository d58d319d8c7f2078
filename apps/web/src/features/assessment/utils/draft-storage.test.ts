import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage';
import {
  createDraft,
  pickNewerDraft,
  readLocalDraft,
  removeLocalDraft,
  writeLocalDraft,
} from './draft-storage';
import { createEmptyValues, hasAnyValue, toFormValues } from './form-values';

const at = (iso: string) => new Date(iso);

describe('pickNewerDraft', () => {
  const older = createDraft(
    { ...createEmptyValues(), companyName: 'Old' },
    1,
    at('2026-05-01T10:00:00.000Z'),
  );
  const newer = createDraft(
    { ...createEmptyValues(), companyName: 'New' },
    2,
    at('2026-05-01T10:00:05.000Z'),
  );

  it('keeps the newer copy, wherever it is', () => {
    expect(pickNewerDraft(older, newer)).toEqual({ draft: newer, source: 'account' });
    expect(pickNewerDraft(newer, older)).toEqual({ draft: newer, source: 'local' });
  });

  it('keeps the browser copy on a tie, and whichever exists when one is missing', () => {
    const sameTime = { ...older, values: { companyName: 'Other' } };
    expect(pickNewerDraft(older, sameTime)?.source).toBe('local');
    expect(pickNewerDraft(null, newer)).toEqual({ draft: newer, source: 'account' });
    expect(pickNewerDraft(older, null)).toEqual({ draft: older, source: 'local' });
    expect(pickNewerDraft(null, null)).toBeNull();
  });
});

describe('local draft', () => {
  it('round-trips through localStorage', async () => {
    const values = {
      ...createEmptyValues(),
      companyName: 'Зелена аптека',
      industry: 'healthcare' as const,
      answers: { collectsData: 'yes' as const },
      followUps: { specialCategories: 'not_sure' as const },
    };
    const draft = createDraft(values, 1, at('2026-05-01T10:00:00.000Z'));
    writeLocalDraft(draft);
    expect(await readLocalDraft()).toEqual(draft);
    expect(toFormValues(draft.values)).toEqual(values);
    removeLocalDraft();
    expect(await readLocalDraft()).toBeNull();
  });

  it('ignores a damaged copy', async () => {
    window.localStorage.setItem(storageKeys.assessmentDraft, '{not json');
    expect(await readLocalDraft()).toBeNull();
    window.localStorage.setItem(storageKeys.assessmentDraft, JSON.stringify({ values: {}, step: 9 }));
    expect(await readLocalDraft()).toBeNull();
  });

  it('cuts an over-long text to what the account accepts, and drops unanswered questions', () => {
    const draft = createDraft(
      { ...createEmptyValues(), companyName: 'x'.repeat(500), answers: { collectsData: undefined } },
      0,
    );
    expect(draft.values.companyName).toHaveLength(200);
    expect(draft.values.answers).toEqual({});
  });

  it('treats an untouched form as no draft', () => {
    expect(hasAnyValue(createDraft(createEmptyValues(), 0).values)).toBe(false);
    expect(hasAnyValue({ answers: { usesConsent: 'no' } })).toBe(true);
  });
});
