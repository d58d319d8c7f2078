import type { Language } from '../errors';
import { getDateTimeFormat } from './intl-cache';
import { intlLocales, timeZone } from './locales';

/*
 * Dates as the product writes them, on screen, in e-mails and in the reports alike (docs/architecture.md,
 * Dates and numbers): `22.11.2026 г.` in Bulgarian, `22 November 2026` in English, always the day in
 * Sofia. The Bulgarian form is the one Bulgarian documents and the Bulgarian text of the regulation use;
 * the English one spells the month out, so no reader takes 11/12 for 12 November.
 */

/** An instant (a Date, epoch milliseconds or an ISO date-time) or a calendar day (`2026-11-22`). */
export type DateValue = Date | number | string;

const calendarDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day is read as its noon in UTC, which is the same day in Sofia (UTC+2 or +3), so no zone
 * moves it; an instant is taken as it is.
 */
function toInstant(value: DateValue): Date {
  if (typeof value === 'string' && calendarDatePattern.test(value)) return new Date(`${value}T12:00:00Z`);
  return value instanceof Date ? value : new Date(value);
}

type Options = Intl.DateTimeFormatOptions;
type Style = Readonly<Record<Language, Options>>;

const sameInBoth = (options: Options): Style => ({ bg: options, en: options });

const date: Style = {
  bg: { day: 'numeric', month: 'numeric', year: 'numeric' },
  en: { day: 'numeric', month: 'long', year: 'numeric' },
};
const time: Options = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const styles = {
  date,
  dateTime: { bg: { ...date.bg, ...time }, en: { ...date.en, ...time } },
  time: sameInBoth(time),
  month: sameInBoth({ month: 'long', year: 'numeric' }),
  shortDay: sameInBoth({ day: 'numeric', month: 'short' }),
  shortMonth: sameInBoth({ month: 'short', year: 'numeric' }),
  weekday: sameInBoth({ weekday: 'long' }),
} satisfies Record<string, Style>;

function formatter(style: keyof typeof styles, language: Language): Intl.DateTimeFormat {
  return getDateTimeFormat(intlLocales[language], { ...styles[style][language], timeZone });
}

/** `22.11.2026 г.` / `22 November 2026`: the product's one way to write a date. */
export function formatDate(value: DateValue, language: Language): string {
  return formatter('date', language).format(toInstant(value));
}

/** `22.11.2026 г., 14:05` / `22 November 2026 at 14:05`: the date, then the time in Sofia (24-hour). */
export function formatDateTime(value: DateValue, language: Language): string {
  return formatter('dateTime', language).format(toInstant(value));
}

/** `14:05`: the time in Sofia (24-hour). */
export function formatTime(value: DateValue, language: Language): string {
  return formatter('time', language).format(toInstant(value));
}

/**
 * Two days as one span, naming what they share once: `22.11 – 28.11.2026 г.` / `22–28 November 2026`.
 */
export function formatDateRange(from: DateValue, to: DateValue, language: Language): string {
  return formatter('date', language).formatRange(toInstant(from), toInstant(to));
}

/** A calendar month: `ноември 2026 г.` / `November 2026`. */
export function formatMonth(value: DateValue, language: Language): string {
  return formatter('month', language).format(toInstant(value));
}

/**
 * A day on a chart's axis, where a full date does not fit under a tick: `22.11` / `22 Nov`. The chart's
 * table and its summary give the full date; nothing else uses this.
 */
export function formatShortDay(value: DateValue, language: Language): string {
  return formatter('shortDay', language).format(toInstant(value));
}

/** A month on a chart's axis: `11.2026 г.` / `Nov 2026`. Like formatShortDay, for axes only. */
export function formatShortMonth(value: DateValue, language: Language): string {
  return formatter('shortMonth', language).format(toInstant(value));
}

/** A day of the week by its ISO number (1 is Monday): `понеделник` / `Monday`. */
export function formatWeekday(isoWeekday: number, language: Language): string {
  // 1 January 2024 was a Monday: day n of that week is ISO weekday n.
  return formatter('weekday', language).format(Date.UTC(2024, 0, isoWeekday, 12));
}

/**
 * formatDate's style as a spreadsheet's number format, for the date cells of an exported workbook: the
 * cell stays a date (it sorts and filters as one) and reads as the product writes it. `[$-809]` makes
 * Excel name the month in British English whatever the language of its own interface.
 */
export const spreadsheetDateFormats: Readonly<Record<Language, string>> = {
  bg: 'd.mm.yyyy "г."',
  en: '[$-809]d mmmm yyyy',
};
