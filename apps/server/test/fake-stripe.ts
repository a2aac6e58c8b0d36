import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * Stripe faked at the network edge: a local HTTP server the real stripe SDK talks to (through
 * STRIPE_API_BASE / the provider's apiBase). Tests register answers per "METHOD /path" and read
 * back what the SDK sent, form fields decoded as Stripe encodes them (`line_items[0][price]`).
 */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  headers: IncomingMessage['headers'];
}

type Answer = { status?: number; body: unknown };
type Handler = (req: RecordedRequest) => Answer;

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  on(route: string, handler: Handler | Answer): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const handlers = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
        headers: req.headers,
      };
      requests.push(recorded);
      const handler = handlers.get(`${recorded.method} ${recorded.path}`);
      const answer = handler
        ? handler(recorded)
        : { status: 404, body: { error: { type: 'invalid_request_error', message: `No fake for ${recorded.method} ${recorded.path}` } } };
      // Tell the SDK not to retry, so failure tests stay fast and see exactly one request.
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', 'stripe-should-retry': 'false', 'request-id': 'req_fake' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(route, handler) {
      handlers.set(route, typeof handler === 'function' ? handler : () => handler);
    },
    reset() {
      handlers.clear();
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const stripeError = (status: number, type: string, message: string, code?: string): Answer => ({
  status,
  body: { error: code ? { type, code, message } : { type, message } },
});

export function stripeList(data: unknown[], url: string) {
  return { object: 'list', data, has_more: false, url };
}

export function stripePrice(lookupKey: string, id = 'price_wp_monthly') {
  return { id, object: 'price', active: true, currency: 'usd', unit_amount: 1900, lookup_key: lookupKey, type: 'recurring' };
}

/** A subscription object shaped like the current API version (period end on the items). */
export function stripeSubscription(o: {
  id?: string;
  customer?: string;
  status?: string;
  userId?: string;
  lookupKey?: string;
  periodEnd?: number;
  endedAt?: number | null;
}) {
  const lookupKey = o.lookupKey ?? 'wellness_plus_monthly';
  return {
    id: o.id ?? 'sub_123',
    object: 'subscription',
    customer: o.customer ?? 'cus_123',
    status: o.status ?? 'active',
    ended_at: o.endedAt ?? null,
    metadata: o.userId ? { user_id: o.userId, lookup_key: lookupKey } : {},
    items: {
      object: 'list',
      data: [{ id: 'si_1', object: 'subscription_item', current_period_end: o.periodEnd ?? 1_767_225_600, price: stripePrice(lookupKey) }],
    },
  };
}

let eventCounter = 0;

/** An event as Stripe would deliver it: JSON payload plus a real Stripe-Signature header made by the SDK. */
export function signedStripeEvent(
  secret: string,
  o: { type: string; object: unknown; id?: string; created?: number; livemode?: boolean; signedAt?: number },
) {
  const payload = JSON.stringify({
    id: o.id ?? `evt_test_${++eventCounter}`,
    object: 'event',
    api_version: '2025-01-01',
    created: o.created ?? Math.floor(Date.now() / 1000),
    livemode: o.livemode ?? false,
    type: o.type,
    data: { object: o.object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: o.signedAt });
  return { payload, signature };
}
