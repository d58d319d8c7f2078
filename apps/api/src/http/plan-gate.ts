import { hasPermission, type Permission, type UserAccess } from '@app/core/plans/permissions';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/**
 * The permissions a plan grants (packages/core/src/plans/permissions.ts), each with the refusal that
 * names the plans having it (packages/locales/<language>/api-errors.json).
 */
export const planFeatureMessageKeys = {
  'reports:export': 'planRequired',
  'analytics:export': 'analyticsExportPlanRequired',
  'api:access': 'apiAccessPlanRequired',
  'team:manage': 'teamPlanRequired',
  // The plan's AI features (its aiRecommendations entitlement), which also open the advanced-AI screen.
  'recommendations:read': 'aiPlanRequired',
} as const satisfies Partial<Record<Permission, string>>;

export type PlanFeature = keyof typeof planFeatureMessageKeys;

/** Throws PLAN_REQUIRED (403) unless the user's plan (or admin role) grants the feature. */
export function assertPlanFeature(
  user: Pick<UserAccess, 'permissions'>,
  feature: PlanFeature,
  messageKey: string = planFeatureMessageKeys[feature],
): void {
  if (!hasPermission(user, feature)) throw new AppError('PLAN_REQUIRED', { messageKey });
}

/**
 * The hook of a route a plan must include, after the route's authentication (`app.authenticate` or
 * the API key guard): in `onRequest` with it, so a plan without the feature is refused before its
 * input is validated or its attempt counts against a rate limit (docs/architecture.md).
 */
export function requirePlanFeature(feature: PlanFeature, messageKey?: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw new AppError('UNAUTHORIZED');
    assertPlanFeature(request.user, feature, messageKey);
  };
}
