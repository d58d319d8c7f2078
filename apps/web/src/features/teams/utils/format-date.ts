import { getLanguage } from '../../../lib/i18n';

/** A date as people write it in the current language (23.11.2026 г. / 23 November 2026). */
export function formatDate(iso: string): string {
  const locale = getLanguage() === 'bg' ? 'bg-BG' : 'en-GB';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
}
