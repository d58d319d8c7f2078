import { randomUUID } from 'node:crypto';
import { analyseAssessment } from '@app/core/analysis/analyse-assessment';
import type { AnalysisResult } from '@app/core/analysis/result-schema';
import { assessmentInputSchema } from '@app/core/assessment/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisTexts, reports } from '../../src/db/schema';
import { signUp } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { createReport, createReportsTestApp, createWebShopAssessment, setPlan } from './helpers/reports-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createReportsTestApp();
});
afterAll(() => testApp.close());

async function signUpProfessional() {
  const session = await signUp(testApp.app, { email: `texts-${randomUUID()}@example.bg` });
  await setPlan(testApp, session.user.id, 'professional');
  return session;
}

async function readReport(id: string, accessToken: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/reports/${id}`,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json().report;
}

async function storedAnalysis(id: string) {
  const [row] = await testApp.database.db
    .select({ analysis: reports.analysis, bytes: sql<number>`octet_length(${reports.analysis}::text)` })
    .from(reports)
    .where(eq(reports.id, id));
  if (!row?.analysis) throw new Error('no stored analysis');
  return row;
}

describe('stored analyses keep each text once (docs/decisions/006)', () => {
  it('stores references in place of texts, and reads back the analysis as it was computed', async () => {
    const session = await signUpProfessional();
    const created = await createReport(testApp, session);
    const stored = await storedAnalysis(created.report.id);

    // Every text is a reference: not one Bulgarian or English sentence in the row itself.
    expect(JSON.stringify(stored.analysis)).not.toMatch(/"(bg|en)":/);
    expect(stored.bytes).toBeLessThan(25_000);

    const read = await readReport(created.report.id, session.accessToken);
    expect(read.analysis).toEqual(created.report.analysis);
    expect(read.analysis.recommendations[0].title.bg).toMatch(/[а-я]/);
  });

  it('keeps each text once, under its hash, shared by every report that shows it', async () => {
    const session = await signUpProfessional();
    const created = await createReport(testApp, session);
    const { analysis } = await storedAnalysis(created.report.id);
    const firstTitle = analysis?.recommendations[0]?.title;
    if (!firstTitle || !('textRef' in firstTitle)) throw new Error('expected a reference');
    const [kept] = await testApp.database.db
      .select()
      .from(analysisTexts)
      .where(eq(analysisTexts.hash, firstTitle.textRef));
    expect(kept?.text).toEqual((created.report.analysis as AnalysisResult).recommendations[0]?.title);

    // Another company's report of the same answers shares the texts: no second copy of any of them.
    const before = await testApp.database.db.$count(analysisTexts);
    await createReport(testApp, await signUpProfessional());
    expect(await testApp.database.db.$count(analysisTexts)).toBe(before);
  });

  it('still reads an analysis stored with its texts inline, as before', async () => {
    const session = await signUpProfessional();
    const created = await createReport(
      testApp,
      session,
      createWebShopAssessment({ companyName: 'Инлайн ООД' }),
    );
    const input = assessmentInputSchema.parse(createWebShopAssessment());
    const inline = analyseAssessment(input, {
      analysisId: created.report.id,
      now: new Date(created.report.createdAt),
      history: [],
    });
    await testApp.database.db
      .update(reports)
      .set({ analysis: inline })
      .where(eq(reports.id, created.report.id));

    const read = await readReport(created.report.id, session.accessToken);
    expect(read.analysis.recommendations.map((item: { title: unknown }) => item.title)).toEqual(
      inline.recommendations.map((item) => item.title),
    );
  });
});
