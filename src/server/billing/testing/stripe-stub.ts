import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the stub received: method, path, the form body as flat keys, the idempotency key. */
export interface StripeStubCall {
  method: string;
  path: string;
  body: Record<string, string>;
  idempotencyKey?: string;
}

interface StubSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: { id: string; price: { id: string }; current_period_end: number }[];
  };
  latest_invoice: {
    id: string;
    object: 'invoice';
    status: string;
    confirmation_secret: { client_secret: string; type: string } | null;
  };
  pending_setup_intent: { id: string; object: 'setup_intent'; client_secret: string } | null;
}

const PERIOD_SECONDS = 30 * 86_400;

/**
 * A local stand-in for the Stripe API, answering exactly the calls the billing code makes
 * (prices retrieve, customers, payment-method attach, subscriptions create/retrieve/update) and
 * recording them. `failNext` makes the next call answer a card error, as Stripe does for a
 * declined card; `outage` makes Stripe unreachable. Every price is in USD unless `currencies`
 * names another for its id; an id listed in `missingPrices` does not exist.
 */
export async function startStripeStub(
  options: { currencies?: Record<string, string>; missingPrices?: string[] } = {},
) {
  const calls: StripeStubCall[] = [];
  const subscriptions = new Map<string, StubSubscription>();
  let counter = 0;
  let failure: { status: number; type: string; message: string } | null = null;
  /** 'drop': connections are cut (refused); 'hang': requests are never answered. */
  let outage: 'drop' | 'hang' | null = null;
  const nextId = (prefix: string) => `${prefix}_stub${++counter}`;

  function route(call: StripeStubCall): { status: number; body: unknown } {
    const { method, path, body } = call;
    let m: RegExpMatchArray | null;
    if (method === 'GET' && (m = path.match(/^\/v1\/prices\/([^/]+)$/))) {
      if (options.missingPrices?.includes(m[1]!)) return notFound(`No such price: '${m[1]}'`);
      const currency = options.currencies?.[m[1]!] ?? 'usd';
      return ok({ id: m[1], object: 'price', active: true, currency, type: 'recurring' });
    }
    if (method === 'POST' && path === '/v1/customers')
      return ok({ id: nextId('cus'), object: 'customer', email: body.email ?? null });
    if (method === 'POST' && (m = path.match(/^\/v1\/customers\/([^/]+)$/)))
      return ok({ id: m[1], object: 'customer' });
    if (method === 'POST' && (m = path.match(/^\/v1\/payment_methods\/([^/]+)\/attach$/)))
      return ok({ id: m[1], object: 'payment_method', customer: body.customer });
    if (method === 'POST' && path === '/v1/subscriptions') {
      const id = nextId('sub');
      // In a trial Stripe charges nothing now: a $0 paid invoice and a card setup to confirm.
      const trial = body.trial_end !== undefined;
      const sub: StubSubscription = {
        id,
        object: 'subscription',
        customer: body.customer!,
        status: trial ? 'trialing' : 'incomplete',
        cancel_at_period_end: false,
        metadata: pick(body, 'metadata'),
        items: {
          object: 'list',
          data: [
            {
              id: nextId('si'),
              price: { id: body['items[0][price]']! },
              current_period_end: Math.floor(Date.now() / 1000) + PERIOD_SECONDS,
            },
          ],
        },
        latest_invoice: {
          id: nextId('in'),
          object: 'invoice',
          status: trial ? 'paid' : 'open',
          confirmation_secret: trial
            ? null
            : { client_secret: `pi_${id}_secret_stub`, type: 'payment_intent' },
        },
        pending_setup_intent: trial
          ? { id: `seti_${id}`, object: 'setup_intent', client_secret: `seti_${id}_secret_stub` }
          : null,
      };
      subscriptions.set(id, sub);
      return ok(sub);
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = subscriptions.get(m[1]!);
      if (!sub) return notFound(`No such subscription: '${m[1]}'`);
      if (method === 'POST') {
        if (body.cancel_at_period_end !== undefined)
          sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
        const price = body['items[0][price]'];
        if (price) sub.items.data[0]!.price = { id: price };
      }
      return ok(sub);
    }
    return notFound(`Unrecognized request URL (${method}: ${path})`);
  }

  const server = http.createServer((req, res) => {
    if (outage === 'drop') return void req.socket.destroy();
    if (outage === 'hang') return; // answered never; closed with the server
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const call: StripeStubCall = {
        method: req.method ?? 'GET',
        path: url.pathname,
        body: Object.fromEntries(new URLSearchParams(raw)),
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      };
      calls.push(call);
      let answer: { status: number; body: unknown };
      if (failure) {
        const f = failure;
        failure = null;
        answer = { status: f.status, body: { error: { type: f.type, message: f.message } } };
      } else {
        answer = route(call);
      }
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': 'req_stub',
      });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** Settings for BillingConfig.api. */
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    calls,
    /** Calls to one method and path (exact, or a pattern). */
    callsTo(method: string, path: string | RegExp) {
      return calls.filter(
        (c) =>
          c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)),
      );
    },
    /** The next call fails as a declined card would (402 card_error), or with another error. */
    failNext(message = 'Your card was declined.', status = 402, type = 'card_error') {
      failure = { status, type, message };
    },
    /** Makes Stripe unreachable ('drop': cut connections, 'hang': no answer), or reachable (null). */
    setOutage(kind: 'drop' | 'hang' | null) {
      outage = kind;
    },
    subscription: (id: string) => subscriptions.get(id),
    /** Sets a subscription as Stripe holds it now (what retrieving it answers). */
    seed(sub: { id: string } & Record<string, unknown>) {
      subscriptions.set(sub.id, structuredClone(sub) as unknown as StubSubscription);
    },
    /** The latest subscription created for a customer. */
    subscriptionFor: (customer: string) =>
      [...subscriptions.values()].reverse().find((s) => s.customer === customer),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // requests left hanging
      }),
  };
}

export type StripeStub = Awaited<ReturnType<typeof startStripeStub>>;

const ok = (body: unknown) => ({ status: 200, body });
const notFound = (message: string) => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', message } },
});

/** Keys under `prefix[...]` of a flat form body, e.g. metadata[userId]. */
function pick(body: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) {
    const m = k.match(new RegExp(`^${prefix}\\[([^\\]]+)\\]$`));
    if (m) out[m[1]!] = v;
  }
  return out;
}
