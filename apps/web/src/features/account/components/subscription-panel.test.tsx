import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureNamespaces, initI18n } from '../../../lib/i18n';
import { SubscriptionPanel } from './subscription-panel';

function renderPlan(plan: Parameters<typeof SubscriptionPanel>[0]['plan']) {
  render(
    <MemoryRouter>
      <SubscriptionPanel plan={plan} />
    </MemoryRouter>,
  );
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

  it('shows the free plan as the core defines it, and nothing it does not include', () => {
    expect(renderPlan('free')).toEqual([
      'Basic analysis: compliance score, risk level and the issues found',
      '1 assessment per calendar month',
      'For one person',
    ]);
    expect(screen.getByTestId('plan-name').textContent).toBe('Free');
  });

  it('lists a paid plan’s limits and features', () => {
    const items = renderPlan('professional');
    expect(items.slice(0, 3)).toEqual([
      'Full analysis: score, risks, recommendations and roadmap',
      '50 assessments per calendar month',
      'A team of up to 20 people',
    ]);
    expect(items).toContain('API access');
    expect(items).not.toContain('Advanced AI analytics');
  });

  it('says how long a pay-per-report report is kept', () => {
    expect(renderPlan('payPerReport')).toEqual(
      expect.arrayContaining(['1 assessment', 'Reports kept for 30 days', 'Full reports as PDF']),
    );
  });
});
