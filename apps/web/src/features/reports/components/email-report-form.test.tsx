import type { ReportView } from '@app/core/reports/schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/auth';
import { tokenStore } from '@/lib/auth-tokens';
import { ensureNamespaces, initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { signedInUser } from '@/test/signed-in-user';
import { EmailReportForm } from './email-report-form';

const report: Pick<ReportView, 'id' | 'status' | 'canExport' | 'email'> = {
  id: 'r1',
  status: 'completed',
  canExport: true,
  email: 'office@example.bg',
};

function renderForm(overrides: Partial<typeof report> = {}, onUpgrade = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EmailReportForm report={{ ...report, ...overrides }} language="en" onUpgrade={onUpgrade} />
    </QueryClientProvider>,
  );
  return { field: screen.getByLabelText('E-mail address for the report') as HTMLInputElement, onUpgrade };
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send to Email' }));

describe('EmailReportForm', () => {
  beforeAll(async () => {
    await initI18n('en');
    await ensureNamespaces(['reports', 'report-email']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts from the report’s address and asks for one when it is emptied', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { field } = renderForm();
    expect(field.value).toBe('office@example.bg');
    fireEvent.change(field, { target: { value: '' } });
    send();
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please enter an email address to send the report via email')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'not an address' } });
    await screen.findByText('Invalid email address');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers the upgrade instead of sending when the plan has no exports', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { onUpgrade } = renderForm({ canExport: false });
    send();
    await waitFor(() => expect(onUpgrade).toHaveBeenCalledWith('email'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers the account’s address when the report has none', () => {
    startSession({ accessToken: 'access-1' }, { ...signedInUser, email: 'owner@example.bg' });
    try {
      expect(renderForm({ email: null }).field.value).toBe('owner@example.bg');
    } finally {
      tokenStore.endSession();
    }
  });

  it('sends the checked address with the report’s language, once', async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ success: true, message: 'Sent.' }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const { field } = renderForm();
    fireEvent.change(field, { target: { value: ' dpo@example.bg ' } });
    send();
    send();
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/reports\/r1\/email$/);
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'dpo@example.bg', language: 'en' });
    // The toast goes; where it went and when stays under the form.
    expect(
      (await screen.findByTestId('email-sent')).textContent?.startsWith('Sent to dpo@example.bg at '),
    ).toBe(true);
  });
});
