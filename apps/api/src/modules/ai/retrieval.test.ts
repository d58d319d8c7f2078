import { describe, expect, it } from 'vitest';
import { buildSearchQuery } from './retrieval';

describe('buildSearchQuery', () => {
  it('keeps the meaningful words as prefixes joined with OR', () => {
    expect(buildSearchQuery('How fast must we report a data breach?', 'en')).toBe(
      'fast:* | repo:* | data:* | brea:*',
    );
    expect(buildSearchQuery('Кога трябва да уведомим КЗЛД за нарушение?', 'bg')).toBe(
      'уведом:* | кзлд:* | нарушен:*',
    );
  });

  it('lets nothing but letters and digits through, and may be empty', () => {
    expect(buildSearchQuery("x' | !! & (drop):* <-> table", 'en')).toBe('drop:* | table:*');
    expect(buildSearchQuery('?? !!', 'bg')).toBe('');
  });
});
