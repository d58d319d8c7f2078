import { getFollowUpTexts } from '@app/core/assessment/follow-up-questions';
import bgForm from '@app/locales/bg/assessment.json' with { type: 'json' };
import bgQuestions from '@app/locales/bg/assessment-questions.json' with { type: 'json' };
import bgCommon from '@app/locales/bg/common.json' with { type: 'json' };
import enForm from '@app/locales/en/assessment.json' with { type: 'json' };
import enQuestions from '@app/locales/en/assessment-questions.json' with { type: 'json' };
import enCommon from '@app/locales/en/common.json' with { type: 'json' };
import type { Locator, Page, Request } from '@playwright/test';
import { storageKeys } from '../src/lib/storage';
import { expectNoSeriousViolations } from './accessibility-audit';
import {
  createAccount,
  forgiveFailedRequests,
  type Language,
  languages,
  preparePage,
  signInThroughForm,
} from './auth-helpers';
import { expect, test } from './fixtures';
import { createReport, logIn } from './reports-helpers';

const bg = { ...bgForm, ...bgQuestions };
const en = { ...enForm, ...enQuestions };
const locales = { bg, en } as const;

// The form's messages (docs/product-decisions.md, Messages with fixed wording), written out so a broken
// translation fails here.
const messages = {
  bg: {
    summary: 'Моля, попълнете всички задължителни полета, преди да продължите',
    required: 'Това поле е задължително',
    minLength: 'Минимална дължина: 2 знака',
    email: 'Невалиден имейл адрес',
    analysisFailed: 'Анализът не бе успешен. Моля, опитайте отново.',
    quotaExceeded: 'Планът „Безплатен“ включва 1 оценка на месец и тя вече е използвана;',
  },
  en: {
    summary: 'Please complete all required fields before proceeding',
    required: 'This field is required',
    minLength: 'Minimum length: 2 characters',
    email: 'Invalid email address',
    analysisFailed: 'Analysis failed. Please try again.',
    quotaExceeded: 'The Free plan includes 1 assessment a month, and you have used it;',
  },
} as const;

const dataProcessing = [
  'collectsData',
  'hasPrivacyPolicy',
  'usesConsent',
  'allowsDataRequests',
  'usesThirdParties',
];
const security = ['secureStorage', 'deletesOldData', 'keepsRecords', 'hasBreachPlan', 'trainsEmployees'];
type QuestionId = keyof typeof en.questions;
type Answer = 'yes' | 'no' | 'not_sure';

function form(page: Page, language: Language) {
  const text = locales[language];
  const main = page.getByRole('main');
  const question = (id: string) =>
    main.getByRole('group', { name: text.questions[id as QuestionId].question, exact: true });
  return {
    text,
    main,
    heading: main.getByRole('heading', { level: 2 }).first(),
    companyName: main.getByLabel(text.company.companyName),
    industry: main.getByLabel(text.company.industry),
    specifyIndustry: main.getByLabel(text.company.specifyIndustry),
    email: main.getByLabel(text.company.email),
    band: (band: 'startup' | 'smb' | 'enterprise') =>
      main.getByRole('radio', { name: text.company.employeeBands[band], exact: true }),
    question,
    answer: (id: string, value: Answer) =>
      question(id).getByRole('radio', { name: text.answers[value], exact: true }),
    button: (name: keyof typeof en.actions) =>
      main.getByRole('button', { name: text.actions[name], exact: true }),
    toast: (message: string) => page.getByRole('region').getByText(message, { exact: true }),
  };
}

async function openForm(page: Page, language: Language) {
  await page.goto('/compliance-form');
  const ui = form(page, language);
  await expect(ui.heading).toHaveText(ui.text.steps.names.company);
  return ui;
}

async function fillCompany(ui: ReturnType<typeof form>) {
  await ui.companyName.fill('Зелена аптека ЕООД');
  await ui.industry.selectOption('healthcare');
  await ui.band('startup').check();
}

async function answerAll(ui: ReturnType<typeof form>, ids: readonly string[], value: Answer) {
  for (const id of ids) await ui.answer(id, value).check();
}

/** Steps 1-3 filled in, ending on the review. */
async function fillToReview(ui: ReturnType<typeof form>) {
  await fillCompany(ui);
  await ui.button('next').click();
  await answerAll(ui, dataProcessing, 'yes');
  await ui.button('next').click();
  await answerAll(ui, security, 'no');
  await ui.button('next').click();
  await expect(ui.heading).toHaveText(ui.text.steps.names.review);
}

