import type {
  TTranscriptionLimit,
  TTranscriptionStatus,
  TTranscriptSegment,
  TWebhookFailure,
} from '@whispy/contracts';
import { type AnyColumn, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Lower-cased; the verified email the issuer last vouched for (it follows the account). */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    avatar: text('avatar'),
    /**
     * The account at the issuer that signs in as this user: the ID token's `iss` (or `local` for the
     * bundled issuer) and `sub`. Both null until the first sign-in, for users the admin CLI created
     * and those who last signed in before accounts were matched this way (ADR 011).
     */
    signInIssuer: text('sign_in_issuer'),
    signInSubject: text('sign_in_subject'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_sign_in').on(table.signInIssuer, table.signInSubject),
    check('users_sign_in_whole', sql`(${table.signInIssuer} IS NULL) = (${table.signInSubject} IS NULL)`),
  ],
);

/**
 * A workspace's id is a ULID: it is both the key and the public identifier of the live channel. Who owns it
 * is said by its memberships (ADR 021), not by a column here.
 */
export const workspaces = pgTable('workspaces', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Set once (by the owner, or by the first checkout); changing it afterwards needs support. */
  currency: text('currency', { enum: ['usd', 'mxn'] }),
  /** The Stripe customer, created at the first checkout; no card data is ever stored here. */
  stripeCustomerId: text('stripe_customer_id').unique(),
  /**
   * What deleted transcriptions had used: deleting one gives back neither the minutes it was charged nor
   * its place in the trial, so the quota adds these to what the remaining rows say.
   */
  deletedChargedSeconds: doublePrecision('deleted_charged_seconds').notNull().default(0),
  deletedTrialTranscriptions: integer('deleted_trial_transcriptions').notNull().default(0),
  createdAt: createdAt(),
});

export const WORKSPACE_ROLES = ['owner', 'admin', 'member'] as const;

/** Who belongs to a workspace, with what role (ADR 021). A workspace keeps at least one owner. */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: WORKSPACE_ROLES }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    index('workspace_members_user').on(table.userId),
  ],
);

/**
 * A link that lets signed-in users join a workspace. Only the SHA-256 of its token is kept. Single use
 * ones are spent by their first acceptance (`uses` reaches 1); `email`, when set, is the only address
 * that may accept it.
 */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    multiUse: boolean('multi_use').notNull(),
    /** Lower-cased. */
    email: text('email'),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('workspace_invitations_workspace').on(table.workspaceId)],
);

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    /** 'user' when accepted in the app, 'admin' when an administrator accepted on the user's behalf. */
    acceptedBy: text('accepted_by', { enum: ['user', 'admin'] }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('terms_acceptances_user_version').on(table.userId, table.version)],
);

/** The row key is the SHA-256 of the cookie value, so a database leak does not leak live sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The absolute lifetime runs from here (SESSION_LIFETIME_HOURS). */
    createdAt: createdAt(),
    /** The idle clock (SESSION_IDLE_HOURS): moved on by use, at most hourly (http/session.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The workspace this browser works in (ADR 021: per session, so switching in one browser leaves the
     * user's other devices where they were). Null, or one the user left: their earliest membership.
     */
    workspaceId: text('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
  },
  (table) => [index('sessions_user').on(table.userId)],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 of the secret; the secret itself is shown once and never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    index('access_tokens_workspace').on(table.workspaceId),
    // A token acts for its user in its workspace: it goes when they leave or are removed from it.
    foreignKey({
      name: 'access_tokens_membership',
      columns: [table.workspaceId, table.userId],
      foreignColumns: [workspaceMembers.workspaceId, workspaceMembers.userId],
    }).onDelete('cascade'),
  ],
);

