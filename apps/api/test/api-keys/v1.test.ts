import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, workspaceMembers, workspaces } from '../../src/db/schema';
import { bearer, type SignedIn, signIn } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { createReport, createWebShopAssessment, newKey } from '../reports/helpers/reports-app';
import { createApiKeysTestApp, createKey, setPlanAsAdmin, signUpOnPlan, withKey } from './helpers';

let testApp: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  ({ testApp, admin } = await createApiKeysTestApp());
});
afterAll(() => testApp.close());

const submitWithKey = (key: string, idempotencyKey?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/assessments?lang=en',
    headers: { ...withKey(key), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: createWebShopAssessment(),
  });
const getWithKey = (key: string, url: string) => testApp.app.inject({ url, headers: withKey(key) });
const readKeyRow = async (id: string) =>
  (await testApp.database.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0];

describe('/api/v1 with an API key', () => {
  it('runs an assessment as the key’s owner and fetches the report, the list and the PDF', async () => {
    const session = await signUpOnPlan(testApp, admin, 'integrator@example.bg', 'professional');
    const { key, apiKey } = await createKey(testApp, session);

    const idempotencyKey = newKey();
    const created = await submitWithKey(key, idempotencyKey);
    expect(created.statusCode, created.body).toBe(201);
    const { report } = created.json();
    expect(report).toMatchObject({ status: 'completed', canExport: true });
    expect(report.analysis.recommendations.length).toBeGreaterThan(0);
    // A retried call with the same Idempotency-Key returns the same report instead of a second one.
    const repeated = await submitWithKey(key, idempotencyKey);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().report.id).toBe(report.id);

    const list = await getWithKey(key, '/api/v1/reports');
    expect(list.statusCode).toBe(200);
    expect(list.json().reports.map((item: { id: string }) => item.id)).toEqual([report.id]);
    const one = await getWithKey(key, `/api/v1/reports/${report.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().report).toMatchObject({
      id: report.id,
      company: { name: 'Онлайн магазин Щурче ЕООД' },
    });
    expect(one.json().report.analysis.complianceScore).toBe(report.analysis.complianceScore);

    const pdf = await getWithKey(key, `/api/v1/reports/${report.id}/pdf?lang=en`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const docx = await getWithKey(key, `/api/v1/reports/${report.id}/docx`);
    expect(docx.statusCode).toBe(200);
    expect(docx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');

    // The report is the owner's, in the dashboard too; the key's use is recorded.
    const dashboard = await testApp.app.inject({ url: '/api/reports', headers: bearer(session.accessToken) });
    expect(dashboard.json().reports.map((item: { id: string }) => item.id)).toEqual([report.id]);
    expect((await readKeyRow(apiKey.id))?.lastUsedAt).toBeInstanceOf(Date);
  });

  it('does not reach another user’s report', async () => {
    const owner = await signUpOnPlan(testApp, admin, 'report-owner@example.bg', 'professional');
    const { report } = await createReport(testApp, owner);
    const other = await signUpOnPlan(testApp, admin, 'other-integrator@example.bg', 'enterprise');
    const { key } = await createKey(testApp, other);
    expect((await getWithKey(key, `/api/v1/reports/${report.id}`)).statusCode).toBe(404);
    expect((await getWithKey(key, `/api/v1/reports/${report.id}/pdf`)).statusCode).toBe(404);
  });

  it('refuses a revoked key with 401 API_KEY_INVALID, in the request’s language', async () => {
    const session = await signUpOnPlan(testApp, admin, 'revoker@example.bg', 'professional');
    const { key, apiKey } = await createKey(testApp, session);
    expect((await getWithKey(key, '/api/v1/reports')).statusCode).toBe(200);
    const revoked = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${apiKey.id}`,
      headers: bearer(session.accessToken),
    });
    expect(revoked.statusCode).toBe(200);
    const refused = await getWithKey(key, '/api/v1/reports?lang=en');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toEqual({
      code: 'API_KEY_INVALID',
      message: 'The API key is invalid or has been revoked.',
    });
    const bulgarian = await getWithKey(key, '/api/v1/reports?lang=bg');
    expect(bulgarian.json().error.message).toBe('API ключът е невалиден или е отменен.');
    expect((await submitWithKey(key)).statusCode).toBe(401);
  });

  it('stops a key whose owner moved to a plan without API access, and lets it work again after an upgrade', async () => {
    const session = await signUpOnPlan(testApp, admin, 'downgraded@example.bg', 'professional');
    const { key } = await createKey(testApp, session);
    expect((await getWithKey(key, '/api/v1/reports')).statusCode).toBe(200);

    await setPlanAsAdmin(testApp, admin, session.user.id, 'starter');
    const refused = await getWithKey(key, '/api/v1/reports?lang=en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('PLAN_REQUIRED');
    expect(refused.json().error.message).toMatch(/Professional and Enterprise/);
    expect((await submitWithKey(key)).statusCode).toBe(403);

    await setPlanAsAdmin(testApp, admin, session.user.id, 'enterprise');
    expect((await getWithKey(key, '/api/v1/reports')).statusCode).toBe(200);
  });

  it('judges a team member’s key by the workspace owner’s plan, as when the member signs in', async () => {
    const owner = await signUpOnPlan(testApp, admin, 'team-owner@example.bg', 'professional');
    const member = await signUpOnPlan(testApp, admin, 'team-member@example.bg', 'free');
    const now = new Date();
    const [workspace] = await testApp.database.db
      .insert(workspaces)
      .values({ name: 'Екип', createdAt: now, updatedAt: now })
      .returning();
    await testApp.database.db.insert(workspaceMembers).values([
      { workspaceId: workspace?.id ?? '', userId: owner.user.id, role: 'owner', joinedAt: now },
      { workspaceId: workspace?.id ?? '', userId: member.user.id, role: 'member', joinedAt: now },
    ]);
    const { key } = await createKey(testApp, member);
    expect((await getWithKey(key, '/api/v1/reports')).statusCode).toBe(200);
    await setPlanAsAdmin(testApp, admin, owner.user.id, 'starter');
    const refused = await getWithKey(key, '/api/v1/reports');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('PLAN_REQUIRED');
  });

  it('takes only API keys, and API keys work nowhere else', async () => {
    const session = await signUpOnPlan(testApp, admin, 'separate@example.bg', 'professional');
    const { key } = await createKey(testApp, session);

    const withAccessToken = await testApp.app.inject({
      url: '/api/v1/reports',
      headers: bearer(session.accessToken),
    });
    expect(withAccessToken.statusCode).toBe(401);
    expect(withAccessToken.json().error.code).toBe('API_KEY_INVALID');
    const withoutKey = await testApp.app.inject({ url: '/api/v1/reports' });
    expect(withoutKey.statusCode).toBe(401);
    const madeUp = await getWithKey(`${key.slice(0, -4)}AAAA`, '/api/v1/reports');
    expect(madeUp.statusCode).toBe(401);
    expect(madeUp.json().error.code).toBe('API_KEY_INVALID');

    const keyOnWebApi = await getWithKey(key, '/api/reports');
    expect(keyOnWebApi.statusCode).toBe(401);
    expect(keyOnWebApi.json().error.code).toBe('UNAUTHORIZED');
    const keyOnKeys = await testApp.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: withKey(key),
      payload: { name: 'x' },
    });
    expect(keyOnKeys.statusCode).toBe(401);
  });

  it('records use at most once a minute per key', async () => {
    const session = await signUpOnPlan(testApp, admin, 'touch@example.bg', 'professional');
    const { key, apiKey } = await createKey(testApp, session);
    const thirtySecondsAgo = new Date(Date.now() - 30_000);
    await testApp.database.db
      .update(apiKeys)
      .set({ lastUsedAt: thirtySecondsAgo })
      .where(eq(apiKeys.id, apiKey.id));
    await getWithKey(key, '/api/v1/reports');
    expect((await readKeyRow(apiKey.id))?.lastUsedAt?.getTime()).toBe(thirtySecondsAgo.getTime());

    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await testApp.database.db
      .update(apiKeys)
      .set({ lastUsedAt: twoMinutesAgo })
      .where(eq(apiKeys.id, apiKey.id));
    await getWithKey(key, '/api/v1/reports');
    expect((await readKeyRow(apiKey.id))?.lastUsedAt?.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('limits each key to 60 calls a minute; another key of the same user still works', async () => {
    // Sign-ups are limited per address; an account of an earlier test (still Professional) serves.
    const session = await signIn(testApp.app, 'integrator@example.bg');
    const busy = await createKey(testApp, session, 'Busy');
    const quiet = await createKey(testApp, session, 'Quiet');
    for (let call = 1; call <= 60; call += 1) {
      const response = await getWithKey(busy.key, '/api/v1/reports');
      expect(response.statusCode, `call ${call}`).toBe(200);
    }
    const over = await getWithKey(busy.key, '/api/v1/reports?lang=bg');
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('RATE_LIMITED');
    expect(over.json().error.message).toBe(
      'Този API ключ е направил твърде много заявки. Моля, изчакайте минута и опитайте отново.',
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await getWithKey(quiet.key, '/api/v1/reports')).statusCode).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('describes the v1 operations with the apiKey scheme and the key management with the access token', async () => {
    const document = (await testApp.app.inject({ url: '/api/openapi.json' })).json();
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.apiKey.description).toContain('gdprn_');
    const v1 = [
      ['post', '/api/v1/assessments'],
      ['get', '/api/v1/reports'],
      ['get', '/api/v1/reports/{id}'],
      ['get', '/api/v1/reports/{id}/pdf'],
      ['get', '/api/v1/reports/{id}/docx'],
    ] as const;
    for (const [method, path] of v1) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.security).toEqual([{ apiKey: [] }]);
      expect(operation.tags).toEqual(['api-v1']);
      expect(operation.summary).toEqual(expect.any(String));
    }
    const body = document.paths['/api/v1/assessments'].post.requestBody.content['application/json'].schema;
    expect(body.example.companyName).toBe('Example Ltd');
    for (const method of ['get', 'post'])
      expect(document.paths['/api/api-keys'][method].security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/api-keys/{id}'].delete.tags).toEqual(['api-keys']);
    expect(document.tags.map((tag: { name: string }) => tag.name)).toEqual(
      expect.arrayContaining(['api-keys', 'api-v1']),
    );
  });
});
