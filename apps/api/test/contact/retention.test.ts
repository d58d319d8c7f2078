import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, earlyAccessSubscribers, emailOutbox } from '../../src/db/schema';
import { waitFor } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { createContactTestApp, humanTiming, postJson } from './helpers/contact-app';

// Without TEAM_EMAIL, as an installation that has not set one.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createContactTestApp({ TEAM_EMAIL: '' });
});
afterAll(() => testApp.close());

const DAY_MS = 24 * 60 * 60_000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS);

async function insertMessage(ageDays: number): Promise<string> {
  const id = randomUUID();
  await testApp.database.db.insert(contactMessages).values({
    id,
    kind: 'contact',
    name: 'Стар подател',
    email: 'old@example.bg',
    subject: 'Стар въпрос',
    message: 'Съобщение отпреди време.',
    language: 'bg',
    createdAt: ago(ageDays),
  });
  return id;
}

async function insertSubscriber(status: 'pending' | 'confirmed', expiresInDays: number): Promise<string> {
  const id = randomUUID();
  await testApp.database.db.insert(earlyAccessSubscribers).values({
    id,
    email: `${id}@example.bg`,
    language: 'bg',
    status,
    consentTextVersion: '2026-11-23',
    consentedAt: ago(10),
    confirmedAt: status === 'confirmed' ? ago(9) : null,
    confirmTokenHash: randomUUID(),
    confirmTokenExpiresAt: new Date(Date.now() + expiresInDays * DAY_MS),
    confirmationSentAt: ago(10),
    createdAt: ago(10),
  });
  return id;
}

describe('retention', () => {
  it('deletes messages after 12 months and unconfirmed sign-ups whose link expired, from start-up on', async () => {
    // Written before the app is ready: the hourly clean-up also runs once at start-up.
    const oldMessage = await insertMessage(366);
    const recentMessage = await insertMessage(360);
    const expiredPending = await insertSubscriber('pending', -1);
    const livePending = await insertSubscriber('pending', 2);
    const confirmed = await insertSubscriber('confirmed', -3);
    const { db } = testApp.database;
    const remaining = async () => ({
      messages: (
        await db
          .select({ id: contactMessages.id })
          .from(contactMessages)
          .where(inArray(contactMessages.id, [oldMessage, recentMessage]))
      ).map((row) => row.id),
      subscribers: (
        await db
          .select({ id: earlyAccessSubscribers.id })
          .from(earlyAccessSubscribers)
          .where(inArray(earlyAccessSubscribers.id, [expiredPending, livePending, confirmed]))
      )
        .map((row) => row.id)
        .sort(),
    });
    expect((await remaining()).messages).toHaveLength(2);

    await testApp.app.ready();
    await waitFor(async () => {
      const now = await remaining();
      return now.messages.length === 1 && now.subscribers.length === 2 ? now : undefined;
    });
    expect(await remaining()).toEqual({
      messages: [recentMessage],
      subscribers: [livePending, confirmed].sort(),
    });
  });
});

describe('without a team address', () => {
  it('stores and acknowledges a message but forwards nothing', async () => {
    const response = await postJson(testApp, '/api/contact', {
      name: 'Мила Колева',
      email: 'mila@example.bg',
      subject: 'Въпрос',
      message: 'Как да поканя колега в екипа си?',
      ...humanTiming(),
    });
    expect(response.statusCode).toBe(200);
    const queued = await testApp.database.db
      .select({ template: emailOutbox.template, recipient: emailOutbox.recipient })
      .from(emailOutbox);
    expect(queued).toEqual([{ template: 'contact-acknowledgement', recipient: 'mila@example.bg' }]);
  });
});
