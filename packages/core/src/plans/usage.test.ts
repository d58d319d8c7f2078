import { describe, expect, it } from 'vitest';
import { getMonthPeriod } from './usage';

describe('getMonthPeriod', () => {
  it('starts and ends the month at midnight in Sofia, in winter (UTC+2) and summer (UTC+3)', () => {
    expect(getMonthPeriod(new Date('2026-11-23T10:00:00Z'))).toEqual({
      start: new Date('2026-10-31T22:00:00Z'),
      end: new Date('2026-11-30T22:00:00Z'),
    });
    // The DST change at the end of March: March starts at UTC+2, April at UTC+3.
    expect(getMonthPeriod(new Date('2026-03-15T12:00:00Z'))).toEqual({
      start: new Date('2026-02-28T22:00:00Z'),
      end: new Date('2026-03-31T21:00:00Z'),
    });
  });

  it('puts the first hours of a month in Sofia into that month, though UTC is still in the last', () => {
    // 30 Nov 22:30 UTC is 1 Dec 00:30 in Sofia.
    const period = getMonthPeriod(new Date('2026-11-30T22:30:00Z'));
    expect(period.start).toEqual(new Date('2026-11-30T22:00:00Z'));
    expect(period.end).toEqual(new Date('2026-12-31T22:00:00Z'));
  });

  it('rolls over the year', () => {
    expect(getMonthPeriod(new Date('2026-12-31T23:30:00Z'))).toEqual({
      start: new Date('2026-12-31T22:00:00Z'),
      end: new Date('2027-01-31T22:00:00Z'),
    });
  });
});
