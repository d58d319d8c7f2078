import { describe, expect, it } from 'vitest';
import { addDays, addMonths, getSofiaToday, resolvePreset } from './date-range';

describe('getSofiaToday', () => {
  it('counts the day in Sofia, not in UTC or the viewer’s zone', () => {
    // 22:30 UTC on 31 December is already 1 January in Sofia (UTC+2 in winter).
    expect(getSofiaToday(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
    expect(getSofiaToday(new Date('2026-12-31T21:59:00Z'))).toBe('2026-12-31');
    // Summer time: UTC+3.
    expect(getSofiaToday(new Date('2026-06-30T21:00:00Z'))).toBe('2026-07-01');
    expect(getSofiaToday(new Date('2026-06-30T20:59:00Z'))).toBe('2026-06-30');
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
});

describe('resolvePreset', () => {
  // 00:30 in Sofia on 22 November 2026, still 21 November in UTC.
  const now = new Date('2026-11-21T22:30:00Z');

  it('ends every preset today in Sofia and includes both ends', () => {
    expect(resolvePreset('last30Days', now)).toEqual({ from: '2026-10-24', to: '2026-11-22' });
    expect(resolvePreset('last90Days', now)).toEqual({ from: '2026-08-25', to: '2026-11-22' });
    expect(resolvePreset('last12Months', now)).toEqual({ from: '2025-11-23', to: '2026-11-22' });
  });

  it('leaves all time unbounded', () => {
    expect(resolvePreset('allTime', now)).toEqual({});
  });
});
