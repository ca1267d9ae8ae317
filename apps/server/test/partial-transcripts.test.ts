import {
  PARTIAL_TRANSCRIPT_LIMITS,
  type TLiveNotification,
  type TTranscriptionDetail,
  workspaceChannel,
  ZTranscriptionDetail,
  ZTranscriptionSegments,
} from '@whispy/contracts';
import { type Browser, memberBrowser } from '@whispy/test-kit/browser';
import { useEngineServer } from '@whispy/test-kit/engine-server';
import { eventually } from '@whispy/test-kit/eventually';
import { asBrowser, connect, liveEvents, subscribe } from '@whispy/test-kit/live';
import { realCallLooped } from '@whispy/test-kit/real-speech';
import { insertCompleted, transcribeFile, waitForStatus } from '@whispy/test-kit/transcriptions';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { partialSegments } from '../src/db/schema.js';
import { partialTranscript } from '../src/features/transcriptions/partial-transcript.js';
import { workspaceNotifier } from '../src/realtime/index.js';

const engine = useEngineServer();

async function liveChannelOf(browser: Browser) {
  const workspace = (await browser.get('/api/auth/identity')).json.result.workspace.ulid;
  return liveEvents(await subscribe(connect(engine.server, asBrowser(browser)), workspaceChannel(workspace)));
}

