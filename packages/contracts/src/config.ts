import { z } from 'zod';
import { route } from './route.js';

/** Public, non-secret settings the web app reads at start-up (`GET config`). */
export const ZPublicConfig = z.object({
  help_url: z.url(),
  turnstile_site_key: z.string().nullable(),
  terms_url: z.string(),
  terms_version: z.string(),
  /** Paths that need a subscription (spec §4, access gate step 3); empty by default. */
  onboarding_paths: z.array(z.string()),
  /**
   * How pusher-js reaches the live channel (spec §7: app key, cluster us2). `built_in`: the server's own
   * Pusher-protocol endpoint on the page's host and port. Otherwise hosted Pusher by cluster, or another
   * Pusher-protocol server at `ws_host`/`ws_port`.
   */
  pusher: z.object({
    built_in: z.boolean(),
    key: z.string(),
    cluster: z.string(),
    ws_host: z.string().nullable(),
    ws_port: z.number().int().nullable(),
    force_tls: z.boolean(),
  }),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

export const getPublicConfig = route({ method: 'GET', path: '/config', answer: ZPublicConfig });
