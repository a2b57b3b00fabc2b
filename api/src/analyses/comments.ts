import { randomUUID } from 'node:crypto';
import type { Caller } from '../auth/caller';
import type { ApiDb } from '../db/database';
import { forbidden, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { analysesBatch, requireAnalysis } from './analysis-service';
import { controlOf } from './analysis-store';

/** Per-control comments (spec §2): whoever reads the analysis reads them; authors or managers delete. */

interface CommentRow {
  uuid: string;
  analysis_uuid: string;
  control_id: string;
  user_uuid: string | null;
  body: string;
  created_at: Date;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

const view = (c: CommentRow) => ({
  uuid: c.uuid,
  analysis_uuid: c.analysis_uuid,
  control_id: c.control_id,
  body: c.body,
  created_at: new Date(c.created_at).toISOString(),
  author: c.user_uuid
    ? { uuid: c.user_uuid, first_name: c.first_name, last_name: c.last_name, email: c.email }
    : null,
});

export type CommentView = ReturnType<typeof view>;

function selectComments(db: ApiDb) {
  return db
    .selectFrom('control_comments')
    .leftJoin('users', 'users.uuid', 'control_comments.user_uuid')
    .select([
      'control_comments.uuid',
      'control_comments.analysis_uuid',
      'control_comments.control_id',
      'control_comments.user_uuid',
      'control_comments.body',
      'control_comments.created_at',
      'users.first_name',
      'users.last_name',
      'users.email',
    ]);
}

async function requireControl(db: ApiDb, caller: Caller, uuid: string, controlId: string) {
  await requireAnalysis(db, caller, uuid);
  if (!(await controlOf(db, uuid, controlId))) throw notFound(MSG.controlNotFound);
}

export async function listComments(db: ApiDb, caller: Caller, uuid: string, controlId: string) {
  if (!caller.can.analysis?.comment?.read) throw forbidden();
  await requireControl(db, caller, uuid, controlId);
  const rows = await selectComments(db)
    .where('control_comments.analysis_uuid', '=', uuid)
    .where('control_comments.control_id', '=', controlId)
    .orderBy('control_comments.created_at')
    .orderBy('control_comments.uuid')
    .execute();
  return rows.map((r) => view(r as CommentRow));
}

/** Comments of several analyses in one call (the gateway's batching); same access rules as the batch read. */
export async function commentsBatch(db: ApiDb, caller: Caller, uuids: string[]) {
  if (!caller.can.analysis?.comment?.read) throw forbidden();
  const found = (await analysesBatch(db, caller, uuids)).map((a) => a.uuid);
  if (found.length === 0) return [];
  const rows = await selectComments(db)
    .where('control_comments.analysis_uuid', 'in', found)
    .orderBy('control_comments.created_at')
    .orderBy('control_comments.uuid')
    .execute();
  return rows.map((r) => view(r as CommentRow));
}

export async function addComment(db: ApiDb, caller: Caller, uuid: string, controlId: string, body: string) {
  if (!caller.can.analysis?.comment?.write) throw forbidden();
  await requireControl(db, caller, uuid, controlId);
  const id = randomUUID();
  await db
    .insertInto('control_comments')
    .values({ uuid: id, analysis_uuid: uuid, control_id: controlId, user_uuid: caller.user.uuid, body })
    .execute();
  const row = await selectComments(db).where('control_comments.uuid', '=', id).executeTakeFirstOrThrow();
  return view(row as CommentRow);
}

const MODERATORS = ['Role_Owner', 'Role_Manager', 'Role_Admin'];

export async function deleteComment(db: ApiDb, caller: Caller, commentUuid: string): Promise<void> {
  const comment = await db
    .selectFrom('control_comments')
    .selectAll()
    .where('uuid', '=', commentUuid)
    .executeTakeFirst();
  if (!comment) throw notFound(MSG.commentNotFound);
  await requireAnalysis(db, caller, comment.analysis_uuid);
  const author = comment.user_uuid === caller.user.uuid;
  if (!author && !MODERATORS.some((r) => (caller.roles as string[]).includes(r))) {
    throw forbidden(MSG.commentDeleteForbidden);
  }
  await db.deleteFrom('control_comments').where('uuid', '=', commentUuid).execute();
}
