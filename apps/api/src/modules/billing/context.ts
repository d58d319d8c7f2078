import Stripe from 'stripe';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/client';
import type { StripeConfig } from './stripe-config';

/** What the billing code needs, built once per app. */
export type BillingContext = {
  db: AppDatabase;
  publicUrl: string;
  /** Both undefined when online payment is not configured. */
  stripe: Stripe | undefined;
  stripeConfig: StripeConfig | undefined;
  now(): Date;
};

export function createBillingContext(options: {
  config: Pick<Config, 'publicUrl' | 'stripe'>;
  db: AppDatabase;
}): BillingContext {
  const { config, db } = options;
  const stripeConfig = config.stripe;
  return {
    db,
    publicUrl: config.publicUrl,
    stripe: stripeConfig ? createStripeClient(stripeConfig) : undefined,
    stripeConfig,
    now: () => new Date(),
  };
}

function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    ...(config.api ?? {}),
    // A request that fails is answered as failed; the user tries again, with a new session.
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });
}
