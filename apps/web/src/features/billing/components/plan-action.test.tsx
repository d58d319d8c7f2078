import type { PlanId } from '@app/core/plans/plans';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthState, AuthUser } from '@/lib/auth';
import { ensureNamespaces, initI18n } from '@/lib/i18n';
import type { SubscriptionCycle } from './billing-cycle-switch';
import { type CheckoutRequest, PlanAction, type TrialRequest } from './plan-action';

const user: AuthUser = {
  id: '5f0c4c36-3b8e-4d0e-9d55-0a4a8f3f3c11',
  name: 'Мария',
  email: 'maria@example.bg',
  role: 'user',
  permissions: [],
  plan: 'free',
  emailVerified: true,
  language: 'en',
  trialEndsAt: null,
};
const trial: TrialRequest = { start: () => {}, pendingPlan: null, failedPlan: null, error: null };
const offline: CheckoutRequest = {
  purchasable: [],
  start: () => {},
  pendingItem: null,
  failedItem: null,
  error: null,
};

function renderAction(
  plan: PlanId,
  options: { auth?: AuthState; checkout?: CheckoutRequest; cycle?: SubscriptionCycle } = {},
) {
  render(
    <MemoryRouter>
      <PlanAction
        plan={plan}
        auth={options.auth ?? { status: 'signed-in', user }}
        trial={trial}
        checkout={options.checkout ?? offline}
        cycle={options.cycle ?? 'monthly'}
      />
    </MemoryRouter>,
  );
}

describe('PlanAction with online payment', () => {
  beforeAll(async () => {
    await initI18n('en');
    await ensureNamespaces(['pricing']);
  });

  const online = (start = vi.fn()): CheckoutRequest => ({
    ...offline,
    purchasable: ['starter', 'professional', 'payPerReport'],
    start,
  });

  it('starts Checkout for the plan, next to the free trial', async () => {
    const start = vi.fn();
    renderAction('starter', { checkout: online(start), cycle: 'annual' });
    expect(screen.getByRole('button', { name: 'Start the 14-day free trial' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Subscribe, billed annually' }));
    expect(start).toHaveBeenCalledWith('starter');
  });

  it('buys a single report', async () => {
    const start = vi.fn();
    renderAction('payPerReport', { checkout: online(start) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Buy a report' }));
    expect(start).toHaveBeenCalledWith('payPerReport');
  });

  it('sends a visitor to sign up first, and back to the prices', () => {
    renderAction('payPerReport', { checkout: online(), auth: { status: 'signed-out', user: null } });
    expect(screen.getByRole('link', { name: 'Buy a report' }).getAttribute('href')).toBe(
      '/signup?next=%2Fpricing',
    );
  });

  it('keeps Enterprise with the sales team when it has no price', () => {
    renderAction('enterprise', { checkout: online() });
    expect(screen.getByRole('link', { name: 'Contact sales' }).getAttribute('href')).toBe('/contact-sales');
  });

  it('offers Enterprise’s trial as the plans give it one, beside the sales team', () => {
    renderAction('enterprise');
    expect(screen.getByRole('button', { name: 'Start the 14-day free trial' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact sales' }).getAttribute('href')).toBe('/contact-sales');
  });

  it('sends a visitor to sign up for Enterprise’s trial, and still to the sales team', () => {
    renderAction('enterprise', { auth: { status: 'signed-out', user: null } });
    expect(screen.getByRole('link', { name: 'Start the 14-day free trial' }).getAttribute('href')).toBe(
      '/signup?next=%2Fpricing',
    );
    expect(screen.getByRole('link', { name: 'Contact sales' })).toBeTruthy();
  });

  it('after the trial, offers the subscription instead of “coming soon”', () => {
    const used = { ...user, trialEndsAt: '2020-01-01T00:00:00.000Z' };
    renderAction('professional', { checkout: online(), auth: { status: 'signed-in', user: used } });
    expect(screen.getByRole('button', { name: 'Subscribe, billed monthly' })).toBeTruthy();
    expect(screen.queryByText(/coming soon/)).toBeNull();
  });

  it('without payment, keeps the single report honest', () => {
    renderAction('payPerReport');
    expect((screen.getByRole('button', { name: 'Buy a report' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Online payment is coming soon/)).toBeTruthy();
  });
});
