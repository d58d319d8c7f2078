import type { LocalizedText } from '../i18n/localized-text';

export const planIds = ['free', 'starter', 'professional', 'enterprise', 'payPerReport'] as const;
export type PlanId = (typeof planIds)[number];

/** Features a plan either has or has not (docs/product-decisions.md, Plans and quotas). */
export const planFeatures = [
  'pdfExport',
  'aiRecommendations',
  'emailSupport',
  'prioritySupport',
  'directExpertSupport',
  'teamManagement',
  'basicIntegrations',
  'allIntegrations',
  'apiAccess',
  'advancedReports',
  'customReports',
  'customTraining',
  'advancedAiAnalytics',
  'multiLanguageReports',
] as const;
export type PlanFeature = (typeof planFeatures)[number];

export interface PlanDefinition {
  id: PlanId;
  name: LocalizedText;
  /** `basic`: score, risk level and issues only; `full`: the whole analysis. */
  analysisAccess: 'basic' | 'full';
  /** Audits per calendar month, or per purchase for pay-per-report; null means unlimited. */
  auditLimit: number | null;
  auditPeriod: 'month' | 'purchase';
  /** People in the account including its owner; null means unlimited. */
  teamSize: number | null;
  /** How long reports are kept; null means for as long as the account exists. */
  reportRetentionDays: number | null;
  hasTrial: boolean;
  features: Readonly<Record<PlanFeature, boolean>>;
  /**
   * Requests to the language model a calendar month (summaries written, questions answered, wordings
   * tailored), counted on the server; 0: none. Used only where a provider is configured.
   */
  aiRequestLimit: number;
}

/**
 * Features that exist only with a language-model provider (docs/decisions/010-language-model-client.md):
 * without one, no plan lists them.
 */
export const aiOnlyFeatures: readonly PlanFeature[] = ['advancedAiAnalytics'];

const none: Record<PlanFeature, boolean> = Object.fromEntries(
  planFeatures.map((feature) => [feature, false]),
) as Record<PlanFeature, boolean>;

const starterFeatures = {
  ...none,
  pdfExport: true,
  aiRecommendations: true,
  emailSupport: true,
  teamManagement: true,
  basicIntegrations: true,
  multiLanguageReports: true,
};
const professionalFeatures = {
  ...starterFeatures,
  prioritySupport: true,
  allIntegrations: true,
  apiAccess: true,
  advancedReports: true,
};

/** The plans, defined once: the server enforces them, the pricing page and documents show them. */
export const planDefinitions: Readonly<Record<PlanId, PlanDefinition>> = {
  free: {
    id: 'free',
    aiRequestLimit: 0,
    name: { bg: 'Безплатен', en: 'Free' },
    analysisAccess: 'basic',
    auditLimit: 1,
    auditPeriod: 'month',
    teamSize: 1,
    reportRetentionDays: null,
    hasTrial: false,
    features: none,
  },
  starter: {
    id: 'starter',
    aiRequestLimit: 50,
    name: { bg: 'Стартов', en: 'Starter' },
    analysisAccess: 'full',
    auditLimit: 10,
    auditPeriod: 'month',
    teamSize: 5,
    reportRetentionDays: null,
    hasTrial: true,
    features: starterFeatures,
  },
  professional: {
    id: 'professional',
    aiRequestLimit: 200,
    name: { bg: 'Професионален', en: 'Professional' },
    analysisAccess: 'full',
    auditLimit: 50,
    auditPeriod: 'month',
    teamSize: 20,
    reportRetentionDays: null,
    hasTrial: true,
    features: professionalFeatures,
  },
  enterprise: {
    id: 'enterprise',
    aiRequestLimit: 1000,
    name: { bg: 'Корпоративен', en: 'Enterprise' },
    analysisAccess: 'full',
    auditLimit: null,
    auditPeriod: 'month',
    teamSize: null,
    reportRetentionDays: null,
    hasTrial: true,
    features: {
      ...professionalFeatures,
      directExpertSupport: true,
      customReports: true,
      customTraining: true,
      advancedAiAnalytics: true,
    },
  },
  payPerReport: {
    id: 'payPerReport',
    aiRequestLimit: 20,
    name: { bg: 'Еднократен доклад', en: 'Pay per report' },
    analysisAccess: 'full',
    auditLimit: 1,
    auditPeriod: 'purchase',
    teamSize: 1,
    reportRetentionDays: 30,
    hasTrial: false,
    // E-mail support covers that one report only; no team, integrations, API or custom templates.
    features: {
      ...none,
      pdfExport: true,
      aiRecommendations: true,
      emailSupport: true,
      multiLanguageReports: true,
    },
  },
};

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (planIds as readonly string[]).includes(value);
}
