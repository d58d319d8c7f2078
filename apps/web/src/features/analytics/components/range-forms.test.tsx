import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureNamespaces, initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { CustomRangeForm } from './custom-range-form';
import { ExportPanel } from './export-panel';

const reversed = 'The end date must not be before the start date';

describe('the analytics date forms', () => {
  beforeAll(async () => {
    await initI18n('en');
    await ensureNamespaces(['analytics', 'validation']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('custom dates: a reversed range stays at its field; a valid one, an end open, is applied', async () => {
    const onApply = vi.fn();
    render(<CustomRangeForm initial={{ from: '2026-03-02', to: '2026-03-01' }} onApply={onApply} />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(await screen.findByText(reversed)).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ from: '2026-03-02' }));
  });

  it('export: sends the chosen format with the form’s range and the other filters', async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(new Blob(['{}']), {
          headers: { 'content-disposition': 'attachment; filename="gdpr-analytics.json"' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <ExportPanel filters={{ from: '2026-01-01', to: '2026-03-31', risk: 'high' }} canExport />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(reversed)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    fireEvent.click(screen.getByRole('radio', { name: /^JSON/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      '/api/analytics/export?risk=high&from=2026-02-01&to=2026-03-31&format=json&lang=en',
    );
    expect(await screen.findByText('Downloaded gdpr-analytics.json.')).toBeTruthy();
  });
});
