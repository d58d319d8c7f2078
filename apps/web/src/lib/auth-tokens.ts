import { readStorage, removeStorage, storageKeys, writeStorage } from './storage';

/*
 * The session tokens. Keeping a user signed in is strictly necessary for the service they asked for, so
 * the tokens are stored without cookie consent.
 */
export type SessionTokens = { accessToken: string; refreshToken?: string | undefined };

export type TokenStore = {
  getAccessToken: () => string | null;
  getRefreshToken: () => string | null;
  saveTokens: (tokens: SessionTokens) => void;
  /** Clears both tokens and tells the auth store the session is over. */
  endSession: () => void;
};

type Listener = () => void;
const sessionEndListeners = new Set<Listener>();

export const tokenStore: TokenStore = {
  getAccessToken: () => readStorage(storageKeys.accessToken),
  getRefreshToken: () => readStorage(storageKeys.refreshToken),
  saveTokens: ({ accessToken, refreshToken }) => {
    writeStorage(storageKeys.accessToken, accessToken);
    // A refresh that does not rotate the refresh token keeps the one we have.
    if (refreshToken) writeStorage(storageKeys.refreshToken, refreshToken);
  },
  endSession: () => {
    removeStorage(storageKeys.accessToken);
    removeStorage(storageKeys.refreshToken);
    for (const listener of sessionEndListeners) listener();
  },
};

export function subscribeToSessionEnd(listener: Listener): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}
