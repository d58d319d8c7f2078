import type { RiskLevel } from '@app/core/analysis/risk-level';
import type { AssessmentInput } from '@app/core/assessment/schema';

/*
 * The demo's fictional company: a small online shop that has most basics in place but no retention
 * periods, no breach plan and no certainty about its processor contracts. The figures the demo shows are
 * what the methodology (packages/core analyseAssessment) computes from these answers; demo-example.test.ts
 * runs it and fails when they drift apart, so the demo never shows a number the product would not.
 */
export const demoExampleInput = {
  companyName: 'Example Shop Ltd',
  industry: 'ecommerce',
  employeeCount: 'startup',
  answers: {
    collectsData: 'yes',
    hasPrivacyPolicy: 'yes',
    usesConsent: 'yes',
    allowsDataRequests: 'yes',
    secureStorage: 'yes',
    usesThirdParties: 'yes',
    deletesOldData: 'no',
    keepsRecords: 'yes',
    hasBreachPlan: 'no',
    trainsEmployees: 'yes',
  },
  followUps: {
    specialCategories: 'no',
    childrenData: 'no',
    systematicMonitoring: 'not_sure',
    lawfulBasisDocumented: 'yes',
    directMarketing: 'yes',
    processorAgreements: 'not_sure',
    transferSafeguards: 'not_applicable',
    breachLast24Months: 'no',
    cctvRules: 'not_applicable',
    employeeRules: 'yes',
  },
} as const satisfies AssessmentInput;

export type DemoSeverity = 'critical' | 'high' | 'medium' | 'low';

export const demoExample = {
  score: 78,
  riskLevel: 'medium',
  issuesFound: 3,
  /** The first gaps in the result's order; `article` is the one of the gap's articles shown for it. */
  gaps: [
    { id: 'breachResponse', severity: 'high', article: '33' },
    { id: 'storageLimitation', severity: 'high', article: '5(1)(e)' },
    { id: 'processorAgreements', severity: 'medium', article: '28(3)' },
  ],
  /** The first recommendations in the result's order (titles in demo.json, checked against the catalogue). */
  recommendations: [
    { id: 'breach-response-plan', priority: 'high', timeline: '1-2 weeks' },
    { id: 'retention-schedule', priority: 'high', timeline: '2-4 weeks' },
    { id: 'breach-register', priority: 'medium', timeline: '1-2 weeks' },
  ],
  /** Roadmap phases: weeks from the start, and how many recommendations each holds. */
  phases: [
    { id: 'foundation', startWeek: 0, endWeek: 6, actions: 2 },
    { id: 'enhancement', startWeek: 6, endWeek: 14, actions: 3 },
    { id: 'optimization', startWeek: 14, endWeek: 20, actions: 0 },
  ],
} as const satisfies {
  score: number;
  riskLevel: RiskLevel;
  issuesFound: number;
  gaps: readonly { id: string; severity: DemoSeverity; article: string }[];
  recommendations: readonly { id: string; priority: DemoSeverity; timeline: string }[];
  phases: readonly { id: string; startWeek: number; endWeek: number; actions: number }[];
};
