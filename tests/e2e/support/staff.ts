/**
 * Internal staff for end-to-end tests. Staff never register themselves (spec §6) and the product offers no
 * way to name one in this branch, so a person registered through the product is given internal roles
 * straight in its database — only in a product the test started itself (`startProductProcess`), never the
 * shared one of the global setup. PGlite belongs to one process: the product is stopped, the roles
 * written, the product started again on the same port and data (as bench/client/seed.ts seeds its rows).
 */
import type { Kysely } from 'kysely';
import type { ApiDatabase } from '../../../api/src/db/database';
import { json } from '../../../api/src/db/database';
import type { InternalRole } from '../../../api/src/permissions/roles';
import { databaseOptionsFromEnv, openDatabase } from '../../../platform/db';
import type { RunningProduct } from './product';

export async function grantInternalRoles(
  product: RunningProduct,
  roles: Record<string, InternalRole[]>,
): Promise<void> {
  await product.stop();
  const database = await openDatabase<unknown>(databaseOptionsFromEnv(product.env));
  try {
    const db = (database.db as unknown as Kysely<ApiDatabase>).withSchema(product.env.API_SCHEMA || 'api');
    for (const [email, granted] of Object.entries(roles)) {
      const result = await db
        .updateTable('users')
        .set({ internal_roles: json(granted) })
        .where('email', '=', email)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new Error(`Aucun utilisateur ${email} à rendre interne`);
    }
  } finally {
    await database.close();
  }
  await product.restart();
}
