/**
 * Client-side checks of the chosen files (spec §5) and what the legal FEC file name tells
 * (`<SIREN>FEC<AAAAMMJJ>`, art. A47 A-1 LPF): the server checks the same again.
 */
import { formatSize } from '../../../shared/format';
import { isSiren } from '../../../shared/forms/validation';

/**
 * Used when the gateway gives no `importSettings` (spec §9 leaves them to us): the API's own defaults
 * (api/src/config/config.ts MAX_FILES_PER_IMPORT, MAX_FILE_BYTES).
 */
export const DEFAULT_MAX_FILES = 10;
export const DEFAULT_MAX_BYTES = 1024 * 1024 * 1024;

export const ACCEPTED_EXTENSIONS = ['.txt', '.csv'];
export const IMPORT_MESSAGES = {
  extension: 'Seuls les fichiers .txt et .csv sont acceptés.',
  tooLarge: (size: number, max: number) => `Fichier volumineux (${formatSize(size)} / ${formatSize(max)})`,
  tooMany: (max: number) => `Vous ne pouvez pas envoyer plus de ${max} fichiers`,
  atLeastOne: 'Ajouter au minimum un FEC',
  role: 'Vous ne pouvez pas importer de FEC avec ce rôle.',
  disabled: "L'import de FEC est désactivé pour ce compte.",
  /** Spec §6, the API's MSG.networkWithoutImportCredits. */
  networkWithoutCredits: "Votre réseau n'a plus de crédits d'import : contactez la tête de votre réseau.",
} as const;

export interface ImportLimits {
  maxFiles: number;
  maxBytes: number;
  /** False while the gateway's figures load: the hint then names no figure. */
  known?: boolean;
}

export const hasAcceptedExtension = (name: string) =>
  ACCEPTED_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));

/**
 * Splits newly dropped files into those kept and the French reasons the others were refused.
 * `already` files are counted against the maximum.
 */
export function screenFiles(
  dropped: readonly File[],
  already: number,
  limits: ImportLimits,
): { accepted: File[]; errors: string[] } {
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of dropped) {
    if (!hasAcceptedExtension(file.name)) errors.push(`${file.name} : ${IMPORT_MESSAGES.extension}`);
    else if (file.size > limits.maxBytes)
      errors.push(`${file.name} : ${IMPORT_MESSAGES.tooLarge(file.size, limits.maxBytes)}`);
    else accepted.push(file);
  }
  const room = Math.max(0, limits.maxFiles - already);
  if (accepted.length > room) {
    errors.push(IMPORT_MESSAGES.tooMany(limits.maxFiles));
    accepted.length = room;
  }
  return { accepted, errors };
}

/** `AAAA-MM-JJ` of the day after the same day one year earlier: a 12-month fiscal year ending `end`. */
export function fiscalStartFor(end: string): string {
  const [y, m, d] = end.split('-').map(Number);
  const start = new Date(Date.UTC(y - 1, m - 1, d + 1));
  return start.toISOString().slice(0, 10);
}

/** SIREN and fiscal year read from a legal FEC file name, e.g. `552100554FEC20231231.txt`. */
export function parseLegalFileName(name: string): {
  siren?: string;
  fiscalStart?: string;
  fiscalEnd?: string;
} {
  const match = /^(\d{9})FEC(\d{4})(\d{2})(\d{2})/i.exec(name.replace(/^.*[\\/]/, ''));
  if (!match) return {};
  const out: { siren?: string; fiscalStart?: string; fiscalEnd?: string } = {};
  if (isSiren(match[1])) out.siren = match[1];
  const end = `${match[2]}-${match[3]}-${match[4]}`;
  const date = new Date(`${end}T00:00:00Z`);
  if (!Number.isNaN(date.getTime()) && date.toISOString().startsWith(end)) {
    out.fiscalEnd = end;
    out.fiscalStart = fiscalStartFor(end);
  }
  return out;
}
