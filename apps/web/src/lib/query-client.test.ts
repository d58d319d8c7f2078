import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, shouldRetryQuery } from './query-client';

describe('query client', () => {
  it('uses the specified freshness, retention and focus behaviour', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({ staleTime: 300_000, gcTime: 600_000, refetchOnWindowFocus: false });
  });

  it('retries network and server failures at most twice', () => {
    const serverError = new ApiError('Server error', { status: 500, code: 'INTERNAL' });
    expect(shouldRetryQuery(0, serverError)).toBe(true);
    expect(shouldRetryQuery(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(2, serverError)).toBe(false);
  });

  it.each([400, 401, 403, 404, 429])('never retries a %s', (status) => {
    expect(shouldRetryQuery(0, new ApiError('No', { status, code: 'HTTP_ERROR' }))).toBe(false);
  });
});
