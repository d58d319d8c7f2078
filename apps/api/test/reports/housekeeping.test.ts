import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports, users } from '../../src/db/schema';
import { waitFor } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { createReportsTestApp } from './helpers/reports-app';

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
  it('are deleted after 30 days, from start-up on; claimed and recent ones stay', async () => {
    // Rows written before the app is ready: the hourly clean-up also runs once at start-up.
    const userId = randomUUID();
    await testApp.database.db
      .insert(users)
      .values({ id: userId, email: 'keeper@example.bg', name: 'Пазител' });
    const expired = await insertReport(null, 31);
    const recent = await insertReport(null, 29);
    const ownedOld = await insertReport(userId, 400);
    const ids = [expired, recent, ownedOld];
    const remaining = async () =>
      (
        await testApp.database.db.select({ id: reports.id }).from(reports).where(inArray(reports.id, ids))
      ).map((row) => row.id);
    expect((await remaining()).sort()).toEqual([...ids].sort());

    await testApp.app.ready();
    await waitFor(async () => ((await remaining()).length === 2 ? true : undefined));
    expect((await remaining()).sort()).toEqual([recent, ownedOld].sort());
  });
});
