import { describe, expect, it } from 'vitest';
import type { AuthUser } from './auth';
import { getUpgradeHref, listUpgradePaths } from './upgrade-paths';

const user = (plan: AuthUser['plan'], trialEndsAt: string | null = null): AuthUser => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Maria',
  email: 'maria@example.bg',
  role: 'user',
  permissions: [],
  plan,
  emailVerified: true,
  language: 'en',
  trialEndsAt,
});
const everything = ['starter', 'professional', 'payPerReport'] as const;
const ended = '2026-01-15T10:00:00.000Z';

describe('listUpgradePaths', () => {
  it('without payment: the trial while the account can have it, else the sales team', () => {
    expect(listUpgradePaths(null, [])).toEqual(['signUpForTrial']);
    expect(listUpgradePaths(user('free'), [])).toEqual(['startTrial']);
    expect(listUpgradePaths(user('free', ended), [])).toEqual(['contactSales']);
    expect(listUpgradePaths(user('starter', ended), [])).toEqual(['contactSales']);
    expect(listUpgradePaths(user('payPerReport'), [])).toEqual(['contactSales']);
  });

  it('with payment: buying is offered, the single report only where it adds something', () => {
    expect(listUpgradePaths(null, everything)).toEqual(['signUpForTrial', 'buyReport']);
    expect(listUpgradePaths(user('free'), everything)).toEqual(['startTrial', 'buyReport']);
    expect(listUpgradePaths(user('free', ended), everything)).toEqual(['choosePlan', 'buyReport']);
    expect(listUpgradePaths(user('starter'), everything)).toEqual(['choosePlan']);
    expect(listUpgradePaths(user('payPerReport'), ['payPerReport'])).toEqual(['buyReport']);
  });
});

describe('getUpgradeHref', () => {
  it('offers a team member neither a trial nor a purchase: the owner chooses the plan', () => {
    const member = { ...user('free'), worksUnderTeamPlan: true };
    expect(listUpgradePaths(member, [])).toEqual(['contactSales']);
    expect(listUpgradePaths(member, everything)).toEqual(['contactSales']);
    expect(listUpgradePaths({ ...user('free'), worksUnderTeamPlan: false }, [])).toEqual(['startTrial']);
  });

  it('sends a visitor to sign-up and back to the prices; the rest to the prices or sales', () => {
    expect(getUpgradeHref('signUpForTrial', false)).toBe('/signup?next=%2Fpricing');
    expect(getUpgradeHref('buyReport', false)).toBe('/signup?next=%2Fpricing');
    expect(getUpgradeHref('startTrial', true)).toBe('/pricing');
    expect(getUpgradeHref('buyReport', true)).toBe('/pricing');
    expect(getUpgradeHref('contactSales', true)).toBe('/contact-sales');
  });
});