/** Presses Tab until `target` has focus: it is reachable from the keyboard, in a sensible number of steps. */
async function tabTo(page: Page, target: Locator, maxPresses = 12) {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`not reached with ${maxPresses} presses of Tab`);
}

for (const language of languages) {
  test.describe(`assessment form in ${language}`, () => {
    const message = messages[language];
    test.beforeEach(({ page }) => preparePage(page, language));

    test('shows the messages at the fields and in a summary, and moves focus to the first invalid field', async ({
      page,
    }) => {
      const ui = await openForm(page, language);
      await expect(ui.main.locator('[aria-current="step"]')).toContainText(ui.text.steps.names.company);
      await expect(
        ui.main.getByText(ui.text.steps.progress.replace('{{current}}', '1').replace('{{total}}', '4')),
      ).toBeVisible();

      await ui.button('next').click();
      const summary = ui.main.getByRole('alert').filter({ hasText: message.summary });
      await expect(summary).toBeVisible();
      await expect(summary.getByRole('listitem')).toHaveCount(3);
      await expect(ui.companyName).toBeFocused();
      await expect(ui.companyName).toHaveAttribute('aria-invalid', 'true');
      await expect(ui.companyName).toHaveAccessibleDescription(message.required);
      await expect(ui.industry).toHaveAccessibleDescription(message.required);
      await expect(
        ui.main.getByRole('group', { name: ui.text.company.employeeCount }),
      ).toHaveAccessibleDescription(message.required);

      // A field is re-checked as it is corrected; the length limit comes with its number.
      await ui.companyName.fill('A');
      await expect(ui.companyName).toHaveAccessibleDescription(message.minLength);
      await ui.companyName.fill('Зелена аптека ЕООД');
      await ui.email.fill('owner@');
      await ui.industry.selectOption('healthcare');
      await ui.band('smb').check();
      await ui.button('next').click();
      await expect(ui.email).toBeFocused();
      await expect(ui.email).toHaveAccessibleDescription(`${ui.text.company.emailHint} ${message.email}`);
      await ui.email.fill('owner@zelena-apteka.bg');
      await ui.button('next').click();

      await expect(ui.heading).toHaveText(ui.text.steps.names.dataProcessing);
      await expect(ui.main.locator('[aria-current="step"]')).toContainText(
        ui.text.steps.names.dataProcessing,
      );
      await ui.answer('collectsData', 'yes').check();
      await ui.button('next').click();
      await expect(
        ui.main.getByRole('alert').filter({ hasText: message.summary }).getByRole('listitem'),
      ).toHaveCount(4);
      const firstMissing = ui.answer('hasPrivacyPolicy', 'yes');
      await expect(firstMissing).toBeFocused();
      await expect(firstMissing).toHaveAttribute('aria-invalid', 'true');
      await expect(ui.question('hasPrivacyPolicy')).toHaveAccessibleDescription(
        `${ui.text.questions.hasPrivacyPolicy.hint} ${message.required}`,
      );
    });

    test('"other" industry asks to specify it', async ({ page }) => {
      const ui = await openForm(page, language);
      await expect(ui.specifyIndustry).toHaveCount(0);
      await ui.industry.selectOption('other');
      await expect(ui.specifyIndustry).toBeVisible();
      await ui.companyName.fill('Хотел Изгрев');
      await ui.band('smb').check();
      await ui.button('next').click();
      await expect(ui.specifyIndustry).toBeFocused();
      await expect(ui.specifyIndustry).toHaveAttribute('aria-invalid', 'true');
      await ui.specifyIndustry.fill('Туризъм');
      await ui.button('next').click();
      await expect(ui.heading).toHaveText(ui.text.steps.names.dataProcessing);
    });

    test('a reload loses no answer and says the draft was restored', async ({ page }) => {
      const ui = await openForm(page, language);
      await fillCompany(ui);
      await ui.email.fill('owner@zelena-apteka.bg');
      await ui.button('next').click();
      await answerAll(ui, dataProcessing, 'yes');
      await ui.button('next').click();
      await answerAll(ui, security.slice(0, 3), 'not_sure');

      await page.reload();
      await expect(ui.heading).toHaveText(ui.text.steps.names.securityCompliance);
      await expect(ui.main.getByRole('status').filter({ hasText: ui.text.draft.restored })).toBeVisible();
      for (const id of security.slice(0, 3)) await expect(ui.answer(id, 'not_sure')).toBeChecked();
      await expect(ui.answer('hasBreachPlan', 'yes')).not.toBeChecked();
      await ui.button('previous').click();
      // Said where the visitor came back; it does not follow them to other steps.
      await expect(ui.main.getByRole('status').filter({ hasText: ui.text.draft.restored })).toBeHidden();
      for (const id of dataProcessing) await expect(ui.answer(id, 'yes')).toBeChecked();
      await ui.button('previous').click();
      await expect(ui.companyName).toHaveValue('Зелена аптека ЕООД');
      await expect(ui.industry).toHaveValue('healthcare');
      await expect(ui.band('startup')).toBeChecked();
      await expect(ui.email).toHaveValue('owner@zelena-apteka.bg');
    });

    test('follow-up questions open under the answer that opens them', async ({ page }) => {
      const ui = await openForm(page, language);
      await fillCompany(ui);
      await ui.button('next').click();
      const processorAgreements = ui.main.getByRole('group', {
        name: language === 'bg' ? /чл\. 28/ : /Art\. 28/,
      });
      await expect(processorAgreements).toHaveCount(0);
      await ui.answer('usesThirdParties', 'no').check();
      await expect(processorAgreements).toHaveCount(0);
      await ui.answer('usesThirdParties', 'yes').check();
      await expect(processorAgreements).toBeVisible();
      await processorAgreements.getByRole('radio', { name: ui.text.answers.no, exact: true }).check();

      await answerAll(ui, dataProcessing.slice(0, 4), 'yes');
      await ui.button('next').click();
      await answerAll(ui, security, 'yes');
      await ui.button('next').click();
      const section = ui.main.locator('section').filter({ hasText: ui.text.steps.names.dataProcessing });
      await expect(section.getByText(language === 'bg' ? /чл\. 28/ : /Art\. 28/)).toBeVisible();
    });

    test('the review lists every answer, and Edit goes back to its step', async ({ page }) => {
      const ui = await openForm(page, language);
      await fillToReview(ui);
      await expect(ui.main.locator('[aria-current="step"]')).toContainText(ui.text.steps.names.review);
      await expect(ui.main.getByText('Зелена аптека ЕООД')).toBeVisible();
      await expect(ui.main.getByText(ui.text.industries.healthcare)).toBeVisible();
      await expect(ui.main.getByText(ui.text.company.employeeBands.startup)).toBeVisible();
      for (const id of [...dataProcessing, ...security]) {
        await expect(
          ui.main.getByText(ui.text.questions[id as QuestionId].short, { exact: true }),
        ).toBeVisible();
      }
      await expect(
        ui.main.getByRole('definition').filter({ hasText: new RegExp(`^${ui.text.answers.no}$`) }),
      ).toHaveCount(5);
      // A follow-up shown but left open is listed as such, so it can be found before the analysis.
      const lawfulBasis = getFollowUpTexts('lawfulBasisDocumented').question[language];
      await expect(ui.main.locator('dl > div').filter({ hasText: lawfulBasis })).toContainText(
        ui.text.review.notAnswered,
      );

      const editSecurity = ui.main.getByRole('button', {
        name: ui.text.review.editSection.replace('{{section}}', ui.text.steps.names.securityCompliance),
      });
      await editSecurity.click();
      await expect(ui.heading).toHaveText(ui.text.steps.names.securityCompliance);
      await expect(ui.heading).toBeFocused();
      await ui.answer('trainsEmployees', 'yes').check();
      await ui.button('next').click();
      await expect(
        ui.main.getByRole('definition').filter({ hasText: new RegExp(`^${ui.text.answers.no}$`) }),
      ).toHaveCount(4);
    });

    test('Save draft and Clear draft confirm with a toast', async ({ page }) => {
      const ui = await openForm(page, language);
      await ui.companyName.fill('Зелена аптека ЕООД');
      await ui.button('saveDraft').click();
      await expect(ui.toast(ui.text.draft.saved)).toBeVisible();

      await ui.button('clearDraft').click();
      const dialog = page.getByRole('dialog', { name: ui.text.draft.confirmTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: ui.text.draft.confirm }).click();
      await expect(ui.toast(ui.text.draft.cleared)).toBeVisible();
      await expect(ui.companyName).toHaveValue('');
      expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.assessmentDraft)).toBeNull();
      await page.reload();
      await expect(ui.companyName).toHaveValue('');
    });

    test('a visitor generates a report and reaches the analysis-ready state', async ({ page }) => {
      const ui = await openForm(page, language);
      await fillToReview(ui);
      // Hold the response a moment, so the generating state can be seen while the server works.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/assessments', async (route) => {
        await held;
        await route.continue();
      });
      await ui.button('generate').click();
      const progress = ui.main.getByRole('progressbar', { name: ui.text.submit.progressLabel });
      await expect(progress).toHaveAttribute('aria-valuetext', ui.text.submit.phases.analysing);
      await expect(ui.main.getByText(ui.text.submit.title)).toBeVisible();
      await expectNoSeriousViolations(page);
      release();

      await expect(page.getByTestId('report-ready-panel')).toBeVisible();
      await expect(ui.toast(ui.text.submit.complete)).toBeVisible();
      const stored = await page.evaluate(
        (keys) => ({
          reports: localStorage.getItem(keys.reports),
          draft: localStorage.getItem(keys.assessmentDraft),
        }),
        storageKeys,
      );
      expect(stored.draft).toBeNull();
      const reports = JSON.parse(stored.reports ?? '[]');
      expect(reports).toHaveLength(1);
      expect(reports[0].report.company.name).toBe('Зелена аптека ЕООД');
      expect(reports[0].claimToken).toEqual(expect.any(String));
      await expectNoSeriousViolations(page);
    });

    test('offline at Generate: says it waits for the connection, then sends by itself', async ({ page }) => {
      const ui = await openForm(page, language);
      await fillToReview(ui);
      await page.context().setOffline(true);
      await ui.button('generate').click();
      // Shown in the generating status, and said by the form's status line.
      await expect(ui.main.getByText(ui.text.submit.offline).first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: ui.text.submit.offline })).toHaveCount(1);
      await page.context().setOffline(false);
      await expect(page.getByTestId('report-ready-panel')).toBeVisible();
      await expect(ui.main.getByText(ui.text.submit.offline)).toHaveCount(0);
    });

    test('every step passes the accessibility audit', async ({ page }) => {
      const ui = await openForm(page, language);
      await ui.button('next').click();
      await expect(ui.main.getByRole('alert')).toBeVisible();
      await expectNoSeriousViolations(page);
      await fillCompany(ui);
      await ui.button('next').click();
      await ui.answer('usesThirdParties', 'yes').check();
      await ui.answer('collectsData', 'yes').check();
      await expectNoSeriousViolations(page);
      await answerAll(ui, dataProcessing, 'yes');
      await ui.button('next').click();
      await answerAll(ui, security, 'not_sure');
      await expectNoSeriousViolations(page);
      await ui.button('next').click();
      await expect(ui.heading).toHaveText(ui.text.steps.names.review);
      await expectNoSeriousViolations(page);
    });

    test('can be completed with the keyboard alone', async ({ page }) => {
      const ui = await openForm(page, language);
      await ui.companyName.focus();
      await page.keyboard.type('Зелена аптека ЕООД');
      await page.keyboard.press('Tab');
      await expect(ui.industry).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(ui.industry).toHaveValue('healthcare');
      await page.keyboard.press('Tab');
      await expect(ui.band('startup')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(ui.band('smb')).toBeChecked();
      // The 51-250 band asks for the exact headcount (optional), which comes next in the tab order.
      await page.keyboard.press('Tab');
      await expect(ui.main.getByLabel(ui.text.company.headcount)).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(ui.email).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(ui.heading).toHaveText(ui.text.steps.names.dataProcessing);
      await expect(ui.heading).toBeFocused();
      for (const id of dataProcessing) {
        // Follow-ups an answer opened come first in the tab order; they are optional, so Tab goes past.
        await tabTo(page, ui.answer(id, 'yes'));
        await page.keyboard.press('Space');
        if (id === 'usesConsent') await page.keyboard.press('ArrowRight');
      }
      await expect(ui.answer('usesConsent', 'no')).toBeChecked();
      await expect(ui.answer('allowsDataRequests', 'yes')).toBeChecked();
      await tabTo(page, ui.button('next'));
      await page.keyboard.press('Enter');
      await expect(ui.heading).toHaveText(ui.text.steps.names.securityCompliance);
    });

    test.describe('on a 390 px phone', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test('no step scrolls sideways', async ({ page }) => {
        const overflow = () =>
          page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        const ui = await openForm(page, language);
        await ui.button('next').click();
        expect(await overflow()).toBe(0);
        await fillCompany(ui);
        await ui.button('next').click();
        await answerAll(ui, dataProcessing, 'yes');
        expect(await overflow()).toBe(0);
        await ui.button('next').click();
        await answerAll(ui, security, 'not_sure');
        expect(await overflow()).toBe(0);
        await ui.button('next').click();
        await expect(ui.heading).toHaveText(ui.text.steps.names.review);
        expect(await overflow()).toBe(0);
      });
    });
  });
}

