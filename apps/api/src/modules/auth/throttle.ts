import type { AppDatabase } from '../../db/client';
import { AppError } from '../../errors';
import { hashPersonalValue } from './secrets';
import { countThrottleAttempt, deleteThrottle, releaseThrottleAttempt } from './throttle-repository';

const MINUTE = 60_000;

export type ThrottlePolicy = { name: string; limit: number; windowMs: number; blockMs: number };

/**
 * Limits per account (e-mail or user) and per address. Every attempt is counted before it is
 * acted on; login, reset and password checks take back the attempts that succeed, so they limit
 * failures; forgot-password, registration and verification e-mails keep every request counted. An
 * unknown e-mail is counted exactly like a known one, so a 429 reveals nothing about who is registered.
 */
export const throttlePolicies = {
  loginPerEmail: { name: 'login-email', limit: 5, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
  loginPerAddress: { name: 'login-ip', limit: 30, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
  forgotPerEmail: { name: 'forgot-email', limit: 3, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
  forgotPerAddress: { name: 'forgot-ip', limit: 10, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
  tokenPerAddress: { name: 'token-ip', limit: 10, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
  registerPerAddress: { name: 'register-ip', limit: 10, windowMs: 60 * MINUTE, blockMs: 60 * MINUTE },
  passwordCheckPerUser: { name: 'password-user', limit: 5, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
  verificationPerUser: { name: 'verify-user', limit: 3, windowMs: 60 * MINUTE, blockMs: 60 * MINUTE },
} as const satisfies Record<string, ThrottlePolicy>;

export type Throttle = ReturnType<typeof createThrottle>;
export type ThrottleChecks = Array<[ThrottlePolicy, string]>;

/** One counted attempt: hand it back with `release` if it turns out not to count. */
export type ThrottleAttempt = { checks: ThrottleChecks };

export function createThrottle(db: AppDatabase, secret: Uint8Array) {
  const keyOf = (policy: ThrottlePolicy, value: string) =>
    `${policy.name}:${hashPersonalValue(secret, policy.name, value)}`;

  async function release(checks: ThrottleChecks): Promise<void> {
    for (const [policy, value] of checks)
      await releaseThrottleAttempt(db, keyOf(policy, value), policy.limit);
  }

  return {
    /**
     * Counts this attempt against every key first, each in one atomic statement, and throws
     * RATE_LIMITED when any count is over its limit, before the caller checks a password or sends
     * an e-mail: however many requests run at once, at most `limit` per key get through. A refused
     * attempt is taken back from the keys that had room for it, so one limit does not use up another.
     * The refusal carries the wait until the latest of the refusing keys takes attempts again.
     */
    async attempt(checks: ThrottleChecks, now: Date): Promise<ThrottleAttempt> {
      const allowed: ThrottleChecks = [];
      let retryAt: Date | undefined;
      for (const check of checks) {
        const [policy, value] = check;
        const counted = await countThrottleAttempt(db, keyOf(policy, value), policy, now);
        if (counted.count <= policy.limit) allowed.push(check);
        else if (!retryAt || counted.retryAt > retryAt) retryAt = counted.retryAt;
      }
      if (retryAt) {
        await release(allowed);
        // The caller learns how long the block lasts (Retry-After, and the message names the minutes).
        const retryAfterSeconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
        throw new AppError('RATE_LIMITED', { retryAfterSeconds });
      }
      return { checks };
    },
    /** Takes back an attempt that does not count: a right password, a valid token. */
    async release(attempt: ThrottleAttempt, policies: ThrottlePolicy[] = attempt.checks.map(([p]) => p)) {
      await release(attempt.checks.filter(([policy]) => policies.includes(policy)));
    },
    /** Forgets every attempt on a key: a successful sign-in forgives the account's earlier failures. */
    async reset(policy: ThrottlePolicy, value: string): Promise<void> {
      await deleteThrottle(db, keyOf(policy, value));
    },
  };
}
