import type { Language } from '@app/core/errors';

/** 22.11.2026 г. in Bulgarian, Nov 22, 2026 in English. */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}

export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A value of 0-100 as a percentage: "42 %" in Bulgarian (with a no-break space, as the core's texts), "42%" in English. */
export function formatPercent(value: number, language: Language): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
  return language === 'bg' ? `${number}\u00a0%` : `${number}%`;
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
}

/** +5, −3 or 0, with a real minus sign. */
export function formatChange(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { signDisplay: 'exceptZero' }).format(value);
}
