import { z } from 'zod';

const userState = z.enum(['invited', 'pending', 'registered', 'blocked']);
const internalRoles = z.array(z.string());
const accountRole = z.enum(['Role_Owner', 'Role_Manager', 'Role_Supervisor', 'Role_Member']);

export const accountsPageSchema = z.object({
  items: z.array(
    z.object({
      uuid: z.uuid(),
      name: z.string(),
      network_parent_uuid: z.uuid().nullable(),
      owner_email: z.string().nullable(),
      users_count: z.number().int(),
      fecs_count: z.number().int(),
      created_at: z.string(),
    }),
  ),
  total: z.number().int(),
});

export const usersPageSchema = z.object({
  items: z.array(
    z.object({
      uuid: z.uuid(),
      email: z.string(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      state: userState,
      internal_roles: internalRoles,
      accounts_count: z.number().int(),
      created_at: z.string(),
    }),
  ),
  total: z.number().int(),
});

export const accountDetailSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  network_parent_uuid: z.uuid().nullable(),
  created_at: z.string(),
  users: z.array(
    z.object({
      uuid: z.uuid(),
      email: z.string(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      state: userState,
      internal_roles: internalRoles,
      role: accountRole,
      membership: z.enum(['pending', 'active']),
      blocked_in_account: z.boolean(),
      invited_at: z.string().nullable(),
    }),
  ),
  fecs_count: z.number().int(),
  fecs: z.array(
    z.object({
      uuid: z.uuid(),
      original_name: z.string(),
      company_name: z.string().nullable(),
      siren: z.string().nullable(),
      fiscal_start: z.string().nullable(),
      fiscal_end: z.string().nullable(),
      status: z.string().nullable(),
      locked: z.boolean(),
      line_count: z.number().int().nullable(),
      size: z.number(),
      created_at: z.string(),
    }),
  ),
  analyses: z.array(
    z.object({
      uuid: z.uuid(),
      kind: z.enum(['single', 'multi']),
      fec_uuid: z.uuid(),
      status: z.string(),
      error: z.string().nullable(),
      job_id: z.string().nullable(),
      attempts: z.number().int(),
      heartbeat_at: z.string().nullable(),
      started_at: z.string().nullable(),
      finished_at: z.string().nullable(),
      corrected_status: z.string(),
      created_at: z.string(),
    }),
  ),
  credits: z.array(z.object({ type: z.string(), balance: z.number() })),
  invoices: z.array(
    z.object({
      uuid: z.uuid(),
      kind: z.string(),
      number: z.string(),
      total_ttc_cents: z.number().int(),
      issued_at: z.string(),
      paid_at: z.string().nullable(),
    }),
  ),
  audit: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      action: z.string(),
      method: z.string(),
      path: z.string(),
      status: z.number().int(),
      detail: z.string().nullable(),
      actor_email: z.string().nullable(),
      acting_as_email: z.string().nullable(),
    }),
  ),
});
