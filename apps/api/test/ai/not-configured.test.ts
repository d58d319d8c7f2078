import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { createReport, createReportsTestApp, signUpOnPlan } from '../reports/helpers/reports-app';

let testApp: TestApp;
/** "AI" or "ИИ" as a word, or "изкуствен интелект". */
const claimsAi = /\bAI\b|(?<!\p{L})ИИ(?!\p{L})|[иИ]зкуствен/u;

beforeAll(async () => {
  testApp = await createReportsTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('without a language-model provider', () => {
  it('offers no AI feature, and the API documentation names none', async () => {
    const session = await signUpOnPlan(testApp, 'enterprise');
    const { report } = await createReport(testApp, session);
    const status = await testApp.app.inject({ url: '/api/ai/status', headers: bearer(session.accessToken) });
    expect(status.json().ai).toMatchObject({ offered: false, providerName: null });
    for (const lang of ['bg', 'en']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/reports/${report.id}/ai-summary?lang=${lang}`,
        headers: bearer(session.accessToken),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('AI_NOT_OFFERED');
      expect(response.json().error.message).not.toMatch(claimsAi);
      const document = await testApp.app.inject({ url: `/api/openapi.json?lang=${lang}` });
      expect(claimsAi.test(document.body), 'the API document names an AI feature').toBe(false);
    }
  });
});
