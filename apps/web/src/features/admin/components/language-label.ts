import { isLanguage } from '@app/core/errors';
import type { TFunction } from 'i18next';

/** A stored language code as its name in the interface language; an unknown code as it is. */
export function languageLabel(t: TFunction<'admin'>, code: string): string {
  return isLanguage(code) ? t(`languages.${code}`) : code;
}
