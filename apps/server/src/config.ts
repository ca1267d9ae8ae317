import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { ZBillingInterval, ZCurrency } from '@whispy/contracts';
import { z } from 'zod';
import { parseOutboundAllow } from './outbound/index.js';

const optionalString = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** One PLAN_PRICES entry, `currency:interval=amount` with the amount in minor units (`usd:month=900`). */
const ZPlanPriceEntry = z
  .string()
  .trim()
  .regex(/^\w+:\w+=\d+$/, 'expected currency:interval=amount, as in usd:month=900')
  .transform((entry) => {
    const [currency, interval, amount] = entry.split(/[:=]/);
    return { currency, interval, amount: Number(amount) };
  })
  .pipe(z.object({ currency: ZCurrency, interval: ZBillingInterval, amount: z.number().int() }));

/** Every currency a workspace may pick needs both plans, so whichever it holds, it can subscribe. */
const ZPlanPriceList = z
  .string()
  .transform((value) => value.split(',').filter((entry) => entry.trim() !== ''))
  .pipe(z.array(ZPlanPriceEntry))
  .superRefine((prices, context) => {
    for (const currency of ZCurrency.options) {
      for (const interval of ZBillingInterval.options) {
        const found = prices.filter((price) => price.currency === currency && price.interval === interval);
        if (found.length !== 1)
          context.addIssue({ code: 'custom', message: `needs exactly one ${currency}:${interval} price` });
      }
    }
  });

