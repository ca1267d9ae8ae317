import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPendingUploads } from './pending-uploads';
import { fakeUploads, mediaFile, renderUploadPage, stubUploadApi } from './upload-test-kit';

afterEach(() => {
  localStorage.clear();
});

/** The page with the server's answers stubbed (`api`) and tus faked, as each test here begins. */
function openUploadPage(api?: Parameters<typeof stubUploadApi>[0]) {
  const user = userEvent.setup();
  const sent = stubUploadApi(api);
  const uploads = fakeUploads();
  renderUploadPage({ uploadMedia: uploads.uploadMedia });
  return { user, sent, uploads };
}

async function addAndStart(user: ReturnType<typeof userEvent.setup>, ...files: File[]) {
  await user.upload(await screen.findByLabelText('Choose files'), files);
  await screen.findByRole('textbox', { name: `Transcription name for ${files.at(-1)?.name}` });
  await user.click(screen.getByRole('button', { name: 'Start upload' }));
}

/** Adds the file, starts, and waits until its upload has begun at tus; resolves to that upload. */
async function startUpload({ user, uploads }: ReturnType<typeof openUploadPage>, file: File) {
  await addAndStart(user, file);
  await waitFor(() => expect(uploads.sessions).toHaveLength(1));
  return uploads.sessions[0]!;
}

const creations = (sent: ReturnType<typeof stubUploadApi>) =>
  sent.filter((request) => request.method === 'POST' && request.path === 'transcriptions');

