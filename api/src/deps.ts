import type { FastifyBaseLogger } from 'fastify';
import type { ApiConfig } from './config/config';
import type { ApiDb } from './db/database';
import type { RevocationList } from './auth/revocation-list';
import type { TokenVerifier } from './auth/token-verifier';
import type { CallerCache } from './auth/caller-cache';
import type { IdentityPort } from './identity/identity-port';
import type { Storage } from './storage/storage';
import type { AnalysisQueue } from './jobs/analysis-queue';
import type { CompanyDirectory } from './companies/company-directory';
import type { Mailer } from './mail/mailer';
import type { PaymentGateway } from './payments/payment-gateway';
import type { FecLifecycle } from './fecs/fec-lifecycle';
import type { AnalysisWork } from './analyses/analysis-work';
import type { CartHolds } from './billing/cart';
import type { HeirTransfer } from './memberships/heir-transfer';
import type { SessionsEnded } from './auth/sessions-ended';
import type { ReportQueue } from './reports/report-queue';
import type { SecretBox } from './crypto/secret-box';
import type { ConnectorQueue } from './connectors/connector-queue';
import type { ConnectorProviders } from './connectors/providers/provider';

/** Everything a route or service needs, built once at start (server.ts, or the tests' harness). */
export interface ApiDeps {
  db: ApiDb;
  config: ApiConfig;
  identity: IdentityPort;
  verifyToken: TokenVerifier;
  /** Signed-out sessions, checked after every token verification. */
  revocations: RevocationList;
  /** Callers kept per access token while nothing they are made of changes (PGlite only; auth/caller-cache). */
  callers?: CallerCache | null;
  storage: Storage;
  queue: AnalysisQueue;
  /** SIREN lookup: the public directory, or offline. */
  companies: CompanyDirectory;
  /** Invitations and account notices: SMTP, or the outbox when none is configured. */
  mail: Mailer;
  /** Payments: the embedded sandbox, or Stripe when configured. */
  payments: PaymentGateway;
  /** Offer, lock and price of new FECs; refusals before deleting FECs (billing/, through a port). */
  fecLifecycle: FecLifecycle;
  /** The dossier an analysis' work (comments) belongs to, and whether it may change (review/, through a port). */
  analysisWork: AnalysisWork;
  /** Ends a payment holding the cart for an abandoned authentication before the cart changes (payments/). */
  cartHolds: CartHolds;
  /** The reports' generation queue (reports/report-jobs.ts). */
  reportQueue: ReportQueue;
  /** What business domains hand to the heir when someone leaves an account (memberships/heir-transfer.ts). */
  heirTransfers: readonly HeirTransfer[];
  /** What business domains do when every session of a person is cut (auth/sessions-ended.ts). */
  sessionsEnded: readonly SessionsEnded[];
  /** Seals secrets the product reads back (connector tokens, webhook secrets); derives signing keys. */
  secrets: SecretBox;
  /** The accounting software adapters (connectors/providers): Pennylane, or its stand-in. */
  connectorProviders: ConnectorProviders;
  /** The connector imports' queue (connectors/connector-jobs.ts). */
  connectorQueue: ConnectorQueue;
  now: () => Date;
  log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: ApiDeps;
  }
}
