/** What users read from the webhooks domain (spec §8 voice). Kept here: only this domain says them. */
export const WEBHOOK_MSG = {
  forbidden: "Votre rôle ne permet pas de gérer les clés d'API et les webhooks.",
  notFound: "Ce point de réception n'existe pas.",
  deliveryNotFound: "Cette livraison n'existe pas.",
  urlRequired: "L'adresse du point de réception est obligatoire.",
  urlInvalid: "Cette adresse n'est pas une URL valide.",
  urlTooLong: '2 048 caractères au maximum.',
  urlHttps: "L'adresse doit commencer par https://",
  urlCredentials: "L'adresse ne doit pas contenir d'identifiant ni de mot de passe.",
  urlPrivate: "Cette adresse n'est pas joignable depuis Internet.",
  urlUnknownHost: 'Ce nom de domaine est introuvable : vérifiez l’adresse.',
  eventsRequired: 'Choisissez au moins un événement.',
  replayPending: 'Cette livraison est déjà en attente d’envoi.',
  replayDisabled: 'Ce point de réception est suspendu : réactivez-le pour renvoyer la livraison.',
  // Delivery outcomes, shown in the deliveries table.
  timeout: (seconds: number) => `Le point de réception n'a pas répondu dans les ${seconds} secondes.`,
  status: (code: number) => `Le point de réception a répondu ${code} : une réponse 2xx est attendue.`,
  redirect: (code: number) =>
    `Le point de réception a répondu par une redirection (${code}), qui n'est pas suivie.`,
  unreachable: (reason: string) => `Connexion impossible au point de réception (${reason}).`,
  suspended: 'Livraison abandonnée : le point de réception est suspendu.',
  interrupted: 'La livraison a été interrompue : vous pouvez la renvoyer.',
} as const;
