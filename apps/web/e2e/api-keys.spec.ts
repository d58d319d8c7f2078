import bgAccount from '@app/locales/bg/account.json' with { type: 'json' };
import bgKeys from '@app/locales/bg/api-keys.json' with { type: 'json' };
import enAccount from '@app/locales/en/account.json' with { type: 'json' };
import enKeys from '@app/locales/en/api-keys.json' with { type: 'json' };
import { expectNoSeriousViolations } from './accessibility-audit';
import { languages, preparePage } from './auth-helpers';
import { expect, test } from './fixtures';
import { createAccountOnPlan, useSession } from './reports-helpers';

const texts = { bg: { ...bgKeys, account: bgAccount }, en: { ...enKeys, account: enAccount } } as const;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

for (const language of languages) {
  const t = texts[language];

  test(`a Professional user creates an API key, sees it once, uses it and revokes it (${language})`, async ({
    page,
    request,
    context,
  }, testInfo) => {
    // The whole life of a key in one walk: longer than most tests.
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await preparePage(page, language);
    const { session } = await createAccountOnPlan(request, testInfo, language, 'professional');
    await useSession(page, session);
    await page.goto('/dashboard?tab=apiKeys');
    const panel = page.getByRole('tabpanel', { name: t.account.dashboard.tabs.apiKeys });
    await expect(panel.getByRole('heading', { name: t.title, level: 2 })).toBeVisible();
    await expect(panel.getByText(t.list.empty)).toBeVisible();
    await expect(panel.getByText(t.planNotice.title)).toHaveCount(0);

    // The shared schema checks the name before anything is sent.
    await panel.getByRole('button', { name: t.form.submit }).click();
    await expect(panel.getByText(t.validation.nameRequired)).toBeVisible();

    await panel.getByLabel(t.form.name).fill('CRM integration');
    await panel.getByRole('button', { name: t.form.submit }).click();
    const shown = panel.getByRole('region', { name: fill(t.created.title, { name: 'CRM integration' }) });
    await expect(shown).toBeVisible();
    await expect(shown).toContainText(t.created.warning);
    const key = (await shown.getByTestId('new-api-key').textContent()) ?? '';
    expect(key).toMatch(/^gdprn_[A-Za-z0-9_-]{43}$/);
    await expectNoSeriousViolations(page);

    await shown.getByRole('button', { name: t.created.copy }).click();
    await expect(shown.getByRole('status')).toHaveText(t.created.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    // The list shows the first characters only.
    const list = panel.getByRole('region', { name: t.list.title });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText('CRM integration');
    await expect(list.getByRole('listitem')).toContainText(`${key.slice(0, 12)}…`);
    await expect(list.getByRole('listitem')).toContainText(t.list.never);
    await expect(list).not.toContainText(key);

    // The key works on the versioned API, and the dashboard then says when it was last used.
    const call = await request.get('/api/v1/reports', { headers: { authorization: `Bearer ${key}` } });
    expect(call.status(), await call.text()).toBe(200);

    // Once dismissed, the key is gone from the page for good.
    await shown.getByRole('button', { name: t.created.done }).click();
    await expect(panel.getByTestId('new-api-key')).toHaveCount(0);
    await page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).not.toContainText(t.list.never);
    await expect(page.getByText(key)).toHaveCount(0);

    // Revoking asks first; cancelling keeps the key.
    const revokeButton = list.getByRole('button', {
      name: fill(t.list.revokeLabel, { name: 'CRM integration' }),
    });
    await revokeButton.click();
    const dialog = page.getByRole('dialog', { name: fill(t.revoke.title, { name: 'CRM integration' }) });
    await expect(dialog).toContainText(t.revoke.text);
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: t.revoke.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(list.getByRole('listitem')).toHaveCount(1);

    await revokeButton.click();
    await dialog.getByRole('button', { name: t.revoke.confirm }).click();
    await expect(dialog).toBeHidden();
    await expect(list.getByText(t.list.empty)).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(0);
    const revoked = panel.getByRole('region', { name: t.list.revokedTitle });
    await expect(revoked).toContainText('CRM integration');
    const refused = await request.get('/api/v1/reports', { headers: { authorization: `Bearer ${key}` } });
    expect(refused.status()).toBe(401);
  });

  test(`a Starter user is told which plans include the API (${language})`, async ({
    page,
    request,
  }, testInfo) => {
    await preparePage(page, language);
    const { session } = await createAccountOnPlan(request, testInfo, language, 'starter');
    await useSession(page, session);
    await page.goto('/dashboard?tab=apiKeys');
    const panel = page.getByRole('tabpanel', { name: t.account.dashboard.tabs.apiKeys });
    await expect(panel.getByRole('heading', { name: t.planNotice.title })).toBeVisible();
    await expect(panel.getByText(t.planNotice.text)).toBeVisible();
    await expect(panel.getByRole('button', { name: t.form.submit })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await panel.getByRole('link', { name: t.planNotice.link }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
}

test('the API keys tab works on a 390 px wide phone', async ({ page, request }, testInfo) => {
  const t = texts.bg;
  await page.setViewportSize({ width: 390, height: 844 });
  await preparePage(page, 'bg');
  const { session } = await createAccountOnPlan(request, testInfo, 'bg', 'enterprise');
  await useSession(page, session);
  await page.goto('/dashboard?tab=apiKeys');
  const panel = page.getByRole('tabpanel', { name: t.account.dashboard.tabs.apiKeys });
  await panel.getByLabel(t.form.name).fill('Интеграция с счетоводната система на фирмата');
  await panel.getByRole('button', { name: t.form.submit }).click();
  const key = panel.getByTestId('new-api-key');
  await expect(key).toBeVisible();
  // Nothing, the 49-character key included, makes the page scroll sideways.
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  const box = await key.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await expect(panel.getByRole('button', { name: t.created.copy })).toBeInViewport({ ratio: 0 });
  await expectNoSeriousViolations(page);
});
