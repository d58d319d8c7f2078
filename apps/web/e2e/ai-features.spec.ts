import {
  createAccount,
  forgiveFailedRequests,
  languages,
  newClientAddress,
  preparePage,
} from './auth-helpers';
import { expect, test } from './fixtures';
import { createReport, logIn, useSession } from './reports-helpers';

/*
 * The AI features on the test server that has a language-model provider (the chromium-ai project in
 * playwright.config.ts, talking to e2e/llm-stand-in.ts). Without a provider, e2e/no-ai-label.spec.ts.
 */

const texts = {
  bg: {
    tab: 'Наблюдения с ИИ',
    write: 'Напишете обобщението',
    summary: 'Обобщение за ръководството',
    notice: 'Това не е правен съвет',
    usage2: 'Използвани 3 от 50',
    word: 'Формулирайте ги за моя бизнес',
    wordedTitle: /за онлайн магазин/,
    toggle: 'Използване на функциите с изкуствен интелект',
    off: 'Изключили сте функциите с изкуствен интелект',
    processor: 'Example Models Ltd, е обработващ лични данни',
    question: 'Колко бързо трябва да уведомим КЗЛД за нарушение на сигурността на личните данни?',
    label: 'Вашият въпрос',
    ask: 'Попитайте',
    answer: 'До 72 часа',
    sources: 'Източници',
    notLegalAdvice: 'Това не е правен съвет',
  },
  en: {
    tab: 'AI Insights',
    write: 'Write the summary',
    summary: 'Summary for the management',
    notice: 'It is not legal advice',
    usage2: '3 of 50 used',
    word: 'Word them for my business',
    wordedTitle: /for an online shop/,
    toggle: 'Use the AI features',
    off: 'You have turned the AI features off',
    processor: 'Example Models Ltd, is our processor',
    question: 'How fast must we notify a personal data breach?',
    label: 'Your question',
    ask: 'Ask',
    answer: 'Within 72 hours',
    sources: 'Sources',
    notLegalAdvice: 'This is not legal advice',
  },
} as const;

for (const language of languages) {
  test(`the AI Insights tab writes a cited summary, counted in the subscription tab (${language})`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const t = texts[language];
    await preparePage(page, language);
    const account = await createAccount(request, language);
    const session = await logIn(request, account);
    const trial = await request.post('/api/billing/trial', {
      headers: { authorization: `Bearer ${session.accessToken}`, 'x-forwarded-for': newClientAddress() },
      data: { plan: 'starter' },
    });
    expect(trial.status(), await trial.text()).toBe(200);
    const { report } = await createReport(request, {
      companyName: 'Тайна Фирма ООД',
      language,
      accessToken: session.accessToken,
    });
    await useSession(page, session);

    await page.goto(`/advanced-ai?report=${report.id}&tab=insights`);
    await expect(page.getByRole('tab', { name: t.tab })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByTestId('ai-summary');
    await expect(panel.getByRole('heading', { name: t.summary })).toBeVisible();
    await expect(panel).toContainText(t.notice);
    await panel.getByRole('button', { name: t.write }).click();
    const sentences = panel.getByRole('listitem');
    await expect(sentences).toHaveCount(2);
    // The stand-in's invented sentence cited an article the analysis does not hold: the server dropped it.
    await expect(panel).not.toContainText('INVENTED');
    await expect(sentences.first()).toContainText(language === 'bg' ? 'Опира се на:' : 'Rests on:');

    // The question box: the answer streams in, with the guide section it rests on.
    const box = page.getByTestId('ask-about-report');
    await expect(box).toContainText(t.notLegalAdvice);
    await box.getByLabel(t.label).fill(t.question);
    await box.getByRole('button', { name: t.ask }).click();
    await expect(box.getByTestId('ai-answer')).toContainText(t.answer);
    await expect(box.getByRole('heading', { name: t.sources })).toBeVisible();
    await expect(box.getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/(gdpr-guide|what-is-gdpr|compliance-tips)#/,
    );
    await expect(box).not.toContainText('Sources: [');

    // The most urgent recommendations worded for the business; priority and the rest stay the catalogue's.
    await page.goto(`/advanced-ai?report=${report.id}&tab=recommendations`);
    await page.getByTestId('ai-wording').getByRole('button', { name: t.word }).click();
    await expect(page.getByTestId('ai-worded').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: t.wordedTitle }).first()).toBeVisible();

    await page.goto(`/report?report=${report.id}`);
    await expect(page.getByTestId('ask-about-report')).toBeVisible();

    await page.goto('/dashboard?tab=subscription');
    const usage = page.getByTestId('ai-usage');
    await expect(usage).toContainText(t.usage2);
    // The box follows the server's answer, so it is clicked, then awaited.
    await usage.getByRole('checkbox', { name: t.toggle }).click();
    await expect(usage.getByRole('checkbox', { name: t.toggle })).not.toBeChecked();

    // Turned off, the summary is refused with a message saying how to turn it on again.
    const other = await createReport(request, {
      companyName: 'Друга ООД',
      language,
      accessToken: session.accessToken,
    });
    await page.goto(`/advanced-ai?report=${other.report.id}&tab=insights`);
    await page.getByTestId('ai-summary').getByRole('button', { name: t.write }).click();
    await expect(page.getByTestId('ai-summary').getByRole('alert')).toContainText(t.off);
    forgiveFailedRequests(consoleErrors, 409);

    await page.goto('/privacy');
    await expect(page.getByTestId('ai-processor')).toContainText(t.processor);
  });
}
