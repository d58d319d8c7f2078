import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceInvites } from '../../src/db/schema';
import { type SignedIn, signIn } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { createReportsTestApp, setPlan } from '../reports/helpers/reports-app';
import { accept, addMember, call, createAccount, invite, readInvite, readMe, register } from './helpers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createReportsTestApp();
});
afterAll(() => testApp.close());

describe('inviting to a team', () => {
  it('refuses plans without a team, naming the plans that have one', async () => {
    const free = await createAccount(testApp, 'free');
    const response = await invite(testApp, free, 'someone@example.bg');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('PLAN_REQUIRED');
    expect(response.json().error.message).toMatch(/Starter.*Professional.*Enterprise/);
    const bg = await invite(testApp, free, 'someone@example.bg', 'bg');
    expect(bg.json().error.message).toContain('„Стартов“');
    const perReport = await createAccount(testApp, 'single', 'payPerReport');
    expect((await invite(testApp, perReport, 'someone@example.bg')).json().error.code).toBe('PLAN_REQUIRED');
  });

  it('e-mails a working link in the inviter’s language; the invited address accepts and joins', async () => {
    const owner = await createAccount(testApp, 'owner', 'starter', 'Иван Иванов');
    const profile = await call(testApp, 'PUT', '/api/auth/profile', owner, {
      name: 'Иван Иванов',
      language: 'bg',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const response = await invite(testApp, owner, 'New.Colleague@Example.bg');
    expect(response.statusCode, response.body).toBe(201);
    // Addresses are compared without regard to letter case: stored as the forms store them.
    expect(response.json().invite.email).toBe('new.colleague@example.bg');

    const { row, link, token } = await readInvite(testApp, 'new.colleague@example.bg');
    expect(link.origin).toBe('https://gdpr.example.bg');
    expect(link.pathname).toBe('/team/invite');
    expect(token.length).toBeGreaterThan(20);
    expect(row.data).toMatchObject({ inviterName: 'Иван Иванов', workspaceName: 'Иван Иванов' });
    // The inviter chose Bulgarian; the request itself asked for English: the e-mail is in Bulgarian.
    expect(row.language).toBe('bg');

    // The accept screen learns who invites to what, without signing in.
    const preview = await call(testApp, 'GET', `/api/team/invites/preview?token=${token}`, undefined);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().invite).toMatchObject({ workspaceName: 'Иван Иванов', inviterName: 'Иван Иванов' });

    // The address had no account: it signs up with it (in other letter case) and accepts.
    const invitee = await register(testApp, 'New.Colleague@example.BG', 'Нова Колежка');
    expect(invitee.user.plan).toBe('free');
    const accepted = await accept(testApp, invitee, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const team = accepted.json().team;
    expect(team.myRole).toBe('member');
    expect(team.members.map((member: { email: string }) => member.email)).toEqual([
      owner.user.email,
      'new.colleague@example.bg',
    ]);
    expect(team.invites).toEqual([]);

    // The member now works under the owner's plan: the signed-in user, a new sign-in, permissions.
    const me = await readMe(testApp, invitee);
    expect(me.plan).toBe('starter');
    expect(me.permissions).toContain('reports:export');
    expect((await signIn(testApp.app, 'new.colleague@example.bg')).user.plan).toBe('starter');

    // The invitation is used up.
    const again = await call(testApp, 'GET', `/api/team/invites/preview?token=${token}`, undefined);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('TOKEN_INVALID');
  });

  it('refuses another account than the invited address, and an expired link', async () => {
    const owner = await createAccount(testApp, 'owner', 'starter');
    const invitee = await createAccount(testApp, 'invitee');
    const stranger = await createAccount(testApp, 'stranger');
    await invite(testApp, owner, invitee.user.email);
    const { token } = await readInvite(testApp, invitee.user.email);

    const mismatch = await accept(testApp, stranger, token);
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().error.code).toBe('INVITE_EMAIL_MISMATCH');
    expect((await readMe(testApp, stranger)).plan).toBe('free');

    await testApp.database.db
      .update(workspaceInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workspaceInvites.email, invitee.user.email));
    const expired = await accept(testApp, invitee, token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('TOKEN_INVALID');
    const preview = await call(testApp, 'GET', `/api/team/invites/preview?token=${token}`, undefined);
    expect(preview.statusCode).toBe(400);
    // An expired invitation no longer holds a place either.
    expect((await call(testApp, 'GET', '/api/team', owner)).json().team.invites).toEqual([]);
  });

  it('replaces the link when the same address is invited again', async () => {
    const owner = await createAccount(testApp, 'owner', 'starter');
    const invitee = await createAccount(testApp, 'twice');
    await invite(testApp, owner, invitee.user.email);
    const first = await readInvite(testApp, invitee.user.email);
    await invite(testApp, owner, invitee.user.email.toUpperCase());
    const second = await readInvite(testApp, invitee.user.email);
    expect(second.token).not.toBe(first.token);
    expect((await call(testApp, 'GET', '/api/team', owner)).json().team).toMatchObject({ used: 2 });
    expect((await accept(testApp, invitee, first.token)).statusCode).toBe(400);
    expect((await accept(testApp, invitee, second.token)).statusCode).toBe(200);
  });

  it('counts the owner, the members and open invitations against the plan (Starter: 5)', async () => {
    const owner = await createAccount(testApp, 'limit', 'starter');
    for (const label of ['m1', 'm2', 'm3']) await addMember(testApp, owner, label);
    const fourth = await createAccount(testApp, 'm4');
    expect((await invite(testApp, owner, fourth.user.email)).statusCode).toBe(201);

    // Owner + 3 members + 1 open invitation = 5: a sixth person is refused, with the plans that allow more.
    const refused = await invite(testApp, owner, 'sixth@example.bg');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('TEAM_LIMIT_REACHED');
    expect(refused.json().error.message).toMatch(/Professional 20/);
    const team = (await call(testApp, 'GET', '/api/team', owner)).json().team;
    expect(team).toMatchObject({ limit: 5, used: 5 });

    const { token } = await readInvite(testApp, fourth.user.email);
    expect((await accept(testApp, fourth, token)).statusCode).toBe(200);
    expect((await call(testApp, 'GET', '/api/team', owner)).json().team.members).toHaveLength(5);
    expect((await invite(testApp, owner, 'sixth@example.bg')).json().error.code).toBe('TEAM_LIMIT_REACHED');
  });

  it('checks the limit again when accepting: the owner’s plan may have shrunk', async () => {
    const owner = await createAccount(testApp, 'shrink', 'starter');
    const invitee = await createAccount(testApp, 'late');
    await invite(testApp, owner, invitee.user.email);
    const { token } = await readInvite(testApp, invitee.user.email);
    await setPlan(testApp, owner.user.id, 'free');
    const refused = await accept(testApp, invitee, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('TEAM_LIMIT_REACHED');
  });

  it('refuses someone already in another team with other people', async () => {
    const firstOwner = await createAccount(testApp, 'a', 'starter');
    const member = await addMember(testApp, firstOwner, 'taken');
    const secondOwner = await createAccount(testApp, 'b', 'starter');
    await invite(testApp, secondOwner, member.user.email);
    const { token } = await readInvite(testApp, member.user.email);
    const refused = await accept(testApp, member, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('ALREADY_IN_WORKSPACE');
  });

  it('lets the owner cancel an invitation; its link stops working', async () => {
    const owner = await createAccount(testApp, 'cancel', 'starter');
    const invitee = await createAccount(testApp, 'cancelled');
    const { invite: created } = (await invite(testApp, owner, invitee.user.email)).json();
    const { token } = await readInvite(testApp, invitee.user.email);
    const member = await addMember(testApp, owner, 'not-owner');
    const byMember = await call(testApp, 'DELETE', `/api/team/invites/${created.id}`, member);
    expect(byMember.statusCode).toBe(403);
    const cancelled = await call(testApp, 'DELETE', `/api/team/invites/${created.id}`, owner);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().team.invites).toEqual([]);
    expect((await accept(testApp, invitee, token)).json().error.code).toBe('TOKEN_INVALID');
  });

  it('only the owner invites; a member gets FORBIDDEN', async () => {
    const owner = await createAccount(testApp, 'o', 'professional');
    const member = await addMember(testApp, owner, 'member-invites');
    const response = await invite(testApp, member, 'x@example.bg');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it('limits invitations to 20 an hour per user', async () => {
    const owner: SignedIn = await createAccount(testApp, 'busy', 'enterprise');
    for (let index = 0; index < 20; index += 1)
      expect((await invite(testApp, owner, `guest${index}@example.bg`)).statusCode).toBe(201);
    const limited = await invite(testApp, owner, 'guest21@example.bg');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
  });

  it('documents the routes under the teams tag', async () => {
    const document = (await testApp.app.inject({ url: '/api/openapi.json' })).json();
    const teamPaths = Object.keys(document.paths).filter((path) => path.startsWith('/api/team'));
    expect(teamPaths).toEqual(
      expect.arrayContaining([
        '/api/team',
        '/api/team/invites',
        '/api/team/invites/accept',
        '/api/team/transfer',
      ]),
    );
    expect(document.paths['/api/team/invites'].post.tags).toEqual(['teams']);
    expect(document.tags.map((tag: { name: string }) => tag.name)).toContain('teams');
  });
});
