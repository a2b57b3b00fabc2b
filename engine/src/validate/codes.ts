import type { Severity } from '../model/format';

/**
 * Every format anomaly the engine reports: stable code, severity, and why. Codes tagged [DGFiP] are
 * the official tester's own rules (Test Compta Demat); the others are what it misses.
 * Severity 'ERROR' makes the file non-conforming; 'ALERT' gives "conforme avec alertes"; 'INFO' neither
 * (upper case, like the control results: every enumerated value of the JSON report is).
 */
export const DIAGNOSTIC_CODES = {
  // File
  FICHIER_VIDE: { severity: 'ERROR', fatal: true, about: '[DGFiP] fichier vide' },
  AUCUNE_ECRITURE: { severity: 'ERROR', fatal: false, about: 'en-tête seul, aucune écriture' },
  FICHIER_BINAIRE: { severity: 'ERROR', fatal: true, about: 'contenu binaire, pas un fichier texte' },
  ENTETE_INVALIDE: { severity: 'ERROR', fatal: true, about: 'la ligne 1 ne nomme pas les champs du FEC' },
  // Ours is strict (9-digit SIREN first); the tester only needs `…FEC<AAAAMMJJ>` (tester.ts says its way).
  NOM_FICHIER: { severity: 'ALERT', fatal: false, about: 'nom <SIREN>FEC<AAAAMMJJ>' },
  SIREN_INVALIDE: { severity: 'ALERT', fatal: false, about: 'SIREN du nom de fichier : clé de Luhn' },
  EXERCICE_DEDUIT: {
    severity: 'ALERT',
    fatal: false,
    about: 'date de clôture du nom contredite par les écritures',
  },
  ENCODAGE_NON_LEGAL: { severity: 'ALERT', fatal: false, about: 'encodage hors ASCII / ISO 8859-15 / UTF-8' },
  UTF8_INVALIDE: { severity: 'ALERT', fatal: false, about: 'octets non UTF-8 dans un fichier UTF-8' },
  // The tester keeps a NUL inside the value it splits (it rejects nothing for it): an alert, like the
  // other stray bytes above; the line is read without it.
  CARACTERE_NUL: { severity: 'ALERT', fatal: false, about: 'caractère nul (octet 0) dans une ligne, ignoré' },
  SEPARATEUR_ILLEGAL: {
    severity: 'ERROR',
    fatal: false,
    about: '[DGFiP] séparateur autre que tabulation ou |',
  },
  // The tester splits records on LF after one CR LF: CR CR LF or CR alone hide its last header field.
  FIN_DE_LIGNE: {
    severity: 'INFO',
    fatal: false,
    about: '[DGFiP] fins de ligne CR seul, CR CR LF ou mélangées',
  },
  // Header
  COLONNE_MANQUANTE: { severity: 'ERROR', fatal: false, about: '[DGFiP] champ de l’en-tête absent' },
  COLONNE_SUPPLEMENTAIRE: {
    severity: 'INFO',
    fatal: false,
    about: '[DGFiP] colonne au-delà des colonnes légales',
  },
  ORDRE_COLONNES: { severity: 'ALERT', fatal: false, about: 'colonnes hors de l’ordre légal' },
  SEPARATEUR_FINAL: { severity: 'INFO', fatal: false, about: '[DGFiP] séparateur en fin de ligne' },
  // Legal between parts; inside one file the tester reads it as an entry (see tester.ts).
  ENTETE_REPETE: { severity: 'INFO', fatal: false, about: '[DGFiP] fichier en plusieurs parties' },
  // Line
  LIGNE_VIDE: { severity: 'ERROR', fatal: false, about: '[DGFiP] ligne vide' },
  LIGNE_TROP_LONGUE: { severity: 'ERROR', fatal: false, about: 'ligne de plus de 64 Kio, ignorée' },
  NB_CHAMPS: { severity: 'ERROR', fatal: false, about: '[DGFiP] nombre de champs différent de l’en-tête' },
  CHAMP_OBLIGATOIRE_VIDE: { severity: 'ERROR', fatal: false, about: '[DGFiP] valeur obligatoire vide' },
  // The tester skips numeric fields in its empty-value check and reads an empty amount as 0.
  MONTANT_VIDE: { severity: 'ALERT', fatal: false, about: 'Debit, Credit ou Montant vide (lu comme 0)' },
  MONTANT_NEGATIF: { severity: 'ALERT', fatal: false, about: 'montant négatif en Debit ou Credit' },
  COMPTE_AUX_SANS_LIBELLE: { severity: 'ALERT', fatal: false, about: 'CompAuxNum sans CompAuxLib' },
  DONNEE_ABSENTE: { severity: 'ERROR', fatal: false, about: '[DGFiP] données absentes' },
  MONTANT_POINT: { severity: 'ERROR', fatal: false, about: '[DGFiP] point décimal' },
  MONTANT_MILLIERS: { severity: 'ERROR', fatal: false, about: '[DGFiP] séparateur de milliers' },
  MONTANT_INVALIDE: { severity: 'ERROR', fatal: false, about: '[DGFiP] montant illisible' },
  MONTANT_ARRONDI: { severity: 'ALERT', fatal: false, about: 'plus de deux décimales' },
  SENS_INVALIDE: { severity: 'ERROR', fatal: false, about: '[DGFiP] Sens autre que D, C, +1, -1' },
  DATE_INVALIDE: { severity: 'ERROR', fatal: false, about: '[DGFiP] mois > 12, jour > 31, pas une date' },
  // 30 février, 31 avril: the tester only checks month ≤ 12 and day ≤ 31.
  DATE_IMPOSSIBLE: { severity: 'ERROR', fatal: false, about: 'jour qui n’existe pas dans le mois' },
  DATE_FORMAT: { severity: 'ERROR', fatal: false, about: '[DGFiP] date lisible mais pas au format AAAAMMJJ' },
  DATE_ANNEE: { severity: 'ALERT', fatal: false, about: '[DGFiP] année hors 1900–2099' },
  COMPTE_FORMAT: { severity: 'ALERT', fatal: false, about: '[DGFiP] CompteNum sans 3 chiffres en tête' },
  DEBIT_CREDIT: {
    severity: 'ALERT',
    fatal: false,
    about: '[DGFiP] débit et crédit tous deux nuls ou non nuls',
  },
  // Beyond the tester: entries and file
  ECRITURE_DESEQUILIBREE: { severity: 'ERROR', fatal: false, about: 'Σ débit ≠ Σ crédit par écriture' },
  BALANCE_DESEQUILIBREE: { severity: 'ERROR', fatal: false, about: 'total débit ≠ total crédit' },
  DATE_HORS_EXERCICE: { severity: 'ALERT', fatal: false, about: 'EcritureDate hors exercice' },
  CHRONOLOGIE_VALIDATION: { severity: 'ALERT', fatal: false, about: 'ValidDate décroissante' },
  NUMEROTATION: { severity: 'ALERT', fatal: false, about: 'rupture de séquence des numéros' },
  NUMERO_REUTILISE: { severity: 'ALERT', fatal: false, about: 'numéro d’écriture repris plus loin' },
} as const satisfies Record<string, { severity: Severity; fatal: boolean; about: string }>;

export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;

/** The rules the DGFiP's tester applies too (tagged [DGFiP]); every other is « au-delà de l'outil officiel ». */
export function isTesterRule(code: string): boolean {
  const def = (DIAGNOSTIC_CODES as Record<string, { about: string }>)[code];
  return def !== undefined && def.about.startsWith('[DGFiP]');
}
