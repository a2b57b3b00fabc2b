import { z } from 'zod';
import { MSG } from '../http/messages';
import { isoDate, requiredText, safeText, uuidField } from '../http/validators';
import { ECF_CONCLUSIONS } from './compte-rendu-model';
import { ECF_STATES, INCOME_REGIMES, VAT_REGIMES } from './tables';

export const tags = ['Missions ECF'];

export const uuidParams = z.object({ uuid: uuidField });
const pointNumber = z.coerce
  .number({ error: MSG.ecfPointInvalid })
  .int({ error: MSG.ecfPointInvalid })
  .min(1, { error: MSG.ecfPointInvalid })
  .max(10, { error: MSG.ecfPointInvalid });
export const pointParams = z.object({ uuid: uuidField, number: pointNumber });
export const checklistParams = z.object({
  uuid: uuidField,
  number: pointNumber,
  key: z.string().regex(/^[a-z0-9-]{1,60}$/, { error: MSG.ecfChecklistItemNotFound }),
});
export const reportParams = z.object({ uuid: uuidField, format: z.enum(['docx', 'pdf']) });

const person = z
  .object({
    uuid: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string(),
  })
  .nullable();

export const stateField = z.enum(ECF_STATES).describe('en_cours (En cours), signe (Signé), envoye (Envoyé)');

export const listQuery = z.object({
  state: stateField.optional(),
  fec_uuid: uuidField.optional(),
  limit: z.coerce.number({ error: MSG.numberOnly }).int().min(1).max(100).default(20),
  offset: z.coerce.number({ error: MSG.numberOnly }).int().min(0).default(0),
});

const checkView = z.object({
  key: z.string().describe('Identifiant stable de l’examen, par exemple `ECF-8-REPRISE-N1`'),
  label: z.string(),
  status: z.enum(['ok', 'anomaly', 'info', 'not_available']),
  message: z.string(),
  figures: z.array(
    z.object({
      label: z.string(),
      amount: z.number().nullable().describe('Euros'),
      text: z.string().nullable(),
      accounts: z.array(z.string()),
    }),
  ),
  rows: z
    .array(z.record(z.string(), z.unknown()))
    .describe('Lignes en cause (50 au plus), comme les lignes des contrôles'),
  row_count: z.number().int(),
});

const controlView = z.object({
  control_id: z.string(),
  label: z.string(),
  result: z.string(),
  findings_count: z.number().int(),
  review_status: z.enum(['to_review', 'justified', 'confirmed', 'corrected', 'not_applicable']),
  review_status_label: z.string(),
  reviewed: z.boolean(),
});

export const checklistItemView = z.object({
  key: z.string(),
  label: z.string(),
  checked: z.boolean(),
  checked_by: person,
  checked_at: z.string().nullable(),
});

export const pointView = z.object({
  number: z.number().int(),
  title: z
    .string()
    .describe('Intitulé du point dans le chemin d’audit (arrêté du 13 janvier 2021, annexe 1)'),
  short_title: z.string().describe('Quelques mots pour les titres et les listes'),
  expectation: z.string().describe('Ce que le cahier des charges demande au prestataire'),
  checks: z.array(checkView),
  controls: z.array(controlView),
  checklist: z.array(checklistItemView),
  conclusion: z.enum(ECF_CONCLUSIONS).nullable(),
  conclusion_label: z.string().nullable(),
  comment: z.string().nullable(),
  concluded_by: person,
  concluded_at: z.string().nullable(),
  can_conclude: z.boolean(),
  blocked_reason: z.string().nullable(),
  history: z.array(
    z.object({
      uuid: z.string(),
      conclusion: z.enum(ECF_CONCLUSIONS),
      conclusion_label: z.string(),
      comment: z.string().nullable(),
      actor: person,
      on_behalf: z.boolean(),
      at: z.string(),
    }),
  ),
});

export const missionSummary = z.object({
  uuid: z.string(),
  state: z.enum(ECF_STATES),
  state_label: z.string(),
  fec_uuid: z.string(),
  fec_name: z.string().nullable(),
  analysis_uuid: z.string(),
  dossier: z
    .object({
      uuid: z.string(),
      siren: z.string().nullable(),
      fiscal_end: z.string().nullable(),
      company_name: z.string().nullable(),
    })
    .nullable(),
  previous_fec_uuid: z.string().nullable(),
  next_fec_uuid: z.string().nullable(),
  company_name: z.string(),
  siren: z.string().nullable(),
  company_address: z.string().nullable(),
  fiscal_start: z.string().nullable(),
  fiscal_end: z.string().nullable(),
  provider_firm_name: z.string(),
  provider_address: z.string().nullable(),
  signatory_name: z.string(),
  signatory_quality: z.string().nullable(),
  engagement_letter_date: z.string(),
  declared_income_regime: z.enum(INCOME_REGIMES).nullable(),
  declared_vat_regime: z.enum(VAT_REGIMES).nullable(),
  vat_on_debits: z.boolean().nullable(),
  progress: z.object({ concluded: z.number().int(), total: z.number().int() }),
  can_sign: z.boolean(),
  version: z.number().int().describe('Version du compte rendu (augmente à chaque changement qu’il montre)'),
  created_by: person,
  created_at: z.string(),
  signed_by: person,
  signed_at: z.string().nullable(),
  sent_by: person,
  sent_at: z.string().nullable(),
});

export const missionDetail = missionSummary.extend({ points: z.array(pointView) });

const optionalText = (max: number) => safeText(max).nullable().optional();

export const createBody = z.object({
  fec_uuid: uuidField,
  analysis_uuid: uuidField.nullable().optional().describe('Par défaut : la dernière analyse terminée du FEC'),
  company_name: optionalText(200).describe('Par défaut : celle du FEC'),
  siren: z
    .string()
    .regex(/^\d{9}$/, { error: MSG.sirenInvalid })
    .nullable()
    .optional(),
  company_address: optionalText(500),
  provider_firm_name: requiredText(200),
  provider_address: optionalText(500),
  signatory_name: requiredText(200),
  signatory_quality: optionalText(200),
  engagement_letter_date: isoDate,
  declared_income_regime: z.enum(INCOME_REGIMES).nullable().optional(),
  declared_vat_regime: z.enum(VAT_REGIMES).nullable().optional(),
  vat_on_debits: z.boolean().nullable().optional(),
});

export const concludeBody = z.object({
  conclusion: z
    .enum(ECF_CONCLUSIONS, { error: MSG.ecfConclusionInvalid })
    .describe('conforme, non_conforme (commentaire obligatoire) ou sans_objet'),
  comment: safeText(5000).nullable().optional(),
});

export const checklistBody = z.object({ checked: z.boolean({ error: MSG.required }) });
