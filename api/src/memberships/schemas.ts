import { z } from 'zod';

/** An invitation as its invitee sees it. */
export const pendingInvitationView = z.object({
  account_uuid: z.uuid(),
  account_name: z.string(),
  role: z.string().describe('The role offered in the account'),
  invited_by: z.string().nullable().describe('Who sent it: first and last name, or email'),
  invited_at: z.string(),
});
