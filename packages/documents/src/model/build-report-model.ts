import { employeeBandLabels } from '@app/core/assessment/company';
import { formatDate } from '@app/core/format/dates';
import { fillLabel } from '../labels';
import type { Report } from '../report';
import { createModelContext, type ModelContext } from './context';
import { buildIssues, buildRecommendations, buildRiskFactors } from './findings';
import { buildPredictions, buildRoadmap } from './plan';
import { buildSummary } from './summary';
import type { Fact, ReportModel } from './types';

function describeIndustry(context: ModelContext): string {
  const { company } = context.report;
  if (company.industry === 'other' && company.specifyIndustry) return company.specifyIndustry;
  return context.labels.industries[company.industry];
}

function buildCoverFacts(context: ModelContext): Fact[] {
  const { report, labels, language } = context;
  const { cover } = labels;
  return [
    { label: cover.industry, value: describeIndustry(context) },
    {
      label: cover.employees,
      // A range is written with an en dash in both languages: 1–50.
      value: fillLabel(cover.employeesValue, {
        band: employeeBandLabels[report.company.employeeCount].replace('-', '–'),
      }),
    },
    { label: cover.date, value: formatDate(report.generatedAt, language) },
    { label: cover.analysisDate, value: formatDate(new Date(report.analysis.analysedAt), language) },
    { label: cover.language, value: labels.languages[language] },
    { label: cover.methodology, value: report.analysis.methodologyVersion },
    { label: cover.analysisId, value: report.analysis.analysisId },
  ];
}

/**
 * Translates and formats a report once, in the order the documents show it. Sections the plan does not
 * include are null, and a notice says what the plan leaves out.
 */
export function buildReportModel(report: Report): ReportModel {
  const context = createModelContext(report);
  const { labels, language } = context;
  const { analysis, company } = report;
  const summary = buildSummary(context);
  const isFull = analysis.access === 'full';
  const riskFactors = isFull ? buildRiskFactors(context, analysis.riskFactors) : null;
  const issues = buildIssues(context, analysis.issues);
  const recommendations = isFull ? buildRecommendations(context, analysis.recommendations) : null;
  const roadmap = isFull
    ? buildRoadmap(context, analysis.roadmap.phases, analysis.recommendations, analysis.predictions)
    : null;
  const predictions = isFull ? buildPredictions(context, analysis.predictions) : null;
  return {
    language,
    meta: {
      title: `${labels.title} – ${company.name}`,
      subject: fillLabel(labels.meta.subject, { company: company.name }),
      keywords: labels.meta.keywords,
      author: labels.product,
    },
    header: { title: `${labels.product} · ${labels.title}`, company: company.name },
    footer: { note: labels.footer.note, pageTemplate: labels.footer.page },
    cover: {
      product: labels.product,
      title: labels.title,
      subtitle: labels.subtitle,
      preparedFor: labels.cover.preparedFor,
      company: company.name,
      facts: buildCoverFacts(context),
    },
    summary,
    planNotice: isFull ? null : { title: labels.planNotice.title, text: labels.planNotice.text },
    riskFactors,
    issues,
    recommendations,
    roadmap,
    predictions,
    methodology: {
      title: context.numberTitle(labels.methodology.title),
      paragraphs: [
        fillLabel(labels.methodology.version, {
          version: analysis.methodologyVersion,
          date: formatDate(new Date(analysis.analysedAt), language),
        }),
        labels.methodology.text,
      ],
    },
    disclaimer: {
      title: labels.disclaimer.title,
      text: fillLabel(labels.disclaimer.text, { company: company.name }),
    },
  };
}

/** Page numbers in the footer: "Страница 2 от 9". */
export function formatPageNumber(model: ReportModel, page: number | string, pages: number | string): string {
  return fillLabel(model.footer.pageTemplate, { page, pages });
}
