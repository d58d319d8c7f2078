import { describe, expect, it } from 'vitest';
import { addDays, addMonths, firstDayOfMonth, startOfCalendarDate, toCalendarDate } from './calendar';

describe('toCalendarDate', () => {
  it('counts the day in Sofia, not in UTC or the zone the code runs in', () => {
    // The night the clocks go to UTC+3: 22:30 UTC on 29 March is 01:30 on 30 March in Sofia.
    expect(toCalendarDate(new Date('2026-03-29T22:30:00Z'))).toBe('2026-03-30');
    // Summer time started that morning, so 30 March begins at 21:00 UTC.
    expect(toCalendarDate(new Date('2026-03-29T21:00:00Z'))).toBe('2026-03-30');
    expect(toCalendarDate(new Date('2026-03-29T20:59:00Z'))).toBe('2026-03-29');
    // Winter (UTC+2): 22:30 UTC on 31 December is already 1 January.
    expect(toCalendarDate(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
    expect(toCalendarDate(new Date('2026-12-31T21:59:00Z'))).toBe('2026-12-31');
    // Summer (UTC+3).
    expect(toCalendarDate(new Date('2026-06-30T21:00:00Z'))).toBe('2026-07-01');
    expect(toCalendarDate(new Date('2026-06-30T20:59:00Z'))).toBe('2026-06-30');
  });
});

describe('startOfCalendarDate', () => {
  it('is midnight in Sofia, at UTC+2 in winter and UTC+3 in summer', () => {
    expect(startOfCalendarDate('2026-11-01')).toEqual(new Date('2026-10-31T22:00:00Z'));
    expect(startOfCalendarDate('2026-07-01')).toEqual(new Date('2026-06-30T21:00:00Z'));
    // The days the clocks change: their midnight is still on the old offset.
    expect(startOfCalendarDate('2026-03-29')).toEqual(new Date('2026-03-28T22:00:00Z'));
    expect(startOfCalendarDate('2026-03-30')).toEqual(new Date('2026-03-29T21:00:00Z'));
    expect(startOfCalendarDate('2026-10-25')).toEqual(new Date('2026-10-24T21:00:00Z'));
    expect(startOfCalendarDate('2026-10-26')).toEqual(new Date('2026-10-25T22:00:00Z'));
  });
});

describe('calendar arithmetic', () => {
  it('moves by days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-01-01', -29)).toBe('2025-12-03');
  });

  it('moves by months, keeping to the last day of a shorter month', () => {
    expect(addMonths('2026-11-22', -12)).toBe('2025-11-22');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2028-02-29', -12)).toBe('2027-02-28');
    expect(addMonths('2026-01-15', 13)).toBe('2027-02-15');
  });

  it('finds the first day of the month', () => {
    expect(firstDayOfMonth('2026-11-22')).toBe('2026-11-01');
  });
});