test.describe('assessment form', () => {
  test.beforeEach(({ page }) => preparePage(page, 'en'));

  test('a failed analysis keeps the answers, and the retry uses the same idempotency key', async ({
    page,
    consoleErrors,
  }) => {
    const ui = await openForm(page, 'en');
    await fillToReview(ui);
    const sent: Request[] = [];
    let calls = 0;
    await page.route('**/api/assessments', async (route) => {
      sent.push(route.request());
      calls += 1;
      if (calls === 1) await route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
      else await route.continue();
    });
    await ui.button('generate').click();
    const failure = ui.main.getByRole('alert').filter({ hasText: messages.en.analysisFailed });
    await expect(failure).toBeVisible();
    await expect(failure).toBeFocused();
    forgiveFailedRequests(consoleErrors, 503);
    await expect(ui.main.getByText('Зелена аптека ЕООД')).toBeVisible();

    await ui.button('generate').click();
    await expect(page.getByTestId('report-ready-panel')).toBeVisible();
    expect(sent).toHaveLength(2);
    const [first, second] = await Promise.all(sent.map((request) => request.headerValue('idempotency-key')));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });

  test('signed in: the draft follows the account, and the tier notice names the plan', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'en');
    await signInThroughForm(page, account, 'en');
    const ui = await openForm(page, 'en');
    await expect(page.getByTestId('tier-notice')).toContainText(en.tier.free.title);
    await expect(ui.main.getByText(en.draft.autosaveAccount)).toBeVisible();

    const savedToAccount = page.waitForResponse(
      (response) => response.url().endsWith('/api/assessment-draft') && response.request().method() === 'PUT',
    );
    await ui.companyName.fill('Сметки и данни ООД');
    expect((await savedToAccount).ok()).toBe(true);

    // Another browser (no local copy) gets the account's draft.
    await page.evaluate((key) => localStorage.removeItem(key), storageKeys.assessmentDraft);
    await page.reload();
    await expect(ui.companyName).toHaveValue('Сметки и данни ООД');
    await expect(ui.main.getByText(en.draft.restoredFromAccount)).toBeVisible();

    await ui.button('clearDraft').click();
    const deleted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/assessment-draft') && response.request().method() === 'DELETE',
    );
    await page.getByRole('dialog').getByRole('button', { name: en.draft.confirm }).click();
    expect((await deleted).ok()).toBe(true);
    await expect(ui.toast(en.draft.cleared)).toBeVisible();
    await page.reload();
    await expect(ui.companyName).toHaveValue('');
  });
});