describe('the text of a transcription while it is made', () => {
  let owner: Browser;
  let stranger: Browser;
  let ownEvents: unknown[];
  let strangerEvents: unknown[];
  let id: string;
  /** Every answer of `GET transcriptions/{id}` while the job ran, as an API client polling sees them. */
  const polled: TTranscriptionDetail[] = [];
  let done: TTranscriptionDetail;

  beforeAll(async () => {
    owner = await memberBrowser(engine.server.url);
    stranger = await memberBrowser(engine.server.url);
    ownEvents = await liveChannelOf(owner);
    strangerEvents = await liveChannelOf(stranger);
    // Two minutes of a real call: whispy-tiny takes several seconds over it, segment after segment.
    id = await transcribeFile(owner, realCallLooped(2), { name: 'Call', engine: 'whispy-tiny' });
    for (;;) {
      const answer = ZTranscriptionDetail.parse((await owner.get(`/api/transcriptions/${id}`)).json.result);
      if (answer.status === 'failed') throw new Error(`the transcription failed: ${answer.failure}`);
      if (answer.status === 'completed') break;
      polled.push(answer);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    done = await waitForStatus(owner, id, ['completed']);
  }, 300_000);

  const ofThis = (events: unknown[]) =>
    (events as TLiveNotification[]).filter((event) => 'id' in event && event.id === id);

  it('sends the segments on the live channel while processing, in order, before it completes', () => {
    const events = ofThis(ownEvents);
    const sent = events.filter((event) => event.notification === 'transcription.segments');
    expect(sent.length).toBeGreaterThan(0);
    const completedAt = events.findIndex(
      (event) => event.notification === 'transcription.updated' && event.status === 'completed',
    );
    expect(events.indexOf(sent.at(-1)!)).toBeLessThan(completedAt);
    const positions = sent.flatMap((event) => event.segments.map((segment) => segment.position));
    expect(positions).toEqual(positions.map((_, index) => index));
    const text = sent.flatMap((event) => event.segments.map((segment) => segment.text)).join(' ');
    // The call's own words ("This is Diane in New Jersey…"), as Whisper yields them.
    expect(text).toMatch(/New Jersey/i);
  });

  it('keeps every live event within its bound, and checked by its contract', () => {
    for (const event of ofThis(ownEvents).filter((e) => e.notification === 'transcription.segments')) {
      expect(ZTranscriptionSegments.parse(event)).toEqual(event);
      expect(Buffer.byteLength(JSON.stringify(event))).toBeLessThanOrEqual(
        PARTIAL_TRANSCRIPT_LIMITS.eventBytes,
      );
    }
  });

  it('never sends them to another workspace', () => {
    expect(ofThis(strangerEvents)).toEqual([]);
    expect(
      (strangerEvents as TLiveNotification[]).filter((e) => e.notification === 'transcription.segments'),
    ).toEqual([]);
  });

  it('gives the segments done so far, and the time left, to an API client that polls', () => {
    const processing = polled.filter((answer) => answer.status === 'processing');
    const withText = processing.filter((answer) => (answer.partial_segments ?? []).length > 0);
    expect(withText.length).toBeGreaterThan(0);
    // Each answer holds what the one before held, and maybe more.
    const texts = withText.map((answer) => answer.partial_segments ?? []);
    texts.slice(1).forEach((after, index) => {
      const before = texts[index] ?? [];
      expect(after.slice(0, before.length)).toEqual(before);
    });
    expect(processing.some((answer) => answer.remaining_seconds !== null)).toBe(true);
    const others = polled.filter((answer) => answer.status !== 'processing');
    expect(others.map((answer) => answer.partial_segments)).toEqual(others.map(() => null));
  });

  it('carries the time left in live progress, and none once completed', () => {
    const updates = ofThis(ownEvents).filter((e) => e.notification === 'transcription.updated');
    expect(updates.some((e) => e.status === 'processing' && typeof e.remaining_seconds === 'number')).toBe(
      true,
    );
    expect(updates.at(-1)).toMatchObject({ status: 'completed', remaining_seconds: null });
  });

  it('replaces the text made so far with the completed transcript, and forgets it', async () => {
    expect(done.partial_segments).toBeNull();
    expect(done.segments?.length).toBeGreaterThan(0);
    expect(done.remaining_seconds).toBeNull();
    const { db } = engine.server.database;
    await eventually(async () =>
      expect(await db.select().from(partialSegments).where(eq(partialSegments.transcriptionId, id))).toEqual(
        [],
      ),
    );
  });

  it('answers 404 to another workspace asking for the text so far, as for any of its transcriptions', async () => {
    expect((await stranger.get(`/api/transcriptions/${id}`)).status).toBe(404);
  });
});

describe('hostile segments', () => {
  async function runningTranscription() {
    const owner = await memberBrowser(engine.server.url);
    const identity = (await owner.get('/api/auth/identity')).json.result;
    const events = (await liveChannelOf(owner)) as TLiveNotification[];
    const { db } = engine.server.database;
    const id = await insertCompleted(
      db,
      { userId: identity.user.id, workspaceId: identity.workspace.id },
      { status: 'processing', progress: 0.5, segments: null },
    );
    const partial = partialTranscript(
      { db, notify: workspaceNotifier(engine.server.app.realtime), log: engine.server.app.log },
      { id, workspaceId: identity.workspace.id },
    );
    const add = (texts: string[]) => {
      for (const [index, text] of texts.entries()) {
        partial.add({ id: index, start: index, end: index + 1, text, speaker: null, words: [] });
      }
    };
    const segmentsSent = () => events.filter((e) => e.notification === 'transcription.segments');
    return { owner, id, db, partial, add, segmentsSent };
  }

  it('cuts an overlong text and keeps every live event under its byte bound', async () => {
    const { partial, add, segmentsSent } = await runningTranscription();
    // What JSON makes biggest: control characters (6 bytes each escaped), quotes, and CJK (3 bytes).
    const texts = ['\u0001'.repeat(5_000), '"'.repeat(3_000), '字'.repeat(3_000), ' Hello.'];
    add(Array.from({ length: 40 }, (_, index) => texts[index % texts.length]!));
    await partial.finish();
    await eventually(() => expect(segmentsSent().flatMap((e) => e.segments)).toHaveLength(40));
    for (const event of segmentsSent()) {
      expect(ZTranscriptionSegments.parse(event)).toEqual(event);
      expect(Buffer.byteLength(JSON.stringify(event))).toBeLessThanOrEqual(
        PARTIAL_TRANSCRIPT_LIMITS.eventBytes,
      );
    }
    const longest = Math.max(
      ...segmentsSent().flatMap((e) => e.segments.map((segment) => segment.text.length)),
    );
    expect(longest).toBe(PARTIAL_TRANSCRIPT_LIMITS.text);
  });

  it('keeps no more segments than a transcript may have', async () => {
    const { owner, id, db, partial, add } = await runningTranscription();
    add(Array.from({ length: PARTIAL_TRANSCRIPT_LIMITS.segments + 5 }, () => ' Hi.'));
    await partial.finish();
    const stored = await db.select().from(partialSegments).where(eq(partialSegments.transcriptionId, id));
    expect(stored).toHaveLength(PARTIAL_TRANSCRIPT_LIMITS.segments);
    const detail = ZTranscriptionDetail.parse((await owner.get(`/api/transcriptions/${id}`)).json.result);
    expect(detail.partial_segments).toHaveLength(PARTIAL_TRANSCRIPT_LIMITS.segments);
  });
});
