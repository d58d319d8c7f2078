import type { Language } from '@app/core/errors';
import { getFailureMessage } from './api-error';
import { type AuthUser, getAuthState, subscribeToAuth } from './auth';
import { changeLanguage, getLanguage, i18n, initI18n } from './i18n';
import { saveProfile } from './profile';
import { toast } from './toast';

/*
 * The language of the interface and the account's language (the one its e-mails are written in) are one
 * setting (docs/product-decisions.md, Accounts): the language the user sees is the one the account keeps.
 * A choice in the header is saved to the account at once; the profile form saves it and switches the
 * interface; and on signing in, or on a visit that restores the session, the language this browser shows
 * is written to the account when the two differ (another device, a choice made before signing in).
 */

/** The header's choice: the interface switches at once; for a signed-in user the account follows. */
export async function chooseLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  const auth = getAuthState();
  if (auth.status !== 'signed-in') return;
  try {
    await saveAccountLanguage(auth.user, language);
  } catch (error) {
    toast.error(getFailureMessage(error, i18n.t('errors:generic')));
  }
}

/** Call once at start-up: from then on each session that begins takes the interface's language. */
export function keepAccountLanguageInStep(): void {
  let wasSignedIn = false;
  subscribeToAuth(() => {
    const auth = getAuthState();
    const isSignedIn = auth.status === 'signed-in';
    if (isSignedIn && !wasSignedIn) void adoptInterfaceLanguage(auth.user);
    wasSignedIn = isSignedIn;
  });
}

async function adoptInterfaceLanguage(user: AuthUser): Promise<void> {
  try {
    // The interface language is known once i18next has started (the session may be confirmed first).
    await initI18n();
    await saveAccountLanguage(user, getLanguage());
  } catch {
    // Not worth an error of its own: the next sign-in or the next choice in the header tries again.
  }
}

async function saveAccountLanguage(user: AuthUser, language: Language): Promise<void> {
  if (user.language === language) return;
  await saveProfile({ name: user.name, language });
}
