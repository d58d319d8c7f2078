import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiSettings,
  aiUsage,
  apiKeys,
  authSessions,
  oauthIdentities,
  oneTimeTokens,
  refreshTokens,
  reportPurchases,
  users,
  workspaceMembers,
  workspaces,
} from '../../src/db/schema';
import type { TestApp } from '../helpers/app';
import {
  bearer,
  createAuthTestApp,
  logIn,
  type SignedIn,
  signIn,
  signUp,
  testPassword,
} from './helpers/auth-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createAuthTestApp();
});
afterAll(() => testApp.close());

const exportData = (session: SignedIn) =>
  testApp.app.inject({ url: '/api/account/export', headers: bearer(session.accessToken) });
const deleteAccount = (session: SignedIn, payload?: Record<string, string>, lang = 'en') =>
  testApp.app.inject({
    method: 'DELETE',
    url: `/api/account?lang=${lang}`,
    headers: bearer(session.accessToken),
    ...(payload ? { payload } : {}),
  });

async function countRowsOf(userId: string) {
  const { db } = testApp.database;
  const count = async (table: typeof authSessions | typeof oneTimeTokens | typeof oauthIdentities) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.userId, userId)))[0]?.n;
  return {
    users: (await db.select().from(users).where(eq(users.id, userId))).length,
    sessions: await count(authSessions),
    tokens: await count(oneTimeTokens),
    identities: await count(oauthIdentities),
  };
}

describe('GET /api/account/export', () => {
  it('downloads everything the account holds as a JSON file, without any hash or token', async () => {
    const session = await signUp(testApp.app, { email: 'exporter@example.bg', name: 'Светла Колева' });
    await signIn(testApp.app, 'exporter@example.bg');
    await testApp.database.db.insert(oauthIdentities).values({
      userId: session.user.id,
      provider: 'google',
      subject: 'google-subject-1',
      email: 'exporter@example.bg',
      createdAt: new Date('2026-11-01T10:00:00Z'),
      lastUsedAt: new Date('2026-11-02T10:00:00Z'),
    });

    const response = await exportData(session);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="gdpr-navigator-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json();
    expect(data).toMatchObject({
      format: 'gdpr-navigator-account-export/1',
      profile: {
        id: session.user.id,
        name: 'Светла Колева',
        email: 'exporter@example.bg',
        role: 'user',
        plan: 'free',
        language: 'bg',
        hasPassword: true,
      },
      consents: { termsAcceptedAt: expect.any(String), emailVerifiedAt: null },
      linkedAccounts: [
        {
          provider: 'google',
          email: 'exporter@example.bg',
          createdAt: '2026-11-01T10:00:00.000Z',
          lastUsedAt: '2026-11-02T10:00:00.000Z',
        },
      ],
    });
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions[0]).toEqual({
      id: expect.any(String),
      userAgent: expect.any(String),
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
      expiresAt: expect.any(String),
    });

    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, session.user.id));
    const storedHashes = await testApp.database.db
      .select({ hash: refreshTokens.tokenHash })
      .from(refreshTokens);
    for (const secret of [row?.passwordHash, session.refreshToken, ...storedHashes.map((r) => r.hash)]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('holds what the other areas keep: API keys without the key, workspaces, single reports, AI', async () => {
    const session = await signUp(testApp.app, { email: 'areas@example.bg', name: 'Пламен Илиев' });
    const userId = session.user.id;
    const { db } = testApp.database;
    const at = new Date('2026-11-20T09:00:00Z');
    await db.insert(apiKeys).values({
      userId,
      name: 'Счетоводна система',
      prefix: 'gdpr_live_ab12',
      keyHash: 'f'.repeat(64),
      createdAt: at,
    });
    const [workspace] = await db
      .insert(workspaces)
      .values({ name: 'Илиев и синове', createdAt: at, updatedAt: at })
      .returning();
    if (!workspace) throw new Error('no workspace');
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: workspace.id, userId, role: 'owner', joinedAt: at });
    await db.insert(reportPurchases).values({ userId, source: 'admin', createdAt: at });
    await db.insert(aiSettings).values({ userId, enabled: false, updatedAt: at });
    await db.insert(aiUsage).values({ accountId: userId, kind: 'summary', createdAt: at });

    const response = await exportData(session);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      apiKeys: [
        {
          name: 'Счетоводна система',
          prefix: 'gdpr_live_ab12',
          createdAt: at.toISOString(),
          lastUsedAt: null,
          revokedAt: null,
        },
      ],
      workspaces: [{ name: 'Илиев и синове', role: 'owner', joinedAt: at.toISOString() }],
      billing: {
        subscription: null,
        singleReports: [{ source: 'admin', createdAt: at.toISOString(), usedAt: null }],
      },
      ai: {
        enabled: false,
        changedAt: at.toISOString(),
        requests: [{ kind: 'summary', createdAt: at.toISOString() }],
      },
    });
    expect(response.body).not.toContain('f'.repeat(64));
  });

  it('needs a signed-in user', async () => {
    expect((await testApp.app.inject({ url: '/api/account/export' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/account', () => {
  it('refuses without the right password', async () => {
    const session = await signUp(testApp.app, { email: 'careful@example.bg' });
    const wrong = await deleteAccount(session, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
    expect((await deleteAccount(session)).statusCode).toBe(403);
    expect((await countRowsOf(session.user.id)).users).toBe(1);
  });

  it('deletes the account and everything tied to it', async () => {
    const session = await signUp(testApp.app, { email: 'leaving@example.bg' });
    await signIn(testApp.app, 'leaving@example.bg');
    await testApp.database.db.insert(oauthIdentities).values({
      userId: session.user.id,
      provider: 'apple',
      subject: 'apple-subject-1',
      email: 'leaving@example.bg',
      createdAt: new Date(),
      lastUsedAt: new Date(),
    });
    expect(await countRowsOf(session.user.id)).toEqual({ users: 1, sessions: 2, tokens: 1, identities: 1 });

    const response = await deleteAccount(session, { password: testPassword }, 'bg');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Профилът ви и всички данни в него са изтрити',
    });
    expect(await countRowsOf(session.user.id)).toEqual({ users: 0, sessions: 0, tokens: 0, identities: 0 });
    expect((await logIn(testApp.app, 'leaving@example.bg', testPassword)).statusCode).toBe(401);
    expect((await exportData(session)).statusCode).toBe(401);
    // The address is free again.
    expect((await signUp(testApp.app, { email: 'leaving@example.bg' })).user.id).not.toBe(session.user.id);
  });

  it('for an account without a password, needs a sign-in within the last 10 minutes', async () => {
    const session = await signUp(testApp.app, { email: 'social.only@example.bg' });
    const { db } = testApp.database;
    await db.update(users).set({ passwordHash: null }).where(eq(users.id, session.user.id));
    await db
      .update(authSessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(authSessions.userId, session.user.id));
    const stale = await deleteAccount(session);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error).toEqual({
      code: 'REAUTH_REQUIRED',
      message: 'Please sign in again to confirm this action.',
    });

    await db
      .update(authSessions)
      .set({ createdAt: new Date(Date.now() - 9 * 60_000) })
      .where(eq(authSessions.userId, session.user.id));
    expect((await deleteAccount(session)).statusCode).toBe(200);
    expect((await countRowsOf(session.user.id)).users).toBe(0);
  });
});
