import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { tokenStore } from '@/lib/auth-tokens';
import { initI18n } from '@/lib/i18n';
import { exportAccount } from './export-account';

describe('exportAccount', () => {
  let saved: { download: string; text: Promise<string> }[];

  beforeAll(async () => {
    await initI18n('en');
  });

  beforeEach(() => {
    saved = [];
    tokenStore.saveTokens({ accessToken: 'access-1' });
    const blobs = new Map<string, Blob>();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.set('blob:data', blob);
          return 'blob:data';
        },
        revokeObjectURL: () => {},
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, text: blobs.get('blob:data')?.text() ?? Promise.resolve('') });
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('saves the server’s file under the name it gives', async () => {
    const body = JSON.stringify({ format: 'gdpr-navigator-account-export/1' });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(body, {
            status: 200,
            headers: {
              'content-type': 'application/json',
              'content-disposition': 'attachment; filename="gdpr-navigator-my-data-2026-11-26.json"',
            },
          }),
      ),
    );
    await exportAccount();
    expect(saved.map((file) => file.download)).toEqual(['gdpr-navigator-my-data-2026-11-26.json']);
    await expect(saved[0]?.text).resolves.toBe(body);
  });

  it('saves nothing and gives the server’s message when the export is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ success: false, error: { code: 'RATE_LIMITED', message: 'Slow down.' } }),
            {
              status: 429,
            },
          ),
      ),
    );
    const failure = exportAccount();
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 429, message: 'Slow down.' });
    expect(saved).toEqual([]);
  });
});
