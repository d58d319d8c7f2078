import { describe, expect, it } from 'vitest';
import { computeRetryDelayMs, describeSendError, isPermanentSendError } from './retry-policy';
import { InvalidEmailDataError } from './templates/render';

describe('computeRetryDelayMs', () => {
  it('doubles from 30 seconds and stops at an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 12].map((attempts) => computeRetryDelayMs(attempts) / 1000)).toEqual([
      30, 60, 120, 240, 1920, 3600, 3600,
    ]);
  });
});

describe('isPermanentSendError', () => {
  it.each([
    [{ code: 'EENVELOPE', responseCode: 550, permanent: true }, true],
    [{ code: 'EMESSAGE', responseCode: 552, permanent: true }, true],
    [new InvalidEmailDataError('bad'), true],
    // A wrong password or an unreachable server is fixed in the configuration: keep retrying.
    [{ code: 'EAUTH', responseCode: 535, permanent: true }, false],
    [{ code: 'EENVELOPE', responseCode: 451, permanent: false }, false],
    [{ code: 'ESOCKET' }, false],
  ])('%o is permanent: %s', (error, expected) => {
    expect(isPermanentSendError(error)).toBe(expected);
  });
});

describe('describeSendError', () => {
  it('keeps code and reply code and removes addresses', () => {
    const error = Object.assign(new Error('Recipient <ivan.petrov@firma.bg> rejected: 550 no such user'), {
      code: 'EENVELOPE',
      responseCode: 550,
    });
    expect(describeSendError(error)).toBe('EENVELOPE 550: Recipient <[address]> rejected: 550 no such user');
  });

  it('stays short', () => {
    expect(describeSendError(new Error('x'.repeat(2000)))).toHaveLength(500);
  });
});