const ZEnv = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    /** localhost listens on 127.0.0.1 and ::1 only: the bundled local sign-in needs a loopback HOST. */
    HOST: z.string().trim().min(1).default('localhost'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString,
    PUBLIC_URL: optionalString.pipe(z.url().optional()),
    SESSION_SECRET: optionalString.pipe(z.string().min(32).optional()),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    /** Google's OpenID issuer, or a local server speaking OpenID Connect (tests). */
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    /**
     * Serve the bundled local sign-in although HOST or PUBLIC_URL is not loopback (a development
     * container, say): anyone who reaches it can sign in as anyone, so it is logged loudly at start-up.
     */
    UNSAFE_LOCAL_SIGN_IN: z.stringbool().default(false),
    /** A session unused for 14 days ends; one in use ends 30 days after sign-in (ADR 011). */
    SESSION_IDLE_HOURS: z.coerce.number().positive().default(336),
    SESSION_LIFETIME_HOURS: z.coerce.number().positive().default(720),
    TURNSTILE_SITE_KEY: optionalString,
    TURNSTILE_SECRET_KEY: optionalString,
    TURNSTILE_VERIFY_URL: z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
    TERMS_VERSION: z.string().trim().min(1).default('2025-01'),
    TERMS_URL: z.string().trim().min(1).default('/terms'),
    HELP_URL: z.url().default('https://help.whispy.app'),
    DEMO_WORKSPACES: z.string().default(''),
    /** Spec §4: app paths that need a subscription (the access gate sends others to the plan page). */
    ONBOARDING_PATHS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((path) => path.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().startsWith('/', 'each onboarding path starts with /'))),
    ENGINE_SLOTS: z.coerce.number().int().min(1).default(1),
    ENGINE_CPU_THREADS: optionalString.pipe(z.coerce.number<string>().int().min(0).optional()),
    ENGINE_PYTHON: optionalString,
    /** A transcription may take this long to start (model loading) before its audio is counted. */
    ENGINE_START_ALLOWANCE_SECONDS: z.coerce.number().positive().default(300),
    /** …and then run this many times slower than the speed measured on this machine before it is stopped. */
    ENGINE_SLOWDOWN_ALLOWED: z.coerce.number().positive().default(6),
    // Uploads and trial (spec §5, §6, §9): runtime values the web app reads from `transcriptions/limits`.
    MAX_UPLOAD_MB: z.coerce.number().int().min(1).default(2048),
    LARGE_FILE_MB: z.coerce.number().int().min(1).default(300),
    MAX_FILE_MINUTES: z.coerce.number().positive().default(300),
    MAX_FILES_PER_BATCH: z.coerce.number().int().min(1).default(10),
    /**
     * The trial and the free minutes. Unset, they take the defaults below when billing is on, and are off
     * when it is not: nobody could subscribe to get past them (ADR 023).
     */
    TRIAL_TRANSCRIPTIONS: optionalString.pipe(z.coerce.number<string>().int().min(0).optional()),
    TRIAL_MINUTES_PER_TRANSCRIPTION: optionalString.pipe(z.coerce.number<string>().positive().optional()),
    /** Minutes every new workspace may transcribe before it needs more (admin grant or subscription). */
    FREE_MINUTES: optionalString.pipe(z.coerce.number<string>().min(0).optional()),
    EXPIRE_AFTER_HOURS: z.coerce.number().positive().default(24),
    SWEEP_INTERVAL_SECONDS: z.coerce.number().positive().default(60),
    /** false: this server only takes requests; `npm run worker` processes the jobs elsewhere. */
    PROCESS_JOBS: z.stringbool().default(true),
    REDIS_URL: optionalString,
    S3_ENDPOINT: optionalString,
    S3_REGION: z.string().trim().default('us-east-1'),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z.stringbool().default(true),
    PUSHER_APP_ID: optionalString,
    PUSHER_KEY: optionalString,
    PUSHER_SECRET: optionalString,
    PUSHER_CLUSTER: z.string().trim().default('us2'),
    /** A self-hosted Pusher-protocol server instead of Pusher's own hosts (for example soketi). */
    PUSHER_HOST: optionalString,
    PUSHER_PORT: optionalString.pipe(z.coerce.number<string>().int().min(1).max(65535).optional()),
    PUSHER_USE_TLS: z.stringbool().default(true),
    // Billing (Stripe): off unless the key, the webhook secret and the product are all set.
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** The Stripe product the plans are sold as. */
    STRIPE_PRODUCT_ID: optionalString,
    /** Another address for Stripe's API (stripe-mock in tests). */
    STRIPE_API_URL: optionalString.pipe(z.url().optional()),
    PLAN_NAME: z.string().trim().min(1).default('standard'),
    /** Minor units; the annual price is half of twelve months (spec §9: shown as 50% off). */
    PLAN_PRICES: z
      .string()
      .default('usd:month=900,usd:year=5400,mxn:month=17900,mxn:year=107400')
      .pipe(ZPlanPriceList),
    PLAN_MINUTES_PER_MONTH: z.coerce.number().int().min(0).default(1800),
    /** The bot's token from @BotFather; without it the Telegram integration is off. */
    TELEGRAM_BOT_TOKEN: optionalString,
    /** Telegram's Bot API, or a local server speaking it (tests). */
    TELEGRAM_API_ROOT: z.url().default('https://api.telegram.org'),
    /** Telegram lets one process at a time poll a bot: with several servers, set false on all but one. */
    TELEGRAM_POLLING: z.stringbool().default(true),
    /**
     * The SMTP relay that sends email (`smtps://user:password@host:465`, `smtp://host:587`): without it,
     * no email is sent. A secret: it is never logged.
     */
    SMTP_URL: optionalString.pipe(
      z.url({ protocol: /^smtps?$/, error: 'expected smtp://… or smtps://…' }).optional(),
    ),
    /** Who the emails are from (`Whispy <no-reply@example.com>`); needed with SMTP_URL. */
    MAIL_FROM: optionalString.pipe(z.string().max(320).optional()),
    /**
     * Addresses that requests to user-given URLs (webhooks) may reach although they are inward: range
     * names (`loopback`, `private`, `link-local`, …) and CIDRs, comma-separated (ADR 031).
     */
    OUTBOUND_ALLOW: z
      .string()
      .default('')
      .transform((value, context) => {
        try {
          return parseOutboundAllow(value);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    /** Webhook endpoints may be plain http:// (a receiver on the operator's own network, tests). */
    WEBHOOKS_ALLOW_HTTP: z.stringbool().default(false),
    /** The wait before a delivery's second try, doubled for each next one (six tries over 15 minutes). */
    WEBHOOKS_RETRY_SECONDS: z.coerce.number().positive().max(3600).default(30),
    /** Media from a link (ADR 034): the whole download, and the longest silence before it is given up. */
    LINK_IMPORT_TIMEOUT_SECONDS: z.coerce.number().positive().max(86_400).default(1800),
    LINK_IMPORT_STALL_SECONDS: z.coerce.number().positive().max(3600).default(60),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    // Abuse limits (ADR 013).
    API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    SHARE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    /** 0: no quota. */
    STORAGE_QUOTA_MB: z.coerce.number().int().min(0).default(10_240),
    LIVE_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).default(200),
    LIVE_SOCKETS_PER_USER: z.coerce.number().int().min(1).default(30),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .transform((value): boolean | string | ((address: string, hop: number) => boolean) => {
        if (value === 'true') return true;
        if (value === 'false' || value === '') return false;
        // A hop count ("1") trusts that many proxies in front; otherwise a list of addresses/CIDRs.
        if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
        return value;
      }),
  })
  .refine((env) => !env.SMTP_URL || env.MAIL_FROM, {
    path: ['MAIL_FROM'],
    message: 'needed with SMTP_URL: who the emails are from',
  });

