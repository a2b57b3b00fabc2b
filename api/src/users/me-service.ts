import type { AccountRow, Caller } from '../auth/caller';
import { myInvitations } from '../memberships/invitation-service';
import { accountsOf } from '../memberships/membership-store';
import type { ApiDeps } from '../deps';
import { countRows } from '../db/database';
import { attachAnonymousFec } from '../fecs/anonymous';
import { readableBy } from '../fecs/fec-store';
import { countVisibleRootFolders } from '../folders/folder-service';
import { seesWholeTree } from '../folders/folder-scope';
import { ROLE_RANK, type Can } from '../permissions/permissions';
import type { UserProfile } from './tables';

/** French names of the account roles, for the role pickers (`available_roles`). */
export const ROLE_LABELS: Record<string, string> = {
  Role_Owner: 'Administrateur',
  Role_Manager: 'Manager',
  Role_Supervisor: 'Superviseur',
  Role_Member: 'Membre',
};

/** Route access keys of spec §2 the user may open, from their rights. */
export function routeKeys(can: Can): string[] {
  const keys = ['mon-compte/', 'mon-compte/compte', 'mon-compte/profil-utilisateur'];
  if (can.folder.tree.read) keys.unshift('mes-dossiers/', 'mes-fecs/');
  // The billing centre is read with billing.read (support staff acting as a user read it without paying).
  if (can.paiement.billing.read || can.paiement.paiementButton.pay) keys.push('mon-compte/facturation');
  if (can.account.users.read) keys.push('mon-compte/acces');
  if (can.account.network.read) keys.push('mon-compte/reseau');
  if (can.account.connectors.read || can.account.integrations.read) keys.push('mon-compte/connecteurs');
  // Internal staff acting as themselves (an impersonated caller has the customer's rights, never these).
  if (can.backoffice.app.access) keys.push('back-office');
  return keys;
}

/** Roles the caller may give: never above their own rank, Owner only with the right to promote. */
export function availableRoles(caller: Caller): Record<string, string> {
  const out: Record<string, string> = {};
  if (!caller.can.account.users.change_role && !caller.can.account.users.invite) return out;
  for (const [role, rank] of Object.entries(ROLE_RANK)) {
    if (rank > ROLE_RANK[caller.role]) continue;
    if (role === 'Role_Owner' && !caller.can.account.users.promote_owner) continue;
    out[role] = ROLE_LABELS[role];
  }
  return out;
}

/**
 * The two counts of `me` — FECs of the current account the user can see (the FEC lists' own rule) and the
 * top-level folders they see — in one round trip when the caller sees the whole tree (a Member sees only
 * the folders leading to a FEC granted to them: their own query).
 */
async function countFecsAndRootFolders(
  deps: ApiDeps,
  caller: Caller,
): Promise<{ nbFec: number; rootFolders: number }> {
  if (!seesWholeTree(caller)) {
    const [nbFec, rootFolders] = await Promise.all([
      countRows(deps.db.selectFrom('fecs').where(readableBy(caller))),
      countVisibleRootFolders(deps.db, caller),
    ]);
    return { nbFec, rootFolders };
  }
  const row = await deps.db
    .selectNoFrom((eb) => [
      eb.selectFrom('fecs').where(readableBy(caller)).select(eb.fn.countAll<number>().as('n')).as('nb_fec'),
      eb
        .selectFrom('folders')
        .where('folders.account_uuid', '=', caller.account.uuid)
        .where('folders.parent_uuid', 'is', null)
        .select(eb.fn.countAll<number>().as('n'))
        .as('root_folders'),
    ])
    .executeTakeFirstOrThrow();
  return { nbFec: Number(row.nb_fec), rootFolders: Number(row.root_folders) };
}

export interface MeOptions {
  fecAnonymous?: { token: string; fecUuid: string };
  justConnected?: boolean;
  forceApiOnly?: boolean;
  /** Without the parts that cost queries: counts, other accounts, pending invitations. */
  light?: boolean;
}

/** The parts of `me` that cost queries (left out with `light`). */
async function costlyParts(deps: ApiDeps, caller: Caller) {
  const [accounts, { nbFec, rootFolders }, invitations] = await Promise.all([
    accountsOf(deps.db, caller.user.uuid),
    countFecsAndRootFolders(deps, caller),
    // Support acting as a user does not see (nor answer) that user's invitations.
    caller.impersonator ? Promise.resolve([]) : myInvitations(deps, caller),
  ]);
  const others = accounts.filter((a) => a.uuid !== caller.account.uuid).length;
  return { nbFec, rootFolders, others, invitations };
}

/** The current user of spec §3 ("Current user (me)"), for `users/me` and `rpc_user/me`. */
export async function buildMe(deps: ApiDeps, caller: Caller, options: MeOptions = {}) {
  // Attach first, so nb_fec already counts the FEC brought from the anonymous session.
  const fecAttached = options.fecAnonymous
    ? await attachAnonymousFec(deps, caller, options.fecAnonymous)
    : null;
  const costly = options.light ? null : await costlyParts(deps, caller);
  type Features = AccountRow['features_in_account'];
  const features = structuredClone((caller.account.features_in_account ?? {}) as Features) as Features &
    Record<string, unknown>;
  if (options.forceApiOnly) features.import = { enabled: features.import?.enabled ?? true, api_only: true };
  const user = caller.user;
  return {
    uuid: user.uuid,
    client_id: caller.account.uuid,
    email: user.email,
    user_details: { first_name: user.first_name, last_name: user.last_name },
    current_account: {
      uuid: caller.account.uuid,
      name: caller.account.name,
      role: caller.role,
      network_parent_uuid: caller.account.network_parent_uuid,
      features_in_account: features,
    },
    roles: caller.roles as string[],
    nb_fec: costly?.nbFec,
    countFoldersLevelOne: costly?.rootFolders,
    features_in_account: features,
    has_other_accounts: costly ? costly.others > 0 : undefined,
    other_accounts_count: costly?.others,
    available_roles: availableRoles(caller),
    force_see_analysis_uuid: caller.forceSeeAnalysisUuid,
    permissions: { routes: routeKeys(caller.can), can: caller.can },
    state: user.state,
    profile: { ...((user.profile ?? {}) as UserProfile) } as Record<string, unknown>,
    impersonate: caller.impersonator !== null,
    read_only: caller.readOnly,
    just_connected: options.justConnected ?? false,
    pending_invitations: costly?.invitations,
    fecAttached,
  };
}
