import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import type { TokenStore } from './auth-tokens';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function memoryTokens(initial: { accessToken?: string; refreshToken?: string } = {}) {
  const state = { ...initial, sessionsEnded: 0 };
  const tokens: TokenStore = {
    getAccessToken: () => state.accessToken ?? null,
    getRefreshToken: () => state.refreshToken ?? null,
    saveTokens: ({ accessToken, refreshToken }) => {
      state.accessToken = accessToken;
      if (refreshToken) state.refreshToken = refreshToken;
    },
    endSession: () => {
      delete state.accessToken;
      delete state.refreshToken;
      state.sessionsEnded += 1;
    },
  };
  return { state, tokens };
}

function setUp(responses: Array<Response | ((init: RequestInit) => Promise<Response>)>, initialTokens = {}) {
  const { state, tokens } = memoryTokens(initialTokens);
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init: RequestInit = {}) => {
    const next = responses.shift();
    if (!next) throw new Error('unexpected request');
    return typeof next === 'function' ? next(init) : next;
  });
  const client = createApiClient({
    baseUrl: 'http://api.test',
    tokens,
    translate: (key) => `t:${key}`,
    getLanguage: () => 'bg',
    fetch: fetchMock as typeof fetch,
    timeoutMs: 50,
  });
  const sent = (index: number) => {
    const [url, init] = fetchMock.mock.calls[index] ?? [];
    return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
  };
  return { client, fetchMock, state, sent };
}

