import type { OAuthProviderId } from '@app/core/auth/oauth';

/** What a provider tells us about the person, after its token or ID token was checked. */
export type ProviderProfile = {
  subject: string;
  email: string | undefined;
  /** Only an explicit assertion by the provider counts: it decides whether an account may be linked. */
  isEmailVerified: boolean;
  name: string | undefined;
};

export type AuthorizationRequest = {
  state: string;
  nonce: string;
  codeChallenge: string;
  redirectUri: string;
};

export type CodeExchange = {
  code: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  /** Fields the provider posted besides code and state (Apple posts the name once, as `user`). */
  extra: Record<string, string>;
};

export interface OAuthProvider {
  id: OAuthProviderId;
  /** Apple answers with a cross-site POST (`form_post`), which needs a SameSite=None cookie. */
  isFormPost: boolean;
  buildAuthorizationUrl(request: AuthorizationRequest): Promise<string>;
  fetchProfile(exchange: CodeExchange): Promise<ProviderProfile>;
}

/** Every call to a provider is bounded: a hanging provider must not hold a request forever. */
export const PROVIDER_TIMEOUT_MS = 10_000;

export async function fetchProviderJson(url: string | URL, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, {
    ...init,
    headers: { accept: 'application/json', ...init.headers },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`provider answered ${response.status} for ${new URL(url).pathname}`);
  return response.json();
}
