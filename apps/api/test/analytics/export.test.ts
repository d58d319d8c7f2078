import { spreadsheetDateFormats } from '@app/core/format/dates';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import {
  createAccount,
  createAnalyticsTestApp,
  insertReport,
  readExport,
  type SignedIn,
} from './helpers/analytics-app';

let testApp: TestApp;
let admin: SignedIn;
let pia: SignedIn;
let quinn: SignedIn;
const shturche = 'Фирма „Щурче“, ЕООД';

/** Pia's three reports (names a spreadsheet could trip on), Quinn's one and a visitor's one. */
beforeAll(async () => {
  testApp = await createAnalyticsTestApp();
  admin = await createAccount(testApp, 'admin@example.bg', { role: 'admin' });
  pia = await createAccount(testApp, 'pia@example.bg', { plan: 'professional' });
  quinn = await createAccount(testApp, 'quinn@example.bg', { plan: 'enterprise' });
  const p = pia.user.id;
  // 00:30 on 2 May in Sofia (summer time, UTC+3).
  await insertReport(testApp, {
    userId: p,
    createdAt: '2026-05-01T21:30:00Z',
    companyName: shturche,
    score: 64,
    risk: 'medium',
    gaps: ['breachResponse', 'training'],
  });
  await insertReport(testApp, {
    userId: p,
    createdAt: '2026-05-10T09:00:00Z',
    companyName: '=HYPERLINK("http://evil.example")',
    industry: 'finance',
    size: 'smb',
    score: 88,
    risk: 'low',
    gaps: ['records'],
    language: 'en',
  });
  await insertReport(testApp, {
    userId: p,
    createdAt: '2026-06-10T09:00:00Z',
    companyName: '-Минус ООД',
    industry: 'healthcare',
    size: 'enterprise',
    score: 30,
    risk: 'critical',
    gaps: ['security', 'dpo', 'breachResponse'],
  });
  await insertReport(testApp, {
    userId: p,
    createdAt: '2026-05-12T09:00:00Z',
    status: 'failed',
    companyName: 'Неуспешна ООД',
  });
  await insertReport(testApp, {
    userId: quinn.user.id,
    createdAt: '2026-05-05T09:00:00Z',
    companyName: 'Чужда фирма ООД',
    score: 55,
  });
  await insertReport(testApp, {
    createdAt: '2026-05-06T09:00:00Z',
    companyName: 'Посетител ЕООД',
    score: 75,
    risk: 'low',
    gaps: [],
  });
});
afterAll(() => testApp.close());

const range = 'from=2026-05-01&to=2026-06-30';
const parseCsv = (body: Buffer): string[][] => parse(body, { bom: true });

describe('GET /api/analytics/export permissions', () => {
  it('answers 401 to a visitor and PLAN_REQUIRED, naming the plans, to Free and Starter', async () => {
    expect((await readExport(testApp, null, `format=csv&${range}`)).statusCode).toBe(401);
    const free = await createAccount(testApp, 'fred@example.bg');
    const english = await readExport(testApp, free, `format=csv&lang=en`);
    expect(english.statusCode).toBe(403);
    expect(english.json().error.code).toBe('PLAN_REQUIRED');
    expect(english.json().error.message).toContain('Professional and Enterprise plans');
    const bulgarian = await readExport(testApp, free, `format=xlsx`);
    expect(bulgarian.statusCode).toBe(403);
    expect(bulgarian.json().error.message).toContain('„Професионален“ и „Корпоративен“');
    const starter = await createAccount(testApp, 'stella@example.bg', { plan: 'starter' });
    expect((await readExport(testApp, starter, 'format=json')).json().error.code).toBe('PLAN_REQUIRED');
  });

  it('refuses an unknown format and a reversed range', async () => {
    const format = await readExport(testApp, pia, 'format=pdf&lang=en');
    expect(format.statusCode).toBe(400);
    expect(format.json().error.issues).toEqual([
      { path: 'format', message: 'Please choose one of the available options' },
    ]);
    const order = await readExport(testApp, pia, 'format=csv&from=2026-06-01&to=2026-05-01');
    expect(order.json().error.issues).toEqual([
      { path: 'to', message: 'Крайната дата не може да е преди началната' },
    ]);
  });
});

