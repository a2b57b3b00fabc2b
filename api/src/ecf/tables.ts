import type { ColumnType } from 'kysely';
import type { Json, Timestamp } from '../db/column-types';
import type { EcfConclusion } from './compte-rendu-model';

/**
 * The ECF domain's tables (issue 38, migration 0026_ecf_missions): a mission of examen de conformité fiscale on
 * one FEC and the analysis it rests on, its ten points (conclusion, comment, history), the provider's checklist
 * and the compte rendu documents kept in storage.
 */

/** Mission states (REST spelling; GraphQL IN_PROGRESS, SIGNED, SENT). */
export const ECF_STATES = ['en_cours', 'signe', 'envoye'] as const;
export type EcfState = (typeof ECF_STATES)[number];

export const ECF_STATE_LABELS: Record<EcfState, string> = {
  en_cours: 'En cours',
  signe: 'Signé',
  envoye: 'Envoyé',
};

export const INCOME_REGIMES = ['micro', 'reel_simplifie', 'reel_normal'] as const;
export const VAT_REGIMES = ['franchise', 'reel_simplifie', 'reel_normal'] as const;

export interface EcfMissionsTable {
  uuid: string;
  account_uuid: string;
  fec_uuid: string;
  analysis_uuid: string;
  /** The review dossier (company and year) whose statuses gate the conclusions; null without one. */
  dossier_uuid: string | null;
  company_name: string;
  siren: string | null;
  company_address: string | null;
  /** AAAA-MM-JJ. */
  fiscal_start: string | null;
  fiscal_end: string | null;
  provider_firm_name: string;
  provider_address: string | null;
  signatory_name: string;
  signatory_quality: string | null;
  engagement_letter_date: string;
  declared_income_regime: (typeof INCOME_REGIMES)[number] | null;
  declared_vat_regime: (typeof VAT_REGIMES)[number] | null;
  vat_on_debits: boolean | null;
  state: ColumnType<EcfState, EcfState | undefined, EcfState>;
  /**
   * The automated checks (engine/src/ecf plus points 1 and 2), computed at creation and again before the signature
   * when what they rest on changed: N-1 or N+1 appeared, the tax return was declared or corrected.
   */
  checks: Json<unknown>;
  /** When the checks were computed: a tax return declared since makes point 2's reconciliation stale. */
  checks_at: ColumnType<Date, Date | undefined, Date>;
  /** The next year's FEC the checks used (null: none was found). */
  next_fec_uuid: string | null;
  previous_fec_uuid: string | null;
  /** Bumped by every change the compte rendu shows: a stored document of another version is stale. */
  version: ColumnType<number, number | undefined, number>;
  signed_by: string | null;
  signed_at: Date | null;
  sent_by: string | null;
  sent_at: Date | null;
  created_by: string | null;
  created_at: Timestamp;
}

export interface EcfPointsTable {
  mission_uuid: string;
  number: number;
  conclusion: EcfConclusion | null;
  comment: string | null;
  concluded_by: string | null;
  concluded_at: Date | null;
}

/** Append-only: every conclusion ever set on a point. */
export interface EcfPointHistoryTable {
  uuid: string;
  mission_uuid: string;
  account_uuid: string;
  number: number;
  conclusion: EcfConclusion;
  comment: string | null;
  actor_uuid: string | null;
  impersonator_uuid: string | null;
  api_key_uuid: string | null;
  at: Timestamp;
}

export interface EcfChecklistTable {
  mission_uuid: string;
  number: number;
  key: string;
  checked: boolean;
  checked_by: string | null;
  checked_at: Date | null;
}

/** The compte rendu as last generated, per format: its storage key and the mission version it shows. */
export interface EcfDocumentsTable {
  mission_uuid: string;
  format: 'docx' | 'pdf';
  storage_key: string;
  version: number;
  generated_at: Timestamp;
}

export interface EcfTables {
  ecf_missions: EcfMissionsTable;
  ecf_points: EcfPointsTable;
  ecf_point_history: EcfPointHistoryTable;
  ecf_checklist: EcfChecklistTable;
  ecf_documents: EcfDocumentsTable;
}
