import { listPermissions } from '@app/core/plans/permissions';
import type { PlanId } from '@app/core/plans/plans';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { type PlanFeature, requirePlanFeature } from './plan-gate';

function asCaller(plan: PlanId | null, role: 'user' | 'admin' = 'user'): FastifyRequest {
  const user = plan === null ? null : { role, plan, permissions: listPermissions(role, plan) };
  return { user } as unknown as FastifyRequest;
}

async function refusal(feature: PlanFeature, request: FastifyRequest, messageKey?: string) {
  return requirePlanFeature(
    feature,
    messageKey,
  )(request).then(
    () => undefined,
    (error: unknown) => error,
  );
}

// Each gated feature: a plan without it, the message naming the plans with it, and a plan with it.
const cases: [PlanFeature, PlanId, string, PlanId][] = [
  ['reports:export', 'free', 'planRequired', 'starter'],
  ['analytics:export', 'starter', 'analyticsExportPlanRequired', 'professional'],
  ['api:access', 'starter', 'apiAccessPlanRequired', 'professional'],
  ['team:manage', 'payPerReport', 'teamPlanRequired', 'starter'],
];

describe('requirePlanFeature', () => {
  it.each(cases)(
    'refuses %s on %s with its message key, allows it on %s',
    async (feature, without, key, withIt) => {
      const refused = await refusal(feature, asCaller(without));
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: 'PLAN_REQUIRED', status: 403, messageKey: key });
      expect(await refusal(feature, asCaller(withIt))).toBeUndefined();
    },
  );

  it('lets an administrator through whatever the plan', async () => {
    for (const [feature] of cases) expect(await refusal(feature, asCaller('free', 'admin'))).toBeUndefined();
  });

  it('takes a more precise message key, and answers 401 without a signed-in caller', async () => {
    expect(await refusal('reports:export', asCaller('free'), 'trialEnded')).toMatchObject({
      messageKey: 'trialEnded',
    });
    expect(await refusal('reports:export', asCaller(null))).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
