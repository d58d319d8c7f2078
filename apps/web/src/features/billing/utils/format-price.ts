import type { Language } from '@app/core/errors';

/**
 * Euro cents as the language writes them: `29 €` / `278,40 €` / `12 900 €` in Bulgarian, `€29` / `€278.40`
 * / `€12,900` in English (what Intl.NumberFormat gives for bg-BG and en-IE). Written out because the first
 * Intl formatter on a page costs 30-50 ms of start-up, several times that on a phone, on the pricing page.
 */
export function formatEuros(cents: number, language: Language): string {
  const euros = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  const [groupSeparator, decimalSeparator, minimumToGroup] =
    language === 'bg' ? ['\u00a0', ',', 10_000] : [',', '.', 1_000];
  const whole =
    Math.abs(euros) >= minimumToGroup
      ? String(euros).replace(/\B(?=(\d{3})+$)/g, groupSeparator)
      : String(euros);
  const amount = rest === 0 ? whole : `${whole}${decimalSeparator}${String(rest).padStart(2, '0')}`;
  return language === 'bg' ? `${amount}\u00a0€` : `€${amount}`;
}

/** A date as the language writes it: `7.12.2026 г.` / `7 December 2026`. */
export function formatDate(iso: string, language: Language): string {
  return language === 'bg'
    ? new Intl.DateTimeFormat('bg-BG', { day: 'numeric', month: 'numeric', year: 'numeric' }).format(
        new Date(iso),
      )
    : new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date(iso));
}
