import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The form-encoded body as Stripe's client sent it, decoded into keys such as `line_items[0][price]`. */
  form: Record<string, string>;
};

export type StripePeer = {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
};

/**
 * A small HTTP server standing in for api.stripe.com on loopback: it records what the Stripe library
 * sends and answers Checkout and portal sessions with a url, as Stripe does.
 */
export async function startStripePeer(): Promise<StripePeer> {
  const requests: RecordedRequest[] = [];
  let counter = 0;
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    const path = request.url ?? '';
    requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization, form });
    counter += 1;
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      response.end(JSON.stringify(body));
    };
    if (path === '/v1/checkout/sessions') {
      const id = `cs_test_${counter}`;
      return answer(200, {
        id,
        object: 'checkout.session',
        mode: form.mode,
        url: `https://checkout.stripe.test/c/${id}`,
      });
    }
    if (path === '/v1/billing_portal/sessions') {
      const id = `bps_test_${counter}`;
      return answer(200, {
        id,
        object: 'billing_portal.session',
        url: `https://billing.stripe.test/p/${id}`,
      });
    }
    answer(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const stripeTestPrices = {
  STRIPE_PRICE_STARTER_MONTHLY: 'price_starter_monthly',
  STRIPE_PRICE_STARTER_ANNUAL: 'price_starter_annual',
  STRIPE_PRICE_PROFESSIONAL_MONTHLY: 'price_professional_monthly',
  STRIPE_PRICE_PROFESSIONAL_ANNUAL: 'price_professional_annual',
  STRIPE_PRICE_PAY_PER_REPORT: 'price_single_report',
};
export const webhookSecret = 'whsec_test_secret_for_the_billing_tests';

/** Configuration of a server with Stripe, its client pointed at the peer. */
export function stripeEnv(peerUrl: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_billing',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: peerUrl,
    ...stripeTestPrices,
  };
}
