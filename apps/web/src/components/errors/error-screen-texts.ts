import bg from '@app/locales/bg/error-screen.json';
import en from '@app/locales/en/error-screen.json';
import { useLanguage } from '../../lib/use-language';

/*
 * The error screens' texts come with the start-up bundle, not as a translation chunk: a screen that says
 * something failed must speak when the translation files are what failed to load. They are few.
 */
const errorScreenTexts = { bg, en } as const;

export type ErrorScreenTexts = typeof en;

export function useErrorScreenTexts(): ErrorScreenTexts {
  return errorScreenTexts[useLanguage()];
}
