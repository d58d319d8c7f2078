import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportPurchases, stripeEvents, subscriptions, users } from '../../src/db/schema';
import { bearer, type SignedIn, signUp } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { createReport, createReportsTestApp } from '../reports/helpers/reports-app';
import { checkoutSessionObject, postWebhook, stripeEvent, subscriptionObject } from './helpers/events';
import { type StripePeer, startStripePeer, stripeEnv } from './helpers/stripe-peer';

let testApp: TestApp;
let peer: StripePeer;
let emails = 0;

beforeAll(async () => {
  peer = await startStripePeer();
  testApp = await createReportsTestApp(stripeEnv(peer.url));
});
afterAll(async () => {
  await testApp.close();
  await peer.close();
});

const db = () => testApp.database.db;
const newUser = () => signUp(testApp.app, { email: `webhook-${++emails}@example.bg` });
const readUser = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];
const readCredits = (userId: string) =>
  db().select().from(reportPurchases).where(eq(reportPurchases.userId, userId));
const readSubscription = async (userId: string) =>
  (await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];
const readEvent = async (id: string) =>
  (await db().select().from(stripeEvents).where(eq(stripeEvents.id, id)))[0];
const summary = async (session: SignedIn) =>
  (
    await testApp.app.inject({ url: '/api/billing/subscription', headers: bearer(session.accessToken) })
  ).json().subscription;

function paymentCompleted(user: SignedIn, sessionId: string, customer: string) {
  return stripeEvent(
    'checkout.session.completed',
    checkoutSessionObject({ id: sessionId, userId: user.user.id, mode: 'payment', customer }),
  );
}

describe('POST /api/billing/webhook: the signature', () => {
  it('refuses an event without a signature, with a wrong secret or a changed body, and writes nothing', async () => {
    const user = await newUser();
    const event = paymentCompleted(user, 'cs_forged', 'cus_forged');
    const tampered = JSON.stringify({ ...event, data: { object: { ...event.data.object, id: 'cs_other' } } });
    const attempts = [
      await postWebhook(testApp, event, { signature: null }),
      await postWebhook(testApp, event, { signature: 't=1,v1=deadbeef' }),
      await postWebhook(testApp, event, { secret: 'whsec_someone_else' }),
      // Signed for the original bytes, sent with others.
      await postWebhook(testApp, event, { body: tampered }),
    ];
    for (const response of attempts) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    expect(await readEvent(event.id)).toBeUndefined();
    expect(await readCredits(user.user.id)).toEqual([]);
    expect((await readUser(user.user.id))?.plan).toBe('free');
  });

  it('accepts an event signed by the Stripe library’s own test helper', async () => {
    const event = stripeEvent('customer.created', { id: 'cus_nobody', object: 'customer' });
    const response = await postWebhook(testApp, event);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, outcome: 'processed' });
    // Unknown types are recorded, so a redelivery is recognised too.
    expect(await readEvent(event.id)).toMatchObject({ type: 'customer.created' });
  });
});

describe('POST /api/billing/webhook: a single report bought', () => {
  it('gives one credit and moves a free account to pay-per-report; a replay changes nothing', async () => {
    const user = await newUser();
    const event = paymentCompleted(user, 'cs_single_1', 'cus_single_1');
    const first = await postWebhook(testApp, event);
    expect(first.json()).toEqual({ success: true, outcome: 'processed' });
    const replay = await postWebhook(testApp, event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ success: true, outcome: 'duplicate' });

    const credits = await readCredits(user.user.id);
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({
      source: 'stripe',
      stripeCheckoutSessionId: 'cs_single_1',
      usedAt: null,
    });
    expect((await readUser(user.user.id))?.plan).toBe('payPerReport');
    expect(await summary(user)).toMatchObject({
      plan: 'payPerReport',
      reportCredits: 1,
      canManageBilling: true,
    });

    // The same session under another event id (Stripe's retry of a failed delivery) gives no second credit.
    await postWebhook(testApp, paymentCompleted(user, 'cs_single_1', 'cus_single_1'));
    expect(await readCredits(user.user.id)).toHaveLength(1);
  });

  it('waits for a payment that is not made yet', async () => {
    const user = await newUser();
    const pending = stripeEvent(
      'checkout.session.completed',
      checkoutSessionObject({
        id: 'cs_pending',
        userId: user.user.id,
        mode: 'payment',
        customer: 'cus_pending',
        paymentStatus: 'unpaid',
      }),
    );
    expect((await postWebhook(testApp, pending)).statusCode).toBe(200);
    expect(await readCredits(user.user.id)).toEqual([]);
  });

  it('answers 200 for an account it does not know, and changes nothing', async () => {
    const event = stripeEvent(
      'checkout.session.completed',
      checkoutSessionObject({
        id: 'cs_stranger',
        userId: '00000000-0000-4000-8000-000000000000',
        mode: 'payment',
        customer: 'cus_stranger',
      }),
    );
    expect((await postWebhook(testApp, event)).statusCode).toBe(200);
    expect(
      await db()
        .select()
        .from(reportPurchases)
        .where(eq(reportPurchases.stripeCheckoutSessionId, 'cs_stranger')),
    ).toEqual([]);
  });
});

