import type { LlmRequest } from '@app/test-support/llm-peer';
import { describe, expect, it } from 'vitest';
import { bearer, type SignedIn } from '../auth/helpers/auth-app';
import { createReport, signUpOnPlan } from '../reports/helpers/reports-app';
import { useAppWithProvider } from './helpers/ai-app';

const ai = useAppWithProvider();

const word = (session: SignedIn, reportId: string, lang: 'bg' | 'en') =>
  ai.testApp.app.inject({
    method: 'POST',
    url: `/api/reports/${reportId}/ai-recommendations?lang=${lang}`,
    headers: bearer(session.accessToken),
  });

type Sent = { industry: string; employees: string; recommendations: Array<{ id: string; title: string }> };
const readSent = (request: LlmRequest | undefined) =>
  JSON.parse(request?.body.messages[1]?.content ?? '{}') as Sent;

/** A model that rewords what it was given, tries to change a priority, and invents one recommendation. */
function rewordingModel(request: LlmRequest) {
  const sent = readSent(request);
  return {
    kind: 'answer' as const,
    content: JSON.stringify({
      recommendations: [
        ...sent.recommendations.map((item) => ({
          id: item.id,
          title: `${item.title} (for ${sent.industry})`,
          description: 'Worded for an online shop.',
          priority: 'low',
          articles: ['999'],
        })),
        { id: 'invented', title: 'Buy our product', description: 'x' },
      ],
    }),
  };
}

describe('POST /api/reports/:id/ai-recommendations', () => {
  for (const lang of ['bg', 'en'] as const) {
    it(`words the most urgent recommendations for the industry and size, only their wording, in ${lang}`, async () => {
      ai.peer.behave(rewordingModel);
      const session = await signUpOnPlan(ai.testApp, 'starter');
      const { report } = await createReport(ai.testApp, session);
      const response = await word(session, report.id, lang);
      expect(response.statusCode, response.body).toBe(200);
      const { wordings } = response.json();
      const sent = readSent(ai.peer.requests[0]);
      expect(sent.industry).toBe(report.company.industry);
      expect(sent.employees).toBe(report.company.employeeCount);
      expect(sent.recommendations.length).toBeGreaterThan(0);
      expect(sent.recommendations.length).toBeLessThanOrEqual(6);
      expect(JSON.stringify(ai.peer.requests)).not.toContain(report.company.name);
      expect(ai.peer.requests[0]?.body.messages[0]?.content).toContain(
        lang === 'bg' ? 'Bulgarian' : 'English',
      );
      // Only known ids, only wording: the invented one and the changed priority are not kept.
      expect(wordings.recommendations.map((item: { id: string }) => item.id)).toEqual(
        sent.recommendations.map((item) => item.id),
      );
      expect(Object.keys(wordings.recommendations[0]).sort()).toEqual(['description', 'id', 'title']);
      // The report itself, its recommendations' priority included, is unchanged.
      const after = await ai.testApp.app.inject({
        url: `/api/reports/${report.id}`,
        headers: bearer(session.accessToken),
      });
      expect(after.json().report.analysis).toEqual(report.analysis);
      // Kept: asked again, the model is not.
      await word(session, report.id, lang);
      expect(ai.peer.requests).toHaveLength(1);
    });
  }

  it('is for plans with the full analysis', async () => {
    const session = await signUpOnPlan(ai.testApp, 'free');
    const { report } = await createReport(ai.testApp, session);
    const response = await word(session, report.id, 'en');
    expect(response.json().error.code).toBe('PLAN_REQUIRED');
    expect(ai.peer.requests).toHaveLength(0);
  });
});
