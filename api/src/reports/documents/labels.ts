import { DIAGNOSTIC_CODES } from '../../../../engine/src/index';
import type { ResultCategory } from './report-model';

/** French words of the reports (the client has its own copy: the two apps share no code). */

export const CATEGORIES: readonly ResultCategory[] = ['OK', 'WARNING', 'ERROR', 'SAVINGS', 'INFO', 'NA'];

export const CATEGORY_LABELS: Record<ResultCategory, string> = {
  OK: 'Conforme',
  WARNING: 'Alerte',
  ERROR: 'Anomalie',
  SAVINGS: 'Économie',
  INFO: 'Information',
  NA: 'Non applicable',
};

/** Same hues as the client's chips and chart. */
export const CATEGORY_COLORS: Record<ResultCategory, string> = {
  OK: '#2e7d32',
  WARNING: '#ed6c02',
  ERROR: '#d32f2f',
  SAVINGS: '#7b1fa2',
  INFO: '#0288d1',
  NA: '#9e9e9e',
};

/** Catalogue order (fec-reference §4). */
export const THEME_LABELS: Record<string, string> = {
  format: 'Format',
  'numerotation-chronologie': 'Numérotation et chronologie',
  equilibres: 'Équilibres',
  tiers: 'Tiers',
  tresorerie: 'Trésorerie et banque',
  tva: 'TVA',
  'economies-fiscales': 'Économies fiscales',
  'indicateurs-fraude': 'Indicateurs de fraude',
  statistiques: 'Statistiques',
};

/** Accounting cycles, in the order an auditor walks them. */
export const CYCLE_LABELS: Record<string, string> = {
  'achats-fournisseurs': 'Achats et fournisseurs',
  'ventes-clients': 'Ventes et clients',
  tresorerie: 'Trésorerie',
  paie: 'Paie et personnel',
  immobilisations: 'Immobilisations',
  capitaux: 'Capitaux propres et financements',
  fiscal: 'Fiscalité',
  cloture: 'Clôture des comptes',
  general: 'Contrôles généraux',
};

const titleCase = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1).replace(/-/g, ' ');
export const themeLabel = (theme: string) => THEME_LABELS[theme] ?? titleCase(theme);
export const cycleLabel = (cycle: string) => CYCLE_LABELS[cycle] ?? titleCase(cycle);

export const CONFORMITY_LABELS: Record<string, string> = {
  conforme: 'Conforme',
  'conforme-avec-alertes': 'Conforme, avec des alertes',
  'non-conforme': 'Non conforme',
};

/** Diagnostic severities (upper case since issue 14; stored reports are normalised when read). */
export const SEVERITY_LABELS: Record<string, string> = {
  ERROR: 'Erreur',
  ALERT: 'Alerte',
  INFO: 'Information',
};

/** The FEC's legal shape (A47 A-1). */
export const VARIANT_LABELS: Record<string, string> = {
  'debit-credit': 'Débit / Crédit (18 colonnes)',
  'montant-sens': 'Montant / Sens (18 colonnes)',
  'ba-tresorerie': 'BA de trésorerie (21 colonnes)',
  'bnc-tresorerie': 'BNC de trésorerie (22 colonnes)',
};

export const ENCODING_LABELS: Record<string, string> = {
  'utf-8-bom': 'UTF-8 avec BOM',
  'utf-8': 'UTF-8',
  'windows-1252': 'Windows-1252',
  'iso-8859-15': 'ISO-8859-15',
  ascii: 'ASCII',
};

export const SEPARATOR_LABELS: Record<string, string> = {
  tab: 'Tabulation',
  pipe: 'Barre verticale « | »',
  semicolon: 'Point-virgule « ; »',
  comma: 'Virgule « , »',
};

