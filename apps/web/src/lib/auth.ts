import type { PublicUser } from '@app/core/auth/responses';
import type { Permission, Role } from '@app/core/plans/permissions';
import { useSyncExternalStore } from 'react';
import { apiClient } from './api-client';
import { type SessionTokens, subscribeToSessionEnd, tokenStore } from './auth-tokens';
import { queryClient } from './query-client';

export type AuthUser = PublicUser;
export type AuthState =
  | { status: 'checking'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: AuthUser };

type Listener = () => void;
const listeners = new Set<Listener>();

let state: AuthState = tokenStore.getAccessToken()
  ? { status: 'checking', user: null }
  : { status: 'signed-out', user: null };

function setState(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getAuthState(): AuthState {
  return state;
}

export function subscribeToAuth(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// What a pre-rendered page shows (it holds no one's data) and so what its hydration must render first.
const prerenderedState: AuthState = { status: 'signed-out', user: null };

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeToAuth, getAuthState, () => prerenderedState);
}

/** After a successful login or registration. */
export function startSession(tokens: SessionTokens, user: AuthUser): void {
  tokenStore.saveTokens(tokens);
  setState({ status: 'signed-in', user });
}

/** After the server answered with a changed user (profile saved, e-mail verified). */
export function updateSessionUser(user: AuthUser): void {
  if (state.status === 'signed-in') setState({ status: 'signed-in', user });
}

/**
 * On start: a stored access token is trusted only once the server confirms it. The session ends only when
 * the server refuses it (the API client ends it on a 401 it cannot refresh). A check that does not get
 * an answer (offline, a server error, a page left while it runs) shows this page signed out and keeps
 * the tokens for the next one: a page left mid-check used to delete the tokens a newer sign-in had just
 * stored.
 */
export async function verifySession(): Promise<void> {
  if (!tokenStore.getAccessToken()) {
    setState({ status: 'signed-out', user: null });
    return;
  }
  try {
    // The schema (and the full zod) loads only for a returning user, keeping the start-up bundle small.
    const [{ userResponseSchema }, response] = await Promise.all([
      import('@app/core/auth/responses'),
      apiClient.get('/api/auth/verify'),
    ]);
    const result = userResponseSchema.safeParse(response);
    if (!result.success) throw new Error('Unexpected verify response');
    setState({ status: 'signed-in', user: result.data.user });
  } catch {
    if (state.status === 'checking') setState({ status: 'signed-out', user: null });
  }
}

export async function signOut(): Promise<void> {
  // This device lets go of the session before the server ends it: the screen's requests are stopped and
  // the tokens forgotten in one step, with nothing awaited between (a screen that loaded in such a gap,
  // such as the dashboard right after signing in, started a request the server then refused), so no
  // request can start with the session while the server is ending it, be refused and try to refresh it.
  // The server needs only the refresh token to end it.
  const refreshToken = tokenStore.getRefreshToken();
  const cancelled = queryClient.cancelQueries();
  tokenStore.endSession();
  await cancelled;
  try {
    await apiClient.post('/api/auth/logout', refreshToken ? { refreshToken } : undefined);
  } catch {
    // The tokens are gone here already; an unreachable server leaves its session to expire.
  }
}

/** A permission check passes if the list holds it. */
export function hasPermission(user: Pick<AuthUser, 'permissions'> | null, permission: Permission): boolean {
  return user?.permissions.includes(permission) ?? false;
}

/** An admin passes every role check. */
export function hasRole(user: AuthUser | null, role: Role): boolean {
  return user !== null && (user.role === role || user.role === 'admin');
}

subscribeToSessionEnd(() => setState({ status: 'signed-out', user: null }));
