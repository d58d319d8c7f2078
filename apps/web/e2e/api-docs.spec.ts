import bg from '@app/locales/bg/api-docs.json' with { type: 'json' };
import en from '@app/locales/en/api-docs.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility-audit';
import { expect, saveConsentBeforeLoad, test } from './fixtures';

// The first render waits for the app, its route chunk, its texts and the OpenAPI document.
const expectLoaded = expect.configure({ timeout: 15_000 });
const texts = { bg, en } as const;
// Two of the document's summaries, as the server translates them (apps/api/src/i18n/openapi-bg.json).
const operationTexts = {
  bg: { login: 'Вход с имейл и парола', assessment: 'Изпращане и анализ на оценка' },
  en: { login: 'Sign in with e-mail and password', assessment: 'Submit an assessment and analyse it' },
} as const;

/** Every request the page makes, so a test can check none leaves the page's origin. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

async function countOperations(page: Page): Promise<number> {
  const document = await (await page.request.get('/api/openapi.json')).json();
  return Object.values<Record<string, unknown>>(document.paths).reduce(
    (sum, item) => sum + Object.keys(item).filter((key) => key !== 'parameters').length,
    0,
  );
}

test.beforeEach(async ({ page }) => saveConsentBeforeLoad(page));

for (const language of ['bg', 'en'] as const) {
  const t = texts[language];

  test(`in ${language}, the document's endpoints, the authentication guide and the raw JSON, from this origin only`, async ({
    page,
    baseURL,
  }) => {
    // One walk through the whole page: longer than most tests.
    test.slow();
    const requests = recordRequests(page);
    await page.goto(`/api-docs?lang=${language}`);
    await expectLoaded(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page).toHaveTitle(t.meta.title);
    const assessments = page.locator('#post-api-assessments');
    await expectLoaded(assessments).toBeVisible();

    // Every operation of the real document has its section.
    await expect(page.locator('section[id] > h3 code')).toHaveCount(await countOperations(page));

    // POST /api/assessments: open to visitors, its body's fields, its errors and a curl example with them.
    await expect(assessments.getByRole('heading', { level: 3 })).toHaveText('POST /api/assessments');
    // The document's own texts come in the page's language: every endpoint's summary in Bulgarian.
    await expect(assessments).toContainText(operationTexts[language].assessment);
    await expect(page.locator('#post-api-auth-login')).toContainText(operationTexts[language].login);
    const summaries = await page.getByTestId('operation-summary').allTextContents();
    expect(summaries).toHaveLength(await countOperations(page));
    if (language === 'bg') expect(summaries.filter((summary) => !/[а-я]/i.test(summary))).toEqual([]);
    await expect(assessments.getByText(t.operation.authOptional)).toBeVisible();
    for (const field of ['companyName', 'industry', 'employeeCount', 'answers', 'followUps'])
      await expect(assessments.locator('code', { hasText: new RegExp(`^${field}$`) }).first()).toBeVisible();
    await assessments.locator('summary', { hasText: '4XX' }).click();
    await expect(assessments.locator('code', { hasText: /^issues$/ })).toBeVisible();
    const curl = assessments.locator('pre').last();
    await expect(curl).toContainText(`curl -X POST '${baseURL}/api/assessments'`);
    await expect(curl).toContainText('"companyName": "string"');
    await expect(page.locator('#get-api-reports').locator('pre')).toContainText(
      "-H 'Authorization: Bearer <ACCESS_TOKEN>'",
    );

    // The authentication guide and the error codes.
    const auth = page.getByRole('region', { name: t.auth.heading });
    await expect(auth).toContainText('Authorization: Bearer <ACCESS_TOKEN>');
    await expect(auth).toContainText('/api/auth/refresh');
    // API keys: where to make one, who may, how to call /api/v1 with one, and its limit.
    await expect(auth.getByRole('heading', { level: 3, name: t.auth.apiKeysHeading })).toBeVisible();
    await expect(auth).toContainText(t.auth.apiKeysIntro.replace(/<\/?code>/g, ''));
    await expect(auth.getByRole('link', { name: t.auth.apiKeysDashboardLink })).toHaveAttribute(
      'href',
      '/dashboard?tab=apiKeys',
    );
    await expect(auth).toContainText(`curl -X POST '${baseURL}/api/v1/assessments'`);
    await expect(auth).toContainText(`curl '${baseURL}/api/v1/reports/<REPORT_ID>/pdf?lang=bg'`);
    await expect(auth).toContainText("-H 'Authorization: Bearer gdprn_...'");
    await expect(auth).toContainText(t.auth.apiKeysRateLimit.replace(/<\/?code>/g, ''));
    const v1Reports = page.locator('#get-api-v1-reports');
    await expect(v1Reports.getByText(t.operation.authApiKey)).toBeVisible();
    await expect(v1Reports.locator('pre')).toContainText("-H 'Authorization: Bearer <API_KEY>'");
    const rateLimited = page.getByRole('row', { name: /RATE_LIMITED/ });
    await expect(rateLimited).toContainText('429');

    // A table-of-contents link moves to its section, below the sticky header.
    const toc = page.getByRole('navigation', { name: t.tocLabel });
    await toc.getByRole('link', { name: t.rateLimits.heading }).click();
    await expect(page).toHaveURL(/#rate-limits$/);
    const heading = page.getByRole('heading', { level: 2, name: t.rateLimits.heading });
    await expect(heading).toBeInViewport();
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
      64,
    );
    await toc.getByRole('link', { name: /\/api\/reports\/\{id\}\/pdf/ }).click();
    await expect(page).toHaveURL(/#get-api-reports-id-pdf$/);
    await expect(page.locator('#get-api-reports-id-pdf h3')).toBeInViewport();

    // The filter narrows the endpoints and the contents.
    await page.getByRole('searchbox', { name: t.endpoints.filterLabel }).fill('post /api/assessments');
    await expect(page.locator('section[id] > h3 code')).toHaveCount(1);
    await expect(toc.getByRole('link', { name: /\/api\/reports\/\{id\}\/pdf/ })).toHaveCount(0);
    // axe over the whole page takes a minute on a busy machine; every endpoint is drawn by the same
    // components, so the introduction, the contents and this one endpoint with an answer open stand for all.
    await expectNoSeriousViolations(page);

    // The raw document is the server's valid JSON.
    const raw = page.getByRole('link', { name: t.intro.rawLink });
    const href = (await raw.getAttribute('href')) ?? '';
    expect(href).toBe(`${baseURL}/api/openapi.json?lang=${language}`);
    const response = await page.request.get(href);
    expect(response.headers()['content-type']).toContain('application/json');
    const document = await response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/auth/login'].post.summary).toBe(operationTexts[language].login);

    const origin = new URL(baseURL ?? '').origin;
    expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  });

  test(`in ${language}, on a phone, nothing scrolls sideways but the code, and copying works`, async ({
    page,
    context,
  }) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/api-docs?lang=${language}`);
    await expectLoaded(page.locator('#post-api-assessments')).toBeVisible();
    // The contents fold on a phone; they are checked open, as a reader uses them.
    await page.locator('main summary').first().click();

    // axe on one endpoint with an answer open, as on the desktop (answers' trees are large and alike).
    const filter = page.getByRole('searchbox', { name: t.endpoints.filterLabel });
    await filter.fill('post /api/assessments');
    await expect(page.locator('section[id] > h3 code')).toHaveCount(1);
    await page.locator('#post-api-assessments summary', { hasText: '4XX' }).click();
    await expectNoSeriousViolations(page);

    // Every endpoint with every answer open is the widest the page gets.
    await filter.fill('');
    await page.evaluate(() => {
      for (const details of document.querySelectorAll<HTMLDetailsElement>('main details'))
        details.open = true;
    });
    await expect(page.locator('#get-api-reports-id code', { hasText: /^report$/ })).toBeVisible();
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
    const curl = page.locator('#post-api-assessments pre');
    expect(await curl.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

    await page
      .getByRole('region', { name: t.auth.heading })
      .getByRole('button', { name: `${t.copy.button}: ${t.auth.useExample}` })
      .click();
    await expect(page.getByRole('status').filter({ hasText: t.copy.done })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'Authorization: Bearer <ACCESS_TOKEN>',
    );
  });
}
