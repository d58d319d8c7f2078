import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureNamespaces, initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { makeReport } from '../testing/make-report';
import { ReportReadyPanel } from './report-ready-panel';

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
    await ensureNamespaces(['reports']);
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
    expect(screen.getByRole('link', { name: 'View Dashboard' }).getAttribute('href')).toBe(
      '/signup?next=%2Fdashboard',
    );
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

  it('offers the paid plans instead of a file when the plan has no exports', async () => {
    const user = userEvent.setup();
    renderPanel({ ...makeReport({ plan: 'free' }), email: 'office@example.bg' });
    expect(screen.getByLabelText<HTMLInputElement>('E-mail address for the report').value).toBe(
      'office@example.bg',
    );
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    const offer = screen.getByRole('dialog', { name: 'The PDF report comes with a paid plan' });
    expect(within(offer).getByText('Try a paid plan free for 14 days – no card needed.')).toBeTruthy();
    expect(within(offer).getByRole('link', { name: 'Pay per report' }).getAttribute('href')).toBe('/pricing');
    await user.click(within(offer).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    // The e-mail prefilled from the form goes to the same offer.
    await user.click(screen.getByRole('button', { name: 'Send to Email' }));
    expect(screen.getByRole('dialog', { name: 'Sending the report comes with a paid plan' })).toBeTruthy();
  });
});
