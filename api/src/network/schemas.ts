import { z } from 'zod';

/** One affiliation of a network, as the current account sees it. */
export const affiliationView = z.object({
  uuid: z.uuid(),
  status: z
    .enum(['pending', 'active'])
    .describe('pending : invitation sans réponse ; active : membre du réseau'),
  account_name: z
    .string()
    .describe(
      "L'autre compte : le membre (vue de la tête ; l'adresse invitée tant qu'il n'a pas accepté) ou la tête",
    ),
  email: z.string().nullable().describe('Adresse invitée (vue de la tête seulement)'),
  created_at: z.string(),
  accepted_at: z.string().nullable(),
});

/** The current account's network (spec §6). */
export const networkView = z.object({
  role: z
    .enum(['head', 'member', 'none'])
    .describe(
      'head : le compte a des membres ou des invitations envoyées ; member : il appartient à un réseau',
    ),
  head: affiliationView.nullable().describe('La tête du réseau (compte membre)'),
  members: z.array(affiliationView).describe('Membres et invitations envoyées (tête du réseau)'),
  invitations: z
    .array(affiliationView)
    .describe("Invitations reçues d'une tête de réseau, en attente de réponse"),
  without_import_credits: z
    .boolean()
    .describe("Vrai si le compte est membre d'un réseau dont la tête n'a plus de crédits d'import"),
});
