import { describe, expect, it } from 'vitest';
import { ApiError, getFailureMessage } from './api-error';

describe('getFailureMessage', () => {
  it('shows the server’s own text, already in the user’s language', () => {
    const error = new ApiError('Невалидни данни за вход.', { status: 401, code: 'INVALID_CREDENTIALS' });
    expect(getFailureMessage(error, 'Login failed')).toBe('Невалидни данни за вход.');
  });

  it('falls back to the screen’s default when the server gave no text', () => {
    const error = new ApiError('Server error. Please try again later.', { status: 502, code: 'HTTP_ERROR' });
    expect(getFailureMessage(error, 'Login failed')).toBe('Login failed');
    expect(getFailureMessage(new TypeError('x'), 'Login failed')).toBe('Login failed');
  });

  it('keeps the network message, which says what to do', () => {
    const error = new ApiError('Network error. Please try again.', { status: 0, code: 'NETWORK' });
    expect(getFailureMessage(error, 'Login failed')).toBe('Network error. Please try again.');
  });
});
