import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/lib/auth-tokens';
import { initI18n } from '@/lib/i18n';
import { exportAnalytics } from './export-analytics';

describe('exportAnalytics', () => {
  let saved: { href: string; download: string }[];
  let requests: { url: string; authorization: string | null }[];

  beforeAll(async () => {
    await initI18n('en');
  });

  beforeEach(() => {
    saved = [];
    requests = [];
    tokenStore.saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => {} }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function serve(response: () => Response) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
        return response();
      }),
    );
  }

  it('fetches the filtered export through the API client and saves it under the server’s name', async () => {
    serve(
      () =>
        new Response(new Blob(['period,assessments']), {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="gdpr-analytics-2026-01-01.csv"' },
        }),
    );
    await expect(
      exportAnalytics({
        format: 'csv',
        filters: { from: '2026-01-01', to: '2026-03-31', industry: 'finance' },
        language: 'en',
      }),
    ).resolves.toBe('gdpr-analytics-2026-01-01.csv');
    expect(requests).toEqual([
      {
        url: '/api/analytics/export?from=2026-01-01&to=2026-03-31&industry=finance&format=csv&lang=en',
        authorization: 'Bearer access-1',
      },
    ]);
    expect(saved).toEqual([{ href: 'blob:export', download: 'gdpr-analytics-2026-01-01.csv' }]);
  });

  it('names the file after its format when the server gives no name', async () => {
    serve(() => new Response(new Blob(['PK']), { status: 200 }));
    await expect(exportAnalytics({ format: 'xlsx', filters: {}, language: 'bg' })).resolves.toBe(
      'gdpr-analytics.xlsx',
    );
  });
});
