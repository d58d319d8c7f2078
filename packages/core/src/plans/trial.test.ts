import { describe, expect, it } from 'vitest';
import { checkTrialStart, getTrialEnd, isTrialActive, resolveEffectivePlan } from './trial';

const now = new Date('2026-11-23T10:00:00Z');

describe('trial', () => {
  it('lasts 14 days', () => {
    expect(getTrialEnd(now).toISOString()).toBe('2026-12-07T10:00:00.000Z');
  });

  it('gives the trial plan until it ends, then the stored plan again', () => {
    const state = { plan: 'free' as const, trialPlan: 'starter' as const, trialEndsAt: getTrialEnd(now) };
    expect(resolveEffectivePlan(state, now)).toBe('starter');
    expect(isTrialActive(state, now)).toBe(true);
    const end = getTrialEnd(now);
    expect(resolveEffectivePlan(state, new Date(end.getTime() - 1))).toBe('starter');
    expect(resolveEffectivePlan(state, end)).toBe('free');
    expect(isTrialActive(state, end)).toBe(false);
  });

  it('a paid plan set during a trial wins over it', () => {
    const state = {
      plan: 'professional' as const,
      trialPlan: 'starter' as const,
      trialEndsAt: getTrialEnd(now),
    };
    expect(resolveEffectivePlan(state, now)).toBe('professional');
  });

  it('without a trial, the stored plan counts', () => {
    expect(resolveEffectivePlan({ plan: 'professional', trialPlan: null, trialEndsAt: null }, now)).toBe(
      'professional',
    );
  });

  it('starts once, and only from the free plan', () => {
    expect(checkTrialStart({ plan: 'free', trialPlan: null, trialEndsAt: null })).toBeNull();
    expect(checkTrialStart({ plan: 'free', trialPlan: 'starter', trialEndsAt: now })).toBe('trialUsed');
    expect(checkTrialStart({ plan: 'starter', trialPlan: null, trialEndsAt: null })).toBe(
      'trialNotAvailable',
    );
  });
});
