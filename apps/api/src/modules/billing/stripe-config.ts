import type { SubscriptionCycle, SubscriptionPlanId } from '@app/core/billing/schemas';
import { z } from 'zod';

/**
 * Stripe's settings, part of the one configuration schema (config.ts). Optional as a group: without
 * them the pricing page offers trials and sales contact, and an administrator sets plans. Half of them
 * is a mistake, not a wish to turn payments off, so start-up stops and names what is missing.
 */
export const stripeEnvShape = {
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_STARTER_MONTHLY: z.string().optional(),
  STRIPE_PRICE_STARTER_ANNUAL: z.string().optional(),
  STRIPE_PRICE_PROFESSIONAL_MONTHLY: z.string().optional(),
  STRIPE_PRICE_PROFESSIONAL_ANNUAL: z.string().optional(),
  STRIPE_PRICE_ENTERPRISE_MONTHLY: z.string().optional(),
  STRIPE_PRICE_ENTERPRISE_ANNUAL: z.string().optional(),
  STRIPE_PRICE_PAY_PER_REPORT: z.string().optional(),
  // Where the Stripe client sends its requests; tests point it at a peer on loopback.
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
};

type StripeEnv = { [Name in keyof typeof stripeEnvShape]?: string | undefined };

const requiredSettings = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_STARTER_MONTHLY',
  'STRIPE_PRICE_STARTER_ANNUAL',
  'STRIPE_PRICE_PROFESSIONAL_MONTHLY',
  'STRIPE_PRICE_PROFESSIONAL_ANNUAL',
  'STRIPE_PRICE_PAY_PER_REPORT',
] as const;
// Enterprise is usually sold through the sales team; priced, it needs both cycles.
const enterpriseSettings = ['STRIPE_PRICE_ENTERPRISE_MONTHLY', 'STRIPE_PRICE_ENTERPRISE_ANNUAL'] as const;

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** Stripe price id for each plan and cycle that can be bought. */
  subscriptionPrices: Partial<Record<SubscriptionPlanId, Record<SubscriptionCycle, string>>>;
  payPerReportPrice: string;
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
};

export function checkStripeSettings(env: Partial<Record<string, unknown>>, ctx: z.RefinementCtx) {
  const given = Object.keys(stripeEnvShape).filter(
    (name) => name !== 'STRIPE_API_URL' && env[name] !== undefined,
  );
  if (given.length === 0) return;
  const needed = [
    ...requiredSettings,
    ...(enterpriseSettings.some((name) => env[name] !== undefined) ? enterpriseSettings : []),
  ];
  for (const name of needed) {
    if (env[name] === undefined) {
      ctx.addIssue({ code: 'custom', path: [name], message: `required together with ${given[0]}` });
    }
  }
}

/** The checked settings as the billing module uses them; undefined when Stripe is not configured. */
export function readStripeConfig(env: StripeEnv): StripeConfig | undefined {
  const key = env.STRIPE_SECRET_KEY;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  const price = (name: keyof StripeEnv) => env[name] ?? '';
  if (!key || !webhookSecret) return undefined;
  const subscriptionPrices: StripeConfig['subscriptionPrices'] = {
    starter: { monthly: price('STRIPE_PRICE_STARTER_MONTHLY'), annual: price('STRIPE_PRICE_STARTER_ANNUAL') },
    professional: {
      monthly: price('STRIPE_PRICE_PROFESSIONAL_MONTHLY'),
      annual: price('STRIPE_PRICE_PROFESSIONAL_ANNUAL'),
    },
  };
  if (env.STRIPE_PRICE_ENTERPRISE_MONTHLY && env.STRIPE_PRICE_ENTERPRISE_ANNUAL) {
    subscriptionPrices.enterprise = {
      monthly: env.STRIPE_PRICE_ENTERPRISE_MONTHLY,
      annual: env.STRIPE_PRICE_ENTERPRISE_ANNUAL,
    };
  }
  return {
    secretKey: key,
    webhookSecret,
    subscriptionPrices,
    payPerReportPrice: price('STRIPE_PRICE_PAY_PER_REPORT'),
    api: env.STRIPE_API_URL ? readApiUrl(env.STRIPE_API_URL) : undefined,
  };
}

function readApiUrl(value: string): StripeConfig['api'] {
  const url = new URL(value);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port) || (protocol === 'http' ? 80 : 443), protocol };
}
