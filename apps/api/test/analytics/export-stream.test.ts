import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import {
  bearer,
  createAccount,
  createAnalyticsTestApp,
  readAnalytics,
  readExport,
  type SignedIn,
} from './helpers/analytics-app';

let testApp: TestApp;
let pia: SignedIn;
const count = 2_500;

/**
 * 2,500 reports of one user: three batches of the export. Groups of seven share a second and some of
 * them the microsecond, so paging must order by (created_at, id) exactly, not by JavaScript's
 * millisecond times, to neither lose nor repeat a row.
 */
beforeAll(async () => {
  testApp = await createAnalyticsTestApp();
  pia = await createAccount(testApp, 'pia@example.bg', { plan: 'professional' });
  await testApp.database.db.execute(sql`
    insert into reports (id, user_id, status, language, company_name, industry, employee_count, input,
      compliance_score, risk_level, issues_found, gap_control_ids, created_at, updated_at, completed_at)
    select gen_random_uuid(), ${pia.user.id}::uuid, 'completed', 'bg', 'Фирма № ' || i, 'ecommerce', 'startup',
      '{"answers":{}}'::jsonb, i % 101, 'medium', 1, array['records'], stamp, stamp, stamp
    from generate_series(1, ${count}) as i,
      lateral (select timestamptz '2026-01-01 10:00:00+00' + (i / 7) * interval '1 second'
        + (i % 3) * interval '1 microsecond' as stamp) as t`);
});
afterAll(() => testApp.close());

const query = 'from=2026-01-01&to=2026-01-31';
const expectedNames = Array.from({ length: count }, (_, index) => `Фирма № ${index + 1}`).sort();

describe('a large export', () => {
  it('pages through every row exactly once, in each format', async () => {
    const csv: string[][] = parse((await readExport(testApp, pia, `format=csv&${query}`)).rawPayload, {
      bom: true,
    });
    expect(csv).toHaveLength(count + 1);
    expect(
      csv
        .slice(1)
        .map((row) => row[1])
        .sort(),
    ).toEqual(expectedNames);

    const json = (await readExport(testApp, pia, `format=json&${query}`)).json();
    expect(json.map((row: { companyName: string }) => row.companyName).sort()).toEqual(expectedNames);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await readExport(testApp, pia, `format=xlsx&${query}`)).rawPayload as unknown as ArrayBuffer,
    );
    expect(workbook.worksheets[0]?.rowCount).toBe(count + 1);
  });

  it('lets a client go away mid-download without harm, and serves the next one', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as AddressInfo;
    for (const format of ['csv', 'xlsx', 'json']) {
      const received = await new Promise<{ status: number | undefined; bytes: number }>((resolve, reject) => {
        const call = request(
          {
            port,
            host: '127.0.0.1',
            path: `/api/analytics/export?format=${format}&${query}`,
            headers: bearer(pia.accessToken),
          },
          (response) =>
            response.once('data', (chunk: Buffer) => {
              call.destroy();
              resolve({ status: response.statusCode, bytes: chunk.length });
            }),
        );
        call.on('error', (error) => (call.destroyed ? undefined : reject(error)));
        call.end();
      });
      expect(received.status).toBe(200);
      expect(received.bytes).toBeGreaterThan(0);
    }
    // The database is free and the server answers: nothing was left waiting on the dead connections.
    const view = await readAnalytics(testApp, pia, query);
    expect(view.statusCode).toBe(200);
    expect(view.json().analytics.history).toHaveLength(count);
    const again = await readExport(testApp, pia, `format=csv&${query}`);
    expect(parse(again.rawPayload, { bom: true })).toHaveLength(count + 1);
  });
});

describe('the analytics API in the OpenAPI document', () => {
  it('describes both calls, the export as a file per format', async () => {
    const { paths } = (await testApp.app.inject({ url: '/api/openapi.json' })).json();
    const view = paths['/api/analytics'].get;
    expect(view.tags).toEqual(['analytics']);
    expect(view.security).toEqual([{ bearerAuth: [] }]);
    expect(view.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual([
      'from',
      'industry',
      'risk',
      'size',
      'to',
    ]);
    expect(view.responses['200'].content['application/json'].schema).toBeDefined();
    const file = paths['/api/analytics/export'].get;
    expect(Object.keys(file.responses['200'].content).sort()).toEqual([
      'application/json; charset=utf-8',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/csv; charset=utf-8',
    ]);
    expect(file.responses['200'].content['text/csv; charset=utf-8'].schema.format).toBe('binary');
    expect(file.responses['200'].content['application/json; charset=utf-8'].schema.items.required).toEqual(
      expect.arrayContaining([
        'date',
        'industry',
        'companySize',
        'complianceScore',
        'riskLevel',
        'gaps',
        'industryCode',
        'riskLevelCode',
        'gapCodes',
      ]),
    );
    expect(file.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['format', 'lang', 'from', 'to']),
    );
  });
});
