import { describe, expect, it } from 'vitest';
import { checkCustomRange } from './custom-range';
import { type AnalyticsView, isFiltered, readView, toApiFilters, toQueryString, writeView } from './filters';

const read = (query: string) => readView(new URLSearchParams(query));

describe('readView', () => {
  it('reads a preset with the other filters', () => {
    expect(read('range=last90Days&industry=finance&size=smb&risk=high')).toEqual({
      range: { preset: 'last90Days' },
      industry: 'finance',
      size: 'smb',
      risk: 'high',
    });
  });

  it('reads custom dates, open at either end', () => {
    expect(read('from=2026-01-01&to=2026-03-31').range).toEqual({
      preset: 'custom',
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(read('from=2026-01-01').range).toEqual({ preset: 'custom', from: '2026-01-01' });
  });

  it('ignores values the screen does not offer', () => {
    expect(read('range=forever&industry=mining&size=huge&risk=extreme&from=2026-02-30')).toEqual({
      range: { preset: 'allTime' },
    });
    expect(read('from=2026-05-01&to=2026-04-01').range).toEqual({ preset: 'allTime' });
    expect(read('from=tomorrow&to=2026-04-01').range).toEqual({ preset: 'custom', to: '2026-04-01' });
  });
});

describe('writeView', () => {
  it('round-trips through the address and keeps unrelated parameters', () => {
    const view: AnalyticsView = {
      range: { preset: 'custom', from: '2026-01-01', to: '2026-06-30' },
      industry: 'legal',
      risk: 'critical',
    };
    const params = writeView(view, new URLSearchParams('lang=en&range=last30Days&size=smb'));
    expect(params.toString()).toBe('lang=en&from=2026-01-01&to=2026-06-30&industry=legal&risk=critical');
    expect(readView(params)).toEqual(view);
  });

  it('leaves the default view out of the address', () => {
    expect(writeView({ range: { preset: 'allTime' } }).toString()).toBe('');
    expect(isFiltered({ range: { preset: 'allTime' } })).toBe(false);
    expect(isFiltered({ range: { preset: 'last30Days' } })).toBe(true);
  });
});

describe('toApiFilters', () => {
  it('resolves presets against today in Sofia and drops empty filters', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(toApiFilters(read('range=last30Days&size=enterprise'), now)).toEqual({
      from: '2026-10-24',
      to: '2026-11-22',
      size: 'enterprise',
    });
    expect(toApiFilters(read(''), now)).toEqual({});
    expect(toQueryString({ from: '2026-10-24', risk: 'low' }, { format: 'csv' })).toBe(
      '?from=2026-10-24&risk=low&format=csv',
    );
    expect(toQueryString({})).toBe('');
  });
});

describe('checkCustomRange', () => {
  it('accepts valid and open-ended ranges', () => {
    expect(checkCustomRange('2026-01-01', '2026-01-01')).toEqual({
      isValid: true,
      range: { from: '2026-01-01', to: '2026-01-01' },
    });
    expect(checkCustomRange('', '2026-01-01')).toEqual({ isValid: true, range: { to: '2026-01-01' } });
  });

  it('returns the schema’s message keys for an impossible date and a reversed range', () => {
    expect(checkCustomRange('2026-02-30', '')).toEqual({
      isValid: false,
      errors: { from: 'validation.invalidDate' },
    });
    expect(checkCustomRange('2026-03-02', '2026-03-01')).toEqual({
      isValid: false,
      errors: { to: 'validation.dateRangeOrder' },
    });
  });
});
