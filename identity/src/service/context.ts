import type { FastifyBaseLogger } from 'fastify';
import type { AppClientSettings, IdentityConfig } from '../config';
import type { DummyHash } from '../crypto/password-hash';
import type { Mailer } from '../mailer/mailer';
import type { Stores } from '../store';
import type { KeyRing } from '../tokens/keys';

export interface AppClient extends Omit<AppClientSettings, 'secret'> {
  secret: string | null;
}

/** The configuration once per-installation secrets are known. */
export interface ResolvedConfig extends Omit<IdentityConfig, 'clients' | 'admin'> {
  clients: AppClient[];
  admin: { accessKeyId: string; key: string };
}

/** What every operation works with. */
export interface ServiceContext {
  config: ResolvedConfig;
  stores: Stores;
  keys: KeyRing;
  mailer: Mailer;
  now: () => Date;
  log: FastifyBaseLogger;
  dummyHash: DummyHash;
  /** Per-installation key for code HMACs and throttle keys. */
  pepper: string;
}

/** About the HTTP request an operation serves. */
export interface RequestInfo {
  ip: string;
}
