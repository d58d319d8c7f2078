import { describe, expect, it } from 'vitest';
import { getReportLabels } from '../labels';
import { createProfileReport } from '../test-support/report-fixtures';
import { buildReportModel, formatPageNumber } from './build-report-model';
import type { ReportModel } from './types';

function collectTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(collectTexts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(collectTexts);
  return [];
}

function sectionTitles(model: ReportModel): string[] {
  return [
    model.summary.title,
    model.riskFactors?.title,
    model.issues.title,
    model.recommendations?.title,
    model.roadmap?.title,
    model.predictions?.title,
    model.methodology.title,
  ].filter((title) => title !== undefined);
}

function flattenKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    flattenKeys(inner, prefix ? `${prefix}.${key}` : key),
  );
}

describe('buildReportModel', () => {
  it('has the same label keys in Bulgarian and English', () => {
    expect(flattenKeys(getReportLabels('bg')).sort()).toEqual(flattenKeys(getReportLabels('en')).sort());
  });

  it('formats dates, numbers and articles the Bulgarian way', () => {
    const model = buildReportModel(createProfileReport('careless web shop', 'bg'));
    const date = model.cover.facts.find((fact) => fact.label === 'Дата на доклада');
    expect(date?.value).toBe('22.11.2026 г.');
    const breach = model.issues.items[0];
    expect(breach?.facts).toContainEqual({ label: 'Приложими разпоредби', value: 'чл. 33; чл. 34 от ОРЗД' });
    const pointsLost = breach?.facts.find((fact) => fact.label === 'Отнема от оценката');
    expect(pointsLost?.value).toMatch(/^\d+,\d т\.$/);
    const confidence = model.summary.facts.find((fact) => fact.label === 'Надеждност на анализа');
    expect(confidence?.value).toMatch(/^\d+\u00a0%$/);
  });

  it('formats them the English way in English', () => {
    const model = buildReportModel(createProfileReport('careless web shop', 'en'));
    expect(model.cover.facts).toContainEqual({ label: 'Report date', value: '22 November 2026' });
    expect(model.issues.items[0]?.facts).toContainEqual({
      label: 'Applicable provisions',
      value: 'Art. 33; Art. 34 GDPR',
    });
  });

  it('shows every section of a full analysis, numbered in order', () => {
    const model = buildReportModel(createProfileReport('careless web shop', 'bg'));
    expect(sectionTitles(model)).toEqual([
      '1. Резюме',
      '2. Рискови фактори',
      '3. Открити пропуски',
      '4. Препоръки',
      '5. Пътна карта',
      '6. Прогнози',
      '7. Методология',
    ]);
    expect(model.riskFactors?.bars).toHaveLength(13);
    expect(model.recommendations?.items.length).toBeGreaterThan(10);
    expect(model.planNotice).toBeNull();
    const report = createProfileReport('careless web shop', 'bg');
    const { analysis } = report;
    const nextStep =
      analysis.access === 'full'
        ? analysis.insights.find((insight) => insight.kind === 'nextStep')
        : undefined;
    expect(model.summary.nextStep.text).toContain(nextStep?.text.bg ?? '—');
  });

  it('renders what a basic view has and says what the plan leaves out', () => {
    const model = buildReportModel(createProfileReport('small dental practice', 'bg', 'free'));
    expect(sectionTitles(model)).toEqual(['1. Резюме', '2. Открити пропуски', '3. Методология']);
    expect(model.planNotice?.text).toContain('платените планове');
    expect(model.summary.nextStep.title).toBe('Най-големият пропуск');
    expect(model.issues.items.length).toBeGreaterThan(5);
  });

  it('says so when there is nothing to fix', () => {
    const model = buildReportModel(createProfileReport('careful private clinic', 'en'));
    expect(model.issues.empty).toBe('No gaps were found: every control that applies is confirmed.');
    expect(model.recommendations?.empty).not.toBeNull();
    expect(model.roadmap?.phases.map((phase) => phase.empty !== null)).toEqual([true, true, true]);
  });

  it.each(['bg', 'en'] as const)('leaves no placeholder unfilled in %s', (language) => {
    for (const [profile, plan] of [
      ['careless web shop', 'professional'],
      ['small dental practice', 'free'],
    ] as const) {
      const model = buildReportModel(createProfileReport(profile, language, plan));
      // The page template is filled per page by each renderer; every other text is final.
      const texts = [...collectTexts({ ...model, footer: model.footer.note }), formatPageNumber(model, 2, 9)];
      expect(texts.filter((text) => text.includes('{{'))).toEqual([]);
    }
  });

  it('names the industry the company gave when it chose "other"', () => {
    const report = createProfileReport('small accounting firm', 'bg');
    const other = {
      ...report,
      company: { ...report.company, industry: 'other' as const, specifyIndustry: 'Туризъм' },
    };
    expect(buildReportModel(other).cover.facts).toContainEqual({ label: 'Сектор', value: 'Туризъм' });
    expect(buildReportModel(report).cover.facts).toContainEqual({ label: 'Сектор', value: 'Финанси' });
    expect(buildReportModel(report).cover.facts).toContainEqual({
      label: 'Брой служители',
      value: '1–50 служители',
    });
  });

  it('puts the company name and the page count where the reader expects them', () => {
    const model = buildReportModel(createProfileReport('careless web shop', 'bg'));
    expect(model.cover.company).toBe('Онлайн магазин „Щурче“ ЕООД');
    expect(model.meta).toMatchObject({ author: 'GDPR Navigator', title: expect.stringContaining('„Щурче“') });
    expect(formatPageNumber(model, 2, 9)).toBe('Страница 2 от 9');
    expect(model.disclaimer.text).toContain('не е правен съвет');
  });
});
