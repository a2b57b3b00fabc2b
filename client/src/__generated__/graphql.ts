/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Ajout d'un jeton de logiciel comptable. */
export type AddConnectorTokenInput = {
  /** Logiciel comptable. */
  provider: ConnectorProviderId;
  /** Jeton d'API de la société dans ce logiciel (jamais rendu ensuite). */
  token: string;
};

export type AddToCartInput = {
  /** Le FEC concerné, pour une offre par FEC. */
  fecUuid?: string | number | null | undefined;
  /** Code de l'offre. */
  offerCode: string | number;
};

/** Nature d'une analyse. */
export type AnalysisKind =
  /** Multi-analyse : comparaison de 1 à 3 FEC. */
  | 'MULTI'
  /** Analyse d'un seul FEC. */
  | 'SINGLE';

/** Statut d'une analyse (spec §4). */
export type AnalysisStatus =
  /** Terminée. */
  | 'DONE'
  /** En erreur. */
  | 'ERROR'
  /** FEC en cours de production par un connecteur. */
  | 'GENERATING'
  /** En cours. */
  | 'INPROGRESS'
  /** Non traitée. */
  | 'NOTDONE'
  /** Arrêtée : des incohérences empêchent l'analyse. */
  | 'POSTCONDITION'
  /** En attente de démarrage. */
  | 'WAITSTART';

/** Comment une clé a été créée. */
export type ApiKeyCreatedVia =
  /** Par le support agissant pour son créateur. */
  | 'IMPERSONATION'
  /** Depuis une connexion de son créateur. */
  | 'SESSION';

/** Pourquoi une clé est « à vérifier ». */
export type ApiKeyReviewReason =
  /** Son créateur a changé son mot de passe. */
  | 'PASSWORD_CHANGE'
  /** Le mot de passe de son créateur a été réinitialisé (la clé est suspendue jusqu'à sa vérification). */
  | 'PASSWORD_RESET'
  /** Son créateur s'est déconnecté partout. */
  | 'SIGNED_OUT_EVERYWHERE';

/** Ce qu'une clé d'API a le droit de faire. */
export type ApiKeyScope =
  /** Ouvrir des missions d'examen de conformité fiscale et conclure leurs points (jamais la signature). */
  | 'ECF'
  /** Importer des FEC (et lancer leur analyse). */
  | 'FECS_IMPORT'
  /** Lire les répertoires, les FEC, les analyses et leurs résultats. */
  | 'FECS_READ'
  /** Générer, lire et télécharger des rapports. */
  | 'REPORTS'
  /** Lire et mettre à jour la revue des analyses : statuts, justifications, affectations (jamais la validation). */
  | 'REVIEW';

export type BillingAddressInput = {
  address: string;
  addressComplement?: string | null | undefined;
  city: string;
  companyName: string;
  country?: string | null | undefined;
  siren?: string | null | undefined;
  vatNumber?: string | null | undefined;
  zipCode: string;
};

/** Habillage à enregistrer : couleurs au format #RRGGBB, logo en https ou data URI ; une chaîne vide supprime. */
export type BrandingInput = {
  /** Couleur indigo (`indigo_color`). */
  indigoColor?: string | null | undefined;
  /** Logo (`logo`). */
  logo?: string | null | undefined;
  /** Variante de la couleur principale (`primary_bis_color`). */
  primaryBisColor?: string | null | undefined;
  /** Couleur principale (`principal_color`). */
  principalColor?: string | null | undefined;
  /** Couleur secondaire (`secondary_color`). */
  secondaryColor?: string | null | undefined;
};

/** Défis de connexion pris en charge. */
export type ChallengeName =
  /** L'utilisateur invité doit choisir son mot de passe. */
  | 'NEW_PASSWORD_REQUIRED';

export type CheckoutInput = {
  /** Total TTC affiché à l'utilisateur : le paiement est refusé si le panier a changé entre-temps. */
  expectedTotalTtcCents?: number | null | undefined;
  /** Moyen de paiement enregistré à utiliser. */
  paymentMethodUuid: string | number;
  /** Conditions générales de vente acceptées (obligatoire, spec §5). */
  termsAccepted: boolean;
};

/** Effectif de l'entreprise (spec §3, liste « Company size »). Code de l'API entre parenthèses. */
export type CompanySize =
  /** 1 à 10 (`1-10`). */
  | 'SIZE_1_10'
  /** 11 à 50 (`11-50`). */
  | 'SIZE_11_50'
  /** 51 à 200 (`51-200`). */
  | 'SIZE_51_200'
  /** 201 à 500 (`201-500`). */
  | 'SIZE_201_500'
  /** 501 à 1 000 (`501-1000`). */
  | 'SIZE_501_1000'
  /** 1 001 à 5 000 (`1001-5000`). */
  | 'SIZE_1001_5000'
  /** 5 001 à 10 000 (`5001-10000`). */
  | 'SIZE_5001_10000'
  /** Plus de 10 000 (`10000+`). */
  | 'SIZE_10000_PLUS';

/** Logiciel comptable relié par un connecteur. */
export type ConnectorProviderId =
  /** Pennylane (API Company v2 : export FEC asynchrone). */
  | 'PENNYLANE';

/** État de la génération du FEC corrigé (spec §4 : none, in progress, done). */
export type CorrectedStatus =
  /** FEC corrigé disponible. */
  | 'DONE'
  /** Génération en cours (le téléchargement est déjà possible). */
  | 'IN_PROGRESS'
  /** Aucun FEC corrigé n'a été demandé. */
  | 'NONE';

/** Création d'une clé d'API. */
export type CreateApiKeyInput = {
  /** Nom de la clé (1 à 100 caractères : le logiciel partenaire qui l'utilise). */
  name: string;
  /** Portées (au moins une). */
  scopes: Array<ApiKeyScope>;
};

/** Ouverture d'une mission d'ECF sur un FEC analysé et débloqué. Consomme un crédit « Mission ECF » du compte. */
export type CreateEcfMissionInput = {
  /** Uuid de l'analyse sur laquelle repose la mission (par défaut : la dernière analyse terminée du FEC). */
  analysisUuid?: string | number | null | undefined;
  /** Adresse de l'entreprise (500 caractères au plus). */
  companyAddress?: string | null | undefined;
  /** Raison sociale (par défaut : celle du FEC ; 200 caractères au plus). */
  companyName?: string | null | undefined;
  /** Régime d'imposition des bénéfices déclaré (sans lui, le point 5 ne compare pas aux seuils). */
  declaredIncomeRegime?: EcfIncomeRegime | null | undefined;
  /** Régime de TVA déclaré (sans lui, le point 5 compare le régime observé dans les écritures). */
  declaredVatRegime?: EcfVatRegime | null | undefined;
  /** Date de la lettre de mission. */
  engagementLetterDate: string;
  /** Uuid du FEC examiné. */
  fecUuid: string | number;
  /** Adresse du cabinet (500 caractères au plus). */
  providerAddress?: string | null | undefined;
  /** Cabinet prestataire (200 caractères au plus). */
  providerFirmName: string;
  /** Nom du signataire (200 caractères au plus). */
  signatoryName: string;
  /** Qualité du signataire (200 caractères au plus). */
  signatoryQuality?: string | null | undefined;
  /** SIREN (9 chiffres ; par défaut : celui du FEC). */
  siren?: string | null | undefined;
  /** Option pour le paiement de la TVA d'après les débits. */
  vatOnDebits?: boolean | null | undefined;
};

/** Création d'un point de réception. */
export type CreateWebhookInput = {
  /** Événements à envoyer (au moins un). */
  events: Array<WebhookEvent>;
  /** URL HTTPS (2 048 caractères au maximum). */
  url: string;
};

/** Nature d'un mouvement du grand livre des crédits. */
export type CreditMovementKind =
  | 'CONSUME'
  | 'EXPIRE'
  | 'GRANT'
  | 'REFUND'
  | 'REVOKE';

/** Type de crédit (spec §3 « Credits »). */
export type CreditType =
  /** Remise, en centimes HT, déduite au paiement. */
  | 'DISCOUNT'
  /** Dossier : une société et un exercice ; les ré-imports du même dossier sont ensuite débloqués sans frais. */
  | 'DOSSIER'
  /** Mission ECF : ouvrir une mission d'examen de conformité fiscale sur un FEC débloqué consomme un crédit. */
  | 'ECF'
  /** Fichier : débloque un FEC, quel que soit son nombre de lignes. */
  | 'FILE'
  /** Lignes : débloquer un FEC consomme autant de crédits que de lignes. */
  | 'LINE';

/** Une entrée CRM à enregistrer. */
export type CrmCommonInfoInput = {
  /** Nom du champ (obligatoire). */
  field: string;
  /** Valeur : texte (2 000 caractères au plus), nombre, booléen ou null. */
  value?: unknown;
};

/** Une case déclarée à enregistrer. */
export type DeclaredBoxInput = {
  /** Code de la case. */
  code: string;
  /** Montant en euros. */
  euros: number;
};

/** Liasse déclarée : saisie (résultat et cases) ou fichier `code;montant`. */
export type DeclaredTaxReturnInput = {
  /** Cases déclarées (remplacent les précédentes). */
  boxes?: Array<DeclaredBoxInput> | null | undefined;
  /** Contenu d'un fichier `code;montant` (une ligne RESULTAT donne le résultat) : remplace les cases. */
  csv?: string | null | undefined;
  /** Résultat comptable déclaré, en euros. */
  result?: number | null | undefined;
};

/** Origine de la liasse déclarée. */
export type DeclaredTaxReturnSource =
  /** Importée d'un fichier code;montant. */
  | 'CSV'
  /** Résultat comptable des informations complémentaires du FEC. */
  | 'EXTRA'
  /** Saisie. */
  | 'FORM';

/** Nature d'un document du produit. */
export type DocumentKind =
  /** Catalogue des contrôles, avec leurs seuils. */
  | 'CATALOGUE'
  /** Guide d'utilisation. */
  | 'GUIDE'
  /** Politique de confidentialité. */
  | 'PRIVACY'
  /** Conditions générales de vente (CGV). */
  | 'SALES_TERMS'
  /** Conditions générales d'utilisation (CGU). */
  | 'TERMS';

/** Ce qu'un examen automatique établit pour un point. */
export type EcfCheckStatus =
  /** Une anomalie à examiner (les lignes et les comptes en cause sont donnés). */
  | 'ANOMALY'
  /** Une information pour le prestataire, sans anomalie. */
  | 'INFO'
  /** Le FEC ou l'analyse ne permettent pas de conclure (donnée absente : FEC N-1 ou N+1, liasse…). */
  | 'NOT_AVAILABLE'
  /** Rien à signaler. */
  | 'OK';

/** Conclusion du prestataire sur un point du chemin d'audit. */
export type EcfConclusion =
  /** « Conforme ». */
  | 'CONFORME'
  /** « Non conforme » : un commentaire écrit est obligatoire. */
  | 'NON_CONFORME'
  /** « Sans objet » : le point ne concerne pas l'entreprise. */
  | 'SANS_OBJET';

/** Régime d'imposition des bénéfices (BIC) déclaré par l'entreprise. */
export type EcfIncomeRegime =
  /** Micro-entreprise (art. 50-0 du CGI). */
  | 'MICRO'
  /** Réel normal. */
  | 'REEL_NORMAL'
  /** Réel simplifié. */
  | 'REEL_SIMPLIFIE';

/** État d'une mission d'examen de conformité fiscale (ECF, issue 38). */
export type EcfMissionState =
  /** « En cours » : les points sont examinés et conclus ; le compte rendu est un projet. */
  | 'IN_PROGRESS'
  /** « Envoyé » : le compte rendu signé a été envoyé à l'entreprise. */
  | 'SENT'
  /** « Signé » : les dix points sont conclus et la mission est signée ; plus rien ne change. */
  | 'SIGNED';

/** Régime de TVA déclaré par l'entreprise. */
export type EcfVatRegime =
  /** Franchise en base (art. 293 B du CGI). */
  | 'FRANCHISE'
  /** Réel normal (RN). */
  | 'REEL_NORMAL'
  /** Régime simplifié d'imposition (RSI). */
  | 'REEL_SIMPLIFIE';

/** Un accès à accorder sur un FEC. */
export type FecAccessGrantInput = {
  /** Adresse email de la personne. */
  email: string;
  /** Vrai : lecture et écriture ; faux (par défaut) : lecture seule. */
  write?: boolean | null | undefined;
};

/** Type d'une entrée d'accès à un FEC. */
export type FecAccessType =
  /** Une personne invitée dans le compte, pas encore membre : l'accès s'appliquera quand elle aura accepté (`invitation`). */
  | 'INVITATION'
  /** Un utilisateur du compte (`user`). */
  | 'USER';

/** FEC importé sans être connecté (spec §3, « Anonymous FEC »), gardé par le navigateur. */
export type FecAnonymousInput = {
  /** Identifiant du FEC importé. */
  fecUuid: string | number;
  /** Jeton remis lors de l'import anonyme. */
  token: string;
};

/** Conformité du fichier au format FEC (article A47 A-1 du LPF). */
export type FecConformity =
  /** Conforme. */
  | 'CONFORME'
  /** Conforme, avec des alertes. */
  | 'CONFORME_AVEC_ALERTES'
  /** Non conforme. */
  | 'NON_CONFORME';

/** Un accès à accorder à un groupe du compte sur un FEC. */
export type FecGroupAccessGrantInput = {
  /** Identifiant du groupe (un groupe du compte courant). */
  groupUuid: string | number;
  /** Vrai : lecture et écriture ; faux (par défaut) : lecture seule. */
  write?: boolean | null | undefined;
};

/** Métadonnées et informations complémentaires modifiables d'un FEC : un champ absent est gardé, `null` l'efface. */
export type FecInput = {
  /** Résultat comptable. */
  accountingResult?: number | null | undefined;
  /** Raison sociale. */
  companyName?: string | null | undefined;
  /** Logiciel comptable (`autre` demande erpOther). */
  erp?: string | null | undefined;
  /** Autre logiciel comptable. */
  erpOther?: string | null | undefined;
  /** Fin d'exercice. */
  fiscalEnd?: string | null | undefined;
  /** Début d'exercice. */
  fiscalStart?: string | null | undefined;
  /** Effectif en fin de période (entier positif). */
  headcount?: number | null | undefined;
  /** Lettrage des écritures. */
  lettering?: boolean | null | undefined;
  /** Type de revenus. */
  revenueType?: RevenueType | null | undefined;
  /** SIREN (9 chiffres ; espaces et points ignorés). */
  siren?: string | null | undefined;
  /** Liasse fiscale. */
  taxReturn?: string | null | undefined;
  /** Date de dépôt de la liasse. */
  taxReturnFilingDate?: string | null | undefined;
  /** TVA sur les débits. */
  vatOnDebits?: boolean | null | undefined;
};

/** Ordre d'une liste de FEC. */
export type FecSort = {
  /** Vrai pour l'ordre décroissant. */
  descending?: boolean | null | undefined;
  /** Colonne de tri. */
  field: FecSortField;
};

/** Colonnes de tri d'une liste de FEC. */
export type FecSortField =
  /** Raison sociale. */
  | 'COMPANY_NAME'
  /** Date d'import. */
  | 'CREATED_AT'
  /** Fin d'exercice. */
  | 'FISCAL_END'
  /** Nombre de lignes. */
  | 'LINE_COUNT'
  /** Nom du fichier d'origine. */
  | 'ORIGINAL_NAME'
  /** SIREN. */
  | 'SIREN'
  /** Taille du fichier. */
  | 'SIZE'
  /** Statut de la dernière analyse. */
  | 'STATUS';

/** Ce qu'est un constat par rapport à l'analyse précédente du dossier. */
export type FindingChange =
  /** « Nouveau » : absent de l'analyse précédente. */
  | 'NEW'
  /** « Inchangé » : déjà présent dans l'analyse précédente (même contenu). */
  | 'UNCHANGED';

/** Origine de l'exercice retenu pour l'analyse. */
export type FiscalYearSource =
  /** Déduit des dates des écritures. */
  | 'DATA'
  /** Dates déclarées sur le FEC (saisies à l'import ou corrigées par l'utilisateur). */
  | 'DECLARED'
  /** Date de clôture du nom de fichier. */
  | 'FILE_NAME';

/** Options de l'assistant (spec §3 « Report »). */
export type GenerateReportInput = {
  /** Présenter les contrôles par cycle comptable plutôt que par thème. */
  byCycle?: boolean | null | undefined;
  /** Types de résultat retenus (vide ou absent : tous). */
  categories?: Array<ResultCategory> | null | undefined;
  /** Contrôles retenus, par identifiant du catalogue (vide ou absent : tous). */
  controlIds?: Array<string> | null | undefined;
  /** FEC du rapport (1 à `reportLimits.maxFecs`), dans l'ordre voulu ; chacun doit avoir une analyse terminée. */
  fecUuids: Array<string | number>;
  /** Formats à produire (au moins un). */
  formats: Array<ReportFormat>;
  /**
   * Clé d'idempotence facultative (1 à 200 caractères) : rejouer la demande avec la même clé rend les rapports
   * déjà demandés au lieu d'en créer d'autres ; la même clé avec d'autres options est refusée (BAD_USER_INPUT).
   */
  idempotencyKey?: string | null | undefined;
  /**
   * « Inclure les notes internes » (vrai si absent : le rapport interne du cabinet). Faux pour un rapport remis
   * au client : les commentaires des contrôles, les justifications de la revue (contrôles et constats) et le motif
   * de réouverture d'une revue sont retirés des documents. Restent, dans « Travaux réalisés », les statuts de
   * revue, les réviseurs, les dates et la validation de la revue (« Revue validée par … le … » ou « Revue non
   * validée »). Gardé avec le rapport : une nouvelle génération donne le même document.
   */
  internalNotes?: boolean | null | undefined;
  /** Fusionner les FEC sélectionnés (2 à 3) en un seul rapport, côte à côte. */
  merge?: boolean | null | undefined;
  /** Nom du rapport, aussi nom des fichiers (1 à 100 caractères : lettres, chiffres, tirets, tirets bas, espaces). */
  name: string;
  /** Thèmes retenus (vide ou absent : tous). */
  themes?: Array<string> | null | undefined;
};

/** Cible d'usurpation à poser. */
export type ImpersonationInput = {
  /** Compte de l'utilisateur cible. */
  accountUuid: string | number;
  /** Analyse à ouvrir d'office. */
  forceSeeAnalysisUuid?: string | number | null | undefined;
  /** Utilisateur cible. */
  userUuid: string | number;
};

/** Import d'un exercice depuis un connecteur. */
export type ImportFromConnectorInput = {
  /** Identifiant du connecteur. */
  connectorUuid: string | number;
  /** Fin de l'exercice à importer. */
  endDate: string;
  /** Répertoire de destination (`-1` : la racine, par défaut). */
  folderUuid?: string | number | null | undefined;
  /** Type de revenus de la société (BIC par défaut). */
  revenueType?: RevenueType | null | undefined;
  /** Début de l'exercice à importer (un des `fiscalYears` du connecteur). */
  startDate: string;
};

/** Invitation d'un utilisateur dans le compte courant. */
export type InviteUserInput = {
  /** Adresse email de la personne invitée. */
  email: string;
  /** Prénom (facultatif). */
  firstName?: string | null | undefined;
  /** Nom (facultatif). */
  lastName?: string | null | undefined;
  /** Rôle donné (administrateur : par promotion avec `changeUserRole`, pas par invitation). */
  role: UserRole;
};

/** Facture ou avoir. */
export type InvoiceKind =
  | 'CREDIT_NOTE'
  | 'INVOICE';

/**
 * Niveau de journalisation de l'API et de la passerelle, dans l'ordre de la spécification (§4) : du plus
 * bavard (LOW) au plus discret (CRITICAL). Correspondance pino : DISABLED silent, LOW debug, NORMAL info,
 * MEDIUM warn, HIGH error, CRITICAL fatal.
 */
export type LogLevel =
  /** Critique : pannes seulement. */
  | 'CRITICAL'
  /** Aucun message. */
  | 'DISABLED'
  /** Élevé : erreurs seulement. */
  | 'HIGH'
  /** Faible : tout, détails de diagnostic compris. */
  | 'LOW'
  /** Moyen : avertissements et erreurs. */
  | 'MEDIUM'
  /** Normal (le niveau sans nom de la spécification) : le fonctionnement courant. */
  | 'NORMAL';

/** Les deux formes de multi-analyse (spec §2). */
export type MultiAnalysisMode =
  /** Une même société sur plusieurs exercices. */
  | 'ONE_COMPANY_SEVERAL_YEARS'
  /** Plusieurs sociétés sur un même exercice. */
  | 'SEVERAL_COMPANIES_ONE_YEAR';

/** Statut d'une affiliation de réseau. */
export type NetworkAffiliationStatus =
  | 'ACTIVE'
  | 'PENDING';

export type NetworkRole =
  | 'HEAD'
  | 'MEMBER'
  | 'NONE';

/** Type d'offre. */
export type OfferKind =
  /** Offre achetée pour un FEC, prix selon son nombre de lignes. */
  | 'FEC'
  /** Offre gratuite Découverte : synthèse visible, détail verrouillé. */
  | 'FREE'
  /** Pack de crédits. */
  | 'PACK';

/** Statut d'une commande. */
export type OrderStatus =
  /** Paiement refusé ; rien n'est facturé, le panier reste. */
  | 'FAILED'
  /** Paiement en cours de traitement (prélèvement SEPA). */
  | 'PROCESSING'
  /** Remboursée : un avoir a été émis. */
  | 'REFUNDED'
  /** La banque demande une authentification forte : suivre `redirectUrl`. */
  | 'REQUIRES_ACTION'
  /** Payée : facture émise, achats livrés. */
  | 'SUCCEEDED';

/** Type d'organisation du profil (spec §3). Codes de l'API : la valeur en minuscules (`cabinet_comptable`…). */
export type OrganizationType =
  /** Autre : préciser dans `organizationTypeOther` (`autre`). */
  | 'AUTRE'
  /** Cabinet d'avocats (`cabinet_avocats`). */
  | 'CABINET_AVOCATS'
  /** Cabinet d'expertise comptable (`cabinet_comptable`). */
  | 'CABINET_COMPTABLE'
  /** Éditeur de logiciel (`editeur_logiciel`). */
  | 'EDITEUR_LOGICIEL'
  /** Entreprise (`entreprise`). */
  | 'ENTREPRISE'
  /** Grande entreprise (`grande_entreprise`). */
  | 'GRANDE_ENTREPRISE'
  /** PME / ETI (`pme_eti`). */
  | 'PME_ETI';

/** Unité d'un constat systémique. */
export type PatternUnit =
  /** Écritures (JournalCode, EcritureNum). */
  | 'ENTRIES'
  /** Lignes d'écriture. */
  | 'LINES';

/** Type de moyen de paiement (spec §3 « Payment method »). */
export type PaymentMethodType =
  | 'CARD'
  | 'SEPA_DEBIT';

export type PaymentSandboxSetupInput = {
  /** Numéro de carte de test (carte). */
  cardNumber?: string | null | undefined;
  cvc?: string | null | undefined;
  /** Mois d'expiration (1 à 12). */
  expMonth?: number | null | undefined;
  /** Année d'expiration (4 chiffres). */
  expYear?: number | null | undefined;
  /** Titulaire. */
  holder: string;
  /** IBAN de test (prélèvement). */
  iban?: string | null | undefined;
};

/**
 * Fonction (spec §3, listes « Positions ») : celles d'une entreprise puis celles d'un cabinet comptable ; `AUTRE` est commun.
 * Code de l'API : la valeur en minuscules.
 */
export type Position =
  /** Associé / Expert-comptable (`associe_expert_comptable`). */
  | 'ASSOCIE_EXPERT_COMPTABLE'
  /** Directeur de l'audit interne (`audit_interne`). */
  | 'AUDIT_INTERNE'
  /** Autre : préciser dans `positionOther` (`autre`). */
  | 'AUTRE'
  /** Chef de mission (`chef_de_mission`). */
  | 'CHEF_DE_MISSION'
  /** Collaborateur (`collaborateur`). */
  | 'COLLABORATEUR'
  /** Directeur administratif et financier (`daf`). */
  | 'DAF'
  /** Directeur des achats (`directeur_achats`). */
  | 'DIRECTEUR_ACHATS'
  /** Directeur comptable (`directeur_comptable`). */
  | 'DIRECTEUR_COMPTABLE'
  /** Directeur fiscal (`directeur_fiscal`). */
  | 'DIRECTEUR_FISCAL'
  /** PDG / Président / Gérant (`dirigeant`). */
  | 'DIRIGEANT'
  /** Directeur des systèmes d'information (`dsi`). */
  | 'DSI'
  /** Fonctions transverses (`fonctions_transverses`). */
  | 'FONCTIONS_TRANSVERSES';

/** Données d'inscription (spec §3, « User profile » ; acceptation des conditions obligatoire, spec §5). */
export type RegisterInput = {
  /** Société. */
  company?: string | null | undefined;
  /** Taille de l'entreprise (`company_size`). */
  companySize?: CompanySize | null | undefined;
  /** Adresse email (identifiant de connexion). */
  email: string;
  /** Prénom. */
  firstName: string;
  /** Nom. */
  lastName: string;
  /** Téléphone mobile (`mobile_phone`). */
  mobilePhone?: string | null | undefined;
  /** Téléphone fixe (`office_phone`). */
  officePhone?: string | null | undefined;
  /** Type d'organisation (`organization_type`). */
  organizationType?: OrganizationType | null | undefined;
  /** Précision quand le type d'organisation est « autre » (`organizationType_other`). */
  organizationTypeOther?: string | null | undefined;
  /** Mot de passe (6 caractères minimum). */
  password: string;
  /** Confirmation du mot de passe (doit être identique). */
  passwordConfirmation: string;
  /** Fonction (`position`). */
  position?: Position | null | undefined;
  /** Précision quand la fonction est « autre » (`position_other`). */
  positionOther?: string | null | undefined;
  /** Conditions générales et politique de confidentialité acceptées (doit valoir vrai). */
  termsAccepted: boolean;
  /** Tranche de chiffre d'affaires (`turnover`). */
  turnover?: Turnover | null | undefined;
};

/** Format d'un document de rapport. */
export type ReportFormat =
  /** Document Word (.docx) modifiable : mêmes contenus, titres, tableaux et styles. */
  | 'DOCX'
  /** PDF prêt à remettre (couverture, synthèse, contrôles, travaux réalisés, conformité du format). */
  | 'PDF'
  /** Classeur Excel (.xlsx) : une feuille de synthèse et une feuille par contrôle avec toutes ses lignes. */
  | 'XLSX';

/** Statut de génération d'un rapport (spec §4). */
export type ReportStatus =
  /** Terminé : les fichiers sont téléchargeables. */
  | 'DONE'
  /** En erreur (voir `error`). */
  | 'ERROR'
  /** En cours de génération. */
  | 'LOADING';

/** Catégorie de résultat d'un contrôle (spec §3). */
export type ResultCategory =
  /** Anomalie. */
  | 'ERROR'
  /** Information. */
  | 'INFO'
  /** Non applicable à ce FEC. */
  | 'NA'
  /** Contrôle satisfaisant. */
  | 'OK'
  /** Économie possible. */
  | 'SAVINGS'
  /** Point d'attention. */
  | 'WARNING';

/** Type de revenus d'un FEC. */
export type RevenueType =
  /** Autre (valeur `autre` de l'API). */
  | 'AUTRE'
  /** Bénéfices agricoles. */
  | 'BA'
  /** Bénéfices industriels et commerciaux. */
  | 'BIC'
  /** Bénéfices non commerciaux. */
  | 'BNC'
  /** Impôt sur le revenu. */
  | 'IR'
  /** Impôt sur les sociétés. */
  | 'IS';

/** Nature d'une ligne de l'historique de revue. */
export type ReviewHistoryKind =
  /** Le contrôle a été affecté (ou désaffecté). */
  | 'ASSIGNMENT'
  /** Un statut (et sa justification) a été posé. */
  | 'STATUS';

/**
 * Statut de revue d'un contrôle ou d'un constat (issue 37). La revue appartient au dossier du FEC (même société,
 * même exercice) : elle se retrouve après « Relancer l'analyse », dans le FEC corrigé ou dans un FEC réimporté.
 */
export type ReviewStatus =
  /** « Anomalie confirmée ». */
  | 'CONFIRMED'
  /** « Corrigée par le client ». */
  | 'CORRECTED'
  /** « Justifié » : l'écart est expliqué ; une justification est obligatoire. */
  | 'JUSTIFIED'
  /** « Non applicable ». */
  | 'NOT_APPLICABLE'
  /** « À examiner » : personne ne s'est encore prononcé (statut de tout ce qui n'a pas été revu). */
  | 'TO_REVIEW';

/** Niveau de risque d'un FEC. */
export type RiskLevel =
  /** Élevé. */
  | 'ELEVE'
  /** Faible. */
  | 'FAIBLE'
  /** Modéré. */
  | 'MODERE';

/** Mode dans lequel lancer l'outil officiel de la DGFiP (il le demande au démarrage). */
export type TesterMode =
  /** BA, comptabilité de trésorerie : 21 colonnes. */
  | 'BA_TRESORERIE'
  /** BIC / IS : 18 colonnes (Debit/Credit ou Montant/Sens). */
  | 'BIC_IS'
  /** BNC, comptabilité de trésorerie : 22 colonnes. */
  | 'BNC_TRESORERIE';

/**
 * Gravité d'un motif de l'outil officiel : ERROR rend le fichier non conforme, ALERT donne « conforme avec
 * alertes », INFO est seulement mentionné dans son rapport.
 */
export type TesterSeverity =
  /** Alerte. */
  | 'ALERT'
  /** Anomalie bloquante. */
  | 'ERROR'
  /** Information. */
  | 'INFO';

/** Filtres de la balance. */
export type TrialBalanceFilter = {
  /** Classe du PCG (1 à 9 ; 0 pour les comptes hors PCG). */
  accountClass?: number | null | undefined;
  /** Premier compte de la plage (comparé sur sa longueur : 401 inclut 401000). */
  from?: string | null | undefined;
  /** Balance générale (par défaut) ou auxiliaire. */
  kind?: TrialBalanceKind | null | undefined;
  /** Seulement les comptes mouvementés ou soldés. */
  nonZero?: boolean | null | undefined;
  /** Recherche dans le numéro et le libellé du compte. */
  search?: string | null | undefined;
  /** Dernier compte de la plage (comparé sur sa longueur : 409 inclut 409999). */
  to?: string | null | undefined;
};

/** Balance générale ou auxiliaire : quels comptes lire. */
export type TrialBalanceKind =
  /** Balance auxiliaire (un compte auxiliaire par ligne : clients, fournisseurs…). */
  | 'AUXILIARY'
  /** Balance générale (un compte par ligne). */
  | 'GENERAL';

/**
 * Chiffre d'affaires (spec §3, liste « Turnover ») : trois grandes tranches puis des tranches fines. Code de l'API entre
 * parenthèses.
 */
export type Turnover =
  /** 0 à 25 M€ (`0-25M`). */
  | 'TURNOVER_0_25M'
  /** 0 à 500 K€ (`0-500K`). */
  | 'TURNOVER_0_500K'
  /** Plus d'1 Md€ (`1B+`). */
  | 'TURNOVER_1B_PLUS'
  /** 1 à 2 M€ (`1M-2M`). */
  | 'TURNOVER_1M_2M'
  /** 2 à 5 M€ (`2M-5M`). */
  | 'TURNOVER_2M_5M'
  /** 5 à 10 M€ (`5M-10M`). */
  | 'TURNOVER_5M_10M'
  /** 10 à 25 M€ (`10M-25M`). */
  | 'TURNOVER_10M_25M'
  /** 25 à 50 M€ (`25M-50M`). */
  | 'TURNOVER_25M_50M'
  /** 25 à 200 M€ (`25-200M`). */
  | 'TURNOVER_25_200M'
  /** 50 à 100 M€ (`50M-100M`). */
  | 'TURNOVER_50M_100M'
  /** 100 à 200 M€ (`100M-200M`). */
  | 'TURNOVER_100M_200M'
  /** 200 à 500 M€ (`200M-500M`). */
  | 'TURNOVER_200M_500M'
  /** Plus de 200 M€ (`200M+`). */
  | 'TURNOVER_200M_PLUS'
  /** 500 K€ à 1 M€ (`500K-1M`). */
  | 'TURNOVER_500K_1M'
  /** 500 M€ à 1 Md€ (`500M-1B`). */
  | 'TURNOVER_500M_1B';

/** Nouvelles valeurs d'un compte : un champ absent reste inchangé. */
export type UpdateAccountInput = {
  /** Habillage : chaque valeur vide supprime l'entrée. */
  branding?: BrandingInput | null | undefined;
  /** Nouveau nom du compte. */
  name?: string | null | undefined;
};

