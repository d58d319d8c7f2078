import type { LlmRequest } from '@app/test-support/llm-peer';
import { describe, expect, it } from 'vitest';
import { aiSummaries, aiUsage } from '../../src/db/schema';
import { bearer, type SignedIn } from '../auth/helpers/auth-app';
import { createReport, signUpOnPlan } from '../reports/helpers/reports-app';
import { useAppWithProvider } from './helpers/ai-app';

const ai = useAppWithProvider({
  LLM_PROVIDER_NAME: 'Example Models Ltd',
  LLM_MAX_TOKENS: '300',
  LLM_TIMEOUT_MS: '1500',
});

const summarise = (session: SignedIn, reportId: string, lang: 'bg' | 'en') =>
  ai.testApp.app.inject({
    method: 'POST',
    url: `/api/reports/${reportId}/ai-summary?lang=${lang}`,
    headers: bearer(session.accessToken),
  });

type SentInput = {
  issues: Array<{ id: string; articles: string[]; recommendationIds: string[] }>;
  recommendations: Array<{ id: string }>;
};
const readInput = (request: LlmRequest) => JSON.parse(request.body.messages[1]?.content ?? '{}') as SentInput;

/** A model that cites what it was given, and once something it was not. */
function groundedModel(request: LlmRequest) {
  const input = readInput(request);
  const [first, second] = input.issues;
  return {
    kind: 'answer' as const,
    content: JSON.stringify({
      sentences: [
        { text: 'The most serious gap comes first.', issueIds: [first?.id], articleIds: first?.articles },
        { text: 'Then the second.', issueIds: [second?.id], recommendationIds: second?.recommendationIds },
        { text: 'An invented fine of EUR 5 million.', articleIds: ['999'] },
        { text: 'A sentence citing nothing.' },
        { text: 'An unknown issue.', issueIds: ['made-up-control'] },
      ],
    }),
  };
}

async function newReport(plan: 'starter' | 'free' = 'starter') {
  const session = await signUpOnPlan(ai.testApp, plan);
  const { report } = await createReport(ai.testApp, session);
  return { session, report };
}

describe('POST /api/reports/:id/ai-summary', () => {
  for (const lang of ['bg', 'en'] as const) {
    it(`keeps only sentences whose ids the analysis holds, in ${lang}`, async () => {
      ai.peer.behave(groundedModel);
      const { session, report } = await newReport();
      const response = await summarise(session, report.id, lang);
      expect(response.statusCode, response.body).toBe(200);
      const { summary } = response.json();
      expect(summary.language).toBe(lang);
      expect(summary.promptVersion).toBe('summary.v1');
      expect(summary.sentences.map((sentence: { text: string }) => sentence.text)).toEqual([
        'The most serious gap comes first.',
        'Then the second.',
      ]);
      const [sent] = ai.peer.requests;
      expect(sent?.authorization).toBe('Bearer sk-test-llm');
      expect(sent?.body).toMatchObject({ model: 'test-model', max_tokens: 300 });
      expect(sent?.body.messages[0]?.content).toContain(lang === 'bg' ? 'Bulgarian' : 'English');
    });
  }

  it('sends the analysis and nothing a person typed: no company name, e-mail or user name', async () => {
    ai.peer.behave(groundedModel);
    const { session, report } = await newReport();
    await summarise(session, report.id, 'bg');
    const everything = JSON.stringify(ai.peer.requests);
    expect(ai.peer.requests).toHaveLength(1);
    expect(report.company.name.length).toBeGreaterThan(0);
    for (const secret of [report.company.name, session.user.email, 'Мария Петрова', report.email ?? '@']) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toMatch(/[\w.+-]+@[\w-]+\.\w+/);
  });

  it('is written once per report, methodology and language, and read back after that', async () => {
    ai.peer.behave(groundedModel);
    const { session, report } = await newReport();
    const first = await summarise(session, report.id, 'en');
    const second = await summarise(session, report.id, 'en');
    expect(second.json()).toEqual(first.json());
    expect(ai.peer.requests).toHaveLength(1);
    const rows = await ai.testApp.database.db.select().from(aiSummaries);
    expect(rows.filter((row) => row.reportId === report.id)).toHaveLength(1);
  });

  it('says the report is complete without it when the provider fails, and does not count it', async () => {
    const { session, report } = await newReport();
    for (const [behaviour, lang, text] of [
      [
        { kind: 'error', status: 500 },
        'en',
        'AI is unavailable right now; your report is complete without it.',
      ],
      [
        { kind: 'hang' },
        'bg',
        'Изкуственият интелект не е достъпен в момента; докладът ви е пълен и без него.',
      ],
      [{ kind: 'answer', content: 'not JSON at all' }, 'en', 'AI is unavailable right now'],
      [
        { kind: 'answer', content: '{"sentences":[{"text":"x","articleIds":["999"]}]}' },
        'en',
        'AI is unavailable',
      ],
    ] as const) {
      ai.peer.behave(behaviour);
      const started = Date.now();
      const response = await summarise(session, report.id, lang);
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toMatchObject({ code: 'AI_UNAVAILABLE' });
      expect(response.json().error.message).toContain(text);
      expect(Date.now() - started).toBeLessThan(5_000);
    }
    const used = await ai.testApp.app.inject({ url: '/api/ai/status', headers: bearer(session.accessToken) });
    expect(used.json().ai.usage).toMatchObject({ used: 0, limit: 50 });
  });

  it('refuses once the month’s AI requests are used up, before asking the model', async () => {
    ai.peer.behave(groundedModel);
    const { session, report } = await newReport();
    const now = new Date();
    await ai.testApp.database.db
      .insert(aiUsage)
      .values(
        Array.from({ length: 50 }, () => ({ accountId: session.user.id, kind: 'summary', createdAt: now })),
      );
    for (const [lang, text] of [
      ['en', 'You have used all the AI requests your plan includes this month.'],
      ['bg', 'Използвали сте всички заявки към изкуствения интелект'],
    ] as const) {
      const response = await summarise(session, report.id, lang);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('AI_QUOTA_EXCEEDED');
      expect(response.json().error.message).toContain(text);
    }
    expect(ai.peer.requests).toHaveLength(0);
  });

  it('is not part of the Free plan, and not sent when the user turned AI off', async () => {
    ai.peer.behave(groundedModel);
    const free = await newReport('free');
    const refused = await summarise(free.session, free.report.id, 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('PLAN_REQUIRED');
    // The refusal names what the plan lacks: the AI features, not the documents.
    expect(refused.json().error.message).toBe(
      'The AI features are part of the paid plans: Starter, Professional, Enterprise and the single report.',
    );

    const { session, report } = await newReport();
    const off = await ai.testApp.app.inject({
      method: 'PUT',
      url: '/api/ai/settings',
      headers: bearer(session.accessToken),
      payload: { enabled: false },
    });
    expect(off.json().ai).toMatchObject({
      offered: true,
      enabled: false,
      providerName: 'Example Models Ltd',
    });
    const disabled = await summarise(session, report.id, 'bg');
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().error.message).toContain('Изключили сте функциите с изкуствен интелект');
    expect(ai.peer.requests).toHaveLength(0);
  });

  it('counts a written summary in the subscription’s usage', async () => {
    ai.peer.behave(groundedModel);
    const { session, report } = await newReport();
    await summarise(session, report.id, 'bg');
    const status = await ai.testApp.app.inject({
      url: '/api/ai/status',
      headers: bearer(session.accessToken),
    });
    expect(status.json().ai).toMatchObject({ offered: true, enabled: true, usage: { used: 1, limit: 50 } });
  });
});
