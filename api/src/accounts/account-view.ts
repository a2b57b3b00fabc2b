import type { AccountRow } from '../auth/caller';
import type { FeaturesInAccount } from './tables';
import type { AccountRole } from '../permissions/roles';

/** An account as the API answers it, with the caller's role there. */
export function toAccountView(account: AccountRow, role: AccountRole, currentUuid: string) {
  const created = account.created_at instanceof Date ? account.created_at : new Date(account.created_at);
  return {
    uuid: account.uuid,
    name: account.name,
    role,
    network_parent_uuid: account.network_parent_uuid,
    features_in_account: {
      ...((account.features_in_account ?? {}) as FeaturesInAccount),
    } as FeaturesInAccount & Record<string, unknown>,
    current: account.uuid === currentUuid,
    created_at: created.toISOString(),
  };
}
