import { randomUUID } from 'node:crypto';
import type { Caller } from '../auth/caller';
import type { ApiDb } from '../db/database';
import type { ApiDeps } from '../deps';
import { forbidden, notFound } from '../http/errors';
import { MSG } from '../http/messages';
import { analysesBatch, requireAnalysis } from './analysis-service';
import { controlOf, findAnalyses, findAnalysis, type AnalysisRow } from './analysis-store';

/**
 * Per-control comments (spec §2): whoever reads the analysis reads them; authors or managers delete. Since
 * issue 37 they belong to the dossier (company and fiscal year) and the control, so every analysis of the
 * dossier — a re-run, the corrected FEC, a re-import — shows them, each saying which analysis it was written
 * in (`analysis_uuid`) and which one it is read in (`for_analysis_uuid`). The dossier comes from the review
 * domain through a port (`deps.analysisWork`); a signed-off review refuses new comments and deletions.
 */

type Deps = Pick<ApiDeps, 'db' | 'analysisWork'>;
type WriteDeps = Pick<ApiDeps, 'db' | 'analysisWork' | 'mail' | 'config' | 'log'>;

interface CommentRow {
  uuid: string;
  analysis_uuid: string;
  dossier_uuid: string | null;
  control_id: string;
  user_uuid: string | null;
  body: string;
  created_at: Date;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

const view = (c: CommentRow, readIn: string) => ({
  uuid: c.uuid,
  analysis_uuid: c.analysis_uuid,
  for_analysis_uuid: readIn,
  carried_over: c.analysis_uuid !== readIn,
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
      'control_comments.dossier_uuid',
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
  const { analysis } = await requireAnalysis(db, caller, uuid);
  if (!(await controlOf(db, uuid, controlId))) throw notFound(MSG.controlNotFound);
  return analysis;
}

/** Comments read in an analysis: those written in it, and those of its dossier. */
const readIn = (dossier: string | null, analysisUuid: string) => (c: CommentRow) =>
  c.analysis_uuid === analysisUuid || (dossier !== null && c.dossier_uuid === dossier);

export async function listComments(deps: Deps, caller: Caller, uuid: string, controlId: string) {
  if (!caller.can.analysis?.comment?.read) throw forbidden();
  const analysis = await requireControl(deps.db, caller, uuid, controlId);
  const dossier = await deps.analysisWork.dossierOf(deps.db, analysis, { create: false });
  const rows = await selectComments(deps.db)
    .where('control_comments.control_id', '=', controlId)
    .where((eb) =>
      dossier
        ? eb.or([
            eb('control_comments.analysis_uuid', '=', uuid),
            eb('control_comments.dossier_uuid', '=', dossier),
          ])
        : eb('control_comments.analysis_uuid', '=', uuid),
    )
    .orderBy('control_comments.created_at')
    .orderBy('control_comments.uuid')
    .execute();
  return rows.map((r) => view(r as CommentRow, uuid));
}

/**
 * Comments of several analyses in one call (the gateway's batching); same access rules as the batch read.
 * A comment of a dossier is answered once for each analysis of that dossier asked for (`for_analysis_uuid`).
 */
export async function commentsBatch(deps: Deps, caller: Caller, uuids: string[]) {
  if (!caller.can.analysis?.comment?.read) throw forbidden();
  const found = (await analysesBatch(deps.db, caller, uuids)).map((a) => a.uuid);
  if (found.length === 0) return [];
  const analyses: AnalysisRow[] = await findAnalyses(deps.db, found);
  const dossierOf = new Map<string, string | null>();
  for (const a of analyses)
    dossierOf.set(a.uuid, await deps.analysisWork.dossierOf(deps.db, a, { create: false }));
  const dossiers = [...new Set([...dossierOf.values()].filter((d): d is string => d !== null))];
  const rows = (await selectComments(deps.db)
    .where((eb) =>
      dossiers.length
        ? eb.or([
            eb('control_comments.analysis_uuid', 'in', found),
            eb('control_comments.dossier_uuid', 'in', dossiers),
          ])
        : eb('control_comments.analysis_uuid', 'in', found),
    )
    .orderBy('control_comments.created_at')
    .orderBy('control_comments.uuid')
    .execute()) as CommentRow[];
  return found.flatMap((a) => rows.filter(readIn(dossierOf.get(a) ?? null, a)).map((r) => view(r, a)));
}

export async function addComment(
  deps: WriteDeps,
  caller: Caller,
  uuid: string,
  controlId: string,
  body: string,
) {
  if (!caller.can.analysis?.comment?.write) throw forbidden();
  const { db } = deps;
  const analysis = await requireControl(db, caller, uuid, controlId);
  const dossier = await deps.analysisWork.dossierOf(db, analysis, { create: true });
  if (dossier) await deps.analysisWork.assertWritable(db, dossier);
  const id = randomUUID();
  await db
    .insertInto('control_comments')
    .values({
      uuid: id,
      analysis_uuid: uuid,
      dossier_uuid: dossier,
      control_id: controlId,
      user_uuid: caller.user.uuid,
      body,
    })
    .execute();
  const row = await selectComments(db).where('control_comments.uuid', '=', id).executeTakeFirstOrThrow();
  if (dossier)
    await deps.analysisWork.commented(deps, {
      analysis,
      dossierUuid: dossier,
      controlId,
      author: caller,
      body,
    });
  return view(row as CommentRow, uuid);
}

const MODERATORS = ['Role_Owner', 'Role_Manager', 'Role_Admin'];

export async function deleteComment(deps: Deps, caller: Caller, commentUuid: string): Promise<void> {
  const { db } = deps;
  const comment = await db
    .selectFrom('control_comments')
    .selectAll()
    .where('uuid', '=', commentUuid)
    .executeTakeFirst();
  if (!comment) throw notFound(MSG.commentNotFound);
  // Where it was written, while that analysis exists; else through its dossier (a FEC deleted, re-imported).
  if (await findAnalysis(db, comment.analysis_uuid)) await requireAnalysis(db, caller, comment.analysis_uuid);
  else if (comment.dossier_uuid) await deps.analysisWork.requireReader(db, caller, comment.dossier_uuid);
  else throw notFound(MSG.commentNotFound);
  const author = comment.user_uuid === caller.user.uuid;
  if (!author && !MODERATORS.some((r) => (caller.roles as string[]).includes(r))) {
    throw forbidden(MSG.commentDeleteForbidden);
  }
  if (comment.dossier_uuid) await deps.analysisWork.assertWritable(db, comment.dossier_uuid);
  await db.deleteFrom('control_comments').where('uuid', '=', commentUuid).execute();
}
