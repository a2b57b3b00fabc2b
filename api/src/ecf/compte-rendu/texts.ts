import { frenchDate } from '../../invoices/format';
import { declaredSiren, fiscalYearLabel, sirenFr } from '../../reports/documents/labels';
import {
  ECF_CONCLUSION_LABELS,
  ECF_CONCLUSIONS,
  type CompteRenduModel,
  type CompteRenduPoint,
  type EcfConclusion,
} from '../compte-rendu-model';
import { ecfPoint } from '../points';

/**
 * What both renderers of the compte rendu de mission print: the French wording, dates and names, in one place so
 * that the Word and the PDF documents say the same thing.
 */

export const TITLE = 'Compte rendu de mission';
export const SUPERTITLE = 'Examen de conformité fiscale';
export const DOCUMENT_NAME = `${TITLE} — ${SUPERTITLE}`;

/** Printed on every page of a compte rendu not yet signed. */
export const DRAFT_MARK = 'Projet — non signé';
export const DRAFT_NOTICE =
  'Ce document est un projet : il ne vaut compte rendu de mission qu’une fois daté et signé par le prestataire.';

/** Printed in place of a conclusion the provider has not given yet. */
export const NOT_CONCLUDED = 'Non conclu';

export const HEADINGS = {
  company: 'Identification de l’entreprise',
  provider: 'Identification du prestataire',
  mission: 'Mission',
  points: 'Conclusions sur les points du chemin d’audit',
  details: 'Constats établis pour chaque point',
  signature: 'Date et signature du prestataire',
} as const;

export const COLUMNS = {
  number: 'N°',
  point: 'Point du chemin d’audit',
  comment: 'Commentaires',
} as const;

/** The conclusions in the order of the table's columns. */
export const CONCLUSION_ORDER: readonly EcfConclusion[] = ECF_CONCLUSIONS;

/** Same hues as the reports' categories: conforme green, non conforme red, sans objet grey; not concluded orange. */
export const CONCLUSION_COLORS: Record<EcfConclusion | 'none', string> = {
  conforme: '#2e7d32',
  non_conforme: '#d32f2f',
  sans_objet: '#616161',
  none: '#ed6c02',
};

export const conclusionLabel = (c: EcfConclusion | null) => (c ? ECF_CONCLUSION_LABELS[c] : NOT_CONCLUDED);
export const conclusionColor = (c: EcfConclusion | null) => CONCLUSION_COLORS[c ?? 'none'];

/** The mark in the ticked column of the table (as the model's boxes are ticked). */
export const TICK = 'X';

/** « 2025-12-31 » → 20251231 (what the reports' date labels take); null when not a date. */
export function ymd(day: string | null): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  return m ? Number(`${m[1]}${m[2]}${m[3]}`) : null;
}

