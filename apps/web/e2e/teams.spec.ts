import bgLogin from '@app/locales/bg/login.json' with { type: 'json' };
import bgTeams from '@app/locales/bg/teams.json' with { type: 'json' };
import enLogin from '@app/locales/en/login.json' with { type: 'json' };
import enTeams from '@app/locales/en/teams.json' with { type: 'json' };
import { expectNoSeriousViolations } from './accessibility-audit';
import {
  createAccount,
  forgiveFailedRequests,
  languages,
  preparePage,
  readEmailedLink,
  verifyAccount,
} from './auth-helpers';
import { expect, test } from './fixtures';
import { createAccountOnPlan, useSession } from './reports-helpers';

const texts = { bg: { teams: bgTeams, login: bgLogin }, en: { teams: enTeams, login: enLogin } } as const;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

for (const language of languages) {
  const t = texts[language].teams;

  test(`the owner invites by e-mail; the invitee signs in, accepts and sees the team (${language})`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    // Two people, two devices, an e-mail and four accessibility checks: longer than one screen's test.
    test.setTimeout(90_000);
    const { account: owner, session } = await createAccountOnPlan(request, testInfo, language, 'starter');
    // Only an account that proved its address may invite.
    await verifyAccount(request, testInfo, owner);
    const invitee = await createAccount(request, language);

    // The owner's team tab: a team of one out of five, and the invitation form.
    await preparePage(page, language);
    await useSession(page, session);
    await page.goto('/dashboard?tab=team');
    const panel = page.getByRole('region', { name: t.panel.title });
    await expect(panel.getByTestId('team-usage')).toHaveText(fill(t.panel.usage, { used: 1, limit: 5 }));
    await expectNoSeriousViolations(page);

    await panel.getByLabel(t.invite.email).fill(invitee.email);
    await panel.getByRole('button', { name: t.invite.submit }).click();
    await expect(panel.getByRole('status').filter({ hasText: invitee.email })).toBeVisible();
    await expect(panel.getByTestId('team-usage')).toHaveText(fill(t.panel.usage, { used: 2, limit: 5 }));
    await expect(panel.getByRole('region', { name: t.invites.title })).toContainText(invitee.email);

    // The invitee opens the e-mailed link on a phone, signed out.
    const link = await readEmailedLink(testInfo, invitee.email, '/team/invite');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    await preparePage(phone, language);
    await phone.goto(link);
    await expect(phone.getByRole('heading', { level: 1, name: t.accept.title })).toBeVisible();
    await expect(phone.getByText(fill(t.accept.forEmail, { email: invitee.email }))).toBeVisible();
    await expect(phone.getByRole('main')).toContainText(owner.name);
    await expectNoSeriousViolations(phone);

    // Signing in comes back to the invitation.
    await phone.getByRole('link', { name: t.accept.signIn }).click();
    const form = phone.getByRole('main');
    await form.getByLabel(texts[language].login.form.email).fill(invitee.email);
    await form.getByLabel(texts[language].login.form.password, { exact: true }).fill(invitee.password);
    await form.getByRole('button', { name: texts[language].login.form.submit, exact: true }).click();
    await expect(phone).toHaveURL(/\/team\/invite\?token=/);
    await expect(phone.getByText(fill(t.accept.signedInAs, { email: invitee.email }))).toBeVisible();
    await phone.getByRole('button', { name: t.accept.submit }).click();
    await expect(phone.getByRole('main').getByRole('status').filter({ hasText: owner.name })).toBeVisible();

    // The team tab now shows the invitee as a member of the owner's team, read-only, with Leave.
    await phone.getByRole('link', { name: t.accept.toTeam }).click();
    const memberPanel = phone.getByRole('region', { name: t.panel.title });
    await expect(memberPanel.getByText(t.panel.memberNotice)).toBeVisible();
    await expect(memberPanel.getByRole('region', { name: t.members.title })).toContainText(owner.email);
    await expect(memberPanel.getByRole('button', { name: t.members.leave })).toBeVisible();
    await expect(memberPanel.getByLabel(t.invite.email)).toHaveCount(0);
    await expectNoSeriousViolations(phone);
    await context.close();

    // The owner sees the new member and may remove them, after confirming.
    await page.reload();
    await expect(panel.getByTestId('team-usage')).toHaveText(fill(t.panel.usage, { used: 2, limit: 5 }));
    const removeName = fill(t.members.removeLabel, { name: invitee.name });
    await panel.getByRole('button', { name: removeName }).click();
    const dialog = page.getByRole('dialog', { name: fill(t.confirm.removeTitle, { name: invitee.name }) });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: t.confirm.removeConfirm }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByTestId('team-usage')).toHaveText(fill(t.panel.usage, { used: 1, limit: 5 }));
  });
}

test('a free account sees what the plans offer instead of a team (bg)', async ({
  page,
  request,
}, testInfo) => {
  const { session } = await createAccountOnPlan(request, testInfo, 'bg', 'free');
  await preparePage(page, 'bg');
  await useSession(page, session);
  await page.goto('/dashboard?tab=team');
  const panel = page.getByRole('region', { name: bgTeams.panel.title });
  await expect(panel.getByText(bgTeams.panel.noPlanTitle)).toBeVisible();
  await expect(panel.getByRole('link', { name: bgTeams.panel.noPlanLink })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expect(panel.getByLabel(bgTeams.invite.email)).toHaveCount(0);
});

test('an expired or unknown invitation link says so (en)', async ({ page, consoleErrors }) => {
  await preparePage(page, 'en');
  await page.goto('/team/invite?token=this-token-does-not-exist-at-all');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(enTeams.accept.invalid);
  // The preview's 400 is the answer this test asks for.
  forgiveFailedRequests(consoleErrors, 400);
  await expectNoSeriousViolations(page);
});
