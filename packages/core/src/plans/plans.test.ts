import { analyse, makeInput } from '@app/test-support/assessment-fixtures';
import { describe, expect, it } from 'vitest';
import { canPlan, getPlanLimit } from './entitlements';
import { hasPermission, hasRole, listPermissions } from './permissions';
import { analysisViewSchema, restrictAnalysisToPlan } from './plan-view';
import { planIds } from './plans';
import { getPlanPriceCents, trialDays } from './pricing';

describe('canPlan', () => {
  it('gives each plan its features: none on free, API from professional, no team on pay-per-report', () => {
    const table = planIds.map((plan) => [
      plan,
      canPlan(plan, 'pdfExport'),
      canPlan(plan, 'aiRecommendations'),
      canPlan(plan, 'emailSupport'),
      canPlan(plan, 'apiAccess'),
      canPlan(plan, 'teamManagement'),
    ]);
    expect(table).toEqual([
      ['free', false, false, false, false, false],
      ['starter', true, true, true, false, true],
      ['professional', true, true, true, true, true],
      ['enterprise', true, true, true, true, true],
      ['payPerReport', true, true, true, false, false],
    ]);
    expect(canPlan('enterprise', 'advancedAiAnalytics')).toBe(true);
    expect(canPlan('professional', 'advancedAiAnalytics')).toBe(false);
    expect(canPlan('payPerReport', 'basicIntegrations')).toBe(false);
    expect(canPlan('payPerReport', 'multiLanguageReports')).toBe(true);
  });

  it('limits team size: 5, 20, unlimited', () => {
    expect(canPlan('starter', { feature: 'teamSize', members: 5 })).toBe(true);
    expect(canPlan('starter', { feature: 'teamSize', members: 6 })).toBe(false);
    expect(canPlan('professional', { feature: 'teamSize', members: 20 })).toBe(true);
    expect(canPlan('enterprise', { feature: 'teamSize', members: 5000 })).toBe(true);
    expect(canPlan('free', { feature: 'teamSize', members: 2 })).toBe(false);
  });

  it('limits audits: free 1, starter 10, professional 50 a month, enterprise unlimited, one per report', () => {
    expect(canPlan('free', { feature: 'auditsPerMonth', used: 0 })).toBe(true);
    expect(canPlan('free', { feature: 'auditsPerMonth', used: 1 })).toBe(false);
    expect(canPlan('starter', { feature: 'auditsPerMonth', used: 9 })).toBe(true);
    expect(canPlan('starter', { feature: 'auditsPerMonth', used: 10 })).toBe(false);
    expect(canPlan('professional', { feature: 'auditsPerMonth', used: 50 })).toBe(false);
    expect(canPlan('enterprise', { feature: 'auditsPerMonth', used: 10_000 })).toBe(true);
    expect(getPlanLimit('payPerReport', 'reportRetentionDays')).toBe(30);
    expect(getPlanLimit('enterprise', 'auditsPerMonth')).toBeNull();
  });
});

describe('pricing', () => {
  it('saves 20 % on annual billing and offers a 14-day trial', () => {
    expect(getPlanPriceCents('starter', 'monthly')).toBe(2900);
    expect(getPlanPriceCents('starter', 'annual')).toBe(27840);
    expect(getPlanPriceCents('professional', 'annual')).toBe(75840);
    expect(getPlanPriceCents('enterprise', 'monthly')).toBeNull();
    expect(getPlanPriceCents('payPerReport', 'oneTime')).toBe(1900);
    expect(trialDays).toBe(14);
  });
});

describe('restrictAnalysisToPlan', () => {
  const analysis = analyse(makeInput({ answers: { hasBreachPlan: 'no' } }));

  it('shows the free plan only the score, the risk level with its reasons, and the issues', () => {
    const view = restrictAnalysisToPlan(analysis, 'free');
    expect(view.access).toBe('basic');
    expect(Object.keys(view).sort()).toEqual(
      [
        'access',
        'analysedAt',
        'analysisId',
        'complianceScore',
        'confidence',
        'employeeCount',
        'industry',
        'issues',
        'issuesFound',
        'unansweredFollowUps',
        'methodologyVersion',
        'riskLevel',
        'riskLevelReasons',
      ].sort(),
    );
    expect(JSON.stringify(view)).not.toContain('recommendationIds');
    expect(analysisViewSchema.parse(view)).toEqual(view);
  });

  it('shows paid plans everything', () => {
    for (const plan of ['starter', 'professional', 'enterprise', 'payPerReport'] as const) {
      const view = restrictAnalysisToPlan(analysis, plan);
      expect(view).toEqual({ access: 'full', ...analysis });
      expect(analysisViewSchema.safeParse(view).success).toBe(true);
    }
  });
});

describe('permissions', () => {
  it('derives permissions from role and plan', () => {
    expect(listPermissions('user', 'free')).toEqual(['reports:read', 'reports:write', 'analytics:read']);
    expect(listPermissions('user', 'professional')).toEqual([
      'reports:read',
      'reports:write',
      'reports:export',
      'recommendations:read',
      'analytics:read',
      'analytics:export',
      'team:manage',
      'api:access',
    ]);
    expect(listPermissions('admin', 'free')).toContain('users:manage');
  });

  it('passes a permission check when the list contains it, and every role check for an admin', () => {
    const user = { role: 'user' as const, permissions: listPermissions('user', 'starter') };
    expect(hasPermission(user, 'reports:export')).toBe(true);
    expect(hasPermission(user, 'users:manage')).toBe(false);
    expect(hasRole(user, 'user')).toBe(true);
    expect(hasRole(user, 'admin')).toBe(false);
    expect(hasRole({ role: 'admin' }, 'user')).toBe(true);
  });
});
