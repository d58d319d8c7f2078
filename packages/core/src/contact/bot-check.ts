import { z } from 'zod';

/**
 * Bot protection without a third-party captcha (nothing of the visitor goes to another company):
 * a field people never see (`website`, named like a field bots like to fill) and the time the form
 * was shown. `formSentAt` is read from the same browser clock as `formShownAt`, so the time taken to
 * fill the form is right even when that clock is off; only the age check compares with the server.
 */
export const botCheckLimits = {
  /** Nobody reads a form and writes into it in under ~3 seconds. */
  minFillMs: 3_000,
  /** A form older than a day is a replayed request, not a person. */
  maxAgeMs: 24 * 60 * 60_000,
  /** How far a visitor's clock may run ahead of ours before "sent in the future" counts as a bot. */
  clockSkewMs: 10 * 60_000,
  honeypotMax: 500,
} as const;

const timestampSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** The honeypot: always accepted (a bot must not learn from an error), judged after validation. */
export const honeypotSchema = z.string().max(botCheckLimits.honeypotMax).optional();

export const botCheckFields = {
  website: honeypotSchema,
  /** When the form was shown, in the browser's milliseconds since 1970. */
  formShownAt: timestampSchema,
  /** When it was sent, by the same clock. */
  formSentAt: timestampSchema,
};

export type BotCheckInput = { website?: string | undefined; formShownAt: number; formSentAt: number };

export type BotVerdict = 'person' | 'honeypot' | 'too-fast' | 'too-old' | 'from-the-future';

/** Judges a submission; anything but `person` is answered like a success and then dropped. */
export function judgeSubmission(input: BotCheckInput, now: Date): BotVerdict {
  if (input.website && input.website.trim() !== '') return 'honeypot';
  const fillMs = input.formSentAt - input.formShownAt;
  if (fillMs < botCheckLimits.minFillMs) return 'too-fast';
  const serverNow = now.getTime();
  if (input.formSentAt > serverNow + botCheckLimits.clockSkewMs) return 'from-the-future';
  if (fillMs > botCheckLimits.maxAgeMs) return 'too-old';
  if (input.formShownAt < serverNow - botCheckLimits.maxAgeMs - botCheckLimits.clockSkewMs) return 'too-old';
  return 'person';
}
