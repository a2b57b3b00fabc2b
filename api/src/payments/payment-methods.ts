import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Caller } from '../auth/caller';
import type { ApiDb } from '../db/database';
import type { ApiDeps } from '../deps';
import { ApiError, badRequest, conflict, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { addressRow, isComplete } from './billing-address';
import { requireBillingRead, requirePay } from './payment-access';
import { methodName } from './payment-gateway';
import { PaymentProviderError } from './stripe-gateway';
import type { PaymentMethodsTable, PaymentMethodType } from './tables';

export type MethodRow = Selectable<PaymentMethodsTable>;

/** A card is valid through the last day of its expiry month (Europe/Paris is close enough to UTC here). */
export function isExpired(m: Pick<MethodRow, 'type' | 'exp_month' | 'exp_year'>, now: Date): boolean {
  if (m.type !== 'card' || !m.exp_month || !m.exp_year) return false;
  const y = now.getUTCFullYear();
  const mo = now.getUTCMonth() + 1;
  return m.exp_year < y || (m.exp_year === y && m.exp_month < mo);
}

export function methodView(m: MethodRow, now: Date) {
  return {
    uuid: m.uuid,
    type: m.type,
    name: methodName(m),
    last4: m.last4,
    expiration: m.exp_year && m.exp_month ? `${m.exp_year}-${String(m.exp_month).padStart(2, '0')}` : null,
    expired: isExpired(m, now),
    is_default: m.is_default,
    created_at: new Date(m.created_at).toISOString(),
  };
}

export const setupReturnPath = (setupUuid: string) =>
  `/mon-compte/facturation/moyens-de-paiement?setup=${setupUuid}`;

/** The provider's error → 503 in French (the provider is down or misconfigured; logged by the caller). */
export async function provider<T>(deps: ApiDeps, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      deps.log?.error({ err: error }, 'payment provider call failed');
      throw new ApiError(503, MSG.paymentProviderDown);
    }
    throw error;
  }
}

