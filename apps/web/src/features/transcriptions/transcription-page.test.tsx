import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TEngineName, TTranscriptionDetail } from '@whispy/contracts';
import { type Answer, ok, stubApi } from '../../test/stub-api';
import { makeDetail, makeSegment, pageOf } from '../../test/transcription-fixture';
import { renderTranscriptionsAt } from './render-transcriptions';

/** Whisper-like words of `text` spread evenly from `start` to `end`. */
function said(id: number, text: string, start: number, end: number, speaker: string) {
  const words = text.split(' ');
  const step = (end - start) / words.length;
  return makeSegment(
    id,
    words.map((word, index) => [` ${word}`, start + index * step, start + (index + 1) * step] as const),
    speaker,
  );
}
const segments: TTranscriptionDetail['segments'] = [
  said(0, 'Welcome to the show.', 0, 3.2, 'SPEAKER_00'),
  said(1, 'Thanks for having me.', 3.4, 6, 'SPEAKER_01'),
  said(2, 'Let us begin.', 65, 70, 'SPEAKER_00'),
];
const finished = makeDetail({
  id: 't1',
  name: 'Podcast',
  diarization: true,
  speakers: [
    { id: 'SPEAKER_00', name: 'Host', recognised: false },
    { id: 'SPEAKER_01', name: 'SPEAKER_01', recognised: false },
  ],
  segments,
});
const processing = makeDetail({
  ...finished,
  status: 'processing',
  progress: 0.3,
  segments: null,
  detected_language: null,
});

