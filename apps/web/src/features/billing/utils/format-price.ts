import type { Language } from '@app/core/errors';

/** Euro cents as the language writes them: `29 €` / `278,40 €` in Bulgarian, `€29` / `€278.40` in English. */
export function formatEuros(cents: number, language: Language): string {
  const hasCents = cents % 100 !== 0;
  return new Intl.NumberFormat(language === 'bg' ? 'bg-BG' : 'en-IE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: hasCents ? 2 : 0,
    maximumFractionDigits: hasCents ? 2 : 0,
  }).format(cents / 100);
}

/** A date as the language writes it: `7.12.2026 г.` / `7 December 2026`. */
export function formatDate(iso: string, language: Language): string {
  return language === 'bg'
    ? new Intl.DateTimeFormat('bg-BG', { day: 'numeric', month: 'numeric', year: 'numeric' }).format(
        new Date(iso),
      )
    : new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date(iso));
}
