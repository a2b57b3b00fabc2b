export {
  openDatabase,
  databaseOptionsFromEnv,
  DEFAULT_PGLITE_DIR,
  type Database,
  type DatabaseKind,
  type OpenDatabaseOptions,
} from './open-database';
export { migrateSchema, dropSchema, type MigrationSet } from './migrate';
export { openTestDatabase, pgliteTemplatePath, type TestDatabase } from './testing';
export { reportingStalls, stallReport } from './stall-report';
export { lockFor, watchStatements } from './pglite-pool';
export { AsyncLock } from './lock';
export {
  pgliteDataVersion,
  postgresDataVersion,
  mayWriteData,
  DATA_VERSION_CHANNEL,
  type DataVersion,
} from './data-version';
