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
    "Aucun audit RGAA complet n'a encore été réalisé par un organisme indépendant : il n'y a donc pas de taux de conformité audité. Chaque écran parcouru par les tests de bout en bout (connexion, import, bibliothèque, analyses, rapports, compte, facturation, connecteurs, réseau, back-office) est vérifié à chaque version par des tests automatisés (règles WCAG 2.1 A et AA : contrastes, noms accessibles, structure des titres et des listes, champs étiquetés), sans anomalie grave relevée, ainsi que des parcours au clavier seul : connexion, import d'un FEC, ouverture d'une analyse, onglets, contrôles et chaque dialogue (focus dans le dialogue, retour du focus à la fermeture, focus visible).",
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
