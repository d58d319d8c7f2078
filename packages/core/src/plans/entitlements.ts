import { type PlanFeature, type PlanId, planDefinitions } from './plans';

/** Something a user wants to do, checked against the plan. */
export type EntitlementRequest =
  | PlanFeature
  | { feature: 'teamSize'; members: number }
  | { feature: 'auditsPerMonth'; used: number };

/**
 * Whether a plan may do a thing: a feature (`'pdfExport'`), a team of `members` people, or one more
 * audit after `used` this period (this calendar month; for pay-per-report, this purchase).
 */
export function canPlan(plan: PlanId, request: EntitlementRequest): boolean {
  const definition = planDefinitions[plan];
  if (typeof request === 'string') return definition.features[request];
  if (request.feature === 'teamSize')
    return definition.teamSize === null || request.members <= definition.teamSize;
  return definition.auditLimit === null || request.used < definition.auditLimit;
}

/** A plan's numeric limit; null means unlimited. */
export function getPlanLimit(
  plan: PlanId,
  limit: 'teamSize' | 'auditsPerMonth' | 'reportRetentionDays',
): number | null {
  const definition = planDefinitions[plan];
  if (limit === 'teamSize') return definition.teamSize;
  if (limit === 'auditsPerMonth') return definition.auditLimit;
  return definition.reportRetentionDays;
}
