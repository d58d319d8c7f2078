import type errorMessages from '@app/locales/en/errors.json';
import { env } from '../config/env';
import { httpTimeoutMs } from '../config/ui';
import { ApiError } from './api-error';
import { type TokenStore, tokenStore } from './auth-tokens';
import { getLanguage, i18n } from './i18n';

export type ErrorMessageKey = keyof typeof errorMessages;

export type ApiClientOptions = {
  baseUrl: string;
  tokens: TokenStore;
  translate: (key: ErrorMessageKey) => string;
  getLanguage: () => string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key`); they cannot replace the ones the client sets. */
  headers?: Readonly<Record<string, string>>;
};

// A 401 from these means wrong credentials or a dead refresh token, never an expired access token.
const pathsWithoutRefresh = new Set(['/api/auth/login', '/api/auth/register', '/api/auth/refresh']);

export function createApiClient(options: ApiClientOptions) {
  const { baseUrl, tokens, translate, timeoutMs = httpTimeoutMs } = options;
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let refreshing: Promise<boolean> | null = null;

  async function send(
    path: string,
    { method = 'GET', body, signal, headers: extraHeaders }: RequestOptions,
  ): Promise<Response> {
    const headers = new Headers(extraHeaders);
    headers.set('Accept', 'application/json');
    headers.set('Accept-Language', options.getLanguage());
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const accessToken = tokens.getAccessToken();
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      return await fetchFn(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      if (timeout.aborted) throw new ApiError(translate('networkConnection'), { status: 0, code: 'TIMEOUT' });
      throw new ApiError(translate('network'), { status: 0, code: 'NETWORK' });
    }
  }

  /** One refresh at a time: parallel requests that all got a 401 wait for the same one. */
  function refreshSession(): Promise<boolean> {
    refreshing ??= refreshTokens().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function refreshTokens(): Promise<boolean> {
    const refreshToken = tokens.getRefreshToken();
    if (!refreshToken) return false;
    try {
      const response = await send('/api/auth/refresh', { method: 'POST', body: { refreshToken } });
      if (!response.ok) return false;
      const data: unknown = await response.json();
      if (!isRecord(data) || typeof data.accessToken !== 'string') return false;
      tokens.saveTokens({
        accessToken: data.accessToken,
        refreshToken: typeof data.refreshToken === 'string' ? data.refreshToken : undefined,
      });
      return true;
    } catch {
      return false;
    }
  }

  async function request<T>(path: string, requestOptions: RequestOptions = {}): Promise<T> {
    let response = await send(path, requestOptions);
    if (response.status === 401 && !pathsWithoutRefresh.has(path.split('?')[0] ?? path)) {
      if (await refreshSession()) {
        response = await send(path, requestOptions);
      } else {
        tokens.endSession();
      }
    }
    if (!response.ok) throw await toApiError(response, translate);
    if (response.status === 204) return undefined as T;
    return (await readJson(response, translate)) as T;
  }

  return {
    request,
    get: <T>(path: string, signal?: AbortSignal) => request<T>(path, { signal }),
    post: <T>(path: string, body?: unknown, signal?: AbortSignal) =>
      request<T>(path, { method: 'POST', body, signal }),
    put: <T>(path: string, body?: unknown, signal?: AbortSignal) =>
      request<T>(path, { method: 'PUT', body, signal }),
    delete: <T>(path: string, signal?: AbortSignal) => request<T>(path, { method: 'DELETE', signal }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Prefers the server's own message (already in the user's language), else a translated default. */
async function toApiError(response: Response, translate: ApiClientOptions['translate']): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const error = isRecord(body) && body.success === false && isRecord(body.error) ? body.error : null;
  if (error && typeof error.message === 'string' && error.message) {
    const code = typeof error.code === 'string' ? error.code : 'HTTP_ERROR';
    return new ApiError(error.message, { status: response.status, code });
  }
  return new ApiError(translate(defaultMessageKey(response.status)), {
    status: response.status,
    code: 'HTTP_ERROR',
  });
}

async function readJson(response: Response, translate: ApiClientOptions['translate']): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(translate('server'), { status: response.status, code: 'BAD_RESPONSE' });
  }
}

function defaultMessageKey(status: number): ErrorMessageKey {
  if (status === 400 || status === 422) return 'validation';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'notFound';
  if (status === 413) return 'payloadTooLarge';
  if (status === 429) return 'rateLimited';
  if (status >= 500) return 'server';
  return 'generic';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export const apiClient = createApiClient({
  baseUrl: env.apiBaseUrl,
  tokens: tokenStore,
  translate: (key) => i18n.t(`errors:${key}`),
  getLanguage,
});
