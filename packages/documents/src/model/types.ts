import type { RiskLevel } from '@app/core/analysis/risk-level';
import type { Priority } from '@app/core/catalogue/recommendation-types';
import type { Language } from '@app/core/errors';

/**
 * A report with every text translated and formatted: the PDF and the Word renderer both lay out this one
 * model, so the two formats cannot differ in content.
 */
export interface ReportModel {
  language: Language;
  meta: { title: string; subject: string; keywords: string; author: string };
  header: { title: string; company: string };
  footer: { note: string; pageTemplate: string };
  cover: {
    product: string;
    title: string;
    subtitle: string;
    preparedFor: string;
    company: string;
    facts: Fact[];
  };
  summary: SummarySection;
  planNotice: TextBlock | null;
  riskFactors: RiskFactorsSection | null;
  issues: IssuesSection;
  recommendations: RecommendationsSection | null;
  roadmap: RoadmapSection | null;
  predictions: PredictionsSection | null;
  methodology: { title: string; paragraphs: string[] };
  disclaimer: TextBlock;
}

export interface Fact {
  label: string;
  value: string;
  /** Colours the value, for risk levels and severities. */
  level?: RiskLevel | undefined;
}

export interface TextBlock {
  title: string;
  text: string;
}

export interface ListBlock {
  title: string;
  items: string[];
}

export interface Table {
  columns: string[];
  rows: string[][];
}

export interface Gauge {
  label: string;
  score: number;
  scoreText: string;
  outOf: string;
  level: RiskLevel;
  levelText: string;
  scale: string;
}

export interface SummarySection {
  title: string;
  intro: string;
  gauge: Gauge;
  facts: Fact[];
  nextStep: TextBlock;
  reasons: ListBlock | null;
  insights: ListBlock | null;
}

export interface RiskFactorBar {
  label: string;
  score: number;
  scoreText: string;
  level: RiskLevel;
  levelText: string;
}

export interface RiskFactorsSection {
  title: string;
  intro: string;
  columns: { factor: string; score: string; level: string };
  bars: RiskFactorBar[];
}

export interface IssueCard {
  title: string;
  severity: Priority;
  severityText: string;
  facts: Fact[];
  risk: string;
  notes: string[];
}

export interface IssuesSection {
  title: string;
  intro: string;
  empty: string | null;
  items: IssueCard[];
}

export interface RecommendationCard {
  title: string;
  priority: Priority;
  ratings: Fact[];
  description: string;
  steps: ListBlock;
  facts: Fact[];
}

export interface RecommendationsSection {
  title: string;
  intro: string;
  empty: string | null;
  items: RecommendationCard[];
}

export interface PhaseBlock {
  title: string;
  period: string;
  weekRange: string;
  startWeek: number;
  endWeek: number;
  milestone: string | null;
  empty: string | null;
  lists: ListBlock[];
}

export interface RoadmapSection {
  title: string;
  intro: string;
  totalWeeks: number;
  phases: PhaseBlock[];
}

export interface PredictionsSection {
  title: string;
  intro: string;
  /** What the predictions assume (absent from results of methodology 2026.1). */
  assumptions: { title: string; items: string[] } | null;
  facts: Fact[];
  milestones: { title: string; table: Table };
  areas: { title: string; intro: string; empty: string | null; table: Table };
}
