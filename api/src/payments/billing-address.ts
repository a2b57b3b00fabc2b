import type { Selectable } from 'kysely';
import type { Caller } from '../auth/caller';
import type { ApiDb } from '../db/database';
import { badRequest, type FieldError } from '../http/errors';
import { MSG } from '../http/messages';
import type { BuyerMentions } from '../invoices/tables';
import { requireBillingRead, requirePay } from './payment-access';
import type { BillingAddressesTable } from './tables';

export interface BillingAddressInput {
  company_name: string;
  address: string;
  address_complement?: string | null;
  zip_code: string;
  city: string;
  country?: string | null;
  siren?: string | null;
  vat_number?: string | null;
}

export interface BillingAddressView {
  company_name: string | null;
  address: string | null;
  address_complement: string | null;
  zip_code: string | null;
  city: string | null;
  country: string;
  siren: string | null;
  vat_number: string | null;
  complete: boolean;
}

const REQUIRED = ['company_name', 'address', 'zip_code', 'city'] as const;

type Row = Selectable<BillingAddressesTable>;

/** Complete = what an invoice needs to name its buyer (spec §5: « Adresse incomplète. »). */
export function isComplete(
  a: Partial<Record<(typeof REQUIRED)[number], string | null>> | undefined,
): boolean {
  return Boolean(a && REQUIRED.every((k) => (a[k] ?? '').trim().length > 0));
}

function view(row: Row | undefined): BillingAddressView {
  return {
    company_name: row?.company_name ?? null,
    address: row?.address ?? null,
    address_complement: row?.address_complement ?? null,
    zip_code: row?.zip_code ?? null,
    city: row?.city ?? null,
    country: row?.country ?? 'FR',
    siren: row?.siren ?? null,
    vat_number: row?.vat_number ?? null,
    complete: isComplete(row),
  };
}

export const addressRow = (db: ApiDb, accountUuid: string) =>
  db.selectFrom('billing_addresses').selectAll().where('account_uuid', '=', accountUuid).executeTakeFirst();

/** The buyer's mentions of an invoice, or null while the address is incomplete. */
export async function buyerOf(db: ApiDb, accountUuid: string): Promise<BuyerMentions | null> {
  const row = await addressRow(db, accountUuid);
  if (!row || !isComplete(row)) return null;
  return {
    company_name: row.company_name!,
    address: row.address!,
    address_complement: row.address_complement,
    zip_code: row.zip_code!,
    city: row.city!,
    country: row.country,
    siren: row.siren,
    vat_number: row.vat_number,
  };
}

export async function getBillingAddress(db: ApiDb, caller: Caller): Promise<BillingAddressView> {
  requireBillingRead(caller);
  return view(await addressRow(db, caller.account.uuid));
}

export async function putBillingAddress(
  db: ApiDb,
  caller: Caller,
  input: BillingAddressInput,
  now: Date,
): Promise<BillingAddressView> {
  requirePay(caller);
  const missing: FieldError[] = REQUIRED.filter((k) => !(input[k] ?? '').trim()).map((field) => ({
    field,
    message: MSG.required,
  }));
  if (missing.length) throw badRequest(MSG.addressIncomplete, missing);
  const values = {
    company_name: input.company_name.trim(),
    address: input.address.trim(),
    address_complement: input.address_complement?.trim() || null,
    zip_code: input.zip_code.trim(),
    city: input.city.trim(),
    country: (input.country?.trim() || 'FR').toUpperCase(),
    siren: input.siren?.replace(/\s/g, '') || null,
    vat_number: input.vat_number?.replace(/\s/g, '').toUpperCase() || null,
    updated_at: now,
  };
  const row = await db
    .insertInto('billing_addresses')
    .values({ account_uuid: caller.account.uuid, ...values })
    .onConflict((oc) => oc.column('account_uuid').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
  return view(row);
}