/** Modification d'un profil : seuls les champs fournis changent ; null efface la valeur. */
export type UserProfileInput = {
  /** Société. */
  company?: string | null | undefined;
  /** Effectif. */
  companySize?: CompanySize | null | undefined;
  /** Prénom. */
  firstName?: string | null | undefined;
  /** Nom. */
  lastName?: string | null | undefined;
  /** Téléphone mobile (chaîne vide : efface). */
  mobilePhone?: string | null | undefined;
  /** Téléphone fixe (chaîne vide : efface). */
  officePhone?: string | null | undefined;
  /** Type d'organisation. */
  organizationType?: OrganizationType | null | undefined;
  /** Obligatoire quand le type d'organisation est `AUTRE`. */
  organizationTypeOther?: string | null | undefined;
  /** Fonction. */
  position?: Position | null | undefined;
  /** Obligatoire quand la fonction est `AUTRE`. */
  positionOther?: string | null | undefined;
  /** Chiffre d'affaires. */
  turnover?: Turnover | null | undefined;
};

/**
 * Rôle d'un utilisateur dans un compte (spec §6). Valeurs de l'API : `Role_Owner`, `Role_Manager`, `Role_Supervisor`,
 * `Role_Member`.
 */
export type UserRole =
  /** Gestionnaire : importe des FEC, lit et modifie tous les FEC, invite des gestionnaires et des membres (`Role_Manager`). */
  | 'ROLE_MANAGER'
  /** Membre : ne voit que les FEC qu'on lui a partagés (`Role_Member`). */
  | 'ROLE_MEMBER'
  /** Administrateur du compte (`Role_Owner`). */
  | 'ROLE_OWNER'
  /** Superviseur : voit tout, ne modifie rien (`Role_Supervisor`). */
  | 'ROLE_SUPERVISOR';

/** État d'un utilisateur (spec §4, « User state »). */
export type UserState =
  /** Bloqué dans le compte courant (`blocked`) : n'y a plus accès, garde ses autres comptes. */
  | 'BLOCKED'
  /** Invitation envoyée, pas encore acceptée (`invited`) : seule l'adresse est visible du compte qui invite. */
  | 'INVITED'
  /** Inscrit, en attente de la validation du code reçu par email (`pending`). */
  | 'PENDING'
  /** Compte confirmé (`registered`). */
  | 'REGISTERED';

/** État d'une livraison. */
export type WebhookDeliveryStatus =
  /** Abandonnée après le dernier essai. */
  | 'FAILED'
  /** En attente d'envoi ou de nouvel essai. */
  | 'PENDING'
  /** Reçue : le point de réception a répondu 2xx. */
  | 'SUCCEEDED';

/** Événement auquel un point de réception s'abonne. */
export type WebhookEvent =
  /** Une analyse est terminée (statut DONE). */
  | 'ANALYSIS_DONE'
  /** Une analyse a échoué (statut ERROR ou POSTCONDITION). */
  | 'ANALYSIS_ERROR'
  /** Un rapport est prêt à télécharger. */
  | 'REPORT_DONE'
  /** La génération d'un rapport a échoué. */
  | 'REPORT_ERROR';

export type PublisherContactQueryVariables = Exact<{ [key: string]: never; }>;


export type PublisherContactQuery = { platformStatus: { publisher: { name: string, email: string, address: string } } };

export type AccessUserRowFragment = { uuid: string, email: string, firstName: string | null, lastName: string | null, state: UserState, enabled: boolean, role: UserRole | null };

export type AccessPageUsersQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AccessPageUsersQuery = { users: { items: Array<{ uuid: string, email: string, firstName: string | null, lastName: string | null, state: UserState, enabled: boolean, role: UserRole | null }>, pageInfo: { total: number, limit: number, offset: number, hasNextPage: boolean } } };

export type AccessPageRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessPageRolesQuery = { me: { uuid: string, availableRoles: Array<{ role: UserRole, label: string }> } | null };

export type AccessPageInviteUserMutationVariables = Exact<{
  input: InviteUserInput;
}>;


export type AccessPageInviteUserMutation = { inviteUser: { emailSent: boolean, user: { uuid: string, email: string, firstName: string | null, lastName: string | null, state: UserState, enabled: boolean, role: UserRole | null } } };

export type AccessPageChangeRoleMutationVariables = Exact<{
  uuid: string | number;
  role: UserRole;
}>;


export type AccessPageChangeRoleMutation = { changeUserRole: { uuid: string, email: string, firstName: string | null, lastName: string | null, state: UserState, enabled: boolean, role: UserRole | null } };

export type AccessPageBlockUserMutationVariables = Exact<{
  uuid: string | number;
}>;


export type AccessPageBlockUserMutation = { blockUser: { uuid: string, email: string, firstName: string | null, lastName: string | null, state: UserState, enabled: boolean, role: UserRole | null } };

export type AccessPageUnblockUserMutationVariables = Exact<{
  uuid: string | number;
}>;


export type AccessPageUnblockUserMutation = { unblockUser: { uuid: string, email: string, firstName: string | null, lastName: string | null, state: UserState, enabled: boolean, role: UserRole | null } };

export type AccessPageRemoveUserMutationVariables = Exact<{
  uuid: string | number;
}>;


export type AccessPageRemoveUserMutation = { removeUser: { removed: boolean, fecsTransferred: number } };

export type AccessGroupRowFragment = { uuid: string, name: string, memberUuids: Array<string>, members: Array<{ uuid: string, email: string, firstName: string | null, lastName: string | null }> };

export type AccessPageGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessPageGroupsQuery = { groups: { items: Array<{ uuid: string, name: string, memberUuids: Array<string>, members: Array<{ uuid: string, email: string, firstName: string | null, lastName: string | null }> }> } };

export type AccessPageGroupCandidatesQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessPageGroupCandidatesQuery = { users: { items: Array<{ uuid: string, email: string, firstName: string | null, lastName: string | null }> } };

export type AccessPageCreateGroupMutationVariables = Exact<{
  name: string;
  memberUuids?: Array<string | number> | string | number | null | undefined;
}>;


export type AccessPageCreateGroupMutation = { createGroup: { uuid: string, name: string, memberUuids: Array<string>, members: Array<{ uuid: string, email: string, firstName: string | null, lastName: string | null }> } };

export type AccessPageRenameGroupMutationVariables = Exact<{
  uuid: string | number;
  name: string;
}>;


export type AccessPageRenameGroupMutation = { renameGroup: { uuid: string, name: string, memberUuids: Array<string>, members: Array<{ uuid: string, email: string, firstName: string | null, lastName: string | null }> } };

export type AccessPageSetGroupMembersMutationVariables = Exact<{
  uuid: string | number;
  memberUuids: Array<string | number> | string | number;
}>;


export type AccessPageSetGroupMembersMutation = { setGroupMembers: { uuid: string, name: string, memberUuids: Array<string>, members: Array<{ uuid: string, email: string, firstName: string | null, lastName: string | null }> } };

export type AccessPageDeleteGroupMutationVariables = Exact<{
  uuid: string | number;
}>;


export type AccessPageDeleteGroupMutation = { deleteGroup: boolean };

export type ProfilePageAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilePageAccountQuery = { currentAccount: { uuid: string, name: string, role: UserRole, featuresInAccount: { branding: { principalColor: string | null, secondaryColor: string | null, primaryBisColor: string | null, indigoColor: string | null, logo: string | null } } } };

export type ProfilePageUpdateAccountMutationVariables = Exact<{
  input: UpdateAccountInput;
}>;


export type ProfilePageUpdateAccountMutation = { updateAccount: { uuid: string, name: string, featuresInAccount: { branding: { principalColor: string | null, secondaryColor: string | null, primaryBisColor: string | null, indigoColor: string | null, logo: string | null } } } };

export type ProfileUserFieldsFragment = { uuid: string, email: string, firstName: string | null, lastName: string | null, state: UserState, enabled: boolean, role: UserRole | null, organizationType: OrganizationType | null, organizationTypeOther: string | null, company: string | null, turnover: Turnover | null, companySize: CompanySize | null, officePhone: string | null, mobilePhone: string | null, position: Position | null, positionOther: string | null };

export type ProfilePageUserQueryVariables = Exact<{
  uuid: string | number;
}>;


export type ProfilePageUserQuery = { user: { uuid: string, email: string, firstName: string | null, lastName: string | null, state: UserState, enabled: boolean, role: UserRole | null, organizationType: OrganizationType | null, organizationTypeOther: string | null, company: string | null, turnover: Turnover | null, companySize: CompanySize | null, officePhone: string | null, mobilePhone: string | null, position: Position | null, positionOther: string | null } | null };

export type ProfilePageUpdateUserMutationVariables = Exact<{
  uuid: string | number;
  input: UserProfileInput;
}>;


export type ProfilePageUpdateUserMutation = { updateUser: { uuid: string, email: string, firstName: string | null, lastName: string | null, state: UserState, enabled: boolean, role: UserRole | null, organizationType: OrganizationType | null, organizationTypeOther: string | null, company: string | null, turnover: Turnover | null, companySize: CompanySize | null, officePhone: string | null, mobilePhone: string | null, position: Position | null, positionOther: string | null } };

export type ProfilePageChangePasswordMutationVariables = Exact<{
  previousPassword: string;
  proposedPassword: string;
  proposedPasswordConfirmation?: string | null | undefined;
}>;


export type ProfilePageChangePasswordMutation = { changePassword: boolean };

export type ProfilePageUpdateEmailMutationVariables = Exact<{
  email: string;
}>;


export type ProfilePageUpdateEmailMutation = { updateEmail: { pendingEmail: string, codeSent: boolean } };

export type ProfilePageConfirmEmailChangeMutationVariables = Exact<{
  code: string;
}>;


export type ProfilePageConfirmEmailChangeMutation = { confirmEmailChange: { uuid: string, email: string } };

export type ConfigurationPageDeleteMyProfileMutationVariables = Exact<{ [key: string]: never; }>;


export type ConfigurationPageDeleteMyProfileMutation = { deleteMyProfile: { deleted: boolean } };

export type ConfigurationPageDeleteAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type ConfigurationPageDeleteAccountMutation = { deleteAccount: { deleted: boolean, deletedUsers: Array<string> } };

export type DocumentationQueryVariables = Exact<{ [key: string]: never; }>;


export type DocumentationQuery = { documentation: Array<{ slug: string, kind: DocumentKind, title: string, description: string, url: string, format: string, updatedAt: string }> };

export type MyCrmCommonInfosQueryVariables = Exact<{
  userUuid: string | number;
}>;


export type MyCrmCommonInfosQuery = { crmCommonInfos: Array<{ field: string, value: unknown }> | null };

export type SetMyCrmCommonInfoMutationVariables = Exact<{
  userUuid: string | number;
  entry: CrmCommonInfoInput;
}>;


export type SetMyCrmCommonInfoMutation = { setCrmCommonInfo: Array<{ field: string, value: unknown }> };

export type ProfileOptionsListsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileOptionsListsQuery = { profileOptions: { organizationTypes: Array<{ value: OrganizationType, label: string }>, companySizes: Array<{ value: CompanySize, label: string }>, turnovers: Array<{ value: Turnover, label: string }>, positionsCompany: Array<{ value: Position, label: string }>, positionsAccountingFirm: Array<{ value: Position, label: string }> } };

export type NetworkAffiliationRowFragment = { uuid: string, status: NetworkAffiliationStatus, accountName: string, email: string | null, createdAt: string, acceptedAt: string | null };

export type NetworkViewFragment = { role: NetworkRole, withoutImportCredits: boolean, head: { uuid: string, status: NetworkAffiliationStatus, accountName: string, email: string | null, createdAt: string, acceptedAt: string | null } | null, members: Array<{ uuid: string, status: NetworkAffiliationStatus, accountName: string, email: string | null, createdAt: string, acceptedAt: string | null }>, invitations: Array<{ uuid: string, status: NetworkAffiliationStatus, accountName: string, email: string | null, createdAt: string, acceptedAt: string | null }> };

export type NetworkPageQueryVariables = Exact<{ [key: string]: never; }>;


export type NetworkPageQuery = { network: { role: NetworkRole, withoutImportCredits: boolean, head: { uuid: string, status: NetworkAffiliationStatus, accountName: string, email: string | null, createdAt: string, acceptedAt: string | null } | null, members: Array<{ uuid: string, status: NetworkAffiliationStatus, accountName: string, email: string | null, createdAt: string, acceptedAt: string | null }>, invitations: Array<{ uuid: string, status: NetworkAffiliationStatus, accountName: string, email: string | null, createdAt: string, acceptedAt: string | null }> } };

export type NetworkPageInviteMutationVariables = Exact<{
  email: string;
}>;


export type NetworkPageInviteMutation = { inviteNetworkMember: { role: NetworkRole, withoutImportCredits: boolean, head: { uuid: string, status: NetworkAffiliationStatus, accountName: string, email: string | null, createdAt: string, acceptedAt: string | null } | null, members: Array<{ uuid: string, status: NetworkAffiliationStatus, accountName: string, email: string | null, createdAt: string, acceptedAt: string | null }>, invitations: Array<{ uuid: string, status: NetworkAffiliationStatus, accountName: string, email: string | null, createdAt: string, acceptedAt: string | null }> } };

export type NetworkPageAcceptMutationVariables = Exact<{
  uuid: string | number;
}>;


export type NetworkPageAcceptMutation = { acceptNetworkAffiliation: { role: NetworkRole, withoutImportCredits: boolean, head: { uuid: string, status: NetworkAffiliationStatus, accountName: string, email: string | null, createdAt: string, acceptedAt: string | null } | null, members: Array<{ uuid: string, status: NetworkAffiliationStatus, accountName: string, email: string | null, createdAt: string, acceptedAt: string | null }>, invitations: Array<{ uuid: string, status: NetworkAffiliationStatus, accountName: string, email: string | null, createdAt: string, acceptedAt: string | null }> } };

export type NetworkPageDeclineMutationVariables = Exact<{
  uuid: string | number;
}>;


export type NetworkPageDeclineMutation = { declineNetworkAffiliation: { role: NetworkRole, withoutImportCredits: boolean, head: { uuid: string, status: NetworkAffiliationStatus, accountName: string, email: string | null, createdAt: string, acceptedAt: string | null } | null, members: Array<{ uuid: string, status: NetworkAffiliationStatus, accountName: string, email: string | null, createdAt: string, acceptedAt: string | null }>, invitations: Array<{ uuid: string, status: NetworkAffiliationStatus, accountName: string, email: string | null, createdAt: string, acceptedAt: string | null }> } };

export type NetworkPageEndMutationVariables = Exact<{
  uuid: string | number;
}>;


export type NetworkPageEndMutation = { endNetworkAffiliation: { role: NetworkRole, withoutImportCredits: boolean, head: { uuid: string, status: NetworkAffiliationStatus, accountName: string, email: string | null, createdAt: string, acceptedAt: string | null } | null, members: Array<{ uuid: string, status: NetworkAffiliationStatus, accountName: string, email: string | null, createdAt: string, acceptedAt: string | null }>, invitations: Array<{ uuid: string, status: NetworkAffiliationStatus, accountName: string, email: string | null, createdAt: string, acceptedAt: string | null }> } };

export type AnalysisPageAnalysesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type AnalysisPageAnalysesQuery = { analyses: { items: Array<{ uuid: string, kind: AnalysisKind, status: AnalysisStatus, error: string | null, createdAt: string, startedAt: string | null, finishedAt: string | null, correctedStatus: CorrectedStatus, correctedError: string | null, locked: boolean, certificateUrl: string | null, diagnosticsCsvUrl: string | null, summary: Array<{ category: ResultCategory, count: number }>, report: { lines: number | null, entries: number | null, conformity: FecConformity | null, fiscalStart: string | null, fiscalEnd: string | null, diagnosticCounts: Array<{ code: string, count: number }>, totals: { debitEuros: number, creditEuros: number } | null, risk: { score: number, level: RiskLevel, summary: string, entries: Array<{ journalCode: string, ecritureNum: string, ecritureDate: string | null, line: number, label: string, amountCents: number, score: number, controlIds: Array<string> }> } | null, unsupportedTests: Array<{ test: string, reason: string }>, tester: { verdict: FecConformity, mode: TesterMode, modeReason: string, fixable: boolean, reasons: Array<{ code: string, severity: TesterSeverity, message: string, column: string, count: number, lines: Array<number>, fixable: boolean }>, byMode: Array<{ mode: TesterMode, verdict: FecConformity }> } | null } | null, fecs: Array<{ uuid: string, originalName: string, companyName: string | null, siren: string | null, fiscalStart: string | null, fiscalEnd: string | null, lineCount: number | null, folderUuid: string, canWrite: boolean, locked: boolean }>, correctedTester: { verdict: FecConformity, mode: TesterMode, modeReason: string, fixable: boolean, reasons: Array<{ code: string, severity: TesterSeverity, message: string, column: string, count: number, lines: Array<number>, fixable: boolean }>, byMode: Array<{ mode: TesterMode, verdict: FecConformity }> } | null }> } };

export type AnalysisPageControlsQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type AnalysisPageControlsQuery = { analyses: { items: Array<{ uuid: string, controls: Array<{ controlId: string, label: string, theme: string, cycle: string, description: string | null, result: ResultCategory, count: number, amount: number | null, total: number, reason: string | null, locked: boolean, pattern: { code: string, message: string, affected: number, population: number, unit: PatternUnit, share: number } | null }> }> } };

export type AnalysisPageControlDetailQueryVariables = Exact<{
  uuid: string | number;
  search: string;
}>;


export type AnalysisPageControlDetailQuery = { analysis: { uuid: string, controls: Array<{ controlId: string, rows: Array<unknown>, truncated: boolean, truncatedMessage: string | null, locked: boolean, total: number, comments: Array<{ uuid: string, body: string, createdAt: string, analysisUuid: string, carriedOver: boolean, author: { uuid: string, firstName: string | null, lastName: string | null, email: string | null } | null }> }> } | null };

export type AnalysisPageFolderFecsQueryVariables = Exact<{
  folderUuid: string | number;
}>;


export type AnalysisPageFolderFecsQuery = { fecs: { items: Array<{ uuid: string, originalName: string, companyName: string | null, siren: string | null, fiscalStart: string | null, fiscalEnd: string | null, status: AnalysisStatus | null, latestAnalysisUuid: string | null }> } };

export type AnalysisPageRerunMutationVariables = Exact<{
  fecUuid: string | number;
}>;


export type AnalysisPageRerunMutation = { rerunAnalysis: { uuid: string, status: AnalysisStatus } };

export type AnalysisPageGenerateCorrectedMutationVariables = Exact<{
  fecUuid: string | number;
}>;


export type AnalysisPageGenerateCorrectedMutation = { generateCorrectedFec: { analysisUuid: string, correctedStatus: CorrectedStatus, error: string | null } };

export type AnalysisPageAddCommentMutationVariables = Exact<{
  analysisUuid: string | number;
  controlId: string;
  body: string;
}>;


export type AnalysisPageAddCommentMutation = { addControlComment: { uuid: string, body: string, createdAt: string } };

export type AnalysisPageDeleteCommentMutationVariables = Exact<{
  uuid: string | number;
}>;


export type AnalysisPageDeleteCommentMutation = { deleteControlComment: boolean };

export type ConformityPanel_TesterFragment = { verdict: FecConformity, mode: TesterMode, modeReason: string, fixable: boolean, reasons: Array<{ code: string, severity: TesterSeverity, message: string, column: string, count: number, lines: Array<number>, fixable: boolean }>, byMode: Array<{ mode: TesterMode, verdict: FecConformity }> };

export type ConformityPanel_ReportFragment = { conformity: FecConformity | null, tester: { verdict: FecConformity, mode: TesterMode, modeReason: string, fixable: boolean, reasons: Array<{ code: string, severity: TesterSeverity, message: string, column: string, count: number, lines: Array<number>, fixable: boolean }>, byMode: Array<{ mode: TesterMode, verdict: FecConformity }> } | null, diagnosticCounts: Array<{ code: string, count: number }> };

export type ConformityPanel_AnalysisFragment = { correctedStatus: CorrectedStatus, certificateUrl: string | null, diagnosticsCsvUrl: string | null, correctedTester: { verdict: FecConformity, mode: TesterMode, modeReason: string, fixable: boolean, reasons: Array<{ code: string, severity: TesterSeverity, message: string, column: string, count: number, lines: Array<number>, fixable: boolean }>, byMode: Array<{ mode: TesterMode, verdict: FecConformity }> } | null };

export type AnalysisFiscalYearQueryVariables = Exact<{
  uuid: string | number;
}>;


export type AnalysisFiscalYearQuery = { analysis: { uuid: string, report: { fiscalYear: { start: string, end: string, source: FiscalYearSource, suggestedStart: string | null, suggestedEnd: string | null, outliers: number, outliersUnit: PatternUnit | null } | null } | null } | null };

export type AnalysisCorrectFiscalYearMutationVariables = Exact<{
  fecUuid: string | number;
  fiscalStart: string;
  fiscalEnd: string;
}>;


export type AnalysisCorrectFiscalYearMutation = { updateFec: { uuid: string, fiscalStart: string | null, fiscalEnd: string | null } };

export type ReviewPersonFieldsFragment = { uuid: string, displayName: string };

export type ReviewFieldsFragment = { uuid: string | null, status: ReviewStatus, statusLabel: string, justification: string | null, setAt: string | null, setInAnalysisUuid: string | null, carriedOver: boolean, assignedAt: string | null, setBy: { uuid: string, displayName: string } | null, assignee: { uuid: string, displayName: string } | null, assignedBy: { uuid: string, displayName: string } | null };

export type ReviewAttachmentFieldsFragment = { uuid: string, fileName: string, size: number, contentType: string, uploadedAt: string, downloadUrl: string, uploadedBy: { uuid: string, displayName: string } | null };

export type ReviewSignOffFieldsFragment = { uuid: string, analysisUuid: string, active: boolean, signedAt: string, message: string, reopenedAt: string | null, reopenReason: string | null, signedBy: { uuid: string, displayName: string } | null, reopenedBy: { uuid: string, displayName: string } | null };

export type ControlReviewQueryVariables = Exact<{
  uuid: string | number;
  search: string;
}>;


export type ControlReviewQuery = { analysis: { uuid: string, reviewSignOff: { uuid: string, analysisUuid: string, active: boolean, signedAt: string, message: string, reopenedAt: string | null, reopenReason: string | null, signedBy: { uuid: string, displayName: string } | null, reopenedBy: { uuid: string, displayName: string } | null } | null, changesSincePrevious: { previousAnalysisUuid: string, previousAnalysis: { uuid: string, createdAt: string } } | null, controls: Array<{ controlId: string, review: { uuid: string | null, status: ReviewStatus, statusLabel: string, justification: string | null, setAt: string | null, setInAnalysisUuid: string | null, carriedOver: boolean, assignedAt: string | null, attachments: Array<{ uuid: string, fileName: string, size: number, contentType: string, uploadedAt: string, downloadUrl: string, uploadedBy: { uuid: string, displayName: string } | null }>, history: Array<{ uuid: string, kind: ReviewHistoryKind, statusLabel: string | null, justification: string | null, onBehalf: boolean, at: string, assignee: { uuid: string, displayName: string } | null, actor: { uuid: string, displayName: string } | null }>, setBy: { uuid: string, displayName: string } | null, assignee: { uuid: string, displayName: string } | null, assignedBy: { uuid: string, displayName: string } | null } | null }> } | null };

export type ControlFindingsQueryVariables = Exact<{
  uuid: string | number;
  search: string;
  offset?: number | null | undefined;
}>;


export type ControlFindingsQuery = { analysis: { uuid: string, controls: Array<{ controlId: string, findings: { previousAnalysisUuid: string | null, items: Array<{ key: string, line: number | null, row: unknown, change: FindingChange | null, review: { uuid: string | null, status: ReviewStatus, statusLabel: string, justification: string | null, setAt: string | null, setInAnalysisUuid: string | null, carriedOver: boolean, setBy: { uuid: string, displayName: string } | null } }>, pageInfo: { total: number, limit: number, offset: number, hasNextPage: boolean } } }> } | null };

export type AnalysisReviewSummaryQueryVariables = Exact<{
  uuid: string | number;
}>;


export type AnalysisReviewSummaryQuery = { analysis: { uuid: string, reviewProgress: { reviewed: number, total: number, label: string } | null, reviewSignOff: { uuid: string, analysisUuid: string, active: boolean, signedAt: string, message: string, reopenedAt: string | null, reopenReason: string | null, signedBy: { uuid: string, displayName: string } | null, reopenedBy: { uuid: string, displayName: string } | null } | null, changesSincePrevious: { previousAnalysisUuid: string, sameFec: boolean, newCount: number, unchangedCount: number, goneCount: number, carriedCount: number, previousAnalysis: { uuid: string, createdAt: string } } | null } | null };

export type ReviewColleaguesQueryVariables = Exact<{ [key: string]: never; }>;


export type ReviewColleaguesQuery = { users: { items: Array<{ uuid: string, email: string, firstName: string | null, lastName: string | null, state: UserState, enabled: boolean, role: UserRole | null }> } };

export type SetReviewMutationVariables = Exact<{
  analysisUuid: string | number;
  controlId: string;
  findingKeys?: Array<string> | string | null | undefined;
  status: ReviewStatus;
  justification?: string | null | undefined;
}>;


export type SetReviewMutation = { setReview: Array<{ uuid: string | null, status: ReviewStatus, statusLabel: string, justification: string | null, setAt: string | null, setInAnalysisUuid: string | null, carriedOver: boolean, assignedAt: string | null, setBy: { uuid: string, displayName: string } | null, assignee: { uuid: string, displayName: string } | null, assignedBy: { uuid: string, displayName: string } | null }> };

export type AssignControlMutationVariables = Exact<{
  analysisUuid: string | number;
  controlId: string;
  assigneeUuid?: string | number | null | undefined;
}>;


export type AssignControlMutation = { assignControl: { uuid: string | null, status: ReviewStatus, statusLabel: string, justification: string | null, setAt: string | null, setInAnalysisUuid: string | null, carriedOver: boolean, assignedAt: string | null, setBy: { uuid: string, displayName: string } | null, assignee: { uuid: string, displayName: string } | null, assignedBy: { uuid: string, displayName: string } | null } };

export type DeleteReviewAttachmentMutationVariables = Exact<{
  uuid: string | number;
}>;


export type DeleteReviewAttachmentMutation = { deleteReviewAttachment: string };

export type SignOffAnalysisMutationVariables = Exact<{
  analysisUuid: string | number;
}>;


export type SignOffAnalysisMutation = { signOffAnalysis: { uuid: string, analysisUuid: string, active: boolean, signedAt: string, message: string, reopenedAt: string | null, reopenReason: string | null, signedBy: { uuid: string, displayName: string } | null, reopenedBy: { uuid: string, displayName: string } | null } };

export type ReopenAnalysisReviewMutationVariables = Exact<{
  analysisUuid: string | number;
  reason: string;
}>;


export type ReopenAnalysisReviewMutation = { reopenAnalysisReview: { uuid: string, analysisUuid: string, active: boolean, signedAt: string, message: string, reopenedAt: string | null, reopenReason: string | null, signedBy: { uuid: string, displayName: string } | null, reopenedBy: { uuid: string, displayName: string } | null } };

export type MyAssignmentsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type MyAssignmentsQuery = { myAssignments: { items: Array<{ controlId: string, controlLabel: string, analysisUuid: string, fecUuid: string, review: { uuid: string | null, status: ReviewStatus, statusLabel: string, justification: string | null, setAt: string | null, setInAnalysisUuid: string | null, carriedOver: boolean, assignedAt: string | null, setBy: { uuid: string, displayName: string } | null, assignee: { uuid: string, displayName: string } | null, assignedBy: { uuid: string, displayName: string } | null }, dossier: { uuid: string, siren: string | null, fiscalEnd: string | null, companyName: string | null }, analysis: { uuid: string, createdAt: string, fecs: Array<{ uuid: string, originalName: string, folderUuid: string }> } }>, pageInfo: { total: number, limit: number, offset: number, hasNextPage: boolean } } };

export type ReviewAnalysisDatesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type ReviewAnalysisDatesQuery = { analyses: { items: Array<{ uuid: string, createdAt: string }> } };

export type RerunReviewWorkQueryVariables = Exact<{
  uuid: string | number;
}>;


export type RerunReviewWorkQuery = { analysis: { uuid: string, reviewSignOff: { uuid: string } | null, reviewProgress: { findingsReviewed: number } | null, changesSincePrevious: { previousAnalysisUuid: string, carriedCount: number } | null, controls: Array<{ controlId: string, review: { uuid: string | null } | null, comments: Array<{ uuid: string }> }> } | null };

export type RiskCard_ReportFragment = { risk: { score: number, level: RiskLevel, summary: string, entries: Array<{ journalCode: string, ecritureNum: string, ecritureDate: string | null, line: number, label: string, amountCents: number, score: number, controlIds: Array<string> }> } | null, unsupportedTests: Array<{ test: string, reason: string }> };

export type LoginPageSignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginPageSignInMutation = { signIn: { connected: boolean, challenge: { name: ChallengeName, session: string } | null } };

export type LoginPageCompleteNewPasswordMutationVariables = Exact<{
  email: string;
  session: string;
  newPassword: string;
  newPasswordConfirmation?: string | null | undefined;
}>;


export type LoginPageCompleteNewPasswordMutation = { completeNewPassword: { connected: boolean, challenge: { name: ChallengeName, session: string } | null } };

export type RegisterPageRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterPageRegisterMutation = { register: { uuid: string, email: string, state: UserState, userConfirmed: boolean } };

export type ValidatePageConfirmCodeMutationVariables = Exact<{
  email: string;
  code: string;
}>;


export type ValidatePageConfirmCodeMutation = { confirmCode: { email: string, confirmed: boolean, passwordRequired: boolean } };

export type ValidatePageResendCodeMutationVariables = Exact<{
  email: string;
}>;


export type ValidatePageResendCodeMutation = { resendCode: { destination: string, medium: string } };

export type ResetRequestPageForgotPasswordMutationVariables = Exact<{
  email: string;
}>;


export type ResetRequestPageForgotPasswordMutation = { forgotPassword: { destination: string, medium: string } };

export type ResetPageResetPasswordMutationVariables = Exact<{
  email: string;
  code: string;
  newPassword: string;
  newPasswordConfirmation?: string | null | undefined;
}>;


export type ResetPageResetPasswordMutation = { resetPassword: boolean };

export type SsoLoginPageSignInMutationVariables = Exact<{
  accessToken: string;
  refreshToken: string;
}>;


export type SsoLoginPageSignInMutation = { ssoSignIn: { connected: boolean, message: string | null } };

export type SsoSeeAnalysisPageSignInMutationVariables = Exact<{
  accessToken: string;
  refreshToken: string;
  target: ImpersonationInput;
}>;


export type SsoSeeAnalysisPageSignInMutation = { ssoLoginSeeAnalysis: { connected: boolean, message: string | null, session: { forceSeeAnalysisUuid: string | null } } };

export type InvitationPasswordPageSetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
  passwordConfirmation: string;
}>;


export type InvitationPasswordPageSetPasswordMutation = { setPasswordWithToken: { email: string, state: UserState } };

export type BackOfficeAccountsQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type BackOfficeAccountsQuery = { backOfficeAccounts: { items: Array<{ uuid: string, name: string, networkParentUuid: string | null, ownerEmail: string | null, usersCount: number, fecsCount: number, createdAt: string }>, pageInfo: { total: number, limit: number, offset: number, hasNextPage: boolean } } };

export type BackOfficeUsersQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type BackOfficeUsersQuery = { backOfficeUsers: { items: Array<{ uuid: string, email: string, firstName: string | null, lastName: string | null, state: UserState, internalRoles: Array<string>, accountsCount: number, createdAt: string }>, pageInfo: { total: number, limit: number, offset: number, hasNextPage: boolean } } };

export type BackOfficeAccountUserRowFragment = { uuid: string, email: string, firstName: string | null, lastName: string | null, state: UserState, internalRoles: Array<string>, role: UserRole, invitationPending: boolean, blockedInAccount: boolean, invitedAt: string | null };

export type BackOfficeAuditRowFragment = { id: string, at: string, action: string, method: string, path: string, status: number, detail: string | null, actorEmail: string | null, actingAsEmail: string | null };

export type BackOfficeAccountQueryVariables = Exact<{
  uuid: string | number;
}>;


export type BackOfficeAccountQuery = { backOfficeAccount: { uuid: string, name: string, networkParentUuid: string | null, createdAt: string, fecsCount: number, users: Array<{ uuid: string, email: string, firstName: string | null, lastName: string | null, state: UserState, internalRoles: Array<string>, role: UserRole, invitationPending: boolean, blockedInAccount: boolean, invitedAt: string | null }>, fecs: Array<{ uuid: string, originalName: string, companyName: string | null, siren: string | null, fiscalStart: string | null, fiscalEnd: string | null, status: AnalysisStatus | null, locked: boolean, lineCount: number | null, size: number, createdAt: string }>, analyses: Array<{ uuid: string, kind: AnalysisKind, fecUuid: string, status: AnalysisStatus, error: string | null, jobId: string | null, attempts: number, heartbeatAt: string | null, startedAt: string | null, finishedAt: string | null, correctedStatus: CorrectedStatus, createdAt: string }>, credits: Array<{ type: CreditType, balance: number }>, invoices: Array<{ uuid: string, kind: InvoiceKind, number: string, totalTtcCents: number, issuedAt: string, paidAt: string | null }>, auditLog: Array<{ id: string, at: string, action: string, method: string, path: string, status: number, detail: string | null, actorEmail: string | null, actingAsEmail: string | null }> } };

export type BackOfficeBlockUserMutationVariables = Exact<{
  uuid: string | number;
  reason: string;
}>;


