import type {
  CompanySize,
  OrganizationType,
  Position,
  Turnover,
  UserRole,
  UserState,
} from '../../__generated__/resolvers-types';

/**
 * GraphQL enum values ↔ the API's codes. Enum names cannot hold `-` or `+` (`1-10`, `200M+`), so the
 * option lists follow a fixed rule rather than a table: the gateway stays in step with
 * `users/profile-options` without copying it (users.test.ts checks every code of the API round-trips).
 */
export type OptionKind = 'organizationType' | 'position' | 'companySize' | 'turnover';

type EnumOf<K extends OptionKind> = K extends 'organizationType'
  ? OrganizationType
  : K extends 'position'
    ? Position
    : K extends 'companySize'
      ? CompanySize
      : Turnover;

const PREFIX: Record<OptionKind, string> = {
  organizationType: '',
  position: '',
  companySize: 'SIZE_',
  turnover: 'TURNOVER_',
};

const isBand = (kind: OptionKind) => kind === 'companySize' || kind === 'turnover';

export function codeToEnum<K extends OptionKind>(kind: K, code: string): EnumOf<K>;
export function codeToEnum<K extends OptionKind>(kind: K, code: string | null | undefined): EnumOf<K> | null;
export function codeToEnum<K extends OptionKind>(kind: K, code: string | null | undefined): EnumOf<K> | null {
  if (code === null || code === undefined || code === '') return null;
  if (!isBand(kind)) return code.toUpperCase() as EnumOf<K>;
  return (PREFIX[kind] + code.replace(/\+$/, '_PLUS').replace(/-/g, '_')) as EnumOf<K>;
}

export function enumToCode(kind: OptionKind, value: string | null | undefined): string | null | undefined {
  if (value === null || value === undefined) return value;
  if (!isBand(kind)) return value.toLowerCase();
  return value
    .slice(PREFIX[kind].length)
    .replace(/_PLUS$/, '+')
    .replace(/_/g, '-');
}

const ROLES: Record<UserRole, string> = {
  ROLE_OWNER: 'Role_Owner',
  ROLE_MANAGER: 'Role_Manager',
  ROLE_SUPERVISOR: 'Role_Supervisor',
  ROLE_MEMBER: 'Role_Member',
};

export const roleToApi = (role: UserRole): string => ROLES[role];

/** An unknown role (a future one) reads as null rather than failing the whole answer. */
export function roleFromApi(role: string | null | undefined): UserRole | null {
  const found = Object.entries(ROLES).find(([, api]) => api === role);
  return found ? (found[0] as UserRole) : null;
}

export const stateFromApi = (state: string): UserState => state.toUpperCase() as UserState;