export type Config = ReturnType<typeof toConfig>;

/** The trial and free minutes a billed server starts with when the operator sets none. */
const BILLED_QUOTA_DEFAULTS = { trialTranscriptions: 10, trialMinutes: 30, freeMinutes: 120 };

/**
 * The trial and the free minutes, each null where there is no such limit: what the operator set, else
 * the billed defaults when billing is on, else none (a self-hosted install has no way to pay past them).
 */
function quotaSettings(env: z.infer<typeof ZEnv>, billed: boolean) {
  const fallback = billed ? BILLED_QUOTA_DEFAULTS : null;
  const trialMinutes = env.TRIAL_MINUTES_PER_TRANSCRIPTION ?? fallback?.trialMinutes;
  const freeMinutes = env.FREE_MINUTES ?? fallback?.freeMinutes;
  return {
    /** null: no limit on the number of transcriptions before subscribing. */
    trialTranscriptions: env.TRIAL_TRANSCRIPTIONS ?? fallback?.trialTranscriptions ?? null,
    /** null: trial transcriptions are not cut. */
    trialSecondsPerTranscription: trialMinutes === undefined ? null : trialMinutes * 60,
    /** null: minutes are not counted at all (grants and charges are still recorded). */
    freeSeconds: freeMinutes === undefined ? null : freeMinutes * 60,
  };
}