export function activeMethod(db: ApiDb, accountUuid: string, uuid: string) {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('account_uuid', '=', accountUuid)
    .where('uuid', '=', uuid)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The account's customer at the provider, created on first need. */
export async function customerRef(deps: ApiDeps, caller: Caller): Promise<string> {
  const kind = deps.payments.kind;
  const existing = await deps.db
    .selectFrom('payment_customers')
    .select('customer_ref')
    .where('account_uuid', '=', caller.account.uuid)
    .where('provider', '=', kind)
    .executeTakeFirst();
  if (existing) return existing.customer_ref;
  const address = await addressRow(deps.db, caller.account.uuid);
  const ref = await provider(deps, () =>
    deps.payments.createCustomer({
      accountUuid: caller.account.uuid,
      name: address?.company_name || caller.account.name,
      email: caller.user.email,
    }),
  );
  await deps.db
    .insertInto('payment_customers')
    .values({ account_uuid: caller.account.uuid, provider: kind, customer_ref: ref })
    .onConflict((oc) => oc.columns(['account_uuid', 'provider']).doNothing())
    .execute();
  return ref;
}

export async function listMethods(deps: ApiDeps, caller: Caller) {
  requireBillingRead(caller);
  const rows = await deps.db
    .selectFrom('payment_methods')
    .selectAll()
    .where('account_uuid', '=', caller.account.uuid)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .execute();
  const now = deps.now();
  return { items: rows.map((m) => methodView(m, now)), total: rows.length };
}

export async function startSetup(deps: ApiDeps, caller: Caller, type: PaymentMethodType) {
  requirePay(caller);
  // Spec §5: the billing address is required before a payment method can be added.
  if (!isComplete(await addressRow(deps.db, caller.account.uuid))) throw badRequest(MSG.addressIncomplete);
  const customer = await customerRef(deps, caller);
  const setupUuid = randomUUID();
  const started = await provider(deps, () =>
    deps.payments.startSetup({
      customerRef: customer,
      accountUuid: caller.account.uuid,
      setupUuid,
      type,
      returnPath: setupReturnPath(setupUuid),
    }),
  );
  await deps.db
    .insertInto('payment_setups')
    .values({
      uuid: setupUuid,
      account_uuid: caller.account.uuid,
      user_uuid: caller.user.uuid,
      provider: deps.payments.kind,
      type,
      provider_ref: started.ref,
    })
    .execute();
  return { setup_uuid: setupUuid, redirect_url: started.redirectUrl };
}

export async function completeSetup(deps: ApiDeps, caller: Caller, setupUuid: string) {
  requirePay(caller);
  const setup = await deps.db
    .selectFrom('payment_setups')
    .selectAll()
    .where('uuid', '=', setupUuid)
    .where('account_uuid', '=', caller.account.uuid)
    .executeTakeFirst();
  if (!setup) throw notFound(MSG.paymentSetupNotFound);
  const now = deps.now();
  if (setup.status === 'completed' && setup.payment_method_uuid) {
    // Idempotent: the return page may be reloaded.
    const m = await activeMethod(deps.db, caller.account.uuid, setup.payment_method_uuid);
    if (m) return methodView(m, now);
    throw notFound(MSG.paymentSetupNotFound);
  }
  const result = await provider(deps, () => deps.payments.completeSetup(setup.provider_ref));
  if (result.status === 'pending') throw conflict(MSG.paymentSetupPending);
  if (result.status === 'failed') throw badRequest(MSG.paymentSetupFailed);
  const m = result.method;
  const row = await deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('payment_setups')
      .set({ status: 'completed', completed_at: now })
      .where('uuid', '=', setup.uuid)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return null;
    const hasOther = await trx
      .selectFrom('payment_methods')
      .select('uuid')
      .where('account_uuid', '=', caller.account.uuid)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const inserted = await trx
      .insertInto('payment_methods')
      .values({
        uuid: randomUUID(),
        account_uuid: caller.account.uuid,
        provider: deps.payments.kind,
        provider_ref: m.ref,
        type: m.type,
        brand: m.brand,
        last4: m.last4,
        exp_month: m.expMonth,
        exp_year: m.expYear,
        is_default: !hasOther,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('payment_setups')
      .set({ payment_method_uuid: inserted.uuid })
      .where('uuid', '=', setup.uuid)
      .execute();
    return inserted;
  });
  if (!row) return completeSetup(deps, caller, setupUuid); // a concurrent completion won: answer its method
  return methodView(row, now);
}

export async function deleteMethod(deps: ApiDeps, caller: Caller, uuid: string) {
  requirePay(caller);
  const m = await activeMethod(deps.db, caller.account.uuid, uuid);
  if (!m) throw notFound(MSG.paymentMethodNotFound);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('payment_methods')
      .set({ deleted_at: now, is_default: false })
      .where('uuid', '=', uuid)
      .execute();
    if (m.is_default) {
      const next = await trx
        .selectFrom('payment_methods')
        .select('uuid')
        .where('account_uuid', '=', caller.account.uuid)
        .where('deleted_at', 'is', null)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      if (next)
        await trx
          .updateTable('payment_methods')
          .set({ is_default: true })
          .where('uuid', '=', next.uuid)
          .execute();
    }
  });
  // Forgetting it at the provider too; a failure there leaves a detached-later method, never a usable one here.
  try {
    await deps.payments.detach(m.provider_ref);
  } catch (error) {
    deps.log?.warn({ err: error }, 'payment method detach failed');
  }
  return { deleted: true };
}

export async function setDefaultMethod(deps: ApiDeps, caller: Caller, uuid: string) {
  requirePay(caller);
  const m = await activeMethod(deps.db, caller.account.uuid, uuid);
  if (!m) throw notFound(MSG.paymentMethodNotFound);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('payment_methods')
      .set({ is_default: false })
      .where('account_uuid', '=', caller.account.uuid)
      .where('uuid', '!=', uuid)
      .execute();
    await trx.updateTable('payment_methods').set({ is_default: true }).where('uuid', '=', uuid).execute();
  });
  return methodView({ ...m, is_default: true }, deps.now());
}
