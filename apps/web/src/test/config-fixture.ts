import type { TPublicConfig } from '@whispy/contracts';

/** Public config as `GET /api/config` answers it, with per-test overrides. */
export function makePublicConfig(overrides: Partial<TPublicConfig> = {}): TPublicConfig {
  return {
    help_url: 'https://help.example.com/',
    turnstile_site_key: null,
    terms_url: '/terms',
    terms_version: '2025-07',
    onboarding_paths: [],
    pusher: { built_in: true, key: 'whispy', cluster: 'us2', ws_host: null, ws_port: null, force_tls: false },
    ...overrides,
  };
}
