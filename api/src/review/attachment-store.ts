import { randomUUID } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import { json, type ApiDatabase } from '../db/database';
import type { Db } from './review-store';
import type { ReviewAttachmentsTable } from './tables';

/** SQL of a review item's attachments (issue 37 item 4). */

export type AttachmentRow = Selectable<ReviewAttachmentsTable>;

/** The attachments of items, oldest first, grouped by item. */
export async function attachmentsOfItems(db: Db, itemUuids: string[]): Promise<Map<string, AttachmentRow[]>> {
  const out = new Map<string, AttachmentRow[]>();
  const wanted = [...new Set(itemUuids)];
  if (wanted.length === 0) return out;
  const rows = await db
    .selectFrom('review_attachments')
    .selectAll()
    .where('item_uuid', 'in', wanted)
    .orderBy('uploaded_at')
    .orderBy('uuid')
    .execute();
  for (const r of rows) out.set(r.item_uuid, [...(out.get(r.item_uuid) ?? []), r]);
  return out;
}

export function attachmentByUuid(db: Db, uuid: string): Promise<AttachmentRow | undefined> {
  return db.selectFrom('review_attachments').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/**
 * The item of (dossier, control, key), created « À examiner » when nobody has touched it yet (an attachment
 * may come before a status). Inside the caller's transaction (the dossier locked).
 */
export async function ensureItem(
  trx: Transaction<ApiDatabase>,
  target: { dossierUuid: string; accountUuid: string; controlId: string; key: string; finding: unknown },
): Promise<string> {
  await trx
    .insertInto('review_items')
    .values({
      uuid: randomUUID(),
      dossier_uuid: target.dossierUuid,
      account_uuid: target.accountUuid,
      control_id: target.controlId,
      finding_key: target.key,
      finding: target.finding === null || target.finding === undefined ? null : json(target.finding),
    })
    .onConflict((oc) => oc.columns(['dossier_uuid', 'control_id', 'finding_key']).doNothing())
    .execute();
  const row = await trx
    .selectFrom('review_items')
    .select('uuid')
    .where('dossier_uuid', '=', target.dossierUuid)
    .where('control_id', '=', target.controlId)
    .where('finding_key', '=', target.key)
    .executeTakeFirstOrThrow();
  return row.uuid;
}

export async function insertAttachment(
  trx: Transaction<ApiDatabase>,
  row: Omit<AttachmentRow, 'uploaded_at'> & { uploaded_at: Date },
): Promise<void> {
  await trx.insertInto('review_attachments').values(row).execute();
}

export async function deleteAttachmentRow(trx: Transaction<ApiDatabase>, uuid: string): Promise<void> {
  await trx.deleteFrom('review_attachments').where('uuid', '=', uuid).execute();
}
