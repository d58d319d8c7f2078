/**
 * Message keys of the accounts screens and API, in the `auth` translation namespace
 * (packages/locales/{bg,en}/auth.json). Schemas return the `validation` keys; the API answers
 * with the `success` texts; the web shows the `failure` texts when the server gave none.
 */
export const authMessageKeys = {
  nameRequired: 'auth.validation.nameRequired',
  nameTooLong: 'auth.validation.nameTooLong',
  emailRequired: 'auth.validation.emailRequired',
  emailInvalid: 'auth.validation.emailInvalid',
  passwordRequired: 'auth.validation.passwordRequired',
  passwordMin: 'auth.validation.passwordMin',
  passwordBlank: 'auth.validation.passwordBlank',
  passwordTooLong: 'auth.validation.passwordTooLong',
  confirmRequired: 'auth.validation.confirmRequired',
  passwordsMismatch: 'auth.validation.passwordsMismatch',
  termsRequired: 'auth.validation.termsRequired',
  tokenRequired: 'auth.validation.tokenRequired',
  invalidOption: 'validation.invalidOption',
} as const;

export const authSuccessKeys = {
  passwordChanged: 'auth.success.passwordChanged',
  passwordReset: 'auth.success.passwordReset',
  resetEmailSent: 'auth.success.resetEmailSent',
  emailVerified: 'auth.success.emailVerified',
  verificationSent: 'auth.success.verificationSent',
  signedOutEverywhere: 'auth.success.signedOutEverywhere',
  accountDeleted: 'auth.success.accountDeleted',
} as const;
export type AuthSuccessKey = (typeof authSuccessKeys)[keyof typeof authSuccessKeys];

/** Field limits shared by the forms and the API. */
export const authLimits = {
  nameMax: 100,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  tokenMax: 200,
} as const;
