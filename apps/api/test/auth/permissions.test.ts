import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requirePermission, requireRole } from '../../src/plugins/auth';
import type { TestApp } from '../helpers/app';
import {
  bearer,
  createAuthTestApp,
  readEmailedToken,
  type SignedIn,
  signIn,
  signUp,
} from './helpers/auth-app';

let testApp: TestApp;
let member: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  testApp = await createAuthTestApp({ ADMIN_EMAILS: 'admin@example.bg' });
  const { app } = testApp;
  // Routes guarded the way later modules guard theirs.
  app.get(
    '/api/test/export',
    { preHandler: [app.authenticate, requirePermission('reports:export')] },
    async () => ({ ok: true }),
  );
  app.get('/api/test/user-area', { preHandler: [app.authenticate, requireRole('user')] }, async () => ({
    ok: true,
  }));
  app.get('/api/test/admin-area', { preHandler: [app.authenticate, requireRole('admin')] }, async () => ({
    ok: true,
  }));
  app.get('/api/test/open', { preHandler: app.identify }, async (request) => ({
    userId: request.user?.id ?? null,
  }));

  member = await signUp(app, { email: 'member@example.bg' });
  await signUp(app, { email: 'admin@example.bg' });
  const token = await readEmailedToken(testApp, 'email-verification', 'admin@example.bg');
  await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  admin = await signIn(app, 'admin@example.bg');
});
afterAll(() => testApp.close());

const get = (url: string, session?: SignedIn) =>
  testApp.app.inject({ url, headers: session ? bearer(session.accessToken) : {} });
const setPlan = (userId: string, plan: unknown, session: SignedIn) =>
  testApp.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${userId}/plan?lang=en`,
    headers: bearer(session.accessToken),
    payload: { plan },
  });

describe('permissions and roles', () => {
  it('derive permissions from the plan: free has no PDF export', async () => {
    expect(member.user.permissions).not.toContain('reports:export');
    const response = await get('/api/test/export?lang=en', member);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'You are not authorized to access this.',
    });
    expect((await get('/api/test/export')).statusCode).toBe(401);
  });

  it('pass a role check for that role, and for an admin every role check', async () => {
    expect(admin.user.role).toBe('admin');
    expect((await get('/api/test/user-area', member)).statusCode).toBe(200);
    expect((await get('/api/test/admin-area', member)).statusCode).toBe(403);
    expect((await get('/api/test/user-area', admin)).statusCode).toBe(200);
    expect((await get('/api/test/admin-area', admin)).statusCode).toBe(200);
    expect((await get('/api/test/export', admin)).statusCode).toBe(200);
  });

  it('let anonymous callers through `identify`, but not a bad token', async () => {
    expect((await get('/api/test/open')).json()).toEqual({ userId: null });
    expect((await get('/api/test/open', member)).json()).toEqual({ userId: member.user.id });
    const forged = await testApp.app.inject({ url: '/api/test/open', headers: bearer('forged.token.here') });
    expect(forged.statusCode).toBe(401);
  });
});

describe('PUT /api/admin/users/:id/plan', () => {
  it('lets an admin change a plan, effective at once for the user’s existing token', async () => {
    const response = await setPlan(member.user.id, 'professional', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: member.user.id,
      plan: 'professional',
      permissions: expect.arrayContaining(['reports:export', 'recommendations:read', 'api:access']),
    });
    expect((await get('/api/test/export', member)).statusCode).toBe(200);
    const verify = await get('/api/auth/verify', member);
    expect(verify.json().user.plan).toBe('professional');

    expect((await setPlan(member.user.id, 'free', admin)).statusCode).toBe(200);
    expect((await get('/api/test/export', member)).statusCode).toBe(403);
  });

  it('is for admins only', async () => {
    const response = await setPlan(member.user.id, 'enterprise', member);
    expect(response.statusCode).toBe(403);
    const anonymous = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${member.user.id}/plan`,
      payload: { plan: 'enterprise' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an unknown plan and an unknown user', async () => {
    const badPlan = await setPlan(member.user.id, 'platinum', admin);
    expect(badPlan.statusCode).toBe(400);
    expect(badPlan.json().error.issues).toEqual([
      { path: 'plan', message: 'Please choose one of the available options' },
    ]);
    const nobody = await setPlan('00000000-0000-4000-8000-000000000000', 'starter', admin);
    expect(nobody.statusCode).toBe(404);
  });
});
