import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../src/db/schema';
import { signUp, waitFor } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { createReport, createReportsTestApp } from './helpers/reports-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createReportsTestApp();
});
afterAll(() => testApp.close());

const DAY_MS = 24 * 60 * 60_000;

async function insertReport(userId: string | null, ageDays: number): Promise<string> {
  const id = randomUUID();
  const createdAt = new Date(Date.now() - ageDays * DAY_MS);
  await testApp.database.db.insert(reports).values({
    id,
    userId,
    claimTokenHash: userId ? null : 'a'.repeat(64),
    status: 'pending',
    language: 'bg',
    companyName: 'Стара ООД',
    industry: 'other',
    specifyIndustry: 'Туризъм',
    employeeCount: 'startup',
    input: { answers: {} as never },
    createdAt,
    updatedAt: createdAt,
  });
  return id;
}

describe('unclaimed visitor reports', () => {
  it('are deleted after 30 days; claimed and recent ones stay', async () => {
    const session = await signUp(testApp.app, { email: 'keeper@example.bg' });
    const expired = await insertReport(null, 31);
    const recent = await insertReport(null, 29);
    const ownedOld = await insertReport(session.user.id, 400);
    const ids = [expired, recent, ownedOld];
    const remaining = async () =>
      (
        await testApp.database.db.select({ id: reports.id }).from(reports).where(inArray(reports.id, ids))
      ).map((row) => row.id);
    expect((await remaining()).sort()).toEqual([...ids].sort());

    // Housekeeping runs on submissions, after the answer has gone.
    await createReport(testApp);
    await waitFor(async () => ((await remaining()).length === 2 ? true : undefined));
    expect((await remaining()).sort()).toEqual([recent, ownedOld].sort());
  });
});
