import { z } from 'zod';
import { pendingInvitationView } from '../memberships/schemas';
import { featuresView } from '../auth/account-features';

const can = z.record(z.string(), z.record(z.string(), z.record(z.string(), z.boolean())));

/** The current user of spec §3 ("Current user (me)"). */
export const meView = z.object({
  uuid: z.uuid(),
  client_id: z.string().describe('Identifier of the client: the current account'),
  email: z.string(),
  user_details: z.object({ first_name: z.string().nullable(), last_name: z.string().nullable() }),
  current_account: z.object({
    uuid: z.uuid(),
    name: z.string(),
    role: z.string(),
    network_parent_uuid: z.uuid().nullable(),
    features_in_account: featuresView,
  }),
  roles: z.array(z.string()).describe('Role in the current account, then internal staff roles'),
  nb_fec: z
    .number()
    .int()
    .optional()
    .describe('FECs of the current account the user can see (not with light)'),
  countFoldersLevelOne: z
    .number()
    .int()
    .optional()
    .describe('Folders at the root of the current account (not with light)'),
  features_in_account: featuresView,
  has_other_accounts: z.boolean().optional().describe('Not with light'),
  other_accounts_count: z.number().int().optional().describe('Not with light'),
  available_roles: z
    .record(z.string(), z.string())
    .describe('Roles the user may give, with their French label'),
  force_see_analysis_uuid: z.uuid().nullable(),
  permissions: z.object({
    routes: z.array(z.string()).describe('Access keys of the routes (spec §2) the user may open'),
    can: can.describe('can[area][subarea][action]'),
  }),
  state: z.enum(['invited', 'pending', 'registered', 'blocked']),
  profile: z.record(z.string(), z.unknown()),
  impersonate: z.boolean().describe('Whether an internal user is acting as this user'),
  read_only: z.boolean(),
  just_connected: z.boolean(),
  pending_invitations: z
    .array(pendingInvitationView)
    .optional()
    .describe(
      'Invitations of other accounts waiting for an answer (empty while impersonated; not with light)',
    ),
  fecAttached: z
    .object({ attached: z.boolean(), fecUuid: z.string().nullable() })
    .nullable()
    .describe('Outcome of attaching the anonymous FEC given in fecAnonymous (null without one)'),
});

/** The session-expiry object of spec §3 (PHP DateTime shape, Europe/Paris). */
export const expiryView = z.object({
  date: z.string().describe('YYYY-MM-DD HH:mm:ss.uuuuuu, Europe/Paris'),
  timezone_type: z.literal(3),
  timezone: z.literal('Europe/Paris'),
});

export const rpcMeView = z.object({
  me: meView,
  expires_at: expiryView,
  access_token: z.string(),
  impersonate: z
    .union([z.literal(false), z.object({ account_uuid: z.uuid(), user_uuid: z.uuid() })])
    .describe('The impersonation target, or false'),
});
