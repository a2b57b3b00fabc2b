import { z } from 'zod';
import { MSG } from '../http/messages';
import { idsQuery, uuidField } from '../http/validators';
import { CATEGORIES } from '../analyses/summary';
import { controlIdField } from '../analyses/schemas';
import { REPORT_FORMATS } from './documents/report-model';
import { REPORT_MAX_FECS, REPORT_NAME_MAX, REPORT_NAME_PATTERN } from './limits';

export const tags = ['Rapports'];

/** What « Inclure les notes internes » keeps or leaves out (issue 37), said the same way everywhere. */
export const INTERNAL_NOTES_HELP =
  'Inclure les notes internes (oui par défaut) : les commentaires des contrôles, les justifications de la revue ' +
  'et le motif de réouverture. Non (rapport remis au client) : ces textes sont retirés ; les statuts de revue, ' +
  'les réviseurs, les dates et la validation de la revue restent.';

/**
 * The report's name (spec §5): required, trimmed, letters (accented too), digits, dash, underscore, space,
 * at most REPORT_NAME_MAX characters. The service applies it so its message is the answer's own message.
 */
export const reportName = z
  .string({ error: MSG.reportNameRequired })
  .trim()
  .min(1, { error: MSG.reportNameRequired })
  .max(REPORT_NAME_MAX, { error: MSG.reportNameTooLong })
  .regex(REPORT_NAME_PATTERN, { error: MSG.reportNameCharacters });

export const formatField = z.enum(REPORT_FORMATS as [string, ...string[]]).describe('pdf, docx ou xlsx');

/**
 * The wizard's request. Types and bounds only (the payload stays small); the rules with their own French
 * messages (name, count of FECs, merge, formats) are the service's, so each is the answer's message.
 */
export const generateBody = z.object({
  name: z
    .string()
    .max(1000)
    .describe(`Nom du rapport et de ses fichiers (1 à ${REPORT_NAME_MAX} caractères)`),
  fec_uuids: z
    .array(uuidField)
    .max(500)
    .describe(`FEC du rapport, dans l’ordre voulu (1 à ${REPORT_MAX_FECS})`),
  merge: z.boolean().optional().describe('Un seul rapport pour 2 ou 3 FEC, côte à côte'),
  by_cycle: z.boolean().optional().describe('Présenter par cycle comptable plutôt que par thème'),
  categories: z
    .array(z.enum(CATEGORIES))
    .max(6)
    .optional()
    .describe('Types de résultat retenus (vide : tous)'),
  themes: z
    .array(
      z
        .string()
        .max(64)
        .regex(/^[a-z-]+$/, { error: MSG.pattern }),
    )
    .max(50)
    .optional()
    .describe('Thèmes retenus (vide : tous)'),
  control_ids: z.array(controlIdField).max(500).optional().describe('Contrôles retenus (vide : tous)'),
  formats: z.array(formatField).max(3).describe('Formats à produire (au moins un)'),
  internal_notes: z.boolean().optional().describe(INTERNAL_NOTES_HELP),
});
export type GenerateInput = z.infer<typeof generateBody>;

export const reportFile = z.object({
  format: formatField,
  file_name: z.string(),
  size: z.number().int(),
});

export const reportView = z.object({
  uuid: z.string(),
  name: z.string(),
  status: z.enum(['loading', 'done', 'error']).describe('Statut de génération (spec §4)'),
  progress: z.number().int().describe('Avancement, de 0 à 100'),
  error: z.string().nullable().describe('Message en français quand le statut est `error`'),
  formats: z.array(formatField),
  files: z.array(reportFile).describe('Fichiers produits (vide tant que le statut n’est pas `done`)'),
  fec_uuids: z.array(z.string()),
  merged: z.boolean(),
  by_cycle: z.boolean(),
  categories: z.array(z.string()),
  themes: z.array(z.string()),
  control_ids: z.array(z.string()),
  internal_notes: z
    .boolean()
    .describe('Notes internes incluses (commentaires, justifications, motif de réouverture)'),
  creator_uuid: z.string().nullable(),
  creator_name: z
    .string()
    .nullable()
    .describe('« Prénom Nom » de l’auteur (null si son profil est supprimé)'),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  expires_at: z.string().describe('Après cette date, le rapport et ses fichiers sont supprimés'),
});

export const limitsView = z.object({
  max_merged: z.number().int(),
  max_fecs: z.number().int(),
  name_max_length: z.number().int(),
  kept_days: z.number().int(),
});

export const listQuery = z.object({
  ids: idsQuery.describe('Lecture groupée : uuid de rapports séparés par des virgules'),
  fec_uuid: uuidField.optional().describe('Seulement les rapports faits à partir de ce FEC'),
  limit: z.coerce.number().int().min(1).max(100).default(20).describe('Taille de page (1 à 100)'),
  offset: z.coerce.number().int().min(0).default(0).describe('Position du premier (à partir de 0)'),
});

export const uuidParams = z.object({ uuid: uuidField });
export const fileParams = z.object({ uuid: uuidField, format: formatField });
