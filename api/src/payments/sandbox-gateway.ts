import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { ApiDb } from '../db/database';
import { json } from '../db/database';
import { badRequest } from '../http/errors';
import { MSG } from '../http/messages';
import {
  WebhookSignatureError,
  type PaymentGateway,
  type PaymentState,
  type SandboxSetupInput,
  type SandboxStep,
  type SetupResult,
} from './payment-gateway';
import type { PaymentMethodType } from './tables';

type Behaviour = 'succeed' | 'decline' | 'authenticate' | 'sepa_succeed' | 'sepa_fail';

/** The sandbox's test instruments (the same numbers as Stripe's test mode, so habits carry over). */
export const SANDBOX_CARDS: Record<string, { brand: string; behaviour: Behaviour; text: string }> = {
  '4242424242424242': { brand: 'visa', behaviour: 'succeed', text: 'paiement accepté' },
  '4000000000000002': { brand: 'visa', behaviour: 'decline', text: 'paiement refusé par la banque' },
  '4000002760003184': {
    brand: 'visa',
    behaviour: 'authenticate',
    text: 'authentification forte (3-D Secure) demandée à chaque paiement',
  },
};
export const SANDBOX_IBANS: Record<string, { behaviour: Behaviour; text: string }> = {
  FR1420041010050500013M02606: {
    behaviour: 'sepa_succeed',
    text: 'prélèvement en attente quelques secondes, puis payé',
  },
  FR3020041010050500013M02609: {
    behaviour: 'sepa_fail',
    text: 'prélèvement en attente quelques secondes, puis refusé',
  },
};

const group4 = (s: string) => s.replace(/(.{4})/g, '$1 ').trim();

export const SANDBOX_INSTRUMENTS = [
  ...Object.entries(SANDBOX_CARDS).map(([n, c]) => `Carte ${group4(n)} : ${c.text}`),
  'Carte de test avec une date d’expiration passée : enregistrée, mais refusée au paiement',
  ...Object.entries(SANDBOX_IBANS).map(([n, c]) => `IBAN ${group4(n)} : ${c.text}`),
];

const ref = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const stepPath = (r: string) => `/paiement/bac-a-sable/${r}`;

interface SetupData {
  type: PaymentMethodType;
  return_path: string;
  method_ref?: string;
}
interface MethodData {
  type: PaymentMethodType;
  brand: string | null;
  last4: string;
  exp_month: number | null;
  exp_year: number | null;
  behaviour: Behaviour;
  holder: string;
}
interface PaymentData {
  type: PaymentMethodType;
  amount: number;
  method_ref: string;
  order_uuid: string;
  return_path: string;
  /** What a pending SEPA debit becomes when due. */
  outcome?: 'succeeded' | 'failed';
  reason?: string | null;
}

export interface SandboxOptions {
  /** How long a SEPA debit stays pending. */
  sepaDelayMs: number;
  webhookSecret: string;
  now: () => Date;
}

/**
 * The embedded payment provider: no network, every object in `payment_sandbox_objects` (so a pending SEPA
 * debit survives a restart: it is due at `due_at`, read lazily by `retrieve` and by the service's sweep).
 * Card and IBAN entry, and 3-D Secure, happen on the client's local page `/paiement/bac-a-sable/{ref}`.
 */
