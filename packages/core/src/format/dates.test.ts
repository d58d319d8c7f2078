import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatMonth,
  formatShortDay,
  formatShortMonth,
  formatTime,
  formatWeekday,
} from './dates';

// ICU versions differ in which space they put before "г." or around a dash; the words and digits must not.
const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('formatDate', () => {
  it('writes the one date style of each language', () => {
    expect(spaces(formatDate('2026-11-22T10:00:00Z', 'bg'))).toBe('22.11.2026 г.');
    expect(formatDate('2026-11-22T10:00:00Z', 'en')).toBe('22 November 2026');
    expect(spaces(formatDate(new Date('2026-12-07T10:00:00Z'), 'bg'))).toBe('7.12.2026 г.');
    expect(formatDate(Date.UTC(2026, 11, 7, 10), 'en')).toBe('7 December 2026');
  });

  it('dates an instant by the day in Sofia, whatever the zone it runs in', () => {
    // 22:30 UTC on 29 March 2026 is 01:30 on 30 March in Sofia, the night the clocks go to UTC+3.
    expect(spaces(formatDate('2026-03-29T22:30:00Z', 'bg'))).toBe('30.03.2026 г.');
    expect(formatDate('2026-03-29T22:30:00Z', 'en')).toBe('30 March 2026');
    // Winter (UTC+2): 21:59 UTC on 31 December is still that day, 22:00 is New Year's Day.
    expect(formatDate('2026-12-31T21:59:00Z', 'en')).toBe('31 December 2026');
    expect(formatDate('2026-12-31T22:00:00Z', 'en')).toBe('1 January 2027');
  });

  it('keeps a calendar day the day it names', () => {
    expect(spaces(formatDate('2026-03-30', 'bg'))).toBe('30.03.2026 г.');
    expect(formatDate('2026-01-01', 'en')).toBe('1 January 2026');
    expect(formatDate('2026-12-31', 'en')).toBe('31 December 2026');
  });
});

describe('formatDateTime', () => {
  it('adds the time in Sofia on the 24-hour clock', () => {
    expect(spaces(formatDateTime('2026-03-29T22:30:00Z', 'bg'))).toBe('30.03.2026 г., 01:30');
    expect(formatDateTime('2026-03-29T22:30:00Z', 'en')).toBe('30 March 2026 at 01:30');
    // Summer time: 12:05 UTC is 15:05 in Sofia.
    expect(formatDateTime('2026-07-01T12:05:00Z', 'en')).toBe('1 July 2026 at 15:05');
  });
});

describe('formatTime', () => {
  it('gives the time alone in Sofia on the 24-hour clock', () => {
    expect(formatTime('2026-03-29T22:30:00Z', 'bg')).toBe('01:30');
    expect(formatTime('2026-07-01T12:05:00Z', 'en')).toBe('15:05');
  });
});

describe('formatDateRange', () => {
  it('names what the two days share once', () => {
    expect(spaces(formatDateRange('2026-11-30', '2026-12-06', 'bg'))).toBe('30.11 – 6.12.2026 г.');
    expect(spaces(formatDateRange('2026-11-30', '2026-12-06', 'en'))).toBe('30 November – 6 December 2026');
    expect(spaces(formatDateRange('2026-11-02', '2026-11-08', 'en'))).toMatch(/^2 ?– ?8 November 2026$/);
  });
});

describe('month, axis and weekday names', () => {
  it('names a month', () => {
    expect(spaces(formatMonth('2026-11-01', 'bg'))).toBe('ноември 2026 г.');
    expect(formatMonth('2026-11-01', 'en')).toBe('November 2026');
    // The first hour of November in Sofia is still October in UTC.
    expect(formatMonth('2026-10-31T22:30:00Z', 'en')).toBe('November 2026');
  });

  it('writes short axis labels', () => {
    expect(formatShortDay('2026-11-22', 'bg')).toBe('22.11');
    expect(formatShortDay('2026-11-22', 'en')).toBe('22 Nov');
    expect(spaces(formatShortMonth('2026-11-01', 'bg'))).toBe('11.2026 г.');
    expect(formatShortMonth('2026-11-01', 'en')).toBe('Nov 2026');
  });

  it('names weekdays by their ISO number', () => {
    expect(formatWeekday(1, 'bg')).toBe('понеделник');
    expect(formatWeekday(5, 'bg')).toBe('петък');
    expect(formatWeekday(1, 'en')).toBe('Monday');
    expect(formatWeekday(7, 'en')).toBe('Sunday');
  });
});