export type BackOfficeBlockUserMutation = { backOfficeBlockUser: UserState };

export type BackOfficeUnblockUserMutationVariables = Exact<{
  uuid: string | number;
  reason: string;
}>;


export type BackOfficeUnblockUserMutation = { backOfficeUnblockUser: UserState };

export type BackOfficeResendInvitationMutationVariables = Exact<{
  accountUuid: string | number;
  userUuid: string | number;
}>;


export type BackOfficeResendInvitationMutation = { backOfficeResendInvitation: boolean };

export type BackOfficeGrantCreditsMutationVariables = Exact<{
  accountUuid: string | number;
  type: CreditType;
  amount: number;
  validDays?: number | null | undefined;
  reason: string;
}>;


export type BackOfficeGrantCreditsMutation = { backOfficeGrantCredits: string };

export type BackOfficeImpersonationNamesQueryVariables = Exact<{
  uuid: string | number;
}>;


export type BackOfficeImpersonationNamesQuery = { backOfficeAccount: { uuid: string, name: string, users: Array<{ uuid: string, email: string }> } };

export type PlatformSettingsFieldsFragment = { maintenance: boolean, maintenanceMessage: string | null, logLevel: LogLevel | null, updatedAt: string | null, updatedByEmail: string | null };

export type BackOfficePlatformQueryVariables = Exact<{ [key: string]: never; }>;


export type BackOfficePlatformQuery = { backOfficePlatform: { maintenance: boolean, maintenanceMessage: string | null, logLevel: LogLevel | null, updatedAt: string | null, updatedByEmail: string | null } };

export type BackOfficeSetMaintenanceMutationVariables = Exact<{
  on: boolean;
  message?: string | null | undefined;
}>;


export type BackOfficeSetMaintenanceMutation = { backOfficeSetMaintenance: { maintenance: boolean, maintenanceMessage: string | null, logLevel: LogLevel | null, updatedAt: string | null, updatedByEmail: string | null } };

export type BackOfficeSetLogLevelMutationVariables = Exact<{
  level: LogLevel;
}>;


export type BackOfficeSetLogLevelMutation = { backOfficeSetLogLevel: { maintenance: boolean, maintenanceMessage: string | null, logLevel: LogLevel | null, updatedAt: string | null, updatedByEmail: string | null } };

export type StaffMemberFieldsFragment = { uuid: string, email: string, firstName: string | null, lastName: string | null, state: UserState, internalRoles: Array<string>, createdAt: string };

export type BackOfficeStaffQueryVariables = Exact<{ [key: string]: never; }>;


export type BackOfficeStaffQuery = { backOfficeStaff: Array<{ uuid: string, email: string, firstName: string | null, lastName: string | null, state: UserState, internalRoles: Array<string>, createdAt: string }> };

export type BackOfficeInviteStaffMutationVariables = Exact<{
  email: string;
  roles: Array<string> | string;
}>;


export type BackOfficeInviteStaffMutation = { backOfficeInviteStaff: { emailSent: boolean, member: { uuid: string, email: string, firstName: string | null, lastName: string | null, state: UserState, internalRoles: Array<string>, createdAt: string } } };

export type BackOfficeSetStaffRolesMutationVariables = Exact<{
  uuid: string | number;
  roles: Array<string> | string;
}>;


export type BackOfficeSetStaffRolesMutation = { backOfficeSetStaffRoles: { uuid: string, email: string, firstName: string | null, lastName: string | null, state: UserState, internalRoles: Array<string>, createdAt: string } };

export type BillingAddressFieldsFragment = { companyName: string | null, address: string | null, addressComplement: string | null, zipCode: string | null, city: string | null, country: string, siren: string | null, vatNumber: string | null, complete: boolean };

export type BillingPaymentMethodFragment = { uuid: string, type: PaymentMethodType, name: string, last4: string | null, expiration: string | null, expired: boolean, isDefault: boolean, createdAt: string };

export type BillingCreditTotalsFragment = { line: number, dossier: number, file: number, discount: number, ecf: number };

export type BillingInvoicesQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type BillingInvoicesQuery = { invoices: { items: Array<{ uuid: string, kind: InvoiceKind, number: string, name: string, totalHtCents: number, vatCents: number, totalTtcCents: number, paidAt: string | null, issuedAt: string, downloadUrl: string, orderUuid: string | null, refundable: boolean }>, pageInfo: { total: number, limit: number, offset: number, hasNextPage: boolean } } };

export type BillingCreditsQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingCreditsQuery = { credits: { lots: Array<{ uuid: string, type: CreditType, offerCode: string | null, granted: number, balance: number, expiresAt: string | null, expired: boolean, origin: string, createdAt: string }>, totals: { line: number, dossier: number, file: number, discount: number, ecf: number }, inherited: { headAccountName: string, totals: { line: number, dossier: number, file: number, discount: number, ecf: number } } | null } };

export type BillingCreditMovementsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type BillingCreditMovementsQuery = { creditMovements: { items: Array<{ id: string, kind: CreditMovementKind, type: CreditType, amount: number, lotUuid: string, label: string, fecUuid: string | null, fecName: string | null, invoiceNumber: string | null, forAccountName: string | null, createdAt: string }>, pageInfo: { total: number, limit: number, offset: number, hasNextPage: boolean } } };

export type BillingPaymentSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingPaymentSetupQuery = { billingAddress: { companyName: string | null, address: string | null, addressComplement: string | null, zipCode: string | null, city: string | null, country: string, siren: string | null, vatNumber: string | null, complete: boolean }, paymentMethods: Array<{ uuid: string, type: PaymentMethodType, name: string, last4: string | null, expiration: string | null, expired: boolean, isDefault: boolean, createdAt: string }> };

export type BillingUpdateAddressMutationVariables = Exact<{
  input: BillingAddressInput;
}>;


export type BillingUpdateAddressMutation = { updateBillingAddress: { companyName: string | null, address: string | null, addressComplement: string | null, zipCode: string | null, city: string | null, country: string, siren: string | null, vatNumber: string | null, complete: boolean } };

export type BillingStartPaymentMethodSetupMutationVariables = Exact<{
  type: PaymentMethodType;
}>;


export type BillingStartPaymentMethodSetupMutation = { startPaymentMethodSetup: { setupUuid: string, redirectUrl: string } };

export type BillingCompletePaymentMethodSetupMutationVariables = Exact<{
  setupUuid: string | number;
}>;


export type BillingCompletePaymentMethodSetupMutation = { completePaymentMethodSetup: { uuid: string, type: PaymentMethodType, name: string, last4: string | null, expiration: string | null, expired: boolean, isDefault: boolean, createdAt: string } };

export type BillingDeletePaymentMethodMutationVariables = Exact<{
  uuid: string | number;
}>;


export type BillingDeletePaymentMethodMutation = { deletePaymentMethod: boolean };

export type BillingSetDefaultPaymentMethodMutationVariables = Exact<{
  uuid: string | number;
}>;


export type BillingSetDefaultPaymentMethodMutation = { setDefaultPaymentMethod: { uuid: string, type: PaymentMethodType, name: string, last4: string | null, expiration: string | null, expired: boolean, isDefault: boolean, createdAt: string } };

export type BillingRequestRefundMutationVariables = Exact<{
  orderUuid: string | number;
}>;


export type BillingRequestRefundMutation = { requestRefund: { uuid: string, status: OrderStatus, message: string | null, redirectUrl: string | null, totalHtCents: number, vatCents: number, totalTtcCents: number, paymentMethodType: PaymentMethodType, refundable: boolean, createdAt: string, paidAt: string | null, invoice: { uuid: string, kind: InvoiceKind, number: string, name: string, totalHtCents: number, vatCents: number, totalTtcCents: number, paidAt: string | null, issuedAt: string, downloadUrl: string, orderUuid: string | null, refundable: boolean } | null } };

export type BillingOfferFragment = { code: string, kind: OfferKind, name: string, description: string, features: Array<string>, priceHtCents: number | null, priceTiers: Array<{ maxLines: number | null, priceHtCents: number }>, credits: Array<{ type: CreditType, amount: number, validityDays: number | null }> };

export type BillingCartFragment = { subtotalHtCents: number, discountHtCents: number, totalHtCents: number, vatRateBasisPoints: number, vatCents: number, totalTtcCents: number, paymentInProgress: boolean, pendingOrderUuid: string | null, items: Array<{ uuid: string, fecUuid: string | null, fecName: string | null, lineCount: number | null, priceHtCents: number, available: boolean, reason: string | null, offer: { code: string, kind: OfferKind, name: string, description: string } }> };

export type BillingInvoiceFragment = { uuid: string, kind: InvoiceKind, number: string, name: string, totalHtCents: number, vatCents: number, totalTtcCents: number, paidAt: string | null, issuedAt: string, downloadUrl: string, orderUuid: string | null, refundable: boolean };

export type BillingOrderFragment = { uuid: string, status: OrderStatus, message: string | null, redirectUrl: string | null, totalHtCents: number, vatCents: number, totalTtcCents: number, paymentMethodType: PaymentMethodType, refundable: boolean, createdAt: string, paidAt: string | null, invoice: { uuid: string, kind: InvoiceKind, number: string, name: string, totalHtCents: number, vatCents: number, totalTtcCents: number, paidAt: string | null, issuedAt: string, downloadUrl: string, orderUuid: string | null, refundable: boolean } | null };

export type BillingOffersQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingOffersQuery = { offers: Array<{ code: string, kind: OfferKind, name: string, description: string, features: Array<string>, priceHtCents: number | null, priceTiers: Array<{ maxLines: number | null, priceHtCents: number }>, credits: Array<{ type: CreditType, amount: number, validityDays: number | null }> }> };

export type BillingFecOffersQueryVariables = Exact<{
  fecUuid: string | number;
}>;


export type BillingFecOffersQuery = { fecOffers: { fecUuid: string, lineCount: number | null, currentOffer: string | null, locked: boolean, options: Array<{ priceHtCents: number, available: boolean, reason: string | null, offer: { code: string, kind: OfferKind, name: string } }> } };

export type BillingCartQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingCartQuery = { cart: { subtotalHtCents: number, discountHtCents: number, totalHtCents: number, vatRateBasisPoints: number, vatCents: number, totalTtcCents: number, paymentInProgress: boolean, pendingOrderUuid: string | null, items: Array<{ uuid: string, fecUuid: string | null, fecName: string | null, lineCount: number | null, priceHtCents: number, available: boolean, reason: string | null, offer: { code: string, kind: OfferKind, name: string, description: string } }> } };

export type BillingOrderQueryVariables = Exact<{
  uuid: string | number;
}>;


export type BillingOrderQuery = { order: { uuid: string, status: OrderStatus, message: string | null, redirectUrl: string | null, totalHtCents: number, vatCents: number, totalTtcCents: number, paymentMethodType: PaymentMethodType, refundable: boolean, createdAt: string, paidAt: string | null, invoice: { uuid: string, kind: InvoiceKind, number: string, name: string, totalHtCents: number, vatCents: number, totalTtcCents: number, paidAt: string | null, issuedAt: string, downloadUrl: string, orderUuid: string | null, refundable: boolean } | null } | null };

export type BillingAddToCartMutationVariables = Exact<{
  input: AddToCartInput;
}>;


export type BillingAddToCartMutation = { addToCart: { subtotalHtCents: number, discountHtCents: number, totalHtCents: number, vatRateBasisPoints: number, vatCents: number, totalTtcCents: number, paymentInProgress: boolean, pendingOrderUuid: string | null, items: Array<{ uuid: string, fecUuid: string | null, fecName: string | null, lineCount: number | null, priceHtCents: number, available: boolean, reason: string | null, offer: { code: string, kind: OfferKind, name: string, description: string } }> } };

export type BillingRemoveFromCartMutationVariables = Exact<{
  itemUuid: string | number;
}>;


export type BillingRemoveFromCartMutation = { removeFromCart: { subtotalHtCents: number, discountHtCents: number, totalHtCents: number, vatRateBasisPoints: number, vatCents: number, totalTtcCents: number, paymentInProgress: boolean, pendingOrderUuid: string | null, items: Array<{ uuid: string, fecUuid: string | null, fecName: string | null, lineCount: number | null, priceHtCents: number, available: boolean, reason: string | null, offer: { code: string, kind: OfferKind, name: string, description: string } }> } };

export type BillingCheckoutMutationVariables = Exact<{
  input: CheckoutInput;
}>;


export type BillingCheckoutMutation = { checkout: { uuid: string, status: OrderStatus, message: string | null, redirectUrl: string | null, totalHtCents: number, vatCents: number, totalTtcCents: number, paymentMethodType: PaymentMethodType, refundable: boolean, createdAt: string, paidAt: string | null, invoice: { uuid: string, kind: InvoiceKind, number: string, name: string, totalHtCents: number, vatCents: number, totalTtcCents: number, paidAt: string | null, issuedAt: string, downloadUrl: string, orderUuid: string | null, refundable: boolean } | null } };

export type BillingUnlockFecMutationVariables = Exact<{
  fecUuid: string | number;
  creditType?: CreditType | null | undefined;
}>;


export type BillingUnlockFecMutation = { unlockFec: { fec: { uuid: string, locked: boolean, offer: string | null }, consumed: Array<{ type: CreditType, amount: number, fromNetwork: boolean }> } };

export type BillingSandboxStepQueryVariables = Exact<{
  ref: string | number;
}>;


export type BillingSandboxStepQuery = { paymentSandboxStep: { ref: string, kind: string, paymentMethodType: PaymentMethodType, amountCents: number | null, testInstruments: Array<string> } | null };

export type BillingSandboxSubmitSetupMutationVariables = Exact<{
  ref: string | number;
  input: PaymentSandboxSetupInput;
}>;


export type BillingSandboxSubmitSetupMutation = { paymentSandboxSubmitSetup: { returnUrl: string } };

export type BillingSandboxAuthenticateMutationVariables = Exact<{
  ref: string | number;
  approve: boolean;
}>;


export type BillingSandboxAuthenticateMutation = { paymentSandboxAuthenticate: { returnUrl: string } };

export type ConnectorCardFragment = { uuid: string, provider: ConnectorProviderId, tokenHint: string, companyName: string, siren: string | null, activity: string | null, address: string | null, autoRefresh: boolean, lastSyncedAt: string | null, lastError: string | null, createdAt: string, fiscalYears: Array<{ label: string, startDate: string, endDate: string, current: boolean, lastImport: { uuid: string, status: AnalysisStatus | null, originalName: string } | null }> };

export type ConnectorsListQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ConnectorsListQuery = { connectors: { items: Array<{ uuid: string, provider: ConnectorProviderId, tokenHint: string, companyName: string, siren: string | null, activity: string | null, address: string | null, autoRefresh: boolean, lastSyncedAt: string | null, lastError: string | null, createdAt: string, fiscalYears: Array<{ label: string, startDate: string, endDate: string, current: boolean, lastImport: { uuid: string, status: AnalysisStatus | null, originalName: string } | null }> }>, pageInfo: { total: number, limit: number, offset: number, hasNextPage: boolean } } };

export type ConnectorsProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type ConnectorsProvidersQuery = { connectorProviders: Array<{ id: ConnectorProviderId, name: string, tokenHelp: string }> };

export type ConnectorsAddMutationVariables = Exact<{
  input: AddConnectorTokenInput;
}>;


export type ConnectorsAddMutation = { addConnectorToken: { uuid: string, provider: ConnectorProviderId, tokenHint: string, companyName: string, siren: string | null, activity: string | null, address: string | null, autoRefresh: boolean, lastSyncedAt: string | null, lastError: string | null, createdAt: string, fiscalYears: Array<{ label: string, startDate: string, endDate: string, current: boolean, lastImport: { uuid: string, status: AnalysisStatus | null, originalName: string } | null }> } };

export type ConnectorsImportMutationVariables = Exact<{
  input: ImportFromConnectorInput;
}>;


export type ConnectorsImportMutation = { importFromConnector: { fec: { uuid: string, status: AnalysisStatus | null, originalName: string } } };

export type ConnectorsRefreshMutationVariables = Exact<{
  uuid: string | number;
}>;


export type ConnectorsRefreshMutation = { refreshConnector: { uuid: string, provider: ConnectorProviderId, tokenHint: string, companyName: string, siren: string | null, activity: string | null, address: string | null, autoRefresh: boolean, lastSyncedAt: string | null, lastError: string | null, createdAt: string, fiscalYears: Array<{ label: string, startDate: string, endDate: string, current: boolean, lastImport: { uuid: string, status: AnalysisStatus | null, originalName: string } | null }> } };

export type ConnectorsSetAutoRefreshMutationVariables = Exact<{
  uuid: string | number;
  enabled: boolean;
}>;


export type ConnectorsSetAutoRefreshMutation = { setConnectorAutoRefresh: { uuid: string, autoRefresh: boolean } };

export type ConnectorsDeleteMutationVariables = Exact<{
  uuid: string | number;
}>;


export type ConnectorsDeleteMutation = { deleteConnector: string };

export type EcfPersonFragment = { uuid: string, displayName: string };

export type EcfMissionRowFragment = { uuid: string, state: EcfMissionState, stateLabel: string, fecUuid: string, fecName: string | null, analysisUuid: string, companyName: string, siren: string | null, fiscalStart: string | null, fiscalEnd: string | null, providerFirmName: string, signatoryName: string, createdAt: string, progress: { concluded: number, total: number, label: string } };

