import { z } from 'zod';

/**
 * What an account turns on (spec §3, "Branding"; the import feature; single sign-on). It rides on every
 * caller's account, so it lives with the caller rather than in one domain.
 */
export interface FeaturesInAccount {
  branding?: Partial<
    Record<
      'principal_color' | 'secondary_color' | 'primary_bis_color' | 'indigo_color' | 'logo',
      { value: string }
    >
  >;
  import?: { enabled: boolean; api_only: boolean };
  /** Single sign-on: emails of these domains sign in through the SSO client (check_email_sso). */
  sso?: { enabled?: boolean; domains: string[] };
}

const valueOf = <T extends z.ZodType>(inner: T) => z.object({ value: inner });

/** features_in_account as answered (spec §3, "Branding"; import feature; single sign-on). */
export const featuresView = z
  .object({
    branding: z.record(z.string(), valueOf(z.string())).optional(),
    import: z.object({ enabled: z.boolean(), api_only: z.boolean() }).optional(),
    sso: z.object({ enabled: z.boolean().optional(), domains: z.array(z.string()) }).optional(),
  })
  .loose();
