import type { UnsupportedTest } from './report';

/**
 * Journal-entry tests auditors run (ISA 240 / NEP 240) that a FEC cannot support: its 18 columns say
 * nothing of who keyed an entry nor at what time. Listed in every report so the UI can say so.
 */
export const UNSUPPORTED_TESTS: readonly UnsupportedTest[] = [
  {
    test: 'Écritures passées par un utilisateur inhabituel ou non autorisé',
    reason: "Le FEC ne contient pas l'auteur des écritures (aucune colonne utilisateur).",
  },
  {
    test: 'Écritures saisies en dehors des heures de bureau',
    reason: "Le FEC ne contient que des dates, sans l'heure de saisie.",
  },
  {
    test: 'Écritures modifiées ou supprimées après validation',
    reason: "Le FEC ne contient que l'état final des écritures, sans leur historique de modification.",
  },
];
