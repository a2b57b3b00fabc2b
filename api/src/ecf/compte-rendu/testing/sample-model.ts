import type { CompteRenduModel, CompteRenduPoint, EcfConclusion } from '../../compte-rendu-model';
import { ECF_POINTS } from '../../points';

/** What a real mission's points could say: conclusions, comments and what the FEC established. */
const SAMPLE: Record<
  number,
  { conclusion: EcfConclusion | null; comment: string | null; established: string[] }
> = {
  1: {
    conclusion: 'conforme',
    comment: null,
    established: [
      'Outil officiel (Test Compta Demat) : conforme en mode BIC / IS.',
      'Notre analyse : conforme, 18 colonnes Débit / Crédit, encodage UTF-8.',
    ],
  },
  2: {
    conclusion: 'conforme',
    comment: 'Écritures équilibrées ; continuité des soldes N-1 / N vérifiée sur la balance d’ouverture.',
    established: [
      'Écritures équilibrées par pièce et au total (débit = crédit = 1 254 310,22 €).',
      'Numérotation continue et chronologique dans chaque journal.',
      'Résultat du FEC (48 210,00 €) égal au résultat de la liasse.',
    ],
  },
  3: {
    conclusion: 'sans_objet',
    comment:
      'L’entreprise n’enregistre aucun encaissement de clients particuliers : pas de système de caisse.',
    established: [],
  },
  4: { conclusion: 'conforme', comment: null, established: [] },
  5: {
    conclusion: 'conforme',
    comment: null,
    established: ['Chiffre d’affaires 2025 : 812 400 € — régime réel normal (RN) cohérent avec les seuils.'],
  },
  6: {
    conclusion: 'conforme',
    comment: null,
    established: ['Dotations aux amortissements (6811) : 24 300 € ; amortissements cumulés (28) cohérents.'],
  },
  7: {
    conclusion: 'non_conforme',
    comment:
      'La provision pour litige de 15 000 € (compte 1511) n’est pas justifiée par une procédure en cours à la ' +
      'clôture : elle doit être réintégrée au résultat fiscal.',
    established: ['Provision 1511 dotée en N-2 sans reprise ni mouvement depuis : 15 000 €.'],
  },
  8: {
    conclusion: 'conforme',
    comment: null,
    established: ['Charges à payer (408, 428, 4686) extournées en N+1.'],
  },
  9: {
    conclusion: 'non_conforme',
    comment: 'Amende de stationnement de 135 € en 6712 non réintégrée (article 39-2 du CGI).',
    established: ['Compte 6712 « Pénalités, amendes fiscales et pénales » : 135,00 €.'],
  },
  10: {
    conclusion: null,
    comment: null,
    established: [
      'Option pour les débits déclarée ; TVA collectée comptabilisée à l’encaissement sur 3 factures.',
    ],
  },
};

export function samplePoints(): CompteRenduPoint[] {
  return ECF_POINTS.map((p) => ({
    number: p.number,
    title: p.title,
    conclusion: SAMPLE[p.number].conclusion,
    comment: SAMPLE[p.number].comment,
    established: SAMPLE[p.number].established,
    concludedBy: SAMPLE[p.number].conclusion ? 'Anne Martin' : null,
    concludedAt: SAMPLE[p.number].conclusion ? '2026-03-12T10:15:00.000Z' : null,
  }));
}

/** A compte rendu of ten points, one not concluded (a draft unless `signed`). */
export function sampleModel(overrides: Partial<CompteRenduModel> = {}): CompteRenduModel {
  return {
    missionUuid: '3f5b1c9e-6a2d-4c1e-9a57-0d2b8f4e7a10',
    company: {
      name: 'Boulangerie Martin SARL',
      siren: '552100554',
      address: '4 place du Marché, 69002 Lyon',
    },
    fiscalStart: '2025-01-01',
    fiscalEnd: '2025-12-31',
    provider: {
      firmName: 'Cabinet Durand & Associés',
      signatoryName: 'Claire Durand',
      signatoryQuality: 'Expert-comptable, associée',
      address: '18 rue de la République, 69001 Lyon',
    },
    engagementLetterDate: '2025-11-15',
    points: samplePoints(),
    signedAt: null,
    signedBy: null,
    generatedAt: '2026-03-15T09:30:00.000Z',
    ...overrides,
  };
}

/** A comment of `paragraphs` paragraphs, long enough to run over a page of the table. */
export function longComment(paragraphs = 14): string {
  return Array.from(
    { length: paragraphs },
    (_, i) =>
      `Paragraphe ${i + 1} : la dotation aux amortissements de l’exercice a été rapprochée du tableau des ` +
      'immobilisations ; les durées d’usage retenues pour le matériel de production (5 à 7 ans) et les ' +
      'agencements (10 ans) correspondent aux usages de la profession, sous réserve des éléments ci-dessous.',
  ).join('\n\n');
}
