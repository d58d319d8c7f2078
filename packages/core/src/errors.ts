/**
 * The one catalogue of API error codes. Each code has an HTTP status and a message key in the
 * `errors` translation namespace (packages/locales/{bg,en}/errors.json: the general messages, which the
 * web app loads at start-up) or in `api-errors` (the server's own). The main texts' wording is fixed:
 * docs/product-decisions.md, Messages with fixed wording.
 */
export const errorCatalogue = {
  VALIDATION_FAILED: { status: 400, messageKey: 'validation' },
  BAD_JSON: { status: 400, messageKey: 'validation' },
  UNAUTHORIZED: { status: 401, messageKey: 'unauthorized' },
  INVALID_CREDENTIALS: { status: 401, messageKey: 'invalidCredentials' },
  FORBIDDEN: { status: 403, messageKey: 'unauthorized' },
  NOT_FOUND: { status: 404, messageKey: 'notFound' },
  METHOD_NOT_ALLOWED: { status: 405, messageKey: 'methodNotAllowed' },
  EMAIL_EXISTS: { status: 409, messageKey: 'emailExists' },
  TOKEN_INVALID: { status: 400, messageKey: 'tokenInvalid' },
  WRONG_PASSWORD: { status: 403, messageKey: 'wrongPassword' },
  REAUTH_REQUIRED: { status: 403, messageKey: 'reauthRequired' },
  EMAIL_NOT_VERIFIED: { status: 403, messageKey: 'emailNotVerified' },
  OAUTH_FAILED: { status: 400, messageKey: 'oauthFailed' },
  OAUTH_CANCELLED: { status: 400, messageKey: 'oauthCancelled' },
  OAUTH_EMAIL_UNVERIFIED: { status: 403, messageKey: 'oauthEmailUnverified' },
  OAUTH_EMAIL_MISSING: { status: 400, messageKey: 'oauthEmailMissing' },
  PLAN_REQUIRED: { status: 403, messageKey: 'planRequired' },
  TRIAL_USED: { status: 409, messageKey: 'trialUsed' },
  TRIAL_NOT_AVAILABLE: { status: 409, messageKey: 'trialNotAvailable' },
  QUOTA_EXCEEDED: { status: 403, messageKey: 'quotaExceeded' },
  BILLING_NOT_CONFIGURED: { status: 409, messageKey: 'billingNotConfigured' },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, messageKey: 'webhookSignatureInvalid' },
  TEAM_LIMIT_REACHED: { status: 403, messageKey: 'teamLimitReached' },
  ALREADY_IN_WORKSPACE: { status: 409, messageKey: 'alreadyInWorkspace' },
  INVITE_EMAIL_MISMATCH: { status: 403, messageKey: 'inviteEmailMismatch' },
  API_KEY_INVALID: { status: 401, messageKey: 'apiKeyInvalid' },
  REPORT_NOT_READY: { status: 409, messageKey: 'reportNotReady' },
  IDEMPOTENCY_CONFLICT: { status: 409, messageKey: 'idempotencyConflict' },
  EMAIL_NOT_FAILED: { status: 409, messageKey: 'emailNotFailed' },
  ALREADY_RATED: { status: 409, messageKey: 'alreadyRated' },
  AI_NOT_OFFERED: { status: 404, messageKey: 'aiNotOffered' },
  AI_DISABLED: { status: 409, messageKey: 'aiDisabled' },
  AI_QUOTA_EXCEEDED: { status: 403, messageKey: 'aiQuotaExceeded' },
  AI_UNAVAILABLE: { status: 503, messageKey: 'aiUnavailable' },
  REPORT_FAILED: { status: 500, messageKey: 'reportFailed' },
  ANALYSIS_FAILED: { status: 500, messageKey: 'analysisFailed' },
  PAYLOAD_TOO_LARGE: { status: 413, messageKey: 'payloadTooLarge' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, messageKey: 'unsupportedMediaType' },
  RATE_LIMITED: { status: 429, messageKey: 'rateLimited' },
  INTERNAL: { status: 500, messageKey: 'server' },
  NOT_READY: { status: 503, messageKey: 'server' },
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

export const supportedLanguages = ['bg', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = 'bg';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}