describe('GET /api/analytics/export as CSV', () => {
  it('gives a user their own reports, named, in Bulgarian, UTF-8 with a BOM, formulas neutralised', async () => {
    const response = await readExport(testApp, pia, `format=csv&${range}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="gdpr-analytics-2026-05-01_2026-06-30.csv"; filename*=UTF-8''gdpr-analytics-2026-05-01_2026-06-30.csv`,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body).toContain('\r\n');
    expect(response.body.replaceAll('\r\n', '')).not.toContain('\n');
    expect(parseCsv(response.rawPayload)).toEqual([
      [
        'Дата',
        'Наименование на организацията',
        'Сектор',
        'Брой служители',
        'Оценка на съответствието',
        'Ниво на риска',
        'Открити пропуски',
        'Пропуски (мерки)',
        'Език на доклада',
        'Сектор (код)',
        'Брой служители (код)',
        'Ниво на риска (код)',
        'Пропуски (кодове на мерките)',
        'Език на доклада (код)',
      ],
      [
        '2026-05-02',
        shturche,
        'Електронна търговия',
        '1-50 служители',
        '64',
        'Среден риск',
        '2',
        'Действия при нарушение на сигурността на личните данни; Обучение и осведоменост на персонала',
        'български',
        'ecommerce',
        'startup',
        'medium',
        'breachResponse, training',
        'bg',
      ],
      [
        '2026-05-10',
        `'=HYPERLINK("http://evil.example")`,
        'Финанси',
        '51-250 служители',
        '88',
        'Нисък риск',
        '1',
        'Регистри на дейностите по обработване',
        'английски',
        'finance',
        'smb',
        'low',
        'records',
        'en',
      ],
      [
        '2026-06-10',
        "'-Минус ООД",
        'Здравеопазване',
        '250+ служители',
        '30',
        'Критичен риск',
        '3',
        'Сигурност на обработването; Длъжностно лице по защита на данните; Действия при нарушение на сигурността на личните данни',
        'български',
        'healthcare',
        'enterprise',
        'critical',
        'security, dpo, breachResponse',
        'bg',
      ],
    ]);
    expect(response.body).not.toContain('Чужда фирма');
    expect(response.body).not.toContain('Посетител');
  });

  it('gives an administrator every report without names, e-mails or user ids, in English on request', async () => {
    const response = await readExport(testApp, admin, `format=csv&${range}&lang=en`);
    expect(response.statusCode).toBe(200);
    const rows = parseCsv(response.rawPayload);
    expect(rows[0]).toEqual([
      'Date',
      'Industry',
      'Employees',
      'Compliance score',
      'Risk level',
      'Issues found',
      'Gaps (controls)',
      'Report language',
      'Industry (code)',
      'Employees (code)',
      'Risk level (code)',
      'Gaps (control codes)',
      'Report language (code)',
    ]);
    expect(rows.slice(1).map((row) => row[3])).toEqual(['64', '55', '75', '88', '30']);
    expect(rows[1]).toEqual([
      '2026-05-02',
      'E-commerce',
      '1-50 employees',
      '64',
      'Medium risk',
      '2',
      'Personal data breach response; Staff awareness and training',
      'Bulgarian',
      'ecommerce',
      'startup',
      'medium',
      'breachResponse, training',
      'bg',
    ]);
    for (const secret of [
      'Щурче',
      'HYPERLINK',
      'Минус',
      'Чужда',
      'Посетител',
      '@example.bg',
      pia.user.id,
      quinn.user.id,
    ])
      expect(response.body).not.toContain(secret);
  });

  it('respects the filters', async () => {
    const rows = parseCsv((await readExport(testApp, admin, `format=csv&${range}&risk=low`)).rawPayload);
    expect(rows.slice(1).map((row) => row[3])).toEqual(['75', '88']);
    const may = parseCsv(
      (await readExport(testApp, pia, 'format=csv&from=2026-05-03&to=2026-05-31&industry=finance'))
        .rawPayload,
    );
    expect(may.slice(1).map((row) => row[4])).toEqual(['88']);
    const none = parseCsv(
      (await readExport(testApp, pia, 'format=csv&from=2026-01-01&to=2026-01-31')).rawPayload,
    );
    expect(none).toHaveLength(1);
  });
});

describe('GET /api/analytics/export as XLSX and JSON', () => {
  it('writes a workbook with a header row, dates as dates and numbers as numbers', async () => {
    const response = await readExport(testApp, pia, `format=xlsx&${range}&lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain(
      'filename="gdpr-analytics-2026-05-01_2026-06-30.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.name).toBe('Assessments');
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Date',
      'Company name',
      'Industry',
      'Employees',
      'Compliance score',
      'Risk level',
      'Issues found',
      'Gaps (controls)',
      'Report language',
      'Industry (code)',
      'Employees (code)',
      'Risk level (code)',
      'Gaps (control codes)',
      'Report language (code)',
    ]);
    const first = sheet.getRow(2);
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.Date);
    expect(first.getCell(1).value).toEqual(new Date('2026-05-02T00:00:00Z'));
    // Shown in the product's one date style, 2 May 2026.
    expect(first.getCell(1).numFmt).toBe(spreadsheetDateFormats.en);
    expect(first.getCell(2).value).toBe(shturche);
    expect(first.getCell(5).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(5).value).toBe(64);
    expect(first.getCell(7).value).toBe(2);
    // The risk level in words in its column, its code in the codes' column at the end.
    expect(first.getCell(6).value).toBe('Medium risk');
    expect(first.getCell(12).value).toBe('medium');
    expect(sheet.getRow(4).getCell(2).value).toBe('-Минус ООД');
  });

  it('writes a JSON array with English keys, the words in the language asked for and the codes', async () => {
    const response = await readExport(testApp, pia, `format=json&${range}&industry=ecommerce`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual([
      {
        date: '2026-05-02',
        companyName: shturche,
        industry: 'Електронна търговия',
        companySize: '1-50 служители',
        complianceScore: 64,
        riskLevel: 'Среден риск',
        issuesFound: 2,
        gaps: [
          'Действия при нарушение на сигурността на личните данни',
          'Обучение и осведоменост на персонала',
        ],
        language: 'български',
        industryCode: 'ecommerce',
        companySizeCode: 'startup',
        riskLevelCode: 'medium',
        gapCodes: ['breachResponse', 'training'],
        languageCode: 'bg',
      },
    ]);
    const adminRows = (await readExport(testApp, admin, `format=json&${range}`)).json();
    expect(adminRows).toHaveLength(5);
    expect(adminRows.every((row: object) => !('companyName' in row))).toBe(true);
    expect((await readExport(testApp, pia, 'format=json&from=2020-01-01&to=2020-01-01')).json()).toEqual([]);
  });
});
