import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/auth-tokens';
import { ensureNamespaces, initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { DeleteAccountSection } from './delete-account-section';

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <DeleteAccountSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  return screen.getByLabelText('Password') as HTMLInputElement;
}

const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));

describe('DeleteAccountSection', () => {
  beforeAll(async () => {
    await initI18n('en');
    await ensureNamespaces(['account', 'auth']);
  });
  beforeEach(() => {
    tokenStore.saveTokens({ accessToken: 'access-1' });
    // happy-dom's <dialog> has no modal mode.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the server’s refusal of the password at the field', async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(
          JSON.stringify({ success: false, error: { code: 'WRONG_PASSWORD', message: 'Wrong password.' } }),
          { status: 403, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const password = renderSection();
    fireEvent.change(password, { target: { value: 'not mine' } });
    confirm();
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Wrong password.')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/account$/);
    expect(init?.method).toBe('DELETE');
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'not mine' });
  });

  it('sends no password when the field is left empty (an account without one)', async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ success: true, message: 'Deleted.' }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderSection();
    confirm();
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(fetch.mock.calls[0]?.[1]?.body).toBeUndefined();
  });

  it('refuses a password longer than any account can have, before sending', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const password = renderSection();
    fireEvent.change(password, { target: { value: 'x'.repeat(129) } });
    confirm();
    expect(await screen.findByText('Password must be at most 128 characters')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
