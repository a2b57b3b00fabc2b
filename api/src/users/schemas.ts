import { z } from 'zod';
import { MSG } from '../http/messages';
import { phoneField, safeText } from '../http/validators';
import { companySizeCodes, organizationTypeCodes, positionCodes, turnoverCodes } from './profile-options';

const option = <T extends [string, ...string[]]>(codes: T, what: string) =>
  z
    .enum(codes, { error: MSG.pattern })
    .describe(`${what} (code of the option list, see users/profile-options)`);

/** An optional phone: '' clears it. */
const optionalPhone = z
  .union([z.literal('').transform(() => null), phoneField])
  .nullable()
  .optional();

const optionalText = (max = 255) => safeText(max).nullable().optional();

/** The editable profile of spec §3 ("User profile"), flat as the product sends it; every field optional. */
export const profileInput = z.object({
  first_name: safeText(100).optional(),
  last_name: safeText(100).optional(),
  organization_type: option(organizationTypeCodes, 'Organization type').nullable().optional(),
  organizationType_other: optionalText().describe('Required when organization_type is "autre"'),
  company: optionalText(),
  turnover: option(turnoverCodes, 'Turnover band').nullable().optional(),
  company_size: option(companySizeCodes, 'Company size').nullable().optional(),
  office_phone: optionalPhone,
  mobile_phone: optionalPhone,
  position: option(positionCodes, 'Position').nullable().optional(),
  position_other: optionalText().describe('Required when position is "autre"'),
});
export type ProfileInput = z.infer<typeof profileInput>;

/** A user as the API answers it (users/{id}, users?ids=). */
export const userView = z.object({
  uuid: z.uuid(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  user_details: z.object({ first_name: z.string().nullable(), last_name: z.string().nullable() }),
  organization_type: z.string().nullable(),
  organizationType_other: z.string().nullable(),
  company: z.string().nullable(),
  turnover: z.string().nullable(),
  company_size: z.string().nullable(),
  office_phone: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  position: z.string().nullable(),
  position_other: z.string().nullable(),
  state: z.enum(['invited', 'pending', 'registered', 'blocked']),
  enabled: z.boolean().describe('false when the user is blocked'),
  userRole: z.string().nullable().describe("The user's role in the caller's current account"),
  created_at: z.string(),
});
export type UserView = z.infer<typeof userView>;

export const crmCommonInfo = z
  .object({
    field: safeText(100).refine((v) => v.length > 0, { error: MSG.required }),
    value: z.union([safeText(2000), z.number(), z.boolean(), z.null()]),
  })
  .describe('One CRM entry: a field name and its value');
export const crmCommonInfos = z.array(crmCommonInfo).max(200);