function toConfig(env: z.infer<typeof ZEnv>, sessionSecret: string) {
  const dataDir = resolve(env.DATA_DIR);
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.GOOGLE_ISSUER }
      : null;
  const turnstile =
    env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY
      ? {
          siteKey: env.TURNSTILE_SITE_KEY,
          secretKey: env.TURNSTILE_SECRET_KEY,
          verifyUrl: env.TURNSTILE_VERIFY_URL,
        }
      : null;
  const s3 =
    env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? {
          endpoint: env.S3_ENDPOINT ?? null,
          region: env.S3_REGION,
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : null;
  const hostedPusher =
    env.PUSHER_APP_ID && env.PUSHER_KEY && env.PUSHER_SECRET
      ? {
          appId: env.PUSHER_APP_ID,
          key: env.PUSHER_KEY,
          secret: env.PUSHER_SECRET,
          cluster: env.PUSHER_CLUSTER,
          host: env.PUSHER_HOST ?? null,
          port: env.PUSHER_PORT ?? null,
          useTLS: env.PUSHER_USE_TLS,
        }
      : null;
  const stripe =
    env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PRODUCT_ID
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          productId: env.STRIPE_PRODUCT_ID,
          /** null: Stripe's own API. */
          apiUrl: env.STRIPE_API_URL ?? null,
        }
      : null;
  const demo = env.DEMO_WORKSPACES.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    /** null: the embedded PGlite database in DATA_DIR/db. */
    databaseUrl: env.DATABASE_URL ?? null,
    publicUrl: publicUrl.origin,
    secureCookies: publicUrl.protocol === 'https:',
    sessionSecret,
    google,
    turnstile,
    terms: { version: env.TERMS_VERSION, url: env.TERMS_URL },
    helpUrl: env.HELP_URL,
    onboardingPaths: env.ONBOARDING_PATHS,
    /** Serve the bundled local sign-in (without Google) even off loopback; see features/auth. */
    unsafeLocalSignIn: env.UNSAFE_LOCAL_SIGN_IN,
    sessions: {
      idleMs: env.SESSION_IDLE_HOURS * 3_600_000,
      lifetimeMs: env.SESSION_LIFETIME_HOURS * 3_600_000,
    },
    demo: {
      workspaceIds: new Set(demo.filter((entry) => !entry.includes('@')).map((id) => id.toUpperCase())),
      emails: new Set(demo.filter((entry) => entry.includes('@')).map((email) => email.toLowerCase())),
    },
    engine: {
      slots: env.ENGINE_SLOTS,
      // Slots split the cores between them: more slots transcribe more files at once, each more slowly.
      cpuThreads:
        env.ENGINE_CPU_THREADS ?? Math.max(1, Math.floor(availableParallelism() / env.ENGINE_SLOTS)),
      python: env.ENGINE_PYTHON ?? resolve(import.meta.dirname, '../../../engine/.venv/bin/python'),
      /** What a job's wall-clock limit is made of (features/transcriptions/time-limits.ts). */
      timeLimit: {
        startAllowanceMs: env.ENGINE_START_ALLOWANCE_SECONDS * 1000,
        slowdownAllowed: env.ENGINE_SLOWDOWN_ALLOWED,
      },
    },
    uploads: {
      maxFileBytes: env.MAX_UPLOAD_MB * 1024 * 1024,
      largeFileBytes: env.LARGE_FILE_MB * 1024 * 1024,
      maxFileSeconds: env.MAX_FILE_MINUTES * 60,
      maxFilesPerBatch: env.MAX_FILES_PER_BATCH,
      /** Unfinished work this long after its upload began is expired and its media deleted. */
      expireAfterMs: env.EXPIRE_AFTER_HOURS * 3_600_000,
    },
    quota: quotaSettings(env, stripe !== null),
    billing: {
      /** null: billing is off; the plans are still shown, but cannot be bought. */
      stripe,
      plan: {
        name: env.PLAN_NAME,
        prices: env.PLAN_PRICES,
        minutesPerMonth: env.PLAN_MINUTES_PER_MONTH,
      },
    },
    jobs: {
      processInServer: env.PROCESS_JOBS,
      sweepIntervalMs: env.SWEEP_INTERVAL_SECONDS * 1000,
    },
    /** null: jobs run in this process and live events fan out only to its own sockets. */
    redisUrl: env.REDIS_URL ?? null,
    /** null: media in DATA_DIR/media. */
    s3,
    /**
     * Live events. Without PUSHER_* the server speaks the Pusher protocol itself, with an app key and
     * secret derived from the session secret, so that every server process of one deployment agrees.
     */
    pusher: hostedPusher ?? {
      appId: 'whispy',
      key: 'whispy',
      secret: createHmac('sha256', sessionSecret).update('pusher-app-secret').digest('base64url'),
      cluster: env.PUSHER_CLUSTER,
      host: null,
      port: null,
      useTLS: false,
    },
    /** null: Telegram is off. `polling`: this server process takes the bot's updates. */
    telegram: env.TELEGRAM_BOT_TOKEN
      ? {
          token: env.TELEGRAM_BOT_TOKEN,
          // grammY refuses an API root that ends in a slash.
          apiRoot: env.TELEGRAM_API_ROOT.replace(/\/+$/, ''),
          polling: env.TELEGRAM_POLLING,
        }
      : null,
    /** Outbound requests to user-given URLs: what they may reach beyond the public internet. */
    outbound: { allow: env.OUTBOUND_ALLOW },
    webhooks: { allowHttp: env.WEBHOOKS_ALLOW_HTTP, retryDelayMs: env.WEBHOOKS_RETRY_SECONDS * 1000 },
    linkImports: {
      timeoutMs: env.LINK_IMPORT_TIMEOUT_SECONDS * 1000,
      stallMs: env.LINK_IMPORT_STALL_SECONDS * 1000,
    },
    /** null: email is off. */
    mail: env.SMTP_URL && env.MAIL_FROM ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM } : null,
    /** Whether `pusher` is hosted Pusher (or another external server) rather than the built-in one. */
    pusherIsExternal: hostedPusher !== null,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    /** Requests each client IP may make to each sign-in step per minute (see http/rate-limit.ts). */
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    /** What one user or workspace may use of this server (ADR 013). */
    limits: {
      apiRequestsPerMinute: env.API_RATE_LIMIT_PER_MINUTE,
      /** Requests each client address may make per minute to share links' pages, media and downloads. */
      shareRequestsPerMinute: env.SHARE_RATE_LIMIT_PER_MINUTE,
      /** null: a workspace may keep any amount of media. */
      storageBytes: env.STORAGE_QUOTA_MB ? env.STORAGE_QUOTA_MB * 1024 * 1024 : null,
      /** Open connections to the built-in live-event server, per process. */
      liveSockets: {
        socketsPerAddress: env.LIVE_SOCKETS_PER_ADDRESS,
        socketsPerUser: env.LIVE_SOCKETS_PER_USER,
      },
    },
    adminSocket: join(dataDir, 'admin.sock'),
    mediaDir: join(dataDir, 'media'),
    webDist: resolve(import.meta.dirname, '../../web/dist'),
  };
}

/** Thrown when the environment is invalid; the message lists each bad variable. */
export class ConfigError extends Error {}

/**
 * Reads the one typed config from the environment. Every value has an embedded default, so a fresh
 * checkout starts with no variables set. The session secret, when not given, is generated once and kept
 * in DATA_DIR so that sessions survive restarts without a secret in the source.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const dataDir = resolve(parsed.data.DATA_DIR);
  return toConfig(parsed.data, parsed.data.SESSION_SECRET ?? persistedSecret(dataDir));
}

function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process (the CLI, a second server) wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
