import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Not in the tests that run in Node (`@vitest-environment node`), such as the pre-render's.
  if (typeof window !== 'undefined') window.localStorage.clear();
});
