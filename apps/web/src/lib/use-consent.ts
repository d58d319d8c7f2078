import { useSyncExternalStore } from 'react';
import { readConsent, type StoredConsent, subscribeToConsent } from './consent';

/** The saved consent (null until the user chooses); re-renders when it changes, here or in another tab. */
export function useConsent(): StoredConsent | null {
  return useSyncExternalStore(subscribeToConsent, readConsent, readConsent);
}
