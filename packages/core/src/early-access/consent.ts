/**
 * The version of the early-access consent text. The text lives in the `early-access` translation
 * files under `consentTexts.<version>`; a changed text gets a new version here, so every stored consent
 * names the exact words the person agreed to (Art. 7(1)). Apart from the schemas, so the home page's
 * form can name it without loading zod.
 */
export const earlyAccessConsentVersion = '2026-11-23';
