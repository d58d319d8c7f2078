import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../src/db/schema';
import { waitFor } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { createAdminTestApp } from './helpers';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createAdminTestApp();
});
afterAll(() => testApp.close());

const DAY_MS = 24 * 60 * 60_000;

async function insertEntry(ageDays: number): Promise<string> {
  const [row] = await testApp.database.db
    .insert(adminAuditLog)
    .values({
      actorEmail: 'former-admin@example.bg',
      action: 'user.plan',
      targetId: randomUUID(),
      before: { plan: 'free' },
      after: { plan: 'starter' },
      createdAt: new Date(Date.now() - ageDays * DAY_MS),
    })
    .returning({ id: adminAuditLog.id });
  return row?.id ?? '';
}

describe('audit log retention', () => {
  it('deletes entries older than two years, from start-up on, and keeps the others', async () => {
    // Written before the app is ready: the hourly clean-up also runs once at start-up.
    const old = await insertEntry(731);
    const recent = await insertEntry(725);
    const remaining = async () =>
      (await testApp.database.db.select({ id: adminAuditLog.id }).from(adminAuditLog)).map((row) => row.id);
    expect((await remaining()).sort()).toEqual([old, recent].sort());

    await testApp.app.ready();
    expect(await waitFor(async () => ((await remaining()).length === 1 ? remaining() : undefined))).toEqual([
      recent,
    ]);
  });
});
