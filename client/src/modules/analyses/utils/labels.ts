import type {
  AnalysisStatus,
  FecConformity,
  ResultCategory,
  TesterMode,
  TesterSeverity,
} from '../../../__generated__/graphql';
import type { Palette } from '@mui/material/styles';

/** The six result categories, in the order of the summary table (spec §3). */
export const CATEGORIES: ResultCategory[] = ['OK', 'WARNING', 'ERROR', 'SAVINGS', 'INFO', 'NA'];

export const CATEGORY_LABELS: Record<ResultCategory, string> = {
  OK: 'Conforme',
  WARNING: 'Alerte',
  ERROR: 'Anomalie',
  SAVINGS: 'Économie',
  INFO: 'Information',
  NA: 'Non applicable',
};

/**
 * The one palette of the categories: MUI palette colour of each category, for its chip, its filter and its
 * chart slice alike (categoryColor), so that a category has one colour everywhere, branding included.
 */
export const CATEGORY_COLORS: Record<
  ResultCategory,
  'success' | 'warning' | 'error' | 'info' | 'secondary' | 'default'
> = {
  OK: 'success',
  WARNING: 'warning',
  ERROR: 'error',
  SAVINGS: 'secondary',
  INFO: 'info',
  NA: 'default',
};

/** The colour a category's chip shows, as a CSS colour (for the chart). */
export function categoryColor(palette: Palette, category: ResultCategory): string {
  const key = CATEGORY_COLORS[category];
  // A `default` chip is grey: MUI's Chip uses grey[300] filled, the NA chip is outlined (its text colour).
  return key === 'default' ? palette.grey[500] : palette[key].main;
}

export const STATUS_LABELS: Record<AnalysisStatus, string> = {
  WAITSTART: 'En attente de démarrage',
  INPROGRESS: 'En cours',
  DONE: 'Terminée',
  NOTDONE: 'Non traitée',
  GENERATING: 'FEC en cours de production par un connecteur',
  ERROR: 'En erreur',
  POSTCONDITION: "Arrêtée : des incohérences empêchent l'analyse",
};

/** Statuses after which the analysis will not change by itself: polling stops there. */
export const RUNNING_STATUSES: AnalysisStatus[] = ['WAITSTART', 'INPROGRESS', 'GENERATING'];
export const isRunning = (status: AnalysisStatus | null | undefined) =>
  !!status && RUNNING_STATUSES.includes(status);

/** The progress message while an analysis runs. */
export function progressMessage(status: AnalysisStatus): string {
  if (status === 'WAITSTART') return "L'analyse est en attente de démarrage…";
  if (status === 'GENERATING') return 'Le FEC est en cours de production par le connecteur…';
  return "Analyse en cours… Les résultats s'afficheront automatiquement.";
}

export const CONFORMITY_LABELS: Record<FecConformity, string> = {
  CONFORME: 'Conforme',
  CONFORME_AVEC_ALERTES: 'Conforme, avec des alertes',
  NON_CONFORME: 'Non conforme',
};

