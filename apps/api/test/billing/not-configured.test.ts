import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { bearer, signUp } from '../auth/helpers/auth-app';
import type { TestApp } from '../helpers/app';
import { createReportsTestApp } from '../reports/helpers/reports-app';
import { postWebhook, stripeEvent } from './helpers/events';
import { stripeTestPrices } from './helpers/stripe-peer';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createReportsTestApp();
});
afterAll(() => testApp.close());

describe('billing without Stripe configured', () => {
  it('says online payment is not available', async () => {
    const response = await testApp.app.inject({ url: '/api/billing/config' });
    expect(response.json()).toEqual({
      success: true,
      billing: { isPaymentAvailable: false, purchasable: [] },
    });
  });

  it('answers BILLING_NOT_CONFIGURED to checkout, portal and webhook, in the request’s language', async () => {
    const user = await signUp(testApp.app, { email: 'no-stripe@example.bg' });
    const headers = bearer(user.accessToken);
    const responses = [
      await testApp.app.inject({
        method: 'POST',
        url: '/api/billing/checkout?lang=bg',
        headers,
        payload: { product: 'payPerReport' },
      }),
      await testApp.app.inject({
        method: 'POST',
        url: '/api/billing/checkout?lang=bg',
        headers,
        payload: { plan: 'starter', cycle: 'monthly' },
      }),
      await testApp.app.inject({ method: 'POST', url: '/api/billing/portal?lang=bg', headers }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'BILLING_NOT_CONFIGURED',
        message: expect.stringContaining('Онлайн плащането'),
      });
    }
    const webhook = await postWebhook(testApp, stripeEvent('invoice.paid', { id: 'in_1' }));
    expect(webhook.json().error.code).toBe('BILLING_NOT_CONFIGURED');
  });

  it('shows the subscription tab without a portal', async () => {
    const user = await signUp(testApp.app, { email: 'no-stripe-2@example.bg' });
    const response = await testApp.app.inject({
      url: '/api/billing/subscription',
      headers: bearer(user.accessToken),
    });
    expect(response.json().subscription).toMatchObject({ plan: 'free', canManageBilling: false });
  });

  it('documents every billing route in the OpenAPI document', async () => {
    const { paths } = (await testApp.app.inject({ url: '/api/openapi.json' })).json();
    const routes = [
      ['/api/billing/config', 'get'],
      ['/api/billing/checkout', 'post'],
      ['/api/billing/portal', 'post'],
      ['/api/billing/subscription', 'get'],
      ['/api/billing/webhook', 'post'],
    ] as const;
    for (const [path, method] of routes) {
      const operation = paths[path]?.[method];
      expect(operation, path).toBeDefined();
      expect(operation.tags).toEqual(['billing']);
      expect(operation.summary, path).toEqual(expect.any(String));
      expect(operation.responses['200'].description, path).not.toBe('Default Response');
    }
  });
});

describe('Stripe configuration', () => {
  const base = { DATA_DIR: '/tmp/billing-config-test' };

  it('is optional as a group', () => {
    expect(loadConfig(base).stripe).toBeUndefined();
  });

  it('stops start-up when only part of it is given, naming what is missing', () => {
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: required together with STRIPE_SECRET_KEY[\s\S]*STRIPE_PRICE_PAY_PER_REPORT/,
    );
    expect(() => loadConfig({ ...base, ...stripeTestPrices })).toThrow(/STRIPE_SECRET_KEY: required/);
    expect(() =>
      loadConfig({
        ...base,
        ...stripeTestPrices,
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_PRICE_ENTERPRISE_MONTHLY: 'price_e_m',
      }),
    ).toThrow(/STRIPE_PRICE_ENTERPRISE_ANNUAL: required/);
  });

  it('reads the prices and the API address', () => {
    const config = loadConfig({
      ...base,
      ...stripeTestPrices,
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(config.stripe).toMatchObject({
      subscriptionPrices: {
        starter: { monthly: 'price_starter_monthly', annual: 'price_starter_annual' },
        professional: { monthly: 'price_professional_monthly', annual: 'price_professional_annual' },
      },
      payPerReportPrice: 'price_single_report',
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
    expect(config.stripe?.subscriptionPrices.enterprise).toBeUndefined();
  });
});