/** « 2025-12-31 » → « 31/12/2025 »; a date-time is read in Paris time. Empty when unknown. */
export function dayFr(value: string | null): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}/${m}/${y}`;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : frenchDate(date);
}

/** « Exercice du 01/01/2025 au 31/12/2025 », « Exercice clos le 31/12/2025 » or « Exercice non renseigné ». */
export const fiscalYear = (model: CompteRenduModel) =>
  fiscalYearLabel(ymd(model.fiscalStart), ymd(model.fiscalEnd));

/** « Exercice clos le 31/12/2025 » under the title (the ECF is about one closed year). */
export const closingLine = (model: CompteRenduModel) =>
  model.fiscalEnd ? `Exercice clos le ${dayFr(model.fiscalEnd)}` : fiscalYear(model);

export const NOT_GIVEN = 'Non renseigné';
export const NOT_GIVEN_F = 'Non renseignée';

export function sirenText(siren: string | null): string {
  const s = declaredSiren(siren);
  return s ? sirenFr(s) : NOT_GIVEN;
}

/** Label/value rows of the company's identification. */
export function companyRows(model: CompteRenduModel): [string, string][] {
  return [
    ['Dénomination', model.company.name.trim() || NOT_GIVEN_F],
    ['SIREN', sirenText(model.company.siren)],
    ['Adresse', model.company.address?.trim() || NOT_GIVEN_F],
    ['Exercice examiné', fiscalYear(model).replace(/^Exercice /, '')],
  ];
}

/** Label/value rows of the provider's identification. */
export function providerRows(model: CompteRenduModel): [string, string][] {
  const p = model.provider;
  return [
    ['Prestataire', p.firmName.trim() || NOT_GIVEN],
    ['Adresse', p.address?.trim() || NOT_GIVEN_F],
    ['Signataire', p.signatoryName.trim() || NOT_GIVEN],
    ['Qualité du signataire', p.signatoryQuality?.trim() || NOT_GIVEN_F],
  ];
}

/** What the mission is, in a few sentences of our own (the legal frame, the year, the engagement letter). */
export function missionText(model: CompteRenduModel): string[] {
  const year = fiscalYear(model).replace(/^Exercice/, 'l’exercice');
  return [
    `Examen de conformité fiscale prévu par le décret n° 2021-25 du 13 janvier 2021, mené selon le chemin ` +
      `d’audit et le cahier des charges de l’arrêté du 13 janvier 2021, portant sur ${year}.`,
    `Lettre de mission du ${dayFr(model.engagementLetterDate) || NOT_GIVEN_F.toLowerCase()}.`,
  ];
}

/** « 7 conformes, 1 non conforme, 2 sans objet » and what is not concluded yet. */
export function tally(points: CompteRenduPoint[]): string {
  const count = (c: EcfConclusion | null) => points.filter((p) => p.conclusion === c).length;
  const parts: string[] = [];
  const n = count('conforme');
  if (n) parts.push(`${n} conforme${n > 1 ? 's' : ''}`);
  const nc = count('non_conforme');
  if (nc) parts.push(`${nc} non conforme${nc > 1 ? 's' : ''}`);
  const so = count('sans_objet');
  if (so) parts.push(`${so} sans objet`);
  const none = count(null);
  if (none) parts.push(`${none} non conclu${none > 1 ? 's' : ''}`);
  return `${points.length} point${points.length > 1 ? 's' : ''} examiné${points.length > 1 ? 's' : ''} : ${parts.join(', ')}.`;
}

/** The points in the chemin d'audit's order (whatever order the model gives them in). */
export const orderedPoints = (model: CompteRenduModel) =>
  [...model.points].sort((a, b) => a.number - b.number);

/** A point's heading in the details: « Point 5 — Régime d’imposition ». */
export function pointHeading(p: CompteRenduPoint): string {
  let short: string;
  try {
    short = ecfPoint(p.number).shortTitle;
  } catch {
    short = p.title;
  }
  return `Point ${p.number} — ${short}`;
}

/** « Conclu par Anne Martin le 12/03/2026 », or null while not concluded. */
export function concludedLine(p: CompteRenduPoint): string | null {
  if (!p.conclusion) return null;
  const by = p.concludedBy?.trim();
  const at = dayFr(p.concludedAt);
  if (by && at) return `Conclu par ${by} le ${at}.`;
  if (by) return `Conclu par ${by}.`;
  if (at) return `Conclu le ${at}.`;
  return null;
}

export const ESTABLISHED_TITLE = 'Ce que le FEC et l’analyse établissent :';
export const NOTHING_ESTABLISHED = 'Rien d’établi par l’analyse du FEC pour ce point : examen sur pièces.';
export const COMMENT_TITLE = 'Commentaire du prestataire :';
export const NO_COMMENT = 'Aucun commentaire.';

/** The city of an address such as « 12 rue X, 75008 Paris » (null when it cannot be told). */
export function cityOf(address: string | null): string | null {
  const m = /\b\d{5}\s+([^,\n\d][^,\n]*?)\s*(?:cedex\b.*)?$/i.exec(address?.trim() ?? '');
  return m ? m[1].trim() : null;
}

const BLANK = '…………………';

/** « Fait à Paris, le 15/03/2026 »; blanks to fill in by hand where the place or date is not known (a draft). */
export function doneAtLine(model: CompteRenduModel): string {
  const city = cityOf(model.provider.address) ?? BLANK;
  const day = model.signedAt ? dayFr(model.signedAt) : BLANK;
  return `Fait à ${city}, le ${day}`;
}

/** Who signs: the name, the quality, the firm. */
export function signatoryLines(model: CompteRenduModel): string[] {
  const p = model.provider;
  const name = model.signedBy?.trim() || p.signatoryName.trim() || NOT_GIVEN;
  return [name, ...(p.signatoryQuality?.trim() ? [p.signatoryQuality.trim()] : []), p.firmName.trim()].filter(
    Boolean,
  );
}

export const footerText = (model: CompteRenduModel) =>
  `${DOCUMENT_NAME} — ${model.company.name.trim() || NOT_GIVEN_F} — ${closingLine(model).toLowerCase()}`;

export const generatedLine = (model: CompteRenduModel) => `Document généré le ${dayFr(model.generatedAt)}.`;

/** Only what a file name may hold on every system: letters without accents, digits, « - ». */
function fileSafe(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/**
 * « Compte-rendu-ECF_552100554_20251231.docx »: the SIREN (else the company's name) and the closing date as the
 * FEC's own file name writes it (AAAAMMJJ).
 */
export function compteRenduFileName(model: CompteRenduModel, ext: 'docx' | 'pdf'): string {
  const who =
    declaredSiren(model.company.siren)?.replace(/\s/g, '') ?? (fileSafe(model.company.name) || 'entreprise');
  const end = ymd(model.fiscalEnd);
  return `Compte-rendu-ECF_${fileSafe(who) || 'entreprise'}_${end ?? 'exercice'}.${ext}`;
}
