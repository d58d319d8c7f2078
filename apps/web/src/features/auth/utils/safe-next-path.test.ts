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

describe('finding "?next= can return //evil.example": every way of spelling another site is refused', () => {
  it.each([
    // Dot segments the URL parser collapses into a protocol-relative path.
    '/.//evil.example',
    '/..//evil.example',
    '/./\\evil.example',
    '/.\\/evil.example',
    '/x/..//evil.example/dashboard',
    // Slashes and backslashes, plain and percent-encoded, in either case.
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5C%5Cevil.example',
    '/%5c/evil.example',
    '/%2e/%2Fevil.example',
    '%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    // Characters the URL parser drops.
    '/\t/evil.example',
    '/\n/evil.example',
    ' //evil.example',
    // Absolute addresses.
    'https://evil.example',
    'HTTPS://evil.example/dashboard',
    'http:evil.example',
    'https:/evil.example',
    'data:text/html,<script>alert(1)</script>',
  ])('refuses %j', (next) => {
    const result = getSafeNextPath(next, origin);
    expect(result).toBeNull();
  });

  it('keeps paths of this site that merely contain slashes, dots or encoded characters further on', () => {
    expect(getSafeNextPath('/reports/a%20b', origin)).toBe('/reports/a%20b');
    expect(getSafeNextPath('/a/./b/../dashboard', origin)).toBe('/a/dashboard');
    expect(getSafeNextPath('/dashboard?from=//evil.example', origin)).toBe('/dashboard?from=//evil.example');
  });
});
