import type { PlanId } from '@app/core/plans/plans';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '../../db/client';
import { reportPurchases, stripeEvents, subscriptions, users } from '../../db/schema';
import type { UserRow } from '../auth/users-repository';

type Db = AppDatabase | AppTransaction;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
type SubscriptionChanges = Partial<Omit<typeof subscriptions.$inferInsert, 'userId'>> & { updatedAt: Date };

/**
 * Starts the account's trial if it is on the free plan and never had one. The conditions are in the
 * UPDATE itself, so two requests at once cannot both start one; undefined when nothing was changed.
 */
export async function startTrialIfEligible(
  db: AppDatabase,
  userId: string,
  trial: { plan: PlanId; endsAt: Date; now: Date },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ trialPlan: trial.plan, trialEndsAt: trial.endsAt, updatedAt: trial.now })
    .where(and(eq(users.id, userId), eq(users.plan, 'free'), isNull(users.trialEndsAt)))
    .returning();
  return row;
}

/** Records a Stripe event as processed; false when it already was (a redelivery or a replay). */
export async function recordStripeEvent(
  db: Db,
  event: { id: string; type: string; processedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(stripeEvents)
    .values(event)
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

export async function findSubscriptionByUser(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

export async function findSubscriptionByCustomer(
  db: Db,
  customerId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.stripeCustomerId, customerId));
  return row;
}

/** Creates the account's Stripe record or updates it; one row per account. */
export async function saveSubscription(
  db: Db,
  userId: string,
  customerId: string,
  changes: SubscriptionChanges,
): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ userId, stripeCustomerId: customerId, ...changes })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { stripeCustomerId: customerId, ...changes } });
}

export async function userExists(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

export async function setUserPlan(db: Db, userId: string, plan: PlanId, now: Date): Promise<void> {
  await db.update(users).set({ plan, updatedAt: now }).where(eq(users.id, userId));
}

/** A single report bought: moves a free account to pay-per-report; a subscriber keeps their plan. */
export async function moveFreeUserToPayPerReport(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ plan: 'payPerReport', updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.plan, 'free')));
}

/**
 * One single-report credit. A Stripe credit is keyed by its Checkout session, so the same payment
 * never gives two; false when it was already granted.
 */
export async function insertReportCredit(
  db: Db,
  credit: { userId: string; source: 'stripe' | 'admin'; stripeCheckoutSessionId?: string; createdAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(reportPurchases)
    .values(credit)
    .onConflictDoNothing()
    .returning({ id: reportPurchases.id });
  return inserted.length > 0;
}

export async function countUnusedReportCredits(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(reportPurchases)
    .where(and(eq(reportPurchases.userId, userId), isNull(reportPurchases.usedAt)));
  return row?.value ?? 0;
}
