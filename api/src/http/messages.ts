/** The product's French messages (spec §5, §8), used exactly; others are written in the same voice. */
export const MSG = {
  notConnected: 'Utilisateur non connecté.',
  forbidden: 'Interdit',
  server: 'Problème serveur.',
  invalidFields: 'Certains champs sont invalides',
  invalidField: 'Un champs est invalide',
  required: 'Ce champ est obligatoire.',
  email: 'Veuillez entrer une adresse email valide.',
  phone: 'Veuillez entrer un numéro de téléphone valide.',
  pattern: 'Format incorrect.',
  htmlCharacters: 'Un champ contient des caractères invalides',
  controlCharacters: 'Un champ contient des caractères de contrôle non autorisés.',
  tooLong: (max: number) => `Ce champ est trop long : ${max} caractères au maximum.`,
  fileNameTooLong: (max: number) => `Le nom du fichier est trop long : ${max} caractères au maximum.`,
  sessionExpired: "Votre connexion n'est plus valide, veuillez vous reconnecter.",
  badData: 'Erreur dans les données envoyées.',
  notFound: "Cette ressource n'existe pas.",
  routeNotFound: "Cette adresse de l'API n'existe pas.",
  bodyTooLarge: 'La requête est trop volumineuse.',
  unsupportedMediaType: 'Type de contenu non pris en charge.',
  noChange: "Aucune modification n'a été demandée.",
  // Generic field messages (zod issues without a message of their own: see zod-messages.ts)
  integerOnly: 'Veuillez saisir un nombre entier.',
  textOnly: 'Veuillez saisir un texte.',
  booleanOnly: 'La valeur doit être vrai ou faux.',
  listOnly: 'Une liste est attendue.',
  objectOnly: 'Un objet est attendu.',
  valueNotAllowed: 'Valeur non autorisée.',
  deleteFailed: 'Impossible de supprimer',
  // Folders (spec §5)
  folderNameRequired: 'Veuillez saisir un nom de répertoire.',
  folderDuplicate: 'Un répertoire existe déjà avec ce nom.',
  folderParentMissing: "Le parent du répertoire n'est pas trouvé.",
  folderCycle: 'Un répertoire ne peut pas être déplacé dans lui-même ou dans un de ses sous-répertoires.',
  // FECs and imports (spec §5, §8)
  fecForbidden: "Vous n'avez pas accès à ce Fec.",
  importRole: 'Vous ne pouvez pas importer de FEC avec ce rôle.',
  payRole: "Vous n'avez pas le droit de faire des paiements sur les FEC",
  importExtension: 'Seuls les fichiers .txt et .csv sont acceptés.',
  importAtLeastOne: 'Ajouter au minimum un FEC',
  importTooMany: (max: number) => `Vous ne pouvez pas envoyer plus de ${max} fichiers`,
  importTooLarge: (size: string, max: string) => `Fichier volumineux (${size} / ${max})`,
  importStorage: "Problème lors de l'envoi vers le serveur de fichiers. Veuillez re-tenter.",
  importNoValidFec: "Aucun FEC valide n'a été importé.",
  importDisabled: "L'import de FEC est désactivé pour ce compte.",
  sirenInvalid: 'Numéro de SIREN invalide',
  datesOrder: 'Date de début > date de fin.',
  fiscalSampleTooLarge:
    "L'extrait du fichier dépasse 4 Mo : envoyez seulement le début et la fin du fichier.",
  dateInvalid: 'Date invalide.',
  erpOther: "Veuillez préciser l'autre logiciel comptable.",
  // Analyses (spec §8, §9)
  analysisNoValidFec: 'Aucun FEC valide sélectionné.',
  analysisMax3: 'Vous pouvez sélectionner 3 FEC au maximum.',
  analysisLoad: 'Erreur de chargement, veuillez relancer.',
  analysisNotFound: "Cette analyse n'existe pas.",
  analysisNotFinished: "L'analyse n'est pas encore terminée.",
  analysisAlreadyRunning: 'Une analyse de ce FEC est déjà en cours.',
  fecGenerating:
    "Ce FEC est en cours de génération par le logiciel comptable : son analyse démarrera d'elle-même.",
  analysisUnreadable: (detail: string) => `Le fichier n'a pas pu être lu comme un FEC : ${detail}`,
  analysisFileMissing: 'Le fichier de ce FEC est introuvable, veuillez le ré-importer.',
  analysisNoEntries: "Le FEC ne contient aucune écriture : l'analyse ne peut pas être menée.",
  analysisOutsideYear: (start: string, end: string) =>
    `Aucune écriture du FEC ne tombe dans l'exercice déclaré (du ${start} au ${end}) : vérifiez les dates d'exercice du FEC.`,
  analysisRowsTruncated: 'Seules les 1000 premières lignes sont affichées.',
  analysisLocked: 'Ce FEC est verrouillé : débloquez-le pour voir le détail des contrôles.',
  statementsLocked:
    'Ce FEC est verrouillé : débloquez-le pour voir la balance, le grand livre, les états financiers et la liasse fiscale.',
  statementsMissing:
    "Les états financiers de cette analyse n'ont pas été calculés : relancez l'analyse pour les obtenir.",
  ledgerAccountNotFound: "Ce compte n'a aucune écriture dans ce FEC.",
  ledgerAuxNotFound: "Ce compte auxiliaire n'a aucune écriture dans ce compte général du FEC.",
  declaredCsvInvalid: 'Le fichier de la liasse déclarée contient des erreurs : rien n’a été enregistré.',
  declaredCsvEmpty:
    'Le fichier de la liasse déclarée ne contient aucune case (lignes attendues : code;montant).',
  multiAnalysisShape:
    'Une multi-analyse porte sur une même société sur plusieurs exercices, ou sur plusieurs sociétés sur un même exercice.',
  controlNotFound: "Ce contrôle n'existe pas.",
  analysisNoDiagnostics:
    "Cette analyse n'a pas de diagnostics de format (multi-analyse ou analyse sans résultat).",
  correctedInProgress: 'Le FEC corrigé est en cours de génération, veuillez patienter.',
  correctedNone: "Aucun FEC corrigé n'a été généré pour ce FEC.",
  correctedNeedsAnalysis: "Le FEC doit avoir été analysé avant d'en générer une version corrigée.",
  commentRequired: 'Veuillez saisir un commentaire.',
  commentNotFound: "Ce commentaire n'existe pas.",
  commentDeleteForbidden: "Seul l'auteur du commentaire ou un gestionnaire peut le supprimer.",
  // Users and accounts (spec §6)
  promoteUnconfirmed: "L'utilisateur doit avoir confirmé son compte pour devenir administrateur.",
  accountHasFiles: 'Supprimez d’abord les fichiers du compte avant de le supprimer.',
  emailExists: 'Cette adresse email est déjà utilisée.',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères.',
  passwordMismatch: 'Les mots de passe ne correspondent pas.',
  passwordLinkInvalid: "Ce lien n'est plus valide, demandez une nouvelle invitation.",
  userNotFound: "Cet utilisateur n'existe pas.",
  userForbidden: "Vous n'avez pas accès à cet utilisateur.",
  alreadyMember: 'Cet utilisateur fait déjà partie du compte.',
  roleTooHigh: 'Vous ne pouvez pas attribuer un rôle supérieur au vôtre.',
  promoteOwnerOnly: 'Seul un administrateur du compte peut nommer un administrateur.',
  lastOwner:
    "Le dernier administrateur du compte ne peut pas le quitter tant que d'autres utilisateurs en font partie.",
  selfAction: 'Vous ne pouvez pas effectuer cette action sur votre propre utilisateur.',
  notMember: 'Vous ne faites pas partie de ce compte.',
  // Memberships and invitations (issue 10: an account manages the membership, never the person)
  selfOnly: "Cette action est réservée à l'utilisateur lui-même.",
  invitationNotFound: "Aucune invitation de ce compte n'est en attente.",
  alreadyInvited: 'Une invitation a déjà été envoyée à cette adresse.',
  accountBlocked: 'Votre accès à ce compte a été bloqué par son administrateur.',
  grantNeedsInvitation:
    "Cette adresse n'appartient à aucun utilisateur du compte. Invitez d'abord cette personne depuis la gestion des accès.",
  invitationNotAccepted: "Cette personne n'a pas encore accepté l'invitation.",
  impersonationTargetStaff: 'Vous ne pouvez pas agir en tant que ce membre du personnel interne.',
  emailUnchanged: "C'est déjà votre adresse email.",
  accountNotFound: "Ce compte n'existe pas.",
  documentNotFound: "Ce document n'existe pas.",
  groupNotFound: "Ce groupe n'existe pas.",
  groupDuplicate: 'Un groupe existe déjà avec ce nom.',
  groupNameRequired: 'Veuillez saisir un nom de groupe.',
  colorInvalid: 'Veuillez entrer une couleur au format #RRGGBB.',
  logoInvalid: 'Le logo doit être une adresse https ou une image (png, jpeg, svg, webp).',
  // Folders and FECs (api/src/folders, api/src/fecs)
  folderNotFound: "Ce répertoire n'existe pas.",
  folderForbidden: "Vous n'avez pas accès à ce répertoire.",
  fecNotFound: "Ce FEC n'existe pas.",
  termsRequired:
    "Veuillez accepter les conditions générales d'utilisation et la politique de confidentialité.",
  numberOnly: 'Veuillez saisir un nombre.',
  positiveNumberOnly: 'Veuillez saisir un nombre positif.',
  accessGrantNotFound: "Cet accès n'existe pas.",
  // Sharing a FEC with an address that is not in the account invites it: said, named and confirmed first.
  grantConfirmInvitation: (emails: string[]) =>
    emails.length === 1
      ? `${emails[0]} n'est pas membre du compte : confirmez l'invitation. Cette personne sera invitée comme membre du compte : elle verra ce FEC et ses analyses, et pourra en générer des rapports.`
      : `${emails.join(', ')} ne sont pas membres du compte : confirmez les invitations. Ces personnes seront invitées comme membres du compte : elles verront ce FEC et ses analyses, et pourront en générer des rapports.`,
  groupOfAnotherAccount: "Ce groupe n'appartient pas à ce compte.",
  // Company directory (api/src/companies; spec §8: lookup failure → enter values manually)
  companyNotFound: 'Aucune entreprise trouvée pour ce SIREN.',
  companyDirectoryDown:
    "Le service de recherche d'entreprise est indisponible, veuillez saisir les informations manuellement.",
  // Commerce (issue 11, api/src/billing): offers, credits, unlocks, cart
  creditsInsufficient: (held: number, needed: number) =>
    `Crédits insuffisants : vous disposez de ${held} crédits lignes, il en faut ${needed} pour débloquer ce FEC.`,
  freeCreditExpired: 'Votre crédit gratuit a expiré. Contactez le support pour le prolonger.',
  offerAnalysisTooOld:
    "Cette offre est désactivée : l'analyse de ce FEC date de plus de 180 jours. Relancez l'analyse avant d'acheter.",
  offerNeedsAnalysis:
    "Ce FEC n'a pas encore d'analyse terminée : attendez la fin de l'analyse avant d'acheter.",
  fecGone: "Ce FEC n'est plus disponible.",
  fecInCart: 'Ce FEC est dans un panier : retirez-le du panier avant de le supprimer.',
  cartAddFailed: "L'ajout au panier a échoué. Contactez le support.",
  fecAlreadyUnlocked: 'Ce FEC est déjà débloqué.',
  fecPaymentInProgress:
    'Ce FEC est en cours de paiement dans votre panier : il sera débloqué dès que la banque aura confirmé le paiement.',
  offerNotFound: 'Offre introuvable.',
  offerNeedsFec: 'Cette offre porte sur un FEC : indiquez le FEC concerné.',
  offerNotForFec: "Cette offre n'est pas liée à un FEC.",
  offerFree: "L'offre Découverte est gratuite : elle ne s'achète pas.",
  cartItemNotFound: "Cette ligne du panier n'existe pas.",
  cartEmpty: 'Votre panier est vide.',
  cartPaymentInProgress:
    'Un paiement de ce panier est déjà en cours : attendez son résultat avant de payer à nouveau ou de modifier le panier.',
  noCreditOfType: "Vous n'avez pas de crédit de ce type pour débloquer ce FEC.",
  correctedLocked: 'Ce FEC est verrouillé : débloquez-le pour télécharger le FEC corrigé.',
  // Conformity certificate (issue 17)
  certificateLocked: 'Ce FEC est verrouillé : débloquez-le pour obtenir son certificat de conformité.',
  certificateMulti:
    "Une multi-analyse n'a pas de certificat de conformité : ouvrez l'analyse de l'un de ses FEC.",
  certificateNoResults:
    "Cette analyse n'a pas de résultats : relancez l'analyse du FEC pour obtenir son certificat de conformité.",
  // Payments and invoices (issue 11: api/src/payments, api/src/invoices)
  addressIncomplete: 'Adresse incomplète.',
  salesTermsRequired: 'Vous devez accepter les conditions générales de vente.',
  paymentMethodExpired: 'Ce moyen de paiement a expiré.',
  paymentRefused: 'Paiement refusé par votre banque. Essayez un autre moyen de paiement.',
  cartChanged: 'Le panier a changé : vérifiez le nouveau total avant de payer.',
  refundTooLate:
    "Le remboursement d'un prélèvement peut être demandé dans les 8 semaines suivant le paiement.",
  refundCardOnly:
    'Seuls les paiements par prélèvement peuvent être remboursés en ligne. Contactez le support pour une carte.',
  refundNotPaid: "Cette commande n'a pas été payée : il n'y a rien à rembourser.",
  paymentMethodNotFound: "Ce moyen de paiement n'existe pas.",
  paymentSetupNotFound: "Cet ajout de moyen de paiement n'existe pas ou est déjà terminé.",
  paymentSetupPending: "La saisie du moyen de paiement n'est pas terminée sur la page du prestataire.",
  paymentSetupFailed: "Le moyen de paiement n'a pas pu être enregistré. Veuillez réessayer.",
  paymentProviderDown: 'Le service de paiement est indisponible, veuillez réessayer dans quelques instants.',
  orderNotFound: "Cette commande n'existe pas.",
  invoiceNotFound: "Cette facture n'existe pas.",
  paymentProcessing:
    'Prélèvement en cours : la facture sera émise dès que la banque aura confirmé le paiement.',
  paymentRequiresAction:
    'Votre banque demande une authentification : suivez le lien pour valider le paiement.',
  orderRefunded: 'Commande remboursée : un avoir a été émis.',
  sandboxStepNotFound: "Cette étape de paiement n'existe pas ou est déjà terminée.",
  sandboxUnknownCard: 'Utilisez une des cartes de test du bac à sable.',
  sandboxUnknownIban: 'Utilisez un des IBAN de test du bac à sable.',
  sandboxExpiry: "Date d'expiration invalide.",
  webhookSignature: 'Signature du webhook invalide.',
  // Network of accounts (issue 11, api/src/network; spec §6)
  networkInvitationNotFound:
    "Cette invitation à rejoindre un réseau n'existe pas ou a déjà reçu une réponse.",
  networkAffiliationNotFound: "Cette affiliation au réseau n'existe pas.",
  networkSelfInvite: 'Vous ne pouvez pas inviter votre propre compte dans son réseau.',
  networkAlreadyInvited: 'Une invitation à rejoindre le réseau a déjà été envoyée à cette adresse.',
  networkAlreadyMember: 'Ce compte fait déjà partie de votre réseau.',
  networkMemberCannotHead:
    "Un compte membre d'un réseau ne peut pas inviter d'autres comptes : quittez d'abord le réseau.",
  networkAlreadyInNetwork:
    "Votre compte fait déjà partie d'un réseau : quittez-le avant d'en rejoindre un autre.",
  networkHeadCannotJoin:
    "Votre compte est la tête d'un réseau : il ne peut pas rejoindre un autre réseau tant qu'il a des membres.",
  networkHeadIsMember: "Ce réseau n'accepte plus de membres : sa tête a rejoint un autre réseau.",
  networkWithoutImportCredits:
    "Votre réseau n'a plus de crédits d'import : contactez la tête de votre réseau.",
  // Reports (issue 12, api/src/reports; spec §3, §5, §9)
  reportNameRequired: 'Veuillez saisir un nom de rapport.',
  reportNameCharacters:
    'Le nom du rapport ne peut contenir que des lettres, des chiffres, des tirets, des tirets bas et des espaces.',
  reportNameTooLong: 'Le nom du rapport ne peut pas dépasser 100 caractères.',
  reportMergeMax: 'Vous pouvez fusionner 3 rapports au maximum.',
  reportMergeMin: 'Sélectionnez au moins 2 FEC pour fusionner des rapports.',
  reportTooManyFecs: 'Vous pouvez générer au maximum 20 rapports à la fois : réduisez la sélection.',
  reportNoFormat: 'Choisissez au moins un format de rapport.',
  reportNoFec: 'Sélectionnez au moins un FEC.',
  reportNoAnalysis: "Ce FEC n'a pas d'analyse terminée : lancez l'analyse avant de générer un rapport.",
  reportNoControl: 'Aucun contrôle ne correspond aux filtres choisis.',
  reportNotFound: "Ce rapport n'existe pas.",
  reportNotReady: "Le rapport n'est pas encore prêt.",
  reportFormatNotAsked: "Ce format n'a pas été demandé pour ce rapport.",
  reportExpired: 'Ce rapport a expiré.',
  reportFailed: 'La génération du rapport a échoué, veuillez relancer.',
  // Partner API (issue 13, api/src/partners; api/src/http/idempotency.ts)
  apiKeyUnknown: "Cette clé d'API est révoquée ou inconnue.",
  apiKeyCreatorGone: "Cette clé d'API n'est plus valide : son créateur n'a plus accès au compte.",
  apiKeyScope: "Cette clé d'API ne permet pas cette action.",
  apiKeyManageRole: "Votre rôle ne permet pas de gérer les clés d'API et les webhooks.",
  apiKeyNotFound: "Cette clé d'API n'existe pas.",
  apiKeySuspended:
    "Cette clé d'API est suspendue : le mot de passe de son créateur a été réinitialisé. Un responsable du compte doit la vérifier.",
  apiKeyRevokedKeep: "Cette clé d'API est révoquée : elle ne peut plus être conservée.",
  apiKeyOnly: "Réservé aux appels faits avec une clé d'API.",
  apiKeyNoScope: 'Choisissez au moins une portée.',
  apiKeyName: 'Le nom de la clé doit faire de 1 à 100 caractères.',
  budgetExhausted: (seconds: number) =>
    `Budget de requêtes épuisé pour cette clé d'API : réessayez dans ${seconds} secondes.`,
  idempotencyKeyReused: "Cette clé d'idempotence a déjà servi pour une autre demande.",
  idempotencyKeyBusy: "Une demande avec cette clé d'idempotence est en cours : réessayez dans un instant.",
  importApiOnly: "L'import de FEC de ce compte se fait uniquement par l'API.",
  fecUploadNotFound: "Cet envoi de FEC n'existe pas.",
  fecUploadExpired: "Ce lien d'envoi a expiré : préparez un nouvel envoi.",
  fecUploadBadSignature: "Ce lien d'envoi n'est pas valide.",
  fecUploadBusy: 'Le fichier de cet envoi est en cours de réception : réessayez dans un instant.',
  fecUploadImpersonation: "Un envoi de FEC par l'API ne se prépare pas en agissant pour un utilisateur.",
  // Back-office (issue 15)
  backOfficeOnly: 'Le back-office est réservé au personnel interne.',
  staffAdminOnly: 'Seul un administrateur gère le personnel interne.',
  staffSelf: 'Vous ne pouvez pas modifier vos propres rôles internes.',
  staffAlready: 'Cette personne fait déjà partie du personnel interne : modifiez ses rôles.',
  staffRoles: 'Choisissez au moins un rôle interne.',
  maintenance:
    'Le service est momentanément indisponible pour maintenance. Merci de réessayer dans quelques minutes.',
  backOfficeRole: 'Votre rôle ne permet pas cette action du back-office.',
  backOfficeReason: 'Veuillez indiquer un motif.',
  backOfficeSelf: 'Vous ne pouvez pas bloquer votre propre accès.',
  backOfficeStaffTarget: 'Seul un administrateur peut agir sur un membre du personnel interne.',
  backOfficeOwnCredits: 'Vous ne pouvez pas accorder de crédits à un compte dont vous êtes membre.',
  backOfficeNotBlocked: "Cet utilisateur n'est pas bloqué.",
  backOfficeAlreadyBlocked: 'Cet utilisateur est déjà bloqué.',
  backOfficeNoInvitation: "Cet utilisateur n'a pas d'invitation en attente dans ce compte.",
  backOfficeImpersonationTarget: "Cet utilisateur n'a pas accès à ce compte : impossible d'agir en son nom.",
} as const;
