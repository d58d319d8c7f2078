import type { AppDatabase } from '../../db/client';
import { AppError } from '../../errors';
import { hashPersonalValue } from './secrets';
import { blockThrottle, deleteThrottle, findThrottle, incrementThrottle } from './throttle-repository';

const MINUTE = 60_000;

export type ThrottlePolicy = { name: string; limit: number; windowMs: number; blockMs: number };

/**
 * Limits per account (e-mail or user) and per address. Login, reset and password checks count
 * failures; forgot-password, registration and verification e-mails count every request. An unknown
 * e-mail is counted exactly like a known one, so a 429 reveals nothing about who is registered.
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

export function createThrottle(db: AppDatabase, secret: Uint8Array) {
  const keyOf = (policy: ThrottlePolicy, value: string) =>
    `${policy.name}:${hashPersonalValue(secret, policy.name, value)}`;

  async function assertAllowed(policy: ThrottlePolicy, value: string, now: Date): Promise<void> {
    const row = await findThrottle(db, keyOf(policy, value));
    if (row?.blockedUntil && row.blockedUntil > now) throw new AppError('RATE_LIMITED');
  }

  async function recordAttempt(policy: ThrottlePolicy, value: string, now: Date): Promise<void> {
    const key = keyOf(policy, value);
    const count = await incrementThrottle(db, key, now, new Date(now.getTime() - policy.windowMs));
    if (count >= policy.limit) await blockThrottle(db, key, new Date(now.getTime() + policy.blockMs));
  }

  return {
    /** Throws RATE_LIMITED while any of the given keys is blocked. */
    async assertAllowed(checks: Array<[ThrottlePolicy, string]>, now: Date): Promise<void> {
      for (const [policy, value] of checks) await assertAllowed(policy, value, now);
    },
    async recordAttempt(checks: Array<[ThrottlePolicy, string]>, now: Date): Promise<void> {
      for (const [policy, value] of checks) await recordAttempt(policy, value, now);
    },
    /** Checks, then counts this request: for limits on every request rather than on failures. */
    async consume(checks: Array<[ThrottlePolicy, string]>, now: Date): Promise<void> {
      await this.assertAllowed(checks, now);
      await this.recordAttempt(checks, now);
    },
    async reset(policy: ThrottlePolicy, value: string): Promise<void> {
      await deleteThrottle(db, keyOf(policy, value));
    },
  };
}
