import type errorMessages from '@app/locales/en/errors.json';
import { env } from '../config/env';
import { httpTimeoutMs } from '../config/ui';
import { ApiError } from './api-error';
import { type TokenStore, tokenStore } from './auth-tokens';
import { readContentDispositionFilename } from './content-disposition';
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
  /** Replaces the client's limit for this request (a large export streams for a while). */
  timeoutMs?: number;
};

export type DownloadOptions = Pick<RequestOptions, 'signal' | 'timeoutMs'>;

/** A file the API sent: its bytes and the name the server suggests in Content-Disposition, if any. */
export type DownloadedFile = { blob: Blob; fileName: string | null };

/** A response, and the way to read its body under the same signals (a body can stall as a connection can). */
type Sent = { response: Response; read: <T>(reader: (response: Response) => Promise<T>) => Promise<T> };

// A 401 from these means wrong credentials or a dead refresh token, never an expired access token.
const pathsWithoutRefresh = new Set(['/api/auth/login', '/api/auth/register', '/api/auth/refresh']);

export function createApiClient(options: ApiClientOptions) {
  const { baseUrl, tokens, translate, timeoutMs: defaultTimeoutMs = httpTimeoutMs } = options;
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let refreshing: Promise<boolean> | null = null;

  async function send(
    path: string,
    { method = 'GET', body, signal, headers: extraHeaders, timeoutMs = defaultTimeoutMs }: RequestOptions,
    accept: string,
  ): Promise<Sent> {
    const headers = new Headers(extraHeaders);
    headers.set('Accept', accept);
    headers.set('Accept-Language', options.getLanguage());
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const accessToken = tokens.getAccessToken();
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    const timeout = AbortSignal.timeout(timeoutMs);
    // A failure of the connection (sending, or reading the answer) becomes a translated ApiError.
    const guard = async <T>(work: () => Promise<T>): Promise<T> => {
      try {
        return await work();
      } catch (error) {
        if (error instanceof ApiError || signal?.aborted) throw error;
        if (timeout.aborted)
          throw new ApiError(translate('networkConnection'), { status: 0, code: 'TIMEOUT' });
        throw new ApiError(translate('network'), { status: 0, code: 'NETWORK' });
      }
    };
    const response = await guard(() =>
      fetchFn(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      }),
    );
    return { response, read: (reader) => guard(() => reader(response)) };
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
      const { response } = await send(
        '/api/auth/refresh',
        { method: 'POST', body: { refreshToken } },
        'application/json',
      );
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

  /**
   * Sends with the session's token; on a 401 refreshes the session once and sends again, or ends the
   * session when it cannot be refreshed. Any answer but a 2xx becomes an ApiError.
   */
  async function sendWithSession(
    path: string,
    requestOptions: RequestOptions,
    accept: string,
  ): Promise<Sent> {
    let sent = await send(path, requestOptions, accept);
    if (sent.response.status === 401 && !pathsWithoutRefresh.has(path.split('?')[0] ?? path)) {
      if (await refreshSession()) {
        sent = await send(path, requestOptions, accept);
      } else {
        tokens.endSession();
      }
    }
    if (!sent.response.ok) throw await toApiError(sent.response, translate);
    return sent;
  }

  async function request<T>(path: string, requestOptions: RequestOptions = {}): Promise<T> {
    const sent = await sendWithSession(path, requestOptions, 'application/json');
    if (sent.response.status === 204) return undefined as T;
    return (await readJson(sent, translate)) as T;
  }

  /**
   * A file (PDF, Word, CSV, XLSX, JSON export): the same session, refresh and errors as a JSON call. A
   * plain link cannot carry the bearer token, so the caller saves the bytes (`saveFile` in save-file.ts).
   */
  async function download(
    path: string,
    { signal, timeoutMs }: DownloadOptions = {},
  ): Promise<DownloadedFile> {
    const sent = await sendWithSession(path, { signal, timeoutMs }, '*/*');
    const blob = await sent.read((response) => response.blob());
    return {
      blob,
      fileName: readContentDispositionFilename(sent.response.headers.get('content-disposition')),
    };
  }

  /**
   * A streamed answer (server-sent events, `event:` and `data:` lines): the session, refresh and errors of
   * any other call; `onEvent` gets each event's type and parsed data as it arrives.
   */
  async function stream(
    path: string,
    requestOptions: RequestOptions,
    onEvent: (type: string, data: unknown) => void,
  ): Promise<void> {
    const sent = await sendWithSession(path, requestOptions, 'text/event-stream');
    await sent.read(async (response) => {
      if (!response.body) return;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        buffer += next.value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type && data) onEvent(type, JSON.parse(data));
        }
      }
    });
  }

  return {
    request,
    download,
    stream,
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

async function readJson(sent: Sent, translate: ApiClientOptions['translate']): Promise<unknown> {
  const text = await sent.read((response) => response.text());
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(translate('server'), { status: sent.response.status, code: 'BAD_RESPONSE' });
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
