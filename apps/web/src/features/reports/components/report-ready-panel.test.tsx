import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureNamespaces, initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { makeReport } from '../testing/make-report';
import { ReportReadyPanel } from './report-ready-panel';

let answered = false;

/** The server's GET /api/billing/config, through the app's real API client. */
function answerBillingConfig(purchasable: string[]) {
  answered = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      answered = true;
      return new Response(
        JSON.stringify({
          success: true,
          billing: { isPaymentAvailable: purchasable.length > 0, purchasable },
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    }),
  );
}

function renderPanel(report = makeReport({ plan: 'free' }), onStartNew = () => {}) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ReportReadyPanel report={report} onStartNew={onStartNew} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return report;
}

describe('ReportReadyPanel', () => {
  beforeAll(async () => {
    await initI18n('en');
    await ensureNamespaces(['reports', 'report-email']);
  });
  // Payment is not configured unless a test says otherwise; no request leaves the test.
  beforeEach(() => answerBillingConfig([]));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the result and where to go next', async () => {
    const onStartNew = vi.fn();
    const report = renderPanel(makeReport({ plan: 'free' }), onStartNew);
    expect(
      screen.getByRole('img', { name: `Compliance score: ${report.complianceScore} out of 100` }),
    ).toBeTruthy();
    expect(screen.getByTestId('issues-found').textContent).toBe(String(report.issuesFound));
    expect(screen.getByRole('link', { name: 'View the analysis' }).getAttribute('href')).toBe(
      `/analysis?id=${report.id}`,
    );
    // A visitor keeps the report by creating an account first.
    expect(screen.getByRole('link', { name: 'Sign up for the dashboard' }).getAttribute('href')).toBe(
      '/signup?next=%2Fdashboard',
    );
    // and the note that says so is a way to do it.
    expect(
      screen
        .getByRole('link', { name: 'Create a free account to keep it with your later reports.' })
        .getAttribute('href'),
    ).toBe('/signup?next=%2Fdashboard');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start a new assessment' }));
    expect(onStartNew).toHaveBeenCalledOnce();
  });

  it('asks for the address at the field before sending', async () => {
    const user = userEvent.setup();
    renderPanel({ ...makeReport({ plan: 'starter' }), email: null });
    const field = screen.getByLabelText('E-mail address for the report');
    await user.click(screen.getByRole('button', { name: 'Send to Email' }));
    // The check waits for the schema, which loads on first use.
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const description = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Please enter an email address to send the report via email');
    await user.type(field, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send to Email' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
  });

  it('offers the ways to a file that work here instead of one: without payment, the trial', async () => {
    const user = userEvent.setup();
    renderPanel({ ...makeReport({ plan: 'free' }), email: 'office@example.bg' });
    expect(screen.getByLabelText<HTMLInputElement>('E-mail address for the report').value).toBe(
      'office@example.bg',
    );
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    const offer = await screen.findByRole('dialog', { name: 'The PDF report comes with a paid plan' });
    await waitFor(() => expect(answered).toBe(true));
    expect(
      within(offer)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Create a free account, then try any paid plan free for 14 days – no card needed.']);
    expect(
      within(offer).getByRole('link', { name: 'Create an account and try it free' }).getAttribute('href'),
    ).toBe('/signup?next=%2Fpricing');
    expect(within(offer).queryByRole('link', { name: 'Buy a single report' })).toBeNull();
    await user.click(within(offer).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    // The e-mail prefilled from the form goes to the same offer.
    await user.click(screen.getByRole('button', { name: 'Send to Email' }));
    expect(screen.getByRole('dialog', { name: 'Sending the report comes with a paid plan' })).toBeTruthy();
  });

  it('offers the single report as well once payment is configured', async () => {
    answerBillingConfig(['starter', 'professional', 'payPerReport']);
    const user = userEvent.setup();
    renderPanel({ ...makeReport({ plan: 'free' }), email: 'office@example.bg' });
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    const offer = await screen.findByRole('dialog', { name: 'The PDF report comes with a paid plan' });
    const buy = await within(offer).findByRole('link', { name: 'Buy a single report' });
    // A visitor buys with an account: sign-up first, then the prices.
    expect(buy.getAttribute('href')).toBe('/signup?next=%2Fpricing');
  });
});
