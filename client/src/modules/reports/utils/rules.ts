/**
 * The wizard's rules (spec §5, §9), with the API's exact French messages: checked here only to spare a
 * round trip and to keep the send button disabled; the API checks them again.
 */
import type { ReportFormat } from '../../../__generated__/graphql';

export const REPORT_MESSAGES = {
  nameRequired: 'Veuillez saisir un nom de rapport.',
  nameCharacters:
    'Le nom du rapport ne peut contenir que des lettres, des chiffres, des tirets, des tirets bas et des espaces.',
  nameTooLong: (max: number) => `Le nom du rapport ne peut pas dépasser ${max} caractères.`,
  mergeTooMany: (max: number) => `Vous pouvez fusionner ${max} rapports au maximum.`,
  mergeTooFew: 'Sélectionnez au moins 2 FEC pour fusionner des rapports.',
  tooManyFecs: (max: number) =>
    `Vous pouvez générer au maximum ${max} rapports à la fois : réduisez la sélection.`,
  noFormat: 'Choisissez au moins un format de rapport.',
  noFec: 'Sélectionnez au moins un FEC.',
} as const;

/** The limits the gateway gives (`reportLimits`), used until it answered (the contract's constants). */
export interface ReportLimitsValue {
  maxMerged: number;
  maxFecs: number;
  nameMaxLength: number;
  keptDays: number;
}
export const DEFAULT_REPORT_LIMITS: ReportLimitsValue = {
  maxMerged: 3,
  maxFecs: 20,
  nameMaxLength: 100,
  keptDays: 90,
};

/** Letters (accented too), digits, dash, underscore and space: the name also names the files. */
const NAME_CHARACTERS = /^[\p{L}\p{N} _-]+$/u;

/** The name's message, or null when it is valid (trimmed as the API does). */
export function reportNameError(name: string, maxLength: number): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return REPORT_MESSAGES.nameRequired;
  if (!NAME_CHARACTERS.test(trimmed)) return REPORT_MESSAGES.nameCharacters;
  if (trimmed.length > maxLength) return REPORT_MESSAGES.nameTooLong(maxLength);
  return null;
}

/** Why the merge cannot be asked for these FECs, or null. */
export function mergeError(merge: boolean, fecCount: number, maxMerged: number): string | null {
  if (!merge) return null;
  if (fecCount > maxMerged) return REPORT_MESSAGES.mergeTooMany(maxMerged);
  if (fecCount < 2) return REPORT_MESSAGES.mergeTooFew;
  return null;
}

/** Why this FEC selection cannot be sent, or null. */
export function fecsError(fecCount: number, maxFecs: number): string | null {
  if (fecCount === 0) return REPORT_MESSAGES.noFec;
  if (fecCount > maxFecs) return REPORT_MESSAGES.tooManyFecs(maxFecs);
  return null;
}

export const formatsError = (formats: readonly ReportFormat[]): string | null =>
  formats.length === 0 ? REPORT_MESSAGES.noFormat : null;
