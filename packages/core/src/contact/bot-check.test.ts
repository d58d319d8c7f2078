import { describe, expect, it } from 'vitest';
import { botCheckLimits, judgeSubmission } from './bot-check';

const now = new Date('2026-11-23T10:00:00Z');
const at = (offsetMs: number) => now.getTime() + offsetMs;
const sent = (shownAgoMs: number, extra: { website?: string; clockOffsetMs?: number } = {}) => ({
  website: extra.website,
  formShownAt: at(-shownAgoMs + (extra.clockOffsetMs ?? 0)),
  formSentAt: at(extra.clockOffsetMs ?? 0),
});

describe('judgeSubmission', () => {
  it('lets a person through who took a while', () => {
    expect(judgeSubmission(sent(45_000), now)).toBe('person');
    expect(judgeSubmission(sent(botCheckLimits.minFillMs), now)).toBe('person');
    expect(judgeSubmission(sent(20_000, { website: '   ' }), now)).toBe('person');
  });

  it('catches a filled hidden field', () => {
    expect(judgeSubmission(sent(45_000, { website: 'https://spam.example' }), now)).toBe('honeypot');
  });

  it('catches a form sent within 3 seconds, or sent before it was shown', () => {
    expect(judgeSubmission(sent(botCheckLimits.minFillMs - 1), now)).toBe('too-fast');
    expect(judgeSubmission(sent(-5_000), now)).toBe('too-fast');
  });

  it('measures the filling time on the browser’s clock, so a clock that is off does not matter', () => {
    expect(judgeSubmission(sent(30_000, { clockOffsetMs: 5 * 60_000 }), now)).toBe('person');
    expect(judgeSubmission(sent(30_000, { clockOffsetMs: -3 * 60 * 60_000 }), now)).toBe('person');
  });

  it('catches forms from the future and forms older than a day', () => {
    expect(judgeSubmission(sent(30_000, { clockOffsetMs: 60 * 60_000 }), now)).toBe('from-the-future');
    expect(judgeSubmission(sent(botCheckLimits.maxAgeMs + 1), now)).toBe('too-old');
    // A replayed request: both times copied from a day and a half ago.
    expect(judgeSubmission(sent(30_000, { clockOffsetMs: -36 * 60 * 60_000 }), now)).toBe('too-old');
  });
});
