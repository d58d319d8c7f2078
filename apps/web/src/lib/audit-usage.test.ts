import { describe, expect, it } from 'vitest';
import { countAuditsLeft } from './audit-usage';

const month = { periodStart: '2026-10-31T22:00:00.000Z', periodEnd: '2026-11-30T22:00:00.000Z' };

describe('countAuditsLeft', () => {
  it('is the limit less what is used, never below zero', () => {
    expect(countAuditsLeft({ used: 0, limit: 1, ...month }, 'user')).toBe(1);
    expect(countAuditsLeft({ used: 1, limit: 1, ...month }, 'user')).toBe(0);
    expect(countAuditsLeft({ used: 12, limit: 10, ...month }, 'user')).toBe(0);
  });

  it('is null when nothing limits: an unlimited plan or an administrator', () => {
    expect(countAuditsLeft({ used: 400, limit: null, ...month }, 'user')).toBeNull();
    expect(countAuditsLeft({ used: 1, limit: 1, ...month }, 'admin')).toBeNull();
  });
});
