import { describe, expect, it, vi } from 'vitest';
import {
  acceptAllConsent,
  consentPolicyVersion,
  hasConsent,
  needsConsentDecision,
  readConsent,
  rejectAllConsent,
  requestConsentSettings,
  saveConsent,
  subscribeToConsent,
  subscribeToConsentSettingsRequests,
} from './consent';
import { storageKeys } from './storage';

describe('consent', () => {
  it('allows only strictly necessary storage before a choice', () => {
    expect(needsConsentDecision()).toBe(true);
    expect(hasConsent('necessary')).toBe(true);
    expect(hasConsent('analytics')).toBe(false);
    expect(hasConsent('marketing')).toBe(false);
    expect(hasConsent('preferences')).toBe(false);
  });

  it('stores the choice with the policy version and a timestamp', () => {
    saveConsent({ analytics: true, marketing: false, preferences: true }, new Date('2026-03-01T10:00:00Z'));
    expect(JSON.parse(window.localStorage.getItem(storageKeys.consent) ?? '')).toEqual({
      version: consentPolicyVersion,
      savedAt: '2026-03-01T10:00:00.000Z',
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: true,
    });
    expect(needsConsentDecision()).toBe(false);
    expect(hasConsent('analytics')).toBe(true);
    expect(hasConsent('marketing')).toBe(false);
  });

  it('accepts and rejects all', () => {
    acceptAllConsent();
    expect(['analytics', 'marketing', 'preferences'].map((c) => hasConsent(c as 'analytics'))).toEqual([
      true,
      true,
      true,
    ]);
    rejectAllConsent();
    expect(readConsent()).toMatchObject({ analytics: false, marketing: false, preferences: false });
    expect(needsConsentDecision()).toBe(false);
  });

  it('asks again when the saved consent is of an older policy version', () => {
    acceptAllConsent();
    const saved = JSON.parse(window.localStorage.getItem(storageKeys.consent) ?? '');
    window.localStorage.setItem(
      storageKeys.consent,
      JSON.stringify({ ...saved, version: consentPolicyVersion - 1 }),
    );
    expect(needsConsentDecision()).toBe(true);
    expect(hasConsent('analytics')).toBe(false);
  });

  it('treats an unreadable record as no consent', () => {
    window.localStorage.setItem(storageKeys.consent, '{not json');
    expect(needsConsentDecision()).toBe(true);
    window.localStorage.setItem(
      storageKeys.consent,
      JSON.stringify({ version: consentPolicyVersion, analytics: 'yes' }),
    );
    expect(hasConsent('analytics')).toBe(false);
  });

  it('tells subscribers about changes, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToConsent(listener);
    acceptAllConsent();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    rejectAllConsent();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('passes requests to reopen the settings', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToConsentSettingsRequests(listener);
    requestConsentSettings();
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
