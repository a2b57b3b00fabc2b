import type { ApiDb } from '../db/database';
import { json } from '../db/database';
import type { InternalRole } from '../permissions/roles';

/** Every user holding at least one internal role, by email. */
export function listStaff(db: ApiDb) {
  return db
    .selectFrom('users')
    .select(['uuid', 'email', 'first_name', 'last_name', 'state', 'internal_roles', 'created_at'])
    .where((eb) => eb(eb.fn('jsonb_array_length', ['internal_roles']), '>', 0))
    .orderBy('email')
    .execute();
}

export async function setInternalRoles(db: ApiDb, userUuid: string, roles: InternalRole[]): Promise<void> {
  await db
    .updateTable('users')
    .set({ internal_roles: json(roles) })
    .where('uuid', '=', userUuid)
    .execute();
}
