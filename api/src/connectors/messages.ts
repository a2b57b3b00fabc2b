/** The connectors' French messages (spec §8 « Connector token », contract of issue 13). */
export const CONNECTOR_MSG = {
  role: 'Votre rôle ne permet pas de gérer les connecteurs.',
  notFound: "Ce connecteur n'existe pas.",
  noFile: "Cet exercice n'a pas de fichier ou le jeton n'est plus valide.",
  tokenInvalid: 'Le jeton est manquant, invalide ou expiré : vérifiez-le dans votre logiciel comptable.',
  duplicate: 'Ce jeton a déjà été ajouté.',
  missingInfo: 'Informations manquantes : vérifiez les paramètres côté logiciel comptable.',
  unavailable: 'Le logiciel comptable ne répond pas : réessayez dans quelques minutes.',
  exportFailed: "Le logiciel comptable n'a pas pu produire le FEC de cet exercice : réessayez plus tard.",
  exportTimeout: "Le logiciel comptable n'a pas produit le FEC à temps : relancez l'import.",
  importFailed: "L'import depuis le logiciel comptable a échoué : relancez l'import.",
  connectorDeleted: "Le connecteur a été supprimé avant la fin de l'import.",
  fileRefused: (reason: string) => `Le fichier produit par le logiciel comptable a été refusé : ${reason}`,
} as const;

/** `extensions.code` the gateway gives the 401 of a connector's token (never UNAUTHENTICATED). */
export const CONNECTOR_TOKEN_INVALID = 'CONNECTOR_TOKEN_INVALID';
