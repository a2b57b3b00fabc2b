import Stripe from 'stripe';
import {
  type PaymentGateway,
  type PaymentState,
  type SavedMethod,
  type SetupResult,
} from './payment-gateway';
import { parseSignedEvent } from './sandbox-gateway';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (`http://127.0.0.1:12111`: a stand-in in tests). */
  apiUrl?: string;
  /** Where the product's client answers: Stripe's pages send the user back there. */
  appUrl: string;
}

export class PaymentProviderError extends Error {
  constructor(cause: unknown) {
    super(`payment provider failed: ${(cause as Error)?.message ?? cause}`);
    this.name = 'PaymentProviderError';
  }
}

/** The official SDK pointed at `apiUrl` when given (host, port, protocol). */
export function stripeClient(options: Pick<StripeOptions, 'secretKey' | 'apiUrl'>): Stripe {
  const url = options.apiUrl ? new URL(options.apiUrl) : null;
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'https:' ? 443 : 80),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

function stateOf(pi: Stripe.PaymentIntent): PaymentState {
  const reason = pi.last_payment_error?.decline_code ?? pi.last_payment_error?.code ?? null;
  switch (pi.status) {
    case 'succeeded':
      return { ref: pi.id, status: 'succeeded', redirectUrl: null, reason: null };
    case 'processing':
    case 'requires_capture':
      return { ref: pi.id, status: 'processing', redirectUrl: null, reason: null };
    case 'requires_action':
    case 'requires_confirmation':
      return {
        ref: pi.id,
        status: 'requires_action',
        redirectUrl: pi.next_action?.redirect_to_url?.url ?? null,
        reason: null,
      };
    default:
      return { ref: pi.id, status: 'failed', redirectUrl: null, reason: reason ?? pi.status };
  }
}

function methodOf(pm: Stripe.PaymentMethod): SavedMethod {
  if (pm.type === 'sepa_debit') {
    return {
      ref: pm.id,
      type: 'sepa_debit',
      brand: pm.sepa_debit?.country ?? null,
      last4: pm.sepa_debit?.last4 ?? null,
      expMonth: null,
      expYear: null,
    };
  }
  return {
    ref: pm.id,
    type: 'card',
    brand: pm.card?.brand ?? null,
    last4: pm.card?.last4 ?? null,
    expMonth: pm.card?.exp_month ?? null,
    expYear: pm.card?.exp_year ?? null,
  };
}

const idOf = (x: string | { id: string } | null | undefined) => (typeof x === 'string' ? x : (x?.id ?? null));

/**
 * Stripe: card and SEPA details are typed on Stripe's hosted Checkout page in setup mode (no Stripe.js in
 * our client), payments are PaymentIntents confirmed off-session with the saved method; an authentication
 * asked by the bank is re-confirmed on-session with a return URL (Stripe's redirect to 3-D Secure).
 */
export function stripeGateway(options: StripeOptions): PaymentGateway {
  const stripe = stripeClient(options);
  const appUrl = options.appUrl.replace(/\/+$/, '');
  // A card refusal is an answer; anything else (network, 5xx, bad key) is the provider being down.
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) throw error;
      throw new PaymentProviderError(error);
    }
  };

  return {
    kind: 'stripe',

    async createCustomer({ accountUuid, name, email }) {
      const customer = await call(() =>
        stripe.customers.create(
          { name, email: email ?? undefined, metadata: { account_uuid: accountUuid } },
          { idempotencyKey: `customer-${accountUuid}` },
        ),
      );
      return customer.id;
    },

    async startSetup({ customerRef, accountUuid, setupUuid, type, returnPath }) {
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: 'setup',
          customer: customerRef,
          currency: 'eur',
          allowed_payment_method_types: [type],
          success_url: `${appUrl}${returnPath}`,
          cancel_url: `${appUrl}${returnPath}`,
          metadata: { setup_uuid: setupUuid, account_uuid: accountUuid },
        }),
      );
      if (!session.url) throw new PaymentProviderError('checkout session without url');
      return { ref: session.id, redirectUrl: session.url };
    },

    async completeSetup(ref): Promise<SetupResult> {
      const session = await call(() => stripe.checkout.sessions.retrieve(ref));
      if (session.status === 'expired') return { status: 'failed', message: null };
      const intentId = idOf(session.setup_intent);
      if (session.status !== 'complete' || !intentId) return { status: 'pending' };
      const intent = await call(() => stripe.setupIntents.retrieve(intentId));
      if (intent.status === 'processing') return { status: 'pending' };
      const pmId = idOf(intent.payment_method);
      if (intent.status !== 'succeeded' || !pmId) {
        return { status: 'failed', message: intent.last_setup_error?.code ?? null };
      }
      const pm = await call(() => stripe.paymentMethods.retrieve(pmId));
      return { status: 'succeeded', method: methodOf(pm) };
    },

    async charge(input) {
      try {
        const pi = await call(() =>
          stripe.paymentIntents.create(
            {
              amount: input.amountCents,
              currency: 'eur',
              customer: input.customerRef,
              payment_method: input.methodRef,
              allowed_payment_method_types: [input.type],
              off_session: true,
              confirm: true,
              description: input.description,
              metadata: { order_uuid: input.orderUuid, account_uuid: input.accountUuid },
            },
            { idempotencyKey: `order-${input.orderUuid}` },
          ),
        );
        return stateOf(pi);
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
        const pi = error.payment_intent;
        if (error.code === 'authentication_required' && pi) {
          // The customer is here: confirm on-session, Stripe answers with its 3-D Secure page.
          const confirmed = await call(() =>
            stripe.paymentIntents.confirm(pi.id, {
              payment_method: input.methodRef,
              return_url: `${appUrl}${input.returnPath}`,
            }),
          );
          return stateOf(confirmed);
        }
        return {
          ref: pi?.id ?? `declined-${input.orderUuid}`,
          status: 'failed',
          redirectUrl: null,
          reason: error.decline_code ?? error.code ?? 'card_declined',
        };
      }
    },

    async retrieve(ref) {
      return stateOf(await call(() => stripe.paymentIntents.retrieve(ref)));
    },

    async cancel(ref) {
      try {
        return stateOf(await stripe.paymentIntents.cancel(ref));
      } catch (error) {
        // Stripe refuses to cancel a payment that succeeded or is processing: its state is the answer.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError))
          throw new PaymentProviderError(error);
        return stateOf(await call(() => stripe.paymentIntents.retrieve(ref)));
      }
    },

    async refund(ref, orderUuid) {
      const refund = await call(() =>
        stripe.refunds.create({ payment_intent: ref }, { idempotencyKey: `refund-${orderUuid}` }),
      );
      return refund.id;
    },

    async detach(methodRef) {
      await call(() => stripe.paymentMethods.detach(methodRef));
    },

    parseWebhook(raw, signature) {
      return parseSignedEvent(raw, signature, options.webhookSecret);
    },
  };
}
