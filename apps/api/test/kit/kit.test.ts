import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZipEntry } from '../../../../packages/documents/test/helpers/tools';
import { createApiKeysTestApp, createKey, signUpOnPlan, withKey } from '../api-keys/helpers';
import { bearer, type SignedIn } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { createReport, createWebShopAssessment } from '../reports/helpers/reports-app';

let testApp: TestApp;
let freeUser: SignedIn;
let starterUser: SignedIn;
let professionalUser: SignedIn;
// The free plan has one audit a month: its one report serves every test.
let freeReportId: string;
beforeAll(async () => {
  const created = await createApiKeysTestApp();
  testApp = created.testApp;
  freeUser = await signUpOnPlan(testApp, created.admin, 'kit-free@example.bg', 'free');
  starterUser = await signUpOnPlan(testApp, created.admin, 'kit-starter@example.bg', 'starter');
  professionalUser = await signUpOnPlan(testApp, created.admin, 'kit-pro@example.bg', 'professional');
  freeReportId = (await createReport(testApp, freeUser)).report.id;
});
afterAll(async () => {
  await testApp.close();
});

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url, headers });

describe('GET /api/reports/:id/kit', () => {
  it('lists the drafts that apply, with the gaps each closes, to every plan', async () => {
    const response = await get(`/api/reports/${freeReportId}/kit`, bearer(freeUser.accessToken));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.canDownload).toBe(false);
    const ids = body.documents.map((item: { id: string }) => item.id);
    // The web shop has processors but no cameras.
    expect(ids).toContain('records-of-processing');
    expect(ids).toContain('processor-checklist');
    expect(ids).not.toContain('cctv');
    const breach = body.documents.find((item: { id: string }) => item.id === 'breach-procedure');
    expect(breach.formats).toEqual(['docx', 'odt']);
    expect(breach.gapsClosed.map((gap: { controlId: string }) => gap.controlId)).toEqual(['breachResponse']);
    // Free sees the gaps, not the roadmap (the full analysis).
    expect(breach.roadmapItems).toEqual([]);
  });

  it('names the roadmap items on a paid plan and says it can download', async () => {
    const { report } = await createReport(testApp, starterUser);
    const body = (await get(`/api/reports/${report.id}/kit`, bearer(starterUser.accessToken))).json();
    expect(body.canDownload).toBe(true);
    const breach = body.documents.find((item: { id: string }) => item.id === 'breach-procedure');
    expect(breach.roadmapItems.length).toBeGreaterThan(0);
  });

  it('needs a session, and hides another user’s report', async () => {
    const { report } = await createReport(testApp, starterUser);
    expect((await get(`/api/reports/${report.id}/kit`)).statusCode).toBe(401);
    expect((await get(`/api/reports/${report.id}/kit`, bearer(freeUser.accessToken))).statusCode).toBe(404);
  });
});

describe('GET /api/reports/:id/kit/:document', () => {
  it('answers PLAN_REQUIRED (403) on the free plan', async () => {
    const response = await get(
      `/api/reports/${freeReportId}/kit/privacy-notice?format=docx&lang=en`,
      bearer(freeUser.accessToken),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('PLAN_REQUIRED');
  });

  it('downloads a Word draft carrying the company and the draft note', async () => {
    const { report } = await createReport(testApp, starterUser);
    const response = await get(
      `/api/reports/${report.id}/kit/privacy-notice?format=docx&lang=en`,
      bearer(starterUser.accessToken),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="privacy-notice-Onlayn-magazin-Shturche-EOOD-\d{4}-\d{2}-\d{2}\.docx"$/,
    );
    const xml = readZipEntry(response.rawPayload, 'word/document.xml') ?? '';
    expect(xml).toContain('Онлайн магазин Щурче ЕООД');
    expect(xml).toContain('DRAFT TO BE REVIEWED');
  });

  it('downloads the records of processing as XLSX in the report’s language', async () => {
    const { report } = await createReport(testApp, starterUser);
    const response = await get(
      `/api/reports/${report.id}/kit/records-of-processing?format=xlsx`,
      bearer(starterUser.accessToken),
    );
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      for (const value of (row.values as unknown[]).slice(1)) cells.push(String(value ?? ''));
    });
    expect(cells.join('\n')).toContain('Онлайн магазин Щурче ЕООД');
    expect(cells.join('\n')).toContain('чл. 12, ал. 1, т. 1 от Закона за счетоводството');
  });

  it('refuses a format the draft lacks, a draft outside the kit, and unknown values', async () => {
    const { report } = await createReport(testApp, starterUser);
    const auth = bearer(starterUser.accessToken);
    const base = `/api/reports/${report.id}/kit`;
    expect((await get(`${base}/privacy-notice?format=xlsx`, auth)).statusCode).toBe(400);
    expect((await get(`${base}/cctv?format=docx`, auth)).statusCode).toBe(404);
    expect((await get(`${base}/nonsense?format=docx`, auth)).statusCode).toBe(400);
    expect((await get(`${base}/privacy-notice?format=pdf`, auth)).statusCode).toBe(400);
  });

  it('offers the CCTV draft where the company has cameras', async () => {
    const payload = createWebShopAssessment({
      followUps: { processorAgreements: 'not_sure', transferSafeguards: 'no', cctvRules: 'no' },
    });
    const { report } = await createReport(testApp, starterUser, payload);
    const response = await get(
      `/api/reports/${report.id}/kit/cctv?format=odt&lang=bg`,
      bearer(starterUser.accessToken),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.oasis.opendocument.text');
    expect(readZipEntry(response.rawPayload, 'content.xml')).toContain('ВИДЕОНАБЛЮДЕНИЕ');
  });
});

describe('the kit under /api/v1', () => {
  it('lists and downloads with an API key', async () => {
    const { key } = await createKey(testApp, professionalUser);
    const { report } = await createReport(testApp, professionalUser);
    const list = await get(`/api/v1/reports/${report.id}/kit`, withKey(key));
    expect(list.statusCode).toBe(200);
    expect(list.json().canDownload).toBe(true);
    const file = await get(`/api/v1/reports/${report.id}/kit/breach-log?format=ods&lang=en`, withKey(key));
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(30, 38).toString()).toBe('mimetype');
    expect(readZipEntry(file.rawPayload, 'content.xml')).toContain('Art. 33(5)');
  });
});
