import { describe, expect, it } from 'vitest';
import { getSafeNextPath } from './safe-next-path';

const origin = 'https://gdpr.example';

describe('getSafeNextPath', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(getSafeNextPath('/dashboard?tab=settings#sessions', origin)).toBe(
      '/dashboard?tab=settings#sessions',
    );
    expect(getSafeNextPath('/user-dashboard', origin)).toBe('/user-dashboard');
  });

  it.each([
    'https://evil.example/dashboard',
    '//evil.example/dashboard',
    '/\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '',
    null,
  ])('refuses %s', (next) => {
    expect(getSafeNextPath(next, origin)).toBeNull();
  });
});
