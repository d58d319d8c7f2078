import { getDateTimeFormat } from './intl-cache';
import { timeZone } from './locales';

/*
 * Calendar days (`2026-11-22`) in Sofia: what "today", "the last 30 days" and "this month" mean for the
 * quotas, the analytics and the file names. A calendar day is a day, not an instant, so the arithmetic on
 * it (addDays, addMonths) needs no time zone and no daylight saving.
 */

// Digits only, in a fixed order: the locale does not matter, the zone does.
const partsFormat = () =>
  getDateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

function readSofiaClock(instant: Date) {
  const parts = partsFormat().formatToParts(instant);
  const read = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  return {
    year: read('year'),
    month: read('month'),
    day: read('day'),
    hour: read('hour'),
    minute: read('minute'),
    second: read('second'),
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The calendar day an instant falls on in Sofia: 2026-03-29T22:30:00Z is `2026-03-30`. */
export function toCalendarDate(instant: Date): string {
  const { year, month, day } = readSofiaClock(instant);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * The instant a calendar day begins in Sofia (its midnight there). Sofia's offset at that midnight is read
 * from the zone, so the answer is right in winter (UTC+2) and summer (UTC+3); the clocks change at 03:00
 * and 04:00, never at midnight.
 */
export function startOfCalendarDate(isoDate: string): Date {
  const guess = parseCalendarDate(isoDate).getTime();
  const seen = readSofiaClock(new Date(guess));
  const offset = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second) - guess;
  return new Date(guess - offset);
}

/** The first day of the calendar month a day is in. */
export function firstDayOfMonth(isoDate: string): string {
  return `${isoDate.slice(0, 7)}-01`;
}

/** A calendar day moved by whole days. */
export function addDays(isoDate: string, days: number): string {
  const date = parseCalendarDate(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return formatCalendarDate(date);
}

/** A calendar day moved by whole months; the 31st becomes the month's last day where it has none. */
export function addMonths(isoDate: string, months: number): string {
  const date = parseCalendarDate(isoDate);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return formatCalendarDate(date);
}

function parseCalendarDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

function formatCalendarDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
