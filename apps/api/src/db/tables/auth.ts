import type { OAuthProviderId } from '@app/core/auth/oauth';
import { oauthProviderIds } from '@app/core/auth/oauth';
import type { Language } from '@app/core/errors';
import { supportedLanguages } from '@app/core/errors';
import type { Role } from '@app/core/plans/permissions';
import { roles } from '@app/core/plans/permissions';
import type { PlanId } from '@app/core/plans/plans';
import { planIds } from '@app/core/plans/plans';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);
}

export const oneTimeTokenPurposes = ['password-reset', 'email-verification', 'oauth-exchange'] as const;
export type OneTimeTokenPurpose = (typeof oneTimeTokenPurposes)[number];

/**
 * Accounts. E-mails are stored lower-cased and unique regardless of case; `passwordHash` is an
 * argon2id PHC string, null for an account made by social sign-in that never set a password.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    role: text('role').$type<Role>().notNull().default('user'),
    plan: text('plan').$type<PlanId>().notNull().default('free'),
    /** The account's one trial: kept after it ends, so a second is refused (see core plans/trial.ts). */
    trialPlan: text('trial_plan').$type<PlanId>(),
    trialEndsAt: timestamptz('trial_ends_at'),
    language: text('language').$type<Language>().notNull().default('bg'),
    emailVerifiedAt: timestamptz('email_verified_at'),
    termsAcceptedAt: timestamptz('terms_accepted_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    check('users_role_check', oneOf('role', roles)),
    check('users_plan_check', oneOf('plan', planIds)),
    check('users_trial_plan_check', oneOf('trial_plan', planIds)),
    check('users_language_check', oneOf('language', supportedLanguages)),
  ],
);

/** One sign-in on one device: the family its rotating refresh tokens belong to. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    lastUsedAt: timestamptz('last_used_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

/**
 * Refresh tokens, by SHA-256 hash only. A rotated token stays (with `rotatedAt`) for as long as its
 * session lives, so presenting it again is recognised as reuse and ends the session.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    rotatedAt: timestamptz('rotated_at'),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_unique').on(table.tokenHash),
    index('refresh_tokens_session_idx').on(table.sessionId),
  ],
);

/** Single-use tokens sent by e-mail or through a redirect, by SHA-256 hash only. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OneTimeTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [
    uniqueIndex('one_time_tokens_hash_unique').on(table.tokenHash),
    index('one_time_tokens_user_idx').on(table.userId, table.purpose),
    check('one_time_tokens_purpose_check', oneOf('purpose', oneTimeTokenPurposes)),
  ],
);

/** A social sign-in account linked to a user: one per provider and subject. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<OAuthProviderId>().notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamptz('created_at').notNull(),
    lastUsedAt: timestamptz('last_used_at').notNull(),
  },
  (table) => [
    uniqueIndex('oauth_identities_provider_subject_unique').on(table.provider, table.subject),
    index('oauth_identities_user_idx').on(table.userId),
    check('oauth_identities_provider_check', oneOf('provider', oauthProviderIds)),
  ],
);

/**
 * A social sign-in under way, between the redirect to the provider and its callback: the state (by
 * hash), the PKCE verifier and the nonce stay on the server and expire after a few minutes.
 */
export const oauthFlows = pgTable('oauth_flows', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').$type<OAuthProviderId>().notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/**
 * Failed or counted attempts per key (an HMAC of the e-mail or address, never the value itself), so
 * every server process sees the same counts and a restart does not reset them.
 */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamptz('window_started_at').notNull(),
  blockedUntil: timestamptz('blocked_until'),
});
