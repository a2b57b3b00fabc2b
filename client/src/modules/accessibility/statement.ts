/**
 * What the accessibility statement says (RGAA's model). Update it with each audit: the level reached, what is not
 * accessible yet, and how it was checked.
 */
export const STATEMENT = {
  status: 'partiellement conforme',
  rgaaVersion: '4.1.2',
  levelReached:
    "le niveau AA des WCAG 2.1 est visé ; il n'est pas encore atteint sur l'ensemble du service, en raison des non-conformités énumérées ci-dessous.",
  results:
    "Aucun audit RGAA complet n'a encore été réalisé par un organisme indépendant : il n'y a donc pas de taux de conformité audité. Les écrans principaux sont vérifiés à chaque version par des tests automatisés (règles WCAG 2.1 A et AA : contrastes, noms accessibles, structure des titres et des listes, champs étiquetés) et par un parcours au clavier seul, sans anomalie grave relevée.",
  nonCompliant: [
    'La grille des FEC et les tableaux de contrôles, sur un écran étroit ou agrandi, se lisent par un défilement horizontal (tableaux de données).',
    "Les rapports PDF et Excel générés n'ont pas encore été vérifiés avec un lecteur d'écran.",
    'La vérification automatisée couvre un sous-ensemble des critères du RGAA ; les critères demandant un jugement humain (pertinence des alternatives, compréhension des messages) restent à auditer.',
  ],
  date: '24 novembre 2026',
  environment:
    'Environnement de test : Chromium récent sous Linux, clavier seul, zoom à 200 % et largeur de 320 pixels CSS.',
  method:
    'Outils : tests de bout en bout Playwright avec le moteur axe-core (règles WCAG 2.1 A et AA) sur chaque écran vérifié.',
} as const;