describe('upload page: uploading', () => {
  it('starts from the workspace glossary, one word a line, and sends the words as edited', async () => {
    const { user, sent, uploads } = openUploadPage({ glossary: ['Mosqueda', 'Pedersen'] });
    const words = await screen.findByRole('textbox', { name: 'Names and terms to listen for' });
    expect(words).toHaveValue('Mosqueda\nPedersen');
    expect(words).toHaveAccessibleDescription(/filled in from the workspace glossary/);
    await user.type(words, '{Enter}{Enter}  Kubernetes  ');
    await addAndStart(user, mediaFile('council.mp3'));
    await waitFor(() => expect(uploads.sessions).toHaveLength(1));
    expect(creations(sent)[0]?.body).toMatchObject({ vocabulary: ['Mosqueda', 'Pedersen', 'Kubernetes'] });
  });

  it('creates one transcription per file with the chosen settings and uploads them one after another', async () => {
    const { user, sent, uploads } = openUploadPage();
    await user.upload(await screen.findByLabelText('Choose files'), [
      mediaFile('one.mp3'),
      mediaFile('two.mp3'),
    ]);
    const name = await screen.findByRole('textbox', { name: 'Transcription name for one.mp3' });
    await user.clear(name);
    await user.type(name, 'Board meeting');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Spoken language' }), 'ja');
    await user.click(screen.getByRole('radio', { name: /Penguin/ }));
    await user.click(screen.getByRole('switch', { name: 'Translate to English' }));
    await user.click(screen.getByRole('switch', { name: 'Detect speakers' }));
    // At most 2, then at least 3: the most follows the fewest up, so three speakers exactly.
    const speakers = screen.getByRole('group', { name: 'Number of speakers' });
    await user.selectOptions(within(speakers).getByRole('combobox', { name: 'At most' }), '2');
    await user.selectOptions(within(speakers).getByRole('combobox', { name: 'At least' }), '3');
    expect(within(speakers).getByRole('combobox', { name: 'At most' })).toHaveValue('3');
    await user.click(screen.getByRole('radio', { name: /Delete after transcription/ }));
    await user.click(screen.getByRole('button', { name: 'Start upload' }));

    await waitFor(() => expect(uploads.sessions).toHaveLength(1));
    expect(creations(sent).map((request) => request.body)).toEqual([
      {
        name: 'Board meeting',
        language: 'ja',
        engine: 'whispy-tiny',
        diarization: true,
        min_speakers: 3,
        max_speakers: 3,
        keepData: false,
        translate: true,
        vocabulary: [],
      },
    ]);
    expect(uploads.sessions[0]?.endpoint).toBe('/api/uploads/t-1');
    expect(uploads.sessions[0]?.file.name).toBe('one.mp3');

    act(() => uploads.sessions[0]?.events.onProgress(0.42));
    expect(screen.getByRole('progressbar', { name: 'Upload progress of Board meeting' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    expect(screen.getByText('Uploading 42%')).toBeVisible();

    act(() => uploads.sessions[0]?.events.onSuccess());
    expect(await screen.findByText('Board meeting uploaded successfully')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open transcription' })).toHaveAttribute(
      'href',
      '/resource/transcriptions/t-1',
    );
    await waitFor(() => expect(uploads.sessions).toHaveLength(2));
    expect(creations(sent)[1]?.body).toMatchObject({ name: 'two.mp3', language: 'ja' });
    expect(uploads.sessions[1]?.endpoint).toBe('/api/uploads/t-2');
  });

  it("shows the server's refusal on the file's row", async () => {
    const { user, uploads } = openUploadPage({
      create: () => ({
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { engine: ['This engine is not installed.'] },
        },
      }),
    });
    await addAndStart(user, mediaFile('refused.mp3'));
    const item = (await screen.findByText('Upload failed: This engine is not installed.')).closest('li');
    expect(item).toHaveTextContent('refused.mp3');
    expect(uploads.sessions).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('shows the tus refusal of the server on the row', async () => {
    const upload = await startUpload(openUploadPage(), mediaFile('clip.mp3'));
    act(() => upload.events.onError({ message: 'The file is not audio or video.', gone: false }));
    expect(screen.getByText('Upload failed: The file is not audio or video.')).toBeVisible();
  });

  it('says it is reconnecting while the connection is down, and goes on when it is back', async () => {
    const upload = await startUpload(openUploadPage(), mediaFile('clip.mp3'));
    act(() => upload.events.onProgress(0.3));
    act(() => upload.events.onReconnecting());
    expect(screen.getByText('Connection lost, reconnecting…')).toBeVisible();
    act(() => upload.events.onProgress(0.6));
    expect(screen.queryByText('Connection lost, reconnecting…')).not.toBeInTheDocument();
    expect(screen.getByText('Uploading 60%')).toBeVisible();
  });

  it('cancelling stops the upload and discards its transcription', async () => {
    const page = openUploadPage();
    const upload = await startUpload(page, mediaFile('oops.mp3'));
    await page.user.click(screen.getByRole('button', { name: 'Cancel oops.mp3' }));
    expect(screen.getByText('Cancelled')).toBeVisible();
    expect(upload.cancel).toHaveBeenCalled();
    await waitFor(() =>
      expect(page.sent).toContainEqual(
        expect.objectContaining({ method: 'DELETE', path: 'transcriptions/t-1' }),
      ),
    );
  });

  it('resumes the unfinished upload of a file picked again after a reload, into the same transcription', async () => {
    const file = mediaFile('lecture.mp3');
    createPendingUploads().remember(file, { id: 't-9', upload_url: '/api/uploads/t-9', name: 'Lecture 9' });
    const { user, sent, uploads } = openUploadPage();
    await user.upload(await screen.findByLabelText('Choose files'), [file]);
    expect(await screen.findByRole('textbox', { name: 'Transcription name for lecture.mp3' })).toHaveValue(
      'Lecture 9',
    );
    expect(screen.getByText(/It will continue where it stopped/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start upload' }));
    await waitFor(() => expect(uploads.sessions).toHaveLength(1));
    expect(uploads.sessions[0]?.endpoint).toBe('/api/uploads/t-9');
    expect(creations(sent)).toHaveLength(0);
    act(() => uploads.sessions[0]?.events.onSuccess());
    expect(await screen.findByText('Lecture 9 uploaded successfully')).toBeVisible();
    expect(createPendingUploads().find(file)).toBeNull();
  });

  it('remembers an unfinished upload so that a reload can resume it', async () => {
    const file = mediaFile('long-talk.mp3');
    await startUpload(openUploadPage(), file);
    expect(createPendingUploads().find(file)).toMatchObject({ id: 't-1', upload_url: '/api/uploads/t-1' });
  });
});
