import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  engineChoice,
  fakeUploads,
  MB,
  makeEngines,
  makeLimits,
  mediaFile,
  renderUploadPage,
  stubUploadApi,
} from './upload-test-kit';

afterEach(() => {
  localStorage.clear();
});

const chooseFiles = async (user: ReturnType<typeof userEvent.setup>, ...files: File[]) =>
  user.upload(await screen.findByLabelText('Choose files'), files);

const row = (name: string) => screen.queryByRole('textbox', { name: `Transcription name for ${name}` });

/** The refusal names the file and the limit it met; the file gets no row, while the others do. */
async function expectRefused(refused: string, message: string, added: string[]) {
  expect(await screen.findByText(message)).toBeVisible();
  expect(row(refused)).not.toBeInTheDocument();
  for (const name of added) expect(row(name)).toBeInTheDocument();
}

describe('upload page: adding files', () => {
  it('refuses a file over the size limit, naming the size', async () => {
    const user = userEvent.setup();
    stubUploadApi({ limits: makeLimits({ max_file_bytes: 10 * MB }) });
    renderUploadPage({ uploadMedia: fakeUploads().uploadMedia });
    await chooseFiles(user, mediaFile('huge.mp3', 10 * MB + 1), mediaFile('fine.mp3', 10 * MB));
    await expectRefused(
      'huge.mp3',
      'Cannot add huge.mp3 because it is larger than 10 MB, the largest file accepted.',
      ['fine.mp3'],
    );
  });

  it('refuses an empty file', async () => {
    const user = userEvent.setup();
    stubUploadApi();
    renderUploadPage();
    await chooseFiles(user, mediaFile('nothing.mp3', 0), mediaFile('voice.mp3'));
    await expectRefused('nothing.mp3', 'Cannot add nothing.mp3 because it is empty.', ['voice.mp3']);
  });

  it('refuses files past what is left of the trial, counting the files already added', async () => {
    const user = userEvent.setup();
    stubUploadApi({
      limits: makeLimits({
        trial: { transcriptions_allowed: 3, transcriptions_used: 1, minutes_per_transcription: null },
      }),
    });
    renderUploadPage();
    await chooseFiles(user, mediaFile('a.mp3'), mediaFile('b.mp3'), mediaFile('c.mp3'));
    await expectRefused(
      'c.mp3',
      'Cannot add c.mp3 because your workspace has used all 3 of its transcriptions.',
      ['a.mp3', 'b.mp3'],
    );
  });

  it('refuses a file longer than the minutes limit, as the browser measures it', async () => {
    const user = userEvent.setup();
    stubUploadApi({ limits: makeLimits({ max_file_minutes: 30 }) });
    const lengths: Record<string, number> = { 'long.mp4': 30 * 60 + 1, 'short.mp4': 30 * 60 };
    renderUploadPage({ readDuration: async (file) => lengths[file.name] ?? null });
    await chooseFiles(
      user,
      mediaFile('long.mp4', 1000, 'video/mp4'),
      mediaFile('short.mp4', 1000, 'video/mp4'),
    );
    await expectRefused(
      'long.mp4',
      'Cannot add long.mp4 because it is longer than 30 minutes, the longest recording accepted.',
      ['short.mp4'],
    );
  });

  it('refuses files beyond the batch limit', async () => {
    const user = userEvent.setup();
    stubUploadApi({ limits: makeLimits({ max_files_per_batch: 2 }) });
    renderUploadPage();
    await chooseFiles(user, mediaFile('a.mp3'), mediaFile('b.mp3'), mediaFile('c.mp3'));
    await expectRefused('c.mp3', 'Cannot add c.mp3: up to 2 files can be uploaded at a time.', [
      'a.mp3',
      'b.mp3',
    ]);
  });

  it('warns that a large file is worth compressing, and still lets it be uploaded', async () => {
    const user = userEvent.setup();
    stubUploadApi({ limits: makeLimits({ large_file_bytes: 5 * MB }) });
    renderUploadPage();
    await chooseFiles(
      user,
      mediaFile('big.wav', 6 * MB, 'audio/wav'),
      mediaFile('small.wav', 5 * MB, 'audio/wav'),
    );
    const warnings = await screen.findAllByText(/This file is large/);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.closest('li')).toHaveTextContent('big.wav');
    expect(screen.getByRole('button', { name: 'Start upload' })).toBeEnabled();
  });

  it('refuses a file that would take the workspace past its storage, counting the files already added', async () => {
    const user = userEvent.setup();
    stubUploadApi({ limits: makeLimits({ storage: { quota_bytes: 100 * MB, used_bytes: 80 * MB } }) });
    renderUploadPage();
    await chooseFiles(user, mediaFile('first.mp3', 15 * MB), mediaFile('second.mp3', 6 * MB));
    expect(
      await screen.findByText(
        'Cannot add second.mp3 because your workspace would keep more recordings than it may. Delete transcriptions you no longer need first.',
      ),
    ).toBeVisible();
    expect(row('second.mp3')).not.toBeInTheDocument();
    expect(row('first.mp3')).toBeInTheDocument();
  });

  it('names each transcription after its file, editable before the upload starts', async () => {
    const user = userEvent.setup();
    stubUploadApi();
    renderUploadPage();
    await chooseFiles(user, mediaFile('interview.m4a', 1000, 'audio/mp4'));
    const name = await screen.findByRole('textbox', { name: 'Transcription name for interview.m4a' });
    expect(name).toHaveValue('interview.m4a');
    await user.clear(name);
    await user.type(name, 'Interview with Ada');
    expect(name).toHaveValue('Interview with Ada');
  });
});

