import { INTERNAL_ROLES } from '../permissions/permissions';
import type { InternalRole } from '../permissions/roles';

export interface ConfiguredStaff {
  email: string;
  roles: InternalRole[];
}

/**
 * `API_STAFF`: the internal staff the installation starts with, `email:Role_X[+Role_Y]` separated by
 * commas, semicolons or new lines, e.g. `ops@exemple.fr:Role_Ope,admin@exemple.fr:Role_Admin+Role_CS`.
 * A wrong entry stops the start (a typo would otherwise leave someone without their access).
 */
export function parseStaffConfig(raw: string | undefined): ConfiguredStaff[] {
  const entries = (raw ?? '')
    .split(/[,;\n]/)
    .map((x) => x.trim())
    .filter(Boolean);
  const byEmail = new Map<string, ConfiguredStaff>();
  for (const entry of entries) {
    const at = entry.lastIndexOf(':');
    const email = entry.slice(0, at).trim().toLowerCase();
    const roles = entry
      .slice(at + 1)
      .split('+')
      .map((r) => r.trim())
      .filter(Boolean);
    if (at <= 0 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || roles.length === 0) {
      throw new Error(`API_STAFF: « ${entry} » doit s'écrire email:Role_X[+Role_Y].`);
    }
    for (const role of roles) {
      if (!(INTERNAL_ROLES as readonly string[]).includes(role)) {
        throw new Error(`API_STAFF: « ${role} » n'est pas un rôle interne (${INTERNAL_ROLES.join(', ')}).`);
      }
    }
    byEmail.set(email, { email, roles: [...new Set(roles)] as InternalRole[] });
  }
  return [...byEmail.values()];
}
