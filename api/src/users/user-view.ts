import type { AccountRole } from '../accounts/tables';
import type { UserRow } from '../auth/caller';
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
