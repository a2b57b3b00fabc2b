import { controlMeta } from '../analyses/analysis-service';
import type { AnalysisRow } from '../analyses/analysis-store';
import type { Caller } from '../auth/caller';
import type { ApiDeps } from '../deps';
import { mayAccessFec } from '../fecs/fec-access';
import { frenchDate } from '../invoices/format';
import type { MailMessage } from '../mail/mailer';
import { membershipOf } from '../memberships/membership-store';
import { permissionsFor } from '../permissions/permissions';
import { peopleByUuids, type Db, type PersonRow } from './review-store';

/**
 * Issue 37: an assignment or a reply mails the person (SMTP when configured, the outbox otherwise, as every
 * mail of the product). A mail that cannot go is logged and never undoes the work it tells of.
 */
export type NotifyDeps = Pick<ApiDeps, 'db' | 'mail' | 'config' | 'log'>;

const SIGNATURE = ['', "L'équipe FEC Analyse"];
const nameOf = (p: PersonRow | undefined) =>
  p ? [p.first_name, p.last_name].filter(Boolean).join(' ') || p.email : 'Un collègue';

/** « Société X (exercice clos le 31/12/2024) », from the analysis' FEC. */
async function dossierLabel(db: Db, analysis: AnalysisRow): Promise<string> {
  const fec = await db
    .selectFrom('fecs')
    .select(['company_name', 'original_name', 'fiscal_end'])
    .where('uuid', '=', analysis.fec_uuid)
    .executeTakeFirst();
  const name = fec?.company_name || fec?.original_name || 'FEC';
  const end = fec?.fiscal_end ? frenchDate(new Date(fec.fiscal_end)) : null;
  return end ? `${name} (exercice clos le ${end})` : name;
}

const controlUrl = (deps: NotifyDeps, analysisUuid: string, controlId: string) =>
  `${deps.config.appUrl}/mes-analyses/detail/${encodeURIComponent(controlId)}/${analysisUuid}`;
const controlName = (controlId: string) => {
  const label = controlMeta(controlId)?.label;
  return label ? `« ${label} » (${controlId})` : controlId;
};

export function assignedMessage(
  to: string,
  c: { assigner: string; control: string; dossier: string; url: string; assignmentsUrl: string },
): MailMessage {
  return {
    to,
    subject: `Un contrôle vous est affecté : ${c.dossier}`,
    text: [
      'Bonjour,',
      '',
      `${c.assigner} vous a affecté la revue du contrôle ${c.control} du dossier ${c.dossier}.`,
      `Ouvrir le contrôle : ${c.url}`,
      `Tous vos travaux : ${c.assignmentsUrl}`,
      ...SIGNATURE,
    ].join('\n'),
  };
}

export function replyMessage(
  to: string,
  c: { author: string; control: string; dossier: string; excerpt: string; url: string },
): MailMessage {
  return {
    to,
    subject: `Nouveau commentaire sur un contrôle : ${c.dossier}`,
    text: [
      'Bonjour,',
      '',
      `${c.author} a commenté le contrôle ${c.control} du dossier ${c.dossier} :`,
      '',
      `« ${c.excerpt} »`,
      '',
      `Lire et répondre : ${c.url}`,
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** Sends each message on its own: one address that fails does not keep the others from their mail. */
async function sendAll(deps: NotifyDeps, messages: MailMessage[]): Promise<void> {
  for (const message of messages) {
    try {
      await deps.mail.send(message);
    } catch (error) {
      deps.log.error({ err: error }, 'review notification not sent');
    }
  }
}

/** The assignee of a control is told by mail (not when assigning oneself). */
export async function notifyAssignment(
  deps: NotifyDeps,
  input: { analysis: AnalysisRow; controlId: string; assigneeUuid: string; assignerUuid: string },
): Promise<void> {
  if (input.assigneeUuid === input.assignerUuid) return;
  const people = await peopleByUuids(deps.db, [input.assigneeUuid, input.assignerUuid]);
  const assignee = people.get(input.assigneeUuid);
  if (!assignee) return;
  await sendAll(deps, [
    assignedMessage(assignee.email, {
      assigner: nameOf(people.get(input.assignerUuid)),
      control: controlName(input.controlId),
      dossier: await dossierLabel(deps.db, input.analysis),
      url: controlUrl(deps, input.analysis.uuid, input.controlId),
      assignmentsUrl: `${deps.config.appUrl}/mes-travaux`,
    }),
  ]);
}

const EXCERPT = 300;

/** Whether a colleague may still read the analysis' FEC: active in the account, and granted it if a Member. */
async function mayStillRead(
  db: Db,
  author: Caller,
  analysis: AnalysisRow,
  userUuid: string,
): Promise<boolean> {
  const membership = await membershipOf(db, analysis.account_uuid, userUuid);
  if (membership?.status !== 'active' || membership.blocked_at) return false;
  const [user, fec] = await Promise.all([
    db.selectFrom('users').selectAll().where('uuid', '=', userUuid).executeTakeFirst(),
    db.selectFrom('fecs').selectAll().where('uuid', '=', analysis.fec_uuid).executeTakeFirst(),
  ]);
  if (!user || !fec) return false;
  // The colleague's own rights in this account (their role), as for an assignment.
  const colleague = {
    ...author,
    user,
    role: membership.role,
    can: permissionsFor([membership.role]),
  } as Caller;
  return (await mayAccessFec(db, colleague, fec, 'read')) && Boolean(colleague.can.analysis?.review?.read);
}

/**
 * A comment on a control mails the people already in its conversation: its assignee and whoever commented it
 * before in the dossier — not the author, and only colleagues who may still read the FEC.
 */
export async function notifyReply(
  deps: NotifyDeps,
  input: { analysis: AnalysisRow; dossierUuid: string; controlId: string; author: Caller; body: string },
): Promise<void> {
  const { db } = deps;
  const [item, earlier] = await Promise.all([
    db
      .selectFrom('review_items')
      .select('assignee_uuid')
      .where('dossier_uuid', '=', input.dossierUuid)
      .where('control_id', '=', input.controlId)
      .where('finding_key', '=', '')
      .executeTakeFirst(),
    db
      .selectFrom('control_comments')
      .select('user_uuid')
      .distinct()
      .where('dossier_uuid', '=', input.dossierUuid)
      .where('control_id', '=', input.controlId)
      .execute(),
  ]);
  const wanted = new Set([item?.assignee_uuid, ...earlier.map((c) => c.user_uuid)]);
  const authorUuid = input.author.user.uuid;
  wanted.delete(authorUuid);
  const recipients: string[] = [];
  for (const uuid of wanted) {
    if (uuid && (await mayStillRead(db, input.author, input.analysis, uuid))) recipients.push(uuid);
  }
  if (recipients.length === 0) return;
  const people = await peopleByUuids(db, [...recipients, authorUuid]);
  const dossier = await dossierLabel(db, input.analysis);
  const body = input.body.trim();
  const excerpt = body.length > EXCERPT ? `${body.slice(0, EXCERPT - 1)}…` : body;
  await sendAll(
    deps,
    recipients.flatMap((uuid) => {
      const person = people.get(uuid);
      return person
        ? [
            replyMessage(person.email, {
              author: nameOf(people.get(authorUuid)),
              control: controlName(input.controlId),
              dossier,
              excerpt,
              url: controlUrl(deps, input.analysis.uuid, input.controlId),
            }),
          ]
        : [];
    }),
  );
}
