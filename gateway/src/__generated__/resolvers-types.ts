/* eslint-disable */
import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { Me as MeDto, GatewayContext } from '../context';
import { UserDto } from '../resolvers/users/dto';
import { GroupDto, FecAccessEntryDto, FecGroupAccessEntryDto } from '../resolvers/groups/dto';
import { NetworkDto, AffiliationDto } from '../resolvers/network/dto';
import { FolderDto, FolderDeletionDto } from '../resolvers/folders/dto';
import { FecDto, FecExtraDto, FecPageDto } from '../resolvers/fecs/dto';
import { AccountDto, FeaturesDto, CurrentAccountDto, FecAttachedDto } from '../resolvers/accounts/dto';
import { AnalysisParent, ControlResultDto, ControlCommentDto, CatalogueEntryDto, AnalysisDto } from '../resolvers/analyses/dto';
import { StatementFigureDto, TaxReturnBoxDto, ReconciliationLineDto } from '../resolvers/statements/dto';
import { ReviewDto, PersonDto, HistoryEntryDto, AttachmentDto, SignOffDto, FindingDto, ControlChangesDto, ChangesDto, AssignmentDto, DossierDto } from '../resolvers/review/dto';
import { EcfMissionDto, EcfPointDto, EcfCheckDto, EcfPointControlDto, EcfChecklistItemDto, EcfConclusionEntryDto } from '../resolvers/ecf/dto';
import { ReportDto } from '../resolvers/reports/dto';
import { ConnectorDto, ConnectorFiscalYearDto, ConnectorImportDto } from '../resolvers/connectors/dto';
import { ApiKeyDto, FecUploadDto } from '../resolvers/partners/dto';
import { WebhookDto, WebhookDeliveryDto } from '../resolvers/webhooks/dto';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Date calendaire `AAAA-MM-JJ`. */
  Date: { input: string; output: string; }
  /** Date et heure ISO 8601 (UTC), par exemple `2026-11-21T15:04:05.000Z`. */
  DateTime: { input: string; output: string; }
  /** Valeur JSON libre (formes documentées par le champ qui la porte). */
  JSON: { input: unknown; output: unknown; }
};

/** Un compte dont l'utilisateur fait partie. */
export type Account = {
  __typename?: 'Account';
  /** Date de création. */
  createdAt: Scalars['DateTime']['output'];
  /** Vrai si c'est le compte courant de l'utilisateur. */
  current: Scalars['Boolean']['output'];
  /** Fonctionnalités du compte (habillage, import, authentification unique). */
  featuresInAccount: AccountFeatures;
  /** Nom du compte. */
  name: Scalars['String']['output'];
  /** Compte réseau parent, sinon null. */
  networkParentUuid?: Maybe<Scalars['ID']['output']>;
  /** Rôle de l'utilisateur connecté dans ce compte. */
  role: UserRole;
  /** Identifiant du compte. */
  uuid: Scalars['ID']['output'];
};

/** Un compte derrière un chiffre, et sa contribution signée. */
export type AccountContribution = {
  __typename?: 'AccountContribution';
  /** Numéro de compte. */
  account: Scalars['String']['output'];
  /** Contribution signée, centimes. */
  amountCents: Scalars['Float']['output'];
};

/** Fonctionnalités d'un compte (`features_in_account`). */
export type AccountFeatures = {
  __typename?: 'AccountFeatures';
  /** Habillage du compte (couleurs et logo) ; les valeurs vides sont absentes. */
  branding: Branding;
  /** Fonctionnalité d'import de FEC (null si le compte n'a pas de réglage). */
  import?: Maybe<ImportFeature>;
  /** Authentification unique (null si le compte n'en a pas). */
  sso?: Maybe<SsoFeature>;
};

/** Une page de comptes. */
export type AccountPage = {
  __typename?: 'AccountPage';
  /** Les comptes de la page. */
  items: Array<Account>;
  /** Pagination. */
  pageInfo: PageInfo;
};

/** Ajout d'un jeton de logiciel comptable. */
export type AddConnectorTokenInput = {
  /** Logiciel comptable. */
  provider: ConnectorProviderId;
  /** Jeton d'API de la société dans ce logiciel (jamais rendu ensuite). */
  token: Scalars['String']['input'];
};

export type AddToCartInput = {
  /** Le FEC concerné, pour une offre par FEC. */
  fecUuid?: InputMaybe<Scalars['ID']['input']>;
  /** Code de l'offre. */
  offerCode: Scalars['ID']['input'];
};

/** Une analyse d'un FEC (ou une multi-analyse) : statut (spec §4), synthèse par catégorie, rapport, contrôles. */
export type Analysis = {
  __typename?: 'Analysis';
  /**
   * Adresse du certificat de conformité (PDF) sur la passerelle : conclusion de l'outil officiel, correspondance
   * des champs, champs supplémentaires, alertes, données absentes, puis nos constats au-delà de l'outil. Null tant
   * que l'analyse n'est pas terminée, pour une multi-analyse, ou quand le FEC est verrouillé.
   */
  certificateUrl?: Maybe<Scalars['String']['output']>;
  /** Constats nouveaux, inchangés et disparus depuis l'analyse précédente du dossier ; null quand il n'y en a pas. */
  changesSincePrevious?: Maybe<AnalysisChanges>;
  /**
   * Résultats par contrôle (vide tant que l'analyse n'est pas terminée). Pour N analyses d'une même requête,
   * un seul appel à l'API par combinaison de filtres.
   */
  controls: Array<ControlResult>;
  /** Erreur de la dernière génération du FEC corrigé. */
  correctedError?: Maybe<Scalars['String']['output']>;
  /** État du FEC corrigé. */
  correctedStatus: CorrectedStatus;
  /** Verdict que donnerait l'outil officiel de la DGFiP sur le FEC corrigé (null tant qu'il n'a pas été généré). */
  correctedTester?: Maybe<TesterVerdict>;
  /** Date de création (mise en file d'attente). */
  createdAt: Scalars['DateTime']['output'];
  /**
   * Adresse de l'export CSV des diagnostics de format (les deux verdicts, puis chaque diagnostic avec sa ligne et
   * sa règle : outil officiel ou au-delà). Null tant que l'analyse n'est pas terminée, ou pour une multi-analyse.
   */
  diagnosticsCsvUrl?: Maybe<Scalars['String']['output']>;
  /** Message en français quand le statut est ERROR ou POSTCONDITION. */
  error?: Maybe<Scalars['String']['output']>;
  /** FEC analysés (un seul, ou 1 à 3 pour une multi-analyse). */
  fecs: Array<Fec>;
  /** Fin de l'exécution. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * Grand livre d'un compte : ses lignes avec le solde progressif, dans l'ordre du grand livre (à-nouveaux, puis
   * date, numéro d'écriture et ligne du fichier), paginées côté serveur (une page d'un compte de 200 000 lignes se
   * lit sans relire le FEC). Avec `aux` : le grand livre auxiliaire de ce tiers dans le compte `account`. Erreur
   * NOT_FOUND si le compte, ou le compte auxiliaire dans ce compte, n'a aucune ligne.
   */
  generalLedger: GeneralLedgerPage;
  /** Analyse simple ou multi-analyse. */
  kind: AnalysisKind;
  /** FEC verrouillé (offre gratuite) : le détail des contrôles est masqué jusqu'au déblocage. */
  locked: Scalars['Boolean']['output'];
  /** Rapport de format (null tant que l'analyse n'est pas terminée). */
  report?: Maybe<AnalysisReport>;
  /** Avancement de la revue : x contrôles revus sur y (null pour une multi-analyse ou une analyse en cours). */
  reviewProgress?: Maybe<ReviewProgress>;
  /** Validation de la revue du dossier, la dernière (active ou rouverte) ; null si elle n'a jamais été validée. */
  reviewSignOff?: Maybe<ReviewSignOff>;
  /** Début de l'exécution. */
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  /** SIG, bilan, compte de résultat et ratios, N et N-1 ; chiffres clés seulement pour un FEC verrouillé. */
  statements?: Maybe<AnalysisStatements>;
  /** Statut (spec §4). */
  status: AnalysisStatus;
  /** Nombre de contrôles par catégorie de résultat (toutes les catégories ; vide tant que l'analyse n'est pas terminée). */
  summary: Array<CategoryCount>;
  /** Cases de la liasse fiscale calculées depuis le FEC (2050-2053 ou 2033-A/B). */
  taxReturn?: Maybe<TaxReturn>;
  /** Rapprochement FEC ↔ liasse déclarée : résultat comptable et cases, écarts expliqués par les comptes. */
  taxReturnReconciliation?: Maybe<TaxReturnReconciliation>;
  /**
   * Balance générale ou auxiliaire, paginée côté serveur, avec les totaux de toutes les lignes filtrées. Erreur
   * FORBIDDEN pour un FEC verrouillé (offre Découverte : voir `statements.current.keyFigures`).
   */
  trialBalance: TrialBalancePage;
  /** Identifiant de l'analyse. */
  uuid: Scalars['ID']['output'];
};


/** Une analyse d'un FEC (ou une multi-analyse) : statut (spec §4), synthèse par catégorie, rapport, contrôles. */
export type AnalysisControlsArgs = {
  category?: InputMaybe<ResultCategory>;
  search?: InputMaybe<Scalars['String']['input']>;
  theme?: InputMaybe<Scalars['String']['input']>;
};


/** Une analyse d'un FEC (ou une multi-analyse) : statut (spec §4), synthèse par catégorie, rapport, contrôles. */
export type AnalysisGeneralLedgerArgs = {
  account: Scalars['String']['input'];
  aux?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Une analyse d'un FEC (ou une multi-analyse) : statut (spec §4), synthèse par catégorie, rapport, contrôles. */
export type AnalysisTrialBalanceArgs = {
  filter?: InputMaybe<TrialBalanceFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * Ce qui a changé depuis l'analyse précédente du dossier (relance, FEC corrigé, réimport de la même société et du
 * même exercice).
 */
export type AnalysisChanges = {
  __typename?: 'AnalysisChanges';
  /** Constats revus dans une autre analyse du dossier et toujours présents : leur revue est reprise. */
  carriedCount: Scalars['Int']['output'];
  /** Le détail par contrôle (ceux qui ont des constats dans l'une ou l'autre analyse). */
  controls: Array<ControlChanges>;
  /** Constats disparus. */
  goneCount: Scalars['Int']['output'];
  /** Constats nouveaux, tous contrôles confondus. */
  newCount: Scalars['Int']['output'];
  /** L'analyse précédente. */
  previousAnalysis: Analysis;
  /** Uuid de l'analyse précédente. */
  previousAnalysisUuid: Scalars['ID']['output'];
  /** Vrai quand l'analyse précédente porte sur le même FEC (une relance) ; faux pour un FEC corrigé ou réimporté. */
  sameFec: Scalars['Boolean']['output'];
  /** Constats inchangés. */
  unchangedCount: Scalars['Int']['output'];
};

/** Exercice sur lequel les contrôles ont porté, et celui que montrent les écritures. */
export type AnalysisFiscalYear = {
  __typename?: 'AnalysisFiscalYear';
  /** Fin de l'exercice retenu. */
  end: Scalars['Date']['output'];
  /** Écritures datées hors de l'exercice retenu (signalées, sans déplacer l'exercice) ; des lignes quand le fichier n'a pas de numérotation réelle des écritures (voir `outliersUnit`). */
  outliers: Scalars['Int']['output'];
  /** Ce que compte `outliers` : des écritures, ou des lignes sur un fichier sans numérotation réelle (null pour une analyse antérieure à ce champ). */
  outliersUnit?: Maybe<PatternUnit>;
  /** Origine de l'exercice retenu. */
  source: FiscalYearSource;
  /** Début de l'exercice retenu. */
  start: Scalars['Date']['output'];
  /** Fin de l'exercice que montre le gros des écritures. */
  suggestedEnd?: Maybe<Scalars['Date']['output']>;
  /** Début de l'exercice que montre le gros des écritures (null si aucune n'est datée). */
  suggestedStart?: Maybe<Scalars['Date']['output']>;
};

/** Nature d'une analyse. */
export type AnalysisKind =
  /** Multi-analyse : comparaison de 1 à 3 FEC. */
  | 'MULTI'
  /** Analyse d'un seul FEC. */
  | 'SINGLE';

/** Une page d'analyses. */
export type AnalysisPage = {
  __typename?: 'AnalysisPage';
  /** Analyses de la page. */
  items: Array<Analysis>;
  /** Pagination. */
  pageInfo: PageInfo;
};

/** Rapport de format d'une analyse terminée (sans les contrôles, lus par `Analysis.controls`). */
export type AnalysisReport = {
  __typename?: 'AnalysisReport';
  /**
   * Notre verdict de conformité : toutes les règles, celles de l'outil officiel de la DGFiP (Test Compta Demat)
   * et celles que nous vérifions au-delà (équilibre, numérotation, dates dans l'exercice, nom, SIREN, encodage…).
   */
  conformity?: Maybe<FecConformity>;
  /** Nombre de diagnostics de format par code. */
  diagnosticCounts: Array<DiagnosticCount>;
  /** Nombre d'écritures distinctes (JournalCode, EcritureNum). */
  entries?: Maybe<Scalars['Int']['output']>;
  /** Fin de l'exercice analysé. */
  fiscalEnd?: Maybe<Scalars['Date']['output']>;
  /** Début de l'exercice analysé. */
  fiscalStart?: Maybe<Scalars['Date']['output']>;
  /** Exercice retenu, son origine, et celui que montrent les écritures (null pour une analyse antérieure à ce champ). */
  fiscalYear?: Maybe<AnalysisFiscalYear>;
  /** Nombre de lignes d'écriture lues. */
  lines?: Maybe<Scalars['Int']['output']>;
  /** Rapport complet tel que l'API le renvoie (forme libre, pour les intégrations avancées). */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Score de risque et écritures les plus risquées (null pour une multi-analyse ou une analyse antérieure). */
  risk?: Maybe<AnalysisRisk>;
  /**
   * Verdict que donnerait l'outil officiel de la DGFiP (Test Compta Demat) : ses seules règles, appliquées comme
   * il les applique, dans le mode où il faut le lancer (null pour une analyse antérieure à ce champ).
   */
  tester?: Maybe<TesterVerdict>;
  /** Totaux débit et crédit. */
  totals?: Maybe<AnalysisTotals>;
  /** Tests d'audit des écritures qu'un FEC ne permet pas. */
  unsupportedTests: Array<UnsupportedTest>;
};

/** Score de risque du FEC et ses écritures les plus risquées, tous contrôles confondus. */
export type AnalysisRisk = {
  __typename?: 'AnalysisRisk';
  /** Les écritures les plus risquées (20 au plus) ; vide quand le FEC est verrouillé (offre Découverte). */
  entries: Array<RiskyEntry>;
  /** Niveau de risque. */
  level: RiskLevel;
  /** Score de 0 (rien à signaler) à 100. */
  score: Scalars['Int']['output'];
  /** Ce qui fait le score, en une phrase. */
  summary: Scalars['String']['output'];
};

/** SIG, bilan et compte de résultat d'une analyse ; N-1 quand l'exercice précédent de la même société est connu. */
export type AnalysisStatements = {
  __typename?: 'AnalysisStatements';
  /** Continuité des à-nouveaux, comptes en écart seulement (null sans N-1 ou si verrouillé). */
  continuity?: Maybe<Array<OpeningContinuityLine>>;
  /** Exercice N. */
  current: YearStatements;
  /** FEC verrouillé (offre Découverte) : seuls les chiffres clés sont donnés. */
  locked: Scalars['Boolean']['output'];
  /**
   * Exercice N-1 : celui d'une multi-analyse portant sur les deux exercices, ou pour une analyse simple la dernière
   * analyse terminée d'un autre FEC débloqué de la même société (SIREN) clos l'année précédente ; null sinon.
   */
  previous?: Maybe<YearStatements>;
};

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

/** Totaux des écritures du FEC. */
export type AnalysisTotals = {
  __typename?: 'AnalysisTotals';
  /** Total des crédits, en centimes. */
  creditCents: Scalars['Float']['output'];
  /** Total des crédits, en euros. */
  creditEuros: Scalars['Float']['output'];
  /** Total des débits, en centimes. */
  debitCents: Scalars['Float']['output'];
  /** Total des débits, en euros. */
  debitEuros: Scalars['Float']['output'];
};

/** Une clé d'API d'un compte (jamais son secret). */
export type ApiKey = {
  __typename?: 'ApiKey';
  /** Budget de requêtes : capacité du seau (en points de coût de requête). */
  budgetCapacity: Scalars['Int']['output'];
  /** Budget de requêtes : points rendus par seconde. */
  budgetRefillPerSecond: Scalars['Float']['output'];
  /** Date de création. */
  createdAt: Scalars['DateTime']['output'];
  /** Adresse e-mail de l'utilisateur qui l'a créée (ses droits bornent ceux de la clé). */
  createdBy?: Maybe<Scalars['String']['output']>;
  /** La session qui a créé la clé (null pour les clés créées avant cet enregistrement). */
  createdFrom?: Maybe<ApiKeyCreation>;
  /** Dernière utilisation (null si jamais utilisée). */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Nom donné à la clé (le logiciel partenaire qui l'utilise). */
  name: Scalars['String']['output'];
  /** Début du secret, pour reconnaître la clé (ex. « fak_live_3f9a »). */
  prefix: Scalars['String']['output'];
  /**
   * « À vérifier » : la clé a été créée depuis une session de son créateur qui a depuis été coupée (mot de passe
   * réinitialisé ou changé, déconnexion partout) ; à conserver (`keepApiKey`) ou révoquer. Null sinon.
   */
  review?: Maybe<ApiKeyReview>;
  /** Date de révocation (null tant qu'elle est active). */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Portées de la clé. */
  scopes: Array<ApiKeyScope>;
  /** Identifiant de la clé. */
  uuid: Scalars['ID']['output'];
};

/** Comment une clé a été créée. */
export type ApiKeyCreatedVia =
  /** Par le support agissant pour son créateur. */
  | 'IMPERSONATION'
  /** Depuis une connexion de son créateur. */
  | 'SESSION';

/** La session qui a créé une clé d'API. */
export type ApiKeyCreation = {
  __typename?: 'ApiKeyCreation';
  /** Adresse IP vue par l'API à la création. */
  ip?: Maybe<Scalars['String']['output']>;
  /** Début de l'identifiant de la connexion (pour distinguer deux sessions ; n'autorise rien). */
  session?: Maybe<Scalars['String']['output']>;
  /** Heure de cette connexion. */
  signedInAt?: Maybe<Scalars['DateTime']['output']>;
  /** Navigateur ou logiciel vu par l'API à la création. */
  userAgent?: Maybe<Scalars['String']['output']>;
  /** Comment. */
  via: ApiKeyCreatedVia;
};

/** Une page de clés d'API. */
export type ApiKeyPage = {
  __typename?: 'ApiKeyPage';
  /** Clés de la page. */
  items: Array<ApiKey>;
  /** Pagination. */
  pageInfo: PageInfo;
};

/** Une clé « à vérifier ». */
export type ApiKeyReview = {
  __typename?: 'ApiKeyReview';
  /** Pourquoi. */
  reason: ApiKeyReviewReason;
  /** Depuis quand. */
  since: Scalars['DateTime']['output'];
  /** Vrai : refusée (UNAUTHENTICATED) tant qu'elle n'est pas conservée. */
  suspended: Scalars['Boolean']['output'];
};

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

/** Une portée et sa description, pour l'écran de création de clé. */
export type ApiKeyScopeInfo = {
  __typename?: 'ApiKeyScopeInfo';
  /** Ce qu'elle permet, en une phrase. */
  description: Scalars['String']['output'];
  /** La portée. */
  scope: ApiKeyScope;
};

/** Un contrôle affecté à la personne connectée (« Mes travaux »). */
export type Assignment = {
  __typename?: 'Assignment';
  /** Cette analyse. */
  analysis: Analysis;
  /** Uuid de la dernière analyse du dossier que la personne peut lire. */
  analysisUuid: Scalars['ID']['output'];
  /** Identifiant du contrôle. */
  controlId: Scalars['String']['output'];
  /** Libellé du contrôle. */
  controlLabel: Scalars['String']['output'];
  /** Le dossier. */
  dossier: ReviewDossier;
  /** Uuid du FEC de cette analyse. */
  fecUuid: Scalars['ID']['output'];
  /** Revue du contrôle (statut, affectation). */
  review: Review;
};

/** Une page de « Mes travaux ». */
export type AssignmentPage = {
  __typename?: 'AssignmentPage';
  /** Affectations de la page, la plus récente d'abord. */
  items: Array<Assignment>;
  /** Pagination. */
  pageInfo: PageInfo;
};

/** Défi de connexion. */
export type AuthChallenge = {
  __typename?: 'AuthChallenge';
  /** Nom du défi. */
  name: ChallengeName;
  /** Session du défi, à renvoyer à `completeNewPassword` (valable quelques minutes, usage unique). */
  session: Scalars['String']['output'];
};

/** Jetons d'une session (spec §3, « Sign-in ») pour un partenaire : à envoyer en `Authorization: Bearer`. */
export type AuthTokens = {
  __typename?: 'AuthTokens';
  /** Jeton d'accès (`AccessToken`). */
  accessToken: Scalars['String']['output'];
  /** Durée de validité du jeton d'accès en secondes (`ExpiresIn`, 3600 par défaut). */
  expiresIn: Scalars['Int']['output'];
  /** Jeton d'identité (`IdToken`). */
  idToken?: Maybe<Scalars['String']['output']>;
  /** Jeton de rafraîchissement (`RefreshToken`), à donner à `refreshSession`. */
  refreshToken?: Maybe<Scalars['String']['output']>;
  /** Type de jeton (`TokenType`), `Bearer`. */
  tokenType: Scalars['String']['output'];
  /** Identifiant de l'utilisateur auprès du service d'identité, à donner à `refreshSession`. */
  username: Scalars['String']['output'];
};

/** Un compte trouvé par le back-office (personnel interne uniquement, spec §6). */
export type BackOfficeAccount = {
  __typename?: 'BackOfficeAccount';
  /** Date de création. */
  createdAt: Scalars['DateTime']['output'];
  /** Nombre de FEC du compte. */
  fecsCount: Scalars['Int']['output'];
  /** Nom du compte. */
  name: Scalars['String']['output'];
  /** Compte tête de réseau dont celui-ci est membre, s'il y en a un. */
  networkParentUuid?: Maybe<Scalars['ID']['output']>;
  /** Adresse email du premier administrateur du compte. */
  ownerEmail?: Maybe<Scalars['String']['output']>;
  /** Nombre d'utilisateurs du compte (invitations comprises). */
  usersCount: Scalars['Int']['output'];
  /** Identifiant du compte. */
  uuid: Scalars['ID']['output'];
};

/** Un compte ouvert dans le back-office, en lecture seule (100 derniers éléments de chaque liste). */
export type BackOfficeAccountDetail = {
  __typename?: 'BackOfficeAccountDetail';
  /** Les dernières analyses et leur tâche. */
  analyses: Array<BackOfficeAnalysis>;
  /** Les dernières lignes du journal d'audit du compte. */
  auditLog: Array<BackOfficeAuditEntry>;
  /** Date de création. */
  createdAt: Scalars['DateTime']['output'];
  /** Soldes de crédits par type. */
  credits: Array<BackOfficeCreditBalance>;
  /** Les derniers FEC. */
  fecs: Array<BackOfficeFec>;
  /** Nombre total de FEC. */
  fecsCount: Scalars['Int']['output'];
  /** Les dernières factures et avoirs. */
  invoices: Array<BackOfficeInvoice>;
  /** Nom du compte. */
  name: Scalars['String']['output'];
  /** Compte tête de réseau, s'il y en a un. */
  networkParentUuid?: Maybe<Scalars['ID']['output']>;
  /** Utilisateurs et invitations du compte. */
  users: Array<BackOfficeAccountUser>;
  /** Identifiant du compte. */
  uuid: Scalars['ID']['output'];
};

/** Une page de comptes du back-office. */
export type BackOfficeAccountPage = {
  __typename?: 'BackOfficeAccountPage';
  /** Les comptes de la page. */
  items: Array<BackOfficeAccount>;
  /** Pagination. */
  pageInfo: PageInfo;
};

/** Un utilisateur d'un compte ouvert dans le back-office. */
export type BackOfficeAccountUser = {
  __typename?: 'BackOfficeAccountUser';
  /** Vrai si le compte l'a bloquée (blocage propre à ce compte). */
  blockedInAccount: Scalars['Boolean']['output'];
  /** Adresse email. */
  email: Scalars['String']['output'];
  /** Prénom. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Rôles internes de la personne. */
  internalRoles: Array<Scalars['String']['output']>;
  /** Vrai tant que l'invitation dans ce compte n'est pas acceptée. */
  invitationPending: Scalars['Boolean']['output'];
  /** Date de l'invitation, s'il y en a eu une. */
  invitedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Nom. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Rôle dans ce compte. */
  role: UserRole;
  /** État de la personne sur tout le produit. */
  state: UserState;
  /** Identifiant de l'utilisateur. */
  uuid: Scalars['ID']['output'];
};

/** Une analyse d'un compte ouvert dans le back-office, avec l'état de sa tâche. */
export type BackOfficeAnalysis = {
  __typename?: 'BackOfficeAnalysis';
  /** Nombre de tentatives. */
  attempts: Scalars['Int']['output'];
  /** État du FEC corrigé. */
  correctedStatus: CorrectedStatus;
  /** Date de création. */
  createdAt: Scalars['DateTime']['output'];
  /** Erreur rencontrée, s'il y en a une. */
  error?: Maybe<Scalars['String']['output']>;
  /** Le (premier) FEC analysé. */
  fecUuid: Scalars['ID']['output'];
  /** Fin du traitement. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Dernier signe de vie du traitement. */
  heartbeatAt?: Maybe<Scalars['DateTime']['output']>;
  /** Identifiant de la tâche dans la file. */
  jobId?: Maybe<Scalars['String']['output']>;
  /** Analyse simple ou multi-analyse. */
  kind: AnalysisKind;
  /** Début du traitement. */
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Statut (spec §4). */
  status: AnalysisStatus;
  /** Identifiant de l'analyse. */
  uuid: Scalars['ID']['output'];
};

/** Une ligne du journal d'audit d'un compte. */
export type BackOfficeAuditEntry = {
  __typename?: 'BackOfficeAuditEntry';
  /** Adresse de l'utilisateur au nom duquel on agissait (usurpation). */
  actingAsEmail?: Maybe<Scalars['String']['output']>;
  /** Action (`backoffice.user.block <uuid>`, `impersonated GET /v1/fecs`…). */
  action: Scalars['String']['output'];
  /** Adresse de qui a agi. */
  actorEmail?: Maybe<Scalars['String']['output']>;
  /** Date. */
  at: Scalars['DateTime']['output'];
  /** Motif donné par le personnel interne (usurpation, blocage, geste commercial). */
  detail?: Maybe<Scalars['String']['output']>;
  /** Identifiant de la ligne. */
  id: Scalars['ID']['output'];
  /** Méthode HTTP. */
  method: Scalars['String']['output'];
  /** Chemin appelé. */
  path: Scalars['String']['output'];
  /** Statut HTTP de la réponse. */
  status: Scalars['Int']['output'];
};

/** Solde de crédits d'un type. */
export type BackOfficeCreditBalance = {
  __typename?: 'BackOfficeCreditBalance';
  /** Solde (somme des mouvements). */
  balance: Scalars['Float']['output'];
  /** Type de crédit. */
  type: CreditType;
};

/** Un FEC d'un compte ouvert dans le back-office. */
export type BackOfficeFec = {
  __typename?: 'BackOfficeFec';
  /** Raison sociale. */
  companyName?: Maybe<Scalars['String']['output']>;
  /** Date d'import. */
  createdAt: Scalars['DateTime']['output'];
  /** Fin d'exercice. */
  fiscalEnd?: Maybe<Scalars['Date']['output']>;
  /** Début d'exercice. */
  fiscalStart?: Maybe<Scalars['Date']['output']>;
  /** Nombre de lignes. */
  lineCount?: Maybe<Scalars['Int']['output']>;
  /** Vrai si les résultats sont verrouillés (offre gratuite). */
  locked: Scalars['Boolean']['output'];
  /** Nom du fichier importé. */
  originalName: Scalars['String']['output'];
  /** SIREN. */
  siren?: Maybe<Scalars['String']['output']>;
  /** Taille en octets. */
  size: Scalars['Float']['output'];
  /** Statut de la dernière analyse. */
  status?: Maybe<AnalysisStatus>;
  /** Identifiant du FEC. */
  uuid: Scalars['ID']['output'];
};

/** La valeur à envoyer dans l'en-tête `impersonate` (paramètre `usurpation`) une fois le motif journalisé. */
export type BackOfficeImpersonation = {
  __typename?: 'BackOfficeImpersonation';
  /** Compte dans lequel agir. */
  accountUuid: Scalars['ID']['output'];
  /** Utilisateur au nom duquel agir. */
  userUuid: Scalars['ID']['output'];
  /** Vrai si le rôle interne permet de modifier en son nom (faux : lecture seule). */
  write: Scalars['Boolean']['output'];
};

/** Une facture ou un avoir d'un compte ouvert dans le back-office. */
export type BackOfficeInvoice = {
  __typename?: 'BackOfficeInvoice';
  /** Date d'émission. */
  issuedAt: Scalars['DateTime']['output'];
  /** Facture ou avoir. */
  kind: InvoiceKind;
  /** Numéro. */
  number: Scalars['String']['output'];
  /** Date de paiement. */
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** Total TTC en centimes. */
  totalTtcCents: Scalars['Int']['output'];
  /** Identifiant. */
  uuid: Scalars['ID']['output'];
};

/** Un utilisateur trouvé par le back-office. */
export type BackOfficeUser = {
  __typename?: 'BackOfficeUser';
  /** Nombre de comptes auxquels elle appartient ou est invitée. */
  accountsCount: Scalars['Int']['output'];
  /** Date de création. */
  createdAt: Scalars['DateTime']['output'];
  /** Adresse email. */
  email: Scalars['String']['output'];
  /** Prénom. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Rôles internes de la personne (`Role_CS`…), vide pour un client. */
  internalRoles: Array<Scalars['String']['output']>;
  /** Nom. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** État de la personne sur tout le produit (BLOCKED : bloquée par le personnel interne). */
  state: UserState;
  /** Identifiant de l'utilisateur. */
  uuid: Scalars['ID']['output'];
};

/** Une page d'utilisateurs du back-office. */
export type BackOfficeUserPage = {
  __typename?: 'BackOfficeUserPage';
  /** Les utilisateurs de la page. */
  items: Array<BackOfficeUser>;
  /** Pagination. */
  pageInfo: PageInfo;
};

/** Bilan : actif et passif. */
export type BalanceSheet = {
  __typename?: 'BalanceSheet';
  /** Sections de l'actif. */
  assets: Array<StatementSection>;
  /** Sections du passif. */
  liabilities: Array<StatementSection>;
  /** Total de l'actif, centimes. */
  totalAssetsCents: Scalars['Float']['output'];
  /** Total du passif, centimes. */
  totalLiabilitiesCents: Scalars['Float']['output'];
};

/** Adresse de facturation (spec §3) et mentions de l'acheteur sur les factures. */
export type BillingAddress = {
  __typename?: 'BillingAddress';
  address?: Maybe<Scalars['String']['output']>;
  addressComplement?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  /** Raison sociale facturée. */
  companyName?: Maybe<Scalars['String']['output']>;
  /** Vrai si l'adresse est complète (raison sociale, adresse, code postal, ville). */
  complete: Scalars['Boolean']['output'];
  /** Code pays ISO (FR par défaut). */
  country: Scalars['String']['output'];
  siren?: Maybe<Scalars['String']['output']>;
  /** Numéro de TVA intracommunautaire. */
  vatNumber?: Maybe<Scalars['String']['output']>;
  zipCode?: Maybe<Scalars['String']['output']>;
};

export type BillingAddressInput = {
  address: Scalars['String']['input'];
  addressComplement?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  companyName: Scalars['String']['input'];
  country?: InputMaybe<Scalars['String']['input']>;
  siren?: InputMaybe<Scalars['String']['input']>;
  vatNumber?: InputMaybe<Scalars['String']['input']>;
  zipCode: Scalars['String']['input'];
};

/** Habillage du compte (spec §3, « Branding ») : chaque entrée est la valeur (`value`) de la spec, null si vide. */
export type Branding = {
  __typename?: 'Branding';
  /** Couleur indigo (`indigo_color`). */
  indigoColor?: Maybe<Scalars['String']['output']>;
  /** Logo (`logo`) : adresse https ou image en data URI base64. */
  logo?: Maybe<Scalars['String']['output']>;
  /** Variante de la couleur principale (`primary_bis_color`). */
  primaryBisColor?: Maybe<Scalars['String']['output']>;
  /** Couleur principale (`principal_color`), au format #RRGGBB. */
  principalColor?: Maybe<Scalars['String']['output']>;
  /** Couleur secondaire (`secondary_color`). */
  secondaryColor?: Maybe<Scalars['String']['output']>;
};

/** Habillage à enregistrer : couleurs au format #RRGGBB, logo en https ou data URI ; une chaîne vide supprime. */
export type BrandingInput = {
  /** Couleur indigo (`indigo_color`). */
  indigoColor?: InputMaybe<Scalars['String']['input']>;
  /** Logo (`logo`). */
  logo?: InputMaybe<Scalars['String']['input']>;
  /** Variante de la couleur principale (`primary_bis_color`). */
  primaryBisColor?: InputMaybe<Scalars['String']['input']>;
  /** Couleur principale (`principal_color`). */
  principalColor?: InputMaybe<Scalars['String']['input']>;
  /** Couleur secondaire (`secondary_color`). */
  secondaryColor?: InputMaybe<Scalars['String']['input']>;
};

/** Le panier (spec §2 « Cart and payment »). */
export type Cart = {
  __typename?: 'Cart';
  /** Remise appliquée (crédits de remise du compte), HT, en centimes. */
  discountHtCents: Scalars['Int']['output'];
  items: Array<CartItem>;
  /** Vrai tant qu'un paiement du panier est en cours (un prélèvement SEPA : quelques jours) : le panier ne peut être ni payé à nouveau ni modifié. */
  paymentInProgress: Scalars['Boolean']['output'];
  /** La commande en cours de paiement, s'il y en a une. */
  pendingOrderUuid?: Maybe<Scalars['ID']['output']>;
  /** Somme des lignes, HT, en centimes. */
  subtotalHtCents: Scalars['Int']['output'];
  /** Total HT après remise, en centimes. */
  totalHtCents: Scalars['Int']['output'];
  /** Total TTC en centimes. */
  totalTtcCents: Scalars['Int']['output'];
  /** TVA en centimes. */
  vatCents: Scalars['Int']['output'];
  /** Taux de TVA en points de base (2000 = 20 %). */
  vatRateBasisPoints: Scalars['Int']['output'];
};

/** Une ligne du panier. */
export type CartItem = {
  __typename?: 'CartItem';
  /** Faux si la ligne ne peut plus être payée (FEC supprimé, analyse trop ancienne…). */
  available: Scalars['Boolean']['output'];
  /** Nom du fichier du FEC concerné. */
  fecName?: Maybe<Scalars['String']['output']>;
  /** Le FEC concerné (offre par FEC), null pour un pack. */
  fecUuid?: Maybe<Scalars['ID']['output']>;
  lineCount?: Maybe<Scalars['Int']['output']>;
  offer: Offer;
  /** Prix HT en centimes. */
  priceHtCents: Scalars['Int']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  uuid: Scalars['ID']['output'];
};

/** Nombre de contrôles d'une catégorie de résultat (tableau de synthèse par catégorie). */
export type CategoryCount = {
  __typename?: 'CategoryCount';
  /** Catégorie de résultat. */
  category: ResultCategory;
  /** Nombre de contrôles de cette catégorie (0 quand aucun). */
  count: Scalars['Int']['output'];
};

/** Défis de connexion pris en charge. */
export type ChallengeName =
  /** L'utilisateur invité doit choisir son mot de passe. */
  | 'NEW_PASSWORD_REQUIRED';

export type CheckoutInput = {
  /** Total TTC affiché à l'utilisateur : le paiement est refusé si le panier a changé entre-temps. */
  expectedTotalTtcCents?: InputMaybe<Scalars['Int']['input']>;
  /** Moyen de paiement enregistré à utiliser. */
  paymentMethodUuid: Scalars['ID']['input'];
  /** Conditions générales de vente acceptées (obligatoire, spec §5). */
  termsAccepted: Scalars['Boolean']['input'];
};

/** Où un code a été envoyé. */
export type CodeDelivery = {
  __typename?: 'CodeDelivery';
  /** Destination masquée, par exemple `j***@e***`. */
  destination: Scalars['String']['output'];
  /** Moyen d'envoi : toujours `EMAIL`. */
  medium: Scalars['String']['output'];
};

/** Auteur d'un commentaire (null quand son profil a été supprimé). */
export type CommentAuthor = {
  __typename?: 'CommentAuthor';
  /** Adresse email. */
  email?: Maybe<Scalars['String']['output']>;
  /** Prénom (first_name). */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Nom (last_name). */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Identifiant de l'utilisateur. */
  uuid: Scalars['ID']['output'];
};

/** Une entreprise de l'annuaire public (recherche-entreprises.api.gouv.fr). */
export type Company = {
  __typename?: 'Company';
  /** Faux si l'entreprise est cessée. */
  active: Scalars['Boolean']['output'];
  /** Adresse du siège. */
  address?: Maybe<Scalars['String']['output']>;
  /** Date de création (AAAA-MM-JJ). */
  creationDate?: Maybe<Scalars['Date']['output']>;
  /** Code NAF / APE. */
  nafCode?: Maybe<Scalars['String']['output']>;
  /** Dénomination de l'entreprise. */
  name: Scalars['String']['output'];
  /** SIREN (9 chiffres). */
  siren: Scalars['String']['output'];
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

/** Une option de la liste « Effectif ». */
export type CompanySizeOption = {
  __typename?: 'CompanySizeOption';
  /** Code stocké par l'API. */
  code: Scalars['String']['output'];
  /** Libellé affiché dans les formulaires. */
  label: Scalars['String']['output'];
  /** Valeur à envoyer. */
  value: CompanySize;
};

/** Résultat de la validation d'un code d'inscription. */
export type ConfirmCodePayload = {
  __typename?: 'ConfirmCodePayload';
  /** Vrai : l'adresse est validée. */
  confirmed: Scalars['Boolean']['output'];
  /** Adresse email confirmée. */
  email: Scalars['String']['output'];
  /**
   * Vrai : le code avait été renvoyé, il prouve l'adresse mais pas le mot de passe choisi à l'inscription, qui
   * est abandonné ; un code de réinitialisation vient d'être envoyé pour choisir le mot de passe (`resetPassword`).
   */
  passwordRequired: Scalars['Boolean']['output'];
};

/** Le jeton d'API d'une société dans un logiciel comptable, et ce que le logiciel en dit (spec §3). */
export type Connector = {
  __typename?: 'Connector';
  /** Activité (code NAF / libellé) lue dans le logiciel (spec : business activity). */
  activity?: Maybe<Scalars['String']['output']>;
  /** Adresse lue dans le logiciel (spec : address). */
  address?: Maybe<Scalars['String']['output']>;
  /** Vrai si l'exercice en cours est réimporté chaque nuit. */
  autoRefresh: Scalars['Boolean']['output'];
  /** Raison sociale lue dans le logiciel (spec : company name). */
  companyName: Scalars['String']['output'];
  /** Date d'ajout du jeton. */
  createdAt: Scalars['DateTime']['output'];
  /** Exercices de la société, du plus récent au plus ancien (spec : fiscal years). */
  fiscalYears: Array<ConnectorFiscalYear>;
  /** Dernier problème rencontré avec le logiciel (message en français), ou null. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** Dernière lecture réussie du logiciel. */
  lastSyncedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Logiciel comptable. */
  provider: ConnectorProviderId;
  /** SIREN lu dans le logiciel (spec : tax-id). */
  siren?: Maybe<Scalars['String']['output']>;
  /** Fin du jeton, pour le reconnaître (« •••• a1b2 ») ; le jeton lui-même n'est jamais rendu. */
  tokenHint: Scalars['String']['output'];
  /** Identifiant du connecteur. */
  uuid: Scalars['ID']['output'];
};

/** Un exercice tel que le logiciel comptable le décrit (spec §3 : label, start_date, end_date). */
export type ConnectorFiscalYear = {
  __typename?: 'ConnectorFiscalYear';
  /** Vrai pour l'exercice qui contient la date du jour. */
  current: Scalars['Boolean']['output'];
  /** Fin d'exercice. */
  endDate: Scalars['Date']['output'];
  /** Libellé (ex. « Exercice 2025 »). */
  label: Scalars['String']['output'];
  /** Dernier FEC importé de cet exercice par ce connecteur (null si jamais importé). */
  lastImport?: Maybe<Fec>;
  /** Début d'exercice. */
  startDate: Scalars['Date']['output'];
};

/** Le FEC créé par un import depuis un connecteur (statut GENERATING tant que le logiciel le produit). */
export type ConnectorImport = {
  __typename?: 'ConnectorImport';
  /** Le FEC créé. */
  fec: Fec;
};

/** Une page de connecteurs. */
export type ConnectorPage = {
  __typename?: 'ConnectorPage';
  /** Connecteurs de la page. */
  items: Array<Connector>;
  /** Pagination. */
  pageInfo: PageInfo;
};

/** Un logiciel comptable pris en charge. */
export type ConnectorProvider = {
  __typename?: 'ConnectorProvider';
  /** Identifiant du logiciel. */
  id: ConnectorProviderId;
  /** Nom affiché. */
  name: Scalars['String']['output'];
  /** Où l'utilisateur trouve le jeton à saisir, en une phrase. */
  tokenHelp: Scalars['String']['output'];
};

/** Logiciel comptable relié par un connecteur. */
export type ConnectorProviderId =
  /** Pennylane (API Company v2 : export FEC asynchrone). */
  | 'PENNYLANE';

/** Un contrôle du catalogue. */
export type ControlCatalogueEntry = {
  __typename?: 'ControlCatalogueEntry';
  /** Catégories de résultat que ce contrôle peut donner. */
  categories: Array<ResultCategory>;
  /** Identifiant du contrôle. */
  controlId: Scalars['String']['output'];
  /** Cycle comptable. */
  cycle: Scalars['String']['output'];
  /** Description. */
  description: Scalars['String']['output'];
  /** SINGLE : contrôle d'un FEC ; MULTI : contrôle de comparaison des multi-analyses. */
  kind: AnalysisKind;
  /** Libellé. */
  label: Scalars['String']['output'];
  /** Seuils du contrôle et leurs valeurs par défaut. */
  params: Scalars['JSON']['output'];
  /** Thème. */
  theme: Scalars['String']['output'];
};

/** Constats nouveaux, inchangés et disparus d'un contrôle depuis l'analyse précédente du dossier. */
export type ControlChanges = {
  __typename?: 'ControlChanges';
  /** Vrai quand les deux analyses ont gardé toutes les lignes du contrôle (sinon la comparaison porte sur les 1000 premières). */
  complete: Scalars['Boolean']['output'];
  /** Identifiant du contrôle. */
  controlId: Scalars['String']['output'];
  /** Constats disparus. */
  goneCount: Scalars['Int']['output'];
  /** Constats de l'analyse précédente absents de celle-ci, avec la revue qu'ils avaient. */
  goneFindings: Array<Finding>;
  /** Libellé du contrôle. */
  label: Scalars['String']['output'];
  /** Constats nouveaux. */
  newCount: Scalars['Int']['output'];
  /** Constats inchangés. */
  unchangedCount: Scalars['Int']['output'];
};

/**
 * Commentaire sur le résultat d'un contrôle. Il appartient au dossier du FEC (même société, même exercice) : il se
 * retrouve dans chaque analyse du dossier (relance, FEC corrigé, réimport).
 */
export type ControlComment = {
  __typename?: 'ControlComment';
  /** Analyse dans laquelle le commentaire a été écrit (une autre analyse du dossier quand `carriedOver`). */
  analysisUuid: Scalars['ID']['output'];
  /** Auteur, null quand son profil a été supprimé. */
  author?: Maybe<CommentAuthor>;
  /** Texte du commentaire. */
  body: Scalars['String']['output'];
  /** Écrit dans une autre analyse du même dossier (`analysisUuid` dit laquelle) et repris ici. */
  carriedOver: Scalars['Boolean']['output'];
  /** Contrôle commenté. */
  controlId: Scalars['String']['output'];
  /** Date de création. */
  createdAt: Scalars['DateTime']['output'];
  /** Identifiant du commentaire. */
  uuid: Scalars['ID']['output'];
};

/** Résultat d'un contrôle dans une analyse. */
export type ControlResult = {
  __typename?: 'ControlResult';
  /** Montant en jeu, en centimes ; null tant que le FEC est verrouillé (offre Découverte). */
  amount?: Maybe<Scalars['Float']['output']>;
  /** Commentaires du dossier sur ce contrôle, quelle que soit l'analyse où ils ont été écrits, du plus ancien au plus récent. */
  comments: Array<ControlComment>;
  /** Identifiant du contrôle, par exemple `EQ-ECR`. */
  controlId: Scalars['String']['output'];
  /** Nombre de constats (exact). */
  count: Scalars['Int']['output'];
  /** Cycle comptable du contrôle. */
  cycle: Scalars['String']['output'];
  /** Description du contrôle (catalogue). */
  description?: Maybe<Scalars['String']['output']>;
  /**
   * Constats du contrôle (les 1000 premières lignes gardées), chacun avec sa clé stable, sa revue et sa nouveauté ;
   * aucun tant que le FEC est verrouillé. Vide pour une multi-analyse.
   */
  findings: FindingPage;
  /** Libellé du contrôle. */
  label: Scalars['String']['output'];
  /** FEC verrouillé (offre gratuite) : les lignes de détail sont masquées. */
  locked: Scalars['Boolean']['output'];
  /** Constat systémique (un fait qui vaut pour tout le fichier, compté une fois), sinon null. */
  pattern?: Maybe<SystemicPattern>;
  /** Explication du résultat, quand le moteur en donne une. */
  reason?: Maybe<Scalars['String']['output']>;
  /** Catégorie de résultat. */
  result: ResultCategory;
  /** Revue du contrôle (null pour une multi-analyse). */
  review?: Maybe<Review>;
  /**
   * Lignes de détail : seules les 1000 premières sont affichées (spec §9) ; aucune quand le FEC est
   * verrouillé. Lire ce champ (ou `truncated`, `truncatedMessage`) fait venir les lignes avec les résultats.
   */
  rows: Array<Scalars['JSON']['output']>;
  /** Thème du contrôle (arbre des contrôles). */
  theme: Scalars['String']['output'];
  /** Nombre exact de lignes de détail. */
  total: Scalars['Int']['output'];
  /** Vrai quand le contrôle a plus de lignes que celles affichées. */
  truncated: Scalars['Boolean']['output'];
  /** « Seules les 1000 premières lignes sont affichées. » quand `truncated`, ou le message de verrouillage ; sinon null. */
  truncatedMessage?: Maybe<Scalars['String']['output']>;
};


/** Résultat d'un contrôle dans une analyse. */
export type ControlResultFindingsArgs = {
  change?: InputMaybe<FindingChange>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ReviewStatus>;
};


/** Résultat d'un contrôle dans une analyse. */
export type ControlResultRowsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** Génération du FEC corrigé lancée. */
export type CorrectedFecGeneration = {
  __typename?: 'CorrectedFecGeneration';
  /** L'analyse concernée. */
  analysis?: Maybe<Analysis>;
  /** Analyse (la dernière terminée du FEC) dont le FEC corrigé est généré. */
  analysisUuid: Scalars['ID']['output'];
  /** État de la génération. */
  correctedStatus: CorrectedStatus;
  /** Erreur de génération, le cas échéant. */
  error?: Maybe<Scalars['String']['output']>;
};

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
  name: Scalars['String']['input'];
  /** Portées (au moins une). */
  scopes: Array<ApiKeyScope>;
};

/** Ouverture d'une mission d'ECF sur un FEC analysé et débloqué. Consomme un crédit « Mission ECF » du compte. */
export type CreateEcfMissionInput = {
  /** Uuid de l'analyse sur laquelle repose la mission (par défaut : la dernière analyse terminée du FEC). */
  analysisUuid?: InputMaybe<Scalars['ID']['input']>;
  /** Adresse de l'entreprise (500 caractères au plus). */
  companyAddress?: InputMaybe<Scalars['String']['input']>;
  /** Raison sociale (par défaut : celle du FEC ; 200 caractères au plus). */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** Régime d'imposition des bénéfices déclaré (sans lui, le point 5 ne compare pas aux seuils). */
  declaredIncomeRegime?: InputMaybe<EcfIncomeRegime>;
  /** Régime de TVA déclaré (sans lui, le point 5 compare le régime observé dans les écritures). */
  declaredVatRegime?: InputMaybe<EcfVatRegime>;
  /** Date de la lettre de mission. */
  engagementLetterDate: Scalars['Date']['input'];
  /** Uuid du FEC examiné. */
  fecUuid: Scalars['ID']['input'];
  /** Adresse du cabinet (500 caractères au plus). */
  providerAddress?: InputMaybe<Scalars['String']['input']>;
  /** Cabinet prestataire (200 caractères au plus). */
  providerFirmName: Scalars['String']['input'];
  /** Nom du signataire (200 caractères au plus). */
  signatoryName: Scalars['String']['input'];
  /** Qualité du signataire (200 caractères au plus). */
  signatoryQuality?: InputMaybe<Scalars['String']['input']>;
  /** SIREN (9 chiffres ; par défaut : celui du FEC). */
  siren?: InputMaybe<Scalars['String']['input']>;
  /** Option pour le paiement de la TVA d'après les débits. */
  vatOnDebits?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Métadonnées d'un FEC importé par l'API (mêmes champs que le formulaire d'import). */
export type CreateFecUploadInput = {
  /** Raison sociale. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** Nom du fichier (ex. `123456789FEC20251231.txt`) ; SIREN et exercice manquants y sont lus. */
  fileName: Scalars['String']['input'];
  /** Fin d'exercice. */
  fiscalEnd?: InputMaybe<Scalars['Date']['input']>;
  /** Début d'exercice. */
  fiscalStart?: InputMaybe<Scalars['Date']['input']>;
  /** Répertoire de destination (`-1` : la racine, par défaut). */
  folderUuid?: InputMaybe<Scalars['ID']['input']>;
  /**
   * Clé d'idempotence choisie par le partenaire (1 à 200 caractères) : rejouer la requête avec la même clé rend
   * le même envoi ; la même clé avec d'autres métadonnées est refusée (BAD_USER_INPUT).
   */
  idempotencyKey: Scalars['String']['input'];
  /** Type de revenus. */
  revenueType?: InputMaybe<RevenueType>;
  /** SIREN (9 chiffres). */
  siren?: InputMaybe<Scalars['String']['input']>;
  /** Acceptation des conditions générales (obligatoire). */
  termsAccepted: Scalars['Boolean']['input'];
};

/** Création d'un point de réception. */
export type CreateWebhookInput = {
  /** Événements à envoyer (au moins un). */
  events: Array<WebhookEvent>;
  /** URL HTTPS (2 048 caractères au maximum). */
  url: Scalars['String']['input'];
};

/** Une clé tout juste créée : son secret n'est montré qu'ici. */
export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  /** La clé. */
  apiKey: ApiKey;
  /** Le secret à copier maintenant : il ne sera plus jamais affiché. */
  secret: Scalars['String']['output'];
};

/** Un point de réception tout juste créé : son secret de signature n'est montré qu'ici. */
export type CreatedWebhook = {
  __typename?: 'CreatedWebhook';
  /** Secret de signature (HMAC-SHA256) à conserver : il ne sera plus affiché. */
  secret: Scalars['String']['output'];
  /** Le point de réception. */
  webhook: Webhook;
};

/** Crédits consommés par un déblocage. */
export type CreditConsumption = {
  __typename?: 'CreditConsumption';
  amount: Scalars['Int']['output'];
  /** Vrai si les crédits viennent de la tête du réseau. */
  fromNetwork: Scalars['Boolean']['output'];
  type: CreditType;
};

/** Un lot de crédits (une attribution et ce qu'il en reste). */
export type CreditLot = {
  __typename?: 'CreditLot';
  /** Solde restant. */
  balance: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  expired: Scalars['Boolean']['output'];
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Quantité attribuée. */
  granted: Scalars['Int']['output'];
  /** Offre ou pack d'origine. */
  offerCode?: Maybe<Scalars['String']['output']>;
  /** Origine lisible : « Offre Découverte », « Facture F-000012 », « Geste commercial »… */
  origin: Scalars['String']['output'];
  type: CreditType;
  uuid: Scalars['ID']['output'];
};

/** Un mouvement du grand livre des crédits : les soldes en sont la somme. */
export type CreditMovement = {
  __typename?: 'CreditMovement';
  /** Quantité signée (positive pour une attribution ou un remboursement). */
  amount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  fecName?: Maybe<Scalars['String']['output']>;
  fecUuid?: Maybe<Scalars['ID']['output']>;
  /** Le compte dont le déblocage a consommé ces crédits (membre du réseau), s'il n'est pas le compte courant. */
  forAccountName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  kind: CreditMovementKind;
  /** Libellé en français. */
  label: Scalars['String']['output'];
  lotUuid: Scalars['ID']['output'];
  type: CreditType;
};

/** Nature d'un mouvement du grand livre des crédits. */
export type CreditMovementKind =
  | 'CONSUME'
  | 'EXPIRE'
  | 'GRANT'
  | 'REFUND'
  | 'REVOKE';

export type CreditMovementPage = {
  __typename?: 'CreditMovementPage';
  items: Array<CreditMovement>;
  pageInfo: PageInfo;
};

/** Totaux utilisables par type (lots non expirés). */
export type CreditTotals = {
  __typename?: 'CreditTotals';
  discount: Scalars['Int']['output'];
  dossier: Scalars['Int']['output'];
  /** Crédits « Mission ECF » (une mission d'examen de conformité fiscale chacun). */
  ecf: Scalars['Int']['output'];
  file: Scalars['Int']['output'];
  line: Scalars['Int']['output'];
};

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

/** Les crédits d'un compte (spec §3 « Credits »). */
export type Credits = {
  __typename?: 'Credits';
  /** Crédits de la tête du réseau (null hors réseau). */
  inherited?: Maybe<InheritedCredits>;
  lots: Array<CreditLot>;
  totals: CreditTotals;
};

/** Une entrée des informations CRM communes d'un utilisateur (`crm_common_infos`). */
export type CrmCommonInfo = {
  __typename?: 'CrmCommonInfo';
  /** Nom du champ. */
  field: Scalars['String']['output'];
  /** Valeur : texte, nombre, booléen ou null. */
  value?: Maybe<Scalars['JSON']['output']>;
};

/** Une entrée CRM à enregistrer. */
export type CrmCommonInfoInput = {
  /** Nom du champ (obligatoire). */
  field: Scalars['String']['input'];
  /** Valeur : texte (2 000 caractères au plus), nombre, booléen ou null. */
  value?: InputMaybe<Scalars['JSON']['input']>;
};

/** Le compte courant vu par l'utilisateur connecté (`current_account`). */
export type CurrentAccount = {
  __typename?: 'CurrentAccount';
  /** Fonctionnalités du compte (`features_in_account`). */
  featuresInAccount: AccountFeatures;
  /** Nom du compte. */
  name: Scalars['String']['output'];
  /** Compte réseau parent dont ce compte peut consommer les crédits, sinon null. */
  networkParentUuid?: Maybe<Scalars['ID']['output']>;
  /** Rôle de l'utilisateur dans ce compte. */
  role: UserRole;
  /** Identifiant du compte. */
  uuid: Scalars['ID']['output'];
};

/** Une case déclarée. */
export type DeclaredBox = {
  __typename?: 'DeclaredBox';
  /** Code de la case. */
  code: Scalars['String']['output'];
  /** Montant déclaré, euros. */
  euros: Scalars['Float']['output'];
};

/** Une case déclarée à enregistrer. */
export type DeclaredBoxInput = {
  /** Code de la case. */
  code: Scalars['String']['input'];
  /** Montant en euros. */
  euros: Scalars['Float']['input'];
};

/** Liasse déclarée d'un FEC. */
export type DeclaredTaxReturn = {
  __typename?: 'DeclaredTaxReturn';
  /** Cases déclarées, en euros. */
  boxes: Array<DeclaredBox>;
  /** FEC concerné. */
  fecUuid: Scalars['ID']['output'];
  /** Résultat comptable déclaré, centimes. */
  resultCents?: Maybe<Scalars['Float']['output']>;
  /** Origine (null : rien de déclaré). */
  source?: Maybe<DeclaredTaxReturnSource>;
  /** Dernière modification. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Liasse déclarée : saisie (résultat et cases) ou fichier `code;montant`. */
export type DeclaredTaxReturnInput = {
  /** Cases déclarées (remplacent les précédentes). */
  boxes?: InputMaybe<Array<DeclaredBoxInput>>;
  /** Contenu d'un fichier `code;montant` (une ligne RESULTAT donne le résultat) : remplace les cases. */
  csv?: InputMaybe<Scalars['String']['input']>;
  /** Résultat comptable déclaré, en euros. */
  result?: InputMaybe<Scalars['Float']['input']>;
};

/** Origine de la liasse déclarée. */
export type DeclaredTaxReturnSource =
  /** Importée d'un fichier code;montant. */
  | 'CSV'
  /** Résultat comptable des informations complémentaires du FEC. */
  | 'EXTRA'
  /** Saisie. */
  | 'FORM';

/** Résultat de la suppression du compte courant. */
export type DeleteAccountPayload = {
  __typename?: 'DeleteAccountPayload';
  /** Vrai si le compte a été supprimé. */
  deleted: Scalars['Boolean']['output'];
  /** Utilisateurs supprimés avec le compte, identifiant de connexion compris (ceux qui n'avaient pas d'autre compte). */
  deletedUsers: Array<Scalars['ID']['output']>;
};

/** Résultat de la suppression de son propre profil. */
export type DeleteProfileResult = {
  __typename?: 'DeleteProfileResult';
  /** Vrai une fois le profil supprimé. */
  deleted: Scalars['Boolean']['output'];
  /** Les FEC transférés, compte par compte (`transferred_to`). */
  transferredTo: Array<FecTransfer>;
};

/** Nombre de diagnostics de format d'un code donné. */
export type DiagnosticCount = {
  __typename?: 'DiagnosticCount';
  /** Code du diagnostic (par exemple `date-invalide`). */
  code: Scalars['String']['output'];
  /** Nombre d'occurrences. */
  count: Scalars['Int']['output'];
};

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

/** Un examen automatique d'un point : ce que le FEC et l'analyse établissent, avec les montants et les lignes en cause. */
export type EcfCheck = {
  __typename?: 'EcfCheck';
  /** Montants établis. */
  figures: Array<EcfFigure>;
  /** Identifiant stable de l'examen, par exemple `ECF-8-REPRISE`. */
  key: Scalars['String']['output'];
  /** Libellé de l'examen. */
  label: Scalars['String']['output'];
  /** Ce que l'examen établit, en une phrase. */
  message: Scalars['String']['output'];
  /** Nombre total de lignes en cause (les `rows` n'en donnent que les 50 premières). */
  rowCount: Scalars['Int']['output'];
  /**
   * Lignes du FEC en cause (au plus 50), mêmes champs que `ControlResult.rows` : `line`, `journalCode`, `ecritureNum`,
   * `compteNum`, `compAuxNum`, `ecritureDate` (AAAAMMJJ), `ecritureLib`, `debit` et `credit` (centimes), `detail`.
   */
  rows: Scalars['JSON']['output'];
  /** Résultat. */
  status: EcfCheckStatus;
};

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

/**
 * Un élément de la liste de diligences d'un point : ce que le FEC ne permet pas d'établir et que le prestataire vérifie
 * sur pièces.
 */
export type EcfChecklistItem = {
  __typename?: 'EcfChecklistItem';
  /** Vrai une fois vérifié. */
  checked: Scalars['Boolean']['output'];
  /** Quand. */
  checkedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Qui l'a coché. */
  checkedBy?: Maybe<ReviewPerson>;
  /** Identifiant stable de l'élément dans le point, par exemple `certificat-caisse`. */
  key: Scalars['String']['output'];
  /** Ce que le prestataire vérifie. */
  label: Scalars['String']['output'];
};

/** Conclusion du prestataire sur un point du chemin d'audit. */
export type EcfConclusion =
  /** « Conforme ». */
  | 'CONFORME'
  /** « Non conforme » : un commentaire écrit est obligatoire. */
  | 'NON_CONFORME'
  /** « Sans objet » : le point ne concerne pas l'entreprise. */
  | 'SANS_OBJET';

/** Une ligne de l'historique des conclusions d'un point. L'historique n'est jamais réécrit. */
export type EcfConclusionEntry = {
  __typename?: 'EcfConclusionEntry';
  /** Auteur (null quand son profil a été supprimé). */
  actor?: Maybe<ReviewPerson>;
  /** Date. */
  at: Scalars['DateTime']['output'];
  /** Commentaire donné avec la conclusion. */
  comment?: Maybe<Scalars['String']['output']>;
  /** Conclusion posée. */
  conclusion: EcfConclusion;
  /** Libellé français de la conclusion. */
  conclusionLabel: Scalars['String']['output'];
  /** Écrit par le support agissant pour l'auteur, ou par une clé d'API de l'auteur. */
  onBehalf: Scalars['Boolean']['output'];
  /** Identifiant de la ligne. */
  uuid: Scalars['ID']['output'];
};

/** Un montant établi par un examen automatique, avec les comptes qui le portent. */
export type EcfFigure = {
  __typename?: 'EcfFigure';
  /** Comptes (numéros PCG) derrière le montant, pour renvoyer aux états et au grand livre. */
  accounts: Array<Scalars['String']['output']>;
  /** Montant en euros (null pour une valeur non monétaire, donnée alors par `text`). */
  amount?: Maybe<Scalars['Float']['output']>;
  /** Libellé du montant, par exemple « Chiffre d'affaires (comptes 70) ». */
  label: Scalars['String']['output'];
  /** Valeur non monétaire, par exemple « Réel normal ». */
  text?: Maybe<Scalars['String']['output']>;
};

/** Régime d'imposition des bénéfices (BIC) déclaré par l'entreprise. */
export type EcfIncomeRegime =
  /** Micro-entreprise (art. 50-0 du CGI). */
  | 'MICRO'
  /** Réel normal. */
  | 'REEL_NORMAL'
  /** Réel simplifié. */
  | 'REEL_SIMPLIFIE';

/**
 * Une mission d'examen de conformité fiscale sur un FEC : la société, l'exercice, le prestataire, les dix points et le
 * compte rendu de mission.
 */
export type EcfMission = {
  __typename?: 'EcfMission';
  /** L'analyse sur laquelle repose la mission. */
  analysis: Analysis;
  /** Uuid de l'analyse sur laquelle repose la mission. */
  analysisUuid: Scalars['ID']['output'];
  /** Vrai quand la personne connectée peut signer maintenant (dix points conclus, responsable ou propriétaire). */
  canSign: Scalars['Boolean']['output'];
  /** Adresse de l'entreprise. */
  companyAddress?: Maybe<Scalars['String']['output']>;
  /** Raison sociale de l'entreprise examinée. */
  companyName: Scalars['String']['output'];
  /** Date de création. */
  createdAt: Scalars['DateTime']['output'];
  /** Qui a créé la mission. */
  createdBy?: Maybe<ReviewPerson>;
  /** Régime d'imposition des bénéfices déclaré (comparé aux seuils au point 5). */
  declaredIncomeRegime?: Maybe<EcfIncomeRegime>;
  /** Régime de TVA déclaré (comparé aux seuils et aux écritures au point 5). */
  declaredVatRegime?: Maybe<EcfVatRegime>;
  /** Dossier de revue (même société, même exercice) dont les statuts de revue s'appliquent. */
  dossier?: Maybe<ReviewDossier>;
  /** Date de la lettre de mission. */
  engagementLetterDate: Scalars['Date']['output'];
  /** Nom du fichier FEC examiné. */
  fecName?: Maybe<Scalars['String']['output']>;
  /** Uuid du FEC examiné. */
  fecUuid: Scalars['ID']['output'];
  /** Clôture de l'exercice examiné. */
  fiscalEnd?: Maybe<Scalars['Date']['output']>;
  /** Début de l'exercice examiné. */
  fiscalStart?: Maybe<Scalars['Date']['output']>;
  /** Uuid du FEC de l'exercice suivant de la même société trouvé dans le compte (reprise des charges à payer). */
  nextFecUuid?: Maybe<Scalars['ID']['output']>;
  /** Les dix points du chemin d'audit, dans l'ordre. */
  points: Array<EcfPoint>;
  /** Uuid du FEC de l'exercice précédent de la même société trouvé dans le compte (continuité des soldes). */
  previousFecUuid?: Maybe<Scalars['ID']['output']>;
  /** Avancement : points conclus sur dix. */
  progress: EcfProgress;
  /** Adresse du cabinet. */
  providerAddress?: Maybe<Scalars['String']['output']>;
  /** Cabinet prestataire. */
  providerFirmName: Scalars['String']['output'];
  /** Adresses de téléchargement du compte rendu (Word et PDF ; un projet tant que la mission n'est pas signée). */
  reportUrls: EcfReportUrls;
  /** Date d'envoi. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** Qui a marqué le compte rendu comme envoyé. */
  sentBy?: Maybe<ReviewPerson>;
  /** Nom du signataire. */
  signatoryName: Scalars['String']['output'];
  /** Qualité du signataire (par exemple « Expert-comptable associé »). */
  signatoryQuality?: Maybe<Scalars['String']['output']>;
  /** Date de signature. */
  signedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Qui a signé. */
  signedBy?: Maybe<ReviewPerson>;
  /** SIREN de l'entreprise. */
  siren?: Maybe<Scalars['String']['output']>;
  /** État. */
  state: EcfMissionState;
  /** Libellé français de l'état (« En cours », « Signé », « Envoyé »). */
  stateLabel: Scalars['String']['output'];
  /** Identifiant de la mission. */
  uuid: Scalars['ID']['output'];
  /** Option pour le paiement de la TVA d'après les débits (comparée aux comptes de TVA au point 10). */
  vatOnDebits?: Maybe<Scalars['Boolean']['output']>;
};

/** Une page de missions. */
export type EcfMissionPage = {
  __typename?: 'EcfMissionPage';
  /** Missions de la page, la plus récente d'abord. */
  items: Array<EcfMission>;
  /** Pagination. */
  pageInfo: PageInfo;
};

/** État d'une mission d'examen de conformité fiscale (ECF, issue 38). */
export type EcfMissionState =
  /** « En cours » : les points sont examinés et conclus ; le compte rendu est un projet. */
  | 'IN_PROGRESS'
  /** « Envoyé » : le compte rendu signé a été envoyé à l'entreprise. */
  | 'SENT'
  /** « Signé » : les dix points sont conclus et la mission est signée ; plus rien ne change. */
  | 'SIGNED';

/**
 * Un des dix points du chemin d'audit (arrêté du 13 janvier 2021, annexe 1) dans une mission : ce que le FEC et
 * l'analyse établissent, la liste de diligences et la conclusion du prestataire.
 */
export type EcfPoint = {
  __typename?: 'EcfPoint';
  /** Pourquoi le point ne peut pas être conclu (null quand il le peut). */
  blockedReason?: Maybe<Scalars['String']['output']>;
  /** Vrai quand le point peut être conclu maintenant (contrôles revus, mission non signée). */
  canConclude: Scalars['Boolean']['output'];
  /** Liste de diligences : ce que le FEC ne permet pas d'établir. */
  checklist: Array<EcfChecklistItem>;
  /** Examens automatiques calculés sur le FEC et l'analyse. */
  checks: Array<EcfCheck>;
  /** Commentaire du prestataire (obligatoire pour NON_CONFORME). */
  comment?: Maybe<Scalars['String']['output']>;
  /** Quand. */
  concludedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Qui a conclu. */
  concludedBy?: Maybe<ReviewPerson>;
  /** Conclusion du prestataire (null tant que le point n'est pas conclu). */
  conclusion?: Maybe<EcfConclusion>;
  /** Libellé français de la conclusion (« Conforme », « Non conforme », « Sans objet »). */
  conclusionLabel?: Maybe<Scalars['String']['output']>;
  /** Contrôles de l'analyse rattachés au point, avec leur revue. */
  controls: Array<EcfPointControl>;
  /** Ce que le cahier des charges (annexe 2) demande au prestataire pour ce point, en résumé. */
  expectation: Scalars['String']['output'];
  /** Historique des conclusions, de la plus ancienne à la plus récente. */
  history: Array<EcfConclusionEntry>;
  /** Numéro du point (1 à 10), comme dans le chemin d'audit. */
  number: Scalars['Int']['output'];
  /** Quelques mots pour les titres et les listes (« Format du FEC », « Provisions »…). */
  shortTitle: Scalars['String']['output'];
  /** Intitulé du point dans le chemin d'audit. */
  title: Scalars['String']['output'];
};

/**
 * Un contrôle de l'analyse rattaché à un point : ses constats et leur revue. Un point ne peut être conclu tant que ses
 * contrôles en anomalie n'ont pas été revus.
 */
export type EcfPointControl = {
  __typename?: 'EcfPointControl';
  /** Identifiant du contrôle, par exemple `EQ-ECR` (les constats se retrouvent sur `ControlResult.findings`). */
  controlId: Scalars['String']['output'];
  /** Nombre de lignes relevées. */
  findingsCount: Scalars['Int']['output'];
  /** Libellé du contrôle. */
  label: Scalars['String']['output'];
  /** Résultat du contrôle dans l'analyse de la mission (`ok`, `anomaly`, `warning`, `not_applicable`…). */
  result: Scalars['String']['output'];
  /** Statut de revue du contrôle dans le dossier. */
  reviewStatus: ReviewStatus;
  /** Libellé français du statut de revue. */
  reviewStatusLabel: Scalars['String']['output'];
  /** Vrai quand rien n'est à revoir (contrôle sans anomalie) ou qu'un statut autre que « À examiner » est posé. */
  reviewed: Scalars['Boolean']['output'];
};

/** Avancement d'une mission. */
export type EcfProgress = {
  __typename?: 'EcfProgress';
  /** Points conclus. */
  concluded: Scalars['Int']['output'];
  /** « 3 points conclus sur 10 ». */
  label: Scalars['String']['output'];
  /** Points du chemin d'audit (10). */
  total: Scalars['Int']['output'];
};

/**
 * Adresses de téléchargement du compte rendu de mission, sur la passerelle (`/download/ecf-missions/{uuid}.docx`,
 * `….pdf`) avec la session du navigateur (ou le jeton d'une clé d'API). Le document est régénéré au téléchargement
 * quand la mission a changé (conclusion, signature).
 */
export type EcfReportUrls = {
  __typename?: 'EcfReportUrls';
  /** Compte rendu au format Word (modifiable). */
  docx: Scalars['String']['output'];
  /** Compte rendu au format PDF. */
  pdf: Scalars['String']['output'];
};

/** Régime de TVA déclaré par l'entreprise. */
export type EcfVatRegime =
  /** Franchise en base (art. 293 B du CGI). */
  | 'FRANCHISE'
  /** Réel normal (RN). */
  | 'REEL_NORMAL'
  /** Régime simplifié d'imposition (RSI). */
  | 'REEL_SIMPLIFIE';

/** Changement d'adresse email en attente de confirmation. */
export type EmailChangeRequest = {
  __typename?: 'EmailChangeRequest';
  /** Vrai quand le code a été envoyé à la nouvelle adresse. */
  codeSent: Scalars['Boolean']['output'];
  /** La nouvelle adresse, active une fois le code confirmé. */
  pendingEmail: Scalars['String']['output'];
};

/**
 * Un fichier des écritures comptables importé (spec §3 « FEC »). L'import n'est pas une mutation GraphQL : c'est
 * un envoi multipart REST, soit `POST /upload/fecs` sur la passerelle (session du navigateur), soit
 * `POST /api/v1/fecs` sur l'API avec l'en-tête `AccessToken` (champs décrits dans la documentation de l'API :
 * fichiers .txt ou .csv, `terms_accepted=true`, `folder_uuid`, métadonnées). Chaque import lance l'analyse.
 */
export type Fec = {
  __typename?: 'Fec';
  /** Historique des analyses couvrant ce FEC (simples et multi), la plus récente d'abord. Un appel à l'API par FEC. */
  analyses: Array<Analysis>;
  /** Vrai si l'utilisateur peut modifier, déplacer ou supprimer ce FEC. */
  canWrite: Scalars['Boolean']['output'];
  /** Raison sociale (spec : company name). */
  companyName?: Maybe<Scalars['String']['output']>;
  /** Date d'import (spec : created date). */
  createdAt: Scalars['DateTime']['output'];
  /**
   * Adresse relative de la passerelle qui télécharge le fichier d'origine avec la session du navigateur :
   * `/download/fecs/{uuid}` (le FEC corrigé : `/download/fecs/{uuid}/corrected`).
   */
  downloadUrl: Scalars['String']['output'];
  /** Informations complémentaires (spec §3 « FEC extra fields »). */
  extra: FecExtra;
  /** Fin d'exercice (spec : fiscal end date). */
  fiscalEnd?: Maybe<Scalars['Date']['output']>;
  /** Début d'exercice (spec : fiscal start date). */
  fiscalStart?: Maybe<Scalars['Date']['output']>;
  /** Le répertoire du FEC (la racine pour `-1`). */
  folder: Folder;
  /** uuid du répertoire du FEC (`-1` pour la racine). */
  folderUuid: Scalars['ID']['output'];
  /** Dernière analyse du FEC (null s'il n'a jamais été analysé). */
  latestAnalysis?: Maybe<Analysis>;
  /** uuid de la dernière analyse simple du FEC (null si aucune). */
  latestAnalysisUuid?: Maybe<Scalars['ID']['output']>;
  /** Nombre de lignes d'écritures (spec : line count ; null tant qu'il n'est pas compté). */
  lineCount?: Maybe<Scalars['Int']['output']>;
  /** Vrai si le FEC, analysé avec une offre gratuite, est verrouillé jusqu'à son déblocage (spec §4). */
  locked: Scalars['Boolean']['output'];
  /** Offre achetée (spec : offers bought ; null si aucune). */
  offer?: Maybe<Scalars['String']['output']>;
  /** Nom du fichier d'origine (spec : file original name). */
  originalName: Scalars['String']['output'];
  /** uuid de l'utilisateur qui l'a importé. */
  ownerUuid?: Maybe<Scalars['ID']['output']>;
  /** Prix calculé hors taxes en euros (spec : computed price excl. tax ; null si non calculé). */
  priceHt?: Maybe<Scalars['Float']['output']>;
  /** Type de revenus (spec : revenue type). */
  revenueType?: Maybe<RevenueType>;
  /** Empreinte SHA-256 du fichier (hexadécimal). */
  sha256: Scalars['String']['output'];
  /** SIREN, 9 chiffres (spec : siren). */
  siren?: Maybe<Scalars['String']['output']>;
  /** Taille du fichier en octets (spec : file size). */
  size: Scalars['Float']['output'];
  /** Statut de la dernière analyse (spec : status ; null si aucune analyse). */
  status?: Maybe<AnalysisStatus>;
  /** Identifiant du FEC. */
  uuid: Scalars['ID']['output'];
};

/** Un accès accordé sur un FEC (spec §3, « Access entry per FEC »). */
export type FecAccessEntry = {
  __typename?: 'FecAccessEntry';
  /** Adresse email de la personne. */
  email: Scalars['String']['output'];
  /** Prénom (`first_name`), si la personne est un utilisateur du compte. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Nom (`last_name`), si la personne est un utilisateur du compte. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Rôle de la personne dans le compte (null pour une invitation). */
  role?: Maybe<UserRole>;
  /** Utilisateur du compte, ou invitation. */
  type: FecAccessType;
  /** Vrai : lecture et écriture ; faux : lecture seule. */
  write: Scalars['Boolean']['output'];
};

/** Un accès à accorder sur un FEC. */
export type FecAccessGrantInput = {
  /** Adresse email de la personne. */
  email: Scalars['String']['input'];
  /** Vrai : lecture et écriture ; faux (par défaut) : lecture seule. */
  write?: InputMaybe<Scalars['Boolean']['input']>;
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
  fecUuid: Scalars['ID']['input'];
  /** Jeton remis lors de l'import anonyme. */
  token: Scalars['String']['input'];
};

/** Résultat du rattachement d'un FEC anonyme (spec §3, « fecAttached »). */
export type FecAttached = {
  __typename?: 'FecAttached';
  /** Identifiant de la dernière analyse du FEC rattaché (lancée au rattachement), null sans FEC rattaché. */
  analysis?: Maybe<Scalars['ID']['output']>;
  /** Vrai : un FEC anonyme a été présenté avec cette lecture. */
  anonymous: Scalars['Boolean']['output'];
  /** Identifiant du FEC rattaché, null si le rattachement a été refusé. */
  fecUuid?: Maybe<Scalars['ID']['output']>;
  /** Vrai si le FEC est désormais rattaché au compte courant (en base). */
  inDatabase: Scalars['Boolean']['output'];
};

/** Conformité du fichier au format FEC (article A47 A-1 du LPF). */
export type FecConformity =
  /** Conforme. */
  | 'CONFORME'
  /** Conforme, avec des alertes. */
  | 'CONFORME_AVEC_ALERTES'
  /** Non conforme. */
  | 'NON_CONFORME';

/** Ce qu'une suppression de FEC a supprimé. */
export type FecDeletion = {
  __typename?: 'FecDeletion';
  /** uuid du FEC supprimé (avec ses analyses et ses fichiers). */
  uuid: Scalars['ID']['output'];
};

/** Informations complémentaires d'un FEC (spec §3 « FEC extra fields »). */
export type FecExtra = {
  __typename?: 'FecExtra';
  /** Résultat comptable (spec : accounting result). */
  accountingResult?: Maybe<Scalars['Float']['output']>;
  /** Logiciel comptable (spec : erp) ; `autre` demande erpOther. */
  erp?: Maybe<Scalars['String']['output']>;
  /** Autre logiciel comptable (spec : other ERP). */
  erpOther?: Maybe<Scalars['String']['output']>;
  /** Effectif en fin de période (spec : headcount at period end). */
  headcount?: Maybe<Scalars['Int']['output']>;
  /** Lettrage des écritures (spec : lettering of entries). */
  lettering?: Maybe<Scalars['Boolean']['output']>;
  /** Liasse fiscale (spec : tax return). */
  taxReturn?: Maybe<Scalars['String']['output']>;
  /** Date de dépôt de la liasse (spec : tax return filing date). */
  taxReturnFilingDate?: Maybe<Scalars['Date']['output']>;
  /** TVA sur les débits (spec : VAT on debits). */
  vatOnDebits?: Maybe<Scalars['Boolean']['output']>;
};

/**
 * Un groupe du compte qui a accès à un FEC : chaque personne du groupe, au moment où elle lit, a l'accès ; qui
 * rejoint le groupe plus tard l'a aussi, qui le quitte le perd.
 */
export type FecGroupAccessEntry = {
  __typename?: 'FecGroupAccessEntry';
  /** Identifiant du groupe. */
  groupUuid: Scalars['ID']['output'];
  /** Nombre de personnes dans le groupe aujourd'hui. */
  memberCount: Scalars['Int']['output'];
  /** Nom du groupe. */
  name: Scalars['String']['output'];
  /** Vrai : lecture et écriture ; faux : lecture seule. */
  write: Scalars['Boolean']['output'];
};

/** Un accès à accorder à un groupe du compte sur un FEC. */
export type FecGroupAccessGrantInput = {
  /** Identifiant du groupe (un groupe du compte courant). */
  groupUuid: Scalars['ID']['input'];
  /** Vrai : lecture et écriture ; faux (par défaut) : lecture seule. */
  write?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Métadonnées et informations complémentaires modifiables d'un FEC : un champ absent est gardé, `null` l'efface. */
export type FecInput = {
  /** Résultat comptable. */
  accountingResult?: InputMaybe<Scalars['Float']['input']>;
  /** Raison sociale. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** Logiciel comptable (`autre` demande erpOther). */
  erp?: InputMaybe<Scalars['String']['input']>;
  /** Autre logiciel comptable. */
  erpOther?: InputMaybe<Scalars['String']['input']>;
  /** Fin d'exercice. */
  fiscalEnd?: InputMaybe<Scalars['Date']['input']>;
  /** Début d'exercice. */
  fiscalStart?: InputMaybe<Scalars['Date']['input']>;
  /** Effectif en fin de période (entier positif). */
  headcount?: InputMaybe<Scalars['Int']['input']>;
  /** Lettrage des écritures. */
  lettering?: InputMaybe<Scalars['Boolean']['input']>;
  /** Type de revenus. */
  revenueType?: InputMaybe<RevenueType>;
  /** SIREN (9 chiffres ; espaces et points ignorés). */
  siren?: InputMaybe<Scalars['String']['input']>;
  /** Liasse fiscale. */
  taxReturn?: InputMaybe<Scalars['String']['input']>;
  /** Date de dépôt de la liasse. */
  taxReturnFilingDate?: InputMaybe<Scalars['Date']['input']>;
  /** TVA sur les débits. */
  vatOnDebits?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Une offre proposée pour un FEC. */
export type FecOfferOption = {
  __typename?: 'FecOfferOption';
  /** Faux si l'offre ne peut pas être achetée maintenant. */
  available: Scalars['Boolean']['output'];
  offer: Offer;
  /** Prix HT calculé pour ce FEC, en centimes. */
  priceHtCents: Scalars['Int']['output'];
  /** Pourquoi l'offre est désactivée (par exemple une analyse trop ancienne à relancer). */
  reason?: Maybe<Scalars['String']['output']>;
};

/** Les offres d'un FEC. */
export type FecOffers = {
  __typename?: 'FecOffers';
  /** Offre actuelle du FEC (`decouverte` tant qu'il n'est pas débloqué). */
  currentOffer?: Maybe<Scalars['String']['output']>;
  fecUuid: Scalars['ID']['output'];
  /** Nombre de lignes du FEC (base du prix). */
  lineCount?: Maybe<Scalars['Int']['output']>;
  locked: Scalars['Boolean']['output'];
  options: Array<FecOfferOption>;
};

/** Une page de FEC. */
export type FecPage = {
  __typename?: 'FecPage';
  /** Les FEC de la page. */
  items: Array<Fec>;
  /** Pagination (total : tous les FEC de la liste). */
  pageInfo: PageInfo;
};

/** Ordre d'une liste de FEC. */
export type FecSort = {
  /** Vrai pour l'ordre décroissant. */
  descending?: InputMaybe<Scalars['Boolean']['input']>;
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

/** Un transfert de FEC lors de la suppression de son propre profil. */
export type FecTransfer = {
  __typename?: 'FecTransfer';
  /** Le compte concerné. */
  accountUuid: Scalars['ID']['output'];
  /** L'administrateur qui reçoit les FEC. */
  userUuid: Scalars['ID']['output'];
};

/** Un envoi de FEC par l'API. */
export type FecUpload = {
  __typename?: 'FecUpload';
  /** L'analyse lancée (null tant que le fichier n'est pas reçu). */
  analysis?: Maybe<Analysis>;
  /** Fin de validité de l'URL. */
  expiresAt: Scalars['DateTime']['output'];
  /** Le FEC créé (null tant que le fichier n'est pas reçu). */
  fec?: Maybe<Fec>;
  /** Clé d'idempotence donnée à la création. */
  idempotencyKey: Scalars['String']['output'];
  /** État de l'envoi. */
  status: FecUploadStatus;
  /** URL signée où envoyer le fichier (`PUT`, corps brut), relative à l'origine de `/graphql`. */
  uploadUrl: Scalars['String']['output'];
  /** Identifiant de l'envoi. */
  uuid: Scalars['ID']['output'];
};

/** État d'un envoi de FEC par l'API. */
export type FecUploadStatus =
  /** L'URL a expiré sans fichier reçu : préparer un nouvel envoi. */
  | 'EXPIRED'
  /** En attente du fichier (`PUT` sur `uploadUrl`). */
  | 'PENDING'
  /** Fichier reçu : le FEC est importé et son analyse lancée. */
  | 'RECEIVED';

/** Erreur de champ renvoyée avec une erreur de validation (extensions.fields d'une erreur BAD_USER_INPUT). */
export type FieldError = {
  __typename?: 'FieldError';
  /** Chemin du champ en cause, par exemple `siren` ou `files.0.fiscal_end`. */
  field: Scalars['String']['output'];
  /** Message en français. */
  message: Scalars['String']['output'];
};

/**
 * Un constat d'un contrôle : une ligne de détail, reconnue d'une analyse à l'autre par une clé stable calculée sur son
 * contenu (journal, numéro et date d'écriture, compte, compte auxiliaire, débit, crédit), jamais sur son numéro de ligne.
 */
export type Finding = {
  __typename?: 'Finding';
  /** Nouveau ou inchangé par rapport à l'analyse précédente du dossier (null sans analyse précédente). */
  change?: Maybe<FindingChange>;
  /** Contrôle qui a relevé le constat. */
  controlId: Scalars['String']['output'];
  /** Clé stable du constat (même constat après une relance, dans le FEC corrigé ou réimporté ; un montant changé est un autre constat). */
  key: Scalars['String']['output'];
  /** Ligne du fichier dans cette analyse (1 = en-tête) ; elle peut changer d'une analyse à l'autre. */
  line?: Maybe<Scalars['Int']['output']>;
  /** Revue du constat (« À examiner » tant que personne n'y a touché). */
  review: Review;
  /** La ligne de détail telle que le moteur la donne (mêmes champs que `ControlResult.rows`). */
  row: Scalars['JSON']['output'];
};

/** Ce qu'est un constat par rapport à l'analyse précédente du dossier. */
export type FindingChange =
  /** « Nouveau » : absent de l'analyse précédente. */
  | 'NEW'
  /** « Inchangé » : déjà présent dans l'analyse précédente (même contenu). */
  | 'UNCHANGED';

/** Une page de constats d'un contrôle. */
export type FindingPage = {
  __typename?: 'FindingPage';
  /** Constats de la page. */
  items: Array<Finding>;
  /** Pagination (sur les 1000 premières lignes gardées du contrôle). */
  pageInfo: PageInfo;
  /** Analyse précédente du dossier à laquelle `change` compare (null sans analyse précédente). */
  previousAnalysisUuid?: Maybe<Scalars['ID']['output']>;
};

/** Origine de l'exercice retenu pour l'analyse. */
export type FiscalYearSource =
  /** Déduit des dates des écritures. */
  | 'DATA'
  /** Dates déclarées sur le FEC (saisies à l'import ou corrigées par l'utilisateur). */
  | 'DECLARED'
  /** Date de clôture du nom de fichier. */
  | 'FILE_NAME';

/** Exercice que montrent les écritures d'un extrait de FEC (proposé à l'import). */
export type FiscalYearSuggestion = {
  __typename?: 'FiscalYearSuggestion';
  /** Fin d'exercice proposée. */
  fiscalEnd: Scalars['Date']['output'];
  /** Début d'exercice proposé. */
  fiscalStart: Scalars['Date']['output'];
  /**
   * Quand les écritures ne suffisent pas à fixer l'exercice (premier exercice court ou extrait d'exercice,
   * écritures de clôture ailleurs qu'au bout de 12 mois…) : pourquoi, et que les dates sont à confirmer.
   * Null quand les écritures fixent l'exercice.
   */
  question?: Maybe<Scalars['String']['output']>;
  /** FILE_NAME quand le nom du fichier et les écritures concordent, DATA quand l'exercice vient des écritures. */
  source: FiscalYearSource;
};

/** Un répertoire de FEC (spec §3 « Folder » : nom, parent). Chaque compte a son arbre ; la racine a l'uuid `-1`. */
export type Folder = {
  __typename?: 'Folder';
  /**
   * Sous-répertoires directs, triés par nom. Coût : compris dans la lecture de `folder(uuid)` ; ailleurs
   * (sous-répertoire d'un sous-répertoire, résultat de `folders`) un appel à l'API par répertoire.
   */
  children: Array<Folder>;
  /** Date de création (null pour la racine). */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** uuid de l'utilisateur qui l'a créé (null pour la racine ou un auteur supprimé). */
  createdBy?: Maybe<Scalars['ID']['output']>;
  /**
   * Adresse relative de la passerelle qui télécharge le répertoire en zip (FEC lisibles du répertoire et de
   * ses sous-répertoires) avec la session du navigateur : `/download/folders/{uuid}`.
   */
  downloadUrl: Scalars['String']['output'];
  /**
   * FEC directement dans ce répertoire que l'utilisateur peut lire, paginés. Coût : un appel à l'API par
   * répertoire (chaque FEC y porte le résumé de sa dernière analyse).
   */
  fecs: FecPage;
  /** Nom du répertoire (`Racine` pour la racine). */
  name: Scalars['String']['output'];
  /** Nombre de FEC directement dans le répertoire, lisibles par l'utilisateur (spec : nb_fec). */
  nbFecs: Scalars['Int']['output'];
  /** Nombre de sous-répertoires directs. */
  nbFolders: Scalars['Int']['output'];
  /** Le répertoire parent (null pour la racine). */
  parent?: Maybe<Folder>;
  /** uuid du parent (`-1` pour un répertoire de premier niveau), null pour la racine elle-même. */
  parentUuid?: Maybe<Scalars['ID']['output']>;
  /**
   * Ancêtres, du répertoire de premier niveau au parent (vide pour un répertoire de premier niveau et la
   * racine). Coût : compris dans `folder(uuid)` et les mutations ; ailleurs un appel à l'API par répertoire.
   */
  path: Array<FolderPathItem>;
  /** Identifiant ; `-1` pour la racine. */
  uuid: Scalars['ID']['output'];
};


/** Un répertoire de FEC (spec §3 « Folder » : nom, parent). Chaque compte a son arbre ; la racine a l'uuid `-1`. */
export type FolderFecsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<FecSort>;
};

/** Ce qu'une suppression de répertoire a changé. */
export type FolderDeletion = {
  __typename?: 'FolderDeletion';
  /** uuid des répertoires supprimés (le répertoire et tous ses sous-répertoires). */
  deleted: Array<Scalars['ID']['output']>;
  /** Répertoire où sont passés leurs FEC (`-1` pour la racine). */
  fecsMovedTo: Scalars['ID']['output'];
};

/** Un ancêtre dans le chemin d'un répertoire. */
export type FolderPathItem = {
  __typename?: 'FolderPathItem';
  /** Nom de l'ancêtre. */
  name: Scalars['String']['output'];
  /** uuid de l'ancêtre. */
  uuid: Scalars['ID']['output'];
};

/** Une ligne du grand livre d'un compte, avec le solde progressif. */
export type GeneralLedgerLine = {
  __typename?: 'GeneralLedgerLine';
  /** Compte auxiliaire (null si aucun). */
  aux?: Maybe<Scalars['String']['output']>;
  /** Solde progressif après la ligne (débit − crédit), centimes. */
  balanceCents: Scalars['Float']['output'];
  /** Crédit, centimes. */
  creditCents: Scalars['Float']['output'];
  /** Débit, centimes. */
  debitCents: Scalars['Float']['output'];
  /** Date d'écriture (null si absente). */
  ecritureDate?: Maybe<Scalars['Date']['output']>;
  /** Numéro d'écriture. */
  ecritureNum: Scalars['String']['output'];
  /** Code journal. */
  journalCode: Scalars['String']['output'];
  /** Libellé de l'écriture. */
  label: Scalars['String']['output'];
  /** Ligne du fichier (1 = en-tête). */
  line: Scalars['Int']['output'];
  /** Référence de la pièce. */
  pieceRef: Scalars['String']['output'];
};

/**
 * Une page du grand livre d'un compte, ou du grand livre auxiliaire d'un tiers dans son compte collectif. Lignes
 * dans l'ordre du grand livre : les à-nouveaux, puis par date d'écriture, numéro d'écriture et ligne du fichier.
 */
export type GeneralLedgerPage = {
  __typename?: 'GeneralLedgerPage';
  /** Numéro de compte (le compte collectif pour un grand livre auxiliaire). */
  account: Scalars['String']['output'];
  /** Libellé du compte général. */
  accountLabel: Scalars['String']['output'];
  /** Compte auxiliaire (CompAuxNum) du grand livre auxiliaire ; null pour le grand livre d'un compte. */
  aux?: Maybe<Scalars['String']['output']>;
  /** Solde du compte (débit − crédit), centimes. */
  balanceCents: Scalars['Float']['output'];
  /** Total crédit du compte, centimes. */
  creditCents: Scalars['Float']['output'];
  /** Total débit du compte, centimes. */
  debitCents: Scalars['Float']['output'];
  /** Lignes de la page. */
  items: Array<GeneralLedgerLine>;
  /** Libellé du compte, ou du compte auxiliaire (CompAuxLib). */
  label: Scalars['String']['output'];
  /** Pagination. */
  pageInfo: PageInfo;
};

/** Options de l'assistant (spec §3 « Report »). */
export type GenerateReportInput = {
  /** Présenter les contrôles par cycle comptable plutôt que par thème. */
  byCycle?: InputMaybe<Scalars['Boolean']['input']>;
  /** Types de résultat retenus (vide ou absent : tous). */
  categories?: InputMaybe<Array<ResultCategory>>;
  /** Contrôles retenus, par identifiant du catalogue (vide ou absent : tous). */
  controlIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** FEC du rapport (1 à `reportLimits.maxFecs`), dans l'ordre voulu ; chacun doit avoir une analyse terminée. */
  fecUuids: Array<Scalars['ID']['input']>;
  /** Formats à produire (au moins un). */
  formats: Array<ReportFormat>;
  /**
   * Clé d'idempotence facultative (1 à 200 caractères) : rejouer la demande avec la même clé rend les rapports
   * déjà demandés au lieu d'en créer d'autres ; la même clé avec d'autres options est refusée (BAD_USER_INPUT).
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /**
   * « Inclure les notes internes » (vrai si absent : le rapport interne du cabinet). Faux pour un rapport remis
   * au client : les commentaires des contrôles, les justifications de la revue (contrôles et constats) et le motif
   * de réouverture d'une revue sont retirés des documents. Restent, dans « Travaux réalisés », les statuts de
   * revue, les réviseurs, les dates et la validation de la revue (« Revue validée par … le … » ou « Revue non
   * validée »). Gardé avec le rapport : une nouvelle génération donne le même document.
   */
  internalNotes?: InputMaybe<Scalars['Boolean']['input']>;
  /** Fusionner les FEC sélectionnés (2 à 3) en un seul rapport, côte à côte. */
  merge?: InputMaybe<Scalars['Boolean']['input']>;
  /** Nom du rapport, aussi nom des fichiers (1 à 100 caractères : lettres, chiffres, tirets, tirets bas, espaces). */
  name: Scalars['String']['input'];
  /** Thèmes retenus (vide ou absent : tous). */
  themes?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Rapports créés par une demande de génération (un par FEC, ou un seul s'ils sont fusionnés). */
export type GenerateReportPayload = {
  __typename?: 'GenerateReportPayload';
  /** Les rapports créés, au statut LOADING. */
  reports: Array<Report>;
};

/** Un groupe d'utilisateurs du compte courant (gestion des accès, spec §2 « acces/groupes »). */
export type Group = {
  __typename?: 'Group';
  /** Date de création. */
  createdAt: Scalars['DateTime']['output'];
  /** Identifiants des membres (sans appel supplémentaire). */
  memberUuids: Array<Scalars['ID']['output']>;
  /** Les membres du groupe (tous les membres de tous les groupes demandés sont lus en un seul appel). */
  members: Array<User>;
  /** Nom du groupe (unique dans le compte). */
  name: Scalars['String']['output'];
  /** Identifiant du groupe. */
  uuid: Scalars['ID']['output'];
};

/** Une page de groupes. */
export type GroupPage = {
  __typename?: 'GroupPage';
  /** Les groupes de la page. */
  items: Array<Group>;
  /** Pagination. */
  pageInfo: PageInfo;
};

/** Cible d'usurpation à poser. */
export type ImpersonationInput = {
  /** Compte de l'utilisateur cible. */
  accountUuid: Scalars['ID']['input'];
  /** Analyse à ouvrir d'office. */
  forceSeeAnalysisUuid?: InputMaybe<Scalars['ID']['input']>;
  /** Utilisateur cible. */
  userUuid: Scalars['ID']['input'];
};

/** Résultat d'un début ou d'une fin d'usurpation. */
export type ImpersonationPayload = {
  __typename?: 'ImpersonationPayload';
  /** L'utilisateur en tant que qui les appels se font désormais (la cible, ou soi-même après la fin). */
  me?: Maybe<Me>;
  /** La session après le changement. */
  session: Session;
};

/** Cible d'une usurpation (spec §3, « Impersonation target »). */
export type ImpersonationTarget = {
  __typename?: 'ImpersonationTarget';
  /** Compte de l'utilisateur cible (`account_uuid`). */
  accountUuid: Scalars['ID']['output'];
  /** Analyse à ouvrir d'office (`force_see_analysis_uuid`), null sinon. */
  forceSeeAnalysisUuid?: Maybe<Scalars['ID']['output']>;
  /** Utilisateur cible (`user_uuid`). */
  userUuid: Scalars['ID']['output'];
};

/** Fonctionnalité d'import de FEC du compte. */
export type ImportFeature = {
  __typename?: 'ImportFeature';
  /** Vrai si l'import ne se fait que par l'API (`api_only`), pas par l'interface. */
  apiOnly: Scalars['Boolean']['output'];
  /** Vrai si l'import est ouvert pour le compte. */
  enabled: Scalars['Boolean']['output'];
};

/** Import d'un exercice depuis un connecteur. */
export type ImportFromConnectorInput = {
  /** Identifiant du connecteur. */
  connectorUuid: Scalars['ID']['input'];
  /** Fin de l'exercice à importer. */
  endDate: Scalars['Date']['input'];
  /** Répertoire de destination (`-1` : la racine, par défaut). */
  folderUuid?: InputMaybe<Scalars['ID']['input']>;
  /** Type de revenus de la société (BIC par défaut). */
  revenueType?: InputMaybe<RevenueType>;
  /** Début de l'exercice à importer (un des `fiscalYears` du connecteur). */
  startDate: Scalars['Date']['input'];
};

/** Limites d'import appliquées par l'API (les fichiers sont envoyés en multipart à `POST /upload/fecs`). */
export type ImportSettings = {
  __typename?: 'ImportSettings';
  /** Extensions acceptées (`.txt`, `.csv`). */
  extensions: Array<Scalars['String']['output']>;
  /** Taille maximale d'un fichier, en octets. */
  maxFileBytes: Scalars['Float']['output'];
  /** Nombre maximal de fichiers par import. */
  maxFiles: Scalars['Int']['output'];
};

/** Compte de résultat. */
export type IncomeStatement = {
  __typename?: 'IncomeStatement';
  /** Résultat de l'exercice, centimes. */
  resultCents: Scalars['Float']['output'];
  /** Sections (produits et charges d'exploitation, financiers, exceptionnels, impôt…). */
  sections: Array<StatementSection>;
  /** Total des charges, centimes. */
  totalChargesCents: Scalars['Float']['output'];
  /** Total des produits, centimes. */
  totalProductsCents: Scalars['Float']['output'];
};

/** Les crédits de la tête du réseau que le compte peut consommer. */
export type InheritedCredits = {
  __typename?: 'InheritedCredits';
  headAccountName: Scalars['String']['output'];
  totals: CreditTotals;
};

/**
 * Résultat d'une invitation. La réponse est la même que l'adresse ait déjà un compte ou non : jusqu'à
 * l'acceptation, le compte qui invite ne voit que l'adresse et l'état `INVITED` (« invitation envoyée »).
 */
export type InvitationResult = {
  __typename?: 'InvitationResult';
  /** Vrai quand l'email d'invitation est parti (ou a été déposé dans la boîte d'envoi locale). */
  emailSent: Scalars['Boolean']['output'];
  /** La personne invitée (adresse, rôle proposé, état `INVITED`). */
  user: User;
};

/** Invitation d'un utilisateur dans le compte courant. */
export type InviteUserInput = {
  /** Adresse email de la personne invitée. */
  email: Scalars['String']['input'];
  /** Prénom (facultatif). */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Nom (facultatif). */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Rôle donné (administrateur : par promotion avec `changeUserRole`, pas par invitation). */
  role: UserRole;
};

/** Une facture ou un avoir (spec §3 « Invoice »), jamais modifié une fois émis. */
export type Invoice = {
  __typename?: 'Invoice';
  /** Adresse de téléchargement du PDF (spec : download), servie par la passerelle avec la session. */
  downloadUrl: Scalars['String']['output'];
  issuedAt: Scalars['DateTime']['output'];
  kind: InvoiceKind;
  /** Nom affiché (spec : name), par exemple « Facture F-000042 ». */
  name: Scalars['String']['output'];
  /** Numéro, dans une séquence continue (par exemple `F-000042`, `AV-000003`). */
  number: Scalars['String']['output'];
  /** La commande payée par cette facture, ou remboursée par cet avoir (pour `requestRefund`). */
  orderUuid?: Maybe<Scalars['ID']['output']>;
  /** Date de paiement (spec : paid date). */
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** Vrai si le remboursement de la commande peut encore être demandé (`requestRefund`) : prélèvement SEPA payé depuis moins de 8 semaines (spec §9) et pas encore remboursé. Toujours faux pour un avoir. */
  refundable: Scalars['Boolean']['output'];
  totalHtCents: Scalars['Int']['output'];
  /** Montant payé TTC (spec : amount paid), négatif pour un avoir. */
  totalTtcCents: Scalars['Int']['output'];
  uuid: Scalars['ID']['output'];
  vatCents: Scalars['Int']['output'];
};

/** Facture ou avoir. */
export type InvoiceKind =
  | 'CREDIT_NOTE'
  | 'INVOICE';

export type InvoicePage = {
  __typename?: 'InvoicePage';
  items: Array<Invoice>;
  pageInfo: PageInfo;
};

/** Chiffres clés d'un exercice : ce que montre aussi l'offre Découverte d'un FEC verrouillé. */
export type KeyFigures = {
  __typename?: 'KeyFigures';
  /** Chiffre d'affaires net, centimes. */
  chiffreAffairesCents?: Maybe<Scalars['Float']['output']>;
  /** Excédent brut d'exploitation, centimes. */
  ebeCents?: Maybe<Scalars['Float']['output']>;
  /** Résultat net, centimes. */
  resultatNetCents?: Maybe<Scalars['Float']['output']>;
  /** Total du bilan, centimes. */
  totalBilanCents?: Maybe<Scalars['Float']['output']>;
};

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

/** L'utilisateur connecté (spec §3, « Current user (me) »). Les noms de la spec sont indiqués entre parenthèses. */
export type Me = {
  __typename?: 'Me';
  /** Rôles que l'utilisateur peut attribuer, avec leur libellé (`available_roles`). */
  availableRoles: Array<RoleOption>;
  /** Identifiant du client, c'est-à-dire du compte courant (`client_id`). */
  clientId: Scalars['ID']['output'];
  /** Nombre de répertoires à la racine du compte courant (`countFoldersLevelOne`). */
  countFoldersLevelOne: Scalars['Int']['output'];
  /** Le compte courant, le rôle de l'utilisateur dans ce compte et ses fonctionnalités (`current_account`). */
  currentAccount: CurrentAccount;
  /** Adresse email de connexion. */
  email: Scalars['String']['output'];
  /** Fonctionnalités du compte courant (`features_in_account`) : habillage, import, authentification unique. */
  featuresInAccount: AccountFeatures;
  /** Résultat du rattachement du FEC anonyme donné dans `fecAnonymous` (null sans FEC anonyme). */
  fecAttached?: Maybe<FecAttached>;
  /** Analyse à ouvrir d'office en mode « voir l'analyse » (`force_see_analysis_uuid`), sinon null. */
  forceSeeAnalysisUuid?: Maybe<Scalars['ID']['output']>;
  /** Vrai si l'utilisateur fait partie d'autres comptes (`has_other_accounts`). */
  hasOtherAccounts: Scalars['Boolean']['output'];
  /** Vrai si un membre de l'équipe interne agit en tant que cet utilisateur (usurpation). */
  impersonated: Scalars['Boolean']['output'];
  /** Vrai si cette lecture a été faite juste après la connexion (`justConnected`). */
  justConnected: Scalars['Boolean']['output'];
  /** Vrai si le prénom ou le nom manque : l'interface affiche l'alerte de nom manquant (spec §5). */
  missingName: Scalars['Boolean']['output'];
  /** Nombre de FEC du compte courant que l'utilisateur peut voir (`nb_fec`). */
  nbFec: Scalars['Int']['output'];
  /** Nombre d'autres comptes de l'utilisateur (`other_accounts_count`). */
  otherAccountsCount: Scalars['Int']['output'];
  /** Invitations reçues d'autres comptes, en attente d'acceptation (`pending_invitations`). */
  pendingInvitations: Array<PendingInvitation>;
  /** Droits de l'utilisateur : routes de l'interface et carte `can`. */
  permissions: Permissions;
  /** Profil de l'utilisateur (`profile` : organization_type, company, turnover, company_size, office_phone, mobile_phone, position…). */
  profile: Scalars['JSON']['output'];
  /** Vrai si la session ne peut que lire (usurpation en lecture seule). */
  readOnly: Scalars['Boolean']['output'];
  /** Rôle dans le compte courant (par exemple `Role_Owner`), puis rôles internes (par exemple `Role_CS`). */
  roles: Array<Scalars['String']['output']>;
  /** État de l'utilisateur (spec §4). */
  state: UserState;
  /** Prénom et nom (`user_details`). */
  userDetails: UserDetails;
  /** Identifiant de l'utilisateur. */
  uuid: Scalars['ID']['output'];
};

/** Multi-analyse de 1 à 3 FEC : des contrôles de comparaison sur les synthèses de leurs dernières analyses terminées. */
export type MultiAnalysis = {
  __typename?: 'MultiAnalysis';
  /** La même multi-analyse vue comme une analyse (rapport, commentaires, FEC corrigé…). */
  analysis: Analysis;
  /** Détail des FEC comparés (SIREN, exercice), une fois la multi-analyse terminée. */
  compared: Array<MultiAnalysisFec>;
  /** Résultats des contrôles de comparaison (vide tant que la multi-analyse n'est pas terminée). */
  controls: Array<ControlResult>;
  /** Date de création. */
  createdAt: Scalars['DateTime']['output'];
  /** Message en français quand le statut est ERROR. */
  error?: Maybe<Scalars['String']['output']>;
  /** FEC comparés, dans l'ordre demandé. */
  fecs: Array<Fec>;
  /** Fin de l'exécution. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Une société sur plusieurs exercices, ou plusieurs sociétés sur un exercice. */
  mode: MultiAnalysisMode;
  /** Statut (spec §4). */
  status: AnalysisStatus;
  /** Nombre de contrôles de comparaison par catégorie de résultat. */
  summary: Array<CategoryCount>;
  /** Identifiant de la multi-analyse (c'est aussi une `Analysis` de nature MULTI). */
  uuid: Scalars['ID']['output'];
};


/** Multi-analyse de 1 à 3 FEC : des contrôles de comparaison sur les synthèses de leurs dernières analyses terminées. */
export type MultiAnalysisControlsArgs = {
  category?: InputMaybe<ResultCategory>;
  search?: InputMaybe<Scalars['String']['input']>;
  theme?: InputMaybe<Scalars['String']['input']>;
};

/** Un FEC comparé par une multi-analyse terminée. */
export type MultiAnalysisFec = {
  __typename?: 'MultiAnalysisFec';
  /** Analyse terminée du FEC dont la synthèse est comparée. */
  analysisUuid: Scalars['ID']['output'];
  /** Le FEC. */
  fec?: Maybe<Fec>;
  /** Uuid du FEC. */
  fecUuid: Scalars['ID']['output'];
  /** Fin de l'exercice. */
  fiscalEnd?: Maybe<Scalars['Date']['output']>;
  /** Début de l'exercice. */
  fiscalStart?: Maybe<Scalars['Date']['output']>;
  /** Numéro SIREN lu dans le FEC. */
  siren?: Maybe<Scalars['String']['output']>;
};

/** Les deux formes de multi-analyse (spec §2). */
export type MultiAnalysisMode =
  /** Une même société sur plusieurs exercices. */
  | 'ONE_COMPANY_SEVERAL_YEARS'
  /** Plusieurs sociétés sur un même exercice. */
  | 'SEVERAL_COMPANIES_ONE_YEAR';

/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type Mutation = {
  __typename?: 'Mutation';
  /** Accepte une invitation reçue : le compte rejoint la liste de ses comptes. */
  acceptInvitation: Scalars['Boolean']['output'];
  /** Accepte l'invitation d'une tête de réseau (administrateur du compte invité). */
  acceptNetworkAffiliation: Network;
  /**
   * Ajoute le jeton d'API d'une société (spec §8) : le jeton est vérifié auprès du logiciel, l'identité de la
   * société et ses exercices sont lus, puis le jeton est chiffré au repos. Erreurs : CONNECTOR_TOKEN_INVALID
   * (status 401, distinct d'UNAUTHENTICATED : la session de l'utilisateur reste valide) « Le jeton est manquant,
   * invalide ou expiré : vérifiez-le dans votre logiciel comptable. » ; BAD_USER_INPUT (400) « Ce jeton a déjà été ajouté. » ;
   * BAD_USER_INPUT (400) « Informations manquantes : vérifiez les paramètres côté logiciel comptable. » ;
   * FORBIDDEN (403) « Votre rôle ne permet pas de gérer les connecteurs. ».
   */
  addConnectorToken: Connector;
  /** Commente le résultat d'un contrôle. */
  addControlComment: ControlComment;
  /**
   * Ajoute au panier une offre pour un FEC (`fecUuid` requis) ou un pack de crédits. Ajouter deux fois la même
   * chose ne la double pas. Refusé si l'analyse du FEC est trop ancienne (relancer l'analyse d'abord) ou si le
   * FEC n'est plus disponible.
   */
  addToCart: Cart;
  /**
   * Affecte un contrôle à un collègue du compte (un Membre seulement s'il a accès au FEC) ; `assigneeUuid` null retire
   * l'affectation. Responsable ou propriétaire du compte.
   */
  assignControl: Review;
  /** Back-office : bloque une personne sur tout le produit ; le motif est journalisé (rôles CS, Ope, Admin). Rend son nouvel état. */
  backOfficeBlockUser: UserState;
  /** Back-office : accorde des crédits à un compte (geste commercial, motif journalisé ; rôles CS, Market, Marketing, Admin). Rend l'identifiant du lot. */
  backOfficeGrantCredits: Scalars['ID']['output'];
  /** Ouvre le back-office à une adresse avec ces rôles internes ; une nouvelle adresse reçoit un lien pour choisir son mot de passe (Role_Admin ; journalisé). */
  backOfficeInviteStaff: StaffInvitation;
  /** Back-office : renvoie une invitation en attente (nouveau lien). Vrai si l'email est parti (rôles CS, Ope, Admin). */
  backOfficeResendInvitation: Scalars['Boolean']['output'];
  /** Change le niveau de journalisation de l'API et de la passerelle (Role_Admin, Role_Ope ; journalisé). */
  backOfficeSetLogLevel: PlatformSettings;
  /** Met le produit en maintenance ou l'en sort, avec un message pour les clients (Role_Admin, Role_Ope ; journalisé). */
  backOfficeSetMaintenance: PlatformSettings;
  /** Fixe exactement les rôles internes d'un utilisateur (liste vide : il quitte le personnel interne). Jamais les siens (Role_Admin ; journalisé). */
  backOfficeSetStaffRoles: StaffMember;
  /** Back-office : journalise le motif d'une usurpation et rend la cible à placer dans l'en-tête `impersonate`. */
  backOfficeStartImpersonation: BackOfficeImpersonation;
  /** Back-office : débloque une personne ; le motif est journalisé (rôles CS, Ope, Admin). Rend son nouvel état. */
  backOfficeUnblockUser: UserState;
  /** Bloque un utilisateur dans le compte courant : il n'y a plus accès mais garde ses autres comptes. */
  blockUser: User;
  /** Change le mot de passe de l'utilisateur connecté. */
  changePassword: Scalars['Boolean']['output'];
  /** Change le rôle d'un utilisateur du compte. `ROLE_OWNER` le promeut administrateur : réservé aux administrateurs, et l'utilisateur doit avoir confirmé son compte. */
  changeUserRole: User;
  /**
   * Paie le panier avec un moyen de paiement enregistré : adresse de facturation complète et conditions générales
   * de vente acceptées. Le résultat peut être payé (facture émise, FEC débloqués, crédits attribués), en attente
   * (prélèvement SEPA), à authentifier (suivre `redirectUrl`) ou refusé.
   */
  checkout: Order;
  /** Répond au défi `NEW_PASSWORD_REQUIRED` : l'utilisateur invité choisit son mot de passe et est connecté. */
  completeNewPassword: SignInPayload;
  /** Termine l'ajout d'un moyen de paiement au retour de la page du prestataire. */
  completePaymentMethodSetup: PaymentMethod;
  /**
   * Conclut un point (« conforme », « non conforme » avec un commentaire, « sans objet ») ; l'historique est gardé.
   * Refusé tant que les contrôles du point en anomalie ne sont pas revus, et après la signature.
   */
  concludeEcfPoint: EcfPoint;
  /** Valide l'inscription avec le code reçu par email (`POST auth/confirm`). */
  confirmCode: ConfirmCodePayload;
  /** Confirme le changement d'adresse email avec le code reçu à la nouvelle adresse ; l'ancienne adresse en est avertie. */
  confirmEmailChange: User;
  /**
   * Crée une clé d'API pour un logiciel partenaire. Le secret (`secret`) n'est rendu qu'une fois, ici : il est
   * conservé haché. À présenter dans l'en-tête `Authorization: Bearer <secret>` sur `/graphql`. La clé agit dans
   * le compte courant, avec les droits de son créateur limités à ses portées. Owner et Manager.
   */
  createApiKey: CreatedApiKey;
  /**
   * Ouvre une mission d'ECF sur un FEC analysé et débloqué, et consomme un crédit « Mission ECF » (PAYMENT_REQUIRED
   * sans crédit). Responsable ou propriétaire du compte.
   */
  createEcfMission: EcfMission;
  /**
   * Prépare l'import d'un FEC par l'API (portée FECS_IMPORT) : rend une URL signée, valable 15 minutes, où
   * envoyer le fichier (`PUT`, corps brut) ; la réponse de ce `PUT` donne le FEC et l'analyse lancée. Avec la
   * même `idempotencyKey`, un nouvel appel rend le même envoi (et, s'il a déjà été reçu, son FEC) : une requête
   * rejouée n'importe jamais deux fois. Mêmes règles et mêmes messages que l'import depuis le poste.
   */
  createFecUpload: FecUpload;
  /**
   * Crée un répertoire. Erreurs (spec §5) : « Veuillez saisir un nom de répertoire. » (nom vide),
   * « Un répertoire existe déjà avec ce nom. » (même nom, sans tenir compte de la casse, chez ses voisins),
   * « Le parent du répertoire n'est pas trouvé. ».
   */
  createFolder: Folder;
  /** Crée un groupe (nom unique dans le compte), avec ses membres éventuels. */
  createGroup: Group;
  /**
   * Enregistre un point de réception HTTPS pour des événements. Le secret de signature (`secret`) n'est rendu
   * qu'ici. Chaque livraison est un `POST` JSON signé : en-tête `X-FEC-Signature: t=<horodatage>,v1=<HMAC-SHA256
   * hexadécimal de "<horodatage>.<corps>" avec le secret>` ; refusez une signature de plus de 5 minutes.
   * Les échecs sont réessayés avec un délai croissant. Owner et Manager.
   */
  createWebhook: CreatedWebhook;
  /** Refuse une invitation reçue. */
  declineInvitation: Scalars['Boolean']['output'];
  /** Refuse l'invitation d'une tête de réseau. */
  declineNetworkAffiliation: Network;
  /**
   * Supprime le compte courant (administrateur du compte ; ses fichiers doivent avoir été supprimés avant). Ses
   * utilisateurs sans autre compte sont supprimés définitivement, identifiant de connexion compris ; les autres
   * conservent leur identifiant et leurs autres comptes.
   */
  deleteAccount: DeleteAccountPayload;
  /** Supprime un connecteur et son jeton (les FEC déjà importés restent). Rend l'identifiant supprimé. */
  deleteConnector: Scalars['ID']['output'];
  /** Supprime un commentaire (son auteur, ou un gestionnaire du compte). Vrai une fois supprimé. */
  deleteControlComment: Scalars['Boolean']['output'];
  /** Supprime un FEC, ses analyses et ses fichiers (droit `fec.file.delete` et écriture sur le FEC). */
  deleteFec: FecDeletion;
  /**
   * Supprime un répertoire et ses sous-répertoires. Les FEC qu'ils contenaient ne sont pas supprimés : ils
   * passent dans le parent du répertoire supprimé (`fecsMovedTo`).
   */
  deleteFolder: FolderDeletion;
  /** Supprime un groupe (ses utilisateurs restent). Vrai une fois supprimé. */
  deleteGroup: Scalars['Boolean']['output'];
  /** Supprime son propre profil ; dans chaque compte, ses FEC passent à l'administrateur. */
  deleteMyProfile: DeleteProfileResult;
  /** Supprime un moyen de paiement. */
  deletePaymentMethod: Scalars['Boolean']['output'];
  /** Supprime un rapport et ses fichiers (son auteur, ou un Owner ou Manager du compte). Rend l'identifiant supprimé. */
  deleteReport: Scalars['ID']['output'];
  /**
   * Retire une pièce justificative (qui peut modifier la revue). Refusé tant que la revue du dossier est validée.
   * Répond l'uuid de la pièce retirée.
   */
  deleteReviewAttachment: Scalars['ID']['output'];
  /** Supprime un point de réception (ses livraisons en attente sont abandonnées). Rend l'identifiant supprimé. */
  deleteWebhook: Scalars['ID']['output'];
  /** Met fin à une affiliation : la tête détache un membre, ou un membre quitte le réseau. */
  endNetworkAffiliation: Network;
  /** Mot de passe oublié : un code est envoyé par email (sinon « Erreur dans les données envoyées. »). */
  forgotPassword: CodeDelivery;
  /** Lance la génération du FEC corrigé à partir de la dernière analyse terminée du FEC. */
  generateCorrectedFec: CorrectedFecGeneration;
  /**
   * Demande la génération de rapports (spec §2, §3, §5, §9). Sans fusion : un rapport par FEC sélectionné ; avec
   * `merge` : un seul rapport qui présente 2 ou 3 FEC côte à côte. Chaque rapport part de la dernière analyse
   * terminée de son FEC. La génération se fait hors de la requête : le rapport est rendu avec le statut LOADING,
   * puis passe à DONE (fichiers téléchargeables) ou ERROR. Un nom vide donne « Veuillez saisir un nom de
   * rapport. » ; les noms n'acceptent que lettres, chiffres, tirets, tirets bas et espaces.
   */
  generateReport: GenerateReportPayload;
  /**
   * Accorde ou modifie des accès à un FEC (les accès non cités sont gardés) ; renvoie la liste complète. Une
   * adresse qui n'est pas encore dans le compte reçoit une invitation comme membre (si l'on a le droit
   * d'inviter, sinon BAD_USER_INPUT) ; l'accès s'applique quand elle l'accepte. Cette invitation doit être
   * confirmée (`confirmInvitation: true`) : sans elle, CONFLICT avec un message qui nomme les adresses et dit
   * ce qu'elles verront (`extensions.fields` : une entrée par adresse), et rien n'est changé.
   */
  grantFecAccess: Array<FecAccessEntry>;
  /**
   * Accorde ou modifie l'accès de groupes du compte à un FEC (les accès non cités sont gardés) ; renvoie la
   * liste des groupes. Un groupe d'un autre compte → FORBIDDEN, inconnu → NOT_FOUND.
   */
  grantFecGroupAccess: Array<FecGroupAccessEntry>;
  /**
   * Importe un exercice depuis le logiciel comptable : le FEC est créé aussitôt avec le statut GENERATING pendant
   * que le logiciel le produit, puis importé et analysé comme un FEC envoyé depuis le poste. Un nouvel import du
   * même exercice crée un nouveau FEC (l'historique est conservé). NOT_FOUND (404) « Cet exercice n'a pas de
   * fichier ou le jeton n'est plus valide. » si le logiciel n'a rien pour cet exercice.
   */
  importFromConnector: ConnectorImport;
  /** Invite un compte dans le réseau du compte courant, par l'adresse email de son administrateur. */
  inviteNetworkMember: Network;
  /**
   * Invite une personne dans le compte courant. Une nouvelle adresse reçoit un lien pour choisir son mot de passe ;
   * une adresse qui a déjà un compte reçoit une invitation à accepter ou refuser après connexion. Rien n'est
   * ajouté au compte sans son accord.
   */
  inviteUser: InvitationResult;
  /**
   * Conserve une clé « à vérifier » (`review`) : sa vérification prend fin et, si elle était suspendue, elle
   * fonctionne de nouveau. Une clé révoquée ne peut pas être conservée (BAD_USER_INPUT). Owner et Manager.
   */
  keepApiKey: ApiKey;
  /** Quitte l'usurpation : efface la cible et le mode « voir l'analyse ». */
  leaveImpersonation: ImpersonationPayload;
  /** Marque le compte rendu signé comme envoyé à l'entreprise. Responsable ou propriétaire du compte. */
  markEcfMissionSent: EcfMission;
  /** Déplace un FEC dans un répertoire (`-1` pour la racine). */
  moveFec: Fec;
  /**
   * Déplace un répertoire sous un autre (ou à la racine avec `-1`) ; jamais dans lui-même ni dans un de ses
   * sous-répertoires.
   */
  moveFolder: Folder;
  /** Bac à sable : accepte ou refuse l'authentification forte (3-D Secure) d'un paiement. */
  paymentSandboxAuthenticate: PaymentSandboxResult;
  /** Bac à sable : saisit une carte ou un IBAN de test sur la page locale d'ajout d'un moyen de paiement. */
  paymentSandboxSubmitSetup: PaymentSandboxResult;
  /** Sans effet : vérifie que la passerelle répond aux mutations. */
  ping: Scalars['String']['output'];
  /** Relit l'identité de la société et ses exercices dans le logiciel (mêmes erreurs que `addConnectorToken`). */
  refreshConnector: Connector;
  /**
   * Renouvelle le jeton d'accès avec le jeton de rafraîchissement : celui des cookies pour un navigateur,
   * ou celui donné en argument (avec `username`) pour un partenaire, qui reçoit alors les jetons.
   */
  refreshSession: SignInPayload;
  /** Inscription (`POST auth/register`) : un code de validation est envoyé par email. */
  register: RegisterPayload;
  /** Retire une ligne du panier. */
  removeFromCart: Cart;
  /** Retire un utilisateur du compte (ou annule son invitation) ; ses FEC passent à l'administrateur du compte. */
  removeUser: RemoveUserResult;
  /** Renomme un répertoire (mêmes erreurs que createFolder pour le nom). */
  renameFolder: Folder;
  /** Renomme un groupe. */
  renameGroup: Group;
  /** Rouvre une revue validée ; la raison est obligatoire et journalisée. Responsable ou propriétaire du compte. */
  reopenAnalysisReview: ReviewSignOff;
  /** Renvoie une livraison (même événement, même corps, nouvelle signature). Rend la livraison, de nouveau en attente. */
  replayWebhookDelivery: WebhookDelivery;
  /** Demande le remboursement d'un paiement par prélèvement SEPA, dans les 8 semaines (spec §9) : un avoir est émis. */
  requestRefund: Order;
  /** Relance l'analyse d'un FEC : une nouvelle analyse (WAITSTART) ; les précédentes restent dans l'historique. */
  rerunAnalysis: Analysis;
  /** Renvoie un code de validation d'inscription par email. */
  resendCode: CodeDelivery;
  /** Choisit un nouveau mot de passe avec le code reçu par email (`verificationCode`, `passwordNew`, `username`). */
  resetPassword: Scalars['Boolean']['output'];
  /** Révoque une clé : tout appel qui la présente est refusé aussitôt (UNAUTHENTICATED). Rend la clé révoquée. */
  revokeApiKey: ApiKey;
  /** Retire l'accès d'une adresse email à un FEC ; renvoie la liste restante. */
  revokeFecAccess: Array<FecAccessEntry>;
  /** Retire l'accès d'un groupe à un FEC ; renvoie la liste restante. */
  revokeFecGroupAccess: Array<FecGroupAccessEntry>;
  /**
   * Lance une multi-analyse de 1 à 3 FEC ayant chacun une analyse terminée : une même société sur plusieurs
   * exercices, ou plusieurs sociétés sur un même exercice. Erreurs : « Aucun FEC valide sélectionné. »,
   * « Vous pouvez sélectionner 3 FEC au maximum. », 403 « Vous n'avez pas accès à ce Fec. ».
   */
  runMultiAnalysis: MultiAnalysis;
  /**
   * Active ou coupe l'actualisation planifiée : chaque nuit, l'exercice en cours est réimporté et réanalysé s'il
   * a changé dans le logiciel.
   */
  setConnectorAutoRefresh: Connector;
  /** Enregistre une entrée CRM, à la place de l'entrée du même champ (`crmCommonInfosByField`). */
  setCrmCommonInfo: Array<CrmCommonInfo>;
  /** Remplace toutes les informations CRM communes d'un utilisateur (200 entrées au plus). */
  setCrmCommonInfos: Array<CrmCommonInfo>;
  /**
   * Déclare la liasse fiscale d'un FEC (résultat et cases saisis, ou fichier `code;montant`). Droit de modifier les
   * informations complémentaires du FEC. Un fichier avec une ligne invalide est refusé en entier (BAD_USER_INPUT,
   * extensions.fields avec les numéros de ligne) : rien n'est enregistré.
   */
  setDeclaredTaxReturn: DeclaredTaxReturn;
  /** Choisit le moyen de paiement utilisé par défaut. */
  setDefaultPaymentMethod: PaymentMethod;
  /** Coche ou décoche un élément de la liste de diligences d'un point. Refusé après la signature. */
  setEcfChecklistItem: EcfChecklistItem;
  /** Remplace les membres d'un groupe (utilisateurs du compte uniquement, 1 000 au plus). */
  setGroupMembers: Group;
  /** Choix du mot de passe d'un utilisateur invité, avec le jeton du lien d'invitation. Public. */
  setPasswordWithToken: PasswordSetResult;
  /**
   * Pose un statut sur un contrôle, ou sur une sélection de ses constats (`findingKeys`, 1000 au plus) : tout ou rien,
   * historique compris. JUSTIFIED demande une justification. Refusé tant que la revue du dossier est validée.
   */
  setReview: Array<Review>;
  /** Active ou suspend un point de réception. */
  setWebhookEnabled: Webhook;
  /** Signe la mission quand les dix points sont conclus : elle passe en lecture seule. Responsable ou propriétaire du compte. */
  signEcfMission: EcfMission;
  /**
   * Connexion par email et mot de passe. Pour un navigateur (`tokenDelivery: COOKIE`, par défaut) les jetons
   * sont posés dans des cookies httpOnly et ne figurent jamais dans la réponse ; un logiciel partenaire
   * demande `tokenDelivery: BODY` pour recevoir les jetons (`tokens`) et les envoyer en `Authorization: Bearer`.
   * Un utilisateur invité reçoit le défi `NEW_PASSWORD_REQUIRED` (voir `completeNewPassword`).
   */
  signIn: SignInPayload;
  /** Valide la revue (« Revue validée par … le … ») : elle passe en lecture seule. Responsable ou propriétaire du compte. */
  signOffAnalysis: ReviewSignOff;
  /**
   * Déconnexion : révoque le jeton de rafraîchissement, efface tous les cookies de session (jetons,
   * usurpation, FEC anonymes). `everywhere: true` déconnecte aussi toutes les autres sessions.
   */
  signOut: Scalars['Boolean']['output'];
  /**
   * Mode « voir l'analyse » par authentification unique : connexion comme `ssoSignIn`, puis usurpation de la
   * cible (membre de l'équipe interne uniquement), qui ouvre d'office l'analyse `forceSeeAnalysisUuid`.
   */
  ssoLoginSeeAnalysis: SsoSignInPayload;
  /**
   * Connexion par authentification unique (spec §4) : les jetons obtenus du fournisseur sont vérifiés
   * auprès du service d'identité et gardés en cookies httpOnly pour une heure, sans jeton d'identité.
   * Répond `connected: false` si la connexion échoue.
   */
  ssoSignIn: SsoSignInPayload;
  /**
   * Usurpation (équipe interne : Role_Admin, Role_CS, Role_Ope, en lecture seule Role_CSRO et Role_OpeRO) :
   * toutes les lectures et écritures suivantes se font en tant que l'utilisateur cible.
   */
  startImpersonation: ImpersonationPayload;
  /**
   * Commence l'ajout d'un moyen de paiement : renvoie l'adresse de la page du prestataire (Stripe, ou la page
   * locale du bac à sable) où saisir la carte ou l'IBAN. Refusé tant que l'adresse de facturation est incomplète.
   */
  startPaymentMethodSetup: PaymentMethodSetup;
  /**
   * « Sélectionner un autre compte » : choisit un autre des comptes de l'utilisateur comme compte courant ; les
   * lectures suivantes (bibliothèque, droits, `me`) portent sur lui. Un compte dont l'utilisateur ne fait pas
   * partie (ou où il est bloqué) est refusé (FORBIDDEN) sans rien changer, comme pendant une usurpation.
   */
  switchAccount: Account;
  /** Débloque un utilisateur dans le compte courant. */
  unblockUser: User;
  /**
   * Débloque un FEC verrouillé avec des crédits du compte (ou, s'ils manquent, de la tête de son réseau).
   * Sans `creditType`, le produit choisit : crédit dossier déjà acquis pour la même société et le même exercice,
   * puis dossier, fichier, et enfin crédits lignes (autant que de lignes dans le FEC).
   */
  unlockFec: UnlockFecPayload;
  /** Renomme le compte courant ou change son habillage (administrateur du compte). */
  updateAccount: Account;
  /** Enregistre l'adresse de facturation (requise avant d'ajouter un moyen de paiement). */
  updateBillingAddress: BillingAddress;
  /**
   * Demande le changement de sa propre adresse email de connexion : un code est envoyé à la nouvelle adresse,
   * qui ne remplace l'ancienne qu'une fois ce code confirmé (`confirmEmailChange`).
   */
  updateEmail: EmailChangeRequest;
  /**
   * Modifie les métadonnées et informations complémentaires d'un FEC : un champ absent est gardé, `null`
   * l'efface. Les informations complémentaires demandent le droit `fec.extra.edit`. Erreurs de champ dans
   * `extensions.fields` (par exemple « Numéro de SIREN invalide », « Date de début > date de fin. »).
   */
  updateFec: Fec;
  /** Modifie son propre profil (le profil appartient à l'utilisateur, pas au compte : un administrateur ne modifie pas celui d'un autre). */
  updateUser: User;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationAcceptInvitationArgs = {
  accountUuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationAcceptNetworkAffiliationArgs = {
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationAddConnectorTokenArgs = {
  input: AddConnectorTokenInput;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationAddControlCommentArgs = {
  analysisUuid: Scalars['ID']['input'];
  body: Scalars['String']['input'];
  controlId: Scalars['String']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationAddToCartArgs = {
  input: AddToCartInput;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationAssignControlArgs = {
  analysisUuid: Scalars['ID']['input'];
  assigneeUuid?: InputMaybe<Scalars['ID']['input']>;
  controlId: Scalars['String']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationBackOfficeBlockUserArgs = {
  reason: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationBackOfficeGrantCreditsArgs = {
  accountUuid: Scalars['ID']['input'];
  amount: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
  type: CreditType;
  validDays?: InputMaybe<Scalars['Int']['input']>;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationBackOfficeInviteStaffArgs = {
  email: Scalars['String']['input'];
  roles: Array<Scalars['String']['input']>;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationBackOfficeResendInvitationArgs = {
  accountUuid: Scalars['ID']['input'];
  userUuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationBackOfficeSetLogLevelArgs = {
  level: LogLevel;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationBackOfficeSetMaintenanceArgs = {
  message?: InputMaybe<Scalars['String']['input']>;
  on: Scalars['Boolean']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationBackOfficeSetStaffRolesArgs = {
  roles: Array<Scalars['String']['input']>;
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationBackOfficeStartImpersonationArgs = {
  accountUuid: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  userUuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationBackOfficeUnblockUserArgs = {
  reason: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationBlockUserArgs = {
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationChangePasswordArgs = {
  previousPassword: Scalars['String']['input'];
  proposedPassword: Scalars['String']['input'];
  proposedPasswordConfirmation?: InputMaybe<Scalars['String']['input']>;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationChangeUserRoleArgs = {
  role: UserRole;
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationCheckoutArgs = {
  input: CheckoutInput;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationCompleteNewPasswordArgs = {
  email: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  newPasswordConfirmation?: InputMaybe<Scalars['String']['input']>;
  session: Scalars['String']['input'];
  tokenDelivery?: InputMaybe<TokenDelivery>;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationCompletePaymentMethodSetupArgs = {
  setupUuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationConcludeEcfPointArgs = {
  comment?: InputMaybe<Scalars['String']['input']>;
  conclusion: EcfConclusion;
  missionUuid: Scalars['ID']['input'];
  number: Scalars['Int']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationConfirmCodeArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationConfirmEmailChangeArgs = {
  code: Scalars['String']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationCreateEcfMissionArgs = {
  input: CreateEcfMissionInput;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationCreateFecUploadArgs = {
  input: CreateFecUploadInput;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationCreateFolderArgs = {
  name: Scalars['String']['input'];
  parentUuid?: InputMaybe<Scalars['ID']['input']>;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationCreateGroupArgs = {
  memberUuids?: InputMaybe<Array<Scalars['ID']['input']>>;
  name: Scalars['String']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationCreateWebhookArgs = {
  input: CreateWebhookInput;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationDeclineInvitationArgs = {
  accountUuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationDeclineNetworkAffiliationArgs = {
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationDeleteConnectorArgs = {
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationDeleteControlCommentArgs = {
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationDeleteFecArgs = {
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationDeleteFolderArgs = {
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationDeleteGroupArgs = {
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationDeletePaymentMethodArgs = {
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationDeleteReportArgs = {
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationDeleteReviewAttachmentArgs = {
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationDeleteWebhookArgs = {
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationEndNetworkAffiliationArgs = {
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationForgotPasswordArgs = {
  email: Scalars['String']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationGenerateCorrectedFecArgs = {
  fecUuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationGenerateReportArgs = {
  input: GenerateReportInput;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationGrantFecAccessArgs = {
  confirmInvitation?: InputMaybe<Scalars['Boolean']['input']>;
  entries: Array<FecAccessGrantInput>;
  fecUuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationGrantFecGroupAccessArgs = {
  entries: Array<FecGroupAccessGrantInput>;
  fecUuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationImportFromConnectorArgs = {
  input: ImportFromConnectorInput;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationInviteNetworkMemberArgs = {
  email: Scalars['String']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationInviteUserArgs = {
  input: InviteUserInput;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationKeepApiKeyArgs = {
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationMarkEcfMissionSentArgs = {
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationMoveFecArgs = {
  folderUuid: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationMoveFolderArgs = {
  parentUuid: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationPaymentSandboxAuthenticateArgs = {
  approve: Scalars['Boolean']['input'];
  ref: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationPaymentSandboxSubmitSetupArgs = {
  input: PaymentSandboxSetupInput;
  ref: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationRefreshConnectorArgs = {
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationRefreshSessionArgs = {
  refreshToken?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationRemoveFromCartArgs = {
  itemUuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationRemoveUserArgs = {
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationRenameFolderArgs = {
  name: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationRenameGroupArgs = {
  name: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationReopenAnalysisReviewArgs = {
  analysisUuid: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationReplayWebhookDeliveryArgs = {
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationRequestRefundArgs = {
  orderUuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationRerunAnalysisArgs = {
  fecUuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationResendCodeArgs = {
  email: Scalars['String']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationResetPasswordArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  newPasswordConfirmation?: InputMaybe<Scalars['String']['input']>;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationRevokeApiKeyArgs = {
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationRevokeFecAccessArgs = {
  email: Scalars['String']['input'];
  fecUuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationRevokeFecGroupAccessArgs = {
  fecUuid: Scalars['ID']['input'];
  groupUuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationRunMultiAnalysisArgs = {
  fecUuids: Array<Scalars['ID']['input']>;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationSetConnectorAutoRefreshArgs = {
  enabled: Scalars['Boolean']['input'];
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationSetCrmCommonInfoArgs = {
  entry: CrmCommonInfoInput;
  userUuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationSetCrmCommonInfosArgs = {
  entries: Array<CrmCommonInfoInput>;
  userUuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationSetDeclaredTaxReturnArgs = {
  fecUuid: Scalars['ID']['input'];
  input: DeclaredTaxReturnInput;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationSetDefaultPaymentMethodArgs = {
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationSetEcfChecklistItemArgs = {
  checked: Scalars['Boolean']['input'];
  key: Scalars['String']['input'];
  missionUuid: Scalars['ID']['input'];
  number: Scalars['Int']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationSetGroupMembersArgs = {
  memberUuids: Array<Scalars['ID']['input']>;
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationSetPasswordWithTokenArgs = {
  password: Scalars['String']['input'];
  passwordConfirmation: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationSetReviewArgs = {
  analysisUuid: Scalars['ID']['input'];
  controlId: Scalars['String']['input'];
  findingKeys?: InputMaybe<Array<Scalars['String']['input']>>;
  justification?: InputMaybe<Scalars['String']['input']>;
  status: ReviewStatus;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationSetWebhookEnabledArgs = {
  enabled: Scalars['Boolean']['input'];
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationSignEcfMissionArgs = {
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  tokenDelivery?: InputMaybe<TokenDelivery>;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationSignOffAnalysisArgs = {
  analysisUuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationSignOutArgs = {
  everywhere?: InputMaybe<Scalars['Boolean']['input']>;
  refreshToken?: InputMaybe<Scalars['String']['input']>;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationSsoLoginSeeAnalysisArgs = {
  accessToken: Scalars['String']['input'];
  refreshToken: Scalars['String']['input'];
  target: ImpersonationInput;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationSsoSignInArgs = {
  accessToken: Scalars['String']['input'];
  refreshToken: Scalars['String']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationStartImpersonationArgs = {
  accountUuid: Scalars['ID']['input'];
  forceSeeAnalysisUuid?: InputMaybe<Scalars['ID']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  userUuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationStartPaymentMethodSetupArgs = {
  type: PaymentMethodType;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationSwitchAccountArgs = {
  accountUuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationUnblockUserArgs = {
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationUnlockFecArgs = {
  creditType?: InputMaybe<CreditType>;
  fecUuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationUpdateAccountArgs = {
  input: UpdateAccountInput;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationUpdateBillingAddressArgs = {
  input: BillingAddressInput;
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationUpdateEmailArgs = {
  email: Scalars['String']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationUpdateFecArgs = {
  input: FecInput;
  uuid: Scalars['ID']['input'];
};


/** Écritures et parcours de session (connexion, inscription, mots de passe). */
export type MutationUpdateUserArgs = {
  input: UserProfileInput;
  uuid: Scalars['ID']['input'];
};

/** Le réseau du compte courant (spec §6). */
export type Network = {
  __typename?: 'Network';
  /** La tête du réseau du compte (membre). */
  head?: Maybe<NetworkAffiliation>;
  /** Les invitations reçues d'une tête de réseau, en attente de réponse. */
  invitations: Array<NetworkAffiliation>;
  /** Les membres et invitations envoyées (tête). */
  members: Array<NetworkAffiliation>;
  /** HEAD si le compte a des membres, MEMBER s'il appartient à un réseau, NONE sinon. */
  role: NetworkRole;
  /** Vrai si le compte est membre d'un réseau dont la tête n'a plus de crédits d'import. */
  withoutImportCredits: Scalars['Boolean']['output'];
};

/** Un compte membre du réseau, ou une demande en attente. */
export type NetworkAffiliation = {
  __typename?: 'NetworkAffiliation';
  acceptedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Le compte membre (pour la tête) ou la tête du réseau (pour le membre). */
  accountName: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Adresse invitée (vue de la tête). */
  email?: Maybe<Scalars['String']['output']>;
  status: NetworkAffiliationStatus;
  uuid: Scalars['ID']['output'];
};

/** Statut d'une affiliation de réseau. */
export type NetworkAffiliationStatus =
  | 'ACTIVE'
  | 'PENDING';

export type NetworkRole =
  | 'HEAD'
  | 'MEMBER'
  | 'NONE';

/** Une offre du catalogue. */
export type Offer = {
  __typename?: 'Offer';
  /** Code stable de l'offre, par exemple `decouverte`, `analyse-complete`, `pack-dossiers-10`. */
  code: Scalars['ID']['output'];
  /** Crédits attribués (offre gratuite et packs). */
  credits: Array<OfferCredit>;
  /** Description en une phrase. */
  description: Scalars['String']['output'];
  /** Ce que l'offre comprend, une ligne par élément. */
  features: Array<Scalars['String']['output']>;
  kind: OfferKind;
  /** Nom affiché. */
  name: Scalars['String']['output'];
  /** Prix HT d'un pack en centimes (null pour une offre par FEC ou gratuite). */
  priceHtCents?: Maybe<Scalars['Int']['output']>;
  /** Tranches de prix par nombre de lignes (offres par FEC). */
  priceTiers: Array<OfferPriceTier>;
};

/** Crédits attribués par une offre ou un pack. */
export type OfferCredit = {
  __typename?: 'OfferCredit';
  /** Quantité attribuée (lignes, dossiers, fichiers ou centimes). */
  amount: Scalars['Int']['output'];
  type: CreditType;
  /** Durée de validité en jours (null : sans expiration). */
  validityDays?: Maybe<Scalars['Int']['output']>;
};

/** Type d'offre. */
export type OfferKind =
  /** Offre achetée pour un FEC, prix selon son nombre de lignes. */
  | 'FEC'
  /** Offre gratuite Découverte : synthèse visible, détail verrouillé. */
  | 'FREE'
  /** Pack de crédits. */
  | 'PACK';

/** Une tranche de prix d'une offre par FEC. */
export type OfferPriceTier = {
  __typename?: 'OfferPriceTier';
  /** Nombre maximal de lignes de la tranche (null : au-delà de la tranche précédente). */
  maxLines?: Maybe<Scalars['Int']['output']>;
  /** Prix HT en centimes. */
  priceHtCents: Scalars['Int']['output'];
};

/** Écart d'à-nouveaux : le solde d'ouverture de N d'un compte comparé à son solde de clôture N-1. */
export type OpeningContinuityLine = {
  __typename?: 'OpeningContinuityLine';
  /** Numéro de compte. */
  account: Scalars['String']['output'];
  /** Écart (ouverture − clôture N-1), centimes. */
  differenceCents: Scalars['Float']['output'];
  /** Libellé. */
  label: Scalars['String']['output'];
  /** Solde d'ouverture N (à-nouveaux), centimes. */
  openingCents: Scalars['Float']['output'];
  /** Solde de clôture N-1 (débit − crédit), centimes. */
  previousClosingCents: Scalars['Float']['output'];
};

/** Une commande (le paiement d'un panier). */
export type Order = {
  __typename?: 'Order';
  createdAt: Scalars['DateTime']['output'];
  /** La facture émise, une fois payée. */
  invoice?: Maybe<Invoice>;
  /** Message en français pour l'utilisateur (refus, attente…). */
  message?: Maybe<Scalars['String']['output']>;
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  paymentMethodType: PaymentMethodType;
  /** Page d'authentification forte à ouvrir, pour `REQUIRES_ACTION`. */
  redirectUrl?: Maybe<Scalars['String']['output']>;
  /** Vrai si un remboursement peut encore être demandé (prélèvement SEPA de moins de 8 semaines). */
  refundable: Scalars['Boolean']['output'];
  status: OrderStatus;
  totalHtCents: Scalars['Int']['output'];
  totalTtcCents: Scalars['Int']['output'];
  uuid: Scalars['ID']['output'];
  vatCents: Scalars['Int']['output'];
};

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

/** Une option de la liste « Type d'organisation ». */
export type OrganizationTypeOption = {
  __typename?: 'OrganizationTypeOption';
  /** Code stocké par l'API. */
  code: Scalars['String']['output'];
  /** Libellé affiché dans les formulaires. */
  label: Scalars['String']['output'];
  /** Valeur à envoyer. */
  value: OrganizationType;
};

/** Informations de pagination d'une liste. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Vrai s'il reste des éléments après cette page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Nombre maximal d'éléments renvoyés par page. */
  limit: Scalars['Int']['output'];
  /** Position du premier élément de la page (à partir de 0). */
  offset: Scalars['Int']['output'];
  /** Nombre total d'éléments de la liste (toutes pages confondues). */
  total: Scalars['Int']['output'];
};

/** Résultat du choix d'un mot de passe par le lien d'invitation. */
export type PasswordSetResult = {
  __typename?: 'PasswordSetResult';
  /** Adresse email du compte. */
  email: Scalars['String']['output'];
  /** Nouvel état de l'utilisateur. */
  state: UserState;
};

/** Unité d'un constat systémique. */
export type PatternUnit =
  /** Écritures (JournalCode, EcritureNum). */
  | 'ENTRIES'
  /** Lignes d'écriture. */
  | 'LINES';

/** Un moyen de paiement enregistré. */
export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  createdAt: Scalars['DateTime']['output'];
  /** Date d'expiration (cartes), premier jour du mois suivant non compris : `AAAA-MM`. */
  expiration?: Maybe<Scalars['String']['output']>;
  /** Vrai si la date d'expiration est passée : ce moyen est refusé au paiement. */
  expired: Scalars['Boolean']['output'];
  isDefault: Scalars['Boolean']['output'];
  /** Quatre derniers chiffres. */
  last4?: Maybe<Scalars['String']['output']>;
  /** Nom affiché, par exemple « Visa •••• 4242 » ou « Prélèvement FR76 •••• 0189 ». */
  name: Scalars['String']['output'];
  type: PaymentMethodType;
  uuid: Scalars['ID']['output'];
};

/** L'ajout d'un moyen de paiement en cours. */
export type PaymentMethodSetup = {
  __typename?: 'PaymentMethodSetup';
  /** Page du prestataire où saisir la carte ou l'IBAN. */
  redirectUrl: Scalars['String']['output'];
  setupUuid: Scalars['ID']['output'];
};

/** Type de moyen de paiement (spec §3 « Payment method »). */
export type PaymentMethodType =
  | 'CARD'
  | 'SEPA_DEBIT';

/** Résultat d'une étape du bac à sable : la page où revenir dans le produit. */
export type PaymentSandboxResult = {
  __typename?: 'PaymentSandboxResult';
  returnUrl: Scalars['String']['output'];
};

export type PaymentSandboxSetupInput = {
  /** Numéro de carte de test (carte). */
  cardNumber?: InputMaybe<Scalars['String']['input']>;
  cvc?: InputMaybe<Scalars['String']['input']>;
  /** Mois d'expiration (1 à 12). */
  expMonth?: InputMaybe<Scalars['Int']['input']>;
  /** Année d'expiration (4 chiffres). */
  expYear?: InputMaybe<Scalars['Int']['input']>;
  /** Titulaire. */
  holder: Scalars['String']['input'];
  /** IBAN de test (prélèvement). */
  iban?: InputMaybe<Scalars['String']['input']>;
};

/** Une étape de paiement du bac à sable intégré. */
export type PaymentSandboxStep = {
  __typename?: 'PaymentSandboxStep';
  /** Montant TTC à authentifier, en centimes. */
  amountCents?: Maybe<Scalars['Int']['output']>;
  /** SETUP : saisir une carte ou un IBAN ; AUTHENTICATION : valider un paiement (3-D Secure). */
  kind: Scalars['String']['output'];
  paymentMethodType: PaymentMethodType;
  ref: Scalars['ID']['output'];
  /** Cartes et IBAN de test, et ce que chacun simule. */
  testInstruments: Array<Scalars['String']['output']>;
};

/** Une invitation reçue, en attente : la personne l'accepte ou la refuse une fois connectée. */
export type PendingInvitation = {
  __typename?: 'PendingInvitation';
  /** Nom du compte qui invite. */
  accountName: Scalars['String']['output'];
  /** Le compte qui invite. */
  accountUuid: Scalars['ID']['output'];
  /** Date de l'invitation. */
  invitedAt: Scalars['DateTime']['output'];
  /** Qui a envoyé l'invitation (prénom et nom, ou adresse email). */
  invitedBy?: Maybe<Scalars['String']['output']>;
  /** Rôle proposé dans ce compte. */
  role?: Maybe<UserRole>;
};

/** Droits de l'utilisateur. */
export type Permissions = {
  __typename?: 'Permissions';
  /** Carte `can[area][subarea][action] = booléen` (voir api/PERMISSIONS.md ; `paiement.paiementButton.pay` : bouton de paiement). */
  can: Scalars['JSON']['output'];
  /** Clés d'accès aux routes de l'interface (spec §2), par exemple `mes-dossiers/` ; `back-office` pour le personnel interne (droit `backoffice.app.access`). */
  routes: Array<Scalars['String']['output']>;
};

/** Réglages partagés par tous les processus (back-office, personnel interne). */
export type PlatformSettings = {
  __typename?: 'PlatformSettings';
  /** Niveau de journalisation choisi (null : celui de la configuration de chaque processus). */
  logLevel?: Maybe<LogLevel>;
  /** Le produit est en maintenance : les clients reçoivent 503, le personnel interne continue. */
  maintenance: Scalars['Boolean']['output'];
  /** Message montré aux clients pendant la maintenance (null : le message par défaut). */
  maintenanceMessage?: Maybe<Scalars['String']['output']>;
  /** Dernière modification. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Adresse de la personne qui a fait la dernière modification. */
  updatedByEmail?: Maybe<Scalars['String']['output']>;
};

/** État public du service (sans connexion). */
export type PlatformStatus = {
  __typename?: 'PlatformStatus';
  /** Maintenance en cours. */
  maintenance: Scalars['Boolean']['output'];
  /** Message de la maintenance, s'il y en a un. */
  message?: Maybe<Scalars['String']['output']>;
  /** L'éditeur et son support (contact de la déclaration d'accessibilité). */
  publisher: Publisher;
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

/** Une option d'une liste « Fonction ». */
export type PositionOption = {
  __typename?: 'PositionOption';
  /** Code stocké par l'API. */
  code: Scalars['String']['output'];
  /** Libellé affiché dans les formulaires. */
  label: Scalars['String']['output'];
  /** Valeur à envoyer. */
  value: Position;
};

/** Un document servi par le produit. */
export type ProductDocument = {
  __typename?: 'ProductDocument';
  /** Ce que contient le document, en une phrase. */
  description: Scalars['String']['output'];
  /** Format du fichier (`html` : page autonome, imprimable en PDF depuis le navigateur). */
  format: Scalars['String']['output'];
  /** Nature du document. */
  kind: DocumentKind;
  /** Identifiant stable du document, par exemple `catalogue-des-controles`. */
  slug: Scalars['ID']['output'];
  /** Titre affiché. */
  title: Scalars['String']['output'];
  /** Date de la version en vigueur (AAAA-MM-JJ). */
  updatedAt: Scalars['String']['output'];
  /** Adresse du document pour l'ouvrir ou le télécharger (`/download/documentation/{slug}`). */
  url: Scalars['String']['output'];
};

/** Les listes d'options du profil avec leurs libellés (spec §3, « Option lists »), dans l'ordre des formulaires. */
export type ProfileOptions = {
  __typename?: 'ProfileOptions';
  /** Effectifs. */
  companySizes: Array<CompanySizeOption>;
  /** Types d'organisation. */
  organizationTypes: Array<OrganizationTypeOption>;
  /** Fonctions proposées à un cabinet comptable. */
  positionsAccountingFirm: Array<PositionOption>;
  /** Fonctions proposées à une entreprise. */
  positionsCompany: Array<PositionOption>;
  /** Chiffres d'affaires. */
  turnovers: Array<TurnoverOption>;
};

/** L'éditeur du produit, tel que l'installation le déclare (SELLER_*, SUPPORT_EMAIL). */
export type Publisher = {
  __typename?: 'Publisher';
  /** Adresse postale. */
  address: Scalars['String']['output'];
  /** Adresse email du support. */
  email: Scalars['String']['output'];
  /** Raison sociale. */
  name: Scalars['String']['output'];
};

/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type Query = {
  __typename?: 'Query';
  /** Les comptes dont l'utilisateur connecté fait partie (le compte courant est marqué `current`). */
  accounts: AccountPage;
  /**
   * Des analyses par uuid (`ids`, 500 au plus ; une inaccessible → 403 pour toute la lecture, les inconnues
   * sont omises), ou l'historique d'un FEC (`fecUuid`), la plus récente d'abord.
   */
  analyses: AnalysisPage;
  /** Une analyse par son uuid (403 « Vous n'avez pas accès à ce Fec. » si elle n'est pas accessible). */
  analysis?: Maybe<Analysis>;
  /** Les portées qu'une clé d'API peut recevoir, avec ce qu'elles permettent. */
  apiKeyScopes: Array<ApiKeyScopeInfo>;
  /**
   * Clés d'API du compte courant (`/mon-compte/connecteurs/export`), actives et révoquées, de la plus récente à la
   * plus ancienne. Le secret n'est jamais rendu (seulement `prefix`). Owner et Manager ; FORBIDDEN sinon, et
   * FORBIDDEN pour un appel fait avec une clé d'API.
   */
  apiKeys: ApiKeyPage;
  /** Back-office (personnel interne) : un compte en lecture seule (NOT_FOUND s'il n'existe pas). */
  backOfficeAccount: BackOfficeAccountDetail;
  /** Back-office (personnel interne) : comptes dont le nom, le SIREN d'un FEC ou l'email d'un utilisateur contient le texte ; tous si vide. */
  backOfficeAccounts: BackOfficeAccountPage;
  /** Réglages de la plateforme (tout le personnel interne les lit). */
  backOfficePlatform: PlatformSettings;
  /** Le personnel interne et ses rôles (Role_Admin seulement). */
  backOfficeStaff: Array<StaffMember>;
  /** Back-office (personnel interne) : utilisateurs dont l'email, le prénom ou le nom contient le texte ; tous si vide. */
  backOfficeUsers: BackOfficeUserPage;
  /** L'adresse de facturation du compte courant (spec §3 « Billing address »). */
  billingAddress: BillingAddress;
  /** Le panier du compte courant (offres par FEC et packs de crédits), avec ses totaux HT, TVA et TTC. */
  cart: Cart;
  /** Indique si le domaine de l'adresse se connecte par authentification unique (SSO). Public. */
  checkEmailSso: Scalars['Boolean']['output'];
  /**
   * Recherche un SIREN dans l'annuaire public des entreprises pour remplir la dénomination (formulaire
   * d'import). NOT_FOUND si inconnu ; SERVICE_UNAVAILABLE « … saisir les informations manuellement » si
   * l'annuaire ne répond pas ; BAD_USER_INPUT « Numéro de SIREN invalide » si le numéro est faux.
   */
  company?: Maybe<Company>;
  /** Un connecteur du compte courant (null s'il n'existe pas ou appartient à un autre compte). */
  connector?: Maybe<Connector>;
  /** Logiciels comptables pris en charge, avec où trouver le jeton à saisir. */
  connectorProviders: Array<ConnectorProvider>;
  /**
   * Connecteurs du compte courant (spec §2 « Connecteurs », §3 « Connector token ») : un jeton de logiciel
   * comptable par société, avec l'identité de la société et ses exercices lus dans le logiciel. Le jeton n'est
   * jamais rendu en entier (seulement `tokenHint`). Owner et Manager ; FORBIDDEN « Votre rôle ne permet pas de
   * gérer les connecteurs. » pour les autres rôles et pour une clé d'API.
   */
  connectors: ConnectorPage;
  /** Catalogue des contrôles. */
  controlCatalogue: Array<ControlCatalogueEntry>;
  /** Le grand livre des crédits du compte courant (attributions, consommations, expirations, remboursements), le plus récent d'abord. */
  creditMovements: CreditMovementPage;
  /**
   * Les crédits du compte courant : chaque lot avec son solde, son offre et son expiration, les totaux utilisables
   * par type, et les crédits que le compte peut consommer chez la tête de son réseau (spec §3, §6).
   */
  credits: Credits;
  /** Les informations CRM communes d'un utilisateur (null s'il n'y en a pas). */
  crmCommonInfos?: Maybe<Array<CrmCommonInfo>>;
  /** Le compte courant de l'utilisateur connecté. */
  currentAccount: Account;
  /**
   * « Ma documentation » (spec §2) : les documents servis par le produit — guide d'utilisation, catalogue des
   * contrôles (description et seuils de chaque contrôle, tiré du moteur d'analyse), conditions générales
   * d'utilisation et de vente, politique de confidentialité. Lisible sans être connecté.
   */
  documentation: Array<ProductDocument>;
  /** Une mission d'ECF (null si elle n'existe pas, appartient à un autre compte ou porte sur un FEC non accessible). */
  ecfMission?: Maybe<EcfMission>;
  /** Missions d'ECF du compte, la plus récente d'abord. Un Membre ne voit que celles des FEC auxquels il a accès. */
  ecfMissions: EcfMissionPage;
  /**
   * Un FEC par uuid (lecture groupée avec les autres `fec` de la requête) : null s'il n'existe pas ; FORBIDDEN
   * « Vous n'avez pas accès à ce Fec. » s'il est d'un autre compte ou non partagé avec l'utilisateur.
   */
  fec?: Maybe<Fec>;
  /** Les accès accordés sur un FEC (droit de lecture des accès et accès au FEC requis). */
  fecAccess: Array<FecAccessEntry>;
  /** Les groupes du compte qui ont accès à un FEC (droit de lecture des accès et accès au FEC requis). */
  fecGroupAccess: Array<FecGroupAccessEntry>;
  /** Les offres qu'on peut acheter pour un FEC, avec leur prix calculé et, si une offre est désactivée, pourquoi. */
  fecOffers: FecOffers;
  /**
   * Un envoi de FEC préparé par `createFecUpload` : son état, puis le FEC et l'analyse créés une fois le fichier
   * reçu (null s'il n'existe pas ou appartient à un autre compte).
   */
  fecUpload?: Maybe<FecUpload>;
  /**
   * FEC lisibles par l'utilisateur : ceux d'un répertoire (`folderUuid`, `-1` pour la racine), ceux d'une liste
   * d'uuid (`ids` : lecture groupée, les inconnus sont omis, un FEC non accessible refuse tout l'appel), ou tous.
   * Un appel à l'API ; chaque FEC y porte le résumé de sa dernière analyse.
   */
  fecs: FecPage;
  /**
   * Exercice que montrent les écritures d'un extrait du fichier (le début et la fin, 4 Mo au plus), avant l'import.
   * Null quand l'extrait ne contient aucune écriture datée.
   */
  fiscalYearSuggestion?: Maybe<FiscalYearSuggestion>;
  /**
   * Un répertoire du compte courant avec son chemin et ses sous-répertoires (un appel à l'API) ; `-1` pour la
   * racine. Un répertoire inconnu donne l'erreur NOT_FOUND « Ce répertoire n'existe pas. », celui d'un autre
   * compte FORBIDDEN « Vous n'avez pas accès à ce répertoire. ». Un Membre ne voit que les répertoires qui
   * mènent à un FEC qui lui est accordé (dans le répertoire ou en dessous) : les autres lui sont refusés de
   * même, sans leur nom, et n'apparaissent ni dans `children` ni dans `path`.
   */
  folder?: Maybe<Folder>;
  /**
   * Plusieurs répertoires par uuid, dans l'ordre demandé (une lecture groupée à l'API) : null pour un uuid
   * inconnu ; un répertoire d'un autre compte, ou qu'un Membre ne voit pas, refuse tout l'appel (FORBIDDEN).
   */
  folders: Array<Maybe<Folder>>;
  /** Un groupe du compte courant (null s'il n'existe pas ; FORBIDDEN s'il est d'un autre compte). */
  group?: Maybe<Group>;
  /** Groupes du compte courant : par identifiants (un groupe d'un autre compte → FORBIDDEN ; les inconnus sont omis), sinon tous, paginés. */
  groups: GroupPage;
  /**
   * Limites d'un import (nombre de fichiers, taille, extensions), pour refuser avant l'envoi ce que l'API
   * refuserait (spec §5). Public : le formulaire d'import sert aussi avant la connexion.
   */
  importSettings: ImportSettings;
  /** Les factures et avoirs du compte courant, le plus récent d'abord (spec §3 « Invoice »). */
  invoices: InvoicePage;
  /**
   * L'utilisateur connecté, son compte courant et ses droits (null si personne n'est connecté).
   * Appelle `GET users/me` de l'API ; les arguments sont transmis tels quels (spec §7).
   */
  me?: Maybe<Me>;
  /** Une multi-analyse par son uuid (null si cette analyse n'est pas une multi-analyse). */
  multiAnalysis?: Maybe<MultiAnalysis>;
  /** « Mes travaux » : les contrôles affectés à la personne connectée, tous dossiers du compte confondus. */
  myAssignments: AssignmentPage;
  /** Le réseau du compte courant : la tête du réseau, ses membres et les demandes d'affiliation (spec §6). */
  network: Network;
  /**
   * Le catalogue des offres (spec §2 « S'abonner ») : l'offre gratuite Découverte, les offres par FEC dont le prix
   * dépend du nombre de lignes, et les packs de crédits. Prix en centimes d'euro hors taxes (HT).
   */
  offers: Array<Offer>;
  /** Une commande du compte courant (suivi d'un paiement en attente, par exemple un prélèvement SEPA). */
  order?: Maybe<Order>;
  /** Les moyens de paiement enregistrés du compte courant (spec §3 « Payment method »). */
  paymentMethods: Array<PaymentMethod>;
  /**
   * Bac à sable de paiement intégré (le moyen de paiement par défaut de `npm start`) : une étape de paiement
   * locale en attente. Null quand le produit utilise Stripe ou si l'étape n'appartient pas au compte courant.
   */
  paymentSandboxStep?: Maybe<PaymentSandboxStep>;
  /** Maintenance en cours et son message, pour tous, même sans connexion. */
  platformStatus: PlatformStatus;
  /** Les listes d'options du profil et leurs libellés (public). */
  profileOptions: ProfileOptions;
  /** Un rapport (null s'il n'existe pas). */
  report?: Maybe<Report>;
  /** Les limites de l'assistant de génération (noms, fusion, nombre de FEC par demande). */
  reportLimits: ReportLimits;
  /**
   * Rapports du compte courant (spec §2 « Mes rapports »), du plus récent au plus ancien. Un Member ne voit que
   * les rapports qu'il a demandés ; les autres rôles voient tous ceux du compte.
   */
  reports: ReportPage;
  /** Version du schéma GraphQL (change quand le contrat change). */
  schemaVersion: Scalars['String']['output'];
  /** État de la session (répond aussi à un visiteur non connecté : `connected` vaut alors faux). */
  session: Session;
  /** Un utilisateur du compte courant (null s'il n'existe pas ; FORBIDDEN s'il est d'un autre compte). */
  user?: Maybe<User>;
  /** Utilisateurs du compte courant : par identifiants (lecture groupée ; un utilisateur d'un autre compte → FORBIDDEN), sinon une page. Sans le droit de voir l'équipe, la liste ne contient que soi. */
  users: UserPage;
  /** Un point de réception du compte courant (null s'il n'existe pas ou appartient à un autre compte). */
  webhook?: Maybe<Webhook>;
  /**
   * Points de réception (webhooks) du compte courant, du plus récent au plus ancien. Owner et Manager ; FORBIDDEN
   * sinon, et pour un appel fait avec une clé d'API.
   */
  webhooks: WebhookPage;
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryAccountsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryAnalysesArgs = {
  fecUuid?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryAnalysisArgs = {
  uuid: Scalars['ID']['input'];
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryApiKeysArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  toReview?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryBackOfficeAccountArgs = {
  uuid: Scalars['ID']['input'];
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryBackOfficeAccountsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryBackOfficeUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryCheckEmailSsoArgs = {
  email: Scalars['String']['input'];
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryCompanyArgs = {
  siren: Scalars['String']['input'];
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryConnectorArgs = {
  uuid: Scalars['ID']['input'];
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryConnectorsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryControlCatalogueArgs = {
  kind?: InputMaybe<AnalysisKind>;
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryCreditMovementsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryCrmCommonInfosArgs = {
  userUuid: Scalars['ID']['input'];
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryEcfMissionArgs = {
  uuid: Scalars['ID']['input'];
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryEcfMissionsArgs = {
  fecUuid?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<EcfMissionState>;
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryFecArgs = {
  uuid: Scalars['ID']['input'];
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryFecAccessArgs = {
  fecUuid: Scalars['ID']['input'];
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryFecGroupAccessArgs = {
  fecUuid: Scalars['ID']['input'];
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryFecOffersArgs = {
  fecUuid: Scalars['ID']['input'];
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryFecUploadArgs = {
  uuid: Scalars['ID']['input'];
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryFecsArgs = {
  folderUuid?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<FecSort>;
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryFiscalYearSuggestionArgs = {
  fileName: Scalars['String']['input'];
  sample: Scalars['String']['input'];
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryFolderArgs = {
  uuid: Scalars['ID']['input'];
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryFoldersArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryGroupArgs = {
  uuid: Scalars['ID']['input'];
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryGroupsArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryInvoicesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryMeArgs = {
  fecAnonymous?: InputMaybe<FecAnonymousInput>;
  forceApiOnly?: InputMaybe<Scalars['Boolean']['input']>;
  justConnected?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryMultiAnalysisArgs = {
  uuid: Scalars['ID']['input'];
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryMyAssignmentsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryOrderArgs = {
  uuid: Scalars['ID']['input'];
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryPaymentSandboxStepArgs = {
  ref: Scalars['ID']['input'];
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryReportArgs = {
  uuid: Scalars['ID']['input'];
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryReportsArgs = {
  fecUuid?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryUserArgs = {
  uuid: Scalars['ID']['input'];
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryUsersArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryWebhookArgs = {
  uuid: Scalars['ID']['input'];
};


/** Lectures de l'API produit d'analyse de FEC. Chaque liste est paginée ; les identifiants sont les uuid du produit. */
export type QueryWebhooksArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** Une ligne du rapprochement : calculé contre déclaré. */
export type ReconciliationLine = {
  __typename?: 'ReconciliationLine';
  /** Comptes qui expliquent le chiffre, les plus gros d'abord. */
  accounts: Array<AccountContribution>;
  /** RESULTAT pour le résultat comptable, sinon le code de la case. */
  code: Scalars['String']['output'];
  /** Montant calculé : centimes pour RESULTAT, euros pour une case. */
  computed: Scalars['Float']['output'];
  /** Montant déclaré (null si non déclaré). */
  declared?: Maybe<Scalars['Float']['output']>;
  /** Calculé − déclaré (null si non déclaré). */
  difference?: Maybe<Scalars['Float']['output']>;
  /** Explication de l'écart, ou de l'impossibilité de comparer. */
  explanation?: Maybe<Scalars['String']['output']>;
  /** Libellé. */
  label: Scalars['String']['output'];
};


/** Une ligne du rapprochement : calculé contre déclaré. */
export type ReconciliationLineAccountsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** Données d'inscription (spec §3, « User profile » ; acceptation des conditions obligatoire, spec §5). */
export type RegisterInput = {
  /** Société. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** Taille de l'entreprise (`company_size`). */
  companySize?: InputMaybe<CompanySize>;
  /** Adresse email (identifiant de connexion). */
  email: Scalars['String']['input'];
  /** Prénom. */
  firstName: Scalars['String']['input'];
  /** Nom. */
  lastName: Scalars['String']['input'];
  /** Téléphone mobile (`mobile_phone`). */
  mobilePhone?: InputMaybe<Scalars['String']['input']>;
  /** Téléphone fixe (`office_phone`). */
  officePhone?: InputMaybe<Scalars['String']['input']>;
  /** Type d'organisation (`organization_type`). */
  organizationType?: InputMaybe<OrganizationType>;
  /** Précision quand le type d'organisation est « autre » (`organizationType_other`). */
  organizationTypeOther?: InputMaybe<Scalars['String']['input']>;
  /** Mot de passe (6 caractères minimum). */
  password: Scalars['String']['input'];
  /** Confirmation du mot de passe (doit être identique). */
  passwordConfirmation: Scalars['String']['input'];
  /** Fonction (`position`). */
  position?: InputMaybe<Position>;
  /** Précision quand la fonction est « autre » (`position_other`). */
  positionOther?: InputMaybe<Scalars['String']['input']>;
  /** Conditions générales et politique de confidentialité acceptées (doit valoir vrai). */
  termsAccepted: Scalars['Boolean']['input'];
  /** Tranche de chiffre d'affaires (`turnover`). */
  turnover?: InputMaybe<Turnover>;
};

/** Résultat d'une inscription. */
export type RegisterPayload = {
  __typename?: 'RegisterPayload';
  /** Adresse email inscrite. */
  email: Scalars['String']['output'];
  /** État : `pending` tant que le code n'est pas validé. */
  state: UserState;
  /** Vrai si l'inscription est déjà confirmée (sinon un code a été envoyé par email). */
  userConfirmed: Scalars['Boolean']['output'];
  /** Identifiant de l'utilisateur créé. */
  uuid: Scalars['ID']['output'];
};

/** Résultat du retrait d'un utilisateur du compte : ses FEC passent à l'administrateur du compte (spec §6). */
export type RemoveUserResult = {
  __typename?: 'RemoveUserResult';
  /** Nombre de FEC transférés (`fecs_transferred`). */
  fecsTransferred: Scalars['Int']['output'];
  /** Vrai si l'utilisateur a été retiré du compte. */
  removed: Scalars['Boolean']['output'];
  /** Identifiant de l'utilisateur qui reçoit les FEC (`transferred_to`). */
  transferredTo: Scalars['ID']['output'];
  /** Vrai si une invitation jamais acceptée a été effacée avec la personne invitée (un utilisateur inscrit n'est jamais supprimé par un autre compte). */
  userDeleted: Scalars['Boolean']['output'];
};

/** Un rapport (spec §3) : nom, statut, date de création, auteur, options, fichiers. */
export type Report = {
  __typename?: 'Report';
  /** Présenté par cycle comptable. */
  byCycle: Scalars['Boolean']['output'];
  /** Types de résultat retenus (vide : tous). */
  categories: Array<ResultCategory>;
  /** Contrôles retenus (vide : tous). */
  controlIds: Array<Scalars['String']['output']>;
  /** Date de création (spec : created date). */
  createdAt: Scalars['DateTime']['output'];
  /** Auteur de la demande (spec : creator) : prénom et nom, null si son profil a été supprimé. */
  creatorName?: Maybe<Scalars['String']['output']>;
  /** Identifiant de l'auteur (null si son profil a été supprimé). */
  creatorUuid?: Maybe<Scalars['ID']['output']>;
  /** Message en français quand le statut est ERROR. */
  error?: Maybe<Scalars['String']['output']>;
  /** Date après laquelle le rapport et ses fichiers sont supprimés. */
  expiresAt: Scalars['DateTime']['output'];
  /** Identifiants des FEC du rapport. */
  fecUuids: Array<Scalars['ID']['output']>;
  /** FEC du rapport, dans l'ordre du rapport (null pour un FEC supprimé depuis). */
  fecs: Array<Maybe<Fec>>;
  /** Fichiers produits (vide tant que le statut n'est pas DONE). */
  files: Array<ReportFile>;
  /** Fin de la génération. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Formats demandés. */
  formats: Array<ReportFormat>;
  /**
   * Notes internes incluses (commentaires, justifications de la revue, motif de réouverture) ; faux pour un
   * rapport remis au client, qui garde les statuts, réviseurs, dates et la validation de la revue.
   */
  internalNotes: Scalars['Boolean']['output'];
  /** Rapport fusionné (2 ou 3 FEC côte à côte). */
  merged: Scalars['Boolean']['output'];
  /** Nom du rapport. */
  name: Scalars['String']['output'];
  /** Avancement de la génération, de 0 à 100. */
  progress: Scalars['Int']['output'];
  /** Statut de génération. */
  status: ReportStatus;
  /** Thèmes retenus (vide : tous). */
  themes: Array<Scalars['String']['output']>;
  /** Identifiant du rapport. */
  uuid: Scalars['ID']['output'];
};

/** Un document produit pour un rapport. */
export type ReportFile = {
  __typename?: 'ReportFile';
  /** Nom du fichier téléchargé (nom du rapport et extension). */
  fileName: Scalars['String']['output'];
  /** Format du document. */
  format: ReportFormat;
  /** Taille en octets. */
  size: Scalars['Int']['output'];
  /** Adresse de téléchargement sur la passerelle (session du navigateur ou jeton Bearer). */
  url: Scalars['String']['output'];
};

/** Format d'un document de rapport. */
export type ReportFormat =
  /** Document Word (.docx) modifiable : mêmes contenus, titres, tableaux et styles. */
  | 'DOCX'
  /** PDF prêt à remettre (couverture, synthèse, contrôles, travaux réalisés, conformité du format). */
  | 'PDF'
  /** Classeur Excel (.xlsx) : une feuille de synthèse et une feuille par contrôle avec toutes ses lignes. */
  | 'XLSX';

/** Limites de l'assistant de génération de rapports (spec §5, §9). */
export type ReportLimits = {
  __typename?: 'ReportLimits';
  /** Jours pendant lesquels un rapport et ses fichiers sont gardés. */
  keptDays: Scalars['Int']['output'];
  /** Nombre maximal de FEC par demande, qu'ils viennent d'une sélection ou d'un dossier entier. */
  maxFecs: Scalars['Int']['output'];
  /** Nombre maximal de FEC fusionnés en un rapport (3). */
  maxMerged: Scalars['Int']['output'];
  /** Longueur maximale d'un nom de rapport. */
  nameMaxLength: Scalars['Int']['output'];
};

/** Une page de rapports. */
export type ReportPage = {
  __typename?: 'ReportPage';
  /** Rapports de la page. */
  items: Array<Report>;
  /** Pagination. */
  pageInfo: PageInfo;
};

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

/** La revue d'un contrôle ou d'un constat : statut, justification, qui l'a posé et quand, affectation, historique. */
export type Review = {
  __typename?: 'Review';
  /** Quand il a été affecté. */
  assignedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Qui l'a affecté. */
  assignedBy?: Maybe<ReviewPerson>;
  /** Collègue à qui le contrôle est affecté. */
  assignee?: Maybe<ReviewPerson>;
  /** Pièces justificatives, de la plus ancienne à la plus récente (vide tant qu'aucune n'a été jointe). */
  attachments: Array<ReviewAttachment>;
  /** Posé dans une autre analyse du dossier (relance, FEC corrigé, réimport) et repris ici. */
  carriedOver: Scalars['Boolean']['output'];
  /** Historique des statuts et affectations, du plus ancien au plus récent (vide tant que personne n'y a touché). */
  history: Array<ReviewHistoryEntry>;
  /** Justification (obligatoire pour JUSTIFIED). */
  justification?: Maybe<Scalars['String']['output']>;
  /** Quand le statut a été posé. */
  setAt?: Maybe<Scalars['DateTime']['output']>;
  /** Qui a posé le statut. */
  setBy?: Maybe<ReviewPerson>;
  /** Analyse dans laquelle le statut a été posé. */
  setInAnalysisUuid?: Maybe<Scalars['ID']['output']>;
  /** Statut. */
  status: ReviewStatus;
  /** Libellé français du statut (« À examiner », « Justifié »…). */
  statusLabel: Scalars['String']['output'];
  /**
   * Identifiant de l'élément de revue (là où s'accrocheront les pièces justificatives) ; null tant que personne n'y a
   * touché (statut « À examiner »).
   */
  uuid?: Maybe<Scalars['ID']['output']>;
};

/**
 * Une pièce justificative jointe à la revue d'un contrôle ou d'un constat (PDF, image PNG ou JPEG, tableur xlsx, xls,
 * ods ou csv, document docx ou odt ; 10 Mo au plus). Elle appartient au dossier et suit la revue d'une analyse à
 * l'autre. Elle s'envoie en multipart sur `POST /upload/analyses/{analysisUuid}/controls/{controlId}/attachments`
 * (`?finding_key=` pour un constat), comme l'import d'un FEC.
 */
export type ReviewAttachment = {
  __typename?: 'ReviewAttachment';
  /** Type reconnu d'après le contenu du fichier (application/pdf, image/png…), jamais celui annoncé par le navigateur. */
  contentType: Scalars['String']['output'];
  /** Adresse relative de la passerelle qui télécharge la pièce avec la session du navigateur : `/download/review-attachments/{uuid}`. */
  downloadUrl: Scalars['String']['output'];
  /** Nom du fichier tel qu'il a été envoyé. */
  fileName: Scalars['String']['output'];
  /** Taille en octets. */
  size: Scalars['Int']['output'];
  /** Quand elle a été jointe. */
  uploadedAt: Scalars['DateTime']['output'];
  /** Qui l'a jointe (null quand son profil a été supprimé). */
  uploadedBy?: Maybe<ReviewPerson>;
  /** Identifiant de la pièce. */
  uuid: Scalars['ID']['output'];
};

/** Le dossier d'un travail de revue : une société et un exercice dans le compte. */
export type ReviewDossier = {
  __typename?: 'ReviewDossier';
  /** Raison sociale (celle du FEC de la dernière analyse). */
  companyName?: Maybe<Scalars['String']['output']>;
  /** Date de clôture de l'exercice. */
  fiscalEnd?: Maybe<Scalars['Date']['output']>;
  /** SIREN de la société (null pour un FEC sans SIREN ni exercice connus). */
  siren?: Maybe<Scalars['String']['output']>;
  /** Identifiant du dossier. */
  uuid: Scalars['ID']['output'];
};

/** Une ligne de l'historique d'un élément de revue : qui a fait quoi, quand. L'historique n'est jamais réécrit. */
export type ReviewHistoryEntry = {
  __typename?: 'ReviewHistoryEntry';
  /** Auteur (null quand son profil a été supprimé). */
  actor?: Maybe<ReviewPerson>;
  /** Analyse dans laquelle la modification a été faite. */
  analysisUuid?: Maybe<Scalars['ID']['output']>;
  /** Personne affectée (ASSIGNMENT ; null : affectation retirée). */
  assignee?: Maybe<ReviewPerson>;
  /** Date de la modification. */
  at: Scalars['DateTime']['output'];
  /** Justification donnée avec le statut. */
  justification?: Maybe<Scalars['String']['output']>;
  /** Statut posé ou affectation. */
  kind: ReviewHistoryKind;
  /** Écrit par le support agissant pour l'auteur, ou par une clé d'API de l'auteur. */
  onBehalf: Scalars['Boolean']['output'];
  /** Statut posé (STATUS). */
  status?: Maybe<ReviewStatus>;
  /** Libellé français du statut posé. */
  statusLabel?: Maybe<Scalars['String']['output']>;
  /** Identifiant de la ligne. */
  uuid: Scalars['ID']['output'];
};

/** Nature d'une ligne de l'historique de revue. */
export type ReviewHistoryKind =
  /** Le contrôle a été affecté (ou désaffecté). */
  | 'ASSIGNMENT'
  /** Un statut (et sa justification) a été posé. */
  | 'STATUS';

/** Une personne du compte, telle que la revue la nomme. */
export type ReviewPerson = {
  __typename?: 'ReviewPerson';
  /** Prénom et nom, ou l'adresse email quand ils manquent. */
  displayName: Scalars['String']['output'];
  /** Adresse email. */
  email: Scalars['String']['output'];
  /** Prénom. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Nom. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Identifiant de l'utilisateur. */
  uuid: Scalars['ID']['output'];
};

/** Avancement de la revue d'une analyse. */
export type ReviewProgress = {
  __typename?: 'ReviewProgress';
  /** Constats du dossier avec un statut autre que « À examiner », quelle que soit l'analyse où il a été posé. */
  findingsReviewed: Scalars['Int']['output'];
  /** « 3 contrôles revus sur 12 ». */
  label: Scalars['String']['output'];
  /** Contrôles revus : statut autre que « À examiner ». */
  reviewed: Scalars['Int']['output'];
  /** Contrôles à revoir : ceux dont le résultat n'est ni OK ni « non applicable ». */
  total: Scalars['Int']['output'];
};

/** Validation de la revue d'un dossier. Tant qu'elle est active, la revue est en lecture seule. */
export type ReviewSignOff = {
  __typename?: 'ReviewSignOff';
  /** Vrai tant que la revue n'a pas été rouverte. */
  active: Scalars['Boolean']['output'];
  /** Analyse sur laquelle la revue a été validée. */
  analysisUuid: Scalars['ID']['output'];
  /** « Revue validée par … le … ». */
  message: Scalars['String']['output'];
  /** Raison de la réouverture. */
  reopenReason?: Maybe<Scalars['String']['output']>;
  /** Quand elle a été rouverte. */
  reopenedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Qui a rouvert la revue. */
  reopenedBy?: Maybe<ReviewPerson>;
  /** Quand. */
  signedAt: Scalars['DateTime']['output'];
  /** Qui a validé. */
  signedBy?: Maybe<ReviewPerson>;
  /** Identifiant de la validation. */
  uuid: Scalars['ID']['output'];
};

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

/** Écriture à regarder en premier : signalée par plusieurs contrôles, ou par des contrôles lourds, sur un montant important. */
export type RiskyEntry = {
  __typename?: 'RiskyEntry';
  /** Montant le plus élevé signalé sur l'écriture, en centimes. */
  amountCents: Scalars['Float']['output'];
  /** Contrôles qui ont signalé l'écriture. */
  controlIds: Array<Scalars['String']['output']>;
  /** Date d'écriture (null si inconnue). */
  ecritureDate?: Maybe<Scalars['Date']['output']>;
  /** Numéro d'écriture. */
  ecritureNum: Scalars['String']['output'];
  /** Code journal. */
  journalCode: Scalars['String']['output'];
  /** Libellé de l'écriture. */
  label: Scalars['String']['output'];
  /** Ligne du fichier (1 = en-tête). */
  line: Scalars['Int']['output'];
  /** Score de risque de l'écriture, de 0 à 100. */
  score: Scalars['Int']['output'];
};

/** Rôle attribuable, avec son libellé français. */
export type RoleOption = {
  __typename?: 'RoleOption';
  /** Libellé affiché, par exemple « Manager ». */
  label: Scalars['String']['output'];
  /** Le rôle. */
  role: UserRole;
};

/** État de la session (spec §3 et §4). */
export type Session = {
  __typename?: 'Session';
  /** Vrai si un jeton d'accès existe et n'a pas expiré (après un éventuel renouvellement). */
  connected: Scalars['Boolean']['output'];
  /** Expiration du jeton d'accès (`expires_at`), null si déconnecté. */
  expiresAt?: Maybe<SessionExpiry>;
  /** Analyse ouverte d'office en mode « voir l'analyse » (`force_see_analysis_uuid`), null sinon. */
  forceSeeAnalysisUuid?: Maybe<Scalars['ID']['output']>;
  /** Vrai si une usurpation est en cours (`impersonate`). */
  impersonating: Scalars['Boolean']['output'];
  /** La cible de l'usurpation (`userToImpersonate`), null sinon. */
  impersonation?: Maybe<ImpersonationTarget>;
  /** Comment la session est portée : COOKIE (navigateur) ou BODY (jeton Bearer d'un partenaire). */
  tokenDelivery?: Maybe<TokenDelivery>;
};

/** Date d'expiration au format de la spec (§3) : heure de Paris. */
export type SessionExpiry = {
  __typename?: 'SessionExpiry';
  /** Date et heure `AAAA-MM-JJ HH:mm:ss.SSS` (heure de Paris). */
  date: Scalars['String']['output'];
  /** Toujours `Europe/Paris`. */
  timezone: Scalars['String']['output'];
  /** Toujours 3 (`timezone_type`). */
  timezoneType: Scalars['Int']['output'];
};

/** Résultat d'une connexion, d'un défi ou d'un renouvellement. */
export type SignInPayload = {
  __typename?: 'SignInPayload';
  /** Attributs de l'utilisateur selon le service d'identité (email, sub…) ; vide après un renouvellement. */
  attributes: Array<UserAttribute>;
  /** Défi à relever avant d'être connecté (utilisateur invité), sinon null. */
  challenge?: Maybe<AuthChallenge>;
  /** Vrai si la session est ouverte (faux tant qu'un défi reste à relever). */
  connected: Scalars['Boolean']['output'];
  /** L'utilisateur connecté (un appel `users/me`, seulement si demandé). */
  me?: Maybe<Me>;
  /** La session ouverte. */
  session: Session;
  /** Les jetons, uniquement avec `tokenDelivery: BODY` (jamais quand ils sont en cookies). */
  tokens?: Maybe<AuthTokens>;
};

/** Authentification unique du compte. */
export type SsoFeature = {
  __typename?: 'SsoFeature';
  /** Domaines d'email qui se connectent par authentification unique. */
  domains: Array<Scalars['String']['output']>;
  /** Vrai si l'authentification unique est active. */
  enabled: Scalars['Boolean']['output'];
};

/** Résultat d'une connexion par authentification unique (`false` de la spec : `connected` faux). */
export type SsoSignInPayload = {
  __typename?: 'SsoSignInPayload';
  /** Attributs de l'utilisateur (vide si la connexion a échoué). */
  attributes: Array<UserAttribute>;
  /** Vrai si la session est ouverte. */
  connected: Scalars['Boolean']['output'];
  /** Message en français si la connexion a échoué. */
  message?: Maybe<Scalars['String']['output']>;
  /** La session. */
  session: Session;
};

/** Résultat de l'ouverture du back-office à une adresse. */
export type StaffInvitation = {
  __typename?: 'StaffInvitation';
  /** L'email (lien de mot de passe ou changement de rôles) est parti. */
  emailSent: Scalars['Boolean']['output'];
  /** Le membre du personnel, avec ses rôles. */
  member: StaffMember;
};

/** Un membre du personnel interne (administrateur seulement). */
export type StaffMember = {
  __typename?: 'StaffMember';
  /** Date de création. */
  createdAt: Scalars['DateTime']['output'];
  /** Adresse email. */
  email: Scalars['String']['output'];
  /** Prénom. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Rôles internes (`Role_Admin`, `Role_CS`, `Role_CSRO`, `Role_Ope`, `Role_OpeRO`, `Role_Market`, `Role_Marketing`, `Role_MarketRO`). */
  internalRoles: Array<Scalars['String']['output']>;
  /** Nom. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** État de la personne (INVITED tant qu'elle n'a pas choisi son mot de passe). */
  state: UserState;
  /** Identifiant de l'utilisateur. */
  uuid: Scalars['ID']['output'];
};

/** Un chiffre d'un état financier et les comptes qui le composent. */
export type StatementFigure = {
  __typename?: 'StatementFigure';
  /** Comptes derrière le chiffre, les plus gros d'abord. */
  accounts: Array<AccountContribution>;
  /** Montant signé, centimes (une perte est négative). */
  amountCents: Scalars['Float']['output'];
  /** Clé stable (valeurAjoutee, ebe, AA…). */
  key: Scalars['String']['output'];
  /** Libellé tel que l'état l'imprime. */
  label: Scalars['String']['output'];
};


/** Un chiffre d'un état financier et les comptes qui le composent. */
export type StatementFigureAccountsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** Ce qui n'a pas pu être calculé, et pourquoi (jamais un zéro silencieux). */
export type StatementNote = {
  __typename?: 'StatementNote';
  /** Code de la note. */
  code: Scalars['String']['output'];
  /** Explication en français. */
  message: Scalars['String']['output'];
};

/** Ratios clés ; null quand un ratio ne peut être calculé (dénominateur nul : la raison est dans les notes). */
export type StatementRatios = {
  __typename?: 'StatementRatios';
  /** Besoin en fonds de roulement, centimes. */
  bfrCents?: Maybe<Scalars['Float']['output']>;
  /** Délai clients, en jours de chiffre d'affaires TTC. */
  delaiClients?: Maybe<Scalars['Float']['output']>;
  /** Délai fournisseurs, en jours d'achats TTC. */
  delaiFournisseurs?: Maybe<Scalars['Float']['output']>;
  /** Dettes financières / capitaux propres, en %. */
  endettement?: Maybe<Scalars['Float']['output']>;
  /** Actif circulant / dettes à court terme (× 100). */
  liquidite?: Maybe<Scalars['Float']['output']>;
  /** Taux de marge (commerciale ou brute) sur chiffre d'affaires, en %. */
  margeRate?: Maybe<Scalars['Float']['output']>;
};

/** Une section d'un état (« Actif immobilisé »…) : ses chiffres et son total. */
export type StatementSection = {
  __typename?: 'StatementSection';
  /** Chiffres de la section. */
  figures: Array<StatementFigure>;
  /** Clé stable. */
  key: Scalars['String']['output'];
  /** Libellé. */
  label: Scalars['String']['output'];
  /** Total de la section, centimes. */
  totalCents: Scalars['Float']['output'];
};

/**
 * Constat systémique : un fait qui vaut pour tout le fichier (une même date de validation sur toutes les
 * écritures, un lettrage jamais exporté…), signalé une seule fois avec sa part et des exemples, au lieu de
 * milliers de lignes.
 */
export type SystemicPattern = {
  __typename?: 'SystemicPattern';
  /** Écritures (ou lignes) concernées. */
  affected: Scalars['Int']['output'];
  /** Code stable du constat, par exemple `VALIDDATE-UNIQUE`. */
  code: Scalars['String']['output'];
  /** Le constat en une phrase, avec sa preuve. */
  message: Scalars['String']['output'];
  /** Écritures (ou lignes) examinées. */
  population: Scalars['Int']['output'];
  /** Part concernée, entre 0 et 1. */
  share: Scalars['Float']['output'];
  /** Unité de `affected` et `population`. */
  unit: PatternUnit;
};

/** Liasse fiscale calculée depuis le FEC. */
export type TaxReturn = {
  __typename?: 'TaxReturn';
  /** Cases dans l'ordre du formulaire. */
  boxes: Array<TaxReturnBox>;
  /** Formulaire : 2050 (2050-2053, régime réel normal) ou 2033 (2033-A/B, régime simplifié). */
  form: Scalars['String']['output'];
  /** Pourquoi ce formulaire. */
  formReason: Scalars['String']['output'];
};

/** Une case de la liasse fiscale calculée depuis le FEC. */
export type TaxReturnBox = {
  __typename?: 'TaxReturnBox';
  /** Comptes derrière la case, les plus gros d'abord. */
  accounts: Array<AccountContribution>;
  /** Code de la case : AA…HN, JS… (2050-2053) ou 010…310 (2033-A/B). */
  code: Scalars['String']['output'];
  /** Montant en euros, arrondi comme sur le formulaire. */
  euros: Scalars['Float']['output'];
  /** Libellé de la case. */
  label: Scalars['String']['output'];
};


/** Une case de la liasse fiscale calculée depuis le FEC. */
export type TaxReturnBoxAccountsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** Rapprochement du FEC avec la liasse déclarée : le résultat puis chaque case, les écarts expliqués par les comptes. */
export type TaxReturnReconciliation = {
  __typename?: 'TaxReturnReconciliation';
  /** Ce qui est déclaré. */
  declared: DeclaredTaxReturn;
  /** Nombre de lignes en écart. */
  differences: Scalars['Int']['output'];
  /** Formulaire. */
  form: Scalars['String']['output'];
  /** Lignes du rapprochement. */
  lines: Array<ReconciliationLine>;
  /** Ce qui n'a pas pu être comparé (cases déclarées inconnues…). */
  notes: Array<StatementNote>;
};

/** Correspondance d'un champ de l'en-tête, telle que l'outil officiel la lit. */
export type TesterField = {
  __typename?: 'TesterField';
  /** Champ du FEC reconnu, ou null : champ supplémentaire. */
  field?: Maybe<Scalars['String']['output']>;
  /** Nom écrit en ligne 1 (un retour chariot conservé s'affiche « \r »). */
  name: Scalars['String']['output'];
};

/** Mode dans lequel lancer l'outil officiel de la DGFiP (il le demande au démarrage). */
export type TesterMode =
  /** BA, comptabilité de trésorerie : 21 colonnes. */
  | 'BA_TRESORERIE'
  /** BIC / IS : 18 colonnes (Debit/Credit ou Montant/Sens). */
  | 'BIC_IS'
  /** BNC, comptabilité de trésorerie : 22 colonnes. */
  | 'BNC_TRESORERIE';

/** Verdict d'un mode de l'outil officiel. */
export type TesterModeVerdict = {
  __typename?: 'TesterModeVerdict';
  /** Le mode. */
  mode: TesterMode;
  /** Le verdict dans ce mode. */
  verdict: FecConformity;
};

/** Un motif du verdict de l'outil officiel, dans ses propres termes. */
export type TesterReason = {
  __typename?: 'TesterReason';
  /** Code stable (celui du diagnostic quand la règle est la même : MONTANT_POINT, DONNEE_ABSENTE…). */
  code: Scalars['String']['output'];
  /** Colonne du FEC concernée (vide pour le fichier ou une ligne entière). */
  column: Scalars['String']['output'];
  /** Nombre exact de lignes (ou de champs d'en-tête) concernés. */
  count: Scalars['Int']['output'];
  /** Le FEC corrigé règle ce motif (fins de ligne, séparateur, noms d'en-tête, décimales, dates). */
  fixable: Scalars['Boolean']['output'];
  /** Premières lignes physiques concernées (10 au plus ; 1 = l'en-tête). */
  lines: Array<Scalars['Int']['output']>;
  /** Le motif, en français, dans les termes de l'outil. */
  message: Scalars['String']['output'];
  /** Gravité. */
  severity: TesterSeverity;
};

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

/** Ce que conclurait l'outil officiel de la DGFiP (Test Compta Demat) sur ce fichier. */
export type TesterVerdict = {
  __typename?: 'TesterVerdict';
  /** Le verdict dans chacun des modes de l'outil. */
  byMode: Array<TesterModeVerdict>;
  /** L'en-tête tel que l'outil le lit. */
  fields: Array<TesterField>;
  /** L'outil rejette le fichier et le FEC corrigé règle chacun des motifs du rejet. */
  fixable: Scalars['Boolean']['output'];
  /** Le mode dans lequel lancer l'outil, déduit des colonnes du fichier. */
  mode: TesterMode;
  /** Pourquoi ce mode, en une phrase. */
  modeReason: Scalars['String']['output'];
  /** Les motifs : anomalies d'abord, puis alertes, puis informations. */
  reasons: Array<TesterReason>;
  /** Le verdict prédit. */
  verdict: FecConformity;
};

/** Où la passerelle remet les jetons d'une connexion. */
export type TokenDelivery =
  /** Dans la réponse (`tokens`), pour les partenaires qui envoient `Authorization: Bearer` ; aucun cookie. */
  | 'BODY'
  /** Cookies httpOnly (navigateur) : aucun jeton dans la réponse. */
  | 'COOKIE';

/** Filtres de la balance. */
export type TrialBalanceFilter = {
  /** Classe du PCG (1 à 9 ; 0 pour les comptes hors PCG). */
  accountClass?: InputMaybe<Scalars['Int']['input']>;
  /** Premier compte de la plage (comparé sur sa longueur : 401 inclut 401000). */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Balance générale (par défaut) ou auxiliaire. */
  kind?: InputMaybe<TrialBalanceKind>;
  /** Seulement les comptes mouvementés ou soldés. */
  nonZero?: InputMaybe<Scalars['Boolean']['input']>;
  /** Recherche dans le numéro et le libellé du compte. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Dernier compte de la plage (comparé sur sa longueur : 409 inclut 409999). */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** Balance générale ou auxiliaire : quels comptes lire. */
export type TrialBalanceKind =
  /** Balance auxiliaire (un compte auxiliaire par ligne : clients, fournisseurs…). */
  | 'AUXILIARY'
  /** Balance générale (un compte par ligne). */
  | 'GENERAL';

/** Une page de la balance. */
export type TrialBalancePage = {
  __typename?: 'TrialBalancePage';
  /** Lignes de la page. */
  items: Array<TrialBalanceRow>;
  /** Pagination. */
  pageInfo: PageInfo;
  /** Totaux de toutes les lignes filtrées. */
  totals: TrialBalanceTotals;
};

/**
 * Une ligne de la balance : un compte (ou un compte auxiliaire), ses à-nouveaux, ses mouvements et son solde.
 * Montants en centimes.
 */
export type TrialBalanceRow = {
  __typename?: 'TrialBalanceRow';
  /** Numéro de compte (CompteNum). */
  account: Scalars['String']['output'];
  /** Classe du PCG (premier chiffre ; 0 hors PCG). */
  accountClass: Scalars['Int']['output'];
  /** Compte auxiliaire (CompAuxNum) ; null dans la balance générale. */
  aux?: Maybe<Scalars['String']['output']>;
  /** Solde créditeur de clôture, centimes (0 si débiteur). */
  closingCreditCents: Scalars['Float']['output'];
  /** Solde débiteur de clôture, centimes (0 si créditeur). */
  closingDebitCents: Scalars['Float']['output'];
  /** Mouvements crédit de l'exercice, centimes. */
  creditCents: Scalars['Float']['output'];
  /** Mouvements débit de l'exercice (à-nouveaux exclus), centimes. */
  debitCents: Scalars['Float']['output'];
  /** Libellé du compte. */
  label: Scalars['String']['output'];
  /** Nombre de lignes d'écriture du compte. */
  lines: Scalars['Int']['output'];
  /** À-nouveaux créditeurs, centimes. */
  openingCreditCents: Scalars['Float']['output'];
  /** À-nouveaux débiteurs (ou solde de clôture N-1), centimes. */
  openingDebitCents: Scalars['Float']['output'];
};

/**
 * Totaux de toutes les lignes filtrées de la balance (pas seulement celles de la page) : une balance équilibrée a
 * autant au débit qu'au crédit.
 */
export type TrialBalanceTotals = {
  __typename?: 'TrialBalanceTotals';
  /** Total des soldes créditeurs, centimes. */
  closingCreditCents: Scalars['Float']['output'];
  /** Total des soldes débiteurs, centimes. */
  closingDebitCents: Scalars['Float']['output'];
  /** Total des mouvements crédit, centimes. */
  creditCents: Scalars['Float']['output'];
  /** Total des mouvements débit, centimes. */
  debitCents: Scalars['Float']['output'];
  /** Nombre de lignes d'écriture. */
  lines: Scalars['Int']['output'];
  /** Total des à-nouveaux créditeurs, centimes. */
  openingCreditCents: Scalars['Float']['output'];
  /** Total des à-nouveaux débiteurs, centimes. */
  openingDebitCents: Scalars['Float']['output'];
};

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

/** Une option de la liste « Chiffre d'affaires ». */
export type TurnoverOption = {
  __typename?: 'TurnoverOption';
  /** Code stocké par l'API. */
  code: Scalars['String']['output'];
  /** Libellé affiché dans les formulaires. */
  label: Scalars['String']['output'];
  /** Valeur à envoyer. */
  value: Turnover;
};

/** Résultat du déblocage d'un FEC. */
export type UnlockFecPayload = {
  __typename?: 'UnlockFecPayload';
  /** Les crédits consommés. */
  consumed: Array<CreditConsumption>;
  /** Le FEC, débloqué. */
  fec: Fec;
};

/** Test d'audit des écritures qu'un FEC ne permet pas, et pourquoi. */
export type UnsupportedTest = {
  __typename?: 'UnsupportedTest';
  /** Pourquoi le FEC ne le permet pas. */
  reason: Scalars['String']['output'];
  /** Le test. */
  test: Scalars['String']['output'];
};

/** Nouvelles valeurs d'un compte : un champ absent reste inchangé. */
export type UpdateAccountInput = {
  /** Habillage : chaque valeur vide supprime l'entrée. */
  branding?: InputMaybe<BrandingInput>;
  /** Nouveau nom du compte. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Un utilisateur du compte courant, avec son profil (spec §3, « User profile »). */
export type User = {
  __typename?: 'User';
  /** Société (`company`). */
  company?: Maybe<Scalars['String']['output']>;
  /** Effectif (`company_size`). */
  companySize?: Maybe<CompanySize>;
  /** Date de création de l'utilisateur. */
  createdAt: Scalars['DateTime']['output'];
  /** Adresse email de connexion. */
  email: Scalars['String']['output'];
  /** Faux quand l'utilisateur est bloqué (`enabled`). */
  enabled: Scalars['Boolean']['output'];
  /** Prénom (`first_name`). */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Nom (`last_name`). */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Téléphone mobile (`mobile_phone`). */
  mobilePhone?: Maybe<Scalars['String']['output']>;
  /** Téléphone fixe (`office_phone`). */
  officePhone?: Maybe<Scalars['String']['output']>;
  /** Type d'organisation (`organization_type`). */
  organizationType?: Maybe<OrganizationType>;
  /** Précision quand le type d'organisation est `AUTRE` (`organizationType_other`). */
  organizationTypeOther?: Maybe<Scalars['String']['output']>;
  /** Fonction (`position`). */
  position?: Maybe<Position>;
  /** Précision quand la fonction est `AUTRE` (`position_other`). */
  positionOther?: Maybe<Scalars['String']['output']>;
  /** Rôle dans le compte courant de l'appelant (`userRole`). */
  role?: Maybe<UserRole>;
  /** État du compte (spec §4). */
  state: UserState;
  /** Chiffre d'affaires (`turnover`). */
  turnover?: Maybe<Turnover>;
  /** Identifiant de l'utilisateur. */
  uuid: Scalars['ID']['output'];
};

/** Un attribut de l'utilisateur selon le service d'identité. */
export type UserAttribute = {
  __typename?: 'UserAttribute';
  /** Nom de l'attribut, par exemple `email`. */
  name: Scalars['String']['output'];
  /** Valeur. */
  value: Scalars['String']['output'];
};

/** Prénom et nom de l'utilisateur (`user_details`). */
export type UserDetails = {
  __typename?: 'UserDetails';
  /** Prénom (`first_name`), null s'il n'est pas renseigné. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Nom (`last_name`), null s'il n'est pas renseigné. */
  lastName?: Maybe<Scalars['String']['output']>;
};

/** Une page d'utilisateurs du compte courant. */
export type UserPage = {
  __typename?: 'UserPage';
  /** Les utilisateurs de la page. */
  items: Array<User>;
  /** Pagination (le total n'est calculé que s'il est demandé). */
  pageInfo: PageInfo;
};

/** Modification d'un profil : seuls les champs fournis changent ; null efface la valeur. */
export type UserProfileInput = {
  /** Société. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** Effectif. */
  companySize?: InputMaybe<CompanySize>;
  /** Prénom. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Nom. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Téléphone mobile (chaîne vide : efface). */
  mobilePhone?: InputMaybe<Scalars['String']['input']>;
  /** Téléphone fixe (chaîne vide : efface). */
  officePhone?: InputMaybe<Scalars['String']['input']>;
  /** Type d'organisation. */
  organizationType?: InputMaybe<OrganizationType>;
  /** Obligatoire quand le type d'organisation est `AUTRE`. */
  organizationTypeOther?: InputMaybe<Scalars['String']['input']>;
  /** Fonction. */
  position?: InputMaybe<Position>;
  /** Obligatoire quand la fonction est `AUTRE`. */
  positionOther?: InputMaybe<Scalars['String']['input']>;
  /** Chiffre d'affaires. */
  turnover?: InputMaybe<Turnover>;
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

/** Un point de réception d'événements. */
export type Webhook = {
  __typename?: 'Webhook';
  /** Date de création. */
  createdAt: Scalars['DateTime']['output'];
  /** Livraisons, de la plus récente à la plus ancienne. */
  deliveries: WebhookDeliveryPage;
  /** Faux si suspendu (aucune livraison). */
  enabled: Scalars['Boolean']['output'];
  /** Événements envoyés. */
  events: Array<WebhookEvent>;
  /** URL HTTPS appelée. */
  url: Scalars['String']['output'];
  /** Identifiant. */
  uuid: Scalars['ID']['output'];
};


/** Un point de réception d'événements. */
export type WebhookDeliveriesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/** Une livraison d'un événement à un point de réception. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** Essais faits. */
  attempts: Scalars['Int']['output'];
  /** Date de création. */
  createdAt: Scalars['DateTime']['output'];
  /** Date de réception (null tant que non reçue). */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** Événement livré. */
  event: WebhookEvent;
  /** Dernier problème (message en français), ou null. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** Code HTTP de la dernière réponse (null si aucune réponse). */
  lastStatusCode?: Maybe<Scalars['Int']['output']>;
  /** Prochain essai prévu (null si aucun). */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** Corps JSON envoyé. */
  payload: Scalars['JSON']['output'];
  /** État. */
  status: WebhookDeliveryStatus;
  /** Identifiant. */
  uuid: Scalars['ID']['output'];
};

/** Une page de livraisons. */
export type WebhookDeliveryPage = {
  __typename?: 'WebhookDeliveryPage';
  /** Livraisons de la page. */
  items: Array<WebhookDelivery>;
  /** Pagination. */
  pageInfo: PageInfo;
};

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

/** Une page de points de réception. */
export type WebhookPage = {
  __typename?: 'WebhookPage';
  /** Points de réception de la page. */
  items: Array<Webhook>;
  /** Pagination. */
  pageInfo: PageInfo;
};

/** Les états financiers d'un exercice. FEC verrouillé : seuls les chiffres clés, le reste est null. */
export type YearStatements = {
  __typename?: 'YearStatements';
  /** Bilan (null si verrouillé). */
  balanceSheet?: Maybe<BalanceSheet>;
  /** Clôture de l'exercice (null si inconnue) : ce qu'impriment les en-têtes des colonnes N et N-1. */
  fiscalEnd?: Maybe<Scalars['Date']['output']>;
  /** Début de l'exercice (null si inconnu). */
  fiscalStart?: Maybe<Scalars['Date']['output']>;
  /** Compte de résultat (null si verrouillé). */
  incomeStatement?: Maybe<IncomeStatement>;
  /** Chiffres clés. */
  keyFigures: KeyFigures;
  /** Ce qui n'a pas pu être calculé. */
  notes: Array<StatementNote>;
  /** Ratios clés (null si verrouillé). */
  ratios?: Maybe<StatementRatios>;
  /** Soldes intermédiaires de gestion et CAF, dans l'ordre du PCG (null si verrouillé). */
  sig?: Maybe<Array<StatementFigure>>;
  /** Formulaire de liasse retenu : 2050 (régime réel normal) ou 2033 (régime simplifié). */
  taxForm?: Maybe<Scalars['String']['output']>;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Account: ResolverTypeWrapper<AccountDto>;
  AccountContribution: ResolverTypeWrapper<AccountContribution>;
  AccountFeatures: ResolverTypeWrapper<FeaturesDto>;
  AccountPage: ResolverTypeWrapper<Omit<AccountPage, 'items'> & { items: Array<ResolversTypes['Account']> }>;
  AddConnectorTokenInput: AddConnectorTokenInput;
  AddToCartInput: AddToCartInput;
  Analysis: ResolverTypeWrapper<AnalysisParent>;
  AnalysisChanges: ResolverTypeWrapper<ChangesDto>;
  AnalysisFiscalYear: ResolverTypeWrapper<AnalysisFiscalYear>;
  AnalysisKind: AnalysisKind;
  AnalysisPage: ResolverTypeWrapper<Omit<AnalysisPage, 'items'> & { items: Array<ResolversTypes['Analysis']> }>;
  AnalysisReport: ResolverTypeWrapper<AnalysisReport>;
  AnalysisRisk: ResolverTypeWrapper<AnalysisRisk>;
  AnalysisStatements: ResolverTypeWrapper<Omit<AnalysisStatements, 'current' | 'previous'> & { current: ResolversTypes['YearStatements'], previous?: Maybe<ResolversTypes['YearStatements']> }>;
  AnalysisStatus: AnalysisStatus;
  AnalysisTotals: ResolverTypeWrapper<AnalysisTotals>;
  ApiKey: ResolverTypeWrapper<ApiKeyDto>;
  ApiKeyCreatedVia: ApiKeyCreatedVia;
  ApiKeyCreation: ResolverTypeWrapper<ApiKeyCreation>;
  ApiKeyPage: ResolverTypeWrapper<Omit<ApiKeyPage, 'items'> & { items: Array<ResolversTypes['ApiKey']> }>;
  ApiKeyReview: ResolverTypeWrapper<ApiKeyReview>;
  ApiKeyReviewReason: ApiKeyReviewReason;
  ApiKeyScope: ApiKeyScope;
  ApiKeyScopeInfo: ResolverTypeWrapper<ApiKeyScopeInfo>;
  Assignment: ResolverTypeWrapper<AssignmentDto>;
  AssignmentPage: ResolverTypeWrapper<Omit<AssignmentPage, 'items'> & { items: Array<ResolversTypes['Assignment']> }>;
  AuthChallenge: ResolverTypeWrapper<AuthChallenge>;
  AuthTokens: ResolverTypeWrapper<AuthTokens>;
  BackOfficeAccount: ResolverTypeWrapper<BackOfficeAccount>;
  BackOfficeAccountDetail: ResolverTypeWrapper<BackOfficeAccountDetail>;
  BackOfficeAccountPage: ResolverTypeWrapper<BackOfficeAccountPage>;
  BackOfficeAccountUser: ResolverTypeWrapper<BackOfficeAccountUser>;
  BackOfficeAnalysis: ResolverTypeWrapper<BackOfficeAnalysis>;
  BackOfficeAuditEntry: ResolverTypeWrapper<BackOfficeAuditEntry>;
  BackOfficeCreditBalance: ResolverTypeWrapper<BackOfficeCreditBalance>;
  BackOfficeFec: ResolverTypeWrapper<BackOfficeFec>;
  BackOfficeImpersonation: ResolverTypeWrapper<BackOfficeImpersonation>;
  BackOfficeInvoice: ResolverTypeWrapper<BackOfficeInvoice>;
  BackOfficeUser: ResolverTypeWrapper<BackOfficeUser>;
  BackOfficeUserPage: ResolverTypeWrapper<BackOfficeUserPage>;
  BalanceSheet: ResolverTypeWrapper<Omit<BalanceSheet, 'assets' | 'liabilities'> & { assets: Array<ResolversTypes['StatementSection']>, liabilities: Array<ResolversTypes['StatementSection']> }>;
  BillingAddress: ResolverTypeWrapper<BillingAddress>;
  BillingAddressInput: BillingAddressInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Branding: ResolverTypeWrapper<Branding>;
  BrandingInput: BrandingInput;
  Cart: ResolverTypeWrapper<Cart>;
  CartItem: ResolverTypeWrapper<CartItem>;
  CategoryCount: ResolverTypeWrapper<CategoryCount>;
  ChallengeName: ChallengeName;
  CheckoutInput: CheckoutInput;
  CodeDelivery: ResolverTypeWrapper<CodeDelivery>;
  CommentAuthor: ResolverTypeWrapper<CommentAuthor>;
  Company: ResolverTypeWrapper<Company>;
  CompanySize: CompanySize;
  CompanySizeOption: ResolverTypeWrapper<CompanySizeOption>;
  ConfirmCodePayload: ResolverTypeWrapper<ConfirmCodePayload>;
  Connector: ResolverTypeWrapper<ConnectorDto>;
  ConnectorFiscalYear: ResolverTypeWrapper<ConnectorFiscalYearDto>;
  ConnectorImport: ResolverTypeWrapper<ConnectorImportDto>;
  ConnectorPage: ResolverTypeWrapper<Omit<ConnectorPage, 'items'> & { items: Array<ResolversTypes['Connector']> }>;
  ConnectorProvider: ResolverTypeWrapper<ConnectorProvider>;
  ConnectorProviderId: ConnectorProviderId;
  ControlCatalogueEntry: ResolverTypeWrapper<CatalogueEntryDto>;
  ControlChanges: ResolverTypeWrapper<ControlChangesDto>;
  ControlComment: ResolverTypeWrapper<ControlCommentDto>;
  ControlResult: ResolverTypeWrapper<ControlResultDto>;
  CorrectedFecGeneration: ResolverTypeWrapper<Omit<CorrectedFecGeneration, 'analysis'> & { analysis?: Maybe<ResolversTypes['Analysis']> }>;
  CorrectedStatus: CorrectedStatus;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateEcfMissionInput: CreateEcfMissionInput;
  CreateFecUploadInput: CreateFecUploadInput;
  CreateWebhookInput: CreateWebhookInput;
  CreatedApiKey: ResolverTypeWrapper<Omit<CreatedApiKey, 'apiKey'> & { apiKey: ResolversTypes['ApiKey'] }>;
  CreatedWebhook: ResolverTypeWrapper<Omit<CreatedWebhook, 'webhook'> & { webhook: ResolversTypes['Webhook'] }>;
  CreditConsumption: ResolverTypeWrapper<CreditConsumption>;
  CreditLot: ResolverTypeWrapper<CreditLot>;
  CreditMovement: ResolverTypeWrapper<CreditMovement>;
  CreditMovementKind: CreditMovementKind;
  CreditMovementPage: ResolverTypeWrapper<CreditMovementPage>;
  CreditTotals: ResolverTypeWrapper<CreditTotals>;
  CreditType: CreditType;
  Credits: ResolverTypeWrapper<Credits>;
  CrmCommonInfo: ResolverTypeWrapper<CrmCommonInfo>;
  CrmCommonInfoInput: CrmCommonInfoInput;
  CurrentAccount: ResolverTypeWrapper<CurrentAccountDto>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeclaredBox: ResolverTypeWrapper<DeclaredBox>;
  DeclaredBoxInput: DeclaredBoxInput;
  DeclaredTaxReturn: ResolverTypeWrapper<DeclaredTaxReturn>;
  DeclaredTaxReturnInput: DeclaredTaxReturnInput;
  DeclaredTaxReturnSource: DeclaredTaxReturnSource;
  DeleteAccountPayload: ResolverTypeWrapper<DeleteAccountPayload>;
  DeleteProfileResult: ResolverTypeWrapper<DeleteProfileResult>;
  DiagnosticCount: ResolverTypeWrapper<DiagnosticCount>;
  DocumentKind: DocumentKind;
  EcfCheck: ResolverTypeWrapper<EcfCheckDto>;
  EcfCheckStatus: EcfCheckStatus;
  EcfChecklistItem: ResolverTypeWrapper<EcfChecklistItemDto>;
  EcfConclusion: EcfConclusion;
  EcfConclusionEntry: ResolverTypeWrapper<EcfConclusionEntryDto>;
  EcfFigure: ResolverTypeWrapper<EcfFigure>;
  EcfIncomeRegime: EcfIncomeRegime;
  EcfMission: ResolverTypeWrapper<EcfMissionDto>;
  EcfMissionPage: ResolverTypeWrapper<Omit<EcfMissionPage, 'items'> & { items: Array<ResolversTypes['EcfMission']> }>;
  EcfMissionState: EcfMissionState;
  EcfPoint: ResolverTypeWrapper<EcfPointDto>;
  EcfPointControl: ResolverTypeWrapper<EcfPointControlDto>;
  EcfProgress: ResolverTypeWrapper<EcfProgress>;
  EcfReportUrls: ResolverTypeWrapper<EcfReportUrls>;
  EcfVatRegime: EcfVatRegime;
  EmailChangeRequest: ResolverTypeWrapper<EmailChangeRequest>;
  Fec: ResolverTypeWrapper<FecDto>;
  FecAccessEntry: ResolverTypeWrapper<FecAccessEntryDto>;
  FecAccessGrantInput: FecAccessGrantInput;
  FecAccessType: FecAccessType;
  FecAnonymousInput: FecAnonymousInput;
  FecAttached: ResolverTypeWrapper<FecAttachedDto>;
  FecConformity: FecConformity;
  FecDeletion: ResolverTypeWrapper<FecDeletion>;
  FecExtra: ResolverTypeWrapper<FecExtraDto>;
  FecGroupAccessEntry: ResolverTypeWrapper<FecGroupAccessEntryDto>;
  FecGroupAccessGrantInput: FecGroupAccessGrantInput;
  FecInput: FecInput;
  FecOfferOption: ResolverTypeWrapper<FecOfferOption>;
  FecOffers: ResolverTypeWrapper<FecOffers>;
  FecPage: ResolverTypeWrapper<FecPageDto>;
  FecSort: FecSort;
  FecSortField: FecSortField;
  FecTransfer: ResolverTypeWrapper<FecTransfer>;
  FecUpload: ResolverTypeWrapper<FecUploadDto>;
  FecUploadStatus: FecUploadStatus;
  FieldError: ResolverTypeWrapper<FieldError>;
  Finding: ResolverTypeWrapper<FindingDto>;
  FindingChange: FindingChange;
  FindingPage: ResolverTypeWrapper<Omit<FindingPage, 'items'> & { items: Array<ResolversTypes['Finding']> }>;
  FiscalYearSource: FiscalYearSource;
  FiscalYearSuggestion: ResolverTypeWrapper<FiscalYearSuggestion>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Folder: ResolverTypeWrapper<FolderDto>;
  FolderDeletion: ResolverTypeWrapper<FolderDeletionDto>;
  FolderPathItem: ResolverTypeWrapper<FolderPathItem>;
  GeneralLedgerLine: ResolverTypeWrapper<GeneralLedgerLine>;
  GeneralLedgerPage: ResolverTypeWrapper<GeneralLedgerPage>;
  GenerateReportInput: GenerateReportInput;
  GenerateReportPayload: ResolverTypeWrapper<Omit<GenerateReportPayload, 'reports'> & { reports: Array<ResolversTypes['Report']> }>;
  Group: ResolverTypeWrapper<GroupDto>;
  GroupPage: ResolverTypeWrapper<Omit<GroupPage, 'items'> & { items: Array<ResolversTypes['Group']> }>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImpersonationInput: ImpersonationInput;
  ImpersonationPayload: ResolverTypeWrapper<Omit<ImpersonationPayload, 'me'> & { me?: Maybe<ResolversTypes['Me']> }>;
  ImpersonationTarget: ResolverTypeWrapper<ImpersonationTarget>;
  ImportFeature: ResolverTypeWrapper<ImportFeature>;
  ImportFromConnectorInput: ImportFromConnectorInput;
  ImportSettings: ResolverTypeWrapper<ImportSettings>;
  IncomeStatement: ResolverTypeWrapper<Omit<IncomeStatement, 'sections'> & { sections: Array<ResolversTypes['StatementSection']> }>;
  InheritedCredits: ResolverTypeWrapper<InheritedCredits>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvitationResult: ResolverTypeWrapper<Omit<InvitationResult, 'user'> & { user: ResolversTypes['User'] }>;
  InviteUserInput: InviteUserInput;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoiceKind: InvoiceKind;
  InvoicePage: ResolverTypeWrapper<InvoicePage>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  KeyFigures: ResolverTypeWrapper<KeyFigures>;
  LogLevel: LogLevel;
  Me: ResolverTypeWrapper<MeDto>;
  MultiAnalysis: ResolverTypeWrapper<AnalysisDto>;
  MultiAnalysisFec: ResolverTypeWrapper<Omit<MultiAnalysisFec, 'fec'> & { fec?: Maybe<ResolversTypes['Fec']> }>;
  MultiAnalysisMode: MultiAnalysisMode;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Network: ResolverTypeWrapper<NetworkDto>;
  NetworkAffiliation: ResolverTypeWrapper<AffiliationDto>;
  NetworkAffiliationStatus: NetworkAffiliationStatus;
  NetworkRole: NetworkRole;
  Offer: ResolverTypeWrapper<Offer>;
  OfferCredit: ResolverTypeWrapper<OfferCredit>;
  OfferKind: OfferKind;
  OfferPriceTier: ResolverTypeWrapper<OfferPriceTier>;
  OpeningContinuityLine: ResolverTypeWrapper<OpeningContinuityLine>;
  Order: ResolverTypeWrapper<Order>;
  OrderStatus: OrderStatus;
  OrganizationType: OrganizationType;
  OrganizationTypeOption: ResolverTypeWrapper<OrganizationTypeOption>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PasswordSetResult: ResolverTypeWrapper<PasswordSetResult>;
  PatternUnit: PatternUnit;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  PaymentMethodSetup: ResolverTypeWrapper<PaymentMethodSetup>;
  PaymentMethodType: PaymentMethodType;
  PaymentSandboxResult: ResolverTypeWrapper<PaymentSandboxResult>;
  PaymentSandboxSetupInput: PaymentSandboxSetupInput;
  PaymentSandboxStep: ResolverTypeWrapper<PaymentSandboxStep>;
  PendingInvitation: ResolverTypeWrapper<PendingInvitation>;
  Permissions: ResolverTypeWrapper<Permissions>;
  PlatformSettings: ResolverTypeWrapper<PlatformSettings>;
  PlatformStatus: ResolverTypeWrapper<PlatformStatus>;
  Position: Position;
  PositionOption: ResolverTypeWrapper<PositionOption>;
  ProductDocument: ResolverTypeWrapper<ProductDocument>;
  ProfileOptions: ResolverTypeWrapper<ProfileOptions>;
  Publisher: ResolverTypeWrapper<Publisher>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReconciliationLine: ResolverTypeWrapper<ReconciliationLineDto>;
  RegisterInput: RegisterInput;
  RegisterPayload: ResolverTypeWrapper<RegisterPayload>;
  RemoveUserResult: ResolverTypeWrapper<RemoveUserResult>;
  Report: ResolverTypeWrapper<ReportDto>;
  ReportFile: ResolverTypeWrapper<ReportFile>;
  ReportFormat: ReportFormat;
  ReportLimits: ResolverTypeWrapper<ReportLimits>;
  ReportPage: ResolverTypeWrapper<Omit<ReportPage, 'items'> & { items: Array<ResolversTypes['Report']> }>;
  ReportStatus: ReportStatus;
  ResultCategory: ResultCategory;
  RevenueType: RevenueType;
  Review: ResolverTypeWrapper<ReviewDto>;
  ReviewAttachment: ResolverTypeWrapper<AttachmentDto>;
  ReviewDossier: ResolverTypeWrapper<DossierDto>;
  ReviewHistoryEntry: ResolverTypeWrapper<HistoryEntryDto>;
  ReviewHistoryKind: ReviewHistoryKind;
  ReviewPerson: ResolverTypeWrapper<PersonDto>;
  ReviewProgress: ResolverTypeWrapper<ReviewProgress>;
  ReviewSignOff: ResolverTypeWrapper<SignOffDto>;
  ReviewStatus: ReviewStatus;
  RiskLevel: RiskLevel;
  RiskyEntry: ResolverTypeWrapper<RiskyEntry>;
  RoleOption: ResolverTypeWrapper<RoleOption>;
  Session: ResolverTypeWrapper<Session>;
  SessionExpiry: ResolverTypeWrapper<SessionExpiry>;
  SignInPayload: ResolverTypeWrapper<Omit<SignInPayload, 'me'> & { me?: Maybe<ResolversTypes['Me']> }>;
  SsoFeature: ResolverTypeWrapper<SsoFeature>;
  SsoSignInPayload: ResolverTypeWrapper<SsoSignInPayload>;
  StaffInvitation: ResolverTypeWrapper<StaffInvitation>;
  StaffMember: ResolverTypeWrapper<StaffMember>;
  StatementFigure: ResolverTypeWrapper<StatementFigureDto>;
  StatementNote: ResolverTypeWrapper<StatementNote>;
  StatementRatios: ResolverTypeWrapper<StatementRatios>;
  StatementSection: ResolverTypeWrapper<Omit<StatementSection, 'figures'> & { figures: Array<ResolversTypes['StatementFigure']> }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SystemicPattern: ResolverTypeWrapper<SystemicPattern>;
  TaxReturn: ResolverTypeWrapper<Omit<TaxReturn, 'boxes'> & { boxes: Array<ResolversTypes['TaxReturnBox']> }>;
  TaxReturnBox: ResolverTypeWrapper<TaxReturnBoxDto>;
  TaxReturnReconciliation: ResolverTypeWrapper<Omit<TaxReturnReconciliation, 'lines'> & { lines: Array<ResolversTypes['ReconciliationLine']> }>;
  TesterField: ResolverTypeWrapper<TesterField>;
  TesterMode: TesterMode;
  TesterModeVerdict: ResolverTypeWrapper<TesterModeVerdict>;
  TesterReason: ResolverTypeWrapper<TesterReason>;
  TesterSeverity: TesterSeverity;
  TesterVerdict: ResolverTypeWrapper<TesterVerdict>;
  TokenDelivery: TokenDelivery;
  TrialBalanceFilter: TrialBalanceFilter;
  TrialBalanceKind: TrialBalanceKind;
  TrialBalancePage: ResolverTypeWrapper<TrialBalancePage>;
  TrialBalanceRow: ResolverTypeWrapper<TrialBalanceRow>;
  TrialBalanceTotals: ResolverTypeWrapper<TrialBalanceTotals>;
  Turnover: Turnover;
  TurnoverOption: ResolverTypeWrapper<TurnoverOption>;
  UnlockFecPayload: ResolverTypeWrapper<Omit<UnlockFecPayload, 'fec'> & { fec: ResolversTypes['Fec'] }>;
  UnsupportedTest: ResolverTypeWrapper<UnsupportedTest>;
  UpdateAccountInput: UpdateAccountInput;
  User: ResolverTypeWrapper<UserDto>;
  UserAttribute: ResolverTypeWrapper<UserAttribute>;
  UserDetails: ResolverTypeWrapper<UserDetails>;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
  UserProfileInput: UserProfileInput;
  UserRole: UserRole;
  UserState: UserState;
  Webhook: ResolverTypeWrapper<WebhookDto>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDeliveryDto>;
  WebhookDeliveryPage: ResolverTypeWrapper<Omit<WebhookDeliveryPage, 'items'> & { items: Array<ResolversTypes['WebhookDelivery']> }>;
  WebhookDeliveryStatus: WebhookDeliveryStatus;
  WebhookEvent: WebhookEvent;
  WebhookPage: ResolverTypeWrapper<Omit<WebhookPage, 'items'> & { items: Array<ResolversTypes['Webhook']> }>;
  YearStatements: ResolverTypeWrapper<Omit<YearStatements, 'balanceSheet' | 'incomeStatement' | 'sig'> & { balanceSheet?: Maybe<ResolversTypes['BalanceSheet']>, incomeStatement?: Maybe<ResolversTypes['IncomeStatement']>, sig?: Maybe<Array<ResolversTypes['StatementFigure']>> }>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Account: AccountDto;
  AccountContribution: AccountContribution;
  AccountFeatures: FeaturesDto;
  AccountPage: Omit<AccountPage, 'items'> & { items: Array<ResolversParentTypes['Account']> };
  AddConnectorTokenInput: AddConnectorTokenInput;
  AddToCartInput: AddToCartInput;
  Analysis: AnalysisParent;
  AnalysisChanges: ChangesDto;
  AnalysisFiscalYear: AnalysisFiscalYear;
  AnalysisPage: Omit<AnalysisPage, 'items'> & { items: Array<ResolversParentTypes['Analysis']> };
  AnalysisReport: AnalysisReport;
  AnalysisRisk: AnalysisRisk;
  AnalysisStatements: Omit<AnalysisStatements, 'current' | 'previous'> & { current: ResolversParentTypes['YearStatements'], previous?: Maybe<ResolversParentTypes['YearStatements']> };
  AnalysisTotals: AnalysisTotals;
  ApiKey: ApiKeyDto;
  ApiKeyCreation: ApiKeyCreation;
  ApiKeyPage: Omit<ApiKeyPage, 'items'> & { items: Array<ResolversParentTypes['ApiKey']> };
  ApiKeyReview: ApiKeyReview;
  ApiKeyScopeInfo: ApiKeyScopeInfo;
  Assignment: AssignmentDto;
  AssignmentPage: Omit<AssignmentPage, 'items'> & { items: Array<ResolversParentTypes['Assignment']> };
  AuthChallenge: AuthChallenge;
  AuthTokens: AuthTokens;
  BackOfficeAccount: BackOfficeAccount;
  BackOfficeAccountDetail: BackOfficeAccountDetail;
  BackOfficeAccountPage: BackOfficeAccountPage;
  BackOfficeAccountUser: BackOfficeAccountUser;
  BackOfficeAnalysis: BackOfficeAnalysis;
  BackOfficeAuditEntry: BackOfficeAuditEntry;
  BackOfficeCreditBalance: BackOfficeCreditBalance;
  BackOfficeFec: BackOfficeFec;
  BackOfficeImpersonation: BackOfficeImpersonation;
  BackOfficeInvoice: BackOfficeInvoice;
  BackOfficeUser: BackOfficeUser;
  BackOfficeUserPage: BackOfficeUserPage;
  BalanceSheet: Omit<BalanceSheet, 'assets' | 'liabilities'> & { assets: Array<ResolversParentTypes['StatementSection']>, liabilities: Array<ResolversParentTypes['StatementSection']> };
  BillingAddress: BillingAddress;
  BillingAddressInput: BillingAddressInput;
  Boolean: Scalars['Boolean']['output'];
  Branding: Branding;
  BrandingInput: BrandingInput;
  Cart: Cart;
  CartItem: CartItem;
  CategoryCount: CategoryCount;
  CheckoutInput: CheckoutInput;
  CodeDelivery: CodeDelivery;
  CommentAuthor: CommentAuthor;
  Company: Company;
  CompanySizeOption: CompanySizeOption;
  ConfirmCodePayload: ConfirmCodePayload;
  Connector: ConnectorDto;
  ConnectorFiscalYear: ConnectorFiscalYearDto;
  ConnectorImport: ConnectorImportDto;
  ConnectorPage: Omit<ConnectorPage, 'items'> & { items: Array<ResolversParentTypes['Connector']> };
  ConnectorProvider: ConnectorProvider;
  ControlCatalogueEntry: CatalogueEntryDto;
  ControlChanges: ControlChangesDto;
  ControlComment: ControlCommentDto;
  ControlResult: ControlResultDto;
  CorrectedFecGeneration: Omit<CorrectedFecGeneration, 'analysis'> & { analysis?: Maybe<ResolversParentTypes['Analysis']> };
  CreateApiKeyInput: CreateApiKeyInput;
  CreateEcfMissionInput: CreateEcfMissionInput;
  CreateFecUploadInput: CreateFecUploadInput;
  CreateWebhookInput: CreateWebhookInput;
  CreatedApiKey: Omit<CreatedApiKey, 'apiKey'> & { apiKey: ResolversParentTypes['ApiKey'] };
  CreatedWebhook: Omit<CreatedWebhook, 'webhook'> & { webhook: ResolversParentTypes['Webhook'] };
  CreditConsumption: CreditConsumption;
  CreditLot: CreditLot;
  CreditMovement: CreditMovement;
  CreditMovementPage: CreditMovementPage;
  CreditTotals: CreditTotals;
  Credits: Credits;
  CrmCommonInfo: CrmCommonInfo;
  CrmCommonInfoInput: CrmCommonInfoInput;
  CurrentAccount: CurrentAccountDto;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeclaredBox: DeclaredBox;
  DeclaredBoxInput: DeclaredBoxInput;
  DeclaredTaxReturn: DeclaredTaxReturn;
  DeclaredTaxReturnInput: DeclaredTaxReturnInput;
  DeleteAccountPayload: DeleteAccountPayload;
  DeleteProfileResult: DeleteProfileResult;
  DiagnosticCount: DiagnosticCount;
  EcfCheck: EcfCheckDto;
  EcfChecklistItem: EcfChecklistItemDto;
  EcfConclusionEntry: EcfConclusionEntryDto;
  EcfFigure: EcfFigure;
  EcfMission: EcfMissionDto;
  EcfMissionPage: Omit<EcfMissionPage, 'items'> & { items: Array<ResolversParentTypes['EcfMission']> };
  EcfPoint: EcfPointDto;
  EcfPointControl: EcfPointControlDto;
  EcfProgress: EcfProgress;
  EcfReportUrls: EcfReportUrls;
  EmailChangeRequest: EmailChangeRequest;
  Fec: FecDto;
  FecAccessEntry: FecAccessEntryDto;
  FecAccessGrantInput: FecAccessGrantInput;
  FecAnonymousInput: FecAnonymousInput;
  FecAttached: FecAttachedDto;
  FecDeletion: FecDeletion;
  FecExtra: FecExtraDto;
  FecGroupAccessEntry: FecGroupAccessEntryDto;
  FecGroupAccessGrantInput: FecGroupAccessGrantInput;
  FecInput: FecInput;
  FecOfferOption: FecOfferOption;
  FecOffers: FecOffers;
  FecPage: FecPageDto;
  FecSort: FecSort;
  FecTransfer: FecTransfer;
  FecUpload: FecUploadDto;
  FieldError: FieldError;
  Finding: FindingDto;
  FindingPage: Omit<FindingPage, 'items'> & { items: Array<ResolversParentTypes['Finding']> };
  FiscalYearSuggestion: FiscalYearSuggestion;
  Float: Scalars['Float']['output'];
  Folder: FolderDto;
  FolderDeletion: FolderDeletionDto;
  FolderPathItem: FolderPathItem;
  GeneralLedgerLine: GeneralLedgerLine;
  GeneralLedgerPage: GeneralLedgerPage;
  GenerateReportInput: GenerateReportInput;
  GenerateReportPayload: Omit<GenerateReportPayload, 'reports'> & { reports: Array<ResolversParentTypes['Report']> };
  Group: GroupDto;
  GroupPage: Omit<GroupPage, 'items'> & { items: Array<ResolversParentTypes['Group']> };
  ID: Scalars['ID']['output'];
  ImpersonationInput: ImpersonationInput;
  ImpersonationPayload: Omit<ImpersonationPayload, 'me'> & { me?: Maybe<ResolversParentTypes['Me']> };
  ImpersonationTarget: ImpersonationTarget;
  ImportFeature: ImportFeature;
  ImportFromConnectorInput: ImportFromConnectorInput;
  ImportSettings: ImportSettings;
  IncomeStatement: Omit<IncomeStatement, 'sections'> & { sections: Array<ResolversParentTypes['StatementSection']> };
  InheritedCredits: InheritedCredits;
  Int: Scalars['Int']['output'];
  InvitationResult: Omit<InvitationResult, 'user'> & { user: ResolversParentTypes['User'] };
  InviteUserInput: InviteUserInput;
  Invoice: Invoice;
  InvoicePage: InvoicePage;
  JSON: Scalars['JSON']['output'];
  KeyFigures: KeyFigures;
  Me: MeDto;
  MultiAnalysis: AnalysisDto;
  MultiAnalysisFec: Omit<MultiAnalysisFec, 'fec'> & { fec?: Maybe<ResolversParentTypes['Fec']> };
  Mutation: Record<PropertyKey, never>;
  Network: NetworkDto;
  NetworkAffiliation: AffiliationDto;
  Offer: Offer;
  OfferCredit: OfferCredit;
  OfferPriceTier: OfferPriceTier;
  OpeningContinuityLine: OpeningContinuityLine;
  Order: Order;
  OrganizationTypeOption: OrganizationTypeOption;
  PageInfo: PageInfo;
  PasswordSetResult: PasswordSetResult;
  PaymentMethod: PaymentMethod;
  PaymentMethodSetup: PaymentMethodSetup;
  PaymentSandboxResult: PaymentSandboxResult;
  PaymentSandboxSetupInput: PaymentSandboxSetupInput;
  PaymentSandboxStep: PaymentSandboxStep;
  PendingInvitation: PendingInvitation;
  Permissions: Permissions;
  PlatformSettings: PlatformSettings;
  PlatformStatus: PlatformStatus;
  PositionOption: PositionOption;
  ProductDocument: ProductDocument;
  ProfileOptions: ProfileOptions;
  Publisher: Publisher;
  Query: Record<PropertyKey, never>;
  ReconciliationLine: ReconciliationLineDto;
  RegisterInput: RegisterInput;
  RegisterPayload: RegisterPayload;
  RemoveUserResult: RemoveUserResult;
  Report: ReportDto;
  ReportFile: ReportFile;
  ReportLimits: ReportLimits;
  ReportPage: Omit<ReportPage, 'items'> & { items: Array<ResolversParentTypes['Report']> };
  Review: ReviewDto;
  ReviewAttachment: AttachmentDto;
  ReviewDossier: DossierDto;
  ReviewHistoryEntry: HistoryEntryDto;
  ReviewPerson: PersonDto;
  ReviewProgress: ReviewProgress;
  ReviewSignOff: SignOffDto;
  RiskyEntry: RiskyEntry;
  RoleOption: RoleOption;
  Session: Session;
  SessionExpiry: SessionExpiry;
  SignInPayload: Omit<SignInPayload, 'me'> & { me?: Maybe<ResolversParentTypes['Me']> };
  SsoFeature: SsoFeature;
  SsoSignInPayload: SsoSignInPayload;
  StaffInvitation: StaffInvitation;
  StaffMember: StaffMember;
  StatementFigure: StatementFigureDto;
  StatementNote: StatementNote;
  StatementRatios: StatementRatios;
  StatementSection: Omit<StatementSection, 'figures'> & { figures: Array<ResolversParentTypes['StatementFigure']> };
  String: Scalars['String']['output'];
  SystemicPattern: SystemicPattern;
  TaxReturn: Omit<TaxReturn, 'boxes'> & { boxes: Array<ResolversParentTypes['TaxReturnBox']> };
  TaxReturnBox: TaxReturnBoxDto;
  TaxReturnReconciliation: Omit<TaxReturnReconciliation, 'lines'> & { lines: Array<ResolversParentTypes['ReconciliationLine']> };
  TesterField: TesterField;
  TesterModeVerdict: TesterModeVerdict;
  TesterReason: TesterReason;
  TesterVerdict: TesterVerdict;
  TrialBalanceFilter: TrialBalanceFilter;
  TrialBalancePage: TrialBalancePage;
  TrialBalanceRow: TrialBalanceRow;
  TrialBalanceTotals: TrialBalanceTotals;
  TurnoverOption: TurnoverOption;
  UnlockFecPayload: Omit<UnlockFecPayload, 'fec'> & { fec: ResolversParentTypes['Fec'] };
  UnsupportedTest: UnsupportedTest;
  UpdateAccountInput: UpdateAccountInput;
  User: UserDto;
  UserAttribute: UserAttribute;
  UserDetails: UserDetails;
  UserPage: Omit<UserPage, 'items'> & { items: Array<ResolversParentTypes['User']> };
  UserProfileInput: UserProfileInput;
  Webhook: WebhookDto;
  WebhookDelivery: WebhookDeliveryDto;
  WebhookDeliveryPage: Omit<WebhookDeliveryPage, 'items'> & { items: Array<ResolversParentTypes['WebhookDelivery']> };
  WebhookPage: Omit<WebhookPage, 'items'> & { items: Array<ResolversParentTypes['Webhook']> };
  YearStatements: Omit<YearStatements, 'balanceSheet' | 'incomeStatement' | 'sig'> & { balanceSheet?: Maybe<ResolversParentTypes['BalanceSheet']>, incomeStatement?: Maybe<ResolversParentTypes['IncomeStatement']>, sig?: Maybe<Array<ResolversParentTypes['StatementFigure']>> };
}>;

export type ListSizeDirectiveArgs = {
  assumedSize: Scalars['Int']['input'];
};

export type ListSizeDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = ListSizeDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  featuresInAccount?: Resolver<ResolversTypes['AccountFeatures'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  networkParentUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['UserRole'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AccountContributionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountContribution'] = ResolversParentTypes['AccountContribution']> = ResolversObject<{
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amountCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type AccountFeaturesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountFeatures'] = ResolversParentTypes['AccountFeatures']> = ResolversObject<{
  branding?: Resolver<ResolversTypes['Branding'], ParentType, ContextType>;
  import?: Resolver<Maybe<ResolversTypes['ImportFeature']>, ParentType, ContextType>;
  sso?: Resolver<Maybe<ResolversTypes['SsoFeature']>, ParentType, ContextType>;
}>;

export type AccountPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountPage'] = ResolversParentTypes['AccountPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Account']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type AnalysisResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Analysis'] = ResolversParentTypes['Analysis']> = ResolversObject<{
  certificateUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changesSincePrevious?: Resolver<Maybe<ResolversTypes['AnalysisChanges']>, ParentType, ContextType>;
  controls?: Resolver<Array<ResolversTypes['ControlResult']>, ParentType, ContextType, Partial<AnalysisControlsArgs>>;
  correctedError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  correctedStatus?: Resolver<ResolversTypes['CorrectedStatus'], ParentType, ContextType>;
  correctedTester?: Resolver<Maybe<ResolversTypes['TesterVerdict']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  diagnosticsCsvUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fecs?: Resolver<Array<ResolversTypes['Fec']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  generalLedger?: Resolver<ResolversTypes['GeneralLedgerPage'], ParentType, ContextType, RequireFields<AnalysisGeneralLedgerArgs, 'account' | 'limit' | 'offset'>>;
  kind?: Resolver<ResolversTypes['AnalysisKind'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  report?: Resolver<Maybe<ResolversTypes['AnalysisReport']>, ParentType, ContextType>;
  reviewProgress?: Resolver<Maybe<ResolversTypes['ReviewProgress']>, ParentType, ContextType>;
  reviewSignOff?: Resolver<Maybe<ResolversTypes['ReviewSignOff']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  statements?: Resolver<Maybe<ResolversTypes['AnalysisStatements']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AnalysisStatus'], ParentType, ContextType>;
  summary?: Resolver<Array<ResolversTypes['CategoryCount']>, ParentType, ContextType>;
  taxReturn?: Resolver<Maybe<ResolversTypes['TaxReturn']>, ParentType, ContextType>;
  taxReturnReconciliation?: Resolver<Maybe<ResolversTypes['TaxReturnReconciliation']>, ParentType, ContextType>;
  trialBalance?: Resolver<ResolversTypes['TrialBalancePage'], ParentType, ContextType, RequireFields<AnalysisTrialBalanceArgs, 'limit' | 'offset'>>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AnalysisChangesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalysisChanges'] = ResolversParentTypes['AnalysisChanges']> = ResolversObject<{
  carriedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  controls?: Resolver<Array<ResolversTypes['ControlChanges']>, ParentType, ContextType>;
  goneCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  previousAnalysis?: Resolver<ResolversTypes['Analysis'], ParentType, ContextType>;
  previousAnalysisUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sameFec?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unchangedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AnalysisFiscalYearResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalysisFiscalYear'] = ResolversParentTypes['AnalysisFiscalYear']> = ResolversObject<{
  end?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  outliers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outliersUnit?: Resolver<Maybe<ResolversTypes['PatternUnit']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['FiscalYearSource'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  suggestedEnd?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  suggestedStart?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
}>;

export type AnalysisPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalysisPage'] = ResolversParentTypes['AnalysisPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Analysis']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type AnalysisReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalysisReport'] = ResolversParentTypes['AnalysisReport']> = ResolversObject<{
  conformity?: Resolver<Maybe<ResolversTypes['FecConformity']>, ParentType, ContextType>;
  diagnosticCounts?: Resolver<Array<ResolversTypes['DiagnosticCount']>, ParentType, ContextType>;
  entries?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fiscalEnd?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  fiscalStart?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  fiscalYear?: Resolver<Maybe<ResolversTypes['AnalysisFiscalYear']>, ParentType, ContextType>;
  lines?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  raw?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  risk?: Resolver<Maybe<ResolversTypes['AnalysisRisk']>, ParentType, ContextType>;
  tester?: Resolver<Maybe<ResolversTypes['TesterVerdict']>, ParentType, ContextType>;
  totals?: Resolver<Maybe<ResolversTypes['AnalysisTotals']>, ParentType, ContextType>;
  unsupportedTests?: Resolver<Array<ResolversTypes['UnsupportedTest']>, ParentType, ContextType>;
}>;

export type AnalysisRiskResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalysisRisk'] = ResolversParentTypes['AnalysisRisk']> = ResolversObject<{
  entries?: Resolver<Array<ResolversTypes['RiskyEntry']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['RiskLevel'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AnalysisStatementsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalysisStatements'] = ResolversParentTypes['AnalysisStatements']> = ResolversObject<{
  continuity?: Resolver<Maybe<Array<ResolversTypes['OpeningContinuityLine']>>, ParentType, ContextType>;
  current?: Resolver<ResolversTypes['YearStatements'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  previous?: Resolver<Maybe<ResolversTypes['YearStatements']>, ParentType, ContextType>;
}>;

export type AnalysisTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnalysisTotals'] = ResolversParentTypes['AnalysisTotals']> = ResolversObject<{
  creditCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  creditEuros?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  debitCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  debitEuros?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ApiKeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = ResolversObject<{
  budgetCapacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  budgetRefillPerSecond?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdFrom?: Resolver<Maybe<ResolversTypes['ApiKeyCreation']>, ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['ApiKeyReview']>, ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['ApiKeyScope']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ApiKeyCreationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiKeyCreation'] = ResolversParentTypes['ApiKeyCreation']> = ResolversObject<{
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signedInAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  via?: Resolver<ResolversTypes['ApiKeyCreatedVia'], ParentType, ContextType>;
}>;

export type ApiKeyPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiKeyPage'] = ResolversParentTypes['ApiKeyPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type ApiKeyReviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiKeyReview'] = ResolversParentTypes['ApiKeyReview']> = ResolversObject<{
  reason?: Resolver<ResolversTypes['ApiKeyReviewReason'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  suspended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ApiKeyScopeInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiKeyScopeInfo'] = ResolversParentTypes['ApiKeyScopeInfo']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['ApiKeyScope'], ParentType, ContextType>;
}>;

export type AssignmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Assignment'] = ResolversParentTypes['Assignment']> = ResolversObject<{
  analysis?: Resolver<ResolversTypes['Analysis'], ParentType, ContextType>;
  analysisUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  controlId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  controlLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dossier?: Resolver<ResolversTypes['ReviewDossier'], ParentType, ContextType>;
  fecUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  review?: Resolver<ResolversTypes['Review'], ParentType, ContextType>;
}>;

export type AssignmentPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssignmentPage'] = ResolversParentTypes['AssignmentPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Assignment']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type AuthChallengeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthChallenge'] = ResolversParentTypes['AuthChallenge']> = ResolversObject<{
  name?: Resolver<ResolversTypes['ChallengeName'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuthTokensResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthTokens'] = ResolversParentTypes['AuthTokens']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  idToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BackOfficeAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackOfficeAccount'] = ResolversParentTypes['BackOfficeAccount']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fecsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  networkParentUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ownerEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type BackOfficeAccountDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackOfficeAccountDetail'] = ResolversParentTypes['BackOfficeAccountDetail']> = ResolversObject<{
  analyses?: Resolver<Array<ResolversTypes['BackOfficeAnalysis']>, ParentType, ContextType>;
  auditLog?: Resolver<Array<ResolversTypes['BackOfficeAuditEntry']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  credits?: Resolver<Array<ResolversTypes['BackOfficeCreditBalance']>, ParentType, ContextType>;
  fecs?: Resolver<Array<ResolversTypes['BackOfficeFec']>, ParentType, ContextType>;
  fecsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['BackOfficeInvoice']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  networkParentUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['BackOfficeAccountUser']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type BackOfficeAccountPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackOfficeAccountPage'] = ResolversParentTypes['BackOfficeAccountPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['BackOfficeAccount']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type BackOfficeAccountUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackOfficeAccountUser'] = ResolversParentTypes['BackOfficeAccountUser']> = ResolversObject<{
  blockedInAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  internalRoles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  invitationPending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invitedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['UserRole'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['UserState'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type BackOfficeAnalysisResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackOfficeAnalysis'] = ResolversParentTypes['BackOfficeAnalysis']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  correctedStatus?: Resolver<ResolversTypes['CorrectedStatus'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fecUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  heartbeatAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  jobId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AnalysisKind'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AnalysisStatus'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type BackOfficeAuditEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackOfficeAuditEntry'] = ResolversParentTypes['BackOfficeAuditEntry']> = ResolversObject<{
  actingAsEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BackOfficeCreditBalanceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackOfficeCreditBalance'] = ResolversParentTypes['BackOfficeCreditBalance']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CreditType'], ParentType, ContextType>;
}>;

export type BackOfficeFecResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackOfficeFec'] = ResolversParentTypes['BackOfficeFec']> = ResolversObject<{
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fiscalEnd?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  fiscalStart?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  lineCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  originalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siren?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['AnalysisStatus']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type BackOfficeImpersonationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackOfficeImpersonation'] = ResolversParentTypes['BackOfficeImpersonation']> = ResolversObject<{
  accountUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  write?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type BackOfficeInvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackOfficeInvoice'] = ResolversParentTypes['BackOfficeInvoice']> = ResolversObject<{
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['InvoiceKind'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  totalTtcCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type BackOfficeUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackOfficeUser'] = ResolversParentTypes['BackOfficeUser']> = ResolversObject<{
  accountsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  internalRoles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['UserState'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type BackOfficeUserPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackOfficeUserPage'] = ResolversParentTypes['BackOfficeUserPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['BackOfficeUser']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type BalanceSheetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BalanceSheet'] = ResolversParentTypes['BalanceSheet']> = ResolversObject<{
  assets?: Resolver<Array<ResolversTypes['StatementSection']>, ParentType, ContextType>;
  liabilities?: Resolver<Array<ResolversTypes['StatementSection']>, ParentType, ContextType>;
  totalAssetsCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalLiabilitiesCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type BillingAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BillingAddress'] = ResolversParentTypes['BillingAddress']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressComplement?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siren?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zipCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BrandingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Branding'] = ResolversParentTypes['Branding']> = ResolversObject<{
  indigoColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryBisColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  principalColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondaryColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = ResolversObject<{
  discountHtCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  paymentInProgress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pendingOrderUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  subtotalHtCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalHtCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalTtcCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatRateBasisPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CartItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fecName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fecUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  lineCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  offer?: Resolver<ResolversTypes['Offer'], ParentType, ContextType>;
  priceHtCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CategoryCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryCount'] = ResolversParentTypes['CategoryCount']> = ResolversObject<{
  category?: Resolver<ResolversTypes['ResultCategory'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CodeDeliveryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CodeDelivery'] = ResolversParentTypes['CodeDelivery']> = ResolversObject<{
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  medium?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CommentAuthorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommentAuthor'] = ResolversParentTypes['CommentAuthor']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CompanyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creationDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  nafCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siren?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CompanySizeOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanySizeOption'] = ResolversParentTypes['CompanySizeOption']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['CompanySize'], ParentType, ContextType>;
}>;

export type ConfirmCodePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmCodePayload'] = ResolversParentTypes['ConfirmCodePayload']> = ResolversObject<{
  confirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passwordRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ConnectorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Connector'] = ResolversParentTypes['Connector']> = ResolversObject<{
  activity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  autoRefresh?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fiscalYears?: Resolver<Array<ResolversTypes['ConnectorFiscalYear']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastSyncedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['ConnectorProviderId'], ParentType, ContextType>;
  siren?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tokenHint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ConnectorFiscalYearResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConnectorFiscalYear'] = ResolversParentTypes['ConnectorFiscalYear']> = ResolversObject<{
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastImport?: Resolver<Maybe<ResolversTypes['Fec']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
}>;

export type ConnectorImportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConnectorImport'] = ResolversParentTypes['ConnectorImport']> = ResolversObject<{
  fec?: Resolver<ResolversTypes['Fec'], ParentType, ContextType>;
}>;

export type ConnectorPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConnectorPage'] = ResolversParentTypes['ConnectorPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Connector']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type ConnectorProviderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConnectorProvider'] = ResolversParentTypes['ConnectorProvider']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ConnectorProviderId'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenHelp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ControlCatalogueEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ControlCatalogueEntry'] = ResolversParentTypes['ControlCatalogueEntry']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['ResultCategory']>, ParentType, ContextType>;
  controlId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cycle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AnalysisKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  params?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ControlChangesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ControlChanges'] = ResolversParentTypes['ControlChanges']> = ResolversObject<{
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  controlId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  goneCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  goneFindings?: Resolver<Array<ResolversTypes['Finding']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unchangedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ControlCommentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ControlComment'] = ResolversParentTypes['ControlComment']> = ResolversObject<{
  analysisUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['CommentAuthor']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carriedOver?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  controlId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ControlResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ControlResult'] = ResolversParentTypes['ControlResult']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['ControlComment']>, ParentType, ContextType>;
  controlId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cycle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  findings?: Resolver<ResolversTypes['FindingPage'], ParentType, ContextType, RequireFields<ControlResultFindingsArgs, 'limit' | 'offset'>>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pattern?: Resolver<Maybe<ResolversTypes['SystemicPattern']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['ResultCategory'], ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['Review']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType, RequireFields<ControlResultRowsArgs, 'limit'>>;
  theme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  truncatedMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CorrectedFecGenerationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CorrectedFecGeneration'] = ResolversParentTypes['CorrectedFecGeneration']> = ResolversObject<{
  analysis?: Resolver<Maybe<ResolversTypes['Analysis']>, ParentType, ContextType>;
  analysisUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  correctedStatus?: Resolver<ResolversTypes['CorrectedStatus'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CreatedApiKeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatedApiKey'] = ResolversParentTypes['CreatedApiKey']> = ResolversObject<{
  apiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreatedWebhookResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatedWebhook'] = ResolversParentTypes['CreatedWebhook']> = ResolversObject<{
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType>;
}>;

export type CreditConsumptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreditConsumption'] = ResolversParentTypes['CreditConsumption']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fromNetwork?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CreditType'], ParentType, ContextType>;
}>;

export type CreditLotResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreditLot'] = ResolversParentTypes['CreditLot']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  granted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offerCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CreditType'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CreditMovementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreditMovement'] = ResolversParentTypes['CreditMovement']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fecName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fecUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  forAccountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CreditMovementKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lotUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CreditType'], ParentType, ContextType>;
}>;

export type CreditMovementPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreditMovementPage'] = ResolversParentTypes['CreditMovementPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['CreditMovement']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type CreditTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreditTotals'] = ResolversParentTypes['CreditTotals']> = ResolversObject<{
  discount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dossier?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ecf?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  file?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CreditsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Credits'] = ResolversParentTypes['Credits']> = ResolversObject<{
  inherited?: Resolver<Maybe<ResolversTypes['InheritedCredits']>, ParentType, ContextType>;
  lots?: Resolver<Array<ResolversTypes['CreditLot']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['CreditTotals'], ParentType, ContextType>;
}>;

export type CrmCommonInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrmCommonInfo'] = ResolversParentTypes['CrmCommonInfo']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
}>;

export type CurrentAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CurrentAccount'] = ResolversParentTypes['CurrentAccount']> = ResolversObject<{
  featuresInAccount?: Resolver<ResolversTypes['AccountFeatures'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  networkParentUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['UserRole'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeclaredBoxResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeclaredBox'] = ResolversParentTypes['DeclaredBox']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  euros?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type DeclaredTaxReturnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeclaredTaxReturn'] = ResolversParentTypes['DeclaredTaxReturn']> = ResolversObject<{
  boxes?: Resolver<Array<ResolversTypes['DeclaredBox']>, ParentType, ContextType>;
  fecUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resultCents?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['DeclaredTaxReturnSource']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type DeleteAccountPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteAccountPayload'] = ResolversParentTypes['DeleteAccountPayload']> = ResolversObject<{
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deletedUsers?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type DeleteProfileResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteProfileResult'] = ResolversParentTypes['DeleteProfileResult']> = ResolversObject<{
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  transferredTo?: Resolver<Array<ResolversTypes['FecTransfer']>, ParentType, ContextType>;
}>;

export type DiagnosticCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DiagnosticCount'] = ResolversParentTypes['DiagnosticCount']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EcfCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EcfCheck'] = ResolversParentTypes['EcfCheck']> = ResolversObject<{
  figures?: Resolver<Array<ResolversTypes['EcfFigure']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EcfCheckStatus'], ParentType, ContextType>;
}>;

export type EcfChecklistItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EcfChecklistItem'] = ResolversParentTypes['EcfChecklistItem']> = ResolversObject<{
  checked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  checkedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  checkedBy?: Resolver<Maybe<ResolversTypes['ReviewPerson']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EcfConclusionEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EcfConclusionEntry'] = ResolversParentTypes['EcfConclusionEntry']> = ResolversObject<{
  actor?: Resolver<Maybe<ResolversTypes['ReviewPerson']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  conclusion?: Resolver<ResolversTypes['EcfConclusion'], ParentType, ContextType>;
  conclusionLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onBehalf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type EcfFigureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EcfFigure'] = ResolversParentTypes['EcfFigure']> = ResolversObject<{
  accounts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EcfMissionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EcfMission'] = ResolversParentTypes['EcfMission']> = ResolversObject<{
  analysis?: Resolver<ResolversTypes['Analysis'], ParentType, ContextType>;
  analysisUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  canSign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  companyAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ReviewPerson']>, ParentType, ContextType>;
  declaredIncomeRegime?: Resolver<Maybe<ResolversTypes['EcfIncomeRegime']>, ParentType, ContextType>;
  declaredVatRegime?: Resolver<Maybe<ResolversTypes['EcfVatRegime']>, ParentType, ContextType>;
  dossier?: Resolver<Maybe<ResolversTypes['ReviewDossier']>, ParentType, ContextType>;
  engagementLetterDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  fecName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fecUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fiscalEnd?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  fiscalStart?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  nextFecUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['EcfPoint']>, ParentType, ContextType>;
  previousFecUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['EcfProgress'], ParentType, ContextType>;
  providerAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  providerFirmName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reportUrls?: Resolver<ResolversTypes['EcfReportUrls'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sentBy?: Resolver<Maybe<ResolversTypes['ReviewPerson']>, ParentType, ContextType>;
  signatoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signatoryQuality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  signedBy?: Resolver<Maybe<ResolversTypes['ReviewPerson']>, ParentType, ContextType>;
  siren?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['EcfMissionState'], ParentType, ContextType>;
  stateLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vatOnDebits?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type EcfMissionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EcfMissionPage'] = ResolversParentTypes['EcfMissionPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['EcfMission']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type EcfPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EcfPoint'] = ResolversParentTypes['EcfPoint']> = ResolversObject<{
  blockedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canConclude?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  checklist?: Resolver<Array<ResolversTypes['EcfChecklistItem']>, ParentType, ContextType>;
  checks?: Resolver<Array<ResolversTypes['EcfCheck']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  concludedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  concludedBy?: Resolver<Maybe<ResolversTypes['ReviewPerson']>, ParentType, ContextType>;
  conclusion?: Resolver<Maybe<ResolversTypes['EcfConclusion']>, ParentType, ContextType>;
  conclusionLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  controls?: Resolver<Array<ResolversTypes['EcfPointControl']>, ParentType, ContextType>;
  expectation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['EcfConclusionEntry']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EcfPointControlResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EcfPointControl'] = ResolversParentTypes['EcfPointControl']> = ResolversObject<{
  controlId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  findingsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reviewStatus?: Resolver<ResolversTypes['ReviewStatus'], ParentType, ContextType>;
  reviewStatusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reviewed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type EcfProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EcfProgress'] = ResolversParentTypes['EcfProgress']> = ResolversObject<{
  concluded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EcfReportUrlsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EcfReportUrls'] = ResolversParentTypes['EcfReportUrls']> = ResolversObject<{
  docx?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EmailChangeRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailChangeRequest'] = ResolversParentTypes['EmailChangeRequest']> = ResolversObject<{
  codeSent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pendingEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FecResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Fec'] = ResolversParentTypes['Fec']> = ResolversObject<{
  analyses?: Resolver<Array<ResolversTypes['Analysis']>, ParentType, ContextType>;
  canWrite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  extra?: Resolver<ResolversTypes['FecExtra'], ParentType, ContextType>;
  fiscalEnd?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  fiscalStart?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  folder?: Resolver<ResolversTypes['Folder'], ParentType, ContextType>;
  folderUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latestAnalysis?: Resolver<Maybe<ResolversTypes['Analysis']>, ParentType, ContextType>;
  latestAnalysisUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  lineCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  priceHt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  revenueType?: Resolver<Maybe<ResolversTypes['RevenueType']>, ParentType, ContextType>;
  sha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siren?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['AnalysisStatus']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type FecAccessEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FecAccessEntry'] = ResolversParentTypes['FecAccessEntry']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['UserRole']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FecAccessType'], ParentType, ContextType>;
  write?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type FecAttachedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FecAttached'] = ResolversParentTypes['FecAttached']> = ResolversObject<{
  analysis?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  anonymous?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fecUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  inDatabase?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type FecDeletionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FecDeletion'] = ResolversParentTypes['FecDeletion']> = ResolversObject<{
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type FecExtraResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FecExtra'] = ResolversParentTypes['FecExtra']> = ResolversObject<{
  accountingResult?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  erp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  erpOther?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headcount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lettering?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  taxReturn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxReturnFilingDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  vatOnDebits?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type FecGroupAccessEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FecGroupAccessEntry'] = ResolversParentTypes['FecGroupAccessEntry']> = ResolversObject<{
  groupUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  write?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type FecOfferOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FecOfferOption'] = ResolversParentTypes['FecOfferOption']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offer?: Resolver<ResolversTypes['Offer'], ParentType, ContextType>;
  priceHtCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type FecOffersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FecOffers'] = ResolversParentTypes['FecOffers']> = ResolversObject<{
  currentOffer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fecUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['FecOfferOption']>, ParentType, ContextType>;
}>;

export type FecPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FecPage'] = ResolversParentTypes['FecPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Fec']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type FecTransferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FecTransfer'] = ResolversParentTypes['FecTransfer']> = ResolversObject<{
  accountUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type FecUploadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FecUpload'] = ResolversParentTypes['FecUpload']> = ResolversObject<{
  analysis?: Resolver<Maybe<ResolversTypes['Analysis']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fec?: Resolver<Maybe<ResolversTypes['Fec']>, ParentType, ContextType>;
  idempotencyKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FecUploadStatus'], ParentType, ContextType>;
  uploadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type FieldErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FindingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Finding'] = ResolversParentTypes['Finding']> = ResolversObject<{
  change?: Resolver<Maybe<ResolversTypes['FindingChange']>, ParentType, ContextType>;
  controlId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  review?: Resolver<ResolversTypes['Review'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
}>;

export type FindingPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FindingPage'] = ResolversParentTypes['FindingPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Finding']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  previousAnalysisUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type FiscalYearSuggestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FiscalYearSuggestion'] = ResolversParentTypes['FiscalYearSuggestion']> = ResolversObject<{
  fiscalEnd?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  fiscalStart?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  question?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['FiscalYearSource'], ParentType, ContextType>;
}>;

export type FolderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Folder'] = ResolversParentTypes['Folder']> = ResolversObject<{
  children?: Resolver<Array<ResolversTypes['Folder']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fecs?: Resolver<ResolversTypes['FecPage'], ParentType, ContextType, RequireFields<FolderFecsArgs, 'limit' | 'offset'>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nbFecs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nbFolders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Folder']>, ParentType, ContextType>;
  parentUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  path?: Resolver<Array<ResolversTypes['FolderPathItem']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type FolderDeletionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FolderDeletion'] = ResolversParentTypes['FolderDeletion']> = ResolversObject<{
  deleted?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  fecsMovedTo?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type FolderPathItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FolderPathItem'] = ResolversParentTypes['FolderPathItem']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type GeneralLedgerLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GeneralLedgerLine'] = ResolversParentTypes['GeneralLedgerLine']> = ResolversObject<{
  aux?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  balanceCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  creditCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  debitCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ecritureDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  ecritureNum?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  journalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pieceRef?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GeneralLedgerPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GeneralLedgerPage'] = ResolversParentTypes['GeneralLedgerPage']> = ResolversObject<{
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  aux?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  balanceCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  creditCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  debitCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['GeneralLedgerLine']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type GenerateReportPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GenerateReportPayload'] = ResolversParentTypes['GenerateReportPayload']> = ResolversObject<{
  reports?: Resolver<Array<ResolversTypes['Report']>, ParentType, ContextType>;
}>;

export type GroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Group'] = ResolversParentTypes['Group']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  memberUuids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type GroupPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupPage'] = ResolversParentTypes['GroupPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Group']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type ImpersonationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImpersonationPayload'] = ResolversParentTypes['ImpersonationPayload']> = ResolversObject<{
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
}>;

export type ImpersonationTargetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImpersonationTarget'] = ResolversParentTypes['ImpersonationTarget']> = ResolversObject<{
  accountUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  forceSeeAnalysisUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ImportFeatureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportFeature'] = ResolversParentTypes['ImportFeature']> = ResolversObject<{
  apiOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ImportSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportSettings'] = ResolversParentTypes['ImportSettings']> = ResolversObject<{
  extensions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  maxFileBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxFiles?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type IncomeStatementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IncomeStatement'] = ResolversParentTypes['IncomeStatement']> = ResolversObject<{
  resultCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['StatementSection']>, ParentType, ContextType>;
  totalChargesCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalProductsCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type InheritedCreditsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InheritedCredits'] = ResolversParentTypes['InheritedCredits']> = ResolversObject<{
  headAccountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['CreditTotals'], ParentType, ContextType>;
}>;

export type InvitationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvitationResult'] = ResolversParentTypes['InvitationResult']> = ResolversObject<{
  emailSent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type InvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = ResolversObject<{
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['InvoiceKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalHtCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalTtcCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vatCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InvoicePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoicePage'] = ResolversParentTypes['InvoicePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type KeyFiguresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KeyFigures'] = ResolversParentTypes['KeyFigures']> = ResolversObject<{
  chiffreAffairesCents?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ebeCents?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  resultatNetCents?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalBilanCents?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type MeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = ResolversObject<{
  availableRoles?: Resolver<Array<ResolversTypes['RoleOption']>, ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  countFoldersLevelOne?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentAccount?: Resolver<ResolversTypes['CurrentAccount'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  featuresInAccount?: Resolver<ResolversTypes['AccountFeatures'], ParentType, ContextType>;
  fecAttached?: Resolver<Maybe<ResolversTypes['FecAttached']>, ParentType, ContextType>;
  forceSeeAnalysisUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  hasOtherAccounts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  impersonated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  justConnected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  missingName?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nbFec?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  otherAccountsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingInvitations?: Resolver<Array<ResolversTypes['PendingInvitation']>, ParentType, ContextType>;
  permissions?: Resolver<ResolversTypes['Permissions'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  readOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['UserState'], ParentType, ContextType>;
  userDetails?: Resolver<ResolversTypes['UserDetails'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type MultiAnalysisResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MultiAnalysis'] = ResolversParentTypes['MultiAnalysis']> = ResolversObject<{
  analysis?: Resolver<ResolversTypes['Analysis'], ParentType, ContextType>;
  compared?: Resolver<Array<ResolversTypes['MultiAnalysisFec']>, ParentType, ContextType>;
  controls?: Resolver<Array<ResolversTypes['ControlResult']>, ParentType, ContextType, Partial<MultiAnalysisControlsArgs>>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fecs?: Resolver<Array<ResolversTypes['Fec']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['MultiAnalysisMode'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AnalysisStatus'], ParentType, ContextType>;
  summary?: Resolver<Array<ResolversTypes['CategoryCount']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type MultiAnalysisFecResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MultiAnalysisFec'] = ResolversParentTypes['MultiAnalysisFec']> = ResolversObject<{
  analysisUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fec?: Resolver<Maybe<ResolversTypes['Fec']>, ParentType, ContextType>;
  fecUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fiscalEnd?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  fiscalStart?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  siren?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptInvitation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'accountUuid'>>;
  acceptNetworkAffiliation?: Resolver<ResolversTypes['Network'], ParentType, ContextType, RequireFields<MutationAcceptNetworkAffiliationArgs, 'uuid'>>;
  addConnectorToken?: Resolver<ResolversTypes['Connector'], ParentType, ContextType, RequireFields<MutationAddConnectorTokenArgs, 'input'>>;
  addControlComment?: Resolver<ResolversTypes['ControlComment'], ParentType, ContextType, RequireFields<MutationAddControlCommentArgs, 'analysisUuid' | 'body' | 'controlId'>>;
  addToCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'input'>>;
  assignControl?: Resolver<ResolversTypes['Review'], ParentType, ContextType, RequireFields<MutationAssignControlArgs, 'analysisUuid' | 'controlId'>>;
  backOfficeBlockUser?: Resolver<ResolversTypes['UserState'], ParentType, ContextType, RequireFields<MutationBackOfficeBlockUserArgs, 'reason' | 'uuid'>>;
  backOfficeGrantCredits?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationBackOfficeGrantCreditsArgs, 'accountUuid' | 'amount' | 'reason' | 'type'>>;
  backOfficeInviteStaff?: Resolver<ResolversTypes['StaffInvitation'], ParentType, ContextType, RequireFields<MutationBackOfficeInviteStaffArgs, 'email' | 'roles'>>;
  backOfficeResendInvitation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationBackOfficeResendInvitationArgs, 'accountUuid' | 'userUuid'>>;
  backOfficeSetLogLevel?: Resolver<ResolversTypes['PlatformSettings'], ParentType, ContextType, RequireFields<MutationBackOfficeSetLogLevelArgs, 'level'>>;
  backOfficeSetMaintenance?: Resolver<ResolversTypes['PlatformSettings'], ParentType, ContextType, RequireFields<MutationBackOfficeSetMaintenanceArgs, 'on'>>;
  backOfficeSetStaffRoles?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationBackOfficeSetStaffRolesArgs, 'roles' | 'uuid'>>;
  backOfficeStartImpersonation?: Resolver<ResolversTypes['BackOfficeImpersonation'], ParentType, ContextType, RequireFields<MutationBackOfficeStartImpersonationArgs, 'accountUuid' | 'reason' | 'userUuid'>>;
  backOfficeUnblockUser?: Resolver<ResolversTypes['UserState'], ParentType, ContextType, RequireFields<MutationBackOfficeUnblockUserArgs, 'reason' | 'uuid'>>;
  blockUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationBlockUserArgs, 'uuid'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'previousPassword' | 'proposedPassword'>>;
  changeUserRole?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationChangeUserRoleArgs, 'role' | 'uuid'>>;
  checkout?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCheckoutArgs, 'input'>>;
  completeNewPassword?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationCompleteNewPasswordArgs, 'email' | 'newPassword' | 'session' | 'tokenDelivery'>>;
  completePaymentMethodSetup?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType, RequireFields<MutationCompletePaymentMethodSetupArgs, 'setupUuid'>>;
  concludeEcfPoint?: Resolver<ResolversTypes['EcfPoint'], ParentType, ContextType, RequireFields<MutationConcludeEcfPointArgs, 'conclusion' | 'missionUuid' | 'number'>>;
  confirmCode?: Resolver<ResolversTypes['ConfirmCodePayload'], ParentType, ContextType, RequireFields<MutationConfirmCodeArgs, 'code' | 'email'>>;
  confirmEmailChange?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationConfirmEmailChangeArgs, 'code'>>;
  createApiKey?: Resolver<ResolversTypes['CreatedApiKey'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'input'>>;
  createEcfMission?: Resolver<ResolversTypes['EcfMission'], ParentType, ContextType, RequireFields<MutationCreateEcfMissionArgs, 'input'>>;
  createFecUpload?: Resolver<ResolversTypes['FecUpload'], ParentType, ContextType, RequireFields<MutationCreateFecUploadArgs, 'input'>>;
  createFolder?: Resolver<ResolversTypes['Folder'], ParentType, ContextType, RequireFields<MutationCreateFolderArgs, 'name' | 'parentUuid'>>;
  createGroup?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationCreateGroupArgs, 'name'>>;
  createWebhook?: Resolver<ResolversTypes['CreatedWebhook'], ParentType, ContextType, RequireFields<MutationCreateWebhookArgs, 'input'>>;
  declineInvitation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeclineInvitationArgs, 'accountUuid'>>;
  declineNetworkAffiliation?: Resolver<ResolversTypes['Network'], ParentType, ContextType, RequireFields<MutationDeclineNetworkAffiliationArgs, 'uuid'>>;
  deleteAccount?: Resolver<ResolversTypes['DeleteAccountPayload'], ParentType, ContextType>;
  deleteConnector?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteConnectorArgs, 'uuid'>>;
  deleteControlComment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteControlCommentArgs, 'uuid'>>;
  deleteFec?: Resolver<ResolversTypes['FecDeletion'], ParentType, ContextType, RequireFields<MutationDeleteFecArgs, 'uuid'>>;
  deleteFolder?: Resolver<ResolversTypes['FolderDeletion'], ParentType, ContextType, RequireFields<MutationDeleteFolderArgs, 'uuid'>>;
  deleteGroup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteGroupArgs, 'uuid'>>;
  deleteMyProfile?: Resolver<ResolversTypes['DeleteProfileResult'], ParentType, ContextType>;
  deletePaymentMethod?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePaymentMethodArgs, 'uuid'>>;
  deleteReport?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteReportArgs, 'uuid'>>;
  deleteReviewAttachment?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteReviewAttachmentArgs, 'uuid'>>;
  deleteWebhook?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteWebhookArgs, 'uuid'>>;
  endNetworkAffiliation?: Resolver<ResolversTypes['Network'], ParentType, ContextType, RequireFields<MutationEndNetworkAffiliationArgs, 'uuid'>>;
  forgotPassword?: Resolver<ResolversTypes['CodeDelivery'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'email'>>;
  generateCorrectedFec?: Resolver<ResolversTypes['CorrectedFecGeneration'], ParentType, ContextType, RequireFields<MutationGenerateCorrectedFecArgs, 'fecUuid'>>;
  generateReport?: Resolver<ResolversTypes['GenerateReportPayload'], ParentType, ContextType, RequireFields<MutationGenerateReportArgs, 'input'>>;
  grantFecAccess?: Resolver<Array<ResolversTypes['FecAccessEntry']>, ParentType, ContextType, RequireFields<MutationGrantFecAccessArgs, 'confirmInvitation' | 'entries' | 'fecUuid'>>;
  grantFecGroupAccess?: Resolver<Array<ResolversTypes['FecGroupAccessEntry']>, ParentType, ContextType, RequireFields<MutationGrantFecGroupAccessArgs, 'entries' | 'fecUuid'>>;
  importFromConnector?: Resolver<ResolversTypes['ConnectorImport'], ParentType, ContextType, RequireFields<MutationImportFromConnectorArgs, 'input'>>;
  inviteNetworkMember?: Resolver<ResolversTypes['Network'], ParentType, ContextType, RequireFields<MutationInviteNetworkMemberArgs, 'email'>>;
  inviteUser?: Resolver<ResolversTypes['InvitationResult'], ParentType, ContextType, RequireFields<MutationInviteUserArgs, 'input'>>;
  keepApiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType, RequireFields<MutationKeepApiKeyArgs, 'uuid'>>;
  leaveImpersonation?: Resolver<ResolversTypes['ImpersonationPayload'], ParentType, ContextType>;
  markEcfMissionSent?: Resolver<ResolversTypes['EcfMission'], ParentType, ContextType, RequireFields<MutationMarkEcfMissionSentArgs, 'uuid'>>;
  moveFec?: Resolver<ResolversTypes['Fec'], ParentType, ContextType, RequireFields<MutationMoveFecArgs, 'folderUuid' | 'uuid'>>;
  moveFolder?: Resolver<ResolversTypes['Folder'], ParentType, ContextType, RequireFields<MutationMoveFolderArgs, 'parentUuid' | 'uuid'>>;
  paymentSandboxAuthenticate?: Resolver<ResolversTypes['PaymentSandboxResult'], ParentType, ContextType, RequireFields<MutationPaymentSandboxAuthenticateArgs, 'approve' | 'ref'>>;
  paymentSandboxSubmitSetup?: Resolver<ResolversTypes['PaymentSandboxResult'], ParentType, ContextType, RequireFields<MutationPaymentSandboxSubmitSetupArgs, 'input' | 'ref'>>;
  ping?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshConnector?: Resolver<ResolversTypes['Connector'], ParentType, ContextType, RequireFields<MutationRefreshConnectorArgs, 'uuid'>>;
  refreshSession?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, Partial<MutationRefreshSessionArgs>>;
  register?: Resolver<ResolversTypes['RegisterPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeFromCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationRemoveFromCartArgs, 'itemUuid'>>;
  removeUser?: Resolver<ResolversTypes['RemoveUserResult'], ParentType, ContextType, RequireFields<MutationRemoveUserArgs, 'uuid'>>;
  renameFolder?: Resolver<ResolversTypes['Folder'], ParentType, ContextType, RequireFields<MutationRenameFolderArgs, 'name' | 'uuid'>>;
  renameGroup?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationRenameGroupArgs, 'name' | 'uuid'>>;
  reopenAnalysisReview?: Resolver<ResolversTypes['ReviewSignOff'], ParentType, ContextType, RequireFields<MutationReopenAnalysisReviewArgs, 'analysisUuid' | 'reason'>>;
  replayWebhookDelivery?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationReplayWebhookDeliveryArgs, 'uuid'>>;
  requestRefund?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationRequestRefundArgs, 'orderUuid'>>;
  rerunAnalysis?: Resolver<ResolversTypes['Analysis'], ParentType, ContextType, RequireFields<MutationRerunAnalysisArgs, 'fecUuid'>>;
  resendCode?: Resolver<ResolversTypes['CodeDelivery'], ParentType, ContextType, RequireFields<MutationResendCodeArgs, 'email'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'code' | 'email' | 'newPassword'>>;
  revokeApiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'uuid'>>;
  revokeFecAccess?: Resolver<Array<ResolversTypes['FecAccessEntry']>, ParentType, ContextType, RequireFields<MutationRevokeFecAccessArgs, 'email' | 'fecUuid'>>;
  revokeFecGroupAccess?: Resolver<Array<ResolversTypes['FecGroupAccessEntry']>, ParentType, ContextType, RequireFields<MutationRevokeFecGroupAccessArgs, 'fecUuid' | 'groupUuid'>>;
  runMultiAnalysis?: Resolver<ResolversTypes['MultiAnalysis'], ParentType, ContextType, RequireFields<MutationRunMultiAnalysisArgs, 'fecUuids'>>;
  setConnectorAutoRefresh?: Resolver<ResolversTypes['Connector'], ParentType, ContextType, RequireFields<MutationSetConnectorAutoRefreshArgs, 'enabled' | 'uuid'>>;
  setCrmCommonInfo?: Resolver<Array<ResolversTypes['CrmCommonInfo']>, ParentType, ContextType, RequireFields<MutationSetCrmCommonInfoArgs, 'entry' | 'userUuid'>>;
  setCrmCommonInfos?: Resolver<Array<ResolversTypes['CrmCommonInfo']>, ParentType, ContextType, RequireFields<MutationSetCrmCommonInfosArgs, 'entries' | 'userUuid'>>;
  setDeclaredTaxReturn?: Resolver<ResolversTypes['DeclaredTaxReturn'], ParentType, ContextType, RequireFields<MutationSetDeclaredTaxReturnArgs, 'fecUuid' | 'input'>>;
  setDefaultPaymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType, RequireFields<MutationSetDefaultPaymentMethodArgs, 'uuid'>>;
  setEcfChecklistItem?: Resolver<ResolversTypes['EcfChecklistItem'], ParentType, ContextType, RequireFields<MutationSetEcfChecklistItemArgs, 'checked' | 'key' | 'missionUuid' | 'number'>>;
  setGroupMembers?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationSetGroupMembersArgs, 'memberUuids' | 'uuid'>>;
  setPasswordWithToken?: Resolver<ResolversTypes['PasswordSetResult'], ParentType, ContextType, RequireFields<MutationSetPasswordWithTokenArgs, 'password' | 'passwordConfirmation' | 'token'>>;
  setReview?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType, RequireFields<MutationSetReviewArgs, 'analysisUuid' | 'controlId' | 'status'>>;
  setWebhookEnabled?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationSetWebhookEnabledArgs, 'enabled' | 'uuid'>>;
  signEcfMission?: Resolver<ResolversTypes['EcfMission'], ParentType, ContextType, RequireFields<MutationSignEcfMissionArgs, 'uuid'>>;
  signIn?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'email' | 'password' | 'tokenDelivery'>>;
  signOffAnalysis?: Resolver<ResolversTypes['ReviewSignOff'], ParentType, ContextType, RequireFields<MutationSignOffAnalysisArgs, 'analysisUuid'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSignOutArgs, 'everywhere'>>;
  ssoLoginSeeAnalysis?: Resolver<ResolversTypes['SsoSignInPayload'], ParentType, ContextType, RequireFields<MutationSsoLoginSeeAnalysisArgs, 'accessToken' | 'refreshToken' | 'target'>>;
  ssoSignIn?: Resolver<ResolversTypes['SsoSignInPayload'], ParentType, ContextType, RequireFields<MutationSsoSignInArgs, 'accessToken' | 'refreshToken'>>;
  startImpersonation?: Resolver<ResolversTypes['ImpersonationPayload'], ParentType, ContextType, RequireFields<MutationStartImpersonationArgs, 'accountUuid' | 'userUuid'>>;
  startPaymentMethodSetup?: Resolver<ResolversTypes['PaymentMethodSetup'], ParentType, ContextType, RequireFields<MutationStartPaymentMethodSetupArgs, 'type'>>;
  switchAccount?: Resolver<ResolversTypes['Account'], ParentType, ContextType, RequireFields<MutationSwitchAccountArgs, 'accountUuid'>>;
  unblockUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUnblockUserArgs, 'uuid'>>;
  unlockFec?: Resolver<ResolversTypes['UnlockFecPayload'], ParentType, ContextType, RequireFields<MutationUnlockFecArgs, 'fecUuid'>>;
  updateAccount?: Resolver<ResolversTypes['Account'], ParentType, ContextType, RequireFields<MutationUpdateAccountArgs, 'input'>>;
  updateBillingAddress?: Resolver<ResolversTypes['BillingAddress'], ParentType, ContextType, RequireFields<MutationUpdateBillingAddressArgs, 'input'>>;
  updateEmail?: Resolver<ResolversTypes['EmailChangeRequest'], ParentType, ContextType, RequireFields<MutationUpdateEmailArgs, 'email'>>;
  updateFec?: Resolver<ResolversTypes['Fec'], ParentType, ContextType, RequireFields<MutationUpdateFecArgs, 'input' | 'uuid'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'input' | 'uuid'>>;
}>;

export type NetworkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Network'] = ResolversParentTypes['Network']> = ResolversObject<{
  head?: Resolver<Maybe<ResolversTypes['NetworkAffiliation']>, ParentType, ContextType>;
  invitations?: Resolver<Array<ResolversTypes['NetworkAffiliation']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['NetworkAffiliation']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['NetworkRole'], ParentType, ContextType>;
  withoutImportCredits?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type NetworkAffiliationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NetworkAffiliation'] = ResolversParentTypes['NetworkAffiliation']> = ResolversObject<{
  acceptedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['NetworkAffiliationStatus'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type OfferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Offer'] = ResolversParentTypes['Offer']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  credits?: Resolver<Array<ResolversTypes['OfferCredit']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OfferKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceHtCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priceTiers?: Resolver<Array<ResolversTypes['OfferPriceTier']>, ParentType, ContextType>;
}>;

export type OfferCreditResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfferCredit'] = ResolversParentTypes['OfferCredit']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CreditType'], ParentType, ContextType>;
  validityDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type OfferPriceTierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfferPriceTier'] = ResolversParentTypes['OfferPriceTier']> = ResolversObject<{
  maxLines?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priceHtCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OpeningContinuityLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpeningContinuityLine'] = ResolversParentTypes['OpeningContinuityLine']> = ResolversObject<{
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  differenceCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openingCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  previousClosingCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paymentMethodType?: Resolver<ResolversTypes['PaymentMethodType'], ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  totalHtCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalTtcCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vatCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrganizationTypeOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrganizationTypeOption'] = ResolversParentTypes['OrganizationTypeOption']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['OrganizationType'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PasswordSetResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PasswordSetResult'] = ResolversParentTypes['PasswordSetResult']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['UserState'], ParentType, ContextType>;
}>;

export type PaymentMethodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PaymentMethodType'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PaymentMethodSetupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentMethodSetup'] = ResolversParentTypes['PaymentMethodSetup']> = ResolversObject<{
  redirectUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  setupUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PaymentSandboxResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentSandboxResult'] = ResolversParentTypes['PaymentSandboxResult']> = ResolversObject<{
  returnUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PaymentSandboxStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentSandboxStep'] = ResolversParentTypes['PaymentSandboxStep']> = ResolversObject<{
  amountCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethodType?: Resolver<ResolversTypes['PaymentMethodType'], ParentType, ContextType>;
  ref?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  testInstruments?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PendingInvitationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingInvitation'] = ResolversParentTypes['PendingInvitation']> = ResolversObject<{
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  invitedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['UserRole']>, ParentType, ContextType>;
}>;

export type PermissionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Permissions'] = ResolversParentTypes['Permissions']> = ResolversObject<{
  can?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  routes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PlatformSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlatformSettings'] = ResolversParentTypes['PlatformSettings']> = ResolversObject<{
  logLevel?: Resolver<Maybe<ResolversTypes['LogLevel']>, ParentType, ContextType>;
  maintenance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maintenanceMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedByEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PlatformStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlatformStatus'] = ResolversParentTypes['PlatformStatus']> = ResolversObject<{
  maintenance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publisher?: Resolver<ResolversTypes['Publisher'], ParentType, ContextType>;
}>;

export type PositionOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PositionOption'] = ResolversParentTypes['PositionOption']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Position'], ParentType, ContextType>;
}>;

export type ProductDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductDocument'] = ResolversParentTypes['ProductDocument']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DocumentKind'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProfileOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfileOptions'] = ResolversParentTypes['ProfileOptions']> = ResolversObject<{
  companySizes?: Resolver<Array<ResolversTypes['CompanySizeOption']>, ParentType, ContextType>;
  organizationTypes?: Resolver<Array<ResolversTypes['OrganizationTypeOption']>, ParentType, ContextType>;
  positionsAccountingFirm?: Resolver<Array<ResolversTypes['PositionOption']>, ParentType, ContextType>;
  positionsCompany?: Resolver<Array<ResolversTypes['PositionOption']>, ParentType, ContextType>;
  turnovers?: Resolver<Array<ResolversTypes['TurnoverOption']>, ParentType, ContextType>;
}>;

export type PublisherResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Publisher'] = ResolversParentTypes['Publisher']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  accounts?: Resolver<ResolversTypes['AccountPage'], ParentType, ContextType, RequireFields<QueryAccountsArgs, 'limit' | 'offset'>>;
  analyses?: Resolver<ResolversTypes['AnalysisPage'], ParentType, ContextType, RequireFields<QueryAnalysesArgs, 'limit' | 'offset'>>;
  analysis?: Resolver<Maybe<ResolversTypes['Analysis']>, ParentType, ContextType, RequireFields<QueryAnalysisArgs, 'uuid'>>;
  apiKeyScopes?: Resolver<Array<ResolversTypes['ApiKeyScopeInfo']>, ParentType, ContextType>;
  apiKeys?: Resolver<ResolversTypes['ApiKeyPage'], ParentType, ContextType, Partial<QueryApiKeysArgs>>;
  backOfficeAccount?: Resolver<ResolversTypes['BackOfficeAccountDetail'], ParentType, ContextType, RequireFields<QueryBackOfficeAccountArgs, 'uuid'>>;
  backOfficeAccounts?: Resolver<ResolversTypes['BackOfficeAccountPage'], ParentType, ContextType, RequireFields<QueryBackOfficeAccountsArgs, 'limit' | 'offset'>>;
  backOfficePlatform?: Resolver<ResolversTypes['PlatformSettings'], ParentType, ContextType>;
  backOfficeStaff?: Resolver<Array<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  backOfficeUsers?: Resolver<ResolversTypes['BackOfficeUserPage'], ParentType, ContextType, RequireFields<QueryBackOfficeUsersArgs, 'limit' | 'offset'>>;
  billingAddress?: Resolver<ResolversTypes['BillingAddress'], ParentType, ContextType>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  checkEmailSso?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryCheckEmailSsoArgs, 'email'>>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType, RequireFields<QueryCompanyArgs, 'siren'>>;
  connector?: Resolver<Maybe<ResolversTypes['Connector']>, ParentType, ContextType, RequireFields<QueryConnectorArgs, 'uuid'>>;
  connectorProviders?: Resolver<Array<ResolversTypes['ConnectorProvider']>, ParentType, ContextType>;
  connectors?: Resolver<ResolversTypes['ConnectorPage'], ParentType, ContextType, Partial<QueryConnectorsArgs>>;
  controlCatalogue?: Resolver<Array<ResolversTypes['ControlCatalogueEntry']>, ParentType, ContextType, Partial<QueryControlCatalogueArgs>>;
  creditMovements?: Resolver<ResolversTypes['CreditMovementPage'], ParentType, ContextType, RequireFields<QueryCreditMovementsArgs, 'limit' | 'offset'>>;
  credits?: Resolver<ResolversTypes['Credits'], ParentType, ContextType>;
  crmCommonInfos?: Resolver<Maybe<Array<ResolversTypes['CrmCommonInfo']>>, ParentType, ContextType, RequireFields<QueryCrmCommonInfosArgs, 'userUuid'>>;
  currentAccount?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
  documentation?: Resolver<Array<ResolversTypes['ProductDocument']>, ParentType, ContextType>;
  ecfMission?: Resolver<Maybe<ResolversTypes['EcfMission']>, ParentType, ContextType, RequireFields<QueryEcfMissionArgs, 'uuid'>>;
  ecfMissions?: Resolver<ResolversTypes['EcfMissionPage'], ParentType, ContextType, RequireFields<QueryEcfMissionsArgs, 'limit' | 'offset'>>;
  fec?: Resolver<Maybe<ResolversTypes['Fec']>, ParentType, ContextType, RequireFields<QueryFecArgs, 'uuid'>>;
  fecAccess?: Resolver<Array<ResolversTypes['FecAccessEntry']>, ParentType, ContextType, RequireFields<QueryFecAccessArgs, 'fecUuid'>>;
  fecGroupAccess?: Resolver<Array<ResolversTypes['FecGroupAccessEntry']>, ParentType, ContextType, RequireFields<QueryFecGroupAccessArgs, 'fecUuid'>>;
  fecOffers?: Resolver<ResolversTypes['FecOffers'], ParentType, ContextType, RequireFields<QueryFecOffersArgs, 'fecUuid'>>;
  fecUpload?: Resolver<Maybe<ResolversTypes['FecUpload']>, ParentType, ContextType, RequireFields<QueryFecUploadArgs, 'uuid'>>;
  fecs?: Resolver<ResolversTypes['FecPage'], ParentType, ContextType, RequireFields<QueryFecsArgs, 'limit' | 'offset'>>;
  fiscalYearSuggestion?: Resolver<Maybe<ResolversTypes['FiscalYearSuggestion']>, ParentType, ContextType, RequireFields<QueryFiscalYearSuggestionArgs, 'fileName' | 'sample'>>;
  folder?: Resolver<Maybe<ResolversTypes['Folder']>, ParentType, ContextType, RequireFields<QueryFolderArgs, 'uuid'>>;
  folders?: Resolver<Array<Maybe<ResolversTypes['Folder']>>, ParentType, ContextType, RequireFields<QueryFoldersArgs, 'ids'>>;
  group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType, RequireFields<QueryGroupArgs, 'uuid'>>;
  groups?: Resolver<ResolversTypes['GroupPage'], ParentType, ContextType, RequireFields<QueryGroupsArgs, 'limit' | 'offset'>>;
  importSettings?: Resolver<ResolversTypes['ImportSettings'], ParentType, ContextType>;
  invoices?: Resolver<ResolversTypes['InvoicePage'], ParentType, ContextType, RequireFields<QueryInvoicesArgs, 'limit' | 'offset'>>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType, Partial<QueryMeArgs>>;
  multiAnalysis?: Resolver<Maybe<ResolversTypes['MultiAnalysis']>, ParentType, ContextType, RequireFields<QueryMultiAnalysisArgs, 'uuid'>>;
  myAssignments?: Resolver<ResolversTypes['AssignmentPage'], ParentType, ContextType, RequireFields<QueryMyAssignmentsArgs, 'limit' | 'offset'>>;
  network?: Resolver<ResolversTypes['Network'], ParentType, ContextType>;
  offers?: Resolver<Array<ResolversTypes['Offer']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'uuid'>>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  paymentSandboxStep?: Resolver<Maybe<ResolversTypes['PaymentSandboxStep']>, ParentType, ContextType, RequireFields<QueryPaymentSandboxStepArgs, 'ref'>>;
  platformStatus?: Resolver<ResolversTypes['PlatformStatus'], ParentType, ContextType>;
  profileOptions?: Resolver<ResolversTypes['ProfileOptions'], ParentType, ContextType>;
  report?: Resolver<Maybe<ResolversTypes['Report']>, ParentType, ContextType, RequireFields<QueryReportArgs, 'uuid'>>;
  reportLimits?: Resolver<ResolversTypes['ReportLimits'], ParentType, ContextType>;
  reports?: Resolver<ResolversTypes['ReportPage'], ParentType, ContextType, Partial<QueryReportsArgs>>;
  schemaVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'uuid'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'limit' | 'offset'>>;
  webhook?: Resolver<Maybe<ResolversTypes['Webhook']>, ParentType, ContextType, RequireFields<QueryWebhookArgs, 'uuid'>>;
  webhooks?: Resolver<ResolversTypes['WebhookPage'], ParentType, ContextType, Partial<QueryWebhooksArgs>>;
}>;

export type ReconciliationLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReconciliationLine'] = ResolversParentTypes['ReconciliationLine']> = ResolversObject<{
  accounts?: Resolver<Array<ResolversTypes['AccountContribution']>, ParentType, ContextType, RequireFields<ReconciliationLineAccountsArgs, 'limit'>>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  computed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  declared?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  difference?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  explanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RegisterPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterPayload'] = ResolversParentTypes['RegisterPayload']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['UserState'], ParentType, ContextType>;
  userConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type RemoveUserResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RemoveUserResult'] = ResolversParentTypes['RemoveUserResult']> = ResolversObject<{
  fecsTransferred?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  transferredTo?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Report'] = ResolversParentTypes['Report']> = ResolversObject<{
  byCycle?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['ResultCategory']>, ParentType, ContextType>;
  controlIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creatorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creatorUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fecUuids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  fecs?: Resolver<Array<Maybe<ResolversTypes['Fec']>>, ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['ReportFile']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  formats?: Resolver<Array<ResolversTypes['ReportFormat']>, ParentType, ContextType>;
  internalNotes?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  merged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReportStatus'], ParentType, ContextType>;
  themes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ReportFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportFile'] = ResolversParentTypes['ReportFile']> = ResolversObject<{
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['ReportFormat'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReportLimitsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportLimits'] = ResolversParentTypes['ReportLimits']> = ResolversObject<{
  keptDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxFecs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxMerged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nameMaxLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReportPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportPage'] = ResolversParentTypes['ReportPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Report']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type ReviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = ResolversObject<{
  assignedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  assignedBy?: Resolver<Maybe<ResolversTypes['ReviewPerson']>, ParentType, ContextType>;
  assignee?: Resolver<Maybe<ResolversTypes['ReviewPerson']>, ParentType, ContextType>;
  attachments?: Resolver<Array<ResolversTypes['ReviewAttachment']>, ParentType, ContextType>;
  carriedOver?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['ReviewHistoryEntry']>, ParentType, ContextType>;
  justification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  setAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  setBy?: Resolver<Maybe<ResolversTypes['ReviewPerson']>, ParentType, ContextType>;
  setInAnalysisUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReviewStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type ReviewAttachmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewAttachment'] = ResolversParentTypes['ReviewAttachment']> = ResolversObject<{
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uploadedBy?: Resolver<Maybe<ResolversTypes['ReviewPerson']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ReviewDossierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewDossier'] = ResolversParentTypes['ReviewDossier']> = ResolversObject<{
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fiscalEnd?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  siren?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ReviewHistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewHistoryEntry'] = ResolversParentTypes['ReviewHistoryEntry']> = ResolversObject<{
  actor?: Resolver<Maybe<ResolversTypes['ReviewPerson']>, ParentType, ContextType>;
  analysisUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  assignee?: Resolver<Maybe<ResolversTypes['ReviewPerson']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  justification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ReviewHistoryKind'], ParentType, ContextType>;
  onBehalf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['ReviewStatus']>, ParentType, ContextType>;
  statusLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ReviewPersonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewPerson'] = ResolversParentTypes['ReviewPerson']> = ResolversObject<{
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ReviewProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewProgress'] = ResolversParentTypes['ReviewProgress']> = ResolversObject<{
  findingsReviewed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reviewed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReviewSignOffResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewSignOff'] = ResolversParentTypes['ReviewSignOff']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  analysisUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reopenReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reopenedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reopenedBy?: Resolver<Maybe<ResolversTypes['ReviewPerson']>, ParentType, ContextType>;
  signedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  signedBy?: Resolver<Maybe<ResolversTypes['ReviewPerson']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type RiskyEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RiskyEntry'] = ResolversParentTypes['RiskyEntry']> = ResolversObject<{
  amountCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  controlIds?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  ecritureDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  ecritureNum?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  journalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RoleOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoleOption'] = ResolversParentTypes['RoleOption']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['UserRole'], ParentType, ContextType>;
}>;

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = ResolversObject<{
  connected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['SessionExpiry']>, ParentType, ContextType>;
  forceSeeAnalysisUuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  impersonating?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  impersonation?: Resolver<Maybe<ResolversTypes['ImpersonationTarget']>, ParentType, ContextType>;
  tokenDelivery?: Resolver<Maybe<ResolversTypes['TokenDelivery']>, ParentType, ContextType>;
}>;

export type SessionExpiryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionExpiry'] = ResolversParentTypes['SessionExpiry']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezoneType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SignInPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignInPayload'] = ResolversParentTypes['SignInPayload']> = ResolversObject<{
  attributes?: Resolver<Array<ResolversTypes['UserAttribute']>, ParentType, ContextType>;
  challenge?: Resolver<Maybe<ResolversTypes['AuthChallenge']>, ParentType, ContextType>;
  connected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  tokens?: Resolver<Maybe<ResolversTypes['AuthTokens']>, ParentType, ContextType>;
}>;

export type SsoFeatureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SsoFeature'] = ResolversParentTypes['SsoFeature']> = ResolversObject<{
  domains?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SsoSignInPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SsoSignInPayload'] = ResolversParentTypes['SsoSignInPayload']> = ResolversObject<{
  attributes?: Resolver<Array<ResolversTypes['UserAttribute']>, ParentType, ContextType>;
  connected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
}>;

export type StaffInvitationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffInvitation'] = ResolversParentTypes['StaffInvitation']> = ResolversObject<{
  emailSent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  member?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType>;
}>;

export type StaffMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffMember'] = ResolversParentTypes['StaffMember']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  internalRoles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['UserState'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type StatementFigureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementFigure'] = ResolversParentTypes['StatementFigure']> = ResolversObject<{
  accounts?: Resolver<Array<ResolversTypes['AccountContribution']>, ParentType, ContextType, RequireFields<StatementFigureAccountsArgs, 'limit'>>;
  amountCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StatementNoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementNote'] = ResolversParentTypes['StatementNote']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StatementRatiosResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementRatios'] = ResolversParentTypes['StatementRatios']> = ResolversObject<{
  bfrCents?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  delaiClients?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  delaiFournisseurs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  endettement?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  liquidite?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  margeRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type StatementSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementSection'] = ResolversParentTypes['StatementSection']> = ResolversObject<{
  figures?: Resolver<Array<ResolversTypes['StatementFigure']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type SystemicPatternResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SystemicPattern'] = ResolversParentTypes['SystemicPattern']> = ResolversObject<{
  affected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  population?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['PatternUnit'], ParentType, ContextType>;
}>;

export type TaxReturnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaxReturn'] = ResolversParentTypes['TaxReturn']> = ResolversObject<{
  boxes?: Resolver<Array<ResolversTypes['TaxReturnBox']>, ParentType, ContextType>;
  form?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formReason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TaxReturnBoxResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaxReturnBox'] = ResolversParentTypes['TaxReturnBox']> = ResolversObject<{
  accounts?: Resolver<Array<ResolversTypes['AccountContribution']>, ParentType, ContextType, RequireFields<TaxReturnBoxAccountsArgs, 'limit'>>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  euros?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TaxReturnReconciliationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaxReturnReconciliation'] = ResolversParentTypes['TaxReturnReconciliation']> = ResolversObject<{
  declared?: Resolver<ResolversTypes['DeclaredTaxReturn'], ParentType, ContextType>;
  differences?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  form?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ReconciliationLine']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['StatementNote']>, ParentType, ContextType>;
}>;

export type TesterFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TesterField'] = ResolversParentTypes['TesterField']> = ResolversObject<{
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TesterModeVerdictResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TesterModeVerdict'] = ResolversParentTypes['TesterModeVerdict']> = ResolversObject<{
  mode?: Resolver<ResolversTypes['TesterMode'], ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['FecConformity'], ParentType, ContextType>;
}>;

export type TesterReasonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TesterReason'] = ResolversParentTypes['TesterReason']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  column?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fixable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['TesterSeverity'], ParentType, ContextType>;
}>;

export type TesterVerdictResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TesterVerdict'] = ResolversParentTypes['TesterVerdict']> = ResolversObject<{
  byMode?: Resolver<Array<ResolversTypes['TesterModeVerdict']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['TesterField']>, ParentType, ContextType>;
  fixable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['TesterMode'], ParentType, ContextType>;
  modeReason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['TesterReason']>, ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['FecConformity'], ParentType, ContextType>;
}>;

export type TrialBalancePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrialBalancePage'] = ResolversParentTypes['TrialBalancePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['TrialBalanceRow']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['TrialBalanceTotals'], ParentType, ContextType>;
}>;

export type TrialBalanceRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrialBalanceRow'] = ResolversParentTypes['TrialBalanceRow']> = ResolversObject<{
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountClass?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  aux?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closingCreditCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  closingDebitCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  creditCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  debitCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openingCreditCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  openingDebitCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type TrialBalanceTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrialBalanceTotals'] = ResolversParentTypes['TrialBalanceTotals']> = ResolversObject<{
  closingCreditCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  closingDebitCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  creditCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  debitCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  openingCreditCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  openingDebitCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type TurnoverOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TurnoverOption'] = ResolversParentTypes['TurnoverOption']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Turnover'], ParentType, ContextType>;
}>;

export type UnlockFecPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnlockFecPayload'] = ResolversParentTypes['UnlockFecPayload']> = ResolversObject<{
  consumed?: Resolver<Array<ResolversTypes['CreditConsumption']>, ParentType, ContextType>;
  fec?: Resolver<ResolversTypes['Fec'], ParentType, ContextType>;
}>;

export type UnsupportedTestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnsupportedTest'] = ResolversParentTypes['UnsupportedTest']> = ResolversObject<{
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  test?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companySize?: Resolver<Maybe<ResolversTypes['CompanySize']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobilePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  officePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizationType?: Resolver<Maybe<ResolversTypes['OrganizationType']>, ParentType, ContextType>;
  organizationTypeOther?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Position']>, ParentType, ContextType>;
  positionOther?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['UserRole']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['UserState'], ParentType, ContextType>;
  turnover?: Resolver<Maybe<ResolversTypes['Turnover']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type UserAttributeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserAttribute'] = ResolversParentTypes['UserAttribute']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserDetailsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserDetails'] = ResolversParentTypes['UserDetails']> = ResolversObject<{
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UserPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type WebhookResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Webhook'] = ResolversParentTypes['Webhook']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveries?: Resolver<ResolversTypes['WebhookDeliveryPage'], ParentType, ContextType, Partial<WebhookDeliveriesArgs>>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['WebhookEvent']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type WebhookDeliveryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['WebhookEvent'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastStatusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type WebhookDeliveryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookDeliveryPage'] = ResolversParentTypes['WebhookDeliveryPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type WebhookPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookPage'] = ResolversParentTypes['WebhookPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Webhook']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type YearStatementsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['YearStatements'] = ResolversParentTypes['YearStatements']> = ResolversObject<{
  balanceSheet?: Resolver<Maybe<ResolversTypes['BalanceSheet']>, ParentType, ContextType>;
  fiscalEnd?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  fiscalStart?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  incomeStatement?: Resolver<Maybe<ResolversTypes['IncomeStatement']>, ParentType, ContextType>;
  keyFigures?: Resolver<ResolversTypes['KeyFigures'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['StatementNote']>, ParentType, ContextType>;
  ratios?: Resolver<Maybe<ResolversTypes['StatementRatios']>, ParentType, ContextType>;
  sig?: Resolver<Maybe<Array<ResolversTypes['StatementFigure']>>, ParentType, ContextType>;
  taxForm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  Account?: AccountResolvers<ContextType>;
  AccountContribution?: AccountContributionResolvers<ContextType>;
  AccountFeatures?: AccountFeaturesResolvers<ContextType>;
  AccountPage?: AccountPageResolvers<ContextType>;
  Analysis?: AnalysisResolvers<ContextType>;
  AnalysisChanges?: AnalysisChangesResolvers<ContextType>;
  AnalysisFiscalYear?: AnalysisFiscalYearResolvers<ContextType>;
  AnalysisPage?: AnalysisPageResolvers<ContextType>;
  AnalysisReport?: AnalysisReportResolvers<ContextType>;
  AnalysisRisk?: AnalysisRiskResolvers<ContextType>;
  AnalysisStatements?: AnalysisStatementsResolvers<ContextType>;
  AnalysisTotals?: AnalysisTotalsResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  ApiKeyCreation?: ApiKeyCreationResolvers<ContextType>;
  ApiKeyPage?: ApiKeyPageResolvers<ContextType>;
  ApiKeyReview?: ApiKeyReviewResolvers<ContextType>;
  ApiKeyScopeInfo?: ApiKeyScopeInfoResolvers<ContextType>;
  Assignment?: AssignmentResolvers<ContextType>;
  AssignmentPage?: AssignmentPageResolvers<ContextType>;
  AuthChallenge?: AuthChallengeResolvers<ContextType>;
  AuthTokens?: AuthTokensResolvers<ContextType>;
  BackOfficeAccount?: BackOfficeAccountResolvers<ContextType>;
  BackOfficeAccountDetail?: BackOfficeAccountDetailResolvers<ContextType>;
  BackOfficeAccountPage?: BackOfficeAccountPageResolvers<ContextType>;
  BackOfficeAccountUser?: BackOfficeAccountUserResolvers<ContextType>;
  BackOfficeAnalysis?: BackOfficeAnalysisResolvers<ContextType>;
  BackOfficeAuditEntry?: BackOfficeAuditEntryResolvers<ContextType>;
  BackOfficeCreditBalance?: BackOfficeCreditBalanceResolvers<ContextType>;
  BackOfficeFec?: BackOfficeFecResolvers<ContextType>;
  BackOfficeImpersonation?: BackOfficeImpersonationResolvers<ContextType>;
  BackOfficeInvoice?: BackOfficeInvoiceResolvers<ContextType>;
  BackOfficeUser?: BackOfficeUserResolvers<ContextType>;
  BackOfficeUserPage?: BackOfficeUserPageResolvers<ContextType>;
  BalanceSheet?: BalanceSheetResolvers<ContextType>;
  BillingAddress?: BillingAddressResolvers<ContextType>;
  Branding?: BrandingResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CategoryCount?: CategoryCountResolvers<ContextType>;
  CodeDelivery?: CodeDeliveryResolvers<ContextType>;
  CommentAuthor?: CommentAuthorResolvers<ContextType>;
  Company?: CompanyResolvers<ContextType>;
  CompanySizeOption?: CompanySizeOptionResolvers<ContextType>;
  ConfirmCodePayload?: ConfirmCodePayloadResolvers<ContextType>;
  Connector?: ConnectorResolvers<ContextType>;
  ConnectorFiscalYear?: ConnectorFiscalYearResolvers<ContextType>;
  ConnectorImport?: ConnectorImportResolvers<ContextType>;
  ConnectorPage?: ConnectorPageResolvers<ContextType>;
  ConnectorProvider?: ConnectorProviderResolvers<ContextType>;
  ControlCatalogueEntry?: ControlCatalogueEntryResolvers<ContextType>;
  ControlChanges?: ControlChangesResolvers<ContextType>;
  ControlComment?: ControlCommentResolvers<ContextType>;
  ControlResult?: ControlResultResolvers<ContextType>;
  CorrectedFecGeneration?: CorrectedFecGenerationResolvers<ContextType>;
  CreatedApiKey?: CreatedApiKeyResolvers<ContextType>;
  CreatedWebhook?: CreatedWebhookResolvers<ContextType>;
  CreditConsumption?: CreditConsumptionResolvers<ContextType>;
  CreditLot?: CreditLotResolvers<ContextType>;
  CreditMovement?: CreditMovementResolvers<ContextType>;
  CreditMovementPage?: CreditMovementPageResolvers<ContextType>;
  CreditTotals?: CreditTotalsResolvers<ContextType>;
  Credits?: CreditsResolvers<ContextType>;
  CrmCommonInfo?: CrmCommonInfoResolvers<ContextType>;
  CurrentAccount?: CurrentAccountResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeclaredBox?: DeclaredBoxResolvers<ContextType>;
  DeclaredTaxReturn?: DeclaredTaxReturnResolvers<ContextType>;
  DeleteAccountPayload?: DeleteAccountPayloadResolvers<ContextType>;
  DeleteProfileResult?: DeleteProfileResultResolvers<ContextType>;
  DiagnosticCount?: DiagnosticCountResolvers<ContextType>;
  EcfCheck?: EcfCheckResolvers<ContextType>;
  EcfChecklistItem?: EcfChecklistItemResolvers<ContextType>;
  EcfConclusionEntry?: EcfConclusionEntryResolvers<ContextType>;
  EcfFigure?: EcfFigureResolvers<ContextType>;
  EcfMission?: EcfMissionResolvers<ContextType>;
  EcfMissionPage?: EcfMissionPageResolvers<ContextType>;
  EcfPoint?: EcfPointResolvers<ContextType>;
  EcfPointControl?: EcfPointControlResolvers<ContextType>;
  EcfProgress?: EcfProgressResolvers<ContextType>;
  EcfReportUrls?: EcfReportUrlsResolvers<ContextType>;
  EmailChangeRequest?: EmailChangeRequestResolvers<ContextType>;
  Fec?: FecResolvers<ContextType>;
  FecAccessEntry?: FecAccessEntryResolvers<ContextType>;
  FecAttached?: FecAttachedResolvers<ContextType>;
  FecDeletion?: FecDeletionResolvers<ContextType>;
  FecExtra?: FecExtraResolvers<ContextType>;
  FecGroupAccessEntry?: FecGroupAccessEntryResolvers<ContextType>;
  FecOfferOption?: FecOfferOptionResolvers<ContextType>;
  FecOffers?: FecOffersResolvers<ContextType>;
  FecPage?: FecPageResolvers<ContextType>;
  FecTransfer?: FecTransferResolvers<ContextType>;
  FecUpload?: FecUploadResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  Finding?: FindingResolvers<ContextType>;
  FindingPage?: FindingPageResolvers<ContextType>;
  FiscalYearSuggestion?: FiscalYearSuggestionResolvers<ContextType>;
  Folder?: FolderResolvers<ContextType>;
  FolderDeletion?: FolderDeletionResolvers<ContextType>;
  FolderPathItem?: FolderPathItemResolvers<ContextType>;
  GeneralLedgerLine?: GeneralLedgerLineResolvers<ContextType>;
  GeneralLedgerPage?: GeneralLedgerPageResolvers<ContextType>;
  GenerateReportPayload?: GenerateReportPayloadResolvers<ContextType>;
  Group?: GroupResolvers<ContextType>;
  GroupPage?: GroupPageResolvers<ContextType>;
  ImpersonationPayload?: ImpersonationPayloadResolvers<ContextType>;
  ImpersonationTarget?: ImpersonationTargetResolvers<ContextType>;
  ImportFeature?: ImportFeatureResolvers<ContextType>;
  ImportSettings?: ImportSettingsResolvers<ContextType>;
  IncomeStatement?: IncomeStatementResolvers<ContextType>;
  InheritedCredits?: InheritedCreditsResolvers<ContextType>;
  InvitationResult?: InvitationResultResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoicePage?: InvoicePageResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  KeyFigures?: KeyFiguresResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  MultiAnalysis?: MultiAnalysisResolvers<ContextType>;
  MultiAnalysisFec?: MultiAnalysisFecResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Network?: NetworkResolvers<ContextType>;
  NetworkAffiliation?: NetworkAffiliationResolvers<ContextType>;
  Offer?: OfferResolvers<ContextType>;
  OfferCredit?: OfferCreditResolvers<ContextType>;
  OfferPriceTier?: OfferPriceTierResolvers<ContextType>;
  OpeningContinuityLine?: OpeningContinuityLineResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrganizationTypeOption?: OrganizationTypeOptionResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PasswordSetResult?: PasswordSetResultResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PaymentMethodSetup?: PaymentMethodSetupResolvers<ContextType>;
  PaymentSandboxResult?: PaymentSandboxResultResolvers<ContextType>;
  PaymentSandboxStep?: PaymentSandboxStepResolvers<ContextType>;
  PendingInvitation?: PendingInvitationResolvers<ContextType>;
  Permissions?: PermissionsResolvers<ContextType>;
  PlatformSettings?: PlatformSettingsResolvers<ContextType>;
  PlatformStatus?: PlatformStatusResolvers<ContextType>;
  PositionOption?: PositionOptionResolvers<ContextType>;
  ProductDocument?: ProductDocumentResolvers<ContextType>;
  ProfileOptions?: ProfileOptionsResolvers<ContextType>;
  Publisher?: PublisherResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReconciliationLine?: ReconciliationLineResolvers<ContextType>;
  RegisterPayload?: RegisterPayloadResolvers<ContextType>;
  RemoveUserResult?: RemoveUserResultResolvers<ContextType>;
  Report?: ReportResolvers<ContextType>;
  ReportFile?: ReportFileResolvers<ContextType>;
  ReportLimits?: ReportLimitsResolvers<ContextType>;
  ReportPage?: ReportPageResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewAttachment?: ReviewAttachmentResolvers<ContextType>;
  ReviewDossier?: ReviewDossierResolvers<ContextType>;
  ReviewHistoryEntry?: ReviewHistoryEntryResolvers<ContextType>;
  ReviewPerson?: ReviewPersonResolvers<ContextType>;
  ReviewProgress?: ReviewProgressResolvers<ContextType>;
  ReviewSignOff?: ReviewSignOffResolvers<ContextType>;
  RiskyEntry?: RiskyEntryResolvers<ContextType>;
  RoleOption?: RoleOptionResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SessionExpiry?: SessionExpiryResolvers<ContextType>;
  SignInPayload?: SignInPayloadResolvers<ContextType>;
  SsoFeature?: SsoFeatureResolvers<ContextType>;
  SsoSignInPayload?: SsoSignInPayloadResolvers<ContextType>;
  StaffInvitation?: StaffInvitationResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
  StatementFigure?: StatementFigureResolvers<ContextType>;
  StatementNote?: StatementNoteResolvers<ContextType>;
  StatementRatios?: StatementRatiosResolvers<ContextType>;
  StatementSection?: StatementSectionResolvers<ContextType>;
  SystemicPattern?: SystemicPatternResolvers<ContextType>;
  TaxReturn?: TaxReturnResolvers<ContextType>;
  TaxReturnBox?: TaxReturnBoxResolvers<ContextType>;
  TaxReturnReconciliation?: TaxReturnReconciliationResolvers<ContextType>;
  TesterField?: TesterFieldResolvers<ContextType>;
  TesterModeVerdict?: TesterModeVerdictResolvers<ContextType>;
  TesterReason?: TesterReasonResolvers<ContextType>;
  TesterVerdict?: TesterVerdictResolvers<ContextType>;
  TrialBalancePage?: TrialBalancePageResolvers<ContextType>;
  TrialBalanceRow?: TrialBalanceRowResolvers<ContextType>;
  TrialBalanceTotals?: TrialBalanceTotalsResolvers<ContextType>;
  TurnoverOption?: TurnoverOptionResolvers<ContextType>;
  UnlockFecPayload?: UnlockFecPayloadResolvers<ContextType>;
  UnsupportedTest?: UnsupportedTestResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserAttribute?: UserAttributeResolvers<ContextType>;
  UserDetails?: UserDetailsResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  Webhook?: WebhookResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryPage?: WebhookDeliveryPageResolvers<ContextType>;
  WebhookPage?: WebhookPageResolvers<ContextType>;
  YearStatements?: YearStatementsResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GatewayContext> = ResolversObject<{
  listSize?: ListSizeDirectiveResolver<any, any, ContextType>;
}>;
