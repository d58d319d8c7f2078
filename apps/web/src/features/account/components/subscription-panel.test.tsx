import type { SubscriptionSummary } from '@app/core/billing/schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureNamespaces, initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { SubscriptionPanel } from './subscription-panel';

const freeSummary: SubscriptionSummary = {
  plan: 'free',
  effectivePlan: 'free',
  state: 'none',
  status: null,
  billingCycle: null,
  currentPeriodEnd: null,
  trialEndsAt: null,
  cancelAtPeriodEnd: false,
  canManageBilling: false,
  reportCredits: 0,
};

/** The server's answer to GET /api/billing/subscription, through the app's real API client. */
function answerSubscription(summary: SubscriptionSummary) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, subscription: summary }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPanel(
  plan: Parameters<typeof SubscriptionPanel>[0]['plan'],
  url = '/dashboard?tab=subscription',
) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <SubscriptionPanel plan={plan} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function readIncludes() {
  const list = screen.getByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('SubscriptionPanel', () => {
  beforeAll(async () => {
    await initI18n('en');
    await ensureNamespaces(['account']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the free plan as the core defines it, and nothing it does not include', async () => {
    answerSubscription(freeSummary);
    renderPanel('free');
    expect(readIncludes()).toEqual([
      'Basic analysis: compliance score, risk level and the issues found',
      '1 assessment per calendar month',
      'For one person',
    ]);
    expect(screen.getByTestId('plan-name').textContent).toBe('Free');
    expect((await screen.findByTestId('status')).textContent).toBe('No paid subscription');
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Upgrade: see the plans' }).getAttribute('href')).toBe(
      '/pricing',
    );
  });

  it('lists a paid plan’s limits and features', () => {
    answerSubscription({ ...freeSummary, plan: 'professional', effectivePlan: 'professional' });
    renderPanel('professional');
    const items = readIncludes();
    expect(items.slice(0, 3)).toEqual([
      'Full analysis: score, risks, recommendations and roadmap',
      '50 assessments per calendar month',
      'A team of up to 20 people',
    ]);
    expect(items).toContain('API access');
    expect(items).not.toContain('Advanced AI analytics');
  });

  it('says how long a pay-per-report report is kept, and the reports left', async () => {
    answerSubscription({
      ...freeSummary,
      plan: 'payPerReport',
      effectivePlan: 'payPerReport',
      reportCredits: 2,
    });
    renderPanel('payPerReport');
    expect(readIncludes()).toEqual(
      expect.arrayContaining(['1 assessment', 'Reports kept for 30 days', 'Full reports as PDF']),
    );
    expect((await screen.findByTestId('report-credits')).textContent).toBe('2 single reports left to use');
  });

  it('shows an active subscription’s renewal and the way to the Customer Portal', async () => {
    answerSubscription({
      ...freeSummary,
      plan: 'starter',
      effectivePlan: 'starter',
      state: 'active',
      status: 'active',
      billingCycle: 'annual',
      currentPeriodEnd: '2027-03-15T10:00:00.000Z',
      canManageBilling: true,
    });
    renderPanel('starter');
    expect((await screen.findByTestId('status')).textContent).toBe('Active');
    expect(screen.getByTestId('renewal').textContent).toBe('Renews on 15 March 2027 · Billed annually');
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeTruthy();
  });

  it('warns of an overdue payment and of a cancellation', async () => {
    answerSubscription({
      ...freeSummary,
      plan: 'starter',
      effectivePlan: 'starter',
      state: 'pastDue',
      status: 'past_due',
    });
    renderPanel('starter');
    expect((await screen.findByTestId('status')).textContent).toBe(
      'Payment overdue: please update your payment method',
    );
  });

  it('after Checkout, says the plan will appear in a moment and asks the server again', async () => {
    const fetch = answerSubscription({
      ...freeSummary,
      plan: 'starter',
      effectivePlan: 'starter',
      state: 'cancels',
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: '2027-01-05T10:00:00.000Z',
    });
    renderPanel('free', '/dashboard?tab=subscription&checkout=success');
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Thank you for your payment');
    expect(notice.textContent).toContain('Your plan will appear here in a moment');
    expect((await screen.findByTestId('status')).textContent).toBe('Cancels on 5 January 2027');
    // The plan shown is the server's, not the session's older one.
    expect(screen.getByTestId('plan-name').textContent).toBe('Starter');
    expect(fetch).toHaveBeenCalledWith(
      expect.stringContaining('/api/billing/subscription'),
      expect.anything(),
    );
  });
});
