import { z } from 'zod';
import { FINDING_KEY_PATTERN } from '../../../engine/src/index';
import { controlIdField } from '../analyses/schemas';
import { MSG } from '../http/messages';
import { idsQuery, requiredText, safeText, uuidField } from '../http/validators';
import { REVIEW_STATUSES } from './tables';

export const tags = ['Revue'];

export const uuidParams = z.object({ uuid: uuidField });
export const controlParams = z.object({ uuid: uuidField, controlId: controlIdField });

const person = z
  .object({
    uuid: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string(),
  })
  .nullable();

export const statusField = z
  .enum(REVIEW_STATUSES, { error: MSG.reviewStatusInvalid })
  .describe(
    'to_review (À examiner), justified (Justifié), confirmed (Anomalie confirmée), corrected (Corrigée par le client), not_applicable (Non applicable)',
  );

export const attachmentView = z.object({
  uuid: z.string(),
  item_uuid: z.string().describe('Élément de revue qui porte la pièce'),
  file_name: z.string().describe('Nom du fichier tel qu’il a été envoyé'),
  size: z.number().int().describe('Taille en octets'),
  content_type: z.string().describe('Type reconnu d’après le contenu du fichier (jamais celui annoncé)'),
  uploaded_by: person,
  uploaded_at: z.string(),
  analysis_uuid: z.string().nullable().describe('Analyse dans laquelle la pièce a été jointe'),
});

export const itemView = z.object({
  uuid: z
    .string()
    .nullable()
    .describe('Identifiant de l’élément de revue ; null tant que personne n’y a touché'),
  control_id: z.string(),
  finding_key: z.string().nullable().describe('Clé stable du constat ; null pour le contrôle lui-même'),
  status: z.enum(REVIEW_STATUSES),
  status_label: z.string(),
  justification: z.string().nullable(),
  set_by: person,
  set_at: z.string().nullable(),
  set_in_analysis_uuid: z.string().nullable().describe('Analyse dans laquelle le statut a été posé'),
  carried_over: z.boolean().describe('Posé dans une autre analyse du dossier, et repris ici'),
  assignee: person,
  assigned_by: person,
  assigned_at: z.string().nullable(),
  attachments: z
    .array(attachmentView)
    .describe('Pièces justificatives, de la plus ancienne à la plus récente'),
});

export const signoffView = z.object({
  uuid: z.string(),
  analysis_uuid: z.string(),
  active: z.boolean(),
  signed_by: person,
  signed_at: z.string(),
  message: z.string().describe('« Revue validée par … le … »'),
  reopened_by: person,
  reopened_at: z.string().nullable(),
  reopen_reason: z.string().nullable(),
});

export const analysisReview = z.object({
  analysis_uuid: z.string(),
  dossier_uuid: z.string().nullable(),
  sign_off: signoffView.nullable(),
  progress: z
    .object({
      reviewed: z.number().int(),
      total: z.number().int(),
      findings_reviewed: z
        .number()
        .int()
        .describe('Constats du dossier avec un statut autre que « À examiner »'),
    })
    .nullable(),
  controls: z.array(itemView),
});

export const findingView = z.object({
  control_id: z.string(),
  key: z.string(),
  line: z.number().int().nullable(),
  row: z.record(z.string(), z.unknown()),
  change: z.enum(['new', 'unchanged']).nullable(),
  review: itemView,
});

export const findingsView = z.object({
  previous_analysis_uuid: z.string().nullable(),
  locked: z.boolean(),
  controls: z.array(z.object({ control_id: z.string(), total: z.number().int(), kept: z.number().int() })),
  items: z.array(findingView),
});

export const changesView = z.object({
  previous: z
    .object({
      analysis_uuid: z.string(),
      fec_uuid: z.string(),
      same_fec: z.boolean(),
      created_at: z.string(),
    })
    .nullable(),
  new: z.number().int(),
  unchanged: z.number().int(),
  gone: z.number().int(),
  carried: z.number().int(),
  controls: z.array(
    z.object({
      control_id: z.string(),
      label: z.string(),
      new: z.number().int(),
      unchanged: z.number().int(),
      gone: z.number().int(),
      complete: z.boolean(),
      gone_findings: z.array(findingView),
    }),
  ),
});

export const historyEntry = z.object({
  uuid: z.string(),
  item_uuid: z.string(),
  analysis_uuid: z.string().nullable(),
  kind: z.enum(['status', 'assignment']),
  status: z.enum(REVIEW_STATUSES).nullable(),
  status_label: z.string().nullable(),
  justification: z.string().nullable(),
  assignee: person,
  actor: person,
  on_behalf: z.boolean().describe('Écrit par le support agissant pour la personne, ou par une clé d’API'),
  at: z.string(),
});

export const assignmentView = z.object({
  item: itemView,
  control_id: z.string(),
  control_label: z.string(),
  dossier: z.object({
    uuid: z.string(),
    siren: z.string().nullable(),
    fiscal_end: z.string().nullable(),
    company_name: z.string().nullable(),
  }),
  analysis_uuid: z.string(),
  fec_uuid: z.string(),
});

export const setReviewBody = z.object({
  control_id: controlIdField,
  finding_keys: z
    .array(z.string().regex(FINDING_KEY_PATTERN, { error: MSG.reviewFindingNotFound }))
    .max(1000)
    .optional()
    .describe('Constats visés (sélection, 1000 au plus) ; absent ou vide : le contrôle lui-même'),
  status: statusField,
  justification: safeText(5000).nullable().optional().describe('Obligatoire pour « Justifié »'),
});

export const assignBody = z.object({
  assignee_uuid: uuidField.nullable().describe('Collègue du compte ; null pour retirer l’affectation'),
});

export const reopenBody = z.object({
  reason: requiredText(2000, MSG.reviewReopenReasonRequired).describe('Raison de la réouverture'),
});

export const idsOnly = z.object({ ids: idsQuery });
export const attachmentQuery = z.object({
  finding_key: z
    .string()
    .regex(FINDING_KEY_PATTERN, { error: MSG.reviewFindingNotFound })
    .optional()
    .describe('Clé stable du constat ; absent : la revue du contrôle lui-même'),
});
export const findingsQuery = z.object({
  control: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? undefined : (Array.isArray(v) ? v : v.split(',')).filter(Boolean)))
    .pipe(z.array(controlIdField).max(200).optional())
    .describe('Contrôles (identifiants séparés par des virgules) ; absent : tous'),
});
export const pageQuery = z.object({
  limit: z.coerce.number({ error: MSG.numberOnly }).int().min(1).max(500).default(100),
  offset: z.coerce.number({ error: MSG.numberOnly }).int().min(0).default(0),
});
