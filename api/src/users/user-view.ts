import type { UserRow } from '../auth/caller';
import type { Membership } from '../memberships/tables';
import type { AccountRole } from '../permissions/roles';
import type { UserView } from './schemas';
import type { UserProfile } from './tables';

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** The API's view of a user (profile of spec §3), with their role in the caller's account. */
export function toUserView(user: UserRow, role: AccountRole | null | undefined): UserView {
  const p = (user.profile ?? {}) as UserProfile;
  return {
    uuid: user.uuid,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    user_details: { first_name: user.first_name, last_name: user.last_name },
    organization_type: p.organization_type ?? null,
    organizationType_other: p.organizationType_other ?? null,
    company: p.company ?? null,
    turnover: p.turnover ?? null,
    company_size: p.company_size ?? null,
    office_phone: p.office_phone ?? null,
    mobile_phone: p.mobile_phone ?? null,
    position: p.position ?? null,
    position_other: p.position_other ?? null,
    state: user.state,
    enabled: user.state !== 'blocked',
    userRole: role ?? null,
    created_at: iso(user.created_at),
  };
}

/**
 * A user as an account sees them through their membership. Until the invitation is accepted the account
 * sees only the address, the role offered and « invitation envoyée » — nothing that would tell whether
 * the address already had an account. Blocked is this account's blocking, not the person's.
 */
export function toMemberView(user: UserRow, membership: Membership): UserView {
  if (membership.status === 'pending') {
    const empty = toUserView({ ...user, first_name: null, last_name: null, profile: {} }, membership.role);
    return {
      ...empty,
      state: 'invited',
      enabled: true,
      created_at: iso(membership.invited_at ?? user.created_at),
    };
  }
  const view = toUserView(user, membership.role);
  return membership.blocked_at ? { ...view, state: 'blocked', enabled: false } : view;
}
