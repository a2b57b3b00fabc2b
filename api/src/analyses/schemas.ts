import { z } from 'zod';
import { MSG } from '../http/messages';
import { requiredText, uuidField } from '../http/validators';
import { CATEGORIES } from './summary';

export const tags = ['Analyses'];

export const analysisStatus = z
  .enum(['waitstart', 'inprogress', 'done', 'notdone', 'generating', 'error', 'postcondition'])
  .describe('Statut (spec §4)');

export const analysisView = z.object({
  uuid: z.string(),
  kind: z.enum(['single', 'multi']).describe('`single` : un FEC ; `multi` : multi-analyse de 1 à 3 FEC'),
  fec_uuid: z.string(),
  fec_uuids: z.array(z.string()),
  status: analysisStatus,
  error: z.string().nullable().describe('Message en français quand le statut est `error` ou `postcondition`'),
  summary: z
    .record(z.string(), z.number())
    .nullable()
    .describe('Nombre de contrôles par catégorie de résultat'),
  report: z.unknown().describe('Rapport du moteur sans les contrôles : format, diagnostics, totaux'),
  corrected_status: z.enum(['none', 'inprogress', 'done']).describe('FEC corrigé'),
  corrected_error: z.string().nullable(),
  corrected_summary: z
    .unknown()
    .describe(
      'Bilan de la dernière génération du FEC corrigé : lignes écrites, corrections par type, premières ' +
        'corrections (vides tant que le FEC est verrouillé), valeurs non corrigeables, et `tester`, le verdict ' +
        'que donnerait l’outil officiel de la DGFiP sur le FEC corrigé (absent ou null pour une génération ' +
        'antérieure) ; null tant qu’aucun FEC corrigé n’a été généré',
    ),
  locked: z.boolean().describe('FEC verrouillé (offre gratuite) : le détail des contrôles est masqué'),
  created_by: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});

export const controlIdField = z
  .string()
  .regex(/^[A-Z0-9][A-Z0-9-]{0,39}$/, { error: MSG.pattern })
  .describe('Identifiant du contrôle, par exemple `EQ-ECR`');

export const categoryField = z.enum(CATEGORIES);

export const systemicPattern = z
  .object({
    code: z.string().describe('Code stable du constat, par exemple `VALIDDATE-UNIQUE`'),
    message: z.string().describe('Le constat en une phrase, avec sa preuve'),
    affected: z.number().describe('Écritures (ou lignes, voir `unit`) concernées'),
    population: z.number().describe('Écritures (ou lignes) examinées'),
    unit: z.enum(['entries', 'lines']),
    share: z.number().describe('Part concernée, entre 0 et 1'),
  })
  .describe(
    'Constat systémique : un fait qui vaut pour tout le fichier, compté une fois ; ses lignes de détail sont des exemples',
  );

export const controlSummary = z.object({
  id: z.string(),
  label: z.string(),
  theme: z.string(),
  cycle: z.string(),
  description: z.string().nullable(),
  result: categoryField,
  count: z.number().describe('Nombre de constats (exact)'),
  amount: z
    .number()
    .nullable()
    .describe('Montant en jeu, en centimes ; null tant que le FEC est verrouillé (offre Découverte)'),
  total: z.number().describe('Nombre exact de lignes de détail'),
  reason: z.string().nullable(),
  pattern: systemicPattern.nullable().describe('Constat systémique, sinon null'),
});

export const controlDetail = controlSummary.extend({
  locked: z.boolean(),
  rows: z.array(z.unknown()).describe('Les 1000 premières lignes de détail'),
  truncated: z.boolean().describe('Vrai quand il y a plus de lignes que celles renvoyées'),
  message: z.string().nullable(),
});

export const batchControl = controlSummary.extend({
  analysis_uuid: z.string(),
  locked: z.boolean().describe('FEC verrouillé : pas de lignes de détail'),
  rows: z.array(z.unknown()).optional().describe('Avec `rows=true` : les 1000 premières lignes de détail'),
  truncated: z.boolean().optional().describe('Avec `rows=true` : plus de lignes que celles renvoyées'),
  message: z.string().nullable().optional(),
});

export const catalogueEntry = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string(),
  theme: z.string(),
  cycle: z.string(),
  categories: z.array(z.string()),
  kind: z.enum(['single', 'multi']).describe('`multi` : contrôle de comparaison des multi-analyses'),
  params: z.record(z.string(), z.unknown()).describe('Seuils du contrôle et leurs valeurs par défaut'),
});

export const commentView = z.object({
  uuid: z.string(),
  analysis_uuid: z.string().describe('Analyse où le commentaire a été écrit'),
  for_analysis_uuid: z.string().describe('Analyse où il est lu (celle demandée)'),
  carried_over: z.boolean().describe('Écrit dans une autre analyse du même dossier'),
  control_id: z.string(),
  body: z.string(),
  created_at: z.string(),
  author: z
    .object({
      uuid: z.string(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      email: z.string().nullable(),
    })
    .nullable(),
});

export const commentBody = z.object({
  body: requiredText(5000, MSG.commentRequired).describe('Texte du commentaire'),
});

export const correctedView = z.object({
  analysis_uuid: z.string(),
  corrected_status: z.enum(['none', 'inprogress', 'done']),
  summary: z.unknown(),
  error: z.string().nullable(),
});

export const uuidParams = z.object({ uuid: uuidField });
export const controlParams = z.object({ uuid: uuidField, controlId: controlIdField });