describe('api client', () => {
  it('sends the stored access token as a Bearer header, with the language and JSON body', async () => {
    const { client, sent } = setUp([json(200, { ok: true })], { accessToken: 'access-1' });
    await expect(client.post('/api/things', { a: 1 })).resolves.toEqual({ ok: true });
    expect(sent(0).url).toBe('http://api.test/api/things');
    expect(sent(0).headers.get('Authorization')).toBe('Bearer access-1');
    expect(sent(0).headers.get('Accept-Language')).toBe('bg');
    expect(sent(0).headers.get('Content-Type')).toBe('application/json');
    expect(sent(0).init.body).toBe('{"a":1}');
  });

  it('sends no Authorization header when signed out', async () => {
    const { client, sent } = setUp([json(200, {})]);
    await client.get('/api/things');
    expect(sent(0).headers.has('Authorization')).toBe(false);
  });

  it('refreshes once on a 401 and retries the request with the new token', async () => {
    const { client, fetchMock, state, sent } = setUp(
      [json(401, {}), json(200, { accessToken: 'access-2', refreshToken: 'refresh-2' }), json(200, { n: 1 })],
      { accessToken: 'access-1', refreshToken: 'refresh-1' },
    );
    await expect(client.get('/api/things')).resolves.toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(sent(1).url).toBe('http://api.test/api/auth/refresh');
    expect(sent(1).init.method).toBe('POST');
    expect(JSON.parse(String(sent(1).init.body))).toEqual({ refreshToken: 'refresh-1' });
    expect(sent(2).headers.get('Authorization')).toBe('Bearer access-2');
    expect(state).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2', sessionsEnded: 0 });
  });

  it('retries only once: a second 401 is returned as an error', async () => {
    const { client, fetchMock } = setUp(
      [json(401, {}), json(200, { accessToken: 'access-2' }), json(401, {})],
      { accessToken: 'access-1', refreshToken: 'refresh-1' },
    );
    await expect(client.get('/api/things')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it.each(['/api/auth/login', '/api/auth/register', '/api/auth/refresh'])(
    'never refreshes for %s and shows the server message',
    async (path) => {
      const failure = {
        success: false,
        error: { code: 'INVALID_CREDENTIALS', message: 'Невалидни данни за вход.' },
      };
      const { client, fetchMock, state } = setUp([json(401, failure)], { refreshToken: 'refresh-1' });
      const error = await client.post(path, {}).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Невалидни данни за вход.',
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(state.sessionsEnded).toBe(0);
    },
  );

  it('clears the tokens and signs out when the refresh fails', async () => {
    const { client, state } = setUp([json(401, {}), json(401, {})], {
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    });
    await expect(client.get('/api/things')).rejects.toMatchObject({ status: 401, message: 't:unauthorized' });
    expect(state).toEqual({ sessionsEnded: 1 });
  });

  it('signs out without calling refresh when there is no refresh token', async () => {
    const { client, fetchMock, state } = setUp([json(401, {})], { accessToken: 'access-1' });
    await expect(client.get('/api/things')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(state.sessionsEnded).toBe(1);
  });

  it('shares one refresh between parallel requests', async () => {
    const { client, fetchMock } = setUp(
      [json(401, {}), json(401, {}), json(200, { accessToken: 'access-2' }), json(200, 1), json(200, 2)],
      { accessToken: 'access-1', refreshToken: 'refresh-1' },
    );
    await Promise.all([client.get('/api/a'), client.get('/api/b')]);
    const refreshCalls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/auth/refresh'));
    expect(refreshCalls).toHaveLength(1);
  });

  it('gives up after the timeout with a translated network message', async () => {
    const hang = (init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const { client } = setUp([hang]);
    const started = Date.now();
    await expect(client.get('/api/slow')).rejects.toMatchObject({
      code: 'TIMEOUT',
      message: 't:networkConnection',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('turns a failed connection into errors:network', async () => {
    const { client } = setUp([() => Promise.reject(new TypeError('Failed to fetch'))]);
    await expect(client.get('/api/things')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: 't:network',
    });
  });

  it('uses a translated default when the server gives no error message', async () => {
    const { client } = setUp([new Response('<html>', { status: 503 })]);
    await expect(client.get('/api/things')).rejects.toMatchObject({ status: 503, message: 't:server' });
  });

  it('returns undefined for 204 No Content', async () => {
    const { client } = setUp([new Response(null, { status: 204 })]);
    await expect(client.delete('/api/things/1')).resolves.toBeUndefined();
  });
});

describe('api client downloads', () => {
  function file(body: string, headers: Record<string, string> = {}): Response {
    return new Response(new Blob([body]), { status: 200, headers });
  }

  it('sends the token and the language, and gives the bytes with the server’s file name', async () => {
    const { client, sent } = setUp(
      [
        file('%PDF-1.7', {
          'Content-Type': 'application/pdf',
          'Content-Disposition':
            'attachment; filename="report.pdf"; filename*=UTF-8\'\'GDPR-%D0%90%D0%BA%D0%BC%D0%B5.pdf',
        }),
      ],
      { accessToken: 'access-1' },
    );
    const { blob, fileName } = await client.download('/api/reports/r1/pdf?lang=en');
    expect(fileName).toBe('GDPR-Акме.pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(sent(0).url).toBe('http://api.test/api/reports/r1/pdf?lang=en');
    expect(sent(0).init.method).toBe('GET');
    expect(sent(0).headers.get('Authorization')).toBe('Bearer access-1');
    expect(sent(0).headers.get('Accept-Language')).toBe('bg');
    expect(sent(0).headers.get('Accept')).toBe('*/*');
  });

  it('gives no file name when the server suggests none, or only a path', async () => {
    const { client } = setUp([
      file('a,b'),
      file('a,b', { 'Content-Disposition': 'attachment; filename="../"' }),
    ]);
    await expect(client.download('/api/export')).resolves.toMatchObject({ fileName: null });
    await expect(client.download('/api/export')).resolves.toMatchObject({ fileName: null });
  });

  it('refreshes an expired session once and fetches the file again with the new token', async () => {
    const { client, fetchMock, state, sent } = setUp(
      [
        json(401, {}),
        json(200, { accessToken: 'access-2', refreshToken: 'refresh-2' }),
        file('x', { 'Content-Disposition': 'attachment; filename="export.csv"' }),
      ],
      { accessToken: 'access-1', refreshToken: 'refresh-1' },
    );
    await expect(client.download('/api/analytics/export')).resolves.toMatchObject({ fileName: 'export.csv' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(sent(1).url).toBe('http://api.test/api/auth/refresh');
    expect(sent(2).url).toBe('http://api.test/api/analytics/export');
    expect(sent(2).headers.get('Authorization')).toBe('Bearer access-2');
    expect(state).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2', sessionsEnded: 0 });
  });

  it('ends the session when the refresh fails, as a JSON call does', async () => {
    const { client, state } = setUp([json(401, {}), json(401, {})], {
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    });
    await expect(client.download('/api/export')).rejects.toMatchObject({
      status: 401,
      message: 't:unauthorized',
    });
    expect(state).toEqual({ sessionsEnded: 1 });
  });

  it('gives the server’s message for a refused file, else a translated default', async () => {
    const message = 'PDF и Word докладите са част от платените планове.';
    const { client } = setUp([
      json(403, { success: false, error: { code: 'PLAN_REQUIRED', message } }),
      new Response('<html>', { status: 502 }),
      new Response(null, { status: 404 }),
    ]);
    const refused = await client.download('/api/reports/r1/docx').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 403, code: 'PLAN_REQUIRED', message });
    await expect(client.download('/api/export')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
      message: 't:server',
    });
    await expect(client.download('/api/export')).rejects.toMatchObject({
      status: 404,
      message: 't:notFound',
    });
  });

  it('turns a failed connection into errors:network', async () => {
    const { client } = setUp([() => Promise.reject(new TypeError('Failed to fetch'))]);
    await expect(client.download('/api/export')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('gives up after the client’s timeout, also while the file is still arriving', async () => {
    const stalled = (init: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('first rows'));
          init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    };
    const { client } = setUp([stalled]);
    const started = Date.now();
    await expect(client.download('/api/export')).rejects.toMatchObject({
      code: 'TIMEOUT',
      message: 't:networkConnection',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('lets one download wait longer than the client’s limit', async () => {
    const slow = () => new Promise<Response>((resolve) => setTimeout(() => resolve(file('late')), 120));
    const { client } = setUp([slow]);
    const { blob } = await client.download('/api/export', { timeoutMs: 1000 });
    expect(await blob.text()).toBe('late');
  });

  it('passes the caller’s abort through instead of a network message', async () => {
    const hang = (init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const { client } = setUp([hang]);
    const controller = new AbortController();
    const download = client.download('/api/export', { signal: controller.signal });
    controller.abort();
    await expect(download).rejects.not.toBeInstanceOf(ApiError);
  });
});
