import { describe, expect, it } from 'vitest';
import { describeSubscriptionState, getPlanForSubscriptionStatus } from './subscription-status';

describe('getPlanForSubscriptionStatus', () => {
  it('keeps the paid plan while the subscription is paid for or retried', () => {
    for (const status of ['active', 'trialing', 'past_due']) {
      expect(getPlanForSubscriptionStatus(status, 'professional'), status).toBe('professional');
    }
  });

  it('goes back to Free once nothing more will be paid', () => {
    for (const status of ['canceled', 'unpaid', 'incomplete_expired', 'paused']) {
      expect(getPlanForSubscriptionStatus(status, 'starter'), status).toBe('free');
    }
  });

  it('changes nothing while the first payment is still open', () => {
    expect(getPlanForSubscriptionStatus('incomplete', 'starter')).toBeNull();
    expect(getPlanForSubscriptionStatus('something_new', 'starter')).toBeNull();
  });
});

describe('describeSubscriptionState', () => {
  const base = { status: null, cancelAtPeriodEnd: false, isTrialRunning: false };

  it('names each state the subscription tab shows', () => {
    expect(describeSubscriptionState(base)).toBe('none');
    expect(describeSubscriptionState({ ...base, isTrialRunning: true })).toBe('trial');
    expect(describeSubscriptionState({ ...base, status: 'active' })).toBe('active');
    expect(describeSubscriptionState({ ...base, status: 'active', cancelAtPeriodEnd: true })).toBe('cancels');
    expect(describeSubscriptionState({ ...base, status: 'past_due' })).toBe('pastDue');
    expect(describeSubscriptionState({ ...base, status: 'canceled' })).toBe('canceled');
  });

  it('puts a paid subscription before an old trial', () => {
    expect(describeSubscriptionState({ ...base, status: 'active', isTrialRunning: true })).toBe('active');
  });
});
