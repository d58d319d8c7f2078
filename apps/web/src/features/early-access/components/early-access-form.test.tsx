import { earlyAccessConsentVersion } from '@app/core/early-access/consent';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureNamespaces, initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { EarlyAccessForm } from './early-access-form';

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <EarlyAccessForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('EarlyAccessForm', () => {
  beforeAll(async () => {
    await initI18n('en');
    await ensureNamespaces(['early-access', 'validation']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists what is missing, focuses the address, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Join early access' }));
    const consentMessage = 'Please tick the box to agree to our e-mails about the programme.';
    expect(await screen.findByRole('link', { name: consentMessage })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^E-mail address: / })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail address'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the address, the ticked consent with its version, and the page’s language', async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ success: true, message: 'Check your inbox.' }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderForm();
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: ' ana@example.com ' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Join early access' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/early-access$/);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      email: 'ana@example.com',
      consent: true,
      consentVersion: earlyAccessConsentVersion,
      language: 'en',
      website: '',
    });
    expect(await screen.findByText('Almost done – please check your inbox')).toBeTruthy();
  });
});