export function sandboxGateway(db: ApiDb, options: SandboxOptions): PaymentGateway {
  const load = (r: string) =>
    db.selectFrom('payment_sandbox_objects').selectAll().where('ref', '=', r).executeTakeFirst();

  async function paymentState(r: string): Promise<PaymentState> {
    let row = await load(r);
    if (!row || row.kind !== 'payment')
      return { ref: r, status: 'failed', redirectUrl: null, reason: 'unknown' };
    const data = row.data as unknown as PaymentData;
    if (row.status === 'processing' && row.due_at && new Date(row.due_at) <= options.now()) {
      // Settle once: the conditional update makes concurrent readers agree on one outcome.
      const outcome = data.outcome ?? 'succeeded';
      await db
        .updateTable('payment_sandbox_objects')
        .set({ status: outcome, due_at: null, updated_at: options.now() })
        .where('ref', '=', r)
        .where('status', '=', 'processing')
        .execute();
      row = (await load(r))!;
    }
    return {
      ref: r,
      status: row.status as PaymentState['status'],
      redirectUrl: row.status === 'requires_action' ? stepPath(r) : null,
      reason: (row.data as unknown as PaymentData).reason ?? null,
    };
  }

  const sandbox = {
    async step(r: string, accountUuid: string): Promise<SandboxStep | null> {
      const row = await load(r);
      if (!row || row.account_uuid !== accountUuid) return null;
      if (row.kind === 'setup' && row.status === 'pending') {
        const data = row.data as unknown as SetupData;
        return {
          ref: r,
          kind: 'setup',
          payment_method_type: data.type,
          amount_cents: null,
          test_instruments: SANDBOX_INSTRUMENTS,
        };
      }
      if (row.kind === 'payment' && row.status === 'requires_action') {
        const data = row.data as unknown as PaymentData;
        return {
          ref: r,
          kind: 'authentication',
          payment_method_type: data.type,
          amount_cents: data.amount,
          test_instruments: SANDBOX_INSTRUMENTS,
        };
      }
      return null;
    },

    async submitSetup(r: string, accountUuid: string, input: SandboxSetupInput) {
      const step = await sandbox.step(r, accountUuid);
      if (!step || step.kind !== 'setup') return null;
      const setup = (await load(r))!.data as unknown as SetupData;
      let method: MethodData;
      if (step.payment_method_type === 'card') {
        const number = (input.card_number ?? '').replace(/[\s-]/g, '');
        const card = SANDBOX_CARDS[number];
        if (!card)
          throw badRequest(MSG.sandboxUnknownCard, [
            { field: 'card_number', message: MSG.sandboxUnknownCard },
          ]);
        const month = input.exp_month ?? 0;
        const year = input.exp_year ?? 0;
        if (month < 1 || month > 12 || year < 2000 || year > 2100) {
          throw badRequest(MSG.invalidFields, [{ field: 'exp_month', message: MSG.sandboxExpiry }]);
        }
        if (!/^\d{3,4}$/.test(input.cvc ?? '')) {
          throw badRequest(MSG.invalidFields, [{ field: 'cvc', message: MSG.pattern }]);
        }
        method = {
          type: 'card',
          brand: card.brand,
          last4: number.slice(-4),
          exp_month: month,
          exp_year: year,
          behaviour: card.behaviour,
          holder: input.holder,
        };
      } else {
        const iban = (input.iban ?? '').replace(/\s/g, '').toUpperCase();
        const known = SANDBOX_IBANS[iban];
        if (!known)
          throw badRequest(MSG.sandboxUnknownIban, [{ field: 'iban', message: MSG.sandboxUnknownIban }]);
        method = {
          type: 'sepa_debit',
          brand: iban.slice(0, 4),
          last4: iban.slice(-4),
          exp_month: null,
          exp_year: null,
          behaviour: known.behaviour,
          holder: input.holder,
        };
      }
      const methodRef = ref('sbx_pm');
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('payment_sandbox_objects')
          .values({
            ref: methodRef,
            kind: 'method',
            account_uuid: accountUuid,
            status: 'active',
            data: json(method),
          })
          .execute();
        await trx
          .updateTable('payment_sandbox_objects')
          .set({
            status: 'succeeded',
            data: json({ ...setup, method_ref: methodRef }),
            updated_at: options.now(),
          })
          .where('ref', '=', r)
          .execute();
      });
      return { returnUrl: setup.return_path };
    },

    async authenticate(r: string, accountUuid: string, approve: boolean) {
      const step = await sandbox.step(r, accountUuid);
      if (!step || step.kind !== 'authentication') return null;
      const data = (await load(r))!.data as unknown as PaymentData;
      await db
        .updateTable('payment_sandbox_objects')
        .set({
          status: approve ? 'succeeded' : 'failed',
          data: json({ ...data, reason: approve ? null : 'authentication_failed' }),
          updated_at: options.now(),
        })
        .where('ref', '=', r)
        .where('status', '=', 'requires_action')
        .execute();
      return { returnUrl: data.return_path };
    },
  };

  return {
    kind: 'sandbox',
    sandbox,

    async createCustomer({ accountUuid }) {
      return `sbx_cus_${accountUuid}`;
    },

    async startSetup({ accountUuid, type, returnPath }) {
      const r = ref('sbx_seti');
      const data: SetupData = { type, return_path: returnPath };
      await db
        .insertInto('payment_sandbox_objects')
        .values({ ref: r, kind: 'setup', account_uuid: accountUuid, status: 'pending', data: json(data) })
        .execute();
      return { ref: r, redirectUrl: stepPath(r) };
    },

    async completeSetup(r): Promise<SetupResult> {
      const row = await load(r);
      if (!row || row.kind !== 'setup') return { status: 'failed', message: null };
      if (row.status === 'pending') return { status: 'pending' };
      const data = row.data as unknown as SetupData;
      const method = (await load(data.method_ref!))!.data as unknown as MethodData;
      return {
        status: 'succeeded',
        method: {
          ref: data.method_ref!,
          type: method.type,
          brand: method.brand,
          last4: method.last4,
          expMonth: method.exp_month,
          expYear: method.exp_year,
        },
      };
    },

    async charge(input) {
      const methodRow = await load(input.methodRef);
      const method = methodRow?.data as unknown as MethodData | undefined;
      const r = ref('sbx_pi');
      const base: PaymentData = {
        type: input.type,
        amount: input.amountCents,
        method_ref: input.methodRef,
        order_uuid: input.orderUuid,
        return_path: input.returnPath,
      };
      let status: PaymentState['status'] = 'succeeded';
      let data = base;
      let due: Date | null = null;
      switch (method?.behaviour) {
        case 'succeed':
          break;
        case 'decline':
        case undefined:
          status = 'failed';
          data = { ...base, reason: method ? 'card_declined' : 'unknown_payment_method' };
          break;
        case 'authenticate':
          status = 'requires_action';
          break;
        case 'sepa_succeed':
        case 'sepa_fail':
          status = 'processing';
          data = { ...base, outcome: method.behaviour === 'sepa_succeed' ? 'succeeded' : 'failed' };
          due = new Date(options.now().getTime() + options.sepaDelayMs);
          if (method.behaviour === 'sepa_fail') data.reason = 'insufficient_funds';
          break;
      }
      await db
        .insertInto('payment_sandbox_objects')
        .values({
          ref: r,
          kind: 'payment',
          account_uuid: input.accountUuid,
          status,
          data: json(data),
          due_at: due,
        })
        .execute();
      return {
        ref: r,
        status,
        redirectUrl: status === 'requires_action' ? stepPath(r) : null,
        reason: data.reason ?? null,
      };
    },

    retrieve: paymentState,

    async cancel(r) {
      // Conditional: an authentication approved meanwhile stays approved.
      await db
        .updateTable('payment_sandbox_objects')
        .set({ status: 'failed', updated_at: options.now() })
        .where('ref', '=', r)
        .where('kind', '=', 'payment')
        .where('status', '=', 'requires_action')
        .execute();
      return paymentState(r);
    },

    async refund(r) {
      const refundRef = ref('sbx_re');
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('payment_sandbox_objects')
          .values({
            ref: refundRef,
            kind: 'refund',
            account_uuid: null,
            status: 'succeeded',
            data: json({ payment: r }),
          })
          .execute();
        await trx
          .updateTable('payment_sandbox_objects')
          .set({ status: 'refunded', updated_at: options.now() })
          .where('ref', '=', r)
          .execute();
      });
      return refundRef;
    },

    async detach(methodRef) {
      await db
        .updateTable('payment_sandbox_objects')
        .set({ status: 'detached', updated_at: options.now() })
        .where('ref', '=', methodRef)
        .execute();
    },

    parseWebhook(raw, signature) {
      return parseSignedEvent(raw, signature, options.webhookSecret);
    },
  };
}

/** Stripe's `Stripe-Signature` scheme (HMAC-SHA256 with a timestamp, 5 minutes of tolerance). */
export function parseSignedEvent(raw: Buffer, signature: string | undefined, secret: string) {
  if (!signature) throw new WebhookSignatureError('missing signature');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(raw, signature, secret);
  } catch {
    throw new WebhookSignatureError();
  }
  const object = (event.data?.object ?? {}) as {
    id?: string;
    object?: string;
    payment_intent?: string | { id: string };
  };
  let paymentRef: string | null = null;
  if (object.object === 'payment_intent') paymentRef = object.id ?? null;
  else if (object.payment_intent) {
    paymentRef = typeof object.payment_intent === 'string' ? object.payment_intent : object.payment_intent.id;
  }
  return { id: event.id, type: event.type, paymentRef };
}
