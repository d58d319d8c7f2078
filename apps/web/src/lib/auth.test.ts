import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInUser } from '@/test/signed-in-user';
import { getAuthState, hasPermission, hasRole, signOut, verifySession } from './auth';
import { queryClient } from './query-client';
import { storageKeys } from './storage';

const user = signedInUser;

function respondWith(...responses: Response[]) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => responses.shift() ?? new Response(null, { status: 500 }));
}

describe('auth store', () => {
  afterEach(() => vi.restoreAllMocks());

  it('signs in when the stored access token verifies', async () => {
    window.localStorage.setItem(storageKeys.accessToken, 'access-1');
    respondWith(Response.json({ success: true, user }));
    await verifySession();
    expect(getAuthState()).toEqual({ status: 'signed-in', user });
  });

  it('clears both tokens when verification fails', async () => {
    window.localStorage.setItem(storageKeys.accessToken, 'access-1');
    window.localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
    // verify: 401; refresh: 404 (not there yet)
    respondWith(new Response(null, { status: 401 }), new Response(null, { status: 404 }));
    await verifySession();
    expect(getAuthState()).toEqual({ status: 'signed-out', user: null });
    expect(window.localStorage.getItem(storageKeys.accessToken)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.refreshToken)).toBeNull();
  });

  it('keeps the tokens when the check gets no answer, and shows the page signed out', async () => {
    window.localStorage.setItem(storageKeys.accessToken, 'access-1');
    window.localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await verifySession();
    expect(getAuthState()).toEqual({ status: 'signed-out', user: null });
    expect(window.localStorage.getItem(storageKeys.accessToken)).toBe('access-1');
    expect(window.localStorage.getItem(storageKeys.refreshToken)).toBe('refresh-1');
  });

  it('keeps the tokens when the server fails the check', async () => {
    window.localStorage.setItem(storageKeys.accessToken, 'access-1');
    window.localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
    respondWith(new Response(null, { status: 503 }));
    await verifySession();
    expect(getAuthState().status).toBe('signed-out');
    expect(window.localStorage.getItem(storageKeys.accessToken)).toBe('access-1');
  });

  it('is signed out without asking the server when no token is stored', async () => {
    const fetchSpy = respondWith();
    await verifySession();
    expect(getAuthState().status).toBe('signed-out');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("ends the stored refresh token's session on the server when signing out", async () => {
    window.localStorage.setItem(storageKeys.accessToken, 'access-1');
    window.localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
    const fetchSpy = respondWith(Response.json({ success: true }));
    await signOut();
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/auth/logout');
    expect(JSON.parse(String(init?.body))).toEqual({ refreshToken: 'refresh-1' });
    expect(getAuthState().status).toBe('signed-out');
    expect(window.localStorage.getItem(storageKeys.refreshToken)).toBeNull();
  });

  it('stops the requests in flight before ending the session on the server', async () => {
    window.localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
    let requestSignal: AbortSignal | undefined;
    let wasStoppedAtLogout: boolean | undefined;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      wasStoppedAtLogout = requestSignal?.aborted;
      return Response.json({ success: true });
    });
    queryClient
      .fetchQuery({
        queryKey: ['reports', 'in-flight'],
        queryFn: ({ signal }) => {
          requestSignal = signal;
          return new Promise(() => undefined);
        },
      })
      .catch(() => undefined);
    await signOut();
    expect(wasStoppedAtLogout).toBe(true);
  });

  it('forgets the session here before the server ends it, so no request can carry it meanwhile', async () => {
    window.localStorage.setItem(storageKeys.accessToken, 'access-1');
    window.localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
    let atLogout: { stored: string | null; authorization: string | null } | undefined;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      atLogout = {
        stored: window.localStorage.getItem(storageKeys.accessToken),
        authorization: new Headers(init?.headers).get('authorization'),
      };
      return Response.json({ success: true });
    });
    await signOut();
    expect(atLogout).toEqual({ stored: null, authorization: null });
    expect(getAuthState().status).toBe('signed-out');
  });

  it('checks roles and permissions; an admin passes every role check', () => {
    expect(hasPermission(user, 'reports:read')).toBe(true);
    expect(hasPermission(user, 'users:manage')).toBe(false);
    expect(hasRole(user, 'admin')).toBe(false);
    expect(hasRole({ ...user, role: 'admin' as const }, 'user')).toBe(true);
    expect(hasRole(null, 'user')).toBe(false);
  });
});
