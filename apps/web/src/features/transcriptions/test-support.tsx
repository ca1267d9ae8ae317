import { QueryClient } from '@tanstack/react-query';
import {
  type TIdentity,
  type TLiveNotification,
  type TPage,
  type TTranscription,
  type TTranscriptionDetail,
  type TTranscriptionUpdated,
  workspaceChannel,
} from '@whispy/contracts';
import type { RouteObject } from 'react-router';
import { makePublicConfig } from '../../test/config-fixture';
import { fakePusher } from '../../test/fake-pusher';
import { makeIdentity } from '../../test/identity-fixture';
import { renderRoutes } from '../../test/render-routes';
import { publicConfigQuery } from '../config';
import { identityQueryKey } from '../identity';
import { LiveChannel } from '../live';
import { PublicTranscriptionsPage } from './public-transcriptions-page';
import { PublicTranscriptionPage, TranscriptionPage } from './transcription-page';
import { TranscriptionsPage } from './transcriptions-page';

/** A transcription as the API lists it; each test states only what matters to it. */
export function makeTranscription(overrides: Partial<TTranscription> = {}): TTranscription {
  return {
    id: 't1',
    name: 'Team meeting',
    status: 'completed',
    progress: 1,
    duration: 754,
    created_at: '2025-03-04T14:05:00.000Z',
    updated_at: '2025-03-04T14:09:00.000Z',
    public: false,
    language: 'auto',
    detected_language: 'en',
    engine: 'whispy-small',
    diarization: false,
    min_speakers: null,
    max_speakers: null,
    keepData: true,
    owner: { id: 'u1', name: 'Ada Lovelace' },
    speakers: [],
    failure: null,
    truncated: false,
    truncated_by: null,
    transcribed_seconds: 754,
    media_available: true,
    expires_at: null,
    editable: true,
    version: 1,
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<TTranscriptionDetail> = {}): TTranscriptionDetail {
  return { ...makeTranscription(), segments: [], ...overrides };
}

export function pageOf(rows: TTranscription[], overrides: Partial<TPage<TTranscription>> = {}) {
  return {
    data: rows,
    from: rows.length ? 1 : 0,
    to: rows.length,
    count: rows.length,
    page: 1,
    per_page: 15,
    ...overrides,
  };
}

export type SentRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
type Answer = { status?: number; body?: unknown };

export const ok = (result: unknown, message?: string): Answer => ({ body: { result, message } });

/**
 * Stubs fetch at the network boundary: `answer` sees each request (path without `/api/`) and says what the
 * server replies, at once or when its promise settles; unanswered requests get a 404. Every request is recorded in order.
 */
export function stubApi(answer: (request: SentRequest) => Answer | undefined | Promise<Answer | undefined>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://whispy.test');
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api\//, ''),
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    };
    sent.push(request);
    const { status = 200, body = { result: null, message: 'Not found' } } = (await answer(request)) ?? {
      status: 404,
    };
    // A 204 has no body (the Response constructor refuses one).
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

/** `routes` opened at `path`, signed in (Ada Lovelace unless `identity` says otherwise), with the live channel open. */
export function renderSignedInAt(routes: RouteObject[], path: string, identity: TIdentity = makeIdentity()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(identityQueryKey, identity);
  queryClient.setQueryData(publicConfigQuery.queryKey, makePublicConfig());
  const pusher = fakePusher();
  const router = renderRoutes(routes, path, {
    queryClient,
    beside: <LiveChannel connect={pusher.connect} />,
  });
  /** A live notification from the server on the workspace's channel. */
  const pushLive = (notification: TLiveNotification) =>
    pusher.push(workspaceChannel(identity.workspace.ulid), notification);
  /** A `transcription.updated` event from the server on the workspace's channel. */
  const push = (update: Omit<TTranscriptionUpdated, 'notification'>) =>
    pushLive({ notification: 'transcription.updated', ...update });
  return { router, push, pushLive, queryClient };
}

/** The transcription pages under their resource paths, signed in, with the live channel open. */
export function renderTranscriptionsAt(path: string) {
  return renderSignedInAt(
    [
      { path: '/resource/transcriptions', element: <TranscriptionsPage /> },
      { path: '/resource/transcriptions/create', element: <p>upload page</p> },
      { path: '/resource/transcriptions/:id', element: <TranscriptionPage /> },
      { path: '/resource/public_transcriptions', element: <PublicTranscriptionsPage /> },
      { path: '/resource/public_transcriptions/:id', element: <PublicTranscriptionPage /> },
    ],
    path,
  );
}
