import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAuthState, hasPermission, hasRole, verifySession } from './auth';
import { storageKeys } from './storage';

const user = { name: 'Мария', role: 'user', permissions: ['reports:read'] };

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

  it('is signed out without asking the server when no token is stored', async () => {
    const fetchSpy = respondWith();
    await verifySession();
    expect(getAuthState().status).toBe('signed-out');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('checks roles and permissions; an admin passes every role check', () => {
    expect(hasPermission(user, 'reports:read')).toBe(true);
    expect(hasPermission(user, 'users:manage')).toBe(false);
    expect(hasRole(user, 'admin')).toBe(false);
    expect(hasRole({ ...user, role: 'admin' }, 'user')).toBe(true);
    expect(hasRole(null, 'user')).toBe(false);
  });
});
