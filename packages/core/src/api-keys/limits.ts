/**
 * API keys (issue 8): the numbers and message keys both sides share, without zod, so the dashboard can
 * show them before the form's schema has loaded (apps/web/src/lib/lazy-zod-resolver.ts).
 */

/** Every key starts with this, so a leaked one is easy to recognise (and to search for in code). */
export const apiKeyPrefix = 'gdprn_';
/** The characters shown in the list so the owner can tell keys apart: `gdprn_` and six more. */
export const apiKeyDisplayLength = 12;
/** Active (not revoked) keys a user may hold at once. */
export const maxActiveApiKeys = 10;
/** Calls a minute one key may make to /api/v1. */
export const apiKeyRequestsPerMinute = 60;

export const apiKeyLimits = { nameMax: 60 } as const;

export const apiKeyMessageKeys = {
  nameRequired: 'api-keys.validation.nameRequired',
  nameTooLong: 'api-keys.validation.nameTooLong',
} as const;
