/*
 * Every key the app keeps in localStorage, listed once so the cookie policy can name them all.
 * Access goes through these helpers because storage throws when it is disabled or full (private modes,
 * quotas); the app must keep working without it.
 */
export const storageKeys = {
  /** Strictly necessary: the interface language the user chose. */
  language: 'gdpr_language',
  /** Strictly necessary: the record of the user's cookie choices (Art. 7(1): consent must be provable). */
  consent: 'gdpr_cookie_consent',
  /** Strictly necessary: the signed-in session. */
  accessToken: 'gdpr_access_token',
  refreshToken: 'gdpr_refresh_token',
  /** Strictly necessary: reports a visitor made while signed out, with the token that moves them into an account. */
  reports: 'gdpr_reports',
  /** Strictly necessary: written on every change of `reports`, so other open tabs update at once. */
  reportsUpdated: 'gdpr_reports_updated',
  /** Strictly necessary: the questionnaire answered so far, so a reload or a closed tab loses nothing. */
  assessmentDraft: 'gdpr_assessment_draft',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Without storage the choice lasts for this page view only.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}