describe('upload page: notices', () => {
  it('states the trial allowance and that only the first minutes are transcribed', async () => {
    stubUploadApi({
      limits: makeLimits({
        trial: { transcriptions_allowed: 3, transcriptions_used: 1, minutes_per_transcription: 10 },
      }),
    });
    renderUploadPage();
    expect(
      await screen.findByText(/1 of 3 transcriptions used\. .*only their first 10 minutes are transcribed/),
    ).toBeVisible();
    expect(screen.queryByText(/no transcription minutes left/)).not.toBeInTheDocument();
  });

  it('says that uploads wait for minutes where plans are sold, and still takes files', async () => {
    const user = userEvent.setup();
    stubUploadApi({ limits: makeLimits({ minutes_available: 0 }) });
    renderUploadPage();
    expect(await screen.findByText(/no transcription minutes left\. Your uploads are kept/)).toBeVisible();
    expect(screen.queryByText(/Trial:/)).not.toBeInTheDocument();
    await chooseFiles(user, mediaFile('later.mp3'));
    expect(row('later.mp3')).toBeInTheDocument();
  });

  it('refuses files without minutes on a server that sells none, and says who can give more', async () => {
    const user = userEvent.setup();
    stubUploadApi({ limits: makeLimits({ minutes_available: 0, can_subscribe: false }) });
    renderUploadPage();
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Your workspace has no transcription minutes left, so no more files can be uploaded. Ask the administrator of this server to raise the limit.',
    );
    await chooseFiles(user, mediaFile('voice.mp3'));
    await expectRefused(
      'voice.mp3',
      'Cannot add voice.mp3 because your workspace has no transcription minutes left.',
      [],
    );
  });

  it('says when the trial is used up, with the plans where they are sold', async () => {
    stubUploadApi({
      limits: makeLimits({
        trial: { transcriptions_allowed: 2, transcriptions_used: 2, minutes_per_transcription: 30 },
      }),
    });
    renderUploadPage();
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'Your workspace has used all 2 of its transcriptions, so no more files can be uploaded. See plans',
    );
    expect(within(note).getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/onboarding/subscription/create',
    );
  });

  it('states an operator-set count without a cut, and offers no plans where none are sold', async () => {
    stubUploadApi({
      limits: makeLimits({
        can_subscribe: false,
        trial: { transcriptions_allowed: 5, transcriptions_used: 1, minutes_per_transcription: null },
      }),
    });
    renderUploadPage();
    expect(await screen.findByRole('note')).toHaveTextContent(/^Trial: 1 of 5 transcriptions used\.$/);
    expect(screen.queryByRole('link', { name: 'See plans' })).not.toBeInTheDocument();
  });

  it('says how much of its storage a nearly full workspace keeps', async () => {
    stubUploadApi({ limits: makeLimits({ storage: { quota_bytes: 10_000 * MB, used_bytes: 9_500 * MB } }) });
    renderUploadPage();
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Your workspace keeps 9.5 GB of the 10 GB of recordings it may. Delete transcriptions you no longer need, or choose “Delete after transcription” under Media file.',
    );
  });

  it('shows neither for a subscribed workspace with minutes', async () => {
    stubUploadApi({ limits: makeLimits({ minutes_available: 120 }) });
    renderUploadPage();
    await screen.findByLabelText('Choose files');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('upload page: engine picker', () => {
  it('offers the five engines, the default chosen and the missing ones disabled with a note', async () => {
    stubUploadApi();
    renderUploadPage();
    const engines = within(await screen.findByRole('group', { name: 'Engine' }));
    expect(engines.getAllByRole('radio')).toHaveLength(5);
    expect(engines.getByRole('radio', { name: /Crocodile/ })).toBeChecked();
    expect(engines.getByRole('radio', { name: /Penguin/ })).toBeEnabled();
    const giraffe = engines.getByRole('radio', { name: /Giraffe/ });
    expect(giraffe).toBeDisabled();
    expect(giraffe).toHaveAccessibleDescription(/Precise but slow.*Not installed on this server/);
    expect(engines.getByRole('radio', { name: /Dolphin/ })).toHaveAccessibleDescription(
      /Most precise, slowest/,
    );
  });

  it('disables an English-only engine for another language, with the reason and the install command', async () => {
    const user = userEvent.setup();
    stubUploadApi({
      engines: makeEngines({
        engines: [
          engineChoice('whispy-tiny', true, true),
          engineChoice('whispy-base', true),
          engineChoice('whispy-small', false),
          engineChoice('whispy-medium', false),
          engineChoice('whispy-large', false),
        ],
        default_engine: 'whispy-tiny',
      }),
    });
    renderUploadPage();
    await user.upload(await screen.findByLabelText(/Choose files/), mediaFile('talk.mp3'));
    const penguin = await screen.findByRole('radio', { name: /Penguin/ });
    const start = screen.getByRole('button', { name: 'Start upload' });
    const englishOnly = /Only its English model is installed here.*npm run models -- install whispy-tiny/;
    // Automatic language runs: another model detects the language first.
    expect(penguin).toBeEnabled();
    expect(penguin).not.toHaveAccessibleDescription(englishOnly);
    expect(start).toBeEnabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Spoken language' }), 'es');
    expect(penguin).toBeDisabled();
    expect(penguin).toHaveAccessibleDescription(englishOnly);
    expect(start).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Elephant/ })).not.toHaveAccessibleDescription(englishOnly);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Spoken language' }), 'en');
    expect(penguin).toBeEnabled();
    expect(start).toBeEnabled();
  });

  it('cannot start with an engine that is not installed', async () => {
    const user = userEvent.setup();
    stubUploadApi({ engines: makeEngines({ default_engine: 'whispy-large' }) });
    renderUploadPage();
    await chooseFiles(user, mediaFile('a.mp3'));
    expect(screen.getByRole('button', { name: 'Start upload' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Elephant/ }));
    expect(screen.getByRole('button', { name: 'Start upload' })).toBeEnabled();
  });

  it('lists auto first, then English, Spanish and Japanese, then the other languages', async () => {
    stubUploadApi();
    renderUploadPage();
    const select = await screen.findByRole('combobox', { name: 'Spoken language' });
    const options = within(select).getAllByRole('option');
    expect(options.slice(0, 4).map((option) => option.textContent)).toEqual([
      'Detect automatically',
      'English',
      'Spanish',
      'Japanese',
    ]);
    expect(options).toHaveLength(4 + 97);
    expect(options[4]).toHaveTextContent('Afrikaans');
  });

  it('offers translation to English, and disables it with the reason where only English models exist', async () => {
    const user = userEvent.setup();
    const englishOnly = { ...engineChoice('whispy-tiny', true, true), auto_language: false };
    stubUploadApi({
      engines: makeEngines({
        engines: [
          englishOnly,
          ...makeEngines()
            .engines.slice(1)
            .map((choice) => ({ ...choice, installed: false })),
        ],
        default_engine: 'whispy-tiny',
      }),
    });
    renderUploadPage();
    const translate = await screen.findByRole('switch', { name: 'Translate to English' });
    expect(translate).toBeDisabled();
    expect(translate).not.toBeChecked();
    expect(translate).toHaveAccessibleDescription(/needs a multilingual model/);
    await user.click(translate);
    expect(translate).not.toBeChecked();
  });

  it('turns translation on for an engine with a multilingual model', async () => {
    const user = userEvent.setup();
    stubUploadApi();
    renderUploadPage();
    const translate = await screen.findByRole('switch', { name: 'Translate to English' });
    expect(translate).toHaveAccessibleDescription(/English, whatever language is spoken/);
    await user.click(translate);
    expect(translate).toBeChecked();
  });

  it('turns speaker detection on and off, noting the longer processing', async () => {
    const user = userEvent.setup();
    stubUploadApi();
    renderUploadPage();
    const speakers = await screen.findByRole('switch', { name: 'Detect speakers' });
    expect(speakers).toHaveAccessibleDescription(/up to 3 times longer/);
    expect(speakers).not.toBeChecked();
    await user.click(speakers);
    expect(speakers).toBeChecked();
  });
});
