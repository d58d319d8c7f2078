import bg from '@app/locales/bg/assessment.json' with { type: 'json' };
import bgQuestions from '@app/locales/bg/assessment-questions.json' with { type: 'json' };
import bgValidation from '@app/locales/bg/validation.json' with { type: 'json' };
import en from '@app/locales/en/assessment.json' with { type: 'json' };
import enQuestions from '@app/locales/en/assessment-questions.json' with { type: 'json' };
import enValidation from '@app/locales/en/validation.json' with { type: 'json' };
import { languages, preparePage } from './auth-helpers';
import { expect, test } from './fixtures';

/*
 * The red "please complete" box of a step follows the answers: a question answered leaves it at once, not
 * at the next press of Next (apps/web/src/features/assessment/hooks/use-live-issue-summary.ts).
 */

const texts = {
  bg: { ...bg, ...bgQuestions, validation: bgValidation },
  en: { ...en, ...enQuestions, validation: enValidation },
} as const;
const stepTwo = ['collectsData', 'hasPrivacyPolicy', 'usesConsent', 'allowsDataRequests', 'usesThirdParties'];
type QuestionId = keyof typeof enQuestions.questions;

for (const language of languages) {
  const t = texts[language];

  test(`the summary of step 2 drops each question as it is answered (${language})`, async ({ page }) => {
    await preparePage(page, language);
    await page.goto('/compliance-form');
    const main = page.getByRole('main');
    const next = main.getByRole('button', { name: t.actions.next, exact: true });
    await main.getByLabel(t.company.companyName).fill('Зелена аптека ЕООД');
    await main.getByLabel(t.company.industry).selectOption('healthcare');
    await main.getByRole('radio', { name: t.company.employeeBands.startup, exact: true }).check();
    await next.click();
    await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(t.steps.names.dataProcessing);

    await next.click();
    const summary = main.getByRole('alert').filter({ hasText: t.validation.completeRequired });
    const itemOf = (id: string) => `${t.questions[id as QuestionId].short}: ${t.validation.required}`;
    await expect(summary.getByRole('listitem')).toHaveText(stepTwo.map(itemOf));

    const answer = (id: string) =>
      main
        .getByRole('group', { name: t.questions[id as QuestionId].question, exact: true })
        .getByRole('radio', { name: t.answers.yes, exact: true })
        .check();
    await answer('collectsData');
    await answer('usesConsent');
    await expect(summary.getByRole('listitem')).toHaveText(
      ['hasPrivacyPolicy', 'allowsDataRequests', 'usesThirdParties'].map(itemOf),
    );
    // Still on step 2: nothing was pressed but the answers.
    await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(t.steps.names.dataProcessing);

    for (const id of ['hasPrivacyPolicy', 'allowsDataRequests', 'usesThirdParties']) await answer(id);
    await expect(summary).toBeHidden();
  });

  test(`an optional field typed wrong is not called a missing required one (${language})`, async ({
    page,
  }) => {
    await preparePage(page, language);
    await page.goto('/compliance-form');
    const main = page.getByRole('main');
    await main.getByLabel(t.company.companyName).fill('Зелена аптека ЕООД');
    await main.getByLabel(t.company.industry).selectOption('healthcare');
    await main.getByRole('radio', { name: t.company.employeeBands.startup, exact: true }).check();
    await main.getByLabel(t.company.email).fill('office@usmivka');
    await main.getByRole('button', { name: t.actions.next, exact: true }).click();

    const summary = main.getByRole('alert').filter({ hasText: t.validation.correctFields });
    await expect(summary.getByRole('listitem')).toHaveText([`${t.company.email}: ${t.validation.email}`]);
    await expect(main).not.toContainText(t.validation.completeRequired);
  });
}
