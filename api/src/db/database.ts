import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { AccountTables } from '../accounts/tables';
import type { AnalysisTables } from '../analyses/tables';
import type { FecTables } from '../fecs/tables';
import type { FolderTables } from '../folders/tables';
import type { UserTables } from '../users/tables';
import type { MembershipTables } from '../memberships/tables';
import type { MailTables } from '../mail/tables';
import type { PaymentTables } from '../payments/tables';
import type { InvoiceTables } from '../invoices/tables';
import type { BillingTables } from '../billing/tables';
import type { NetworkTables } from '../network/tables';
import type { ReportTables } from '../reports/tables';
import type { ConnectorTables } from '../connectors/tables';
import type { PartnerTables } from '../partners/tables';
import type { IdempotencyTables } from '../http/idempotency';
import type { EventTables } from '../events/tables';
import type { WebhookTables } from '../webhooks/tables';
import type { PlatformSettingsTables } from '../platform-settings/tables';
import type { StatementTables } from '../statements/tables';
import type { ReviewTables } from '../review/tables';
import type { EcfTables } from '../ecf/tables';

/** Every table of the API's schema (each domain declares its own). */
export interface ApiDatabase
  extends
    AccountTables,
    MembershipTables,
    UserTables,
    FolderTables,
    FecTables,
    AnalysisTables,
    MailTables,
    PaymentTables,
    InvoiceTables,
    BillingTables,
    NetworkTables,
    ReportTables,
    ConnectorTables,
    PartnerTables,
    IdempotencyTables,
    EventTables,
    WebhookTables,
    PlatformSettingsTables,
    StatementTables,
    ReviewTables,
    EcfTables {}

/** A Kysely bound to the API's schema (`db.withSchema(schema)`). */
export type ApiDb = Kysely<ApiDatabase>;

/** Kysely's json columns are written as strings: one helper so every writer does the same. */
export const json = (value: unknown): string => JSON.stringify(value);

/** `select count(*)` of a query (the counts of users, FECs, folders and memberships the services ask). */
export async function countRows<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, object>,
): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  // Kysely cannot name the selection of a generic query; the one column is `n`.
  return Number((row as { n: number | string }).n);
}