for (const language of languages) {
  test(`${language}: a submission the month no longer covers is refused with the ways on, not a retry`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const common = language === 'bg' ? bgCommon : enCommon;
    await preparePage(page, language);
    const account = await createAccount(request, language);
    const { accessToken } = await logIn(request, account);
    await signInThroughForm(page, account, language);

    const ui = await openForm(page, language);
    await expect(page.getByTestId('tier-note')).toHaveText(
      ui.text.allowance.left.replace('{{left}}', '1').replace('{{limit}}', '1'),
    );
    await fillToReview(ui);
    // Meanwhile the month's assessment is used elsewhere (another tab, another device).
    await createReport(request, { companyName: 'Първа оценка ООД', language, accessToken });
    await ui.button('generate').click();

    const usedUp = page.getByRole('region', { name: ui.text.allowance.usedUpTitle });
    await expect(usedUp.getByRole('heading', { name: ui.text.allowance.usedUpTitle })).toBeFocused();
    forgiveFailedRequests(consoleErrors, 403);
    await expect(usedUp).toContainText(messages[language].quotaExceeded);
    await expect(ui.main.getByRole('button', { name: ui.text.actions.generate })).toHaveCount(0);
    await usedUp.getByRole('link', { name: common.upgrade.actions.startTrial }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
}
