import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeMicrophone } from './fake-microphone';
import { fakeRecordingServer } from './fake-recording-server';
import { makeLimits, mediaFile, renderUploadPage, stubUploadApi } from './upload-test-kit';

afterEach(() => {
  localStorage.clear();
});

const recordButton = () => screen.findByRole('button', { name: 'Start recording' });

/** The page with a fake microphone whose pieces go to a fake tus server. */
function renderRecordingPage(limits = makeLimits({ max_file_minutes: 30 })) {
  const sent = stubUploadApi({ limits });
  const microphone = fakeMicrophone();
  const server = fakeRecordingServer();
  renderUploadPage({}, microphone.deps, { send: (url, init) => server.send(url, init) });
  return { sent, microphone, server };
}

describe('upload page: recording from the microphone', () => {
  it('records, pauses, sends each piece as it comes, and transcribes the recording when stopped', async () => {
    const user = userEvent.setup();
    const { sent, microphone, server } = renderRecordingPage();

    await user.click(await recordButton());
    expect(await screen.findByText('Recording')).toBeVisible();
    // Keyboard users stay in the control: the pressed button went, Pause has the focus.
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
    expect(screen.getByRole('meter', { name: 'Microphone level' })).toBeInTheDocument();
    microphone.advance(42_000);
    microphone.recorder()?.speak(500);
    expect(await screen.findByText('Saved up to 0:42')).toBeVisible();
    const created = sent.find((request) => request.method === 'POST' && request.path === 'transcriptions');
    expect(created?.body).toMatchObject({
      name: expect.stringMatching(/^Recording \d{4}-\d\d-\d\d \d\d:\d\d$/),
    });
    expect(server.bytes).toHaveLength(500);

    microphone.advance(23_000);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByText('Paused')).toBeVisible();
    expect(screen.getByText('1:05 / 30:00')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await user.keyboard('{Tab}{Enter}');

    // The browser's last slice goes up with the length: the server checks and transcribes it.
    await waitFor(() => expect(server.length).toBe(510));
    expect(await screen.findByText(/^Recording .* uploaded successfully$/)).toBeVisible();
    expect(microphone.microphoneOn()).toBe(false);
    expect(screen.getByRole('button', { name: 'Start recording' })).toHaveFocus();
  });

  it('warns while the connection is gone, and recording goes on', async () => {
    const user = userEvent.setup();
    const { microphone, server } = renderRecordingPage();
    await user.click(await recordButton());
    await screen.findByText('Recording');
    microphone.advance(4_000);
    microphone.recorder()?.speak(100);
    await screen.findByText('Saved up to 0:04');
    server.down = true;
    microphone.advance(4_000);
    microphone.recorder()?.speak(100);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No connection: recording goes on and is saved when the connection returns (saved up to 0:04).',
    );
    expect(screen.getByText('Recording')).toBeVisible();
    server.down = false;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Saved up to 0:08')).toBeVisible();
    expect(server.bytes).toHaveLength(200);
  });

  it("stops with the server's words when it takes no more (the storage quota)", async () => {
    const user = userEvent.setup();
    const { microphone, server } = renderRecordingPage();
    await user.click(await recordButton());
    await screen.findByText('Recording');
    microphone.advance(2_000);
    microphone.recorder()?.speak(100);
    await screen.findByText('Saved up to 0:02');
    server.refuseWith = { status: 413, message: 'Your workspace keeps 1.0 MB already.' };
    microphone.advance(2_000);
    microphone.recorder()?.speak(100);
    await waitFor(() => expect(screen.queryByText('Saved up to 0:02')).toBeNull());
    microphone.advance(2_000);
    microphone.recorder()?.speak(100);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server did not take the rest of the recording. Your workspace keeps 1.0 MB already.',
    );
    expect(microphone.microphoneOn()).toBe(false);
  });

  it('offers an unfinished recording, transcribes it with what the server kept, or discards it', async () => {
    const user = userEvent.setup();
    const sent = stubUploadApi({
      unfinished: [
        {
          id: 'r-1',
          name: 'Recording 2026-11-25 14:05',
          started_at: '2026-11-25T14:05:00Z',
          saved_bytes: 1_200_000,
        },
        {
          id: 'r-2',
          name: 'Recording 2026-11-25 16:30',
          started_at: '2026-11-25T16:30:00Z',
          saved_bytes: 300_000,
        },
      ],
    });
    renderUploadPage({}, fakeMicrophone().deps);
    const offer = await screen.findByRole('region', { name: 'Unfinished recordings' });
    const first = within(offer).getByText('Recording 2026-11-25 14:05: 1.2 MB saved').closest('li')!;
    await user.click(within(first).getByRole('button', { name: 'Transcribe it' }));
    await waitFor(() =>
      expect(sent).toContainEqual(
        expect.objectContaining({ method: 'POST', path: 'transcriptions/r-1/recording/finish' }),
      ),
    );
    expect(await screen.findByText('Recording 2026-11-25 14:05 is being transcribed')).toBeVisible();

    const second = within(offer).getByText('Recording 2026-11-25 16:30: 300 kB saved').closest('li')!;
    await user.click(within(second).getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard “Recording 2026-11-25 16:30”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(sent).toContainEqual(expect.objectContaining({ method: 'DELETE', path: 'transcriptions/r-2' })),
    );
  });

  it('says so when the browser may not use the microphone', async () => {
    const user = userEvent.setup();
    stubUploadApi();
    renderUploadPage({}, fakeMicrophone({ refuse: 'NotAllowedError' }).deps);
    await user.click(await recordButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Whispy may not use your microphone. Allow it in your browser's site settings, then try again.",
    );
  });

  it('says so when there is no microphone', async () => {
    const user = userEvent.setup();
    stubUploadApi();
    renderUploadPage({}, fakeMicrophone({ refuse: 'NotFoundError' }).deps);
    await user.click(await recordButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('No microphone was found.');
  });

  it('stops at the longest recording accepted, transcribes what it has, and says why', async () => {
    const user = userEvent.setup();
    const { microphone, server } = renderRecordingPage(makeLimits({ max_file_minutes: 1 }));
    await user.click(await recordButton());
    await screen.findByText('Recording');
    microphone.advance(60_000);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Recording stopped at 1 minutes, the longest recording accepted. It is transcribed now.',
    );
    await waitFor(() => expect(server.length).toBe(10));
  });

  it('offers no recording while the batch is full', async () => {
    const user = userEvent.setup();
    stubUploadApi({ limits: makeLimits({ max_files_per_batch: 1 }) });
    renderUploadPage({}, fakeMicrophone().deps);
    await user.upload(await screen.findByLabelText('Choose files'), [mediaFile('talk.mp3')]);
    await waitFor(async () => expect(await recordButton()).toBeDisabled());
    expect(screen.getByText(/No more files can be added right now/)).toBeVisible();
  });
});
