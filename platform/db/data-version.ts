import type { PGlite } from '@electric-sql/pglite';
import { watchStatements } from './pglite-pool';

/**
 * A number that moves whenever the stored data may have changed: what an in-process cache keys its
 * entries on, so that nothing read before a write is answered after it. `bump` lets a caller signal a
 * change the database does not see (an outside service, a file).
 */
export interface DataVersion {
  current(): number;
  bump(): void;
  /** Stops watching the database (the version no longer moves on its own). */
  stop(): void;
}

/**
 * May this statement change data? Everything but a plain SELECT: conservative on purpose (a BEGIN, a SET
 * or a WITH … SELECT moves the version too; a needless move only costs a cache miss).
 */
export function mayWriteData(sql: string): boolean {
  return !/^\s*select\b/i.test(sql);
}

/**
 * The data version of a PGlite database, moved by every statement that may write, sent through the
 * Kysely pools over it (every service of the process: the API, the identity service, the analysis
 * workers' results). Only meaningful where no other process writes the database: PGlite.
 */
export function pgliteDataVersion(pglite: PGlite): DataVersion {
  let version = 0;
  const stop = watchStatements(pglite, (sql) => {
    if (mayWriteData(sql)) version++;
  });
  return {
    current: () => version,
    bump: () => {
      version++;
    },
    stop,
  };
}
