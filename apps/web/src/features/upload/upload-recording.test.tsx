import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeMicrophone } from './fake-microphone';
import { fakeUploads, makeLimits, mediaFile, renderUploadPage, stubUploadApi } from './upload-test-kit';

afterEach(() => {
  localStorage.clear();
});

const recordButton = () => screen.findByRole('button', { name: 'Start recording' });

describe('upload page: recording from the microphone', () => {
  it('records, pauses, and adds the recording to the files, which upload like any other', async () => {
    const user = userEvent.setup();
    stubUploadApi({ limits: makeLimits({ max_file_minutes: 30 }) });
    const uploads = fakeUploads();
    const microphone = fakeMicrophone();
    renderUploadPage({ uploadMedia: uploads.uploadMedia }, microphone.deps);

    await user.click(await recordButton());
    expect(await screen.findByText('Recording')).toBeVisible();
    // Keyboard users stay in the control: the pressed button went, Pause has the focus.
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
    expect(screen.getByRole('meter', { name: 'Microphone level' })).toBeInTheDocument();
    microphone.advance(65_000);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByText('Paused')).toBeVisible();
    expect(screen.getByText('1:05 / 30:00')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await user.keyboard('{Tab}{Enter}');

    const name = await screen.findByRole('textbox', { name: /^Transcription name for Recording / });
    expect((name as HTMLInputElement).value).toMatch(/^Recording \d{4}-\d\d-\d\d \d\d:\d\d\.ogg$/);
    expect(microphone.microphoneOn()).toBe(false);
    expect(screen.getByRole('button', { name: 'Start recording' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Start upload' }));
    await waitFor(() => expect(uploads.sessions).toHaveLength(1));
    expect(uploads.sessions[0]?.file.type).toBe('audio/ogg');
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

  it('stops at the longest recording accepted, keeps it, and says why', async () => {
    const user = userEvent.setup();
    stubUploadApi({ limits: makeLimits({ max_file_minutes: 1 }) });
    const microphone = fakeMicrophone();
    renderUploadPage({}, microphone.deps);
    await user.click(await recordButton());
    await screen.findByText('Recording');
    microphone.advance(60_000);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Recording stopped at 1 minutes, the longest recording accepted.',
    );
    expect(await screen.findByRole('textbox', { name: /^Transcription name for Recording / })).toBeVisible();
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
