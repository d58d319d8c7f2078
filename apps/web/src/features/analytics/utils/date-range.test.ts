import { describe, expect, it } from 'vitest';
import { resolvePreset } from './date-range';

// Today in Sofia and the calendar arithmetic are tested with the core (packages/core/src/format).
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