describe('transcription page', () => {
  it('asks to come back later while processing, then shows the transcript when it completes', async () => {
    let record = processing;
    const sent = stubApi((req) => (req.path === 'transcriptions/t1' ? ok(record) : undefined));
    const { push } = renderTranscriptionsAt('/resource/transcriptions/t1');

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Processing, come back later');
    expect(within(notice).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    push({ id: 't1', status: 'processing', progress: 0.8 });
    await waitFor(() =>
      expect(within(notice).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80'),
    );
    expect(sent).toHaveLength(1);

    record = finished;
    push({ id: 't1', status: 'completed', progress: 1 });
    const transcript = await screen.findByRole('region', { name: 'Transcript' });
    expect(screen.queryByText('Processing, come back later')).not.toBeInTheDocument();
    expect(
      within(transcript)
        .getAllByRole('button', { name: /^Speaker:/ })
        .map((chip) => chip.textContent),
    ).toEqual(['Host', 'SPEAKER_01', 'Host']);
    expect(transcript).toHaveTextContent('Thanks for having me.');
    expect(within(transcript).getByRole('button', { name: 'Play from 0:01:05' })).toBeInTheDocument();
    expect(within(transcript).getByRole('button', { name: 'Play from 0:00:03' })).toBeInTheDocument();
  });

  it('fetches a record still processing again when the live channel connects, and a finished one not', async () => {
    let record = processing;
    const sent = stubApi((req) => (req.path === 'transcriptions/t1' ? ok(record) : undefined));
    const { subscribed } = renderTranscriptionsAt('/resource/transcriptions/t1');
    expect(await screen.findByRole('status')).toHaveTextContent('Processing, come back later');

    // It completed before the socket connected: its notification reached nobody.
    record = finished;
    subscribed();
    const transcript = await screen.findByRole('region', { name: 'Transcript' });
    expect(transcript).toHaveTextContent('Thanks for having me.');
    subscribed();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.filter((request) => request.path === 'transcriptions/t1')).toHaveLength(2);
  });

  it("opens the transcript when it completes while the page's first answer, read before, is on the way", async () => {
    let answerFirst: (answer: Answer) => void = () => {};
    let asked = 0;
    stubApi((req) => {
      if (req.path !== 'transcriptions/t1') return undefined;
      asked += 1;
      return asked === 1 ? new Promise<Answer>((resolve) => (answerFirst = resolve)) : ok(finished);
    });
    const { push } = renderTranscriptionsAt('/resource/transcriptions/t1');
    await waitFor(() => expect(asked).toBe(1));
    push({ id: 't1', status: 'completed', progress: 1 });
    answerFirst(ok(processing));
    const transcript = await screen.findByRole('region', { name: 'Transcript' });
    expect(transcript).toHaveTextContent('Thanks for having me.');
  });

  it('shows the text made so far while processing, adds what the live channel brings, then opens the transcript', async () => {
    let record = makeDetail({
      ...processing,
      remaining_seconds: 130,
      partial_segments: [{ position: 0, start: 0, end: 3.2, text: 'Welcome to the show.' }],
    });
    const sent = stubApi((req) => (req.path === 'transcriptions/t1' ? ok(record) : undefined));
    const { push, pushLive } = renderTranscriptionsAt('/resource/transcriptions/t1');

    const sofar = await screen.findByRole('region', { name: 'Text so far' });
    expect(sofar).toHaveTextContent('Welcome to the show.');
    expect(screen.getByRole('status')).toHaveTextContent('about 3 min left');
    // Read-only: nothing to edit, no speaker chips.
    expect(within(sofar).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(sofar).queryByRole('button')).not.toBeInTheDocument();

    pushLive({
      notification: 'transcription.segments',
      id: 't1',
      segments: [{ position: 1, start: 3.4, end: 6, text: 'Thanks for having me.' }],
    });
    push({ id: 't1', status: 'processing', progress: 0.6, remaining_seconds: 40 });
    await waitFor(() => expect(sofar).toHaveTextContent('Thanks for having me.'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('about 40 sec left'));
    expect(sent).toHaveLength(1);

    // A gap (an event missed while offline) fetches the record again instead of showing a hole.
    record = {
      ...record,
      partial_segments: [
        ...(record.partial_segments ?? []),
        { position: 1, start: 3.4, end: 6, text: 'Thanks for having me.' },
        { position: 2, start: 65, end: 70, text: 'Let us begin.' },
        { position: 3, start: 70, end: 72, text: 'Fine.' },
      ],
    };
    pushLive({
      notification: 'transcription.segments',
      id: 't1',
      segments: [{ position: 3, start: 70, end: 72, text: 'Fine.' }],
    });
    await waitFor(() => expect(sofar).toHaveTextContent('Let us begin.'));
    expect(sent).toHaveLength(2);

    record = finished;
    push({ id: 't1', status: 'completed', progress: 1 });
    const transcript = await screen.findByRole('region', { name: 'Transcript' });
    expect(transcript).toHaveTextContent('Thanks for having me.');
    expect(screen.queryByRole('region', { name: 'Text so far' })).not.toBeInTheDocument();
  });

  it('shows the words when the completed record arrives well after the live event that it completed', async () => {
    let record = processing;
    let answerCompleted = () => {};
    const completedAsked = new Promise<void>((resolve) => {
      stubApi(async (req) => {
        if (req.path !== 'transcriptions/t1') return undefined;
        if (record === finished) {
          resolve();
          await new Promise<void>((release) => {
            answerCompleted = release;
          });
        }
        return ok(record);
      });
    });
    const { push } = renderTranscriptionsAt('/resource/transcriptions/t1');
    await screen.findByText('Processing, come back later');

    record = finished;
    push({ id: 't1', status: 'completed', progress: 1 });
    await completedAsked;
    // The page renders whatever it has while the record is on its way, as it does over a real network.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('No speech was found in this recording.')).not.toBeInTheDocument();
    answerCompleted();
    const transcript = await screen.findByRole('region', { name: 'Transcript' });
    expect(transcript).toHaveTextContent('Thanks for having me.');
  });

  it('shows the details, and says when only the trial minutes were transcribed', async () => {
    stubApi((req) =>
      req.path === 'transcriptions/t1'
        ? ok({
            ...finished,
            truncated: true,
            truncated_by: 'trial',
            transcribed_seconds: 600,
            duration: 3600,
            language: 'es',
          })
        : undefined,
    );
    renderTranscriptionsAt('/resource/transcriptions/t1');
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(details).toHaveTextContent('Spanish');
    expect(details).toHaveTextContent('whispy-small');
    expect(details).toHaveTextContent('1:00:00');
    expect(details).toHaveTextContent('Uploaded byAda Lovelace');
    expect(screen.getByText(/Trial limit: only the first 10 min of this recording/)).toBeInTheDocument();
  });

  it('says which limit cut a recording short', async () => {
    stubApi((req) =>
      req.path === 'transcriptions/t1'
        ? ok({ ...finished, truncated: true, truncated_by: 'minutes', transcribed_seconds: 45 })
        : undefined,
    );
    renderTranscriptionsAt('/resource/transcriptions/t1');
    expect(await screen.findByText(/Your minutes ran out: only the first 45 sec of/)).toBeInTheDocument();
  });

  it('gives the reason when the transcription failed', async () => {
    stubApi((req) =>
      req.path === 'transcriptions/t1'
        ? ok({ ...processing, status: 'failed', failure: 'The file has no audio track.' })
        : undefined,
    );
    renderTranscriptionsAt('/resource/transcriptions/t1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The transcription failed');
    expect(alert).toHaveTextContent('The file has no audio track.');
  });

  it('names the model that ran when the chosen engine had none for the language', async () => {
    stubApi((req) =>
      req.path === 'transcriptions/t1'
        ? ok({ ...finished, engine: 'whispy-tiny', language: 'auto', detected_language: 'es', model: 'base' })
        : undefined,
    );
    renderTranscriptionsAt('/resource/transcriptions/t1');
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(details).toHaveTextContent('Modelbase');
    expect(details).toHaveTextContent(
      'Penguin has only its English model on this server, so Elephant transcribed this Spanish recording.',
    );
  });

  it('runs a failed transcription again with an engine that can, and opens the new one', async () => {
    const user = userEvent.setup();
    const choice = (engine: TEngineName, installed: boolean, english_only = false) => ({
      engine,
      installed,
      english_only,
      auto_language: installed,
      install_command: installed && !english_only ? null : `npm run models -- install ${engine}`,
    });
    const failed = {
      ...processing,
      status: 'failed' as const,
      engine: 'whispy-tiny' as const,
      language: 'es' as const,
      failure: 'The chosen engine is not installed on this server.',
    };
    const sent = stubApi((req) => {
      if (req.path === 'transcriptions/engines') {
        return ok({
          engines: [
            choice('whispy-tiny', true, true),
            choice('whispy-base', true),
            choice('whispy-small', false),
            choice('whispy-medium', false),
            choice('whispy-large', false),
          ],
          speaker_detection: true,
          default_engine: 'whispy-base',
        });
      }
      if (req.path === 'transcriptions/t1/run-again') return ok({ id: 't2' });
      if (req.path === 'transcriptions/t2') return ok({ ...processing, id: 't2', status: 'queued' });
      return req.path === 'transcriptions/t1' ? ok(failed) : undefined;
    });
    const { router } = renderTranscriptionsAt('/resource/transcriptions/t1');
    await user.click(await screen.findByRole('button', { name: 'Run again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run again with another engine or language' });
    const penguin = await within(dialog).findByRole('radio', { name: /Penguin/ });
    expect(penguin).toBeDisabled();
    expect(penguin).toHaveAccessibleDescription(
      /Only its English model.*npm run models -- install whispy-tiny/,
    );
    const start = within(dialog).getByRole('button', { name: 'Run again' });
    expect(start).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /Elephant/ }));
    await user.click(start);
    await waitFor(() => expect(router.state.location.pathname).toBe('/resource/transcriptions/t2'));
    expect(sent.find((req) => req.method === 'POST')).toMatchObject({
      path: 'transcriptions/t1/run-again',
      body: { engine: 'whispy-base', language: 'es' },
    });
  });

  it('offers no Run again once the recording is no longer kept', async () => {
    stubApi((req) =>
      req.path === 'transcriptions/t1' ? ok({ ...finished, media_available: false }) : undefined,
    );
    renderTranscriptionsAt('/resource/transcriptions/t1');
    await screen.findByRole('region', { name: 'Details' });
    expect(screen.queryByRole('button', { name: 'Run again' })).not.toBeInTheDocument();
  });

  it('renames the transcription and keeps the loaded transcript', async () => {
    const user = userEvent.setup();
    let record = finished;
    const sent = stubApi((req) => {
      if (req.method === 'PUT') {
        const input = req.body as { name?: string };
        record = { ...record, name: input.name ?? record.name };
        const { segments: _left, ...saved } = record;
        return ok(saved, 'Saved successfully');
      }
      return req.path === 'transcriptions/t1' ? ok(record) : undefined;
    });
    renderTranscriptionsAt('/resource/transcriptions/t1');

    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Episode 1');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Episode 1' })).toBeInTheDocument();
    expect(sent.filter((req) => req.method === 'PUT').map((req) => req.body)).toEqual([
      { name: 'Episode 1' },
    ]);
    // The saved record has no segments; the transcript already loaded stays.
    expect(screen.getByRole('region', { name: 'Transcript' })).toHaveTextContent('Let us begin.');
  });

  it('publishes with the public switch', async () => {
    const user = userEvent.setup();
    const sent = stubApi((req) => {
      if (req.method === 'PUT') return ok({ ...finished, segments: undefined, public: true });
      return req.path === 'transcriptions/t1' ? ok(finished) : undefined;
    });
    renderTranscriptionsAt('/resource/transcriptions/t1');
    const toggle = await screen.findByRole('switch', { name: 'Public' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(sent.at(-1)).toMatchObject({ method: 'PUT', body: { public: true } });
  });

  it('deletes after the confirmation and goes back to the list', async () => {
    const user = userEvent.setup();
    const sent = stubApi((req) => {
      if (req.method === 'DELETE') return ok(null, 'Deleted successfully');
      if (req.path === 'transcriptions') return ok(pageOf([]));
      return req.path === 'transcriptions/t1' ? ok(finished) : undefined;
    });
    const { router } = renderTranscriptionsAt('/resource/transcriptions/t1');
    await user.click(await screen.findByRole('button', { name: 'Delete Podcast' }));
    expect(
      await screen.findByRole('dialog', { name: 'Delete the transcription “Podcast”?' }),
    ).toBeInTheDocument();
    expect(sent.some((req) => req.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resource/transcriptions'));
    expect(sent.find((req) => req.method === 'DELETE')?.path).toBe('transcriptions/t1');
  });

  it('is not found when the server says 404 (another workspace’s id)', async () => {
    stubApi(() => undefined);
    renderTranscriptionsAt('/resource/transcriptions/other');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });

  it('says it cannot open the transcription on any other error', async () => {
    stubApi(() => ({ status: 500, body: { result: null, message: 'Internal error' } }));
    renderTranscriptionsAt('/resource/transcriptions/t1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot open this transcription due to an error',
    );
  });
});

describe('public transcription page', () => {
  it('is read-only, even for the owner', async () => {
    const sent = stubApi((req) => (req.path === 'public_transcriptions/t1' ? ok(finished) : undefined));
    renderTranscriptionsAt('/resource/public_transcriptions/t1');
    expect(await screen.findByRole('region', { name: 'Transcript' })).toHaveTextContent(
      'Welcome to the show.',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete|Save/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to public transcriptions' })).toHaveAttribute(
      'href',
      '/resource/public_transcriptions',
    );
    // Only reads, all from the public scope: the record and the player's waveform.
    expect(sent.map((req) => `${req.method} ${req.path}`).sort()).toEqual([
      'GET public_transcriptions/t1',
      'GET public_transcriptions/t1/peaks',
    ]);
  });
});
