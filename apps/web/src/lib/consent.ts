import { readStorage, storageKeys, writeStorage } from './storage';

/*
 * Cookie and storage consent (ePrivacy Art. 5(3), GDPR Art. 7). Anything that is not strictly necessary
 * (analytics, marketing, remembered preferences) must call hasConsent(category) before it runs or stores,
 * and subscribeToConsent to stop when consent is withdrawn. Strictly necessary storage needs no consent
 * and is not gated: the language choice, the sign-in tokens and this consent record itself.
 */

/** Raise when the cookie policy changes what is asked; everyone is then asked again. */
export const consentPolicyVersion = 1;

export const optionalConsentCategories = ['analytics', 'marketing', 'preferences'] as const;
export type OptionalConsentCategory = (typeof optionalConsentCategories)[number];
export type ConsentCategory = 'necessary' | OptionalConsentCategory;
export type ConsentChoices = Record<OptionalConsentCategory, boolean>;

export type StoredConsent = ConsentChoices & { version: number; savedAt: string; necessary: true };

// Checked by hand rather than with zod: this runs at start-up, where zod would weigh on every page.
function isStoredConsent(value: unknown): value is StoredConsent {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.version === 'number' &&
    typeof record.savedAt === 'string' &&
    record.necessary === true &&
    optionalConsentCategories.every((category) => typeof record[category] === 'boolean')
  );
}

type Listener = () => void;
const consentListeners = new Set<Listener>();
const settingsListeners = new Set<Listener>();

let cachedRaw: string | null | undefined;
let cachedConsent: StoredConsent | null = null;

/** The saved consent of the current policy version, or null when the user has still to choose. */
export function readConsent(): StoredConsent | null {
  const raw = readStorage(storageKeys.consent);
  // Same object for the same stored text, as useSyncExternalStore requires.
  if (raw === cachedRaw) return cachedConsent;
  cachedRaw = raw;
  cachedConsent = parseConsent(raw);
  return cachedConsent;
}

function parseConsent(raw: string | null): StoredConsent | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isStoredConsent(value) && value.version === consentPolicyVersion ? value : null;
  } catch {
    return null;
  }
}

export function hasConsent(category: ConsentCategory): boolean {
  if (category === 'necessary') return true;
  return readConsent()?.[category] ?? false;
}

export function needsConsentDecision(): boolean {
  return readConsent() === null;
}

export function saveConsent(choices: ConsentChoices, now: Date = new Date()): StoredConsent {
  const consent: StoredConsent = {
    version: consentPolicyVersion,
    savedAt: now.toISOString(),
    necessary: true,
    analytics: choices.analytics,
    marketing: choices.marketing,
    preferences: choices.preferences,
  };
  writeStorage(storageKeys.consent, JSON.stringify(consent));
  notify(consentListeners);
  return consent;
}

export function acceptAllConsent(): StoredConsent {
  return saveConsent({ analytics: true, marketing: true, preferences: true });
}

export function rejectAllConsent(): StoredConsent {
  return saveConsent({ analytics: false, marketing: false, preferences: false });
}

export function subscribeToConsent(listener: Listener): () => void {
  consentListeners.add(listener);
  return () => consentListeners.delete(listener);
}

/** Asks the cookie settings dialog to open (the footer's "Cookie settings"). */
export function requestConsentSettings(): void {
  notify(settingsListeners);
}

export function subscribeToConsentSettingsRequests(listener: Listener): () => void {
  settingsListeners.add(listener);
  return () => settingsListeners.delete(listener);
}

function notify(listeners: Set<Listener>): void {
  for (const listener of listeners) listener();
}

// A choice made in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.consent || event.key === null) notify(consentListeners);
  });
}
