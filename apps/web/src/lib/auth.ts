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

/** On start: a stored access token is trusted only once the server confirms it. */
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
    tokenStore.endSession();
  }
}

export async function signOut(): Promise<void> {
  // A request still on its way would be refused once the session ends, and then try to refresh it: stop
  // the screen's requests first, so none reaches the server with the ending session.
  await queryClient.cancelQueries();
  try {
    const refreshToken = tokenStore.getRefreshToken();
    await apiClient.post('/api/auth/logout', refreshToken ? { refreshToken } : undefined);
  } catch {
    // The tokens go anyway; an unreachable server must not keep the user signed in here.
  }
  tokenStore.endSession();
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
