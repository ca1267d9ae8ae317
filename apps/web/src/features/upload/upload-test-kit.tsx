import type {
  TEngineChoices,
  TEngineName,
  TTranscriptionLimits,
  TUnfinishedRecording,
} from '@whispy/contracts';
import { renderSignedInAt } from '../../test/render-signed-in';
import { type Answer, type AnswerRequest, ok, stubApi } from '../../test/stub-api';
import type { RecorderDeps } from './microphone-recorder';
import type { UploadEvents, UploadMedia } from './tus-upload';
import { UploadPage } from './upload-page';
import type { RecordingTransport } from './use-live-recording';
import type { UploadServices } from './use-upload-queue';

export const MB = 1_000_000;

export function makeLimits(overrides: Partial<TTranscriptionLimits> = {}): TTranscriptionLimits {
  return {
    max_file_bytes: 100 * MB,
    large_file_bytes: 50 * MB,
    max_file_minutes: 60,
    max_files_per_batch: 5,
    can_subscribe: true,
    trial: null,
    minutes_available: null,
    storage: null,
    ...overrides,
  };
}

/** One engine as a server with these models answers it; an English-only one detects with base. */
export function engineChoice(
  engine: TEngineName,
  installed: boolean,
  english_only = false,
): TEngineChoices['engines'][number] {
  return {
    engine,
    installed,
    english_only,
    auto_language: installed,
    install_command: installed && !english_only ? null : `npm run models -- install ${engine}`,
  };
}

export function makeEngines(overrides: Partial<TEngineChoices> = {}): TEngineChoices {
  return {
    engines: [
      engineChoice('whispy-tiny', true),
      engineChoice('whispy-base', true),
      engineChoice('whispy-small', true),
      engineChoice('whispy-medium', false),
      engineChoice('whispy-large', false),
    ],
    speaker_detection: true,
    default_engine: 'whispy-small',
    ...overrides,
  };
}

/** A media file of `bytes` bytes (its content does not matter to the page). */
export const mediaFile = (name: string, bytes = 1000, type = 'audio/mpeg') =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 1_700_000_000_000 });

/**
 * The server's answers for the upload page, on the shared API stub: limits, engines, and
 * `POST transcriptions` creating `t-1`, `t-2`, … unless `create` answers otherwise.
 */
export function stubUploadApi(
  options: {
    limits?: TTranscriptionLimits;
    engines?: TEngineChoices;
    glossary?: string[];
    create?: () => Answer;
    /** Answers the page's other requests (links, the transcriptions they start). */
    more?: AnswerRequest;
    /** The caller's recordings left unfinished on the server. */
    unfinished?: TUnfinishedRecording[];
  } = {},
) {
  let created = 0;
  return stubApi(({ method, path, query, body }) => {
    if (path === 'transcriptions/limits') return ok(options.limits ?? makeLimits());
    if (/^workspace\/[^/]+\/glossary$/.test(path)) {
      return ok({ entries: options.glossary ?? [], editable: false, updated_at: null });
    }
    if (path === 'transcriptions/engines') return ok(options.engines ?? makeEngines());
    if (path === 'transcriptions/recordings') return ok(options.unfinished ?? []);
    if (method === 'POST' && /^transcriptions\/[^/]+\/recording\/finish$/.test(path)) return ok(null);
    if (method === 'POST' && path === 'transcriptions') {
      if (options.create) return options.create();
      created += 1;
      return {
        status: 201,
        body: { result: { id: `t-${created}`, upload_url: `/api/uploads/t-${created}` } },
      };
    }
    if (method === 'DELETE') return { status: 204 };
    return options.more?.({ method, path, query, body });
  });
}

/** tus stands in here: each upload is recorded, and the test drives its events. */
export function fakeUploads() {
  const sessions: { file: File; endpoint: string; events: UploadEvents; cancel: ReturnType<typeof vi.fn> }[] =
    [];
  const uploadMedia: UploadMedia = async (file, endpoint, events) => {
    const cancel = vi.fn(async () => {});
    sessions.push({ file, endpoint, events, cancel });
    return { cancel, pause: vi.fn(async () => {}), resume: vi.fn() };
  };
  return { sessions, uploadMedia };
}

/**
 * The upload page in a router (for its links) with the toast region. jsdom cannot decode media, so a file's
 * length is unknown unless the test says otherwise.
 */
export function renderUploadPage(
  overrides: Partial<UploadServices> = {},
  recorderDeps?: RecorderDeps,
  recordingTransport?: RecordingTransport,
) {
  const services: Partial<UploadServices> = { readDuration: async () => null, ...overrides };
  return renderSignedInAt(
    [
      {
        path: '/resource/transcriptions/create',
        element: (
          <UploadPage
            services={services}
            recorderDeps={recorderDeps}
            recordingTransport={recordingTransport}
          />
        ),
      },
      { path: '/resource/transcriptions/:id', element: <p>transcription page</p> },
    ],
    '/resource/transcriptions/create',
  );
}
