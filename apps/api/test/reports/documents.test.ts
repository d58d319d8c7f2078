import { rm } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createWorkDir,
  extractPdfText,
  readZipEntry,
  writeFileIn,
} from '../../../../packages/documents/test/helpers/tools';
import { reportEvents, reports } from '../../src/db/schema';
import { bearer, type SignedIn, signUp } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { createReport, createReportsTestApp, setPlan } from './helpers/reports-app';

let testApp: TestApp;
let freeUser: SignedIn;
let starterUser: SignedIn;
let workDir: string;
beforeAll(async () => {
  testApp = await createReportsTestApp();
  freeUser = await signUp(testApp.app, { email: 'free@example.bg' });
  starterUser = await signUp(testApp.app, { email: 'starter@example.bg' });
  await setPlan(testApp, starterUser.user.id, 'starter');
  workDir = await createWorkDir();
});
afterAll(async () => {
  await testApp.close();
  await rm(workDir, { recursive: true, force: true });
});

const download = (id: string, format: 'pdf' | 'docx', session?: SignedIn, query = '') =>
  testApp.app.inject({
    url: `/api/reports/${id}/${format}${query}`,
    headers: session ? bearer(session.accessToken) : {},
  });

describe('GET /api/reports/:id/pdf and /docx', () => {
  it('answers PLAN_REQUIRED (403) on the free plan, naming the plans that include it', async () => {
    const { report } = await createReport(testApp, freeUser);
    const english = await download(report.id, 'pdf', freeUser, '?lang=en');
    expect(english.statusCode).toBe(403);
    expect(english.json().error.code).toBe('PLAN_REQUIRED');
    expect(english.json().error.message).toContain('Starter, Professional, Enterprise and the single report');
    const bulgarian = await download(report.id, 'docx', freeUser);
    expect(bulgarian.statusCode).toBe(403);
    expect(bulgarian.json().error.message).toContain('„Стартов“, „Професионален“, „Корпоративен“');
    expect((await download(report.id, 'pdf')).statusCode).toBe(401);
  });

  it('renders the PDF in the report’s language, or the one asked for', async () => {
    const { report } = await createReport(testApp, starterUser);
    const response = await download(report.id, 'pdf', starterUser);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="GDPR-report-Onlayn-magazin-Shturche-EOOD-\d{4}-\d{2}-\d{2}\.pdf"; filename\*=UTF-8''GDPR-report-%D0%9E%D0%BD%D0%BB%D0%B0%D0%B9%D0%BD-/,
    );
    const filename = /filename\*=UTF-8''(.+)$/.exec(response.headers['content-disposition'] as string)?.[1];
    expect(decodeURIComponent(filename ?? '')).toMatch(
      /^GDPR-report-Онлайн-магазин-Щурче-ЕООД-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const bulgarian = await extractPdfText(await writeFileIn(workDir, 'bg.pdf', response.rawPayload));
    expect(bulgarian).toContain('Онлайн магазин Щурче ЕООД');
    expect(bulgarian).toContain('Доклад за съответствие с ОРЗД');
    expect(bulgarian).toContain('Препоръки');

    const english = await download(report.id, 'pdf', starterUser, '?lang=en');
    const text = await extractPdfText(await writeFileIn(workDir, 'en.pdf', english.rawPayload));
    expect(text).toContain('Онлайн магазин Щурче ЕООД');
    expect(text).toContain('GDPR Compliance Report');
    expect(text).not.toContain('Доклад за съответствие с ОРЗД');
  });

  it('renders a Word file and records each download', async () => {
    const { report } = await createReport(testApp, starterUser);
    const response = await download(report.id, 'docx', starterUser, '?lang=en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toMatch(/filename="GDPR-report-[\w-]+\.docx"/);
    expect(readZipEntry(response.rawPayload, 'word/document.xml')).toContain('GDPR Compliance Report');
    await download(report.id, 'pdf', starterUser);
    const events = await testApp.database.db
      .select()
      .from(reportEvents)
      .where(and(eq(reportEvents.reportId, report.id), eq(reportEvents.kind, 'downloaded')));
    expect(events.map((event) => event.format).sort()).toEqual(['docx', 'pdf']);
  });

  it('answers REPORT_NOT_READY until the analysis has completed', async () => {
    const { report } = await createReport(testApp, starterUser);
    await testApp.database.db.update(reports).set({ status: 'failed' }).where(eq(reports.id, report.id));
    const response = await download(report.id, 'pdf', starterUser, '?lang=en');
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'REPORT_NOT_READY',
      message: 'The report is not ready yet. Please try again in a moment.',
    });
  });
});
