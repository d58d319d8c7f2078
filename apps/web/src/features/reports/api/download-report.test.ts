import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { tokenStore } from '@/lib/auth-tokens';
import { ensureNamespaces, initI18n } from '@/lib/i18n';
import { downloadReport } from './download-report';

type Call = { url: string; method: string; authorization: string | null; language: string | null };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('downloadReport', () => {
  let calls: Call[];
  let saved: { href: string; download: string }[];

  beforeAll(async () => {
    await initI18n('bg');
    await ensureNamespaces(['reports']);
  });

  beforeEach(() => {
    calls = [];
    saved = [];
    tokenStore.saveTokens({ accessToken: 'expired', refreshToken: 'refresh-1' });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => {} }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function serve(handler: (call: Call) => Response) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        const call = {
          url: String(input),
          method: init?.method ?? 'GET',
          authorization: headers.get('authorization'),
          language: headers.get('accept-language'),
        };
        calls.push(call);
        return handler(call);
      }),
    );
  }

  it('refreshes an expired session once, then saves the file under the server’s name', async () => {
    serve((call) => {
      if (call.url.endsWith('/api/auth/refresh'))
        return json(200, { success: true, accessToken: 'fresh', refreshToken: 'refresh-2' });
      if (call.authorization !== 'Bearer fresh')
        return json(401, { success: false, error: { code: 'UNAUTHORIZED', message: 'x' } });
      return new Response(new Blob(['%PDF-1.7']), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition':
            'attachment; filename="report.pdf"; filename*=UTF-8\'\'GDPR-report-%D0%90%D0%BA%D0%BC%D0%B5.pdf',
        },
      });
    });
    await expect(downloadReport({ reportId: 'r1', format: 'pdf', language: 'en' })).resolves.toBe(
      'GDPR-report-Акме.pdf',
    );
    const documents = calls.filter((call) => call.url.includes('/api/reports/r1/pdf'));
    expect(documents.map((call) => call.authorization)).toEqual(['Bearer expired', 'Bearer fresh']);
    expect(documents[0]?.url).toMatch(/\/api\/reports\/r1\/pdf\?lang=en$/);
    expect(documents[0]?.language).toBe('bg');
    expect(saved).toEqual([{ href: 'blob:report', download: 'GDPR-report-Акме.pdf' }]);
    expect(tokenStore.getRefreshToken()).toBe('refresh-2');
  });

  it('gives the server’s message when the plan has no exports', async () => {
    const message = 'PDF и Word докладите са част от платените планове.';
    serve(() => json(403, { success: false, error: { code: 'PLAN_REQUIRED', message } }));
    const failure = downloadReport({ reportId: 'r1', format: 'docx', language: 'bg' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, code: 'PLAN_REQUIRED', message });
    expect(calls).toHaveLength(1);
    expect(saved).toEqual([]);
  });

  it('says the report was not found when the server gives no message for a 404', async () => {
    serve(() => new Response(null, { status: 404 }));
    await expect(downloadReport({ reportId: 'gone', format: 'pdf', language: 'bg' })).rejects.toMatchObject({
      status: 404,
      message: 'Този доклад не е намерен.',
    });
    expect(saved).toEqual([]);
  });

  it('saves under a default name when the server suggests none', async () => {
    serve(() => new Response(new Blob(['PK']), { status: 200 }));
    await expect(downloadReport({ reportId: 'r1', format: 'docx', language: 'bg' })).resolves.toBe(
      'gdpr-report.docx',
    );
    expect(saved).toEqual([{ href: 'blob:report', download: 'gdpr-report.docx' }]);
  });
});
