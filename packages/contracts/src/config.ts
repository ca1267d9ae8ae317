import { z } from 'zod';

/** Public, non-secret settings the web app reads at start-up (`GET config`). */
export const ZPublicConfig = z.object({
  help_url: z.url(),
  turnstile_site_key: z.string().nullable(),
  terms_url: z.string(),
  terms_version: z.string(),
  /** Paths that need a subscription (spec §4, access gate step 3); empty by default. */
  onboarding_paths: z.array(z.string()),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
