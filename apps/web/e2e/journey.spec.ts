import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { analyseAssessment } from '@app/core/analysis/analyse-assessment';
import { type AssessmentFormValues, assessmentInputSchema } from '@app/core/assessment/schema';
import bgAssessment from '@app/locales/bg/assessment.json' with { type: 'json' };
import bgQuestions from '@app/locales/bg/assessment-questions.json' with { type: 'json' };
import bgCommon from '@app/locales/bg/common.json' with { type: 'json' };
import bgEmail from '@app/locales/bg/email.json' with { type: 'json' };
import bgPricing from '@app/locales/bg/pricing.json' with { type: 'json' };
import bgReportEmail from '@app/locales/bg/report-email.json' with { type: 'json' };
import bgReports from '@app/locales/bg/reports.json' with { type: 'json' };
import enAssessment from '@app/locales/en/assessment.json' with { type: 'json' };
import enQuestions from '@app/locales/en/assessment-questions.json' with { type: 'json' };
import enCommon from '@app/locales/en/common.json' with { type: 'json' };
import enEmail from '@app/locales/en/email.json' with { type: 'json' };
import enPricing from '@app/locales/en/pricing.json' with { type: 'json' };
import enReportEmail from '@app/locales/en/report-email.json' with { type: 'json' };
import enReports from '@app/locales/en/reports.json' with { type: 'json' };
import type { Page, TestInfo } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { type Language, languages, preparePage, verifyAccount } from './auth-helpers';
import { expect, test } from './fixtures';
import { createAccountOnPlan, useSession } from './reports-helpers';

/*
 * Issue 6's "Done when", end to end through the interface: the questionnaire, the result and what each
 * plan may do with it, in both languages, on a desktop and on a 390 px phone. The numbers shown are
 * checked against the core's methodology run here on the same answers, not against the API's answer.
 */

const run = promisify(execFile);
const texts = {
  bg: {
    form: { ...bgAssessment, ...bgQuestions },
    reports: bgReports,
    reportEmail: bgReportEmail,
    pricing: bgPricing,
    email: bgEmail,
    common: bgCommon,
  },
  en: {
    form: { ...enAssessment, ...enQuestions },
    reports: enReports,
    reportEmail: enReportEmail,
    pricing: enPricing,
    email: enEmail,
    common: enCommon,
  },
} as const;
type Texts = (typeof texts)[Language];
type Answer = 'yes' | 'no' | 'not_sure';
type QuestionId = keyof typeof enQuestions.questions;

// A mix of answers, so the score, the risk level and the confidence all depend on what was chosen.
const dataProcessing = {
  collectsData: 'yes',
  hasPrivacyPolicy: 'yes',
  usesConsent: 'no',
  allowsDataRequests: 'not_sure',
  usesThirdParties: 'yes',
} as const satisfies Partial<Record<QuestionId, Answer>>;
const security = {
  secureStorage: 'yes',
  deletesOldData: 'no',
  keepsRecords: 'not_sure',
  hasBreachPlan: 'no',
  trainsEmployees: 'yes',
} as const satisfies Partial<Record<QuestionId, Answer>>;
// The one follow-up answered: "yes" to third parties opens the question about Art. 28 agreements.
const followUps = { processorAgreements: 'no' } as const;

