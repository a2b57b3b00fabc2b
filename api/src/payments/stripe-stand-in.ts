import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** A request the stand-in received, as the SDK sent it. */
export interface StandInRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | null;
  authorization: string | null;
}

type Json = Record<string, unknown>;

/** Test cards as Stripe's test mode knows them, by last 4 digits. */
const CARD_BEHAVIOUR: Record<string, 'succeed' | 'decline' | 'authenticate'> = {
  '4242': 'succeed',
  '0002': 'decline',
  '3184': 'authenticate',
};

/**
 * A local stand-in of the Stripe endpoints the adapter calls (no network here): customers, Checkout
 * Sessions in setup mode, SetupIntents, PaymentMethods, PaymentIntents (off-session confirmation, the
 * 3-D Secure re-confirmation), refunds. Form bodies are read as Stripe's SDK encodes them. Tests drive
 * what happens on Stripe's hosted page with `completeSession` and `setPaymentStatus`.
 */
export async function startStripeStandIn() {
  const objects = new Map<string, Json>();
  const requests: StandInRequest[] = [];
  const byIdempotency = new Map<string, { status: number; body: Json }>();
  const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

  const error = (status: number, body: Json) => ({ status, body: { error: body } });
  const missing = (what: string) =>
    error(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` });

  function route(method: string, path: string, p: Record<string, string>): { status: number; body: Json } {
    const parts = path.split('/').filter(Boolean); // ['v1', resource, id?, action?]
    const [, resource, key, action] = parts;
    const get = (k: string | undefined) => (k ? objects.get(k) : undefined);

    if (method === 'POST' && resource === 'customers' && !key) {
      const customer = { id: id('cus'), object: 'customer', name: p.name ?? null, email: p.email ?? null };
      objects.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (resource === 'checkout' && key === 'sessions') {
      const sessionId = action;
      if (method === 'POST' && !sessionId) {
        const session = {
          id: id('cs_test'),
          object: 'checkout.session',
          mode: p.mode,
          customer: p.customer,
          status: 'open',
          url: '',
          setup_intent: null as string | null,
          success_url: p.success_url,
          allowed_type: p['allowed_payment_method_types[0]'],
          metadata: { setup_uuid: p['metadata[setup_uuid]'], account_uuid: p['metadata[account_uuid]'] },
        };
        session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
        objects.set(session.id, session);
        return { status: 200, body: session };
      }
      if (method === 'GET')
        return get(sessionId) ? { status: 200, body: get(sessionId)! } : missing('checkout.session');
    }
    if (method === 'GET' && resource === 'setup_intents')
      return get(key) ? { status: 200, body: get(key)! } : missing('setup_intent');
    if (resource === 'payment_methods') {
      const pm = get(key);
      if (!pm) return missing('payment_method');
      if (method === 'POST' && action === 'detach') {
        pm.customer = null;
        return { status: 200, body: pm };
      }
      return { status: 200, body: pm };
    }
    if (resource === 'payment_intents') {
      if (method === 'POST' && !key) {
        const pm = get(p.payment_method);
        if (!pm) return missing('payment_method');
        const pi: Json = {
          id: id('pi'),
          object: 'payment_intent',
          amount: Number(p.amount),
          currency: p.currency,
          customer: p.customer,
          payment_method: p.payment_method,
          status: 'succeeded',
          next_action: null,
          last_payment_error: null,
          metadata: { order_uuid: p['metadata[order_uuid]'] },
        };
        objects.set(pi.id as string, pi);
        if (pm.type === 'sepa_debit') {
          pi.status = 'processing';
          return { status: 200, body: pi };
        }
        const behaviour = CARD_BEHAVIOUR[(pm.card as Json).last4 as string] ?? 'succeed';
        if (behaviour === 'succeed') return { status: 200, body: pi };
        pi.status = 'requires_payment_method';
        const code = behaviour === 'decline' ? 'card_declined' : 'authentication_required';
        pi.last_payment_error = {
          code,
          decline_code: behaviour === 'decline' ? 'generic_decline' : undefined,
        };
        return error(402, {
          type: 'card_error',
          code,
          decline_code: behaviour === 'decline' ? 'generic_decline' : 'authentication_required',
          message:
            behaviour === 'decline' ? 'Your card was declined.' : 'This payment requires authentication.',
          payment_intent: pi,
        });
      }
      const pi = get(key);
      if (!pi) return missing('payment_intent');
      if (method === 'POST' && action === 'cancel') {
        if (
          !['requires_action', 'requires_payment_method', 'requires_confirmation'].includes(
            pi.status as string,
          )
        ) {
          return error(400, {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${String(pi.status)}.`,
          });
        }
        pi.status = 'canceled';
        pi.next_action = null;
        return { status: 200, body: pi };
      }
      if (method === 'POST' && action === 'confirm') {
        pi.status = 'requires_action';
        pi.next_action = {
          type: 'redirect_to_url',
          redirect_to_url: {
            url: `https://hooks.stripe.test/3d_secure_2/${pi.id}`,
            return_url: p.return_url,
          },
        };
        return { status: 200, body: pi };
      }
      return { status: 200, body: pi };
    }
    if (method === 'POST' && resource === 'refunds') {
      const pi = get(p.payment_intent);
      if (!pi) return missing('payment_intent');
      const refund = {
        id: id('re'),
        object: 'refund',
        payment_intent: pi.id,
        amount: pi.amount,
        status: 'succeeded',
      };
      objects.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return error(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path})`,
    });
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const text = Buffer.concat(chunks).toString('utf8');
      const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : text));
      const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        params,
        idempotencyKey,
        authorization: req.headers.authorization ?? null,
      });
      let answer: { status: number; body: Json };
      const replay = idempotencyKey ? byIdempotency.get(idempotencyKey) : undefined;
      if (replay) answer = replay;
      else {
        answer = route(req.method ?? 'GET', url.pathname, params);
        if (idempotencyKey && req.method === 'POST') byIdempotency.set(idempotencyKey, answer);
      }
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    objects,
    /** The user finishes Stripe's hosted page: a card (number, expiry) or an IBAN is saved. */
    completeSession(
      sessionId: string,
      instrument: { card?: { number: string; exp_month: number; exp_year: number }; iban?: string },
    ) {
      const session = objects.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const pm: Json = instrument.iban
        ? {
            id: id('pm'),
            object: 'payment_method',
            type: 'sepa_debit',
            sepa_debit: { country: instrument.iban.slice(0, 2), last4: instrument.iban.slice(-4) },
          }
        : {
            id: id('pm'),
            object: 'payment_method',
            type: 'card',
            card: {
              brand: 'visa',
              last4: instrument.card!.number.slice(-4),
              exp_month: instrument.card!.exp_month,
              exp_year: instrument.card!.exp_year,
            },
          };
      pm.customer = session.customer;
      objects.set(pm.id as string, pm);
      const intent = { id: id('seti'), object: 'setup_intent', status: 'succeeded', payment_method: pm.id };
      objects.set(intent.id, intent);
      session.status = 'complete';
      session.setup_intent = intent.id;
      return pm;
    },
    /** Stripe settles a payment (a SEPA debit clears, a 3-D Secure is passed or failed). */
    setPaymentStatus(paymentIntentId: string, status: string) {
      const pi = objects.get(paymentIntentId);
      if (!pi) throw new Error(`no payment intent ${paymentIntentId}`);
      pi.status = status;
      pi.next_action = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
