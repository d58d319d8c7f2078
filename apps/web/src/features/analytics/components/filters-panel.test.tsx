import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureNamespaces, initI18n } from '@/lib/i18n';
import { useAnalyticsView } from '../hooks/use-analytics-view';
import { FiltersPanel } from './filters-panel';

function Harness() {
  const { view, filters, setView, resetView } = useAnalyticsView();
  const location = useLocation();
  return (
    <>
      <FiltersPanel view={view} filters={filters} onChange={setView} onReset={resetView} isUpdating={false} />
      <p data-testid="search">{location.search}</p>
    </>
  );
}

function renderAt(search: string) {
  render(
    <MemoryRouter initialEntries={[`/analytics${search}`]}>
      <Harness />
    </MemoryRouter>,
  );
  return () => screen.getByTestId('search').textContent;
}

describe('FiltersPanel with the address', () => {
  beforeAll(async () => {
    await initI18n('en');
    await ensureNamespaces(['analytics', 'assessment', 'reports', 'validation']);
  });

  it('writes each filter to the address, where they combine, and resets them', async () => {
    const user = userEvent.setup();
    const search = renderAt('?lang=en');
    await user.selectOptions(screen.getByLabelText('Industry'), 'Legal services');
    await user.selectOptions(screen.getByLabelText('Risk level'), 'High risk');
    await user.selectOptions(screen.getByLabelText('Time range'), 'Last 90 days');
    expect(search()).toBe('?lang=en&range=last90Days&industry=legal&risk=high');
    expect(screen.getByRole('status').textContent).toMatch(
      /^Showing \d{1,2} [A-Z][a-z]+ \d{4} to \d{1,2} [A-Z][a-z]+ \d{4}$/,
    );
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(search()).toBe('?lang=en');
    expect(screen.getByRole('status').textContent).toBe('Showing the whole period');
  });

  it('reads a bookmarked view and ignores what it does not offer', () => {
    renderAt('?industry=mining&size=smb&from=2026-01-01&to=2026-03-31');
    expect((screen.getByLabelText('Industry') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Company size') as HTMLSelectElement).value).toBe('smb');
    expect((screen.getByLabelText('Time range') as HTMLSelectElement).value).toBe('custom');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-01-01');
    expect(screen.getByRole('status').textContent).toBe('Showing 1 January 2026 to 31 March 2026');
  });

  it('refuses a reversed custom range with the schema’s message, then applies a valid one', async () => {
    const user = userEvent.setup();
    const search = renderAt('');
    await user.selectOptions(screen.getByLabelText('Time range'), 'Custom dates');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-04-01' } });
    await user.click(screen.getByRole('button', { name: 'Apply dates' }));
    await waitFor(() => expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The end date must not be before the start date')).toBeTruthy();
    expect(search()).toBe('');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-06-30' } });
    await user.click(screen.getByRole('button', { name: 'Apply dates' }));
    // The form checks with its resolver, which answers asynchronously.
    await waitFor(() => expect(search()).toBe('?from=2026-05-01&to=2026-06-30'));
  });
});