/** What a diagnostic code means, in French (the engine's own wording, without the [DGFiP] tag). */
export function diagnosticLabel(code: string): string {
  const about = (DIAGNOSTIC_CODES as Record<string, { about: string }>)[code]?.about;
  if (!about) return code;
  const text = about.replace(/^\[DGFiP\]\s*/, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Whether a diagnostic code is one of the DGFiP tester's own rules. */
export const isDgfipRule = (code: string) =>
  ((DIAGNOSTIC_CODES as Record<string, { about: string }>)[code]?.about ?? '').startsWith('[DGFiP]');

const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const INTEGER = new Intl.NumberFormat('fr-FR');

/** 123456 → « 1 234,56 € » (narrow no-break spaces as French typography wants). */
export const euros = (cents: number) => EUROS.format(cents / 100);
export const integer = (n: number) => INTEGER.format(n);

/** 20240131 → « 31/01/2024 » ('' when unknown). */
export function dateFr(ymd: number | null | undefined): string {
  if (!ymd) return '';
  const s = String(ymd);
  return `${s.slice(6, 8)}/${s.slice(4, 6)}/${s.slice(0, 4)}`;
}

/** A Date → « 24/11/2026 » in Paris time. */
export const dayFr = (d: Date) =>
  d.toLocaleDateString('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });

/** « Exercice du 01/09/2021 au 31/08/2022 » (or what is known of it). */
export function fiscalYearLabel(start: number | null, end: number | null): string {
  if (start && end) return `Exercice du ${dateFr(start)} au ${dateFr(end)}`;
  if (end) return `Exercice clos le ${dateFr(end)}`;
  return 'Exercice non renseigné';
}

/** The SIREN a FEC declares, if any: not the « 000000000 » some exports write for none. */
export function declaredSiren(siren: string | null | undefined): string | null {
  const s = siren?.trim() ?? '';
  return s === '' || /^0+$/.test(s) ? null : s;
}

/** « 552 100 554 » (no-break spaces); other shapes as given. */
export const sirenFr = (siren: string) =>
  /^\d{9}$/.test(siren) ? siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1\u00a0$2\u00a0$3') : siren;

export const NO_COMPANY_NAME = 'Société non renseignée';

/**
 * How a FEC's company is named in a document: its name, else « Société non renseignée » with the declared
 * SIREN. Never the file name: « 000000000FEC20231231.txt » is not a company.
 */
export function companyLabel(s: { companyName: string | null; siren: string | null }): string {
  const name = s.companyName?.trim();
  if (name) return name;
  const siren = declaredSiren(s.siren);
  return siren ? `${NO_COMPANY_NAME} (SIREN ${sirenFr(siren)})` : NO_COMPANY_NAME;
}

/** Message printed in place of a locked control's detail. */
export const LOCKED_NOTICE =
  "Détail verrouillé (offre Découverte) : débloquez l'analyse complète pour voir les montants et les lignes.";

/** The risk level's words and colours: the result categories' palette (low reads like « Conforme »). */
export const RISK_LABELS: Record<'faible' | 'modere' | 'eleve', string> = {
  faible: 'Faible',
  modere: 'Modéré',
  eleve: 'Élevé',
};
export const RISK_COLORS: Record<'faible' | 'modere' | 'eleve', string> = {
  faible: CATEGORY_COLORS.OK,
  modere: CATEGORY_COLORS.WARNING,
  eleve: CATEGORY_COLORS.ERROR,
};

/** Printed instead of a locked FEC's riskiest entries (its score stays). */
export const RISK_LOCKED_NOTICE =
  "Écritures les plus risquées verrouillées (offre Découverte) : débloquez l'analyse complète pour les voir.";

/** Title of the list of tests a FEC cannot support. */
export const UNSUPPORTED_TITLE = 'Ce que le FEC ne permet pas de contrôler';

/** A control's findings in words: its count, or « Constat systémique » (one) and the others beside it. */
export function findingsText(c: { count: number; pattern: unknown }): string {
  if (!c.pattern) return INTEGER.format(c.count);
  const others = c.count - 1;
  return others > 0
    ? `Constat systémique + ${INTEGER.format(others)} autre${others > 1 ? 's' : ''}`
    : 'Constat systémique';
}

/** The DGFiP tester's conclusions, in its own words. */
export const TESTER_VERDICT_LABELS: Record<string, string> = {
  conforme: 'Conforme',
  'conforme-avec-alertes': 'Conforme avec alertes',
  'non-conforme': 'Non conforme',
};

/** The modes the tester asks for when it starts. */
export const TESTER_MODE_LABELS: Record<string, string> = {
  'bic-is': 'BIC / IS',
  'ba-tresorerie': 'BA, comptabilité de trésorerie',
  'bnc-tresorerie': 'BNC, comptabilité de trésorerie',
};

export const TESTER_NAME = 'Outil officiel de la DGFiP (Test Compta Demat)';

/** Printed beside every finding the official tester does not look for. */
export const BEYOND_TESTER = 'au-delà de l’outil officiel';
