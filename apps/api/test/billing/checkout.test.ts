import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscriptions } from '../../src/db/schema';
import { bearer, readEmailedToken, type SignedIn, signIn, signUp } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { createReportsTestApp } from '../reports/helpers/reports-app';
import { type StripePeer, startStripePeer, stripeEnv } from './helpers/stripe-peer';

const publicUrl = 'https://gdpr.example.bg';
let testApp: TestApp;
let peer: StripePeer;
let emails = 0;

beforeAll(async () => {
  peer = await startStripePeer();
  testApp = await createReportsTestApp({ ...stripeEnv(peer.url), ADMIN_EMAILS: 'admin@example.bg' });
});
afterAll(async () => {
  await testApp.close();
  await peer.close();
});
beforeEach(() => {
  peer.requests.length = 0;
});

const newUser = () => signUp(testApp.app, { email: `checkout-${++emails}@example.bg` });
const checkout = (session: SignedIn | null, payload: unknown, lang = 'bg') =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/billing/checkout?lang=${lang}`,
    headers: session ? bearer(session.accessToken) : {},
    payload: payload as Record<string, unknown>,
  });
const portal = (session: SignedIn) =>
  testApp.app.inject({ method: 'POST', url: '/api/billing/portal', headers: bearer(session.accessToken) });

describe('GET /api/billing/config', () => {
  it('tells the pricing page what can be bought online', async () => {
    const response = await testApp.app.inject({ url: '/api/billing/config' });
    expect(response.statusCode).toBe(200);
    // Enterprise has no price here: it is sold through the sales team.
    expect(response.json()).toEqual({
      success: true,
      billing: { isPaymentAvailable: true, purchasable: ['starter', 'professional', 'payPerReport'] },
    });
  });
});

describe('POST /api/billing/checkout', () => {
  it('creates a subscription Checkout at Stripe and answers its page', async () => {
    const user = await newUser();
    const response = await checkout(user, { plan: 'professional', cycle: 'annual' }, 'bg');
    expect(response.statusCode, response.body).toBe(200);
    expect(peer.requests).toHaveLength(1);
    const [sent] = peer.requests;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: 'Bearer sk_test_billing',
    });
    expect(sent?.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_professional_annual',
      'line_items[0][quantity]': '1',
      client_reference_id: user.user.id,
      customer_email: user.user.email,
      locale: 'bg',
      success_url: `${publicUrl}/dashboard?tab=subscription&checkout=success`,
      cancel_url: `${publicUrl}/pricing`,
      'subscription_data[metadata][userId]': user.user.id,
    });
    expect(sent?.form.customer).toBeUndefined();
    expect(response.json()).toEqual({
      success: true,
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/cs_test_\d+$/),
    });
  });

  it('buys a single report in English, reusing the account’s Stripe customer', async () => {
    const user = await newUser();
    await testApp.database.db
      .insert(subscriptions)
      .values({ userId: user.user.id, stripeCustomerId: 'cus_known_1', updatedAt: new Date() });
    const response = await checkout(user, { product: 'payPerReport' }, 'en');
    expect(response.statusCode, response.body).toBe(200);
    const form = peer.requests[0]?.form ?? {};
    expect(form).toMatchObject({
      mode: 'payment',
      'line_items[0][price]': 'price_single_report',
      client_reference_id: user.user.id,
      customer: 'cus_known_1',
      locale: 'en',
    });
    expect(form.customer_email).toBeUndefined();
    expect(response.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/cs_test_\d+$/);
  });

  it('refuses what is not for sale online, and visitors', async () => {
    const user = await newUser();
    const enterprise = await checkout(user, { plan: 'enterprise', cycle: 'monthly' }, 'en');
    expect(enterprise.statusCode).toBe(409);
    expect(enterprise.json().error).toMatchObject({
      code: 'BILLING_NOT_CONFIGURED',
      message: expect.stringContaining('sales team'),
    });
    for (const payload of [{ plan: 'free', cycle: 'monthly' }, { plan: 'starter' }, { product: 'gold' }]) {
      expect((await checkout(user, payload)).json().error.code, JSON.stringify(payload)).toBe(
        'VALIDATION_FAILED',
      );
    }
    expect((await checkout(null, { product: 'payPerReport' })).statusCode).toBe(401);
    expect(peer.requests).toEqual([]);
  });
});

describe('POST /api/billing/checkout for an account that already subscribes', () => {
  it('answers the Customer Portal instead of a second subscription', async () => {
    const user = await newUser();
    await testApp.database.db.insert(subscriptions).values({
      userId: user.user.id,
      stripeCustomerId: 'cus_subscribed_1',
      stripeSubscriptionId: 'sub_subscribed_1',
      plan: 'starter',
      billingCycle: 'monthly',
      status: 'active',
      updatedAt: new Date(),
    });
    const response = await checkout(user, { plan: 'professional', cycle: 'monthly' });
    expect(response.statusCode, response.body).toBe(200);
    expect(peer.requests.map((request) => request.path)).toEqual(['/v1/billing_portal/sessions']);
    expect(response.json().url).toMatch(/^https:\/\/billing\.stripe\.test\//);
  });
});

describe('POST /api/billing/portal', () => {
  it('opens the Customer Portal for the account’s customer and comes back to the subscription tab', async () => {
    const user = await newUser();
    await testApp.database.db
      .insert(subscriptions)
      .values({ userId: user.user.id, stripeCustomerId: 'cus_portal_1', updatedAt: new Date() });
    const response = await portal(user);
    expect(response.statusCode, response.body).toBe(200);
    expect(peer.requests[0]).toMatchObject({
      path: '/v1/billing_portal/sessions',
      form: { customer: 'cus_portal_1', return_url: `${publicUrl}/dashboard?tab=subscription` },
    });
    expect(response.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/bps_test_\d+$/);
  });

  it('is for accounts that have paid once', async () => {
    const response = await portal(await newUser());
    expect(response.statusCode).toBe(404);
    expect(peer.requests).toEqual([]);
  });
});

describe('GET /api/billing/subscription', () => {
  it('shows a free account, then its trial', async () => {
    const user = await newUser();
    const read = async () =>
      (
        await testApp.app.inject({ url: '/api/billing/subscription', headers: bearer(user.accessToken) })
      ).json();
    expect(await read()).toEqual({
      success: true,
      subscription: {
        plan: 'free',
        effectivePlan: 'free',
        state: 'none',
        status: null,
        billingCycle: null,
        currentPeriodEnd: null,
        trialEndsAt: null,
        cancelAtPeriodEnd: false,
        canManageBilling: false,
        reportCredits: 0,
      },
    });
    const trial = await testApp.app.inject({
      method: 'POST',
      url: '/api/billing/trial',
      headers: bearer(user.accessToken),
      payload: { plan: 'starter' },
    });
    const { subscription } = await read();
    expect(subscription).toMatchObject({ plan: 'free', effectivePlan: 'starter', state: 'trial' });
    expect(subscription.trialEndsAt).toBe(trial.json().user.trialEndsAt);
  });
});

describe('an administrator setting pay-per-report', () => {
  it('grants the one report that plan is', async () => {
    await signUp(testApp.app, { email: 'admin@example.bg' });
    const token = await readEmailedToken(testApp, 'email-verification', 'admin@example.bg');
    await testApp.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    const admin = await signIn(testApp.app, 'admin@example.bg');
    const user = await newUser();
    const set = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.user.id}/plan`,
      headers: bearer(admin.accessToken),
      payload: { plan: 'payPerReport' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const summary = await testApp.app.inject({
      url: '/api/billing/subscription',
      headers: bearer(user.accessToken),
    });
    expect(summary.json().subscription).toMatchObject({ plan: 'payPerReport', reportCredits: 1 });
  });
});
