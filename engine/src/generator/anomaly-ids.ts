/** Catalogue control ids (fec-reference.md §4) the generator can plant an anomaly for. */
export const SUPPORTED_ANOMALIES = [
  'EQ-ECR',
  'EQ-GLB',
  'SEQ-RUPT',
  'SEQ-MULTIDATE',
  'CHRONO',
  'AN-TETE',
  'AN-CONTENU',
  'HORS-EXO',
  'VALID-AVANT',
  'VALID-TARDIVE',
  'VALID-VIDE',
  'PIECE-ABS',
  'LIB-VIDE',
  'CENTRAL',
  'SOLDE-67',
  'CLASSE-89',
  'CPT-PCG',
  'AUX-NONTIERS',
  'LET-DATE',
  'LET-DESEQ',
  'LET-ABSENT',
  'DEVISE',
  'CAISSE-CRED',
  'BANQUE-CRED',
  'FOUR-DEB',
  'CLI-CRED',
  'SENS-ANORMAL',
  'ATTENTE',
  'CCA-DEB',
  'EXTOURNE',
  'TVA-TAUX',
  'TVA-JOURNAL',
  'TVA-OUBLI',
  'TVA-CARBU',
  'TVA-CREDIT',
  'DOUBLON-FACT',
  'DOUBLON-REGL',
  'WEEKEND-FERIE',
  'FIN-EXO',
  'ARRONDIS',
  'BENFORD',
  'ESPECES',
  'AMENDES',
  'PETIT-MAT',
  'PROV-CLIENTS',
  'MECENAT',
  'JE-DOUBLON',
  'JE-CHIFFRES',
  'JE-PAIRES-RARES',
  'JE-CPT-RARES',
  'JE-MOTS-CLES',
  'JE-RAFALES',
  'JE-ATYPIQUES',
] as const;

export type AnomalyId = (typeof SUPPORTED_ANOMALIES)[number];

/** Catalogue controls no single generated file can trigger, and why. */
export const UNSUPPORTED_ANOMALIES: Readonly<Record<string, string>> = {
  'AN-CONTINUITE':
    "Compare les à-nouveaux au bilan de clôture N-1 : il faut deux fichiers, le générateur n'en produit qu'un.",
};

export function isSupportedAnomaly(id: string): id is AnomalyId {
  return (SUPPORTED_ANOMALIES as readonly string[]).includes(id);
}