describe('POST /api/billing/webhook: subscriptions', () => {
  it('follows a subscription from checkout to renewal, payment trouble, cancellation and its end', async () => {
    const user = await newUser();
    const id = user.user.id;
    const customer = `cus_sub_${id.slice(0, 8)}`;
    const sub = (status: string, extra: Partial<Parameters<typeof subscriptionObject>[0]> = {}) =>
      subscriptionObject({ id: 'sub_main', customer, price: 'price_professional_annual', status, ...extra });

    // Stripe may send the subscription first: the metadata names the account.
    await postWebhook(testApp, stripeEvent('customer.subscription.created', sub('active', { userId: id })));
    await postWebhook(
      testApp,
      stripeEvent(
        'checkout.session.completed',
        checkoutSessionObject({
          id: 'cs_sub',
          userId: id,
          mode: 'subscription',
          customer,
          subscription: 'sub_main',
        }),
      ),
    );
    expect((await readUser(id))?.plan).toBe('professional');
    expect(await readSubscription(id)).toMatchObject({
      stripeCustomerId: customer,
      stripeSubscriptionId: 'sub_main',
      plan: 'professional',
      billingCycle: 'annual',
      status: 'active',
      currentPeriodEnd: new Date(1_893_456_000 * 1000),
      cancelAtPeriodEnd: false,
    });
    const { report } = await createReport(testApp, user);

    // A failed payment shows, but the plan stays until Stripe's retries decide.
    await postWebhook(
      testApp,
      stripeEvent('invoice.payment_failed', {
        id: 'in_1',
        object: 'invoice',
        customer,
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_main' } },
      }),
    );
    expect(await summary(user)).toMatchObject({ plan: 'professional', state: 'pastDue', status: 'past_due' });
    await postWebhook(
      testApp,
      stripeEvent('invoice.paid', {
        id: 'in_2',
        object: 'invoice',
        customer,
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_main' } },
      }),
    );
    expect((await summary(user)).state).toBe('active');

    // Updated: a plan change and a cancellation at the period's end.
    await postWebhook(
      testApp,
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({
          id: 'sub_main',
          customer,
          price: 'price_starter_monthly',
          status: 'active',
          cancelAtPeriodEnd: true,
          periodEnd: 1_900_000_000,
        }),
      ),
    );
    expect((await readUser(id))?.plan).toBe('starter');
    expect(await summary(user)).toMatchObject({
      plan: 'starter',
      effectivePlan: 'starter',
      state: 'cancels',
      billingCycle: 'monthly',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(1_900_000_000 * 1000).toISOString(),
      canManageBilling: true,
    });

    // Deleted: back to Free, with the report kept.
    await postWebhook(testApp, stripeEvent('customer.subscription.deleted', sub('canceled')));
    expect((await readUser(id))?.plan).toBe('free');
    expect((await summary(user)).state).toBe('canceled');
    const listed = await testApp.app.inject({ url: '/api/reports', headers: bearer(user.accessToken) });
    expect(listed.json().reports.map((row: { id: string }) => row.id)).toContain(report.id);
  });

  it('moves the account to Free when Stripe gives up on the payments', async () => {
    const user = await newUser();
    const customer = `cus_unpaid_${user.user.id.slice(0, 8)}`;
    const sub = (status: string) =>
      subscriptionObject({
        id: `sub_${customer}`,
        customer,
        price: 'price_starter_monthly',
        status,
        userId: user.user.id,
      });
    await postWebhook(testApp, stripeEvent('customer.subscription.created', sub('active')));
    expect((await readUser(user.user.id))?.plan).toBe('starter');
    await postWebhook(testApp, stripeEvent('customer.subscription.updated', sub('past_due')));
    expect((await readUser(user.user.id))?.plan).toBe('starter');
    await postWebhook(testApp, stripeEvent('customer.subscription.updated', sub('unpaid')));
    expect((await readUser(user.user.id))?.plan).toBe('free');
  });

  it('ignores the subscription of a customer it does not know', async () => {
    const event = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject({
        id: 'sub_ghost',
        customer: 'cus_ghost',
        price: 'price_starter_monthly',
        status: 'active',
      }),
    );
    const response = await postWebhook(testApp, event);
    expect(response.statusCode).toBe(200);
    expect(
      await db().select().from(subscriptions).where(eq(subscriptions.stripeCustomerId, 'cus_ghost')),
    ).toEqual([]);
  });
});
