import type { Language } from '../errors';
import { getNumberFormat } from './intl-cache';
import { intlLocales } from './locales';

/*
 * Numbers as each language writes them (docs/architecture.md, Dates and numbers): `1 234,5` and `61,5`
 * in Bulgarian, `1,234.5` and `61.5` in English.
 */

export type NumberOptions = { maximumFractionDigits?: number };

const defaultFractionDigits = 1;

/** A count, a score or a factor: grouped thousands, at most one decimal unless asked otherwise. */
export function formatNumber(
  value: number,
  language: Language,
  { maximumFractionDigits = defaultFractionDigits }: NumberOptions = {},
): string {
  return getNumberFormat(intlLocales[language], { maximumFractionDigits }).format(value);
}

/**
 * A change, always with its sign: `+12`, `−3` (a real minus sign, U+2212, as typesetting wants it) or `0`.
 * A value that rounds to zero is written `0`, without a sign.
 */
export function formatSignedNumber(
  value: number,
  language: Language,
  { maximumFractionDigits = defaultFractionDigits }: NumberOptions = {},
): string {
  return getNumberFormat(intlLocales[language], { maximumFractionDigits, signDisplay: 'exceptZero' })
    .format(value)
    .replace('-', '\u2212');
}

/**
 * A percentage given as 0-100, in whole percent: `42 %` in Bulgarian, as the Bulgarian text of the
 * regulation writes it (with a no-break space, so the sign never starts a line), `42%` in English.
 * Below a thousand no language groups digits, so the number is written out without Intl: the home and
 * pricing pages show a percentage, and the first Intl formatter costs start-up time (see formatPrice).
 */
export function formatPercent(value: number, language: Language): string {
  // Rounded half away from zero, as Intl does.
  const whole = Math.sign(value) * Math.round(Math.abs(value));
  const number =
    Math.abs(whole) < 1000 ? String(whole) : formatNumber(value, language, { maximumFractionDigits: 0 });
  return language === 'bg' ? `${number}\u00a0%` : `${number}%`;
}

/** A weight factor: `×1,5` / `×1.5`, with up to two decimals. */
export function formatMultiplier(value: number, language: Language): string {
  return `×${formatNumber(value, language, { maximumFractionDigits: 2 })}`;
}

/**
 * Euro cents as the language writes them: `29 €` / `278,40 €` / `12 900 €` in Bulgarian, `€29` / `€278.40`
 * / `€12,900` in English (what Intl.NumberFormat gives for the locales in ./locales.ts, which the tests
 * check). Written out because the first Intl formatter on a page costs 30-50 ms of start-up, several times
 * that on a phone, on the pricing page.
 */
export function formatPrice(cents: number, language: Language): string {
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