/** French names of the control themes (the engine's slugs). */
const THEME_LABELS: Record<string, string> = {
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

/** Catalogue order of the themes (fec-reference §4). */
export const THEME_ORDER = Object.keys(THEME_LABELS);

export const themeLabel = (theme: string) =>
  THEME_LABELS[theme] ?? theme.charAt(0).toUpperCase() + theme.slice(1).replace(/-/g, ' ');

/** French names of the accounting cycles (the engine's slugs; same wording as the reports). */
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

export const cycleLabel = (cycle: string) =>
  CYCLE_LABELS[cycle] ?? cycle.charAt(0).toUpperCase() + cycle.slice(1).replace(/-/g, ' ');

/** French meaning of the engine's format diagnostic codes. */
const DIAGNOSTIC_LABELS: Record<string, string> = {
  FICHIER_VIDE: 'Fichier vide',
  AUCUNE_ECRITURE: 'En-tête seul, aucune écriture',
  FICHIER_BINAIRE: 'Contenu binaire, pas un fichier texte',
  ENTETE_INVALIDE: 'La ligne 1 ne nomme pas les champs du FEC',
  NOM_FICHIER: 'Nom de fichier différent de <SIREN>FEC<AAAAMMJJ>',
  SIREN_INVALIDE: 'SIREN du nom de fichier invalide (clé de Luhn)',
  EXERCICE_DEDUIT: 'Date de clôture du nom contredite par les écritures',
  ENCODAGE_NON_LEGAL: 'Encodage hors ASCII / ISO 8859-15 / UTF-8',
  UTF8_INVALIDE: 'Octets non UTF-8 dans un fichier UTF-8',
  SEPARATEUR_ILLEGAL: 'Séparateur autre que tabulation ou |',
  FIN_DE_LIGNE: 'Fins de ligne CR seul, CR CR LF ou mélangées',
  COLONNE_MANQUANTE: "Champ de l'en-tête absent",
  COLONNE_SUPPLEMENTAIRE: 'Colonne au-delà des colonnes légales',
  ORDRE_COLONNES: "Colonnes hors de l'ordre légal",
  SEPARATEUR_FINAL: 'Séparateur en fin de ligne',
  ENTETE_REPETE: 'Fichier en plusieurs parties',
  LIGNE_VIDE: 'Ligne vide',
  LIGNE_TROP_LONGUE: 'Ligne de plus de 64 Kio, ignorée',
  NB_CHAMPS: "Nombre de champs différent de l'en-tête",
  CHAMP_OBLIGATOIRE_VIDE: 'Valeur obligatoire vide',
  MONTANT_VIDE: 'Débit ou crédit vide (lu comme 0)',
  MONTANT_NEGATIF: 'Montant négatif en débit ou en crédit',
  COMPTE_AUX_SANS_LIBELLE: 'Compte auxiliaire sans libellé',
  DONNEE_ABSENTE: 'Données absentes',
  MONTANT_POINT: 'Montant avec un point décimal',
  MONTANT_MILLIERS: 'Montant avec un séparateur de milliers',
  MONTANT_INVALIDE: 'Montant illisible',
  MONTANT_ARRONDI: 'Montant à plus de deux décimales',
  SENS_INVALIDE: 'Sens autre que D, C, +1, -1',
  DATE_INVALIDE: 'Date impossible (mois > 12, jour > 31…)',
  DATE_IMPOSSIBLE: "Jour qui n'existe pas dans le mois (30 février, 31 avril…)",
  DATE_FORMAT: 'Date lisible mais pas au format AAAAMMJJ',
  DATE_ANNEE: 'Année hors 1900–2099',
  COMPTE_FORMAT: 'CompteNum sans 3 chiffres en tête',
  DEBIT_CREDIT: 'Débit et crédit tous deux nuls ou non nuls',
  ECRITURE_DESEQUILIBREE: 'Écriture déséquilibrée (Σ débit ≠ Σ crédit)',
  BALANCE_DESEQUILIBREE: 'Balance déséquilibrée (total débit ≠ total crédit)',
  DATE_HORS_EXERCICE: "Date d'écriture hors exercice",
  CHRONOLOGIE_VALIDATION: 'Dates de validation décroissantes',
  NUMEROTATION: 'Rupture de séquence des numéros',
  NUMERO_REUTILISE: "Numéro d'écriture repris plus loin",
  CARACTERE_NUL: 'Caractère nul (octet 0) dans une ligne',
};

/** The gateway may answer `date-invalide` or `DATE_INVALIDE`: one key for both. */
const codeKey = (code: string) => code.toUpperCase().replace(/-/g, '_');

export const diagnosticLabel = (code: string) => DIAGNOSTIC_LABELS[codeKey(code)] ?? code;

/**
 * The diagnostics whose rule the DGFiP's tester (Test Compta Demat) applies too: the engine's codes tagged
 * [DGFiP] (engine/src/validate/codes.ts). Every other one is a rule we check beyond the official tool.
 */
const TESTER_RULES = new Set([
  'FICHIER_VIDE',
  'SEPARATEUR_ILLEGAL',
  'FIN_DE_LIGNE',
  'COLONNE_MANQUANTE',
  'COLONNE_SUPPLEMENTAIRE',
  'SEPARATEUR_FINAL',
  'ENTETE_REPETE',
  'LIGNE_VIDE',
  'NB_CHAMPS',
  'CHAMP_OBLIGATOIRE_VIDE',
  'DONNEE_ABSENTE',
  'MONTANT_POINT',
  'MONTANT_MILLIERS',
  'MONTANT_INVALIDE',
  'SENS_INVALIDE',
  'DATE_FORMAT',
  'DATE_INVALIDE',
  'DATE_ANNEE',
  'COMPTE_FORMAT',
  'DEBIT_CREDIT',
]);

/**
 * A diagnostic checked beyond the official tool (« au-delà de l'outil officiel »). `testerCodes`, the codes
 * of the tester's own reasons for this file, win: a rule it reported is never shown as beyond it.
 */
export function isBeyondTester(code: string, testerCodes: Iterable<string> = []): boolean {
  const key = codeKey(code);
  if (TESTER_RULES.has(key)) return false;
  for (const c of testerCodes) if (codeKey(c) === key) return false;
  return true;
}

export const BEYOND_TESTER_LABEL = "au-delà de l'outil officiel";

export const TESTER_NAME = 'Outil officiel de la DGFiP (Test Compta Demat)';

/** The modes the official tool asks for at start, as it names them. */
export const TESTER_MODE_LABELS: Record<TesterMode, string> = {
  BIC_IS: 'BIC / IS',
  BA_TRESORERIE: 'BA, comptabilité de trésorerie',
  BNC_TRESORERIE: 'BNC, comptabilité de trésorerie',
};

export const TESTER_SEVERITY_LABELS: Record<TesterSeverity, string> = {
  ERROR: 'Anomalie',
  ALERT: 'Alerte',
  INFO: 'Information',
};

/** Anomalies first, then alerts, then information (the order of the tool's report). */
export const TESTER_SEVERITY_ORDER: TesterSeverity[] = ['ERROR', 'ALERT', 'INFO'];
