import { z } from 'zod';
import { MSG } from '../http/messages';
import { requiredText } from '../http/validators';
import { featuresView } from '../auth/account-features';

export { featuresView };

const valueOf = <T extends z.ZodType>(inner: T) => z.object({ value: inner });

const color = z
  .string()
  .trim()
  .regex(/^(#[0-9a-fA-F]{6}|#[0-9a-fA-F]{3}|)$/, { error: MSG.colorInvalid })
  .describe('#RRGGBB, or empty to remove');
const logo = z
  .string()
  .trim()
  .max(200_000, { error: MSG.logoInvalid })
  .regex(/^(https:\/\/[^\s<>"]+|data:image\/(png|jpeg|svg\+xml|webp);base64,[A-Za-z0-9+/=]+|)$/, {
    error: MSG.logoInvalid,
  })
  .describe('An https address or a base64 data URI of an image; empty to remove');

/** The branding an Owner may set; an empty value removes the entry. */
export const brandingInput = z.object({
  principal_color: valueOf(color).optional(),
  secondary_color: valueOf(color).optional(),
  primary_bis_color: valueOf(color).optional(),
  indigo_color: valueOf(color).optional(),
  logo: valueOf(logo).optional(),
});

export const accountUpdateInput = z.object({
  name: requiredText(255).optional(),
  features_in_account: z.object({ branding: brandingInput.optional() }).optional(),
});

export const accountView = z.object({
  uuid: z.uuid(),
  name: z.string(),
  role: z.string().describe("The caller's role in the account"),
  network_parent_uuid: z.uuid().nullable(),
  features_in_account: featuresView,
  current: z.boolean().describe("Whether it is the caller's current account"),
  created_at: z.string(),
});

/** Roles an invitation may give (Owner comes by promotion, spec §6). */
export const invitableRole = z.enum(['Role_Manager', 'Role_Supervisor', 'Role_Member'], {
  error: MSG.pattern,
});
export const anyAccountRole = z.enum(['Role_Owner', 'Role_Manager', 'Role_Supervisor', 'Role_Member'], {
  error: MSG.pattern,
});