const devices = [
  { name: 'desktop', viewport: null },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

function newCompanyName(language: Language): string {
  const id = randomUUID().slice(0, 6);
  return language === 'bg' ? `Аптека ${id} ЕООД` : `Pharmacy ${id} Ltd`;
}

/** What the core's methodology says for exactly the answers the questionnaire is given below. */
function expectedResult(companyName: string) {
  const input: AssessmentFormValues = {
    companyName,
    industry: 'healthcare',
    employeeCount: 'smb',
    answers: { ...dataProcessing, ...security },
    followUps,
  };
  return analyseAssessment(assessmentInputSchema.parse(input), {
    analysisId: randomUUID(),
    now: new Date(),
  });
}

function questionnaire(page: Page, t: Texts) {
  const main = page.getByRole('main');
  const question = (id: QuestionId) =>
    main.getByRole('group', { name: t.form.questions[id].question, exact: true });
  return {
    main,
    heading: main.getByRole('heading', { level: 2 }).first(),
    question,
    answer: (id: QuestionId, value: Answer) =>
      question(id).getByRole('radio', { name: t.form.answers[value], exact: true }),
    processorAgreements: main
      .getByRole('group', { name: /Art\. 28|чл\. 28/ })
      .filter({ has: page.getByRole('radio') }),
    button: (name: keyof typeof enAssessment.actions) =>
      main.getByRole('button', { name: t.form.actions[name], exact: true }),
  };
}

/**
 * Fills the questionnaire and generates the report; with `reload`, leaves the page in the middle of
 * step 2 and checks that the answers come back.
 */
async function completeQuestionnaire(
  page: Page,
  t: Texts,
  options: { companyName: string; email?: string; reload: boolean; beforeGenerate?: () => Promise<void> },
) {
  const ui = questionnaire(page, t);
  await page.goto('/compliance-form');
  await expect(ui.heading).toHaveText(t.form.steps.names.company);
  await ui.main.getByLabel(t.form.company.companyName).fill(options.companyName);
  await ui.main.getByLabel(t.form.company.industry).selectOption('healthcare');
  await ui.main.getByRole('radio', { name: t.form.company.employeeBands.smb, exact: true }).check();
  if (options.email) await ui.main.getByLabel(t.form.company.email).fill(options.email);
  await ui.button('next').click();

  await expect(ui.heading).toHaveText(t.form.steps.names.dataProcessing);
  for (const [id, value] of Object.entries(dataProcessing)) await ui.answer(id as QuestionId, value).check();
  await ui.processorAgreements.getByRole('radio', { name: t.form.answers.no, exact: true }).check();

  if (options.reload) {
    await page.reload();
    await expect(ui.heading).toHaveText(t.form.steps.names.dataProcessing);
    await expect(ui.main.getByRole('status').filter({ hasText: t.form.draft.restored })).toBeVisible();
    for (const [id, value] of Object.entries(dataProcessing)) {
      await expect(ui.answer(id as QuestionId, value)).toBeChecked();
    }
    await expect(
      ui.processorAgreements.getByRole('radio', { name: t.form.answers.no, exact: true }),
    ).toBeChecked();
    await ui.button('previous').click();
    await expect(ui.main.getByLabel(t.form.company.companyName)).toHaveValue(options.companyName);
    await ui.button('next').click();
  }
  await ui.button('next').click();

  await expect(ui.heading).toHaveText(t.form.steps.names.securityCompliance);
  for (const [id, value] of Object.entries(security)) await ui.answer(id as QuestionId, value).check();
  await ui.button('next').click();

  await expect(ui.heading).toHaveText(t.form.steps.names.review);
  await expect(ui.main.getByText(options.companyName)).toBeVisible();
  await options.beforeGenerate?.();
  await ui.button('generate').click();
  const panel = page.getByTestId('report-ready-panel');
  await expect(panel.getByRole('heading', { level: 1, name: t.reports.ready.title })).toBeVisible();
  return panel;
}

/** The newest .eml to `recipient` that the loopback SMTP server (e2e/global-setup.ts) received. */
async function waitForEmail(testInfo: TestInfo, recipient: string): Promise<ParsedMail> {
  const dir = path.join(testInfo.project.outputDir, 'server-data', 'mail-outbox');
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(dir).catch(() => [] as string[])).filter((name) =>
          name.endsWith('.eml'),
        );
        for (const name of names) {
          const mail = await simpleParser(await readFile(path.join(dir, name)));
          const to = [mail.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address));
          if (to.includes(recipient)) found = mail;
        }
        return found !== undefined;
      },
      { message: `an e-mail to ${recipient} over SMTP`, timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

async function pdfText(file: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout;
}

for (const language of languages) {
  const t = texts[language];

  for (const device of devices) {
    test.describe(`the journey in ${language} on a ${device.name}`, () => {
      if (device.viewport) test.use({ viewport: device.viewport });

      test('a visitor answers, gets the analysis and is offered the trial for the PDF', async ({ page }) => {
        test.slow();
        await preparePage(page, language);
        const companyName = newCompanyName(language);
        const expected = expectedResult(companyName);

        // Another tab of the same browser, on the report page before the report exists (desktop only:
        // once per language is enough).
        const other = device.viewport ? null : await page.context().newPage();
        const panel = await completeQuestionnaire(page, t, {
          companyName,
          reload: true,
          beforeGenerate: async () => {
            if (!other) return;
            await preparePage(other, language);
            await other.goto('/report');
            await expect(other.getByRole('heading', { level: 2, name: t.reports.empty.title })).toBeVisible();
          },
        });

        // A visitor has no dashboard yet: the way to one says it is a sign-up.
        await expect(panel.getByRole('link', { name: t.reports.ready.signUpForDashboard })).toHaveAttribute(
          'href',
          '/signup?next=%2Fdashboard',
        );

        // The free offer: no file, but sign-up and the trial.
        let downloads = 0;
        page.on('download', () => downloads++);
        await panel
          .getByRole('button', { name: t.reports.download.button.replace('{{format}}', 'PDF') })
          .click();
        const offer = page.getByRole('dialog', { name: t.reports.upgrade.title.pdf });
        await expect(offer).toBeVisible();
        await expect(offer).toContainText(t.common.upgrade.hints.signUpForTrial);
        await expect(
          offer.getByRole('link', { name: t.common.upgrade.actions.signUpForTrial }),
        ).toBeVisible();
        await offer.getByRole('button', { name: t.reports.upgrade.notNow }).click();
        await expect(offer).toBeHidden();
        expect(downloads).toBe(0);

        if (other) {
          // The other tab lists the new report without a reload (gdpr_reports_updated).
          await expect(
            other.getByTestId('report-history').getByRole('heading', { level: 3, name: companyName }),
          ).toBeVisible();
          await other.close();
        }

        // The analysis shows what the core computes for these answers.
        await panel.getByRole('link', { name: t.reports.ready.viewAnalysis }).click();
        await expect(page).toHaveURL(/\/analysis\?id=[0-9a-f-]{36}$/);
        await expect(page.getByRole('heading', { level: 1, name: t.reports.analysis.title })).toBeVisible();
        const summary = page.getByRole('region', { name: t.reports.summary.title });
        await expect(summary.getByTestId('score-value')).toHaveText(String(expected.complianceScore));
        await expect(fact(summary, t.reports.score.riskLevel)).toHaveText(
          t.reports.riskLevels[expected.riskLevel],
        );
        await expect(fact(summary, t.reports.score.confidence)).toHaveText(
          percent(expected.confidence, language),
        );
        await expect(fact(summary, t.reports.score.issuesFound)).toHaveText(String(expected.issuesFound));

        // Back from the analysis, and a reload then, show the result again, not an empty questionnaire.
        const readyTitle = panel.getByRole('heading', { level: 1, name: t.reports.ready.title });
        await page.goBack();
        await expect(page).toHaveURL(/\/compliance-form$/);
        await expect(readyTitle).toBeVisible();
        await page.reload();
        await expect(readyTitle).toBeVisible();
        await panel.getByRole('link', { name: t.reports.ready.viewAnalysis }).click();
        await expect(page).toHaveURL(/\/analysis\?id=[0-9a-f-]{36}$/);

        // The advanced analysis: every tab, each with the plan's honest notice for a visitor.
        await page.getByRole('link', { name: t.reports.analysis.toAdvanced }).click();
        await expect(page).toHaveURL(/\/advanced-ai\?id=/);
        await expect(page.getByRole('heading', { level: 1, name: t.reports.advanced.title })).toBeVisible();
        for (const id of ['overview', 'predictions', 'recommendations', 'roadmap', 'insights'] as const) {
          const name = t.reports.advanced.tabs[id];
          await page.getByRole('tab', { name }).click();
          await expect(page).toHaveURL(new RegExp(`tab=${id}`));
          const tabPanel = page.getByRole('tabpanel', { name });
          await expect(tabPanel).toBeVisible();
          const notice =
            id === 'overview' ? t.reports.planLimit.riskFactors.title : t.reports.planLimit[id].title;
          await expect(tabPanel.getByRole('heading', { name: notice })).toBeVisible();
          await expect(
            tabPanel.getByRole('link', { name: t.common.upgrade.actions.signUpForTrial }),
          ).toHaveAttribute('href', '/signup?next=%2Fpricing');
        }
      });

      // The signed-in path in both languages on a desktop, and once (in Bulgarian) on a phone.
      if (device.viewport && language !== 'bg') return;

      test('a user starts the trial, answers, downloads the PDF and e-mails it', async ({
        page,
        request,
      }, testInfo) => {
        test.slow();
        await preparePage(page, language);
        const { account, session } = await createAccountOnPlan(request, testInfo, language, 'free');
        // The trial needs no proven address; e-mailing the report below does.
        await verifyAccount(request, testInfo, account);
        await useSession(page, session);

        // The real way to a plan with PDF export: the 14-day trial, from the prices.
        await page.goto('/pricing');
        const starter = page.getByTestId('plan-starter');
        await starter.getByRole('button', { name: t.pricing.actions.startTrial }).click();
        await expect(starter).toContainText(t.pricing.actions.onTrial.split('{{')[0] ?? '');

        const companyName = newCompanyName(language);
        const expected = expectedResult(companyName);
        const panel = await completeQuestionnaire(page, t, { companyName, reload: false });
        await expect(panel.getByTestId('score-value')).toHaveText(String(expected.complianceScore));

        const download = page.waitForEvent('download');
        await panel
          .getByRole('button', { name: t.reports.download.button.replace('{{format}}', 'PDF') })
          .click();
        const pdf = await download;
        expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
        const downloaded = await pdfText(await pdf.path());
        expect(downloaded).toContain(companyName);
        expect(downloaded).toMatch(new RegExp(`\\b${expected.complianceScore}\\b`));

        // Sent over SMTP: the subject in the page's language and the PDF attached.
        const recipient = `dpo-${randomUUID()}@example.bg`;
        await panel.getByLabel(t.reportEmail.label).fill(recipient);
        await panel.getByRole('button', { name: t.reportEmail.send }).click();
        await expect(page.getByRole('status').filter({ hasText: recipient })).toBeVisible();
        const mail = await waitForEmail(testInfo, recipient);
        // A fixed subject: the company name is in the body, never in the subject line.
        expect(mail.subject).toBe(t.email.report.subject);
        expect(mail.text).toContain(companyName);
        const attachment = mail.attachments.find((item) => item.contentType === 'application/pdf');
        expect(attachment, 'a PDF attachment').toBeDefined();
        const bytes = attachment?.content ?? Buffer.alloc(0);
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
        const attached = testInfo.outputPath('emailed-report.pdf');
        await writeFile(attached, bytes);
        expect(await pdfText(attached)).toContain(companyName);
      });
    });
  }
}

/** The value next to a label in the result's list of facts. */
function fact(scope: ReturnType<Page['getByRole']>, label: string) {
  return scope
    .locator('dl > div')
    .filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

/** "42 %" (no-break space) in Bulgarian, "42%" in English, as the interface writes a percentage. */
function percent(value: number, language: Language): RegExp {
  return language === 'bg' ? new RegExp(`^${value}\\s%$`) : new RegExp(`^${value}%$`);
}
