import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../../src/db/schema';
import { bearer, type SignedIn } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { createApiKeysTestApp, createKey, createKeyRequest, signUpOnPlan } from './helpers';

let testApp: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  ({ testApp, admin } = await createApiKeysTestApp());
});
afterAll(() => testApp.close());

const listKeys = (session: SignedIn) =>
  testApp.app.inject({ url: '/api/api-keys', headers: bearer(session.accessToken) });
const revokeKey = (session: SignedIn, id: string) =>
  testApp.app.inject({ method: 'DELETE', url: `/api/api-keys/${id}`, headers: bearer(session.accessToken) });

describe('POST /api/api-keys', () => {
  it('returns the key once; the database holds only its SHA-256 and its first 12 characters', async () => {
    const session = await signUpOnPlan(testApp, admin, 'pro@example.bg', 'professional');
    const response = await createKeyRequest(testApp, session, '  CRM integration ');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { key, apiKey } = response.json();
    expect(key).toMatch(/^gdprn_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({
      name: 'CRM integration',
      prefix: key.slice(0, 12),
      lastUsedAt: null,
      revokedAt: null,
    });

    const rows = await testApp.database.db.select().from(apiKeys).where(eq(apiKeys.userId, session.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(key.slice(12));

    // Two keys are never alike.
    const second = await createKey(testApp, session, 'Second');
    expect(second.key).not.toBe(key);
  });

  it('is refused to Free and Starter with a message naming Professional and Enterprise, in either language', async () => {
    for (const [email, plan] of [
      ['free@example.bg', 'free'],
      ['starter@example.bg', 'starter'],
    ] as const) {
      const session = await signUpOnPlan(testApp, admin, email, plan);
      const english = await createKeyRequest(testApp, session, 'Mine', 'en');
      expect(english.statusCode).toBe(403);
      expect(english.json().error.code).toBe('PLAN_REQUIRED');
      expect(english.json().error.message).toMatch(/Professional and Enterprise/);
      const bulgarian = await createKeyRequest(testApp, session, 'Mine', 'bg');
      expect(bulgarian.json().error.message).toContain('„Професионален“ и „Корпоративен“');
      expect((await listKeys(session)).json().apiKeys).toEqual([]);
    }
  });

  it('checks the name with the shared schema, in the request’s language', async () => {
    const session = await signUpOnPlan(testApp, admin, 'names@example.bg', 'enterprise');
    const empty = await createKeyRequest(testApp, session, '   ', 'bg');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.issues).toEqual([{ path: 'name', message: 'Въведете име на ключа.' }]);
    const long = await createKeyRequest(testApp, session, 'x'.repeat(61), 'en');
    expect(long.json().error.issues[0].message).toBe('The name can have at most 60 characters.');
  });

  it('allows at most 10 active keys; revoking one makes room', async () => {
    const session = await signUpOnPlan(testApp, admin, 'many@example.bg', 'professional');
    const created = [];
    for (let index = 1; index <= 10; index += 1)
      created.push(await createKey(testApp, session, `Key ${index}`));
    const eleventh = await createKeyRequest(testApp, session, 'Key 11');
    expect(eleventh.statusCode).toBe(403);
    expect(eleventh.json().error.message).toContain('10 active API keys');
    expect((await revokeKey(session, created[0]?.apiKey.id ?? '')).statusCode).toBe(200);
    expect((await createKeyRequest(testApp, session, 'Key 11')).statusCode).toBe(201);
  });

  it('needs a signed-in user', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/api-keys and DELETE /api/api-keys/:id', () => {
  it('lists the user’s keys without the key; a revoked key stays listed as revoked', async () => {
    const session = await signUpOnPlan(testApp, admin, 'lister@example.bg', 'professional');
    const first = await createKey(testApp, session, 'First');
    const second = await createKey(testApp, session, 'Second');
    const list = await listKeys(session);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(first.key);
    expect(list.body).not.toContain(second.key);
    expect(list.json().apiKeys.map((key: { name: string }) => key.name)).toEqual(['Second', 'First']);
    expect(list.json().apiKeys[1]).toEqual({
      id: first.apiKey.id,
      name: 'First',
      prefix: first.key.slice(0, 12),
      createdAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
    });

    const revoked = await revokeKey(session, second.apiKey.id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().apiKey.revokedAt).toEqual(expect.any(String));
    // Revoking again keeps the first time; active keys are listed first.
    const again = await revokeKey(session, second.apiKey.id);
    expect(again.json().apiKey.revokedAt).toBe(revoked.json().apiKey.revokedAt);
    const after = (await listKeys(session)).json().apiKeys;
    expect(
      after.map((key: { name: string; revokedAt: string | null }) => [key.name, key.revokedAt !== null]),
    ).toEqual([
      ['First', false],
      ['Second', true],
    ]);
  });

  it('does not let one user see or revoke another’s key', async () => {
    const owner = await signUpOnPlan(testApp, admin, 'owner@example.bg', 'professional');
    const stranger = await signUpOnPlan(testApp, admin, 'stranger@example.bg', 'professional');
    const { apiKey } = await createKey(testApp, owner);
    expect((await listKeys(stranger)).json().apiKeys).toEqual([]);
    const response = await revokeKey(stranger, apiKey.id);
    expect(response.statusCode).toBe(404);
    expect((await listKeys(owner)).json().apiKeys[0].revokedAt).toBeNull();
  });
});