export type EcfMissionsQueryVariables = Exact<{
  state?: EcfMissionState | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type EcfMissionsQuery = { ecfMissions: { items: Array<{ uuid: string, state: EcfMissionState, stateLabel: string, fecUuid: string, fecName: string | null, analysisUuid: string, companyName: string, siren: string | null, fiscalStart: string | null, fiscalEnd: string | null, providerFirmName: string, signatoryName: string, createdAt: string, progress: { concluded: number, total: number, label: string } }>, pageInfo: { total: number, limit: number, offset: number, hasNextPage: boolean } } };

export type EcfPointDetailFragment = { number: number, title: string, shortTitle: string, expectation: string, conclusion: EcfConclusion | null, conclusionLabel: string | null, comment: string | null, concludedAt: string | null, canConclude: boolean, blockedReason: string | null, checks: Array<{ key: string, label: string, status: EcfCheckStatus, message: string, rows: unknown, rowCount: number, figures: Array<{ label: string, amount: number | null, text: string | null, accounts: Array<string> }> }>, controls: Array<{ controlId: string, label: string, result: string, findingsCount: number, reviewStatus: ReviewStatus, reviewStatusLabel: string, reviewed: boolean }>, checklist: Array<{ key: string, label: string, checked: boolean, checkedAt: string | null, checkedBy: { uuid: string, displayName: string } | null }>, concludedBy: { uuid: string, displayName: string } | null, history: Array<{ uuid: string, conclusion: EcfConclusion, conclusionLabel: string, comment: string | null, onBehalf: boolean, at: string, actor: { uuid: string, displayName: string } | null }> };

export type EcfMissionDetailFragment = { companyAddress: string | null, providerAddress: string | null, signatoryQuality: string | null, engagementLetterDate: string, declaredIncomeRegime: EcfIncomeRegime | null, declaredVatRegime: EcfVatRegime | null, vatOnDebits: boolean | null, canSign: boolean, previousFecUuid: string | null, nextFecUuid: string | null, signedAt: string | null, sentAt: string | null, uuid: string, state: EcfMissionState, stateLabel: string, fecUuid: string, fecName: string | null, analysisUuid: string, companyName: string, siren: string | null, fiscalStart: string | null, fiscalEnd: string | null, providerFirmName: string, signatoryName: string, createdAt: string, reportUrls: { docx: string, pdf: string }, analysis: { uuid: string, fecs: Array<{ uuid: string, folderUuid: string }> }, createdBy: { uuid: string, displayName: string } | null, signedBy: { uuid: string, displayName: string } | null, sentBy: { uuid: string, displayName: string } | null, points: Array<{ number: number, title: string, shortTitle: string, expectation: string, conclusion: EcfConclusion | null, conclusionLabel: string | null, comment: string | null, concludedAt: string | null, canConclude: boolean, blockedReason: string | null, checks: Array<{ key: string, label: string, status: EcfCheckStatus, message: string, rows: unknown, rowCount: number, figures: Array<{ label: string, amount: number | null, text: string | null, accounts: Array<string> }> }>, controls: Array<{ controlId: string, label: string, result: string, findingsCount: number, reviewStatus: ReviewStatus, reviewStatusLabel: string, reviewed: boolean }>, checklist: Array<{ key: string, label: string, checked: boolean, checkedAt: string | null, checkedBy: { uuid: string, displayName: string } | null }>, concludedBy: { uuid: string, displayName: string } | null, history: Array<{ uuid: string, conclusion: EcfConclusion, conclusionLabel: string, comment: string | null, onBehalf: boolean, at: string, actor: { uuid: string, displayName: string } | null }> }>, progress: { concluded: number, total: number, label: string } };

export type EcfMissionQueryVariables = Exact<{
  uuid: string | number;
}>;


export type EcfMissionQuery = { ecfMission: { companyAddress: string | null, providerAddress: string | null, signatoryQuality: string | null, engagementLetterDate: string, declaredIncomeRegime: EcfIncomeRegime | null, declaredVatRegime: EcfVatRegime | null, vatOnDebits: boolean | null, canSign: boolean, previousFecUuid: string | null, nextFecUuid: string | null, signedAt: string | null, sentAt: string | null, uuid: string, state: EcfMissionState, stateLabel: string, fecUuid: string, fecName: string | null, analysisUuid: string, companyName: string, siren: string | null, fiscalStart: string | null, fiscalEnd: string | null, providerFirmName: string, signatoryName: string, createdAt: string, reportUrls: { docx: string, pdf: string }, analysis: { uuid: string, fecs: Array<{ uuid: string, folderUuid: string }> }, createdBy: { uuid: string, displayName: string } | null, signedBy: { uuid: string, displayName: string } | null, sentBy: { uuid: string, displayName: string } | null, points: Array<{ number: number, title: string, shortTitle: string, expectation: string, conclusion: EcfConclusion | null, conclusionLabel: string | null, comment: string | null, concludedAt: string | null, canConclude: boolean, blockedReason: string | null, checks: Array<{ key: string, label: string, status: EcfCheckStatus, message: string, rows: unknown, rowCount: number, figures: Array<{ label: string, amount: number | null, text: string | null, accounts: Array<string> }> }>, controls: Array<{ controlId: string, label: string, result: string, findingsCount: number, reviewStatus: ReviewStatus, reviewStatusLabel: string, reviewed: boolean }>, checklist: Array<{ key: string, label: string, checked: boolean, checkedAt: string | null, checkedBy: { uuid: string, displayName: string } | null }>, concludedBy: { uuid: string, displayName: string } | null, history: Array<{ uuid: string, conclusion: EcfConclusion, conclusionLabel: string, comment: string | null, onBehalf: boolean, at: string, actor: { uuid: string, displayName: string } | null }> }>, progress: { concluded: number, total: number, label: string } } | null };

export type EcfFecChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type EcfFecChoicesQuery = { fecs: { items: Array<{ uuid: string, originalName: string, companyName: string | null, siren: string | null, fiscalEnd: string | null, status: AnalysisStatus | null, locked: boolean }> } };

export type CreateEcfMissionMutationVariables = Exact<{
  input: CreateEcfMissionInput;
}>;


export type CreateEcfMissionMutation = { createEcfMission: { uuid: string, state: EcfMissionState, stateLabel: string, fecUuid: string, fecName: string | null, analysisUuid: string, companyName: string, siren: string | null, fiscalStart: string | null, fiscalEnd: string | null, providerFirmName: string, signatoryName: string, createdAt: string, progress: { concluded: number, total: number, label: string } } };

export type ConcludeEcfPointMutationVariables = Exact<{
  missionUuid: string | number;
  number: number;
  conclusion: EcfConclusion;
  comment?: string | null | undefined;
}>;


export type ConcludeEcfPointMutation = { concludeEcfPoint: { number: number, title: string, shortTitle: string, expectation: string, conclusion: EcfConclusion | null, conclusionLabel: string | null, comment: string | null, concludedAt: string | null, canConclude: boolean, blockedReason: string | null, checks: Array<{ key: string, label: string, status: EcfCheckStatus, message: string, rows: unknown, rowCount: number, figures: Array<{ label: string, amount: number | null, text: string | null, accounts: Array<string> }> }>, controls: Array<{ controlId: string, label: string, result: string, findingsCount: number, reviewStatus: ReviewStatus, reviewStatusLabel: string, reviewed: boolean }>, checklist: Array<{ key: string, label: string, checked: boolean, checkedAt: string | null, checkedBy: { uuid: string, displayName: string } | null }>, concludedBy: { uuid: string, displayName: string } | null, history: Array<{ uuid: string, conclusion: EcfConclusion, conclusionLabel: string, comment: string | null, onBehalf: boolean, at: string, actor: { uuid: string, displayName: string } | null }> } };

export type SetEcfChecklistItemMutationVariables = Exact<{
  missionUuid: string | number;
  number: number;
  key: string;
  checked: boolean;
}>;


export type SetEcfChecklistItemMutation = { setEcfChecklistItem: { key: string, label: string, checked: boolean, checkedAt: string | null, checkedBy: { uuid: string, displayName: string } | null } };

export type SignEcfMissionMutationVariables = Exact<{
  uuid: string | number;
}>;


export type SignEcfMissionMutation = { signEcfMission: { companyAddress: string | null, providerAddress: string | null, signatoryQuality: string | null, engagementLetterDate: string, declaredIncomeRegime: EcfIncomeRegime | null, declaredVatRegime: EcfVatRegime | null, vatOnDebits: boolean | null, canSign: boolean, previousFecUuid: string | null, nextFecUuid: string | null, signedAt: string | null, sentAt: string | null, uuid: string, state: EcfMissionState, stateLabel: string, fecUuid: string, fecName: string | null, analysisUuid: string, companyName: string, siren: string | null, fiscalStart: string | null, fiscalEnd: string | null, providerFirmName: string, signatoryName: string, createdAt: string, reportUrls: { docx: string, pdf: string }, analysis: { uuid: string, fecs: Array<{ uuid: string, folderUuid: string }> }, createdBy: { uuid: string, displayName: string } | null, signedBy: { uuid: string, displayName: string } | null, sentBy: { uuid: string, displayName: string } | null, points: Array<{ number: number, title: string, shortTitle: string, expectation: string, conclusion: EcfConclusion | null, conclusionLabel: string | null, comment: string | null, concludedAt: string | null, canConclude: boolean, blockedReason: string | null, checks: Array<{ key: string, label: string, status: EcfCheckStatus, message: string, rows: unknown, rowCount: number, figures: Array<{ label: string, amount: number | null, text: string | null, accounts: Array<string> }> }>, controls: Array<{ controlId: string, label: string, result: string, findingsCount: number, reviewStatus: ReviewStatus, reviewStatusLabel: string, reviewed: boolean }>, checklist: Array<{ key: string, label: string, checked: boolean, checkedAt: string | null, checkedBy: { uuid: string, displayName: string } | null }>, concludedBy: { uuid: string, displayName: string } | null, history: Array<{ uuid: string, conclusion: EcfConclusion, conclusionLabel: string, comment: string | null, onBehalf: boolean, at: string, actor: { uuid: string, displayName: string } | null }> }>, progress: { concluded: number, total: number, label: string } } };

export type MarkEcfMissionSentMutationVariables = Exact<{
  uuid: string | number;
}>;


export type MarkEcfMissionSentMutation = { markEcfMissionSent: { companyAddress: string | null, providerAddress: string | null, signatoryQuality: string | null, engagementLetterDate: string, declaredIncomeRegime: EcfIncomeRegime | null, declaredVatRegime: EcfVatRegime | null, vatOnDebits: boolean | null, canSign: boolean, previousFecUuid: string | null, nextFecUuid: string | null, signedAt: string | null, sentAt: string | null, uuid: string, state: EcfMissionState, stateLabel: string, fecUuid: string, fecName: string | null, analysisUuid: string, companyName: string, siren: string | null, fiscalStart: string | null, fiscalEnd: string | null, providerFirmName: string, signatoryName: string, createdAt: string, reportUrls: { docx: string, pdf: string }, analysis: { uuid: string, fecs: Array<{ uuid: string, folderUuid: string }> }, createdBy: { uuid: string, displayName: string } | null, signedBy: { uuid: string, displayName: string } | null, sentBy: { uuid: string, displayName: string } | null, points: Array<{ number: number, title: string, shortTitle: string, expectation: string, conclusion: EcfConclusion | null, conclusionLabel: string | null, comment: string | null, concludedAt: string | null, canConclude: boolean, blockedReason: string | null, checks: Array<{ key: string, label: string, status: EcfCheckStatus, message: string, rows: unknown, rowCount: number, figures: Array<{ label: string, amount: number | null, text: string | null, accounts: Array<string> }> }>, controls: Array<{ controlId: string, label: string, result: string, findingsCount: number, reviewStatus: ReviewStatus, reviewStatusLabel: string, reviewed: boolean }>, checklist: Array<{ key: string, label: string, checked: boolean, checkedAt: string | null, checkedBy: { uuid: string, displayName: string } | null }>, concludedBy: { uuid: string, displayName: string } | null, history: Array<{ uuid: string, conclusion: EcfConclusion, conclusionLabel: string, comment: string | null, onBehalf: boolean, at: string, actor: { uuid: string, displayName: string } | null }> }>, progress: { concluded: number, total: number, label: string } } };

export type FilesFecRowFragment = { uuid: string, originalName: string, companyName: string | null, siren: string | null, revenueType: RevenueType | null, fiscalStart: string | null, fiscalEnd: string | null, lineCount: number | null, size: number, createdAt: string, status: AnalysisStatus | null, locked: boolean, canWrite: boolean, folderUuid: string, latestAnalysisUuid: string | null, downloadUrl: string, latestAnalysis: { uuid: string, status: AnalysisStatus, correctedStatus: CorrectedStatus } | null };

export type FilesFecExtraFragment = { uuid: string, fiscalStart: string | null, fiscalEnd: string | null, extra: { erp: string | null, erpOther: string | null, accountingResult: number | null, headcount: number | null, taxReturn: string | null, taxReturnFilingDate: string | null, vatOnDebits: boolean | null, lettering: boolean | null } };

export type FilesFolderPageQueryVariables = Exact<{
  uuid: string | number;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  sort?: FecSort | null | undefined;
  withReview?: boolean | null | undefined;
}>;


export type FilesFolderPageQuery = { folder: { uuid: string, name: string, parentUuid: string | null, downloadUrl: string, nbFecs: number, path: Array<{ uuid: string, name: string }>, children: Array<{ uuid: string, name: string, nbFolders: number }>, fecs: { items: Array<{ uuid: string, originalName: string, companyName: string | null, siren: string | null, revenueType: RevenueType | null, fiscalStart: string | null, fiscalEnd: string | null, lineCount: number | null, size: number, createdAt: string, status: AnalysisStatus | null, locked: boolean, canWrite: boolean, folderUuid: string, latestAnalysisUuid: string | null, downloadUrl: string, latestAnalysis: { uuid: string, status: AnalysisStatus, correctedStatus: CorrectedStatus, reviewProgress?: { reviewed: number, total: number, label: string } | null } | null }>, pageInfo: { total: number, limit: number, offset: number, hasNextPage: boolean } } } | null };

export type FilesFolderChildrenQueryVariables = Exact<{
  uuid: string | number;
}>;


export type FilesFolderChildrenQuery = { folder: { uuid: string, name: string, children: Array<{ uuid: string, name: string, nbFolders: number }> } | null };

export type FilesFecExtraQueryVariables = Exact<{
  uuid: string | number;
}>;


export type FilesFecExtraQuery = { fec: { uuid: string, fiscalStart: string | null, fiscalEnd: string | null, extra: { erp: string | null, erpOther: string | null, accountingResult: number | null, headcount: number | null, taxReturn: string | null, taxReturnFilingDate: string | null, vatOnDebits: boolean | null, lettering: boolean | null } } | null };

export type FilesFecAccessQueryVariables = Exact<{
  fecUuid: string | number;
}>;


export type FilesFecAccessQuery = { fecAccess: Array<{ email: string, firstName: string | null, lastName: string | null, type: FecAccessType, write: boolean }> };

export type FilesFecGroupAccessQueryVariables = Exact<{
  fecUuid: string | number;
}>;


export type FilesFecGroupAccessQuery = { fecGroupAccess: Array<{ groupUuid: string, name: string, memberCount: number, write: boolean }> };

export type FilesAccountGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type FilesAccountGroupsQuery = { groups: { items: Array<{ uuid: string, name: string, memberUuids: Array<string> }> } };

export type FilesGrantFecGroupAccessMutationVariables = Exact<{
  fecUuid: string | number;
  entries: Array<FecGroupAccessGrantInput> | FecGroupAccessGrantInput;
}>;


export type FilesGrantFecGroupAccessMutation = { grantFecGroupAccess: Array<{ groupUuid: string, name: string, memberCount: number, write: boolean }> };

export type FilesRevokeFecGroupAccessMutationVariables = Exact<{
  fecUuid: string | number;
  groupUuid: string | number;
}>;


export type FilesRevokeFecGroupAccessMutation = { revokeFecGroupAccess: Array<{ groupUuid: string, name: string, memberCount: number, write: boolean }> };

export type FilesCreateFolderMutationVariables = Exact<{
  name: string;
  parentUuid?: string | number | null | undefined;
}>;


export type FilesCreateFolderMutation = { createFolder: { uuid: string, name: string, parentUuid: string | null } };

export type FilesRenameFolderMutationVariables = Exact<{
  uuid: string | number;
  name: string;
}>;


export type FilesRenameFolderMutation = { renameFolder: { uuid: string, name: string } };

export type FilesMoveFolderMutationVariables = Exact<{
  uuid: string | number;
  parentUuid: string | number;
}>;


export type FilesMoveFolderMutation = { moveFolder: { uuid: string, parentUuid: string | null } };

export type FilesDeleteFolderMutationVariables = Exact<{
  uuid: string | number;
}>;


export type FilesDeleteFolderMutation = { deleteFolder: { deleted: Array<string>, fecsMovedTo: string } };

export type FilesUpdateFecMutationVariables = Exact<{
  uuid: string | number;
  input: FecInput;
}>;


export type FilesUpdateFecMutation = { updateFec: { uuid: string, originalName: string, companyName: string | null, siren: string | null, revenueType: RevenueType | null, fiscalStart: string | null, fiscalEnd: string | null, lineCount: number | null, size: number, createdAt: string, status: AnalysisStatus | null, locked: boolean, canWrite: boolean, folderUuid: string, latestAnalysisUuid: string | null, downloadUrl: string, latestAnalysis: { uuid: string, status: AnalysisStatus, correctedStatus: CorrectedStatus } | null, extra: { erp: string | null, erpOther: string | null, accountingResult: number | null, headcount: number | null, taxReturn: string | null, taxReturnFilingDate: string | null, vatOnDebits: boolean | null, lettering: boolean | null } } };

export type FilesMoveFecMutationVariables = Exact<{
  uuid: string | number;
  folderUuid: string | number;
}>;


export type FilesMoveFecMutation = { moveFec: { uuid: string, folderUuid: string } };

export type FilesDeleteFecMutationVariables = Exact<{
  uuid: string | number;
}>;


export type FilesDeleteFecMutation = { deleteFec: { uuid: string } };

export type FilesRerunAnalysisMutationVariables = Exact<{
  fecUuid: string | number;
}>;


export type FilesRerunAnalysisMutation = { rerunAnalysis: { uuid: string, status: AnalysisStatus } };

export type FilesGenerateCorrectedFecMutationVariables = Exact<{
  fecUuid: string | number;
}>;


export type FilesGenerateCorrectedFecMutation = { generateCorrectedFec: { analysisUuid: string, correctedStatus: CorrectedStatus, error: string | null } };

export type FilesGrantFecAccessMutationVariables = Exact<{
  fecUuid: string | number;
  entries: Array<FecAccessGrantInput> | FecAccessGrantInput;
  confirmInvitation?: boolean | null | undefined;
}>;


export type FilesGrantFecAccessMutation = { grantFecAccess: Array<{ email: string, firstName: string | null, lastName: string | null, type: FecAccessType, write: boolean }> };

export type FilesRevokeFecAccessMutationVariables = Exact<{
  fecUuid: string | number;
  email: string;
}>;


export type FilesRevokeFecAccessMutation = { revokeFecAccess: Array<{ email: string, firstName: string | null, lastName: string | null, type: FecAccessType, write: boolean }> };

export type FilesRunMultiAnalysisMutationVariables = Exact<{
  fecUuids: Array<string | number> | string | number;
}>;


export type FilesRunMultiAnalysisMutation = { runMultiAnalysis: { uuid: string, status: AnalysisStatus } };

export type ImportSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ImportSettingsQuery = { importSettings: { maxFiles: number, maxFileBytes: number, extensions: Array<string> } };

export type ImportCompanyQueryVariables = Exact<{
  siren: string;
}>;


export type ImportCompanyQuery = { company: { siren: string, name: string, active: boolean } | null };

export type ImportNetworkCreditsQueryVariables = Exact<{ [key: string]: never; }>;


export type ImportNetworkCreditsQuery = { network: { role: NetworkRole, withoutImportCredits: boolean } };

export type ImportFiscalYearSuggestionQueryVariables = Exact<{
  fileName: string;
  sample: string;
}>;


export type ImportFiscalYearSuggestionQuery = { fiscalYearSuggestion: { fiscalStart: string, fiscalEnd: string, source: FiscalYearSource, question: string | null } | null };

export type MyAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAccountsQuery = { accounts: { items: Array<{ uuid: string, name: string, role: UserRole, current: boolean }> } };

export type SwitchAccountMutationVariables = Exact<{
  accountUuid: string | number;
}>;


export type SwitchAccountMutation = { switchAccount: { uuid: string, name: string } };

export type AcceptInvitationMutationVariables = Exact<{
  accountUuid: string | number;
}>;


export type AcceptInvitationMutation = { acceptInvitation: boolean };

export type DeclineInvitationMutationVariables = Exact<{
  accountUuid: string | number;
}>;


export type DeclineInvitationMutation = { declineInvitation: boolean };

export type MultiAnalysisPageQueryVariables = Exact<{
  uuid: string | number;
}>;


export type MultiAnalysisPageQuery = { multiAnalysis: { uuid: string, status: AnalysisStatus, mode: MultiAnalysisMode, error: string | null, createdAt: string, finishedAt: string | null, fecs: Array<{ uuid: string, originalName: string, companyName: string | null, siren: string | null, fiscalStart: string | null, fiscalEnd: string | null, folderUuid: string, locked: boolean }>, compared: Array<{ fecUuid: string, analysisUuid: string, siren: string | null, fiscalStart: string | null, fiscalEnd: string | null }>, summary: Array<{ category: ResultCategory, count: number }>, controls: Array<{ controlId: string, label: string, theme: string, description: string | null, result: ResultCategory, count: number, amount: number | null, total: number, reason: string | null }> } | null };

export type MultiAnalysisPageComparedQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type MultiAnalysisPageComparedQuery = { analyses: { items: Array<{ uuid: string, status: AnalysisStatus, summary: Array<{ category: ResultCategory, count: number }>, report: { lines: number | null, conformity: FecConformity | null, totals: { debitEuros: number, creditEuros: number } | null } | null }> } };

export type MultiAnalysisPageControlRowsQueryVariables = Exact<{
  uuid: string | number;
  search: string;
}>;


export type MultiAnalysisPageControlRowsQuery = { multiAnalysis: { uuid: string, controls: Array<{ controlId: string, locked: boolean, rows: Array<unknown>, truncated: boolean, truncatedMessage: string | null }> } | null };

export type ApiKeysRowFragment = { uuid: string, name: string, prefix: string, scopes: Array<ApiKeyScope>, createdBy: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null, createdFrom: { via: ApiKeyCreatedVia, session: string | null, signedInAt: string | null, ip: string | null, userAgent: string | null } | null, review: { reason: ApiKeyReviewReason, since: string, suspended: boolean } | null };

export type ApiKeysListQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysListQuery = { apiKeys: { items: Array<{ uuid: string, name: string, prefix: string, scopes: Array<ApiKeyScope>, createdBy: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null, createdFrom: { via: ApiKeyCreatedVia, session: string | null, signedInAt: string | null, ip: string | null, userAgent: string | null } | null, review: { reason: ApiKeyReviewReason, since: string, suspended: boolean } | null }>, pageInfo: { total: number } }, apiKeyScopes: Array<{ scope: ApiKeyScope, description: string }> };

export type ApiKeyCreateMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type ApiKeyCreateMutation = { createApiKey: { secret: string, apiKey: { uuid: string, name: string, prefix: string, scopes: Array<ApiKeyScope>, createdBy: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null, createdFrom: { via: ApiKeyCreatedVia, session: string | null, signedInAt: string | null, ip: string | null, userAgent: string | null } | null, review: { reason: ApiKeyReviewReason, since: string, suspended: boolean } | null } } };

export type ApiKeyRevokeMutationVariables = Exact<{
  uuid: string | number;
}>;


export type ApiKeyRevokeMutation = { revokeApiKey: { uuid: string, name: string, prefix: string, scopes: Array<ApiKeyScope>, createdBy: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null, createdFrom: { via: ApiKeyCreatedVia, session: string | null, signedInAt: string | null, ip: string | null, userAgent: string | null } | null, review: { reason: ApiKeyReviewReason, since: string, suspended: boolean } | null } };

export type ApiKeyKeepMutationVariables = Exact<{
  uuid: string | number;
}>;


export type ApiKeyKeepMutation = { keepApiKey: { uuid: string, name: string, prefix: string, scopes: Array<ApiKeyScope>, createdBy: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null, createdFrom: { via: ApiKeyCreatedVia, session: string | null, signedInAt: string | null, ip: string | null, userAgent: string | null } | null, review: { reason: ApiKeyReviewReason, since: string, suspended: boolean } | null } };

export type ReportWizardLimitsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportWizardLimitsQuery = { reportLimits: { maxMerged: number, maxFecs: number, nameMaxLength: number, keptDays: number } };

export type ReportWizardCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportWizardCatalogueQuery = { controlCatalogue: Array<{ controlId: string, label: string, theme: string, cycle: string, categories: Array<ResultCategory> }> };

export type ReportWizardLibraryQueryVariables = Exact<{
  folderUuid?: string | number | null | undefined;
}>;


export type ReportWizardLibraryQuery = { fecs: { items: Array<{ uuid: string, originalName: string, companyName: string | null, fiscalEnd: string | null, status: AnalysisStatus | null }> } };

export type ReportWizardGenerateMutationVariables = Exact<{
  input: GenerateReportInput;
}>;


export type ReportWizardGenerateMutation = { generateReport: { reports: Array<{ uuid: string, name: string, status: ReportStatus, progress: number, error: string | null, formats: Array<ReportFormat>, merged: boolean, createdAt: string, creatorName: string | null, creatorUuid: string | null, fecUuids: Array<string>, fecs: Array<{ uuid: string, originalName: string, companyName: string | null } | null>, files: Array<{ format: ReportFormat, fileName: string, size: number, url: string }> }> } };

export type ReportsRowFragment = { uuid: string, name: string, status: ReportStatus, progress: number, error: string | null, formats: Array<ReportFormat>, merged: boolean, createdAt: string, creatorName: string | null, creatorUuid: string | null, fecUuids: Array<string>, fecs: Array<{ uuid: string, originalName: string, companyName: string | null } | null>, files: Array<{ format: ReportFormat, fileName: string, size: number, url: string }> };

export type ReportsListQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ReportsListQuery = { reports: { items: Array<{ uuid: string, name: string, status: ReportStatus, progress: number, error: string | null, formats: Array<ReportFormat>, merged: boolean, createdAt: string, creatorName: string | null, creatorUuid: string | null, fecUuids: Array<string>, fecs: Array<{ uuid: string, originalName: string, companyName: string | null } | null>, files: Array<{ format: ReportFormat, fileName: string, size: number, url: string }> }>, pageInfo: { total: number, limit: number, offset: number, hasNextPage: boolean } } };

export type ReportsDeleteMutationVariables = Exact<{
  uuid: string | number;
}>;


export type ReportsDeleteMutation = { deleteReport: string };

export type CurrentUserQueryVariables = Exact<{
  fecAnonymous?: FecAnonymousInput | null | undefined;
  justConnected?: boolean | null | undefined;
}>;


export type CurrentUserQuery = { me: { uuid: string, email: string, missingName: boolean, roles: Array<string>, nbFec: number, hasOtherAccounts: boolean, otherAccountsCount: number, forceSeeAnalysisUuid: string | null, impersonated: boolean, readOnly: boolean, state: UserState, userDetails: { firstName: string | null, lastName: string | null }, currentAccount: { uuid: string, name: string, role: UserRole }, permissions: { routes: Array<string>, can: unknown }, featuresInAccount: { branding: { principalColor: string | null, secondaryColor: string | null, primaryBisColor: string | null, indigoColor: string | null, logo: string | null }, import: { enabled: boolean, apiOnly: boolean } | null }, pendingInvitations: Array<{ accountUuid: string, accountName: string, role: UserRole | null, invitedBy: string | null, invitedAt: string }>, fecAttached: { anonymous: boolean, inDatabase: boolean, fecUuid: string | null, analysis: string | null } | null } | null };

export type SessionStateQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionStateQuery = { session: { connected: boolean, impersonating: boolean, forceSeeAnalysisUuid: string | null, impersonation: { accountUuid: string, userUuid: string } | null } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type StartImpersonationMutationVariables = Exact<{
  accountUuid: string | number;
  userUuid: string | number;
  forceSeeAnalysisUuid?: string | number | null | undefined;
  reason?: string | null | undefined;
}>;


export type StartImpersonationMutation = { startImpersonation: { session: { impersonating: boolean } } };

export type LeaveImpersonationMutationVariables = Exact<{ [key: string]: never; }>;


export type LeaveImpersonationMutation = { leaveImpersonation: { session: { impersonating: boolean } } };

export type StatementsTrialBalanceQueryVariables = Exact<{
  uuid: string | number;
  filter?: TrialBalanceFilter | null | undefined;
  limit: number;
  offset: number;
}>;


export type StatementsTrialBalanceQuery = { analysis: { uuid: string, trialBalance: { items: Array<{ account: string, aux: string | null, label: string, accountClass: number, openingDebitCents: number, openingCreditCents: number, debitCents: number, creditCents: number, closingDebitCents: number, closingCreditCents: number, lines: number }>, pageInfo: { total: number, limit: number, offset: number, hasNextPage: boolean }, totals: { openingDebitCents: number, openingCreditCents: number, debitCents: number, creditCents: number, closingDebitCents: number, closingCreditCents: number, lines: number } } } | null };

export type StatementsGeneralLedgerQueryVariables = Exact<{
  uuid: string | number;
  account: string;
  aux?: string | null | undefined;
  limit: number;
  offset: number;
}>;


export type StatementsGeneralLedgerQuery = { analysis: { uuid: string, generalLedger: { account: string, aux: string | null, label: string, accountLabel: string, debitCents: number, creditCents: number, balanceCents: number, items: Array<{ line: number, journalCode: string, ecritureNum: string, ecritureDate: string | null, pieceRef: string, label: string, aux: string | null, debitCents: number, creditCents: number, balanceCents: number }>, pageInfo: { total: number, limit: number, offset: number, hasNextPage: boolean } } } | null };

export type StatementsFinancialQueryVariables = Exact<{
  uuid: string | number;
}>;


export type StatementsFinancialQuery = { analysis: { uuid: string, statements: { locked: boolean, current: { fiscalStart: string | null, fiscalEnd: string | null, taxForm: string | null, keyFigures: { chiffreAffairesCents: number | null, resultatNetCents: number | null, totalBilanCents: number | null, ebeCents: number | null }, ratios: { margeRate: number | null, delaiClients: number | null, delaiFournisseurs: number | null, bfrCents: number | null, endettement: number | null, liquidite: number | null } | null, notes: Array<{ code: string, message: string }>, sig: Array<{ key: string, label: string, amountCents: number, accounts: Array<{ account: string, amountCents: number }> }> | null, balanceSheet: { totalAssetsCents: number, totalLiabilitiesCents: number, assets: Array<{ key: string, label: string, totalCents: number, figures: Array<{ key: string, label: string, amountCents: number, accounts: Array<{ account: string, amountCents: number }> }> }>, liabilities: Array<{ key: string, label: string, totalCents: number, figures: Array<{ key: string, label: string, amountCents: number, accounts: Array<{ account: string, amountCents: number }> }> }> } | null, incomeStatement: { totalProductsCents: number, totalChargesCents: number, resultCents: number, sections: Array<{ key: string, label: string, totalCents: number, figures: Array<{ key: string, label: string, amountCents: number, accounts: Array<{ account: string, amountCents: number }> }> }> } | null }, previous: { fiscalStart: string | null, fiscalEnd: string | null, taxForm: string | null, keyFigures: { chiffreAffairesCents: number | null, resultatNetCents: number | null, totalBilanCents: number | null, ebeCents: number | null }, ratios: { margeRate: number | null, delaiClients: number | null, delaiFournisseurs: number | null, bfrCents: number | null, endettement: number | null, liquidite: number | null } | null, notes: Array<{ code: string, message: string }>, sig: Array<{ key: string, label: string, amountCents: number }> | null, balanceSheet: { totalAssetsCents: number, totalLiabilitiesCents: number, assets: Array<{ key: string, label: string, totalCents: number, figures: Array<{ key: string, label: string, amountCents: number }> }>, liabilities: Array<{ key: string, label: string, totalCents: number, figures: Array<{ key: string, label: string, amountCents: number }> }> } | null, incomeStatement: { totalProductsCents: number, totalChargesCents: number, resultCents: number, sections: Array<{ key: string, label: string, totalCents: number, figures: Array<{ key: string, label: string, amountCents: number }> }> } | null } | null, continuity: Array<{ account: string, label: string, previousClosingCents: number, openingCents: number, differenceCents: number }> | null } | null } | null };

export type StatementsTaxReturnQueryVariables = Exact<{
  uuid: string | number;
}>;


export type StatementsTaxReturnQuery = { analysis: { uuid: string, taxReturn: { form: string, formReason: string } | null, taxReturnReconciliation: { form: string, differences: number, lines: Array<{ code: string, label: string, computed: number, declared: number | null, difference: number | null, explanation: string | null, accounts: Array<{ account: string, amountCents: number }> }>, notes: Array<{ code: string, message: string }>, declared: { fecUuid: string, resultCents: number | null, source: DeclaredTaxReturnSource | null, updatedAt: string | null } } | null } | null };

export type StatementsSetDeclaredTaxReturnMutationVariables = Exact<{
  fecUuid: string | number;
  input: DeclaredTaxReturnInput;
}>;


export type StatementsSetDeclaredTaxReturnMutation = { setDeclaredTaxReturn: { fecUuid: string, resultCents: number | null, source: DeclaredTaxReturnSource | null, updatedAt: string | null, boxes: Array<{ code: string, euros: number }> } };

export type WebhooksRowFragment = { uuid: string, url: string, events: Array<WebhookEvent>, enabled: boolean, createdAt: string };

export type WebhookDeliveriesRowFragment = { uuid: string, event: WebhookEvent, status: WebhookDeliveryStatus, attempts: number, lastStatusCode: number | null, lastError: string | null, nextAttemptAt: string | null, createdAt: string, deliveredAt: string | null };

export type WebhooksListQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type WebhooksListQuery = { webhooks: { items: Array<{ uuid: string, url: string, events: Array<WebhookEvent>, enabled: boolean, createdAt: string }>, pageInfo: { total: number, limit: number, offset: number, hasNextPage: boolean } } };

export type WebhookDeliveriesQueryVariables = Exact<{
  uuid: string | number;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type WebhookDeliveriesQuery = { webhook: { uuid: string, deliveries: { items: Array<{ uuid: string, event: WebhookEvent, status: WebhookDeliveryStatus, attempts: number, lastStatusCode: number | null, lastError: string | null, nextAttemptAt: string | null, createdAt: string, deliveredAt: string | null }>, pageInfo: { total: number, limit: number, offset: number, hasNextPage: boolean } } } | null };

export type WebhookCreateMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type WebhookCreateMutation = { createWebhook: { secret: string, webhook: { uuid: string, url: string, events: Array<WebhookEvent>, enabled: boolean, createdAt: string } } };

export type WebhookSetEnabledMutationVariables = Exact<{
  uuid: string | number;
  enabled: boolean;
}>;


export type WebhookSetEnabledMutation = { setWebhookEnabled: { uuid: string, url: string, events: Array<WebhookEvent>, enabled: boolean, createdAt: string } };

export type WebhookDeleteMutationVariables = Exact<{
  uuid: string | number;
}>;


export type WebhookDeleteMutation = { deleteWebhook: string };

export type WebhookDeliveryReplayMutationVariables = Exact<{
  uuid: string | number;
}>;


export type WebhookDeliveryReplayMutation = { replayWebhookDelivery: { uuid: string, event: WebhookEvent, status: WebhookDeliveryStatus, attempts: number, lastStatusCode: number | null, lastError: string | null, nextAttemptAt: string | null, createdAt: string, deliveredAt: string | null } };

export const AccessUserRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<AccessUserRowFragment, unknown>;
export const AccessGroupRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessGroupRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"memberUuids"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<AccessGroupRowFragment, unknown>;
export const ProfileUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"organizationType"}},{"kind":"Field","name":{"kind":"Name","value":"organizationTypeOther"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"turnover"}},{"kind":"Field","name":{"kind":"Name","value":"companySize"}},{"kind":"Field","name":{"kind":"Name","value":"officePhone"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"positionOther"}}]}}]} as unknown as DocumentNode<ProfileUserFieldsFragment, unknown>;
export const NetworkAffiliationRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetworkAffiliationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetworkAffiliation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}}]}}]} as unknown as DocumentNode<NetworkAffiliationRowFragment, unknown>;
export const NetworkViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetworkView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Network"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"withoutImportCredits"}},{"kind":"Field","name":{"kind":"Name","value":"head"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkAffiliationRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkAffiliationRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkAffiliationRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetworkAffiliationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetworkAffiliation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}}]}}]} as unknown as DocumentNode<NetworkViewFragment, unknown>;
export const ConformityPanel_TesterFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConformityPanel_tester"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TesterVerdict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verdict"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"modeReason"}},{"kind":"Field","name":{"kind":"Name","value":"fixable"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"fixable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byMode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"verdict"}}]}}]}}]} as unknown as DocumentNode<ConformityPanel_TesterFragment, unknown>;
export const ConformityPanel_ReportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConformityPanel_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnalysisReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conformity"}},{"kind":"Field","name":{"kind":"Name","value":"tester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConformityPanel_tester"}}]}},{"kind":"Field","name":{"kind":"Name","value":"diagnosticCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConformityPanel_tester"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TesterVerdict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verdict"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"modeReason"}},{"kind":"Field","name":{"kind":"Name","value":"fixable"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"fixable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byMode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"verdict"}}]}}]}}]} as unknown as DocumentNode<ConformityPanel_ReportFragment, unknown>;
export const ConformityPanel_AnalysisFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConformityPanel_analysis"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Analysis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correctedStatus"}},{"kind":"Field","name":{"kind":"Name","value":"correctedTester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConformityPanel_tester"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certificateUrl"}},{"kind":"Field","name":{"kind":"Name","value":"diagnosticsCsvUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConformityPanel_tester"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TesterVerdict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verdict"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"modeReason"}},{"kind":"Field","name":{"kind":"Name","value":"fixable"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"fixable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byMode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"verdict"}}]}}]}}]} as unknown as DocumentNode<ConformityPanel_AnalysisFragment, unknown>;
export const ReviewPersonFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]} as unknown as DocumentNode<ReviewPersonFieldsFragment, unknown>;
export const ReviewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}},{"kind":"Field","name":{"kind":"Name","value":"setBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"setAt"}},{"kind":"Field","name":{"kind":"Name","value":"setInAnalysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"carriedOver"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]} as unknown as DocumentNode<ReviewFieldsFragment, unknown>;
export const ReviewAttachmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewAttachmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewAttachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]} as unknown as DocumentNode<ReviewAttachmentFieldsFragment, unknown>;
export const ReviewSignOffFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewSignOffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSignOff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"analysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"signedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reopenedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reopenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reopenReason"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]} as unknown as DocumentNode<ReviewSignOffFieldsFragment, unknown>;
export const RiskCard_ReportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RiskCard_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnalysisReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"risk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"journalCode"}},{"kind":"Field","name":{"kind":"Name","value":"ecritureNum"}},{"kind":"Field","name":{"kind":"Name","value":"ecritureDate"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"controlIds"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unsupportedTests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"test"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<RiskCard_ReportFragment, unknown>;
export const BackOfficeAccountUserRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackOfficeAccountUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BackOfficeAccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"internalRoles"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitationPending"}},{"kind":"Field","name":{"kind":"Name","value":"blockedInAccount"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}}]} as unknown as DocumentNode<BackOfficeAccountUserRowFragment, unknown>;
export const BackOfficeAuditRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackOfficeAuditRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BackOfficeAuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"actingAsEmail"}}]}}]} as unknown as DocumentNode<BackOfficeAuditRowFragment, unknown>;
export const PlatformSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlatformSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlatformSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maintenance"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceMessage"}},{"kind":"Field","name":{"kind":"Name","value":"logLevel"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByEmail"}}]}}]} as unknown as DocumentNode<PlatformSettingsFieldsFragment, unknown>;
export const StaffMemberFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"internalRoles"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StaffMemberFieldsFragment, unknown>;
export const BillingAddressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"addressComplement"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"vatNumber"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}}]}}]} as unknown as DocumentNode<BillingAddressFieldsFragment, unknown>;
export const BillingPaymentMethodFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingPaymentMethod"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"expiration"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BillingPaymentMethodFragment, unknown>;
export const BillingCreditTotalsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingCreditTotals"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"dossier"}},{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"ecf"}}]}}]} as unknown as DocumentNode<BillingCreditTotalsFragment, unknown>;
export const BillingOfferFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingOffer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"priceHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"priceTiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxLines"}},{"kind":"Field","name":{"kind":"Name","value":"priceHtCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"credits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"validityDays"}}]}}]}}]} as unknown as DocumentNode<BillingOfferFragment, unknown>;
export const BillingCartFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingCart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"fecName"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"priceHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"vatRateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"vatCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalTtcCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentInProgress"}},{"kind":"Field","name":{"kind":"Name","value":"pendingOrderUuid"}}]}}]} as unknown as DocumentNode<BillingCartFragment, unknown>;
export const BillingInvoiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"totalHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"vatCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalTtcCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"orderUuid"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}}]}}]} as unknown as DocumentNode<BillingInvoiceFragment, unknown>;
export const BillingOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"vatCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalTtcCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodType"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingInvoice"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"totalHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"vatCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalTtcCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"orderUuid"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}}]}}]} as unknown as DocumentNode<BillingOrderFragment, unknown>;
export const ConnectorCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConnectorCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connector"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"tokenHint"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"activity"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"autoRefresh"}},{"kind":"Field","name":{"kind":"Name","value":"lastSyncedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalYears"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"lastImport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}}]}}]}}]}}]} as unknown as DocumentNode<ConnectorCardFragment, unknown>;
export const EcfMissionRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfMissionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EcfMission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"fecName"}},{"kind":"Field","name":{"kind":"Name","value":"analysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalStart"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}},{"kind":"Field","name":{"kind":"Name","value":"providerFirmName"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"concluded"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<EcfMissionRowFragment, unknown>;
export const EcfPersonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]} as unknown as DocumentNode<EcfPersonFragment, unknown>;
export const EcfPointDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfPointDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EcfPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"shortTitle"}},{"kind":"Field","name":{"kind":"Name","value":"expectation"}},{"kind":"Field","name":{"kind":"Name","value":"checks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"controls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controlId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"findingsCount"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conclusion"}},{"kind":"Field","name":{"kind":"Name","value":"conclusionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"concludedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"concludedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canConclude"}},{"kind":"Field","name":{"kind":"Name","value":"blockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"conclusion"}},{"kind":"Field","name":{"kind":"Name","value":"conclusionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onBehalf"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]} as unknown as DocumentNode<EcfPointDetailFragment, unknown>;
export const EcfMissionDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfMissionDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EcfMission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfMissionRow"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"providerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryQuality"}},{"kind":"Field","name":{"kind":"Name","value":"engagementLetterDate"}},{"kind":"Field","name":{"kind":"Name","value":"declaredIncomeRegime"}},{"kind":"Field","name":{"kind":"Name","value":"declaredVatRegime"}},{"kind":"Field","name":{"kind":"Name","value":"vatOnDebits"}},{"kind":"Field","name":{"kind":"Name","value":"canSign"}},{"kind":"Field","name":{"kind":"Name","value":"previousFecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"nextFecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"reportUrls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"docx"}},{"kind":"Field","name":{"kind":"Name","value":"pdf"}}]}},{"kind":"Field","name":{"kind":"Name","value":"analysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"fecs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"folderUuid"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPointDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfMissionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EcfMission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"fecName"}},{"kind":"Field","name":{"kind":"Name","value":"analysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalStart"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}},{"kind":"Field","name":{"kind":"Name","value":"providerFirmName"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"concluded"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfPointDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EcfPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"shortTitle"}},{"kind":"Field","name":{"kind":"Name","value":"expectation"}},{"kind":"Field","name":{"kind":"Name","value":"checks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"controls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controlId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"findingsCount"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conclusion"}},{"kind":"Field","name":{"kind":"Name","value":"conclusionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"concludedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"concludedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canConclude"}},{"kind":"Field","name":{"kind":"Name","value":"blockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"conclusion"}},{"kind":"Field","name":{"kind":"Name","value":"conclusionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onBehalf"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<EcfMissionDetailFragment, unknown>;
export const FilesFecRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FilesFecRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Fec"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"revenueType"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalStart"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"canWrite"}},{"kind":"Field","name":{"kind":"Name","value":"folderUuid"}},{"kind":"Field","name":{"kind":"Name","value":"latestAnalysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"latestAnalysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"correctedStatus"}}]}}]}}]} as unknown as DocumentNode<FilesFecRowFragment, unknown>;
export const FilesFecExtraFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FilesFecExtra"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Fec"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalStart"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}},{"kind":"Field","name":{"kind":"Name","value":"extra"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"erp"}},{"kind":"Field","name":{"kind":"Name","value":"erpOther"}},{"kind":"Field","name":{"kind":"Name","value":"accountingResult"}},{"kind":"Field","name":{"kind":"Name","value":"headcount"}},{"kind":"Field","name":{"kind":"Name","value":"taxReturn"}},{"kind":"Field","name":{"kind":"Name","value":"taxReturnFilingDate"}},{"kind":"Field","name":{"kind":"Name","value":"vatOnDebits"}},{"kind":"Field","name":{"kind":"Name","value":"lettering"}}]}}]}}]} as unknown as DocumentNode<FilesFecExtraFragment, unknown>;
export const ApiKeysRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeysRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"via"}},{"kind":"Field","name":{"kind":"Name","value":"session"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}}]}}]}}]} as unknown as DocumentNode<ApiKeysRowFragment, unknown>;
export const ReportsRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportsRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"merged"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creatorName"}},{"kind":"Field","name":{"kind":"Name","value":"creatorUuid"}},{"kind":"Field","name":{"kind":"Name","value":"fecUuids"}},{"kind":"Field","name":{"kind":"Name","value":"fecs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ReportsRowFragment, unknown>;
export const WebhooksRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhooksRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhooksRowFragment, unknown>;
export const WebhookDeliveriesRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveriesRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}}]} as unknown as DocumentNode<WebhookDeliveriesRowFragment, unknown>;
export const PublisherContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublisherContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publisher"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]}}]} as unknown as DocumentNode<PublisherContactQuery, PublisherContactQueryVariables>;
export const AccessPageUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessPageUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessUserRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<AccessPageUsersQuery, AccessPageUsersQueryVariables>;
export const AccessPageRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessPageRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"availableRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<AccessPageRolesQuery, AccessPageRolesQueryVariables>;
export const AccessPageInviteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessPageInviteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailSent"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessUserRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<AccessPageInviteUserMutation, AccessPageInviteUserMutationVariables>;
export const AccessPageChangeRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessPageChangeRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserRole"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeUserRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessUserRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<AccessPageChangeRoleMutation, AccessPageChangeRoleMutationVariables>;
export const AccessPageBlockUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessPageBlockUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessUserRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<AccessPageBlockUserMutation, AccessPageBlockUserMutationVariables>;
export const AccessPageUnblockUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessPageUnblockUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unblockUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessUserRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<AccessPageUnblockUserMutation, AccessPageUnblockUserMutationVariables>;
export const AccessPageRemoveUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessPageRemoveUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"fecsTransferred"}}]}}]}}]} as unknown as DocumentNode<AccessPageRemoveUserMutation, AccessPageRemoveUserMutationVariables>;
export const AccessPageGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessPageGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessGroupRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessGroupRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"memberUuids"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<AccessPageGroupsQuery, AccessPageGroupsQueryVariables>;
export const AccessPageGroupCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessPageGroupCandidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]} as unknown as DocumentNode<AccessPageGroupCandidatesQuery, AccessPageGroupCandidatesQueryVariables>;
export const AccessPageCreateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessPageCreateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberUuids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"memberUuids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberUuids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessGroupRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessGroupRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"memberUuids"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<AccessPageCreateGroupMutation, AccessPageCreateGroupMutationVariables>;
export const AccessPageRenameGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessPageRenameGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessGroupRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessGroupRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"memberUuids"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<AccessPageRenameGroupMutation, AccessPageRenameGroupMutationVariables>;
export const AccessPageSetGroupMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessPageSetGroupMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberUuids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setGroupMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"memberUuids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberUuids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessGroupRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessGroupRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"memberUuids"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<AccessPageSetGroupMembersMutation, AccessPageSetGroupMembersMutationVariables>;
export const AccessPageDeleteGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessPageDeleteGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}]}]}}]} as unknown as DocumentNode<AccessPageDeleteGroupMutation, AccessPageDeleteGroupMutationVariables>;
export const ProfilePageAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilePageAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"featuresInAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"principalColor"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"primaryBisColor"}},{"kind":"Field","name":{"kind":"Name","value":"indigoColor"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProfilePageAccountQuery, ProfilePageAccountQueryVariables>;
export const ProfilePageUpdateAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfilePageUpdateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"featuresInAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"principalColor"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"primaryBisColor"}},{"kind":"Field","name":{"kind":"Name","value":"indigoColor"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProfilePageUpdateAccountMutation, ProfilePageUpdateAccountMutationVariables>;
export const ProfilePageUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilePageUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"organizationType"}},{"kind":"Field","name":{"kind":"Name","value":"organizationTypeOther"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"turnover"}},{"kind":"Field","name":{"kind":"Name","value":"companySize"}},{"kind":"Field","name":{"kind":"Name","value":"officePhone"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"positionOther"}}]}}]} as unknown as DocumentNode<ProfilePageUserQuery, ProfilePageUserQueryVariables>;
export const ProfilePageUpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfilePageUpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"organizationType"}},{"kind":"Field","name":{"kind":"Name","value":"organizationTypeOther"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"turnover"}},{"kind":"Field","name":{"kind":"Name","value":"companySize"}},{"kind":"Field","name":{"kind":"Name","value":"officePhone"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePhone"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"positionOther"}}]}}]} as unknown as DocumentNode<ProfilePageUpdateUserMutation, ProfilePageUpdateUserMutationVariables>;
export const ProfilePageChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfilePageChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"previousPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"proposedPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"proposedPasswordConfirmation"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"previousPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"previousPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"proposedPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"proposedPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"proposedPasswordConfirmation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"proposedPasswordConfirmation"}}}]}]}}]} as unknown as DocumentNode<ProfilePageChangePasswordMutation, ProfilePageChangePasswordMutationVariables>;
export const ProfilePageUpdateEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfilePageUpdateEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"codeSent"}}]}}]}}]} as unknown as DocumentNode<ProfilePageUpdateEmailMutation, ProfilePageUpdateEmailMutationVariables>;
export const ProfilePageConfirmEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfilePageConfirmEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ProfilePageConfirmEmailChangeMutation, ProfilePageConfirmEmailChangeMutationVariables>;
export const ConfigurationPageDeleteMyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfigurationPageDeleteMyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<ConfigurationPageDeleteMyProfileMutation, ConfigurationPageDeleteMyProfileMutationVariables>;
export const ConfigurationPageDeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfigurationPageDeleteAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"deletedUsers"}}]}}]}}]} as unknown as DocumentNode<ConfigurationPageDeleteAccountMutation, ConfigurationPageDeleteAccountMutationVariables>;
export const DocumentationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Documentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<DocumentationQuery, DocumentationQueryVariables>;
export const MyCrmCommonInfosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCrmCommonInfos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"crmCommonInfos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<MyCrmCommonInfosQuery, MyCrmCommonInfosQueryVariables>;
export const SetMyCrmCommonInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMyCrmCommonInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entry"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CrmCommonInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCrmCommonInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"entry"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entry"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SetMyCrmCommonInfoMutation, SetMyCrmCommonInfoMutationVariables>;
export const ProfileOptionsListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileOptionsLists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companySizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"turnovers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positionsCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"positionsAccountingFirm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<ProfileOptionsListsQuery, ProfileOptionsListsQueryVariables>;
export const NetworkPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NetworkPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetworkAffiliationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetworkAffiliation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetworkView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Network"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"withoutImportCredits"}},{"kind":"Field","name":{"kind":"Name","value":"head"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkAffiliationRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkAffiliationRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkAffiliationRow"}}]}}]}}]} as unknown as DocumentNode<NetworkPageQuery, NetworkPageQueryVariables>;
export const NetworkPageInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NetworkPageInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteNetworkMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetworkAffiliationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetworkAffiliation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetworkView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Network"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"withoutImportCredits"}},{"kind":"Field","name":{"kind":"Name","value":"head"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkAffiliationRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkAffiliationRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkAffiliationRow"}}]}}]}}]} as unknown as DocumentNode<NetworkPageInviteMutation, NetworkPageInviteMutationVariables>;
export const NetworkPageAcceptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NetworkPageAccept"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptNetworkAffiliation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetworkAffiliationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetworkAffiliation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetworkView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Network"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"withoutImportCredits"}},{"kind":"Field","name":{"kind":"Name","value":"head"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkAffiliationRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkAffiliationRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkAffiliationRow"}}]}}]}}]} as unknown as DocumentNode<NetworkPageAcceptMutation, NetworkPageAcceptMutationVariables>;
export const NetworkPageDeclineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NetworkPageDecline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineNetworkAffiliation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetworkAffiliationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetworkAffiliation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetworkView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Network"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"withoutImportCredits"}},{"kind":"Field","name":{"kind":"Name","value":"head"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkAffiliationRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkAffiliationRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkAffiliationRow"}}]}}]}}]} as unknown as DocumentNode<NetworkPageDeclineMutation, NetworkPageDeclineMutationVariables>;
export const NetworkPageEndDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NetworkPageEnd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endNetworkAffiliation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetworkAffiliationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NetworkAffiliation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NetworkView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Network"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"withoutImportCredits"}},{"kind":"Field","name":{"kind":"Name","value":"head"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkAffiliationRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkAffiliationRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NetworkAffiliationRow"}}]}}]}}]} as unknown as DocumentNode<NetworkPageEndMutation, NetworkPageEndMutationVariables>;
export const AnalysisPageAnalysesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalysisPageAnalyses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"correctedStatus"}},{"kind":"Field","name":{"kind":"Name","value":"correctedError"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConformityPanel_analysis"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RiskCard_report"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConformityPanel_report"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"conformity"}},{"kind":"Field","name":{"kind":"Name","value":"diagnosticCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"debitEuros"}},{"kind":"Field","name":{"kind":"Name","value":"creditEuros"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fiscalStart"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fecs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalStart"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"folderUuid"}},{"kind":"Field","name":{"kind":"Name","value":"canWrite"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConformityPanel_tester"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TesterVerdict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verdict"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"modeReason"}},{"kind":"Field","name":{"kind":"Name","value":"fixable"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"fixable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byMode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"verdict"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConformityPanel_analysis"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Analysis"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correctedStatus"}},{"kind":"Field","name":{"kind":"Name","value":"correctedTester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConformityPanel_tester"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certificateUrl"}},{"kind":"Field","name":{"kind":"Name","value":"diagnosticsCsvUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RiskCard_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnalysisReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"risk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"journalCode"}},{"kind":"Field","name":{"kind":"Name","value":"ecritureNum"}},{"kind":"Field","name":{"kind":"Name","value":"ecritureDate"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"controlIds"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unsupportedTests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"test"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConformityPanel_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnalysisReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conformity"}},{"kind":"Field","name":{"kind":"Name","value":"tester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConformityPanel_tester"}}]}},{"kind":"Field","name":{"kind":"Name","value":"diagnosticCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<AnalysisPageAnalysesQuery, AnalysisPageAnalysesQueryVariables>;
export const AnalysisPageControlsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalysisPageControls"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"controls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controlId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"affected"}},{"kind":"Field","name":{"kind":"Name","value":"population"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locked"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AnalysisPageControlsQuery, AnalysisPageControlsQueryVariables>;
export const AnalysisPageControlDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalysisPageControlDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"controls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controlId"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1000"}}]},{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"truncatedMessage"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"analysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"carriedOver"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AnalysisPageControlDetailQuery, AnalysisPageControlDetailQueryVariables>;
export const AnalysisPageFolderFecsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalysisPageFolderFecs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fecs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"folderUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalStart"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"latestAnalysisUuid"}}]}}]}}]}}]} as unknown as DocumentNode<AnalysisPageFolderFecsQuery, AnalysisPageFolderFecsQueryVariables>;
export const AnalysisPageRerunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnalysisPageRerun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rerunAnalysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fecUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AnalysisPageRerunMutation, AnalysisPageRerunMutationVariables>;
export const AnalysisPageGenerateCorrectedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnalysisPageGenerateCorrected"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateCorrectedFec"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fecUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"correctedStatus"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<AnalysisPageGenerateCorrectedMutation, AnalysisPageGenerateCorrectedMutationVariables>;
export const AnalysisPageAddCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnalysisPageAddComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"analysisUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"controlId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addControlComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"analysisUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"analysisUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"controlId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"controlId"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AnalysisPageAddCommentMutation, AnalysisPageAddCommentMutationVariables>;
export const AnalysisPageDeleteCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnalysisPageDeleteComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteControlComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}]}]}}]} as unknown as DocumentNode<AnalysisPageDeleteCommentMutation, AnalysisPageDeleteCommentMutationVariables>;
export const AnalysisFiscalYearDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalysisFiscalYear"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fiscalYear"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedStart"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedEnd"}},{"kind":"Field","name":{"kind":"Name","value":"outliers"}},{"kind":"Field","name":{"kind":"Name","value":"outliersUnit"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AnalysisFiscalYearQuery, AnalysisFiscalYearQueryVariables>;
export const AnalysisCorrectFiscalYearDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnalysisCorrectFiscalYear"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fiscalStart"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fiscalEnd"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFec"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"fiscalStart"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fiscalStart"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"fiscalEnd"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fiscalEnd"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalStart"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}}]}}]}}]} as unknown as DocumentNode<AnalysisCorrectFiscalYearMutation, AnalysisCorrectFiscalYearMutationVariables>;
export const ControlReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ControlReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"reviewSignOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewSignOffFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changesSincePrevious"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousAnalysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"previousAnalysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"controls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"NullValue"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controlId"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewFields"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewAttachmentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onBehalf"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewSignOffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSignOff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"analysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"signedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reopenedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reopenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reopenReason"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}},{"kind":"Field","name":{"kind":"Name","value":"setBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"setAt"}},{"kind":"Field","name":{"kind":"Name","value":"setInAnalysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"carriedOver"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewAttachmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewAttachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]} as unknown as DocumentNode<ControlReviewQuery, ControlReviewQueryVariables>;
export const ControlFindingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ControlFindings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"controls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"theme"},"value":{"kind":"NullValue"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controlId"}},{"kind":"Field","name":{"kind":"Name","value":"findings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}},{"kind":"Field","name":{"kind":"Name","value":"setBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"setAt"}},{"kind":"Field","name":{"kind":"Name","value":"setInAnalysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"carriedOver"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousAnalysisUuid"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]} as unknown as DocumentNode<ControlFindingsQuery, ControlFindingsQueryVariables>;
export const AnalysisReviewSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalysisReviewSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"reviewProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewed"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewSignOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewSignOffFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changesSincePrevious"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousAnalysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"previousAnalysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sameFec"}},{"kind":"Field","name":{"kind":"Name","value":"newCount"}},{"kind":"Field","name":{"kind":"Name","value":"unchangedCount"}},{"kind":"Field","name":{"kind":"Name","value":"goneCount"}},{"kind":"Field","name":{"kind":"Name","value":"carriedCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewSignOffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSignOff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"analysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"signedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reopenedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reopenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reopenReason"}}]}}]} as unknown as DocumentNode<AnalysisReviewSummaryQuery, AnalysisReviewSummaryQueryVariables>;
export const ReviewColleaguesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewColleagues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<ReviewColleaguesQuery, ReviewColleaguesQueryVariables>;
export const SetReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"analysisUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"controlId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"findingKeys"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"justification"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"analysisUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"analysisUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"controlId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"controlId"}}},{"kind":"Argument","name":{"kind":"Name","value":"findingKeys"},"value":{"kind":"Variable","name":{"kind":"Name","value":"findingKeys"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"justification"},"value":{"kind":"Variable","name":{"kind":"Name","value":"justification"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}},{"kind":"Field","name":{"kind":"Name","value":"setBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"setAt"}},{"kind":"Field","name":{"kind":"Name","value":"setInAnalysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"carriedOver"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedAt"}}]}}]} as unknown as DocumentNode<SetReviewMutation, SetReviewMutationVariables>;
export const AssignControlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignControl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"analysisUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"controlId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assigneeUuid"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignControl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"analysisUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"analysisUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"controlId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"controlId"}}},{"kind":"Argument","name":{"kind":"Name","value":"assigneeUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assigneeUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}},{"kind":"Field","name":{"kind":"Name","value":"setBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"setAt"}},{"kind":"Field","name":{"kind":"Name","value":"setInAnalysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"carriedOver"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedAt"}}]}}]} as unknown as DocumentNode<AssignControlMutation, AssignControlMutationVariables>;
export const DeleteReviewAttachmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteReviewAttachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReviewAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}]}]}}]} as unknown as DocumentNode<DeleteReviewAttachmentMutation, DeleteReviewAttachmentMutationVariables>;
export const SignOffAnalysisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOffAnalysis"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"analysisUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOffAnalysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"analysisUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"analysisUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewSignOffFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewSignOffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSignOff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"analysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"signedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reopenedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reopenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reopenReason"}}]}}]} as unknown as DocumentNode<SignOffAnalysisMutation, SignOffAnalysisMutationVariables>;
export const ReopenAnalysisReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReopenAnalysisReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"analysisUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reopenAnalysisReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"analysisUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"analysisUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewSignOffFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewSignOffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSignOff"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"analysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"signedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reopenedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reopenedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reopenReason"}}]}}]} as unknown as DocumentNode<ReopenAnalysisReviewMutation, ReopenAnalysisReviewMutationVariables>;
export const MyAssignmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAssignments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAssignments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controlId"}},{"kind":"Field","name":{"kind":"Name","value":"controlLabel"}},{"kind":"Field","name":{"kind":"Name","value":"analysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"fecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dossier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"analysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fecs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"folderUuid"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"justification"}},{"kind":"Field","name":{"kind":"Name","value":"setBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"setAt"}},{"kind":"Field","name":{"kind":"Name","value":"setInAnalysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"carriedOver"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedAt"}}]}}]} as unknown as DocumentNode<MyAssignmentsQuery, MyAssignmentsQueryVariables>;
export const ReviewAnalysisDatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewAnalysisDates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<ReviewAnalysisDatesQuery, ReviewAnalysisDatesQueryVariables>;
export const RerunReviewWorkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RerunReviewWork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"reviewSignOff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"findingsReviewed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changesSincePrevious"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousAnalysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"carriedCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"controls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"theme"},"value":{"kind":"NullValue"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controlId"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RerunReviewWorkQuery, RerunReviewWorkQueryVariables>;
export const LoginPageSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginPageSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"challenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"session"}}]}}]}}]}}]} as unknown as DocumentNode<LoginPageSignInMutation, LoginPageSignInMutationVariables>;
export const LoginPageCompleteNewPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginPageCompleteNewPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"session"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPasswordConfirmation"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeNewPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"session"},"value":{"kind":"Variable","name":{"kind":"Name","value":"session"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPasswordConfirmation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPasswordConfirmation"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"challenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"session"}}]}}]}}]}}]} as unknown as DocumentNode<LoginPageCompleteNewPasswordMutation, LoginPageCompleteNewPasswordMutationVariables>;
export const RegisterPageRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterPageRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"userConfirmed"}}]}}]}}]} as unknown as DocumentNode<RegisterPageRegisterMutation, RegisterPageRegisterMutationVariables>;
export const ValidatePageConfirmCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ValidatePageConfirmCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"passwordRequired"}}]}}]}}]} as unknown as DocumentNode<ValidatePageConfirmCodeMutation, ValidatePageConfirmCodeMutationVariables>;
export const ValidatePageResendCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ValidatePageResendCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}}]}}]}}]} as unknown as DocumentNode<ValidatePageResendCodeMutation, ValidatePageResendCodeMutationVariables>;
export const ResetRequestPageForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetRequestPageForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"medium"}}]}}]}}]} as unknown as DocumentNode<ResetRequestPageForgotPasswordMutation, ResetRequestPageForgotPasswordMutationVariables>;
export const ResetPageResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPageResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPasswordConfirmation"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPasswordConfirmation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPasswordConfirmation"}}}]}]}}]} as unknown as DocumentNode<ResetPageResetPasswordMutation, ResetPageResetPasswordMutationVariables>;
export const SsoLoginPageSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SsoLoginPageSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ssoSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accessToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"refreshToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SsoLoginPageSignInMutation, SsoLoginPageSignInMutationVariables>;
export const SsoSeeAnalysisPageSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SsoSeeAnalysisPageSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"target"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImpersonationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ssoLoginSeeAnalysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accessToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"refreshToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"target"},"value":{"kind":"Variable","name":{"kind":"Name","value":"target"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forceSeeAnalysisUuid"}}]}}]}}]}}]} as unknown as DocumentNode<SsoSeeAnalysisPageSignInMutation, SsoSeeAnalysisPageSignInMutationVariables>;
export const InvitationPasswordPageSetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitationPasswordPageSetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"passwordConfirmation"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPasswordWithToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"passwordConfirmation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passwordConfirmation"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<InvitationPasswordPageSetPasswordMutation, InvitationPasswordPageSetPasswordMutationVariables>;
export const BackOfficeAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackOfficeAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backOfficeAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"networkParentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"usersCount"}},{"kind":"Field","name":{"kind":"Name","value":"fecsCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<BackOfficeAccountsQuery, BackOfficeAccountsQueryVariables>;
export const BackOfficeUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackOfficeUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backOfficeUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"internalRoles"}},{"kind":"Field","name":{"kind":"Name","value":"accountsCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<BackOfficeUsersQuery, BackOfficeUsersQueryVariables>;
export const BackOfficeAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackOfficeAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backOfficeAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"networkParentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BackOfficeAccountUserRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fecsCount"}},{"kind":"Field","name":{"kind":"Name","value":"fecs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalStart"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"analyses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"heartbeatAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"correctedStatus"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"credits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"totalTtcCents"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BackOfficeAuditRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackOfficeAccountUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BackOfficeAccountUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"internalRoles"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitationPending"}},{"kind":"Field","name":{"kind":"Name","value":"blockedInAccount"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BackOfficeAuditRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BackOfficeAuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"actingAsEmail"}}]}}]} as unknown as DocumentNode<BackOfficeAccountQuery, BackOfficeAccountQueryVariables>;
export const BackOfficeBlockUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BackOfficeBlockUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backOfficeBlockUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode<BackOfficeBlockUserMutation, BackOfficeBlockUserMutationVariables>;
export const BackOfficeUnblockUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BackOfficeUnblockUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backOfficeUnblockUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode<BackOfficeUnblockUserMutation, BackOfficeUnblockUserMutationVariables>;
export const BackOfficeResendInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BackOfficeResendInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backOfficeResendInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"userUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userUuid"}}}]}]}}]} as unknown as DocumentNode<BackOfficeResendInvitationMutation, BackOfficeResendInvitationMutationVariables>;
export const BackOfficeGrantCreditsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BackOfficeGrantCredits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreditType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"validDays"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backOfficeGrantCredits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"validDays"},"value":{"kind":"Variable","name":{"kind":"Name","value":"validDays"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}]}]}}]} as unknown as DocumentNode<BackOfficeGrantCreditsMutation, BackOfficeGrantCreditsMutationVariables>;
export const BackOfficeImpersonationNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackOfficeImpersonationNames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backOfficeAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<BackOfficeImpersonationNamesQuery, BackOfficeImpersonationNamesQueryVariables>;
export const BackOfficePlatformDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackOfficePlatform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backOfficePlatform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlatformSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlatformSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlatformSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maintenance"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceMessage"}},{"kind":"Field","name":{"kind":"Name","value":"logLevel"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByEmail"}}]}}]} as unknown as DocumentNode<BackOfficePlatformQuery, BackOfficePlatformQueryVariables>;
export const BackOfficeSetMaintenanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BackOfficeSetMaintenance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"on"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backOfficeSetMaintenance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"on"},"value":{"kind":"Variable","name":{"kind":"Name","value":"on"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlatformSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlatformSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlatformSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maintenance"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceMessage"}},{"kind":"Field","name":{"kind":"Name","value":"logLevel"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByEmail"}}]}}]} as unknown as DocumentNode<BackOfficeSetMaintenanceMutation, BackOfficeSetMaintenanceMutationVariables>;
export const BackOfficeSetLogLevelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BackOfficeSetLogLevel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"level"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogLevel"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backOfficeSetLogLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"level"},"value":{"kind":"Variable","name":{"kind":"Name","value":"level"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlatformSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlatformSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlatformSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maintenance"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceMessage"}},{"kind":"Field","name":{"kind":"Name","value":"logLevel"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByEmail"}}]}}]} as unknown as DocumentNode<BackOfficeSetLogLevelMutation, BackOfficeSetLogLevelMutationVariables>;
export const BackOfficeStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackOfficeStaff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backOfficeStaff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"internalRoles"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BackOfficeStaffQuery, BackOfficeStaffQueryVariables>;
export const BackOfficeInviteStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BackOfficeInviteStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roles"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backOfficeInviteStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"roles"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roles"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailSent"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMemberFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"internalRoles"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BackOfficeInviteStaffMutation, BackOfficeInviteStaffMutationVariables>;
export const BackOfficeSetStaffRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BackOfficeSetStaffRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roles"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backOfficeSetStaffRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"roles"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roles"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffMemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"internalRoles"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BackOfficeSetStaffRolesMutation, BackOfficeSetStaffRolesMutationVariables>;
export const BillingInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingInvoice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"totalHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"vatCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalTtcCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"orderUuid"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}}]}}]} as unknown as DocumentNode<BillingInvoicesQuery, BillingInvoicesQueryVariables>;
export const BillingCreditsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingCredits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"offerCode"}},{"kind":"Field","name":{"kind":"Name","value":"granted"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingCreditTotals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inherited"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headAccountName"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingCreditTotals"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingCreditTotals"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreditTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"dossier"}},{"kind":"Field","name":{"kind":"Name","value":"file"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"ecf"}}]}}]} as unknown as DocumentNode<BillingCreditsQuery, BillingCreditsQueryVariables>;
export const BillingCreditMovementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingCreditMovements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditMovements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"lotUuid"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"fecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"fecName"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"forAccountName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<BillingCreditMovementsQuery, BillingCreditMovementsQueryVariables>;
export const BillingPaymentSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingPaymentSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingPaymentMethod"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"addressComplement"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"vatNumber"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingPaymentMethod"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"expiration"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BillingPaymentSetupQuery, BillingPaymentSetupQueryVariables>;
export const BillingUpdateAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingUpdateAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBillingAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingAddressFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"addressComplement"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"vatNumber"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}}]}}]} as unknown as DocumentNode<BillingUpdateAddressMutation, BillingUpdateAddressMutationVariables>;
export const BillingStartPaymentMethodSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingStartPaymentMethodSetup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethodType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPaymentMethodSetup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupUuid"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}}]}}]}}]} as unknown as DocumentNode<BillingStartPaymentMethodSetupMutation, BillingStartPaymentMethodSetupMutationVariables>;
export const BillingCompletePaymentMethodSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingCompletePaymentMethodSetup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"setupUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completePaymentMethodSetup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"setupUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"setupUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingPaymentMethod"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingPaymentMethod"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"expiration"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BillingCompletePaymentMethodSetupMutation, BillingCompletePaymentMethodSetupMutationVariables>;
export const BillingDeletePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingDeletePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}]}]}}]} as unknown as DocumentNode<BillingDeletePaymentMethodMutation, BillingDeletePaymentMethodMutationVariables>;
export const BillingSetDefaultPaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingSetDefaultPaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDefaultPaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingPaymentMethod"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingPaymentMethod"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"expiration"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BillingSetDefaultPaymentMethodMutation, BillingSetDefaultPaymentMethodMutationVariables>;
export const BillingRequestRefundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingRequestRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"totalHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"vatCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalTtcCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"orderUuid"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"vatCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalTtcCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodType"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingInvoice"}}]}}]}}]} as unknown as DocumentNode<BillingRequestRefundMutation, BillingRequestRefundMutationVariables>;
export const BillingOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingOffers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingOffer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingOffer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"priceHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"priceTiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxLines"}},{"kind":"Field","name":{"kind":"Name","value":"priceHtCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"credits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"validityDays"}}]}}]}}]} as unknown as DocumentNode<BillingOffersQuery, BillingOffersQueryVariables>;
export const BillingFecOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingFecOffers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fecOffers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fecUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"currentOffer"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<BillingFecOffersQuery, BillingFecOffersQueryVariables>;
export const BillingCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingCart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingCart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingCart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"fecName"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"priceHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"vatRateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"vatCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalTtcCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentInProgress"}},{"kind":"Field","name":{"kind":"Name","value":"pendingOrderUuid"}}]}}]} as unknown as DocumentNode<BillingCartQuery, BillingCartQueryVariables>;
export const BillingOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"totalHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"vatCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalTtcCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"orderUuid"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"vatCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalTtcCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodType"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingInvoice"}}]}}]}}]} as unknown as DocumentNode<BillingOrderQuery, BillingOrderQueryVariables>;
export const BillingAddToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingAddToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddToCartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingCart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingCart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"fecName"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"priceHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"vatRateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"vatCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalTtcCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentInProgress"}},{"kind":"Field","name":{"kind":"Name","value":"pendingOrderUuid"}}]}}]} as unknown as DocumentNode<BillingAddToCartMutation, BillingAddToCartMutationVariables>;
export const BillingRemoveFromCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingRemoveFromCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFromCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingCart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingCart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"fecName"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"priceHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"vatRateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"vatCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalTtcCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentInProgress"}},{"kind":"Field","name":{"kind":"Name","value":"pendingOrderUuid"}}]}}]} as unknown as DocumentNode<BillingRemoveFromCartMutation, BillingRemoveFromCartMutationVariables>;
export const BillingCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingInvoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"totalHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"vatCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalTtcCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"orderUuid"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalHtCents"}},{"kind":"Field","name":{"kind":"Name","value":"vatCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalTtcCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodType"}},{"kind":"Field","name":{"kind":"Name","value":"refundable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingInvoice"}}]}}]}}]} as unknown as DocumentNode<BillingCheckoutMutation, BillingCheckoutMutationVariables>;
export const BillingUnlockFecDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingUnlockFec"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"creditType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CreditType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlockFec"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fecUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"creditType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"creditType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fec"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"offer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"consumed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fromNetwork"}}]}}]}}]}}]} as unknown as DocumentNode<BillingUnlockFecMutation, BillingUnlockFecMutationVariables>;
export const BillingSandboxStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingSandboxStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSandboxStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodType"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"testInstruments"}}]}}]}}]} as unknown as DocumentNode<BillingSandboxStepQuery, BillingSandboxStepQueryVariables>;
export const BillingSandboxSubmitSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingSandboxSubmitSetup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentSandboxSetupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSandboxSubmitSetup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnUrl"}}]}}]}}]} as unknown as DocumentNode<BillingSandboxSubmitSetupMutation, BillingSandboxSubmitSetupMutationVariables>;
export const BillingSandboxAuthenticateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillingSandboxAuthenticate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approve"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSandboxAuthenticate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}},{"kind":"Argument","name":{"kind":"Name","value":"approve"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approve"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnUrl"}}]}}]}}]} as unknown as DocumentNode<BillingSandboxAuthenticateMutation, BillingSandboxAuthenticateMutationVariables>;
export const ConnectorsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConnectorsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConnectorCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConnectorCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connector"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"tokenHint"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"activity"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"autoRefresh"}},{"kind":"Field","name":{"kind":"Name","value":"lastSyncedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalYears"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"lastImport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}}]}}]}}]}}]} as unknown as DocumentNode<ConnectorsListQuery, ConnectorsListQueryVariables>;
export const ConnectorsProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConnectorsProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectorProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tokenHelp"}}]}}]}}]} as unknown as DocumentNode<ConnectorsProvidersQuery, ConnectorsProvidersQueryVariables>;
export const ConnectorsAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConnectorsAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddConnectorTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addConnectorToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConnectorCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConnectorCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connector"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"tokenHint"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"activity"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"autoRefresh"}},{"kind":"Field","name":{"kind":"Name","value":"lastSyncedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalYears"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"lastImport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}}]}}]}}]}}]} as unknown as DocumentNode<ConnectorsAddMutation, ConnectorsAddMutationVariables>;
export const ConnectorsImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConnectorsImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportFromConnectorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importFromConnector"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fec"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}}]}}]}}]}}]} as unknown as DocumentNode<ConnectorsImportMutation, ConnectorsImportMutationVariables>;
export const ConnectorsRefreshDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConnectorsRefresh"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshConnector"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConnectorCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConnectorCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connector"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"tokenHint"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"activity"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"autoRefresh"}},{"kind":"Field","name":{"kind":"Name","value":"lastSyncedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalYears"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"lastImport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}}]}}]}}]}}]} as unknown as DocumentNode<ConnectorsRefreshMutation, ConnectorsRefreshMutationVariables>;
export const ConnectorsSetAutoRefreshDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConnectorsSetAutoRefresh"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setConnectorAutoRefresh"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"autoRefresh"}}]}}]}}]} as unknown as DocumentNode<ConnectorsSetAutoRefreshMutation, ConnectorsSetAutoRefreshMutationVariables>;
export const ConnectorsDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConnectorsDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteConnector"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}]}]}}]} as unknown as DocumentNode<ConnectorsDeleteMutation, ConnectorsDeleteMutationVariables>;
export const EcfMissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EcfMissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EcfMissionState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ecfMissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfMissionRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfMissionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EcfMission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"fecName"}},{"kind":"Field","name":{"kind":"Name","value":"analysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalStart"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}},{"kind":"Field","name":{"kind":"Name","value":"providerFirmName"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"concluded"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<EcfMissionsQuery, EcfMissionsQueryVariables>;
export const EcfMissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EcfMission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ecfMission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfMissionDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfMissionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EcfMission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"fecName"}},{"kind":"Field","name":{"kind":"Name","value":"analysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalStart"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}},{"kind":"Field","name":{"kind":"Name","value":"providerFirmName"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"concluded"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfPointDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EcfPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"shortTitle"}},{"kind":"Field","name":{"kind":"Name","value":"expectation"}},{"kind":"Field","name":{"kind":"Name","value":"checks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"controls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controlId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"findingsCount"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conclusion"}},{"kind":"Field","name":{"kind":"Name","value":"conclusionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"concludedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"concludedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canConclude"}},{"kind":"Field","name":{"kind":"Name","value":"blockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"conclusion"}},{"kind":"Field","name":{"kind":"Name","value":"conclusionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onBehalf"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfMissionDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EcfMission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfMissionRow"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"providerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryQuality"}},{"kind":"Field","name":{"kind":"Name","value":"engagementLetterDate"}},{"kind":"Field","name":{"kind":"Name","value":"declaredIncomeRegime"}},{"kind":"Field","name":{"kind":"Name","value":"declaredVatRegime"}},{"kind":"Field","name":{"kind":"Name","value":"vatOnDebits"}},{"kind":"Field","name":{"kind":"Name","value":"canSign"}},{"kind":"Field","name":{"kind":"Name","value":"previousFecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"nextFecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"reportUrls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"docx"}},{"kind":"Field","name":{"kind":"Name","value":"pdf"}}]}},{"kind":"Field","name":{"kind":"Name","value":"analysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"fecs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"folderUuid"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPointDetail"}}]}}]}}]} as unknown as DocumentNode<EcfMissionQuery, EcfMissionQueryVariables>;
export const EcfFecChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EcfFecChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fecs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"folderUuid"},"value":{"kind":"NullValue"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}}]}}]}}]}}]} as unknown as DocumentNode<EcfFecChoicesQuery, EcfFecChoicesQueryVariables>;
export const CreateEcfMissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEcfMission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEcfMissionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEcfMission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfMissionRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfMissionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EcfMission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"fecName"}},{"kind":"Field","name":{"kind":"Name","value":"analysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalStart"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}},{"kind":"Field","name":{"kind":"Name","value":"providerFirmName"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"concluded"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<CreateEcfMissionMutation, CreateEcfMissionMutationVariables>;
export const ConcludeEcfPointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConcludeEcfPoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"missionUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conclusion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EcfConclusion"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"concludeEcfPoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"missionUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"missionUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}},{"kind":"Argument","name":{"kind":"Name","value":"conclusion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conclusion"}}},{"kind":"Argument","name":{"kind":"Name","value":"comment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPointDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfPointDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EcfPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"shortTitle"}},{"kind":"Field","name":{"kind":"Name","value":"expectation"}},{"kind":"Field","name":{"kind":"Name","value":"checks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"controls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controlId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"findingsCount"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conclusion"}},{"kind":"Field","name":{"kind":"Name","value":"conclusionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"concludedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"concludedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canConclude"}},{"kind":"Field","name":{"kind":"Name","value":"blockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"conclusion"}},{"kind":"Field","name":{"kind":"Name","value":"conclusionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onBehalf"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<ConcludeEcfPointMutation, ConcludeEcfPointMutationVariables>;
export const SetEcfChecklistItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetEcfChecklistItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"missionUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checked"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setEcfChecklistItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"missionUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"missionUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"checked"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checked"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]} as unknown as DocumentNode<SetEcfChecklistItemMutation, SetEcfChecklistItemMutationVariables>;
export const SignEcfMissionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignEcfMission"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signEcfMission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfMissionDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfMissionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EcfMission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"fecName"}},{"kind":"Field","name":{"kind":"Name","value":"analysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalStart"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}},{"kind":"Field","name":{"kind":"Name","value":"providerFirmName"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"concluded"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfPointDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EcfPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"shortTitle"}},{"kind":"Field","name":{"kind":"Name","value":"expectation"}},{"kind":"Field","name":{"kind":"Name","value":"checks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"controls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controlId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"findingsCount"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conclusion"}},{"kind":"Field","name":{"kind":"Name","value":"conclusionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"concludedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"concludedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canConclude"}},{"kind":"Field","name":{"kind":"Name","value":"blockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"conclusion"}},{"kind":"Field","name":{"kind":"Name","value":"conclusionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onBehalf"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfMissionDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EcfMission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfMissionRow"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"providerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryQuality"}},{"kind":"Field","name":{"kind":"Name","value":"engagementLetterDate"}},{"kind":"Field","name":{"kind":"Name","value":"declaredIncomeRegime"}},{"kind":"Field","name":{"kind":"Name","value":"declaredVatRegime"}},{"kind":"Field","name":{"kind":"Name","value":"vatOnDebits"}},{"kind":"Field","name":{"kind":"Name","value":"canSign"}},{"kind":"Field","name":{"kind":"Name","value":"previousFecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"nextFecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"reportUrls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"docx"}},{"kind":"Field","name":{"kind":"Name","value":"pdf"}}]}},{"kind":"Field","name":{"kind":"Name","value":"analysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"fecs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"folderUuid"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPointDetail"}}]}}]}}]} as unknown as DocumentNode<SignEcfMissionMutation, SignEcfMissionMutationVariables>;
export const MarkEcfMissionSentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkEcfMissionSent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markEcfMissionSent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfMissionDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfMissionRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EcfMission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"stateLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"fecName"}},{"kind":"Field","name":{"kind":"Name","value":"analysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalStart"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}},{"kind":"Field","name":{"kind":"Name","value":"providerFirmName"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"concluded"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfPerson"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewPerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfPointDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EcfPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"shortTitle"}},{"kind":"Field","name":{"kind":"Name","value":"expectation"}},{"kind":"Field","name":{"kind":"Name","value":"checks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"controls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controlId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"findingsCount"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reviewStatusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"reviewed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conclusion"}},{"kind":"Field","name":{"kind":"Name","value":"conclusionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"concludedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"concludedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canConclude"}},{"kind":"Field","name":{"kind":"Name","value":"blockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"conclusion"}},{"kind":"Field","name":{"kind":"Name","value":"conclusionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"onBehalf"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EcfMissionDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EcfMission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfMissionRow"}},{"kind":"Field","name":{"kind":"Name","value":"companyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"providerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"signatoryQuality"}},{"kind":"Field","name":{"kind":"Name","value":"engagementLetterDate"}},{"kind":"Field","name":{"kind":"Name","value":"declaredIncomeRegime"}},{"kind":"Field","name":{"kind":"Name","value":"declaredVatRegime"}},{"kind":"Field","name":{"kind":"Name","value":"vatOnDebits"}},{"kind":"Field","name":{"kind":"Name","value":"canSign"}},{"kind":"Field","name":{"kind":"Name","value":"previousFecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"nextFecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"reportUrls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"docx"}},{"kind":"Field","name":{"kind":"Name","value":"pdf"}}]}},{"kind":"Field","name":{"kind":"Name","value":"analysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"fecs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"folderUuid"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EcfPointDetail"}}]}}]}}]} as unknown as DocumentNode<MarkEcfMissionSentMutation, MarkEcfMissionSentMutationVariables>;
export const FilesFolderPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilesFolderPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FecSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withReview"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentUuid"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"nbFecs"}},{"kind":"Field","name":{"kind":"Name","value":"path"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nbFolders"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fecs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FilesFecRow"}},{"kind":"Field","name":{"kind":"Name","value":"latestAnalysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"reviewProgress"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withReview"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewed"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FilesFecRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Fec"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"revenueType"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalStart"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"canWrite"}},{"kind":"Field","name":{"kind":"Name","value":"folderUuid"}},{"kind":"Field","name":{"kind":"Name","value":"latestAnalysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"latestAnalysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"correctedStatus"}}]}}]}}]} as unknown as DocumentNode<FilesFolderPageQuery, FilesFolderPageQueryVariables>;
export const FilesFolderChildrenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilesFolderChildren"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"folder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nbFolders"}}]}}]}}]}}]} as unknown as DocumentNode<FilesFolderChildrenQuery, FilesFolderChildrenQueryVariables>;
export const FilesFecExtraDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilesFecExtra"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fec"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FilesFecExtra"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FilesFecExtra"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Fec"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalStart"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}},{"kind":"Field","name":{"kind":"Name","value":"extra"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"erp"}},{"kind":"Field","name":{"kind":"Name","value":"erpOther"}},{"kind":"Field","name":{"kind":"Name","value":"accountingResult"}},{"kind":"Field","name":{"kind":"Name","value":"headcount"}},{"kind":"Field","name":{"kind":"Name","value":"taxReturn"}},{"kind":"Field","name":{"kind":"Name","value":"taxReturnFilingDate"}},{"kind":"Field","name":{"kind":"Name","value":"vatOnDebits"}},{"kind":"Field","name":{"kind":"Name","value":"lettering"}}]}}]}}]} as unknown as DocumentNode<FilesFecExtraQuery, FilesFecExtraQueryVariables>;
export const FilesFecAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilesFecAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fecAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fecUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}}]}}]} as unknown as DocumentNode<FilesFecAccessQuery, FilesFecAccessQueryVariables>;
export const FilesFecGroupAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilesFecGroupAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fecGroupAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fecUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupUuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}}]}}]} as unknown as DocumentNode<FilesFecGroupAccessQuery, FilesFecGroupAccessQueryVariables>;
export const FilesAccountGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FilesAccountGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"memberUuids"}}]}}]}}]}}]} as unknown as DocumentNode<FilesAccountGroupsQuery, FilesAccountGroupsQueryVariables>;
export const FilesGrantFecGroupAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FilesGrantFecGroupAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entries"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FecGroupAccessGrantInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantFecGroupAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fecUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"entries"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entries"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupUuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}}]}}]} as unknown as DocumentNode<FilesGrantFecGroupAccessMutation, FilesGrantFecGroupAccessMutationVariables>;
export const FilesRevokeFecGroupAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FilesRevokeFecGroupAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeFecGroupAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fecUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupUuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}}]}}]} as unknown as DocumentNode<FilesRevokeFecGroupAccessMutation, FilesRevokeFecGroupAccessMutationVariables>;
export const FilesCreateFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FilesCreateFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentUuid"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"parentUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentUuid"}}]}}]}}]} as unknown as DocumentNode<FilesCreateFolderMutation, FilesCreateFolderMutationVariables>;
export const FilesRenameFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FilesRenameFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<FilesRenameFolderMutation, FilesRenameFolderMutationVariables>;
export const FilesMoveFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FilesMoveFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"parentUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"parentUuid"}}]}}]}}]} as unknown as DocumentNode<FilesMoveFolderMutation, FilesMoveFolderMutationVariables>;
export const FilesDeleteFolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FilesDeleteFolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"fecsMovedTo"}}]}}]}}]} as unknown as DocumentNode<FilesDeleteFolderMutation, FilesDeleteFolderMutationVariables>;
export const FilesUpdateFecDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FilesUpdateFec"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FecInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFec"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FilesFecRow"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FilesFecExtra"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FilesFecRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Fec"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"revenueType"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalStart"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"canWrite"}},{"kind":"Field","name":{"kind":"Name","value":"folderUuid"}},{"kind":"Field","name":{"kind":"Name","value":"latestAnalysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"latestAnalysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"correctedStatus"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FilesFecExtra"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Fec"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalStart"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}},{"kind":"Field","name":{"kind":"Name","value":"extra"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"erp"}},{"kind":"Field","name":{"kind":"Name","value":"erpOther"}},{"kind":"Field","name":{"kind":"Name","value":"accountingResult"}},{"kind":"Field","name":{"kind":"Name","value":"headcount"}},{"kind":"Field","name":{"kind":"Name","value":"taxReturn"}},{"kind":"Field","name":{"kind":"Name","value":"taxReturnFilingDate"}},{"kind":"Field","name":{"kind":"Name","value":"vatOnDebits"}},{"kind":"Field","name":{"kind":"Name","value":"lettering"}}]}}]}}]} as unknown as DocumentNode<FilesUpdateFecMutation, FilesUpdateFecMutationVariables>;
export const FilesMoveFecDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FilesMoveFec"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveFec"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"folderUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"folderUuid"}}]}}]}}]} as unknown as DocumentNode<FilesMoveFecMutation, FilesMoveFecMutationVariables>;
export const FilesDeleteFecDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FilesDeleteFec"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFec"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}}]}}]}}]} as unknown as DocumentNode<FilesDeleteFecMutation, FilesDeleteFecMutationVariables>;
export const FilesRerunAnalysisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FilesRerunAnalysis"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rerunAnalysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fecUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<FilesRerunAnalysisMutation, FilesRerunAnalysisMutationVariables>;
export const FilesGenerateCorrectedFecDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FilesGenerateCorrectedFec"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateCorrectedFec"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fecUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"correctedStatus"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<FilesGenerateCorrectedFecMutation, FilesGenerateCorrectedFecMutationVariables>;
export const FilesGrantFecAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FilesGrantFecAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entries"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FecAccessGrantInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmInvitation"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantFecAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fecUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"entries"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entries"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmInvitation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmInvitation"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}}]}}]} as unknown as DocumentNode<FilesGrantFecAccessMutation, FilesGrantFecAccessMutationVariables>;
export const FilesRevokeFecAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FilesRevokeFecAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeFecAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fecUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"write"}}]}}]}}]} as unknown as DocumentNode<FilesRevokeFecAccessMutation, FilesRevokeFecAccessMutationVariables>;
export const FilesRunMultiAnalysisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FilesRunMultiAnalysis"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecUuids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runMultiAnalysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fecUuids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecUuids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<FilesRunMultiAnalysisMutation, FilesRunMultiAnalysisMutationVariables>;
export const ImportSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxFiles"}},{"kind":"Field","name":{"kind":"Name","value":"maxFileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"extensions"}}]}}]}}]} as unknown as DocumentNode<ImportSettingsQuery, ImportSettingsQueryVariables>;
export const ImportCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"siren"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"siren"},"value":{"kind":"Variable","name":{"kind":"Name","value":"siren"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<ImportCompanyQuery, ImportCompanyQueryVariables>;
export const ImportNetworkCreditsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportNetworkCredits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"withoutImportCredits"}}]}}]}}]} as unknown as DocumentNode<ImportNetworkCreditsQuery, ImportNetworkCreditsQueryVariables>;
export const ImportFiscalYearSuggestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportFiscalYearSuggestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sample"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fiscalYearSuggestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}},{"kind":"Argument","name":{"kind":"Name","value":"sample"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sample"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fiscalStart"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"question"}}]}}]}}]} as unknown as DocumentNode<ImportFiscalYearSuggestionQuery, ImportFiscalYearSuggestionQueryVariables>;
export const MyAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]}}]} as unknown as DocumentNode<MyAccountsQuery, MyAccountsQueryVariables>;
export const SwitchAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountUuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SwitchAccountMutation, SwitchAccountMutationVariables>;
export const AcceptInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountUuid"}}}]}]}}]} as unknown as DocumentNode<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const DeclineInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountUuid"}}}]}]}}]} as unknown as DocumentNode<DeclineInvitationMutation, DeclineInvitationMutationVariables>;
export const MultiAnalysisPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MultiAnalysisPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"multiAnalysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fecs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalStart"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}},{"kind":"Field","name":{"kind":"Name","value":"folderUuid"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"compared"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"analysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"siren"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalStart"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"controls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controlId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<MultiAnalysisPageQuery, MultiAnalysisPageQueryVariables>;
export const MultiAnalysisPageComparedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MultiAnalysisPageCompared"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"conformity"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"debitEuros"}},{"kind":"Field","name":{"kind":"Name","value":"creditEuros"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MultiAnalysisPageComparedQuery, MultiAnalysisPageComparedQueryVariables>;
export const MultiAnalysisPageControlRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MultiAnalysisPageControlRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"multiAnalysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"controls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controlId"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1000"}}]},{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"truncatedMessage"}}]}}]}}]}}]} as unknown as DocumentNode<MultiAnalysisPageControlRowsQuery, MultiAnalysisPageControlRowsQueryVariables>;
export const ApiKeysListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeysList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeysRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyScopes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeysRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"via"}},{"kind":"Field","name":{"kind":"Name","value":"session"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}}]}}]}}]} as unknown as DocumentNode<ApiKeysListQuery, ApiKeysListQueryVariables>;
export const ApiKeyCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApiKeyCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeysRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeysRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"via"}},{"kind":"Field","name":{"kind":"Name","value":"session"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}}]}}]}}]} as unknown as DocumentNode<ApiKeyCreateMutation, ApiKeyCreateMutationVariables>;
export const ApiKeyRevokeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApiKeyRevoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeysRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeysRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"via"}},{"kind":"Field","name":{"kind":"Name","value":"session"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}}]}}]}}]} as unknown as DocumentNode<ApiKeyRevokeMutation, ApiKeyRevokeMutationVariables>;
export const ApiKeyKeepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApiKeyKeep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keepApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeysRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeysRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"via"}},{"kind":"Field","name":{"kind":"Name","value":"session"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"suspended"}}]}}]}}]} as unknown as DocumentNode<ApiKeyKeepMutation, ApiKeyKeepMutationVariables>;
export const ReportWizardLimitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportWizardLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxMerged"}},{"kind":"Field","name":{"kind":"Name","value":"maxFecs"}},{"kind":"Field","name":{"kind":"Name","value":"nameMaxLength"}},{"kind":"Field","name":{"kind":"Name","value":"keptDays"}}]}}]}}]} as unknown as DocumentNode<ReportWizardLimitsQuery, ReportWizardLimitsQueryVariables>;
export const ReportWizardCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportWizardCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controlCatalogue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"SINGLE"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controlId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"cycle"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}}]}}]}}]} as unknown as DocumentNode<ReportWizardCatalogueQuery, ReportWizardCatalogueQueryVariables>;
export const ReportWizardLibraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportWizardLibrary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"folderUuid"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fecs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"folderUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"folderUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ReportWizardLibraryQuery, ReportWizardLibraryQueryVariables>;
export const ReportWizardGenerateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportWizardGenerate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportsRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportsRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"merged"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creatorName"}},{"kind":"Field","name":{"kind":"Name","value":"creatorUuid"}},{"kind":"Field","name":{"kind":"Name","value":"fecUuids"}},{"kind":"Field","name":{"kind":"Name","value":"fecs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ReportWizardGenerateMutation, ReportWizardGenerateMutationVariables>;
export const ReportsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportsRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportsRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}},{"kind":"Field","name":{"kind":"Name","value":"merged"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"creatorName"}},{"kind":"Field","name":{"kind":"Name","value":"creatorUuid"}},{"kind":"Field","name":{"kind":"Name","value":"fecUuids"}},{"kind":"Field","name":{"kind":"Name","value":"fecs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"originalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ReportsListQuery, ReportsListQueryVariables>;
export const ReportsDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportsDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}]}]}}]} as unknown as DocumentNode<ReportsDeleteMutation, ReportsDeleteMutationVariables>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecAnonymous"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FecAnonymousInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"justConnected"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fecAnonymous"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecAnonymous"}}},{"kind":"Argument","name":{"kind":"Name","value":"justConnected"},"value":{"kind":"Variable","name":{"kind":"Name","value":"justConnected"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"missingName"}},{"kind":"Field","name":{"kind":"Name","value":"currentAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"nbFec"}},{"kind":"Field","name":{"kind":"Name","value":"hasOtherAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"otherAccountsCount"}},{"kind":"Field","name":{"kind":"Name","value":"forceSeeAnalysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"impersonated"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routes"}},{"kind":"Field","name":{"kind":"Name","value":"can"}}]}},{"kind":"Field","name":{"kind":"Name","value":"featuresInAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"principalColor"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"primaryBisColor"}},{"kind":"Field","name":{"kind":"Name","value":"indigoColor"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"import"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"apiOnly"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountUuid"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fecAttached"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anonymous"}},{"kind":"Field","name":{"kind":"Name","value":"inDatabase"}},{"kind":"Field","name":{"kind":"Name","value":"fecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}}]}}]}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const SessionStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"impersonating"}},{"kind":"Field","name":{"kind":"Name","value":"forceSeeAnalysisUuid"}},{"kind":"Field","name":{"kind":"Name","value":"impersonation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountUuid"}},{"kind":"Field","name":{"kind":"Name","value":"userUuid"}}]}}]}}]}}]} as unknown as DocumentNode<SessionStateQuery, SessionStateQueryVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const StartImpersonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartImpersonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"forceSeeAnalysisUuid"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startImpersonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accountUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"userUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"forceSeeAnalysisUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"forceSeeAnalysisUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impersonating"}}]}}]}}]}}]} as unknown as DocumentNode<StartImpersonationMutation, StartImpersonationMutationVariables>;
export const LeaveImpersonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveImpersonation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveImpersonation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"impersonating"}}]}}]}}]}}]} as unknown as DocumentNode<LeaveImpersonationMutation, LeaveImpersonationMutationVariables>;
export const StatementsTrialBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatementsTrialBalance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TrialBalanceFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"trialBalance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"aux"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"accountClass"}},{"kind":"Field","name":{"kind":"Name","value":"openingDebitCents"}},{"kind":"Field","name":{"kind":"Name","value":"openingCreditCents"}},{"kind":"Field","name":{"kind":"Name","value":"debitCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}},{"kind":"Field","name":{"kind":"Name","value":"closingDebitCents"}},{"kind":"Field","name":{"kind":"Name","value":"closingCreditCents"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openingDebitCents"}},{"kind":"Field","name":{"kind":"Name","value":"openingCreditCents"}},{"kind":"Field","name":{"kind":"Name","value":"debitCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}},{"kind":"Field","name":{"kind":"Name","value":"closingDebitCents"}},{"kind":"Field","name":{"kind":"Name","value":"closingCreditCents"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StatementsTrialBalanceQuery, StatementsTrialBalanceQueryVariables>;
export const StatementsGeneralLedgerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatementsGeneralLedger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"account"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aux"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"generalLedger"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"account"},"value":{"kind":"Variable","name":{"kind":"Name","value":"account"}}},{"kind":"Argument","name":{"kind":"Name","value":"aux"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aux"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"aux"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"accountLabel"}},{"kind":"Field","name":{"kind":"Name","value":"debitCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"journalCode"}},{"kind":"Field","name":{"kind":"Name","value":"ecritureNum"}},{"kind":"Field","name":{"kind":"Name","value":"ecritureDate"}},{"kind":"Field","name":{"kind":"Name","value":"pieceRef"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"aux"}},{"kind":"Field","name":{"kind":"Name","value":"debitCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StatementsGeneralLedgerQuery, StatementsGeneralLedgerQueryVariables>;
export const StatementsFinancialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatementsFinancial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"statements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fiscalStart"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}},{"kind":"Field","name":{"kind":"Name","value":"keyFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chiffreAffairesCents"}},{"kind":"Field","name":{"kind":"Name","value":"resultatNetCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalBilanCents"}},{"kind":"Field","name":{"kind":"Name","value":"ebeCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"margeRate"}},{"kind":"Field","name":{"kind":"Name","value":"delaiClients"}},{"kind":"Field","name":{"kind":"Name","value":"delaiFournisseurs"}},{"kind":"Field","name":{"kind":"Name","value":"bfrCents"}},{"kind":"Field","name":{"kind":"Name","value":"endettement"}},{"kind":"Field","name":{"kind":"Name","value":"liquidite"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxForm"}},{"kind":"Field","name":{"kind":"Name","value":"sig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"balanceSheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"liabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalAssetsCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalLiabilitiesCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"incomeStatement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalProductsCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalChargesCents"}},{"kind":"Field","name":{"kind":"Name","value":"resultCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fiscalStart"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalEnd"}},{"kind":"Field","name":{"kind":"Name","value":"keyFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chiffreAffairesCents"}},{"kind":"Field","name":{"kind":"Name","value":"resultatNetCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalBilanCents"}},{"kind":"Field","name":{"kind":"Name","value":"ebeCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"margeRate"}},{"kind":"Field","name":{"kind":"Name","value":"delaiClients"}},{"kind":"Field","name":{"kind":"Name","value":"delaiFournisseurs"}},{"kind":"Field","name":{"kind":"Name","value":"bfrCents"}},{"kind":"Field","name":{"kind":"Name","value":"endettement"}},{"kind":"Field","name":{"kind":"Name","value":"liquidite"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxForm"}},{"kind":"Field","name":{"kind":"Name","value":"sig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balanceSheet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"liabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalAssetsCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalLiabilitiesCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"incomeStatement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalProductsCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalChargesCents"}},{"kind":"Field","name":{"kind":"Name","value":"resultCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"continuity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"previousClosingCents"}},{"kind":"Field","name":{"kind":"Name","value":"openingCents"}},{"kind":"Field","name":{"kind":"Name","value":"differenceCents"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StatementsFinancialQuery, StatementsFinancialQueryVariables>;
export const StatementsTaxReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StatementsTaxReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"taxReturn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"form"}},{"kind":"Field","name":{"kind":"Name","value":"formReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxReturnReconciliation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"form"}},{"kind":"Field","name":{"kind":"Name","value":"differences"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"computed"}},{"kind":"Field","name":{"kind":"Name","value":"declared"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"declared"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"resultCents"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StatementsTaxReturnQuery, StatementsTaxReturnQueryVariables>;
export const StatementsSetDeclaredTaxReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StatementsSetDeclaredTaxReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeclaredTaxReturnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDeclaredTaxReturn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fecUuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fecUuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fecUuid"}},{"kind":"Field","name":{"kind":"Name","value":"resultCents"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"boxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"euros"}}]}}]}}]}}]} as unknown as DocumentNode<StatementsSetDeclaredTaxReturnMutation, StatementsSetDeclaredTaxReturnMutationVariables>;
export const WebhooksListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhooksList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhooksRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhooksRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhooksListQuery, WebhooksListQueryVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"deliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveriesRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveriesRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const WebhookCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhooksRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhooksRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookCreateMutation, WebhookCreateMutationVariables>;
export const WebhookSetEnabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookSetEnabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setWebhookEnabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhooksRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhooksRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookSetEnabledMutation, WebhookSetEnabledMutationVariables>;
export const WebhookDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}]}]}}]} as unknown as DocumentNode<WebhookDeleteMutation, WebhookDeleteMutationVariables>;
export const WebhookDeliveryReplayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhookDeliveryReplay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayWebhookDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uuid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveriesRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveriesRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}}]}}]} as unknown as DocumentNode<WebhookDeliveryReplayMutation, WebhookDeliveryReplayMutationVariables>;
export function usePublisherContactQuery(options?: useQuery.Options<PublisherContactQuery, PublisherContactQueryVariables>) {
  return useQuery<PublisherContactQuery, PublisherContactQueryVariables>(PublisherContactDocument, options as useQuery.Options<PublisherContactQuery, PublisherContactQueryVariables>);
}
export function usePublisherContactLazyQuery(options?: useLazyQuery.Options<PublisherContactQuery, PublisherContactQueryVariables>) {
  return useLazyQuery<PublisherContactQuery, PublisherContactQueryVariables>(PublisherContactDocument, options);
}
export function useAccessPageUsersQuery(options?: useQuery.Options<AccessPageUsersQuery, AccessPageUsersQueryVariables>) {
  return useQuery<AccessPageUsersQuery, AccessPageUsersQueryVariables>(AccessPageUsersDocument, options as useQuery.Options<AccessPageUsersQuery, AccessPageUsersQueryVariables>);
}
export function useAccessPageUsersLazyQuery(options?: useLazyQuery.Options<AccessPageUsersQuery, AccessPageUsersQueryVariables>) {
  return useLazyQuery<AccessPageUsersQuery, AccessPageUsersQueryVariables>(AccessPageUsersDocument, options);
}
export function useAccessPageRolesQuery(options?: useQuery.Options<AccessPageRolesQuery, AccessPageRolesQueryVariables>) {
  return useQuery<AccessPageRolesQuery, AccessPageRolesQueryVariables>(AccessPageRolesDocument, options as useQuery.Options<AccessPageRolesQuery, AccessPageRolesQueryVariables>);
}
export function useAccessPageRolesLazyQuery(options?: useLazyQuery.Options<AccessPageRolesQuery, AccessPageRolesQueryVariables>) {
  return useLazyQuery<AccessPageRolesQuery, AccessPageRolesQueryVariables>(AccessPageRolesDocument, options);
}
export function useAccessPageInviteUserMutation(options?: useMutation.Options<AccessPageInviteUserMutation, AccessPageInviteUserMutationVariables>) {
  return useMutation<AccessPageInviteUserMutation, AccessPageInviteUserMutationVariables>(AccessPageInviteUserDocument, options);
}
export function useAccessPageChangeRoleMutation(options?: useMutation.Options<AccessPageChangeRoleMutation, AccessPageChangeRoleMutationVariables>) {
  return useMutation<AccessPageChangeRoleMutation, AccessPageChangeRoleMutationVariables>(AccessPageChangeRoleDocument, options);
}
export function useAccessPageBlockUserMutation(options?: useMutation.Options<AccessPageBlockUserMutation, AccessPageBlockUserMutationVariables>) {
  return useMutation<AccessPageBlockUserMutation, AccessPageBlockUserMutationVariables>(AccessPageBlockUserDocument, options);
}
export function useAccessPageUnblockUserMutation(options?: useMutation.Options<AccessPageUnblockUserMutation, AccessPageUnblockUserMutationVariables>) {
  return useMutation<AccessPageUnblockUserMutation, AccessPageUnblockUserMutationVariables>(AccessPageUnblockUserDocument, options);
}
export function useAccessPageRemoveUserMutation(options?: useMutation.Options<AccessPageRemoveUserMutation, AccessPageRemoveUserMutationVariables>) {
  return useMutation<AccessPageRemoveUserMutation, AccessPageRemoveUserMutationVariables>(AccessPageRemoveUserDocument, options);
}
export function useAccessPageGroupsQuery(options?: useQuery.Options<AccessPageGroupsQuery, AccessPageGroupsQueryVariables>) {
  return useQuery<AccessPageGroupsQuery, AccessPageGroupsQueryVariables>(AccessPageGroupsDocument, options as useQuery.Options<AccessPageGroupsQuery, AccessPageGroupsQueryVariables>);
}
export function useAccessPageGroupsLazyQuery(options?: useLazyQuery.Options<AccessPageGroupsQuery, AccessPageGroupsQueryVariables>) {
  return useLazyQuery<AccessPageGroupsQuery, AccessPageGroupsQueryVariables>(AccessPageGroupsDocument, options);
}
export function useAccessPageGroupCandidatesQuery(options?: useQuery.Options<AccessPageGroupCandidatesQuery, AccessPageGroupCandidatesQueryVariables>) {
  return useQuery<AccessPageGroupCandidatesQuery, AccessPageGroupCandidatesQueryVariables>(AccessPageGroupCandidatesDocument, options as useQuery.Options<AccessPageGroupCandidatesQuery, AccessPageGroupCandidatesQueryVariables>);
}
export function useAccessPageGroupCandidatesLazyQuery(options?: useLazyQuery.Options<AccessPageGroupCandidatesQuery, AccessPageGroupCandidatesQueryVariables>) {
  return useLazyQuery<AccessPageGroupCandidatesQuery, AccessPageGroupCandidatesQueryVariables>(AccessPageGroupCandidatesDocument, options);
}
export function useAccessPageCreateGroupMutation(options?: useMutation.Options<AccessPageCreateGroupMutation, AccessPageCreateGroupMutationVariables>) {
  return useMutation<AccessPageCreateGroupMutation, AccessPageCreateGroupMutationVariables>(AccessPageCreateGroupDocument, options);
}
export function useAccessPageRenameGroupMutation(options?: useMutation.Options<AccessPageRenameGroupMutation, AccessPageRenameGroupMutationVariables>) {
  return useMutation<AccessPageRenameGroupMutation, AccessPageRenameGroupMutationVariables>(AccessPageRenameGroupDocument, options);
}
export function useAccessPageSetGroupMembersMutation(options?: useMutation.Options<AccessPageSetGroupMembersMutation, AccessPageSetGroupMembersMutationVariables>) {
  return useMutation<AccessPageSetGroupMembersMutation, AccessPageSetGroupMembersMutationVariables>(AccessPageSetGroupMembersDocument, options);
}
export function useAccessPageDeleteGroupMutation(options?: useMutation.Options<AccessPageDeleteGroupMutation, AccessPageDeleteGroupMutationVariables>) {
  return useMutation<AccessPageDeleteGroupMutation, AccessPageDeleteGroupMutationVariables>(AccessPageDeleteGroupDocument, options);
}
export function useProfilePageAccountQuery(options?: useQuery.Options<ProfilePageAccountQuery, ProfilePageAccountQueryVariables>) {
  return useQuery<ProfilePageAccountQuery, ProfilePageAccountQueryVariables>(ProfilePageAccountDocument, options as useQuery.Options<ProfilePageAccountQuery, ProfilePageAccountQueryVariables>);
}
export function useProfilePageAccountLazyQuery(options?: useLazyQuery.Options<ProfilePageAccountQuery, ProfilePageAccountQueryVariables>) {
  return useLazyQuery<ProfilePageAccountQuery, ProfilePageAccountQueryVariables>(ProfilePageAccountDocument, options);
}
export function useProfilePageUpdateAccountMutation(options?: useMutation.Options<ProfilePageUpdateAccountMutation, ProfilePageUpdateAccountMutationVariables>) {
  return useMutation<ProfilePageUpdateAccountMutation, ProfilePageUpdateAccountMutationVariables>(ProfilePageUpdateAccountDocument, options);
}
export function useProfilePageUserQuery(options: useQuery.Options<ProfilePageUserQuery, ProfilePageUserQueryVariables>) {
  return useQuery<ProfilePageUserQuery, ProfilePageUserQueryVariables>(ProfilePageUserDocument, options as useQuery.Options<ProfilePageUserQuery, ProfilePageUserQueryVariables>);
}
export function useProfilePageUserLazyQuery(options?: useLazyQuery.Options<ProfilePageUserQuery, ProfilePageUserQueryVariables>) {
  return useLazyQuery<ProfilePageUserQuery, ProfilePageUserQueryVariables>(ProfilePageUserDocument, options);
}
export function useProfilePageUpdateUserMutation(options?: useMutation.Options<ProfilePageUpdateUserMutation, ProfilePageUpdateUserMutationVariables>) {
  return useMutation<ProfilePageUpdateUserMutation, ProfilePageUpdateUserMutationVariables>(ProfilePageUpdateUserDocument, options);
}
export function useProfilePageChangePasswordMutation(options?: useMutation.Options<ProfilePageChangePasswordMutation, ProfilePageChangePasswordMutationVariables>) {
  return useMutation<ProfilePageChangePasswordMutation, ProfilePageChangePasswordMutationVariables>(ProfilePageChangePasswordDocument, options);
}
export function useProfilePageUpdateEmailMutation(options?: useMutation.Options<ProfilePageUpdateEmailMutation, ProfilePageUpdateEmailMutationVariables>) {
  return useMutation<ProfilePageUpdateEmailMutation, ProfilePageUpdateEmailMutationVariables>(ProfilePageUpdateEmailDocument, options);
}
export function useProfilePageConfirmEmailChangeMutation(options?: useMutation.Options<ProfilePageConfirmEmailChangeMutation, ProfilePageConfirmEmailChangeMutationVariables>) {
  return useMutation<ProfilePageConfirmEmailChangeMutation, ProfilePageConfirmEmailChangeMutationVariables>(ProfilePageConfirmEmailChangeDocument, options);
}
export function useConfigurationPageDeleteMyProfileMutation(options?: useMutation.Options<ConfigurationPageDeleteMyProfileMutation, ConfigurationPageDeleteMyProfileMutationVariables>) {
  return useMutation<ConfigurationPageDeleteMyProfileMutation, ConfigurationPageDeleteMyProfileMutationVariables>(ConfigurationPageDeleteMyProfileDocument, options);
}
export function useConfigurationPageDeleteAccountMutation(options?: useMutation.Options<ConfigurationPageDeleteAccountMutation, ConfigurationPageDeleteAccountMutationVariables>) {
  return useMutation<ConfigurationPageDeleteAccountMutation, ConfigurationPageDeleteAccountMutationVariables>(ConfigurationPageDeleteAccountDocument, options);
}
export function useDocumentationQuery(options?: useQuery.Options<DocumentationQuery, DocumentationQueryVariables>) {
  return useQuery<DocumentationQuery, DocumentationQueryVariables>(DocumentationDocument, options as useQuery.Options<DocumentationQuery, DocumentationQueryVariables>);
}
export function useDocumentationLazyQuery(options?: useLazyQuery.Options<DocumentationQuery, DocumentationQueryVariables>) {
  return useLazyQuery<DocumentationQuery, DocumentationQueryVariables>(DocumentationDocument, options);
}
export function useMyCrmCommonInfosQuery(options: useQuery.Options<MyCrmCommonInfosQuery, MyCrmCommonInfosQueryVariables>) {
  return useQuery<MyCrmCommonInfosQuery, MyCrmCommonInfosQueryVariables>(MyCrmCommonInfosDocument, options as useQuery.Options<MyCrmCommonInfosQuery, MyCrmCommonInfosQueryVariables>);
}
export function useMyCrmCommonInfosLazyQuery(options?: useLazyQuery.Options<MyCrmCommonInfosQuery, MyCrmCommonInfosQueryVariables>) {
  return useLazyQuery<MyCrmCommonInfosQuery, MyCrmCommonInfosQueryVariables>(MyCrmCommonInfosDocument, options);
}
export function useSetMyCrmCommonInfoMutation(options?: useMutation.Options<SetMyCrmCommonInfoMutation, SetMyCrmCommonInfoMutationVariables>) {
  return useMutation<SetMyCrmCommonInfoMutation, SetMyCrmCommonInfoMutationVariables>(SetMyCrmCommonInfoDocument, options);
}
export function useProfileOptionsListsQuery(options?: useQuery.Options<ProfileOptionsListsQuery, ProfileOptionsListsQueryVariables>) {
  return useQuery<ProfileOptionsListsQuery, ProfileOptionsListsQueryVariables>(ProfileOptionsListsDocument, options as useQuery.Options<ProfileOptionsListsQuery, ProfileOptionsListsQueryVariables>);
}
export function useProfileOptionsListsLazyQuery(options?: useLazyQuery.Options<ProfileOptionsListsQuery, ProfileOptionsListsQueryVariables>) {
  return useLazyQuery<ProfileOptionsListsQuery, ProfileOptionsListsQueryVariables>(ProfileOptionsListsDocument, options);
}
export function useNetworkPageQuery(options?: useQuery.Options<NetworkPageQuery, NetworkPageQueryVariables>) {
  return useQuery<NetworkPageQuery, NetworkPageQueryVariables>(NetworkPageDocument, options as useQuery.Options<NetworkPageQuery, NetworkPageQueryVariables>);
}
export function useNetworkPageLazyQuery(options?: useLazyQuery.Options<NetworkPageQuery, NetworkPageQueryVariables>) {
  return useLazyQuery<NetworkPageQuery, NetworkPageQueryVariables>(NetworkPageDocument, options);
}
export function useNetworkPageInviteMutation(options?: useMutation.Options<NetworkPageInviteMutation, NetworkPageInviteMutationVariables>) {
  return useMutation<NetworkPageInviteMutation, NetworkPageInviteMutationVariables>(NetworkPageInviteDocument, options);
}
export function useNetworkPageAcceptMutation(options?: useMutation.Options<NetworkPageAcceptMutation, NetworkPageAcceptMutationVariables>) {
  return useMutation<NetworkPageAcceptMutation, NetworkPageAcceptMutationVariables>(NetworkPageAcceptDocument, options);
}
export function useNetworkPageDeclineMutation(options?: useMutation.Options<NetworkPageDeclineMutation, NetworkPageDeclineMutationVariables>) {
  return useMutation<NetworkPageDeclineMutation, NetworkPageDeclineMutationVariables>(NetworkPageDeclineDocument, options);
}
export function useNetworkPageEndMutation(options?: useMutation.Options<NetworkPageEndMutation, NetworkPageEndMutationVariables>) {
  return useMutation<NetworkPageEndMutation, NetworkPageEndMutationVariables>(NetworkPageEndDocument, options);
}
export function useAnalysisPageAnalysesQuery(options: useQuery.Options<AnalysisPageAnalysesQuery, AnalysisPageAnalysesQueryVariables>) {
  return useQuery<AnalysisPageAnalysesQuery, AnalysisPageAnalysesQueryVariables>(AnalysisPageAnalysesDocument, options as useQuery.Options<AnalysisPageAnalysesQuery, AnalysisPageAnalysesQueryVariables>);
}
export function useAnalysisPageAnalysesLazyQuery(options?: useLazyQuery.Options<AnalysisPageAnalysesQuery, AnalysisPageAnalysesQueryVariables>) {
  return useLazyQuery<AnalysisPageAnalysesQuery, AnalysisPageAnalysesQueryVariables>(AnalysisPageAnalysesDocument, options);
}
export function useAnalysisPageControlsQuery(options: useQuery.Options<AnalysisPageControlsQuery, AnalysisPageControlsQueryVariables>) {
  return useQuery<AnalysisPageControlsQuery, AnalysisPageControlsQueryVariables>(AnalysisPageControlsDocument, options as useQuery.Options<AnalysisPageControlsQuery, AnalysisPageControlsQueryVariables>);
}
export function useAnalysisPageControlsLazyQuery(options?: useLazyQuery.Options<AnalysisPageControlsQuery, AnalysisPageControlsQueryVariables>) {
  return useLazyQuery<AnalysisPageControlsQuery, AnalysisPageControlsQueryVariables>(AnalysisPageControlsDocument, options);
}
export function useAnalysisPageControlDetailQuery(options: useQuery.Options<AnalysisPageControlDetailQuery, AnalysisPageControlDetailQueryVariables>) {
  return useQuery<AnalysisPageControlDetailQuery, AnalysisPageControlDetailQueryVariables>(AnalysisPageControlDetailDocument, options as useQuery.Options<AnalysisPageControlDetailQuery, AnalysisPageControlDetailQueryVariables>);
}
export function useAnalysisPageControlDetailLazyQuery(options?: useLazyQuery.Options<AnalysisPageControlDetailQuery, AnalysisPageControlDetailQueryVariables>) {
  return useLazyQuery<AnalysisPageControlDetailQuery, AnalysisPageControlDetailQueryVariables>(AnalysisPageControlDetailDocument, options);
}
export function useAnalysisPageFolderFecsQuery(options: useQuery.Options<AnalysisPageFolderFecsQuery, AnalysisPageFolderFecsQueryVariables>) {
  return useQuery<AnalysisPageFolderFecsQuery, AnalysisPageFolderFecsQueryVariables>(AnalysisPageFolderFecsDocument, options as useQuery.Options<AnalysisPageFolderFecsQuery, AnalysisPageFolderFecsQueryVariables>);
}
export function useAnalysisPageFolderFecsLazyQuery(options?: useLazyQuery.Options<AnalysisPageFolderFecsQuery, AnalysisPageFolderFecsQueryVariables>) {
  return useLazyQuery<AnalysisPageFolderFecsQuery, AnalysisPageFolderFecsQueryVariables>(AnalysisPageFolderFecsDocument, options);
}
export function useAnalysisPageRerunMutation(options?: useMutation.Options<AnalysisPageRerunMutation, AnalysisPageRerunMutationVariables>) {
  return useMutation<AnalysisPageRerunMutation, AnalysisPageRerunMutationVariables>(AnalysisPageRerunDocument, options);
}
export function useAnalysisPageGenerateCorrectedMutation(options?: useMutation.Options<AnalysisPageGenerateCorrectedMutation, AnalysisPageGenerateCorrectedMutationVariables>) {
  return useMutation<AnalysisPageGenerateCorrectedMutation, AnalysisPageGenerateCorrectedMutationVariables>(AnalysisPageGenerateCorrectedDocument, options);
}
export function useAnalysisPageAddCommentMutation(options?: useMutation.Options<AnalysisPageAddCommentMutation, AnalysisPageAddCommentMutationVariables>) {
  return useMutation<AnalysisPageAddCommentMutation, AnalysisPageAddCommentMutationVariables>(AnalysisPageAddCommentDocument, options);
}
export function useAnalysisPageDeleteCommentMutation(options?: useMutation.Options<AnalysisPageDeleteCommentMutation, AnalysisPageDeleteCommentMutationVariables>) {
  return useMutation<AnalysisPageDeleteCommentMutation, AnalysisPageDeleteCommentMutationVariables>(AnalysisPageDeleteCommentDocument, options);
}
export function useAnalysisFiscalYearQuery(options: useQuery.Options<AnalysisFiscalYearQuery, AnalysisFiscalYearQueryVariables>) {
  return useQuery<AnalysisFiscalYearQuery, AnalysisFiscalYearQueryVariables>(AnalysisFiscalYearDocument, options as useQuery.Options<AnalysisFiscalYearQuery, AnalysisFiscalYearQueryVariables>);
}
export function useAnalysisFiscalYearLazyQuery(options?: useLazyQuery.Options<AnalysisFiscalYearQuery, AnalysisFiscalYearQueryVariables>) {
  return useLazyQuery<AnalysisFiscalYearQuery, AnalysisFiscalYearQueryVariables>(AnalysisFiscalYearDocument, options);
}
export function useAnalysisCorrectFiscalYearMutation(options?: useMutation.Options<AnalysisCorrectFiscalYearMutation, AnalysisCorrectFiscalYearMutationVariables>) {
  return useMutation<AnalysisCorrectFiscalYearMutation, AnalysisCorrectFiscalYearMutationVariables>(AnalysisCorrectFiscalYearDocument, options);
}
export function useControlReviewQuery(options: useQuery.Options<ControlReviewQuery, ControlReviewQueryVariables>) {
  return useQuery<ControlReviewQuery, ControlReviewQueryVariables>(ControlReviewDocument, options as useQuery.Options<ControlReviewQuery, ControlReviewQueryVariables>);
}
export function useControlReviewLazyQuery(options?: useLazyQuery.Options<ControlReviewQuery, ControlReviewQueryVariables>) {
  return useLazyQuery<ControlReviewQuery, ControlReviewQueryVariables>(ControlReviewDocument, options);
}
export function useControlFindingsQuery(options: useQuery.Options<ControlFindingsQuery, ControlFindingsQueryVariables>) {
  return useQuery<ControlFindingsQuery, ControlFindingsQueryVariables>(ControlFindingsDocument, options as useQuery.Options<ControlFindingsQuery, ControlFindingsQueryVariables>);
}
export function useControlFindingsLazyQuery(options?: useLazyQuery.Options<ControlFindingsQuery, ControlFindingsQueryVariables>) {
  return useLazyQuery<ControlFindingsQuery, ControlFindingsQueryVariables>(ControlFindingsDocument, options);
}
export function useAnalysisReviewSummaryQuery(options: useQuery.Options<AnalysisReviewSummaryQuery, AnalysisReviewSummaryQueryVariables>) {
  return useQuery<AnalysisReviewSummaryQuery, AnalysisReviewSummaryQueryVariables>(AnalysisReviewSummaryDocument, options as useQuery.Options<AnalysisReviewSummaryQuery, AnalysisReviewSummaryQueryVariables>);
}
export function useAnalysisReviewSummaryLazyQuery(options?: useLazyQuery.Options<AnalysisReviewSummaryQuery, AnalysisReviewSummaryQueryVariables>) {
  return useLazyQuery<AnalysisReviewSummaryQuery, AnalysisReviewSummaryQueryVariables>(AnalysisReviewSummaryDocument, options);
}
export function useReviewColleaguesQuery(options?: useQuery.Options<ReviewColleaguesQuery, ReviewColleaguesQueryVariables>) {
  return useQuery<ReviewColleaguesQuery, ReviewColleaguesQueryVariables>(ReviewColleaguesDocument, options as useQuery.Options<ReviewColleaguesQuery, ReviewColleaguesQueryVariables>);
}
export function useReviewColleaguesLazyQuery(options?: useLazyQuery.Options<ReviewColleaguesQuery, ReviewColleaguesQueryVariables>) {
  return useLazyQuery<ReviewColleaguesQuery, ReviewColleaguesQueryVariables>(ReviewColleaguesDocument, options);
}
export function useSetReviewMutation(options?: useMutation.Options<SetReviewMutation, SetReviewMutationVariables>) {
  return useMutation<SetReviewMutation, SetReviewMutationVariables>(SetReviewDocument, options);
}
export function useAssignControlMutation(options?: useMutation.Options<AssignControlMutation, AssignControlMutationVariables>) {
  return useMutation<AssignControlMutation, AssignControlMutationVariables>(AssignControlDocument, options);
}
export function useDeleteReviewAttachmentMutation(options?: useMutation.Options<DeleteReviewAttachmentMutation, DeleteReviewAttachmentMutationVariables>) {
  return useMutation<DeleteReviewAttachmentMutation, DeleteReviewAttachmentMutationVariables>(DeleteReviewAttachmentDocument, options);
}
export function useSignOffAnalysisMutation(options?: useMutation.Options<SignOffAnalysisMutation, SignOffAnalysisMutationVariables>) {
  return useMutation<SignOffAnalysisMutation, SignOffAnalysisMutationVariables>(SignOffAnalysisDocument, options);
}
export function useReopenAnalysisReviewMutation(options?: useMutation.Options<ReopenAnalysisReviewMutation, ReopenAnalysisReviewMutationVariables>) {
  return useMutation<ReopenAnalysisReviewMutation, ReopenAnalysisReviewMutationVariables>(ReopenAnalysisReviewDocument, options);
}
export function useMyAssignmentsQuery(options?: useQuery.Options<MyAssignmentsQuery, MyAssignmentsQueryVariables>) {
  return useQuery<MyAssignmentsQuery, MyAssignmentsQueryVariables>(MyAssignmentsDocument, options as useQuery.Options<MyAssignmentsQuery, MyAssignmentsQueryVariables>);
}
export function useMyAssignmentsLazyQuery(options?: useLazyQuery.Options<MyAssignmentsQuery, MyAssignmentsQueryVariables>) {
  return useLazyQuery<MyAssignmentsQuery, MyAssignmentsQueryVariables>(MyAssignmentsDocument, options);
}
export function useReviewAnalysisDatesQuery(options: useQuery.Options<ReviewAnalysisDatesQuery, ReviewAnalysisDatesQueryVariables>) {
  return useQuery<ReviewAnalysisDatesQuery, ReviewAnalysisDatesQueryVariables>(ReviewAnalysisDatesDocument, options as useQuery.Options<ReviewAnalysisDatesQuery, ReviewAnalysisDatesQueryVariables>);
}
export function useReviewAnalysisDatesLazyQuery(options?: useLazyQuery.Options<ReviewAnalysisDatesQuery, ReviewAnalysisDatesQueryVariables>) {
  return useLazyQuery<ReviewAnalysisDatesQuery, ReviewAnalysisDatesQueryVariables>(ReviewAnalysisDatesDocument, options);
}
export function useRerunReviewWorkQuery(options: useQuery.Options<RerunReviewWorkQuery, RerunReviewWorkQueryVariables>) {
  return useQuery<RerunReviewWorkQuery, RerunReviewWorkQueryVariables>(RerunReviewWorkDocument, options as useQuery.Options<RerunReviewWorkQuery, RerunReviewWorkQueryVariables>);
}
export function useRerunReviewWorkLazyQuery(options?: useLazyQuery.Options<RerunReviewWorkQuery, RerunReviewWorkQueryVariables>) {
  return useLazyQuery<RerunReviewWorkQuery, RerunReviewWorkQueryVariables>(RerunReviewWorkDocument, options);
}
export function useLoginPageSignInMutation(options?: useMutation.Options<LoginPageSignInMutation, LoginPageSignInMutationVariables>) {
  return useMutation<LoginPageSignInMutation, LoginPageSignInMutationVariables>(LoginPageSignInDocument, options);
}
export function useLoginPageCompleteNewPasswordMutation(options?: useMutation.Options<LoginPageCompleteNewPasswordMutation, LoginPageCompleteNewPasswordMutationVariables>) {
  return useMutation<LoginPageCompleteNewPasswordMutation, LoginPageCompleteNewPasswordMutationVariables>(LoginPageCompleteNewPasswordDocument, options);
}
export function useRegisterPageRegisterMutation(options?: useMutation.Options<RegisterPageRegisterMutation, RegisterPageRegisterMutationVariables>) {
  return useMutation<RegisterPageRegisterMutation, RegisterPageRegisterMutationVariables>(RegisterPageRegisterDocument, options);
}
export function useValidatePageConfirmCodeMutation(options?: useMutation.Options<ValidatePageConfirmCodeMutation, ValidatePageConfirmCodeMutationVariables>) {
  return useMutation<ValidatePageConfirmCodeMutation, ValidatePageConfirmCodeMutationVariables>(ValidatePageConfirmCodeDocument, options);
}
export function useValidatePageResendCodeMutation(options?: useMutation.Options<ValidatePageResendCodeMutation, ValidatePageResendCodeMutationVariables>) {
  return useMutation<ValidatePageResendCodeMutation, ValidatePageResendCodeMutationVariables>(ValidatePageResendCodeDocument, options);
}
export function useResetRequestPageForgotPasswordMutation(options?: useMutation.Options<ResetRequestPageForgotPasswordMutation, ResetRequestPageForgotPasswordMutationVariables>) {
  return useMutation<ResetRequestPageForgotPasswordMutation, ResetRequestPageForgotPasswordMutationVariables>(ResetRequestPageForgotPasswordDocument, options);
}
export function useResetPageResetPasswordMutation(options?: useMutation.Options<ResetPageResetPasswordMutation, ResetPageResetPasswordMutationVariables>) {
  return useMutation<ResetPageResetPasswordMutation, ResetPageResetPasswordMutationVariables>(ResetPageResetPasswordDocument, options);
}
export function useSsoLoginPageSignInMutation(options?: useMutation.Options<SsoLoginPageSignInMutation, SsoLoginPageSignInMutationVariables>) {
  return useMutation<SsoLoginPageSignInMutation, SsoLoginPageSignInMutationVariables>(SsoLoginPageSignInDocument, options);
}
export function useSsoSeeAnalysisPageSignInMutation(options?: useMutation.Options<SsoSeeAnalysisPageSignInMutation, SsoSeeAnalysisPageSignInMutationVariables>) {
  return useMutation<SsoSeeAnalysisPageSignInMutation, SsoSeeAnalysisPageSignInMutationVariables>(SsoSeeAnalysisPageSignInDocument, options);
}
export function useInvitationPasswordPageSetPasswordMutation(options?: useMutation.Options<InvitationPasswordPageSetPasswordMutation, InvitationPasswordPageSetPasswordMutationVariables>) {
  return useMutation<InvitationPasswordPageSetPasswordMutation, InvitationPasswordPageSetPasswordMutationVariables>(InvitationPasswordPageSetPasswordDocument, options);
}
export function useBackOfficeAccountsQuery(options?: useQuery.Options<BackOfficeAccountsQuery, BackOfficeAccountsQueryVariables>) {
  return useQuery<BackOfficeAccountsQuery, BackOfficeAccountsQueryVariables>(BackOfficeAccountsDocument, options as useQuery.Options<BackOfficeAccountsQuery, BackOfficeAccountsQueryVariables>);
}
export function useBackOfficeAccountsLazyQuery(options?: useLazyQuery.Options<BackOfficeAccountsQuery, BackOfficeAccountsQueryVariables>) {
  return useLazyQuery<BackOfficeAccountsQuery, BackOfficeAccountsQueryVariables>(BackOfficeAccountsDocument, options);
}
export function useBackOfficeUsersQuery(options?: useQuery.Options<BackOfficeUsersQuery, BackOfficeUsersQueryVariables>) {
  return useQuery<BackOfficeUsersQuery, BackOfficeUsersQueryVariables>(BackOfficeUsersDocument, options as useQuery.Options<BackOfficeUsersQuery, BackOfficeUsersQueryVariables>);
}
export function useBackOfficeUsersLazyQuery(options?: useLazyQuery.Options<BackOfficeUsersQuery, BackOfficeUsersQueryVariables>) {
  return useLazyQuery<BackOfficeUsersQuery, BackOfficeUsersQueryVariables>(BackOfficeUsersDocument, options);
}
export function useBackOfficeAccountQuery(options: useQuery.Options<BackOfficeAccountQuery, BackOfficeAccountQueryVariables>) {
  return useQuery<BackOfficeAccountQuery, BackOfficeAccountQueryVariables>(BackOfficeAccountDocument, options as useQuery.Options<BackOfficeAccountQuery, BackOfficeAccountQueryVariables>);
}
export function useBackOfficeAccountLazyQuery(options?: useLazyQuery.Options<BackOfficeAccountQuery, BackOfficeAccountQueryVariables>) {
  return useLazyQuery<BackOfficeAccountQuery, BackOfficeAccountQueryVariables>(BackOfficeAccountDocument, options);
}
export function useBackOfficeBlockUserMutation(options?: useMutation.Options<BackOfficeBlockUserMutation, BackOfficeBlockUserMutationVariables>) {
  return useMutation<BackOfficeBlockUserMutation, BackOfficeBlockUserMutationVariables>(BackOfficeBlockUserDocument, options);
}
export function useBackOfficeUnblockUserMutation(options?: useMutation.Options<BackOfficeUnblockUserMutation, BackOfficeUnblockUserMutationVariables>) {
  return useMutation<BackOfficeUnblockUserMutation, BackOfficeUnblockUserMutationVariables>(BackOfficeUnblockUserDocument, options);
}
export function useBackOfficeResendInvitationMutation(options?: useMutation.Options<BackOfficeResendInvitationMutation, BackOfficeResendInvitationMutationVariables>) {
  return useMutation<BackOfficeResendInvitationMutation, BackOfficeResendInvitationMutationVariables>(BackOfficeResendInvitationDocument, options);
}
export function useBackOfficeGrantCreditsMutation(options?: useMutation.Options<BackOfficeGrantCreditsMutation, BackOfficeGrantCreditsMutationVariables>) {
  return useMutation<BackOfficeGrantCreditsMutation, BackOfficeGrantCreditsMutationVariables>(BackOfficeGrantCreditsDocument, options);
}
export function useBackOfficeImpersonationNamesQuery(options: useQuery.Options<BackOfficeImpersonationNamesQuery, BackOfficeImpersonationNamesQueryVariables>) {
  return useQuery<BackOfficeImpersonationNamesQuery, BackOfficeImpersonationNamesQueryVariables>(BackOfficeImpersonationNamesDocument, options as useQuery.Options<BackOfficeImpersonationNamesQuery, BackOfficeImpersonationNamesQueryVariables>);
}
export function useBackOfficeImpersonationNamesLazyQuery(options?: useLazyQuery.Options<BackOfficeImpersonationNamesQuery, BackOfficeImpersonationNamesQueryVariables>) {
  return useLazyQuery<BackOfficeImpersonationNamesQuery, BackOfficeImpersonationNamesQueryVariables>(BackOfficeImpersonationNamesDocument, options);
}
export function useBackOfficePlatformQuery(options?: useQuery.Options<BackOfficePlatformQuery, BackOfficePlatformQueryVariables>) {
  return useQuery<BackOfficePlatformQuery, BackOfficePlatformQueryVariables>(BackOfficePlatformDocument, options as useQuery.Options<BackOfficePlatformQuery, BackOfficePlatformQueryVariables>);
}
export function useBackOfficePlatformLazyQuery(options?: useLazyQuery.Options<BackOfficePlatformQuery, BackOfficePlatformQueryVariables>) {
  return useLazyQuery<BackOfficePlatformQuery, BackOfficePlatformQueryVariables>(BackOfficePlatformDocument, options);
}
export function useBackOfficeSetMaintenanceMutation(options?: useMutation.Options<BackOfficeSetMaintenanceMutation, BackOfficeSetMaintenanceMutationVariables>) {
  return useMutation<BackOfficeSetMaintenanceMutation, BackOfficeSetMaintenanceMutationVariables>(BackOfficeSetMaintenanceDocument, options);
}
export function useBackOfficeSetLogLevelMutation(options?: useMutation.Options<BackOfficeSetLogLevelMutation, BackOfficeSetLogLevelMutationVariables>) {
  return useMutation<BackOfficeSetLogLevelMutation, BackOfficeSetLogLevelMutationVariables>(BackOfficeSetLogLevelDocument, options);
}
export function useBackOfficeStaffQuery(options?: useQuery.Options<BackOfficeStaffQuery, BackOfficeStaffQueryVariables>) {
  return useQuery<BackOfficeStaffQuery, BackOfficeStaffQueryVariables>(BackOfficeStaffDocument, options as useQuery.Options<BackOfficeStaffQuery, BackOfficeStaffQueryVariables>);
}
export function useBackOfficeStaffLazyQuery(options?: useLazyQuery.Options<BackOfficeStaffQuery, BackOfficeStaffQueryVariables>) {
  return useLazyQuery<BackOfficeStaffQuery, BackOfficeStaffQueryVariables>(BackOfficeStaffDocument, options);
}
export function useBackOfficeInviteStaffMutation(options?: useMutation.Options<BackOfficeInviteStaffMutation, BackOfficeInviteStaffMutationVariables>) {
  return useMutation<BackOfficeInviteStaffMutation, BackOfficeInviteStaffMutationVariables>(BackOfficeInviteStaffDocument, options);
}
export function useBackOfficeSetStaffRolesMutation(options?: useMutation.Options<BackOfficeSetStaffRolesMutation, BackOfficeSetStaffRolesMutationVariables>) {
  return useMutation<BackOfficeSetStaffRolesMutation, BackOfficeSetStaffRolesMutationVariables>(BackOfficeSetStaffRolesDocument, options);
}
export function useBillingInvoicesQuery(options?: useQuery.Options<BillingInvoicesQuery, BillingInvoicesQueryVariables>) {
  return useQuery<BillingInvoicesQuery, BillingInvoicesQueryVariables>(BillingInvoicesDocument, options as useQuery.Options<BillingInvoicesQuery, BillingInvoicesQueryVariables>);
}
export function useBillingInvoicesLazyQuery(options?: useLazyQuery.Options<BillingInvoicesQuery, BillingInvoicesQueryVariables>) {
  return useLazyQuery<BillingInvoicesQuery, BillingInvoicesQueryVariables>(BillingInvoicesDocument, options);
}
export function useBillingCreditsQuery(options?: useQuery.Options<BillingCreditsQuery, BillingCreditsQueryVariables>) {
  return useQuery<BillingCreditsQuery, BillingCreditsQueryVariables>(BillingCreditsDocument, options as useQuery.Options<BillingCreditsQuery, BillingCreditsQueryVariables>);
}
export function useBillingCreditsLazyQuery(options?: useLazyQuery.Options<BillingCreditsQuery, BillingCreditsQueryVariables>) {
  return useLazyQuery<BillingCreditsQuery, BillingCreditsQueryVariables>(BillingCreditsDocument, options);
}
export function useBillingCreditMovementsQuery(options?: useQuery.Options<BillingCreditMovementsQuery, BillingCreditMovementsQueryVariables>) {
  return useQuery<BillingCreditMovementsQuery, BillingCreditMovementsQueryVariables>(BillingCreditMovementsDocument, options as useQuery.Options<BillingCreditMovementsQuery, BillingCreditMovementsQueryVariables>);
}
export function useBillingCreditMovementsLazyQuery(options?: useLazyQuery.Options<BillingCreditMovementsQuery, BillingCreditMovementsQueryVariables>) {
  return useLazyQuery<BillingCreditMovementsQuery, BillingCreditMovementsQueryVariables>(BillingCreditMovementsDocument, options);
}
export function useBillingPaymentSetupQuery(options?: useQuery.Options<BillingPaymentSetupQuery, BillingPaymentSetupQueryVariables>) {
  return useQuery<BillingPaymentSetupQuery, BillingPaymentSetupQueryVariables>(BillingPaymentSetupDocument, options as useQuery.Options<BillingPaymentSetupQuery, BillingPaymentSetupQueryVariables>);
}
export function useBillingPaymentSetupLazyQuery(options?: useLazyQuery.Options<BillingPaymentSetupQuery, BillingPaymentSetupQueryVariables>) {
  return useLazyQuery<BillingPaymentSetupQuery, BillingPaymentSetupQueryVariables>(BillingPaymentSetupDocument, options);
}
export function useBillingUpdateAddressMutation(options?: useMutation.Options<BillingUpdateAddressMutation, BillingUpdateAddressMutationVariables>) {
  return useMutation<BillingUpdateAddressMutation, BillingUpdateAddressMutationVariables>(BillingUpdateAddressDocument, options);
}
export function useBillingStartPaymentMethodSetupMutation(options?: useMutation.Options<BillingStartPaymentMethodSetupMutation, BillingStartPaymentMethodSetupMutationVariables>) {
  return useMutation<BillingStartPaymentMethodSetupMutation, BillingStartPaymentMethodSetupMutationVariables>(BillingStartPaymentMethodSetupDocument, options);
}
export function useBillingCompletePaymentMethodSetupMutation(options?: useMutation.Options<BillingCompletePaymentMethodSetupMutation, BillingCompletePaymentMethodSetupMutationVariables>) {
  return useMutation<BillingCompletePaymentMethodSetupMutation, BillingCompletePaymentMethodSetupMutationVariables>(BillingCompletePaymentMethodSetupDocument, options);
}
export function useBillingDeletePaymentMethodMutation(options?: useMutation.Options<BillingDeletePaymentMethodMutation, BillingDeletePaymentMethodMutationVariables>) {
  return useMutation<BillingDeletePaymentMethodMutation, BillingDeletePaymentMethodMutationVariables>(BillingDeletePaymentMethodDocument, options);
}
export function useBillingSetDefaultPaymentMethodMutation(options?: useMutation.Options<BillingSetDefaultPaymentMethodMutation, BillingSetDefaultPaymentMethodMutationVariables>) {
  return useMutation<BillingSetDefaultPaymentMethodMutation, BillingSetDefaultPaymentMethodMutationVariables>(BillingSetDefaultPaymentMethodDocument, options);
}
export function useBillingRequestRefundMutation(options?: useMutation.Options<BillingRequestRefundMutation, BillingRequestRefundMutationVariables>) {
  return useMutation<BillingRequestRefundMutation, BillingRequestRefundMutationVariables>(BillingRequestRefundDocument, options);
}
export function useBillingOffersQuery(options?: useQuery.Options<BillingOffersQuery, BillingOffersQueryVariables>) {
  return useQuery<BillingOffersQuery, BillingOffersQueryVariables>(BillingOffersDocument, options as useQuery.Options<BillingOffersQuery, BillingOffersQueryVariables>);
}
export function useBillingOffersLazyQuery(options?: useLazyQuery.Options<BillingOffersQuery, BillingOffersQueryVariables>) {
  return useLazyQuery<BillingOffersQuery, BillingOffersQueryVariables>(BillingOffersDocument, options);
}
export function useBillingFecOffersQuery(options: useQuery.Options<BillingFecOffersQuery, BillingFecOffersQueryVariables>) {
  return useQuery<BillingFecOffersQuery, BillingFecOffersQueryVariables>(BillingFecOffersDocument, options as useQuery.Options<BillingFecOffersQuery, BillingFecOffersQueryVariables>);
}
export function useBillingFecOffersLazyQuery(options?: useLazyQuery.Options<BillingFecOffersQuery, BillingFecOffersQueryVariables>) {
  return useLazyQuery<BillingFecOffersQuery, BillingFecOffersQueryVariables>(BillingFecOffersDocument, options);
}
export function useBillingCartQuery(options?: useQuery.Options<BillingCartQuery, BillingCartQueryVariables>) {
  return useQuery<BillingCartQuery, BillingCartQueryVariables>(BillingCartDocument, options as useQuery.Options<BillingCartQuery, BillingCartQueryVariables>);
}
export function useBillingCartLazyQuery(options?: useLazyQuery.Options<BillingCartQuery, BillingCartQueryVariables>) {
  return useLazyQuery<BillingCartQuery, BillingCartQueryVariables>(BillingCartDocument, options);
}
export function useBillingOrderQuery(options: useQuery.Options<BillingOrderQuery, BillingOrderQueryVariables>) {
  return useQuery<BillingOrderQuery, BillingOrderQueryVariables>(BillingOrderDocument, options as useQuery.Options<BillingOrderQuery, BillingOrderQueryVariables>);
}
export function useBillingOrderLazyQuery(options?: useLazyQuery.Options<BillingOrderQuery, BillingOrderQueryVariables>) {
  return useLazyQuery<BillingOrderQuery, BillingOrderQueryVariables>(BillingOrderDocument, options);
}
export function useBillingAddToCartMutation(options?: useMutation.Options<BillingAddToCartMutation, BillingAddToCartMutationVariables>) {
  return useMutation<BillingAddToCartMutation, BillingAddToCartMutationVariables>(BillingAddToCartDocument, options);
}
export function useBillingRemoveFromCartMutation(options?: useMutation.Options<BillingRemoveFromCartMutation, BillingRemoveFromCartMutationVariables>) {
  return useMutation<BillingRemoveFromCartMutation, BillingRemoveFromCartMutationVariables>(BillingRemoveFromCartDocument, options);
}
export function useBillingCheckoutMutation(options?: useMutation.Options<BillingCheckoutMutation, BillingCheckoutMutationVariables>) {
  return useMutation<BillingCheckoutMutation, BillingCheckoutMutationVariables>(BillingCheckoutDocument, options);
}
export function useBillingUnlockFecMutation(options?: useMutation.Options<BillingUnlockFecMutation, BillingUnlockFecMutationVariables>) {
  return useMutation<BillingUnlockFecMutation, BillingUnlockFecMutationVariables>(BillingUnlockFecDocument, options);
}
export function useBillingSandboxStepQuery(options: useQuery.Options<BillingSandboxStepQuery, BillingSandboxStepQueryVariables>) {
  return useQuery<BillingSandboxStepQuery, BillingSandboxStepQueryVariables>(BillingSandboxStepDocument, options as useQuery.Options<BillingSandboxStepQuery, BillingSandboxStepQueryVariables>);
}
export function useBillingSandboxStepLazyQuery(options?: useLazyQuery.Options<BillingSandboxStepQuery, BillingSandboxStepQueryVariables>) {
  return useLazyQuery<BillingSandboxStepQuery, BillingSandboxStepQueryVariables>(BillingSandboxStepDocument, options);
}
export function useBillingSandboxSubmitSetupMutation(options?: useMutation.Options<BillingSandboxSubmitSetupMutation, BillingSandboxSubmitSetupMutationVariables>) {
  return useMutation<BillingSandboxSubmitSetupMutation, BillingSandboxSubmitSetupMutationVariables>(BillingSandboxSubmitSetupDocument, options);
}
export function useBillingSandboxAuthenticateMutation(options?: useMutation.Options<BillingSandboxAuthenticateMutation, BillingSandboxAuthenticateMutationVariables>) {
  return useMutation<BillingSandboxAuthenticateMutation, BillingSandboxAuthenticateMutationVariables>(BillingSandboxAuthenticateDocument, options);
}
export function useConnectorsListQuery(options?: useQuery.Options<ConnectorsListQuery, ConnectorsListQueryVariables>) {
  return useQuery<ConnectorsListQuery, ConnectorsListQueryVariables>(ConnectorsListDocument, options as useQuery.Options<ConnectorsListQuery, ConnectorsListQueryVariables>);
}
export function useConnectorsListLazyQuery(options?: useLazyQuery.Options<ConnectorsListQuery, ConnectorsListQueryVariables>) {
  return useLazyQuery<ConnectorsListQuery, ConnectorsListQueryVariables>(ConnectorsListDocument, options);
}
export function useConnectorsProvidersQuery(options?: useQuery.Options<ConnectorsProvidersQuery, ConnectorsProvidersQueryVariables>) {
  return useQuery<ConnectorsProvidersQuery, ConnectorsProvidersQueryVariables>(ConnectorsProvidersDocument, options as useQuery.Options<ConnectorsProvidersQuery, ConnectorsProvidersQueryVariables>);
}
export function useConnectorsProvidersLazyQuery(options?: useLazyQuery.Options<ConnectorsProvidersQuery, ConnectorsProvidersQueryVariables>) {
  return useLazyQuery<ConnectorsProvidersQuery, ConnectorsProvidersQueryVariables>(ConnectorsProvidersDocument, options);
}
export function useConnectorsAddMutation(options?: useMutation.Options<ConnectorsAddMutation, ConnectorsAddMutationVariables>) {
  return useMutation<ConnectorsAddMutation, ConnectorsAddMutationVariables>(ConnectorsAddDocument, options);
}
export function useConnectorsImportMutation(options?: useMutation.Options<ConnectorsImportMutation, ConnectorsImportMutationVariables>) {
  return useMutation<ConnectorsImportMutation, ConnectorsImportMutationVariables>(ConnectorsImportDocument, options);
}
export function useConnectorsRefreshMutation(options?: useMutation.Options<ConnectorsRefreshMutation, ConnectorsRefreshMutationVariables>) {
  return useMutation<ConnectorsRefreshMutation, ConnectorsRefreshMutationVariables>(ConnectorsRefreshDocument, options);
}
export function useConnectorsSetAutoRefreshMutation(options?: useMutation.Options<ConnectorsSetAutoRefreshMutation, ConnectorsSetAutoRefreshMutationVariables>) {
  return useMutation<ConnectorsSetAutoRefreshMutation, ConnectorsSetAutoRefreshMutationVariables>(ConnectorsSetAutoRefreshDocument, options);
}
export function useConnectorsDeleteMutation(options?: useMutation.Options<ConnectorsDeleteMutation, ConnectorsDeleteMutationVariables>) {
  return useMutation<ConnectorsDeleteMutation, ConnectorsDeleteMutationVariables>(ConnectorsDeleteDocument, options);
}
export function useEcfMissionsQuery(options?: useQuery.Options<EcfMissionsQuery, EcfMissionsQueryVariables>) {
  return useQuery<EcfMissionsQuery, EcfMissionsQueryVariables>(EcfMissionsDocument, options as useQuery.Options<EcfMissionsQuery, EcfMissionsQueryVariables>);
}
export function useEcfMissionsLazyQuery(options?: useLazyQuery.Options<EcfMissionsQuery, EcfMissionsQueryVariables>) {
  return useLazyQuery<EcfMissionsQuery, EcfMissionsQueryVariables>(EcfMissionsDocument, options);
}
export function useEcfMissionQuery(options: useQuery.Options<EcfMissionQuery, EcfMissionQueryVariables>) {
  return useQuery<EcfMissionQuery, EcfMissionQueryVariables>(EcfMissionDocument, options as useQuery.Options<EcfMissionQuery, EcfMissionQueryVariables>);
}
export function useEcfMissionLazyQuery(options?: useLazyQuery.Options<EcfMissionQuery, EcfMissionQueryVariables>) {
  return useLazyQuery<EcfMissionQuery, EcfMissionQueryVariables>(EcfMissionDocument, options);
}
export function useEcfFecChoicesQuery(options?: useQuery.Options<EcfFecChoicesQuery, EcfFecChoicesQueryVariables>) {
  return useQuery<EcfFecChoicesQuery, EcfFecChoicesQueryVariables>(EcfFecChoicesDocument, options as useQuery.Options<EcfFecChoicesQuery, EcfFecChoicesQueryVariables>);
}
export function useEcfFecChoicesLazyQuery(options?: useLazyQuery.Options<EcfFecChoicesQuery, EcfFecChoicesQueryVariables>) {
  return useLazyQuery<EcfFecChoicesQuery, EcfFecChoicesQueryVariables>(EcfFecChoicesDocument, options);
}
export function useCreateEcfMissionMutation(options?: useMutation.Options<CreateEcfMissionMutation, CreateEcfMissionMutationVariables>) {
  return useMutation<CreateEcfMissionMutation, CreateEcfMissionMutationVariables>(CreateEcfMissionDocument, options);
}
export function useConcludeEcfPointMutation(options?: useMutation.Options<ConcludeEcfPointMutation, ConcludeEcfPointMutationVariables>) {
  return useMutation<ConcludeEcfPointMutation, ConcludeEcfPointMutationVariables>(ConcludeEcfPointDocument, options);
}
export function useSetEcfChecklistItemMutation(options?: useMutation.Options<SetEcfChecklistItemMutation, SetEcfChecklistItemMutationVariables>) {
  return useMutation<SetEcfChecklistItemMutation, SetEcfChecklistItemMutationVariables>(SetEcfChecklistItemDocument, options);
}
export function useSignEcfMissionMutation(options?: useMutation.Options<SignEcfMissionMutation, SignEcfMissionMutationVariables>) {
  return useMutation<SignEcfMissionMutation, SignEcfMissionMutationVariables>(SignEcfMissionDocument, options);
}
export function useMarkEcfMissionSentMutation(options?: useMutation.Options<MarkEcfMissionSentMutation, MarkEcfMissionSentMutationVariables>) {
  return useMutation<MarkEcfMissionSentMutation, MarkEcfMissionSentMutationVariables>(MarkEcfMissionSentDocument, options);
}
export function useFilesFolderPageQuery(options: useQuery.Options<FilesFolderPageQuery, FilesFolderPageQueryVariables>) {
  return useQuery<FilesFolderPageQuery, FilesFolderPageQueryVariables>(FilesFolderPageDocument, options as useQuery.Options<FilesFolderPageQuery, FilesFolderPageQueryVariables>);
}
export function useFilesFolderPageLazyQuery(options?: useLazyQuery.Options<FilesFolderPageQuery, FilesFolderPageQueryVariables>) {
  return useLazyQuery<FilesFolderPageQuery, FilesFolderPageQueryVariables>(FilesFolderPageDocument, options);
}
export function useFilesFolderChildrenQuery(options: useQuery.Options<FilesFolderChildrenQuery, FilesFolderChildrenQueryVariables>) {
  return useQuery<FilesFolderChildrenQuery, FilesFolderChildrenQueryVariables>(FilesFolderChildrenDocument, options as useQuery.Options<FilesFolderChildrenQuery, FilesFolderChildrenQueryVariables>);
}
export function useFilesFolderChildrenLazyQuery(options?: useLazyQuery.Options<FilesFolderChildrenQuery, FilesFolderChildrenQueryVariables>) {
  return useLazyQuery<FilesFolderChildrenQuery, FilesFolderChildrenQueryVariables>(FilesFolderChildrenDocument, options);
}
export function useFilesFecExtraQuery(options: useQuery.Options<FilesFecExtraQuery, FilesFecExtraQueryVariables>) {
  return useQuery<FilesFecExtraQuery, FilesFecExtraQueryVariables>(FilesFecExtraDocument, options as useQuery.Options<FilesFecExtraQuery, FilesFecExtraQueryVariables>);
}
export function useFilesFecExtraLazyQuery(options?: useLazyQuery.Options<FilesFecExtraQuery, FilesFecExtraQueryVariables>) {
  return useLazyQuery<FilesFecExtraQuery, FilesFecExtraQueryVariables>(FilesFecExtraDocument, options);
}
export function useFilesFecAccessQuery(options: useQuery.Options<FilesFecAccessQuery, FilesFecAccessQueryVariables>) {
  return useQuery<FilesFecAccessQuery, FilesFecAccessQueryVariables>(FilesFecAccessDocument, options as useQuery.Options<FilesFecAccessQuery, FilesFecAccessQueryVariables>);
}
export function useFilesFecAccessLazyQuery(options?: useLazyQuery.Options<FilesFecAccessQuery, FilesFecAccessQueryVariables>) {
  return useLazyQuery<FilesFecAccessQuery, FilesFecAccessQueryVariables>(FilesFecAccessDocument, options);
}
export function useFilesFecGroupAccessQuery(options: useQuery.Options<FilesFecGroupAccessQuery, FilesFecGroupAccessQueryVariables>) {
  return useQuery<FilesFecGroupAccessQuery, FilesFecGroupAccessQueryVariables>(FilesFecGroupAccessDocument, options as useQuery.Options<FilesFecGroupAccessQuery, FilesFecGroupAccessQueryVariables>);
}
export function useFilesFecGroupAccessLazyQuery(options?: useLazyQuery.Options<FilesFecGroupAccessQuery, FilesFecGroupAccessQueryVariables>) {
  return useLazyQuery<FilesFecGroupAccessQuery, FilesFecGroupAccessQueryVariables>(FilesFecGroupAccessDocument, options);
}
export function useFilesAccountGroupsQuery(options?: useQuery.Options<FilesAccountGroupsQuery, FilesAccountGroupsQueryVariables>) {
  return useQuery<FilesAccountGroupsQuery, FilesAccountGroupsQueryVariables>(FilesAccountGroupsDocument, options as useQuery.Options<FilesAccountGroupsQuery, FilesAccountGroupsQueryVariables>);
}
export function useFilesAccountGroupsLazyQuery(options?: useLazyQuery.Options<FilesAccountGroupsQuery, FilesAccountGroupsQueryVariables>) {
  return useLazyQuery<FilesAccountGroupsQuery, FilesAccountGroupsQueryVariables>(FilesAccountGroupsDocument, options);
}
export function useFilesGrantFecGroupAccessMutation(options?: useMutation.Options<FilesGrantFecGroupAccessMutation, FilesGrantFecGroupAccessMutationVariables>) {
  return useMutation<FilesGrantFecGroupAccessMutation, FilesGrantFecGroupAccessMutationVariables>(FilesGrantFecGroupAccessDocument, options);
}
export function useFilesRevokeFecGroupAccessMutation(options?: useMutation.Options<FilesRevokeFecGroupAccessMutation, FilesRevokeFecGroupAccessMutationVariables>) {
  return useMutation<FilesRevokeFecGroupAccessMutation, FilesRevokeFecGroupAccessMutationVariables>(FilesRevokeFecGroupAccessDocument, options);
}
export function useFilesCreateFolderMutation(options?: useMutation.Options<FilesCreateFolderMutation, FilesCreateFolderMutationVariables>) {
  return useMutation<FilesCreateFolderMutation, FilesCreateFolderMutationVariables>(FilesCreateFolderDocument, options);
}
export function useFilesRenameFolderMutation(options?: useMutation.Options<FilesRenameFolderMutation, FilesRenameFolderMutationVariables>) {
  return useMutation<FilesRenameFolderMutation, FilesRenameFolderMutationVariables>(FilesRenameFolderDocument, options);
}
export function useFilesMoveFolderMutation(options?: useMutation.Options<FilesMoveFolderMutation, FilesMoveFolderMutationVariables>) {
  return useMutation<FilesMoveFolderMutation, FilesMoveFolderMutationVariables>(FilesMoveFolderDocument, options);
}
export function useFilesDeleteFolderMutation(options?: useMutation.Options<FilesDeleteFolderMutation, FilesDeleteFolderMutationVariables>) {
  return useMutation<FilesDeleteFolderMutation, FilesDeleteFolderMutationVariables>(FilesDeleteFolderDocument, options);
}
export function useFilesUpdateFecMutation(options?: useMutation.Options<FilesUpdateFecMutation, FilesUpdateFecMutationVariables>) {
  return useMutation<FilesUpdateFecMutation, FilesUpdateFecMutationVariables>(FilesUpdateFecDocument, options);
}
export function useFilesMoveFecMutation(options?: useMutation.Options<FilesMoveFecMutation, FilesMoveFecMutationVariables>) {
  return useMutation<FilesMoveFecMutation, FilesMoveFecMutationVariables>(FilesMoveFecDocument, options);
}
export function useFilesDeleteFecMutation(options?: useMutation.Options<FilesDeleteFecMutation, FilesDeleteFecMutationVariables>) {
  return useMutation<FilesDeleteFecMutation, FilesDeleteFecMutationVariables>(FilesDeleteFecDocument, options);
}
export function useFilesRerunAnalysisMutation(options?: useMutation.Options<FilesRerunAnalysisMutation, FilesRerunAnalysisMutationVariables>) {
  return useMutation<FilesRerunAnalysisMutation, FilesRerunAnalysisMutationVariables>(FilesRerunAnalysisDocument, options);
}
export function useFilesGenerateCorrectedFecMutation(options?: useMutation.Options<FilesGenerateCorrectedFecMutation, FilesGenerateCorrectedFecMutationVariables>) {
  return useMutation<FilesGenerateCorrectedFecMutation, FilesGenerateCorrectedFecMutationVariables>(FilesGenerateCorrectedFecDocument, options);
}
export function useFilesGrantFecAccessMutation(options?: useMutation.Options<FilesGrantFecAccessMutation, FilesGrantFecAccessMutationVariables>) {
  return useMutation<FilesGrantFecAccessMutation, FilesGrantFecAccessMutationVariables>(FilesGrantFecAccessDocument, options);
}
export function useFilesRevokeFecAccessMutation(options?: useMutation.Options<FilesRevokeFecAccessMutation, FilesRevokeFecAccessMutationVariables>) {
  return useMutation<FilesRevokeFecAccessMutation, FilesRevokeFecAccessMutationVariables>(FilesRevokeFecAccessDocument, options);
}
export function useFilesRunMultiAnalysisMutation(options?: useMutation.Options<FilesRunMultiAnalysisMutation, FilesRunMultiAnalysisMutationVariables>) {
  return useMutation<FilesRunMultiAnalysisMutation, FilesRunMultiAnalysisMutationVariables>(FilesRunMultiAnalysisDocument, options);
}
export function useImportSettingsQuery(options?: useQuery.Options<ImportSettingsQuery, ImportSettingsQueryVariables>) {
  return useQuery<ImportSettingsQuery, ImportSettingsQueryVariables>(ImportSettingsDocument, options as useQuery.Options<ImportSettingsQuery, ImportSettingsQueryVariables>);
}
export function useImportSettingsLazyQuery(options?: useLazyQuery.Options<ImportSettingsQuery, ImportSettingsQueryVariables>) {
  return useLazyQuery<ImportSettingsQuery, ImportSettingsQueryVariables>(ImportSettingsDocument, options);
}
export function useImportCompanyQuery(options: useQuery.Options<ImportCompanyQuery, ImportCompanyQueryVariables>) {
  return useQuery<ImportCompanyQuery, ImportCompanyQueryVariables>(ImportCompanyDocument, options as useQuery.Options<ImportCompanyQuery, ImportCompanyQueryVariables>);
}
export function useImportCompanyLazyQuery(options?: useLazyQuery.Options<ImportCompanyQuery, ImportCompanyQueryVariables>) {
  return useLazyQuery<ImportCompanyQuery, ImportCompanyQueryVariables>(ImportCompanyDocument, options);
}
export function useImportNetworkCreditsQuery(options?: useQuery.Options<ImportNetworkCreditsQuery, ImportNetworkCreditsQueryVariables>) {
  return useQuery<ImportNetworkCreditsQuery, ImportNetworkCreditsQueryVariables>(ImportNetworkCreditsDocument, options as useQuery.Options<ImportNetworkCreditsQuery, ImportNetworkCreditsQueryVariables>);
}
export function useImportNetworkCreditsLazyQuery(options?: useLazyQuery.Options<ImportNetworkCreditsQuery, ImportNetworkCreditsQueryVariables>) {
  return useLazyQuery<ImportNetworkCreditsQuery, ImportNetworkCreditsQueryVariables>(ImportNetworkCreditsDocument, options);
}
export function useImportFiscalYearSuggestionQuery(options: useQuery.Options<ImportFiscalYearSuggestionQuery, ImportFiscalYearSuggestionQueryVariables>) {
  return useQuery<ImportFiscalYearSuggestionQuery, ImportFiscalYearSuggestionQueryVariables>(ImportFiscalYearSuggestionDocument, options as useQuery.Options<ImportFiscalYearSuggestionQuery, ImportFiscalYearSuggestionQueryVariables>);
}
export function useImportFiscalYearSuggestionLazyQuery(options?: useLazyQuery.Options<ImportFiscalYearSuggestionQuery, ImportFiscalYearSuggestionQueryVariables>) {
  return useLazyQuery<ImportFiscalYearSuggestionQuery, ImportFiscalYearSuggestionQueryVariables>(ImportFiscalYearSuggestionDocument, options);
}
export function useMyAccountsQuery(options?: useQuery.Options<MyAccountsQuery, MyAccountsQueryVariables>) {
  return useQuery<MyAccountsQuery, MyAccountsQueryVariables>(MyAccountsDocument, options as useQuery.Options<MyAccountsQuery, MyAccountsQueryVariables>);
}
export function useMyAccountsLazyQuery(options?: useLazyQuery.Options<MyAccountsQuery, MyAccountsQueryVariables>) {
  return useLazyQuery<MyAccountsQuery, MyAccountsQueryVariables>(MyAccountsDocument, options);
}
export function useSwitchAccountMutation(options?: useMutation.Options<SwitchAccountMutation, SwitchAccountMutationVariables>) {
  return useMutation<SwitchAccountMutation, SwitchAccountMutationVariables>(SwitchAccountDocument, options);
}
export function useAcceptInvitationMutation(options?: useMutation.Options<AcceptInvitationMutation, AcceptInvitationMutationVariables>) {
  return useMutation<AcceptInvitationMutation, AcceptInvitationMutationVariables>(AcceptInvitationDocument, options);
}
export function useDeclineInvitationMutation(options?: useMutation.Options<DeclineInvitationMutation, DeclineInvitationMutationVariables>) {
  return useMutation<DeclineInvitationMutation, DeclineInvitationMutationVariables>(DeclineInvitationDocument, options);
}
export function useMultiAnalysisPageQuery(options: useQuery.Options<MultiAnalysisPageQuery, MultiAnalysisPageQueryVariables>) {
  return useQuery<MultiAnalysisPageQuery, MultiAnalysisPageQueryVariables>(MultiAnalysisPageDocument, options as useQuery.Options<MultiAnalysisPageQuery, MultiAnalysisPageQueryVariables>);
}
export function useMultiAnalysisPageLazyQuery(options?: useLazyQuery.Options<MultiAnalysisPageQuery, MultiAnalysisPageQueryVariables>) {
  return useLazyQuery<MultiAnalysisPageQuery, MultiAnalysisPageQueryVariables>(MultiAnalysisPageDocument, options);
}
export function useMultiAnalysisPageComparedQuery(options: useQuery.Options<MultiAnalysisPageComparedQuery, MultiAnalysisPageComparedQueryVariables>) {
  return useQuery<MultiAnalysisPageComparedQuery, MultiAnalysisPageComparedQueryVariables>(MultiAnalysisPageComparedDocument, options as useQuery.Options<MultiAnalysisPageComparedQuery, MultiAnalysisPageComparedQueryVariables>);
}
export function useMultiAnalysisPageComparedLazyQuery(options?: useLazyQuery.Options<MultiAnalysisPageComparedQuery, MultiAnalysisPageComparedQueryVariables>) {
  return useLazyQuery<MultiAnalysisPageComparedQuery, MultiAnalysisPageComparedQueryVariables>(MultiAnalysisPageComparedDocument, options);
}
export function useMultiAnalysisPageControlRowsQuery(options: useQuery.Options<MultiAnalysisPageControlRowsQuery, MultiAnalysisPageControlRowsQueryVariables>) {
  return useQuery<MultiAnalysisPageControlRowsQuery, MultiAnalysisPageControlRowsQueryVariables>(MultiAnalysisPageControlRowsDocument, options as useQuery.Options<MultiAnalysisPageControlRowsQuery, MultiAnalysisPageControlRowsQueryVariables>);
}
export function useMultiAnalysisPageControlRowsLazyQuery(options?: useLazyQuery.Options<MultiAnalysisPageControlRowsQuery, MultiAnalysisPageControlRowsQueryVariables>) {
  return useLazyQuery<MultiAnalysisPageControlRowsQuery, MultiAnalysisPageControlRowsQueryVariables>(MultiAnalysisPageControlRowsDocument, options);
}
export function useApiKeysListQuery(options?: useQuery.Options<ApiKeysListQuery, ApiKeysListQueryVariables>) {
  return useQuery<ApiKeysListQuery, ApiKeysListQueryVariables>(ApiKeysListDocument, options as useQuery.Options<ApiKeysListQuery, ApiKeysListQueryVariables>);
}
export function useApiKeysListLazyQuery(options?: useLazyQuery.Options<ApiKeysListQuery, ApiKeysListQueryVariables>) {
  return useLazyQuery<ApiKeysListQuery, ApiKeysListQueryVariables>(ApiKeysListDocument, options);
}
export function useApiKeyCreateMutation(options?: useMutation.Options<ApiKeyCreateMutation, ApiKeyCreateMutationVariables>) {
  return useMutation<ApiKeyCreateMutation, ApiKeyCreateMutationVariables>(ApiKeyCreateDocument, options);
}
export function useApiKeyRevokeMutation(options?: useMutation.Options<ApiKeyRevokeMutation, ApiKeyRevokeMutationVariables>) {
  return useMutation<ApiKeyRevokeMutation, ApiKeyRevokeMutationVariables>(ApiKeyRevokeDocument, options);
}
export function useApiKeyKeepMutation(options?: useMutation.Options<ApiKeyKeepMutation, ApiKeyKeepMutationVariables>) {
  return useMutation<ApiKeyKeepMutation, ApiKeyKeepMutationVariables>(ApiKeyKeepDocument, options);
}
export function useReportWizardLimitsQuery(options?: useQuery.Options<ReportWizardLimitsQuery, ReportWizardLimitsQueryVariables>) {
  return useQuery<ReportWizardLimitsQuery, ReportWizardLimitsQueryVariables>(ReportWizardLimitsDocument, options as useQuery.Options<ReportWizardLimitsQuery, ReportWizardLimitsQueryVariables>);
}
export function useReportWizardLimitsLazyQuery(options?: useLazyQuery.Options<ReportWizardLimitsQuery, ReportWizardLimitsQueryVariables>) {
  return useLazyQuery<ReportWizardLimitsQuery, ReportWizardLimitsQueryVariables>(ReportWizardLimitsDocument, options);
}
export function useReportWizardCatalogueQuery(options?: useQuery.Options<ReportWizardCatalogueQuery, ReportWizardCatalogueQueryVariables>) {
  return useQuery<ReportWizardCatalogueQuery, ReportWizardCatalogueQueryVariables>(ReportWizardCatalogueDocument, options as useQuery.Options<ReportWizardCatalogueQuery, ReportWizardCatalogueQueryVariables>);
}
export function useReportWizardCatalogueLazyQuery(options?: useLazyQuery.Options<ReportWizardCatalogueQuery, ReportWizardCatalogueQueryVariables>) {
  return useLazyQuery<ReportWizardCatalogueQuery, ReportWizardCatalogueQueryVariables>(ReportWizardCatalogueDocument, options);
}
export function useReportWizardLibraryQuery(options?: useQuery.Options<ReportWizardLibraryQuery, ReportWizardLibraryQueryVariables>) {
  return useQuery<ReportWizardLibraryQuery, ReportWizardLibraryQueryVariables>(ReportWizardLibraryDocument, options as useQuery.Options<ReportWizardLibraryQuery, ReportWizardLibraryQueryVariables>);
}
export function useReportWizardLibraryLazyQuery(options?: useLazyQuery.Options<ReportWizardLibraryQuery, ReportWizardLibraryQueryVariables>) {
  return useLazyQuery<ReportWizardLibraryQuery, ReportWizardLibraryQueryVariables>(ReportWizardLibraryDocument, options);
}
export function useReportWizardGenerateMutation(options?: useMutation.Options<ReportWizardGenerateMutation, ReportWizardGenerateMutationVariables>) {
  return useMutation<ReportWizardGenerateMutation, ReportWizardGenerateMutationVariables>(ReportWizardGenerateDocument, options);
}
export function useReportsListQuery(options?: useQuery.Options<ReportsListQuery, ReportsListQueryVariables>) {
  return useQuery<ReportsListQuery, ReportsListQueryVariables>(ReportsListDocument, options as useQuery.Options<ReportsListQuery, ReportsListQueryVariables>);
}
export function useReportsListLazyQuery(options?: useLazyQuery.Options<ReportsListQuery, ReportsListQueryVariables>) {
  return useLazyQuery<ReportsListQuery, ReportsListQueryVariables>(ReportsListDocument, options);
}
export function useReportsDeleteMutation(options?: useMutation.Options<ReportsDeleteMutation, ReportsDeleteMutationVariables>) {
  return useMutation<ReportsDeleteMutation, ReportsDeleteMutationVariables>(ReportsDeleteDocument, options);
}
export function useCurrentUserQuery(options?: useQuery.Options<CurrentUserQuery, CurrentUserQueryVariables>) {
  return useQuery<CurrentUserQuery, CurrentUserQueryVariables>(CurrentUserDocument, options as useQuery.Options<CurrentUserQuery, CurrentUserQueryVariables>);
}
export function useCurrentUserLazyQuery(options?: useLazyQuery.Options<CurrentUserQuery, CurrentUserQueryVariables>) {
  return useLazyQuery<CurrentUserQuery, CurrentUserQueryVariables>(CurrentUserDocument, options);
}
export function useSessionStateQuery(options?: useQuery.Options<SessionStateQuery, SessionStateQueryVariables>) {
  return useQuery<SessionStateQuery, SessionStateQueryVariables>(SessionStateDocument, options as useQuery.Options<SessionStateQuery, SessionStateQueryVariables>);
}
export function useSessionStateLazyQuery(options?: useLazyQuery.Options<SessionStateQuery, SessionStateQueryVariables>) {
  return useLazyQuery<SessionStateQuery, SessionStateQueryVariables>(SessionStateDocument, options);
}
export function useSignOutMutation(options?: useMutation.Options<SignOutMutation, SignOutMutationVariables>) {
  return useMutation<SignOutMutation, SignOutMutationVariables>(SignOutDocument, options);
}
export function useStartImpersonationMutation(options?: useMutation.Options<StartImpersonationMutation, StartImpersonationMutationVariables>) {
  return useMutation<StartImpersonationMutation, StartImpersonationMutationVariables>(StartImpersonationDocument, options);
}
export function useLeaveImpersonationMutation(options?: useMutation.Options<LeaveImpersonationMutation, LeaveImpersonationMutationVariables>) {
  return useMutation<LeaveImpersonationMutation, LeaveImpersonationMutationVariables>(LeaveImpersonationDocument, options);
}
export function useStatementsTrialBalanceQuery(options: useQuery.Options<StatementsTrialBalanceQuery, StatementsTrialBalanceQueryVariables>) {
  return useQuery<StatementsTrialBalanceQuery, StatementsTrialBalanceQueryVariables>(StatementsTrialBalanceDocument, options as useQuery.Options<StatementsTrialBalanceQuery, StatementsTrialBalanceQueryVariables>);
}
export function useStatementsTrialBalanceLazyQuery(options?: useLazyQuery.Options<StatementsTrialBalanceQuery, StatementsTrialBalanceQueryVariables>) {
  return useLazyQuery<StatementsTrialBalanceQuery, StatementsTrialBalanceQueryVariables>(StatementsTrialBalanceDocument, options);
}
export function useStatementsGeneralLedgerQuery(options: useQuery.Options<StatementsGeneralLedgerQuery, StatementsGeneralLedgerQueryVariables>) {
  return useQuery<StatementsGeneralLedgerQuery, StatementsGeneralLedgerQueryVariables>(StatementsGeneralLedgerDocument, options as useQuery.Options<StatementsGeneralLedgerQuery, StatementsGeneralLedgerQueryVariables>);
}
export function useStatementsGeneralLedgerLazyQuery(options?: useLazyQuery.Options<StatementsGeneralLedgerQuery, StatementsGeneralLedgerQueryVariables>) {
  return useLazyQuery<StatementsGeneralLedgerQuery, StatementsGeneralLedgerQueryVariables>(StatementsGeneralLedgerDocument, options);
}
export function useStatementsFinancialQuery(options: useQuery.Options<StatementsFinancialQuery, StatementsFinancialQueryVariables>) {
  return useQuery<StatementsFinancialQuery, StatementsFinancialQueryVariables>(StatementsFinancialDocument, options as useQuery.Options<StatementsFinancialQuery, StatementsFinancialQueryVariables>);
}
export function useStatementsFinancialLazyQuery(options?: useLazyQuery.Options<StatementsFinancialQuery, StatementsFinancialQueryVariables>) {
  return useLazyQuery<StatementsFinancialQuery, StatementsFinancialQueryVariables>(StatementsFinancialDocument, options);
}
export function useStatementsTaxReturnQuery(options: useQuery.Options<StatementsTaxReturnQuery, StatementsTaxReturnQueryVariables>) {
  return useQuery<StatementsTaxReturnQuery, StatementsTaxReturnQueryVariables>(StatementsTaxReturnDocument, options as useQuery.Options<StatementsTaxReturnQuery, StatementsTaxReturnQueryVariables>);
}
export function useStatementsTaxReturnLazyQuery(options?: useLazyQuery.Options<StatementsTaxReturnQuery, StatementsTaxReturnQueryVariables>) {
  return useLazyQuery<StatementsTaxReturnQuery, StatementsTaxReturnQueryVariables>(StatementsTaxReturnDocument, options);
}
export function useStatementsSetDeclaredTaxReturnMutation(options?: useMutation.Options<StatementsSetDeclaredTaxReturnMutation, StatementsSetDeclaredTaxReturnMutationVariables>) {
  return useMutation<StatementsSetDeclaredTaxReturnMutation, StatementsSetDeclaredTaxReturnMutationVariables>(StatementsSetDeclaredTaxReturnDocument, options);
}
export function useWebhooksListQuery(options?: useQuery.Options<WebhooksListQuery, WebhooksListQueryVariables>) {
  return useQuery<WebhooksListQuery, WebhooksListQueryVariables>(WebhooksListDocument, options as useQuery.Options<WebhooksListQuery, WebhooksListQueryVariables>);
}
export function useWebhooksListLazyQuery(options?: useLazyQuery.Options<WebhooksListQuery, WebhooksListQueryVariables>) {
  return useLazyQuery<WebhooksListQuery, WebhooksListQueryVariables>(WebhooksListDocument, options);
}
export function useWebhookDeliveriesQuery(options: useQuery.Options<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>) {
  return useQuery<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>(WebhookDeliveriesDocument, options as useQuery.Options<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>);
}
export function useWebhookDeliveriesLazyQuery(options?: useLazyQuery.Options<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>) {
  return useLazyQuery<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>(WebhookDeliveriesDocument, options);
}
export function useWebhookCreateMutation(options?: useMutation.Options<WebhookCreateMutation, WebhookCreateMutationVariables>) {
  return useMutation<WebhookCreateMutation, WebhookCreateMutationVariables>(WebhookCreateDocument, options);
}
export function useWebhookSetEnabledMutation(options?: useMutation.Options<WebhookSetEnabledMutation, WebhookSetEnabledMutationVariables>) {
  return useMutation<WebhookSetEnabledMutation, WebhookSetEnabledMutationVariables>(WebhookSetEnabledDocument, options);
}
export function useWebhookDeleteMutation(options?: useMutation.Options<WebhookDeleteMutation, WebhookDeleteMutationVariables>) {
  return useMutation<WebhookDeleteMutation, WebhookDeleteMutationVariables>(WebhookDeleteDocument, options);
}
export function useWebhookDeliveryReplayMutation(options?: useMutation.Options<WebhookDeliveryReplayMutation, WebhookDeliveryReplayMutationVariables>) {
  return useMutation<WebhookDeliveryReplayMutation, WebhookDeliveryReplayMutationVariables>(WebhookDeliveryReplayDocument, options);
}