export const auditEvents = pgTable('audit_events', {
  id: text('id').primaryKey(),
  /** 'admin' for administrator actions (CLI), otherwise the acting user's id. */
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  workspaceId: text('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

/** The text search configurations `transcript_search_config` gives (migration `search`). */
export const SEARCH_CONFIGS = ['pg_catalog.english', 'pg_catalog.spanish', 'pg_catalog.simple'] as const;
export type SearchConfig = (typeof SEARCH_CONFIGS)[number];

/**
 * A configuration written into a statement, not passed: a partial index on it serves only a query that
 * names the same constant, which the planner must see. It is one of `SEARCH_CONFIGS`, never input.
 */
export const searchConfigLiteral = (config: SearchConfig) => sql.raw(`'${config}'::regconfig`);

/** A transcription's text search configuration, as its index and the searches that use it write it. */
export const searchConfigOf = (row: { detectedLanguage: AnyColumn; language: AnyColumn }) =>
  sql`transcript_search_config(coalesce(${row.detectedLanguage}, ${row.language}))`;

/**
 * One uploaded file and its transcript. `status` changes only through the lifecycle's guarded transition
 * (features/transcriptions/lifecycle.ts). The media's storage key is the row id while `media_stored`.
 */
export const transcriptions = pgTable(
  'transcriptions',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').$type<TTranscriptionStatus>().notNull(),
    progress: doublePrecision('progress').notNull().default(0),
    /** While processing: seconds still expected, from the speed measured so far (ADR 027); else null. */
    remainingSeconds: doublePrecision('remaining_seconds'),
    language: text('language').notNull(),
    engine: text('engine').notNull(),
    diarization: boolean('diarization').notNull(),
    /** The speaker count asked for (spec: automatic, exactly N, or a range); null: the engine counts. */
    minSpeakers: integer('min_speakers'),
    maxSpeakers: integer('max_speakers'),
    /** Names and terms the engine is to spell as given: the upload's own list or the glossary (ADR 032). */
    vocabulary: jsonb('vocabulary').$type<string[]>().notNull().default([]),
    keepData: boolean('keep_data').notNull(),
    /** Asked for Whisper's English translation instead of a transcript in the spoken language (ADR 030). */
    translate: boolean('translate').notNull().default(false),
    /** OpenAI's `prompt` (Whisper's initial prompt) and `temperature`, kept for retries and run again (ADR 030). */
    prompt: text('prompt'),
    temperature: doublePrecision('temperature').notNull().default(0),
    public: boolean('public').notNull().default(false),
    /** Seconds, from probing the upload. */
    duration: doublePrecision('duration'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /**
     * What a recording sent while it is made (ADR 033: `size_bytes` null until its end), or a link's file
     * of unknown length, holds so far, so that the storage quota counts it (ADR 035, 036).
     */
    receivedBytes: bigint('received_bytes', { mode: 'number' }),
    hasVideo: boolean('has_video').notNull().default(false),
    mediaStored: boolean('media_stored').notNull().default(false),
    /** The media is fetched by the server from a link the user gave (ADR 034), not uploaded. */
    fromLink: boolean('from_link').notNull().default(false),
    /**
     * The most audio the engine may decode, set when queued: the smallest of the trial cut, the longest
     * file accepted and the minutes the workspace had (null on rows queued before every job had one).
     */
    maxSeconds: doublePrecision('max_seconds'),
    /** Which of those limits `max_seconds` is: what the user is told when it cut the recording short. */
    limitedBy: text('limited_by').$type<TTranscriptionLimit>(),
    /** Seconds counted against the workspace's minutes: reserved when queued, settled when done. */
    chargedSeconds: doublePrecision('charged_seconds').notNull().default(0),
    detectedLanguage: text('detected_language'),
    /** The Whisper model that transcribed it: another engine's when the chosen one lacked the language (ADR 026). */
    model: text('model'),
    transcribedSeconds: doublePrecision('transcribed_seconds'),
    truncated: boolean('truncated').notNull().default(false),
    segments: jsonb('segments').$type<TTranscriptSegment[]>(),
    /** The engine's speaker labels in order of first appearance; kept apart so lists need not read segments. */
    speakerLabels: jsonb('speaker_labels').$type<string[]>().notNull().default([]),
    /** Display names by speaker label. */
    speakerNames: jsonb('speaker_names').$type<Record<string, string>>().notNull().default({}),
    /**
     * Names a voice profile gave at completion, by speaker label: shown as recognised (and undoable) while
     * the speaker still bears that name (ADR 018).
     */
    recognisedSpeakers: jsonb('recognised_speakers')
      .$type<Record<string, { profileId: string; name: string }>>()
      .notNull()
      .default({}),
    /** Goes up with each saved change to the transcript or its speakers (optimistic concurrency of editors). */
    version: integer('version').notNull().default(1),
    /**
     * Who saved `version`, when a person did: a save refused over it tells the caller when that was
     * themselves, in another tab (ADR 028).
     */
    versionSavedBy: text('version_saved_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why it failed, as a message id translated when read. */
    failure: text('failure'),
    attempts: integer('attempts').notNull().default(0),
    uploadStartedAt: timestamp('upload_started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Also the heartbeat of running work: a worker touches it at least every few seconds. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('transcriptions_workspace_created')
      // charged_seconds rides along so the dashboard's time used is an index-only scan.
      .on(table.workspaceId, table.createdAt, table.chargedSeconds),
    index('transcriptions_status_updated').on(table.status, table.updatedAt),
    index('transcriptions_public_created').on(table.public, table.createdAt),
    // The lists' orders, with the id that breaks ties, so a page is read from the index (ADR 029).
    index('transcriptions_workspace_newest').on(table.workspaceId, table.createdAt, table.id),
    index('transcriptions_workspace_name').on(table.workspaceId, table.name, table.id),
    index('transcriptions_public_name').on(table.public, table.name, table.id),
    // `name ILIKE '%…%'` (list search, search by name): trigrams serve a match anywhere in the name.
    index('transcriptions_name_trigrams').using('gin', sql`${table.name} gin_trgm_ops`),
    // A search walks the newest transcriptions of one text search configuration (ADR 029): the
    // Japanese ones for a Japanese phrase that a third of them say, not every transcription.
    index('transcriptions_search_config_newest')
      .on(searchConfigOf(table), table.id)
      .where(sql`${table.status} = 'completed'`),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const regconfig = customType<{ data: string }>({ dataType: () => 'regconfig' });

/**
 * The searchable text of each completed transcript, one row per segment so a hit knows its moment.
 * Written only by the database: a trigger on `transcriptions` rewrites a transcription's rows whenever
 * its segments or language change (migration `search`, ADR 029), so no code path can forget it.
 */
export const transcriptSearch = pgTable(
  'transcript_search',
  {
    transcriptionId: text('transcription_id')
      .notNull()
      .references(() => transcriptions.id, { onDelete: 'cascade' }),
    /** The segment's index in `transcriptions.segments`. */
    position: integer('position').notNull(),
    start: doublePrecision('start').notNull(),
    text: text('text').notNull(),
    /** `english`, `spanish` or `simple`, from the transcription's language. */
    config: regconfig('config').notNull(),
    /** The text's words in `config`, plus bigrams of its CJK runs (for Japanese and Chinese). */
    vector: tsvector('vector').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.transcriptionId, table.position] }),
    // One text index per configuration, so that a search reading one configuration's matches never
    // reads another's, which it walks instead (ADR 029). No pending list: PGlite has no autovacuum to
    // merge one, and every search would read it whole.
    ...SEARCH_CONFIGS.map((config) =>
      index(`transcript_search_${config.replace('pg_catalog.', '')}`)
        .using('gin', table.vector)
        .with({ fastupdate: false })
        .where(sql`${table.config} = ${searchConfigLiteral(config)}`),
    ),
  ],
);

/**
 * The segments a running transcription has finished so far, shown while it is made (ADR 027). Cleared
 * when the job ends, and when a retry starts over; deleting the transcription deletes them.
 */
export const partialSegments = pgTable(
  'partial_segments',
  {
    transcriptionId: text('transcription_id')
      .notNull()
      .references(() => transcriptions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    start: doublePrecision('start').notNull(),
    end: doublePrecision('end').notNull(),
    text: text('text').notNull(),
  },
  (table) => [primaryKey({ columns: [table.transcriptionId, table.position] })],
);

/**
 * Read-only links to one transcription for people outside its workspace (ADR 022). Deleting the
 * transcription deletes its links; revoking one deletes it too.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: text('id').primaryKey(),
    transcriptionId: text('transcription_id')
      .notNull()
      .references(() => transcriptions.id, { onDelete: 'cascade' }),
    /** The member who created it; kept as null when their account goes, so the link outlives them. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the token; the token itself is only in the address shown once. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
  },
  (table) => [index('share_links_transcription').on(table.transcriptionId)],
);

/**
 * The waveform of a transcription's media, computed with ffmpeg when first asked for. A table of its own,
 * so that reading a transcription never drags tens of thousands of numbers along.
 */
export const mediaPeaks = pgTable('media_peaks', {
  transcriptionId: text('transcription_id')
    .primaryKey()
    .references(() => transcriptions.id, { onDelete: 'cascade' }),
  /** Seconds of decoded audio. */
  duration: doublePrecision('duration').notNull(),
  peaksPerSecond: doublePrecision('peaks_per_second').notNull(),
  peaks: jsonb('peaks').$type<number[]>().notNull(),
  createdAt: createdAt(),
});

/**
 * Each speaker's voice as the engine found it (192 numbers, ADR 018), by engine label: what a voice
 * profile is saved from. Numbers only, never audio; deleted with the transcription. A table of its own,
 * like the peaks, so that reading a transcription never drags them along.
 */
export const speakerVoices = pgTable(
  'speaker_voices',
  {
    transcriptionId: text('transcription_id')
      .notNull()
      .references(() => transcriptions.id, { onDelete: 'cascade' }),
    speaker: text('speaker').notNull(),
    embedding: jsonb('embedding').$type<number[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.transcriptionId, table.speaker] })],
);

/**
 * A named voice of a workspace (ADR 018): speakers of later transcriptions whose voice is close enough
 * are given its name. Only the embedding is kept, never audio.
 */
export const voiceProfiles = pgTable(
  'voice_profiles',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    embedding: jsonb('embedding').$type<number[]>().notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('voice_profiles_workspace_name').on(table.workspaceId, table.name)],
);

/** A workspace's glossary: names and terms every upload passes to the engine unless it gives its own (ADR 032). */
export const workspaceGlossaries = pgTable('workspace_glossaries', {
  workspaceId: text('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  entries: jsonb('entries').$type<string[]>().notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Minutes given to a workspace (free allowance, administrator grants; later, subscription periods). */
export const minuteGrants = pgTable(
  'minute_grants',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    seconds: doublePrecision('seconds').notNull(),
    /** 'free' (each new workspace), 'admin' (CLI), 'subscription' (a paid invoice). */
    reason: text('reason').notNull(),
    /** The Stripe invoice a subscription grant pays for: at most one grant per invoice. */
    stripeInvoiceId: text('stripe_invoice_id').unique(),
    createdAt: createdAt(),
  },
  (table) => [index('minute_grants_workspace').on(table.workspaceId)],
);

/** What users wrote in the feedback dialog, for administrators to read with `npm run cli -- feedback list`. */
export const feedback = pgTable(
  'feedback',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** The browser it was sent from, which often explains a report. */
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [index('feedback_created').on(table.createdAt)],
);

/**
 * A workspace's Stripe subscription as the last applied webhook event told it. Stripe is the truth; this
 * row is its mirror, so that identity, quotas and the settings page never wait on Stripe's API.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    /** Stripe's subscription id (`sub_…`). */
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** Stripe's status: active, trialing, past_due, canceled, unpaid, incomplete, incomplete_expired, paused. */
    status: text('status').notNull(),
    interval: text('interval', { enum: ['month', 'year'] }).notNull(),
    currency: text('currency', { enum: ['usd', 'mxn'] }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When the latest invoice's payment failed; cleared when one is paid. */
    paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
    /** `created` of the newest event applied: an older event arriving late changes nothing. */
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscriptions_workspace').on(table.workspaceId)],
);

/** Every Stripe event handled, by id: a replayed delivery finds its id here and changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's linked Telegram chat: where the bot sends notifications and takes voice messages from. */
export const telegramLinks = pgTable('telegram_links', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  chatId: bigint('chat_id', { mode: 'number' }).notNull().unique(),
  username: text('username'),
  /**
   * The Telegram app's language when the chat was linked (en, es or ja, else en): notifications have no
   * incoming message whose sender's language they could answer in.
   */
  language: text('language', { enum: ['en', 'es', 'ja'] })
    .notNull()
    .default('en'),
  createdAt: createdAt(),
});

/**
 * One-time tokens of the Telegram deep link (`t.me/<bot>?start=<token>`). Stored as SHA-256, valid five
 * minutes, spent by the first `/start` that carries them.
 */
export const telegramConnectTokens = pgTable(
  'telegram_connect_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('telegram_connect_tokens_user').on(table.userId)],
);

/** Transcriptions sent to the bot as voice, audio or video messages: the message its text answers. */
export const telegramTranscriptions = pgTable('telegram_transcriptions', {
  transcriptionId: text('transcription_id')
    .primaryKey()
    .references(() => transcriptions.id, { onDelete: 'cascade' }),
  chatId: bigint('chat_id', { mode: 'number' }).notNull(),
  messageId: bigint('message_id', { mode: 'number' }).notNull(),
});

/**
 * Who is emailed when a transcription they uploaded finishes (ADR 025). No row: nobody asked, no email.
 * `language` is the app's language when the choice was last saved: a notice has no request to read it from.
 */
export const emailNoticeSettings = pgTable('email_notice_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  whenReady: boolean('when_ready').notNull().default(false),
  whenFailed: boolean('when_failed').notNull().default(false),
  language: text('language', { enum: ['en', 'es', 'ja'] }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Notices owed about a finished transcription, one per channel (Telegram, email; webhooks later),
 * written in the same transaction as the status that owes them, so a crash cannot lose one. A sender
 * claims a row for a while before sending, counts the messages it has sent, and marks it sent.
 */
export const transcriptionNotices = pgTable(
  'transcription_notices',
  {
    transcriptionId: text('transcription_id')
      .notNull()
      .references(() => transcriptions.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    owedAt: timestamp('owed_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender holds it until then; past it, the sender is presumed dead and another may take over. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Messages of this notice already delivered, so a sender that takes over goes on from the next. */
    partsSent: integer('parts_sent').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.transcriptionId, table.channel] }),
    index('transcription_notices_unsent').on(table.owedAt).where(sql`${table.sentAt} is null`),
  ],
);

/**
 * Limits an administrator set for one workspace (`npm run cli -- limits set`), each replacing the
 * server's setting for it. No row: the server's setting. A row whose value is null: no limit at all.
 */
export const workspaceLimits = pgTable(
  'workspace_limits',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** One of WORKSPACE_LIMIT_NAMES (features/transcriptions/workspace-limits.ts). */
    name: text('name').notNull(),
    value: integer('value'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.name] }),
    check('workspace_limits_value', sql`${table.value} IS NULL OR ${table.value} >= 0`),
  ],
);

/**
 * A workspace's webhook endpoints (ADR 031). The secret signs every delivery, so it is kept as it is
 * (a hash could not sign); it leaves the server only in the answers that create or rotate it.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    secret: text('secret').notNull(),
    /** Null while enabled; why it is off otherwise. */
    disabledReason: text('disabled_reason', { enum: ['manual', 'failures'] }),
    /** Deliveries failed in a row, each after all its retries; a success sets it back to 0. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_endpoints_workspace').on(table.workspaceId)],
);

/**
 * One message to one endpoint and what became of it: the log a manager reads. The body is kept as sent,
 * so that every retry signs and sends the same bytes under the same `webhook-id`.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The transcription it tells of: one delivery per endpoint and transcription (null for tests). */
    transcriptionId: text('transcription_id'),
    event: text('event').notNull(),
    body: text('body').notNull(),
    state: text('state', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms'),
    responseExcerpt: text('response_excerpt'),
    /** Why the last try got no answer (the contract's codes; the web app words them). */
    failure: text('failure').$type<TWebhookFailure>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_endpoint').on(table.endpointId, table.createdAt),
    uniqueIndex('webhook_deliveries_once').on(table.endpointId, table.transcriptionId),
    index('webhook_deliveries_pending').on(table.createdAt).where(sql`${table.state} = 'pending'`),
  ],
);
