/** What the rest of the product uses from the identity service. */
export {
  buildIdentityApp,
  identityRoutes,
  LOG_REDACT,
  type BuildIdentityAppOptions,
  type IdentityRoutesOptions,
} from './app';
export { configFromEnv, defaultConfig, type IdentityConfig, type ServerSettings } from './config';
export { createIdentityService, type IdentityService, type IdentityServiceOptions } from './identity-service';
export { secretHash } from './crypto/secret-hash';
export type { Mailer, MailMessage } from './mailer/mailer';
