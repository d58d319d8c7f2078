import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { customRangeSchema, exportFormSchema, type RangeValues } from './custom-range';
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

describe('the custom range and export forms’ schemas', () => {
  it('accept valid and open-ended ranges, an empty field being no bound', () => {
    expect(customRangeSchema.parse({ from: '2026-01-01', to: '2026-01-01' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-01',
    });
    expect(customRangeSchema.parse({ from: '', to: '2026-01-01' })).toEqual({ to: '2026-01-01' });
    expect(exportFormSchema.parse({ format: 'xlsx', from: '', to: '' })).toEqual({ format: 'xlsx' });
  });

  it('give the API schema’s message keys at the field they are about', async () => {
    const resolve = (values: RangeValues) =>
      zodResolver(customRangeSchema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect((await resolve({ from: '2026-02-30', to: '' })).errors).toMatchObject({
      from: { message: 'validation.invalidDate' },
    });
    const reversed = await resolve({ from: '2026-03-02', to: '2026-03-01' });
    expect(reversed.errors).toMatchObject({ to: { message: 'validation.dateRangeOrder' } });
    expect(reversed.errors).not.toHaveProperty('from');
    const exportCheck = await zodResolver(exportFormSchema)(
      { format: 'csv', from: '2026-03-02', to: '2026-03-01' },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(exportCheck.errors).toMatchObject({ to: { message: 'validation.dateRangeOrder' } });
  });
});
