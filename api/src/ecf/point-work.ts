import type { EcfPointNumber } from './compte-rendu-model';
import { ecfPoint } from './points';

/**
 * The work on each of the ten points of the chemin d'audit (their official wording: points.ts, arrêté du 13 janvier
 * 2021, annexe 1): what the cahier des charges (annexe 2) asks of the provider, summarised; the analysis' controls
 * whose review gates the conclusion (tagged by control id, so a point leads to its findings); and the checklist of
 * what the FEC cannot establish (points 3 and 4 entirely, parts of the others).
 */

export interface ChecklistDef {
  key: string;
  label: string;
}

export interface PointDef {
  number: EcfPointNumber;
  /** The point's wording in the chemin d'audit (points.ts). */
  title: string;
  shortTitle: string;
  expectation: string;
  /** Controls of the analysis mapped to the point (engine/src/controls, by id). */
  controls: string[];
  checklist: ChecklistDef[];
}

const WORK: Omit<PointDef, 'title' | 'shortTitle'>[] = [
  {
    number: 1,
    expectation:
      "S'assurer que le FEC respecte la structure et le format de l'article A. 47 A-1 du LPF (BOI-CF-IOR-60-40-20), à l'aide de l'outil Test Compta Demat ou d'un outil équivalent.",
    controls: ['VALID-VIDE', 'LIB-VIDE', 'PIECE-ABS', 'DEVISE', 'AUX-NONTIERS'],
    checklist: [
      {
        key: 'fec-remis',
        label:
          "FEC remis par l'entreprise et identique à celui produit par son logiciel (nom, date d'extraction)",
      },
      { key: 'test-compta-demat', label: 'Résultat de Test Compta Demat conservé au dossier' },
    ],
  },
  {
    number: 2,
    expectation:
      "Vérifier l'équilibre des écritures, la chronologie et la numérotation continue, la continuité des soldes entre l'exercice précédent et l'exercice examiné, et la cohérence du résultat comptable avec la liasse fiscale.",
    controls: [
      'EQ-ECR',
      'EQ-GLB',
      'CHRONO',
      'SEQ-RUPT',
      'SEQ-MULTIDATE',
      'AN-CONTINUITE',
      'AN-CONTENU',
      'AN-TETE',
      'HORS-EXO',
      'VALID-AVANT',
      'VALID-TARDIVE',
      'CENTRAL',
      'ATTENTE',
      'CLASSE-89',
    ],
    checklist: [
      { key: 'liasse-rapprochee', label: 'Liasse fiscale déposée obtenue et rapprochée de la balance' },
      { key: 'fec-n-1', label: "FEC de l'exercice précédent obtenu pour la continuité des soldes" },
    ],
  },
  {
    number: 3,
    expectation:
      "Obtenir le certificat (organisme accrédité) ou l'attestation individuelle de l'éditeur du logiciel ou système de caisse utilisé (art. 286, I-3° bis du CGI), ou constater que l'entreprise n'en utilise pas.",
    controls: ['ESPECES', 'CAISSE-CRED'],
    checklist: [
      {
        key: 'caisse-utilisee',
        label: "Recenser les logiciels ou systèmes de caisse utilisés (ou constater qu'il n'y en a pas)",
      },
      {
        key: 'certificat-caisse',
        label:
          "Certificat ou attestation individuelle de l'éditeur obtenu, au nom de l'entreprise, en cours de validité",
      },
      {
        key: 'version-caisse',
        label: 'Version et date de mise en service du logiciel conformes au certificat',
      },
    ],
  },
  {
    number: 4,
    expectation:
      "S'assurer que les documents et pièces justificatives sont conservés pendant le délai légal (art. L. 102 B du LPF : six ans ; dix ans au titre du code de commerce) et selon un mode de conservation conforme (papier, ou numérisation dans les conditions de l'article A. 102 B-2 du LPF).",
    controls: [],
    checklist: [
      { key: 'procedure-archivage', label: "Procédure d'archivage des pièces décrite par l'entreprise" },
      { key: 'delai-conservation', label: 'Pièces des six derniers exercices disponibles' },
      {
        key: 'numerisation',
        label: "Numérisation conforme à l'article A. 102 B-2 du LPF (si pièces papier numérisées)",
      },
    ],
  },
  {
    number: 5,
    expectation:
      "Vérifier que le régime d'imposition des bénéfices, l'impôt (IS ou IR) et le régime de TVA sont ceux que l'activité et le chiffre d'affaires imposent, compte tenu des options exercées.",
    controls: [],
    checklist: [
      {
        key: 'activite',
        label: "Activité réelle (ventes, services, activité mixte) conforme à l'objet déclaré",
      },
      {
        key: 'options',
        label: 'Options exercées (IS, régime réel, TVA sur les débits) justifiées par écrit',
      },
    ],
  },
  {
    number: 6,
    expectation:
      "Vérifier le plan d'amortissement (base, durée d'usage, mode), l'amortissement minimal (art. 39 B du CGI), les amortissements non déductibles (véhicules de tourisme) et les sorties d'actif.",
    controls: ['PETIT-MAT'],
    checklist: [
      {
        key: 'tableau-immobilisations',
        label: 'Tableau des immobilisations et des amortissements rapproché des comptes 20, 21 et 28',
      },
      { key: 'durees', label: "Durées d'amortissement conformes aux usages" },
      {
        key: 'vehicules',
        label: 'Amortissements excédentaires des véhicules de tourisme réintégrés (art. 39, 4 du CGI)',
      },
    ],
  },
  {
    number: 7,
    expectation:
      "Vérifier que chaque provision est nettement précisée, que la perte ou la charge est probable et résulte d'événements en cours (art. 39, 1-5° du CGI), que les provisions devenues sans objet sont reprises et que les provisions non déductibles sont réintégrées.",
    controls: ['PROV-CLIENTS'],
    checklist: [
      {
        key: 'justificatifs-provisions',
        label: 'Justificatifs de chaque provision (litige, créance douteuse, dépréciation) obtenus',
      },
      {
        key: 'provisions-non-deductibles',
        label: 'Provisions non déductibles (congés payés, retraite…) réintégrées sur le 2058-A',
      },
    ],
  },
  {
    number: 8,
    expectation:
      "Vérifier que les charges à payer correspondent à des dettes certaines dans leur principe et leur montant à la clôture, rattachées au bon exercice, et qu'elles sont reprises dans l'exercice suivant.",
    controls: ['EXTOURNE', 'FIN-EXO'],
    checklist: [
      {
        key: 'justificatifs-cap',
        label: 'Justificatifs des charges à payer (factures reçues après la clôture, calculs)',
      },
    ],
  },
  {
    number: 9,
    expectation:
      'Vérifier la qualification des charges exceptionnelles (67) et leur déductibilité : amendes et pénalités non déductibles (art. 39, 2 du CGI), charges sur exercices antérieurs, libéralités.',
    controls: ['AMENDES', 'MECENAT'],
    checklist: [
      { key: 'pieces-67', label: 'Pièces des charges exceptionnelles significatives examinées' },
      { key: 'reintegrations', label: 'Charges non déductibles réintégrées sur le 2058-A' },
    ],
  },
  {
    number: 10,
    expectation:
      "Vérifier que la TVA collectée est déclarée à son fait générateur et à son exigibilité (livraisons : débits ; services : encaissements, sauf option pour les débits) et que la TVA déductible l'est au bon moment (facture reçue, paiement pour les services).",
    controls: ['TVA-TAUX', 'TVA-OUBLI', 'TVA-CARBU', 'TVA-CREDIT', 'TVA-JOURNAL'],
    checklist: [
      { key: 'declarations-tva', label: 'Déclarations de TVA (CA3 ou CA12) rapprochées des comptes 445' },
      { key: 'option-debits', label: 'Option pour les débits justifiée (si elle est exercée)' },
    ],
  },
];

/** The ten points with their work, in the chemin d'audit's order. */
export const ECF_POINT_WORK: PointDef[] = WORK.map((w) => ({
  ...w,
  title: ecfPoint(w.number).title,
  shortTitle: ecfPoint(w.number).shortTitle,
}));

export const pointDef = (n: number): PointDef | undefined => ECF_POINT_WORK.find((p) => p.number === n);
