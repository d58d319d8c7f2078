import type { LlmRequest } from '@app/test-support/llm-peer';
import { describe, expect, it } from 'vitest';
import { aiUsage } from '../../src/db/schema';
import { bearer, type SignedIn } from '../auth/helpers/auth-app';
import { createReport, signUpOnPlan } from '../reports/helpers/reports-app';
import { useAppWithProvider } from './helpers/ai-app';

const ai = useAppWithProvider({ LLM_TIMEOUT_MS: '1500' });

type Event = { type: string; data: Record<string, unknown> };
function readEvents(body: string): Event[] {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const type = /^event: (.+)$/m.exec(block)?.[1] ?? '';
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '{}');
      return { type, data };
    });
}

const ask = (session: SignedIn, reportId: string, question: string, lang: 'bg' | 'en') =>
  ai.testApp.app.inject({
    method: 'POST',
    url: `/api/reports/${reportId}/ai-questions?lang=${lang}`,
    headers: bearer(session.accessToken),
    payload: { question },
  });

const sentGuideIds = (request: LlmRequest | undefined) =>
  (JSON.parse(request?.body.messages[1]?.content ?? '{}').guideSections as Array<{ id: string }>).map(
    (section) => section.id,
  );

async function newReport() {
  const session = await signUpOnPlan(ai.testApp, 'starter');
  const { report } = await createReport(ai.testApp, session);
  return { session, report };
}

const questions = {
  en: 'How fast must we notify a personal data breach to the supervisory authority?',
  bg: 'Колко бързо трябва да уведомим КЗЛД за нарушение на сигурността на личните данни?',
};

describe('POST /api/reports/:id/ai-questions', () => {
  for (const lang of ['bg', 'en'] as const) {
    it(`streams an answer grounded in the guide sections full-text search found, in ${lang}`, async () => {
      const { session, report } = await newReport();
      ai.peer.behave((request) => {
        const [first] = sentGuideIds(request);
        return {
          kind: 'stream',
          pieces: [
            'Within 72 hours ',
            'of becoming aware. ',
            `Sources: [${first}] [article:33] [article:999] [made:up]`,
          ],
        };
      });
      const response = await ask(session, report.id, questions[lang], lang);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toContain('text/event-stream');
      const events = readEvents(response.body);
      expect(events.map((event) => event.type)).toEqual(['sources', 'delta', 'delta', 'delta', 'done']);
      const sections = events[0]?.data.sections as Array<{ id: string; href: string }>;
      expect(sections.length).toBeGreaterThan(0);
      expect(sections.some((section) => /breach|notif|наруш|уведом/i.test(JSON.stringify(section)))).toBe(
        true,
      );
      const [sent] = ai.peer.requests;
      expect(sent?.body.stream).toBe(true);
      expect(sent?.body.messages[0]?.content).toContain(lang === 'bg' ? 'Bulgarian' : 'English');
      expect(sentGuideIds(sent)).toEqual(sections.map((section) => section.id));
      // Only what was really sent, or is in the analysis, is cited.
      const citations = events.at(-1)?.data.citations as Array<{
        kind: string;
        id: string;
        href: string | null;
      }>;
      expect(citations.map((citation) => citation.id)).toEqual([sections[0]?.id, '33']);
      expect(citations[0]?.href).toMatch(/^\/(gdpr-guide|what-is-gdpr|compliance-tips)#/);
    });
  }

  it('sends no company name or e-mail, and takes e-mails and long numbers out of the question', async () => {
    const { session, report } = await newReport();
    ai.peer.behave({ kind: 'stream', pieces: ['Yes.'] });
    await ask(
      session,
      report.id,
      'Must we notify a breach to ivan.petrov@example.bg, phone 0888 123 456?',
      'en',
    );
    const everything = JSON.stringify(ai.peer.requests);
    expect(ai.peer.requests).toHaveLength(1);
    for (const secret of [
      report.company.name,
      session.user.email,
      'ivan.petrov',
      '0888 123 456',
      'Мария Петрова',
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).toContain('[e-mail]');
  });

  it('declines a question that is not about data protection, without asking the model or counting it', async () => {
    const { session, report } = await newReport();
    for (const [lang, question, text] of [
      ['en', 'Who won the football match yesterday?', 'I can only answer questions about data protection'],
      [
        'bg',
        'Коя е най-хубавата рецепта за баница?',
        'Мога да отговарям само на въпроси за защитата на личните данни',
      ],
    ] as const) {
      const events = readEvents((await ask(session, report.id, question, lang)).body);
      expect(events).toEqual([{ type: 'declined', data: { message: expect.stringContaining(text) } }]);
    }
    expect(ai.peer.requests).toHaveLength(0);
    const status = await ai.testApp.app.inject({
      url: '/api/ai/status',
      headers: bearer(session.accessToken),
    });
    expect(status.json().ai.usage.used).toBe(0);
  });

  it('answers an error in the user’s language when the provider fails or times out, and gives the request back', async () => {
    const { session, report } = await newReport();
    for (const [behaviour, lang, text] of [
      [
        { kind: 'error', status: 502 },
        'en',
        'AI is unavailable right now; your report is complete without it.',
      ],
      [
        { kind: 'hang' },
        'bg',
        'Изкуственият интелект не е достъпен в момента; докладът ви е пълен и без него.',
      ],
    ] as const) {
      ai.peer.behave(behaviour);
      const response = await ask(session, report.id, questions[lang], lang);
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe(text);
    }
    // A stream that stops half-way ends with an error event.
    ai.peer.behave({ kind: 'stream', pieces: ['Within', ' 72', ' hours'], delayMs: 800 });
    const cut = readEvents((await ask(session, report.id, questions.en, 'en')).body);
    expect(cut.at(-1)).toEqual({
      type: 'error',
      data: {
        code: 'AI_UNAVAILABLE',
        message: 'AI is unavailable right now; your report is complete without it.',
      },
    });
    const status = await ai.testApp.app.inject({
      url: '/api/ai/status',
      headers: bearer(session.accessToken),
    });
    expect(status.json().ai.usage.used).toBe(0);
  });

  it('refuses when the month’s AI requests are used up', async () => {
    const { session, report } = await newReport();
    await ai.testApp.database.db.insert(aiUsage).values(
      Array.from({ length: 50 }, () => ({
        accountId: session.user.id,
        kind: 'answer',
        createdAt: new Date(),
      })),
    );
    const response = await ask(session, report.id, questions.bg, 'bg');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('AI_QUOTA_EXCEEDED');
    expect(ai.peer.requests).toHaveLength(0);
  });

  it('validates the question in the user’s language', async () => {
    const { session, report } = await newReport();
    const response = await ask(session, report.id, ' ', 'bg');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});
