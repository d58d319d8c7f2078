import type { PlanId } from '@app/core/plans/plans';
import { planIds } from '@app/core/plans/plans';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { oneOf, timestamptz } from './columns';
import { reports } from './reports';

export const billingCycles = ['monthly', 'annual'] as const;
export type BillingCycle = (typeof billingCycles)[number];

/**
 * Audits started in one calendar month (Sofia time) by the account that pays: the user, or the owner
 * of the workspace a member works in. Incremented in the transaction that stores the report, with the
 * limit in the UPDATE's condition, so two requests at once cannot both take the last audit. Deleting a
 * report gives nothing back: the audit was done.
 */
export const auditUsage = pgTable(
  'audit_usage',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodStart: timestamptz('period_start').notNull(),
    used: integer('used').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.periodStart] }),
    check('audit_usage_used_check', sql`used >= 0`),
  ],
);

/**
 * One single report bought (pay-per-report) or granted by an administrator: a credit for one audit,
 * used by the first assessment after it. The report made with it is deleted 30 days after it was made.
 */
export const reportPurchases = pgTable(
  'report_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').$type<'stripe' | 'admin'>().notNull(),
    stripeCheckoutSessionId: text('stripe_checkout_session_id'),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('report_purchases_checkout_unique').on(table.stripeCheckoutSessionId),
    index('report_purchases_user_idx').on(table.userId, table.usedAt),
    check('report_purchases_source_check', oneOf('source', ['stripe', 'admin'])),
  ],
);

/**
 * The account's Stripe customer and subscription, as the last processed webhook left them. The plan
 * that counts stays in users.plan, which the webhook sets from the subscription's status.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    plan: text('plan').$type<PlanId>(),
    billingCycle: text('billing_cycle').$type<BillingCycle>(),
    /** Stripe's subscription status: active, trialing, past_due, unpaid, canceled, incomplete... */
    status: text('status'),
    currentPeriodEnd: timestamptz('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('subscriptions_customer_unique').on(table.stripeCustomerId),
    uniqueIndex('subscriptions_subscription_unique').on(table.stripeSubscriptionId),
    check('subscriptions_plan_check', oneOf('plan', planIds)),
    check('subscriptions_billing_cycle_check', oneOf('billing_cycle', billingCycles)),
  ],
);

/** Stripe events already processed, by Stripe's event id: a redelivered event changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamptz('processed_at').notNull(),
});
