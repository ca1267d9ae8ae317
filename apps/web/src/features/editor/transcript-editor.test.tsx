import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSaveTranscript, TTranscriptionDetail } from '@whispy/contracts';
import { ok, type SentRequest, stubApi } from '../../test/stub-api';
import { makeDetail, makeSegment } from '../../test/transcription-fixture';
import { renderEditor } from './editor-test-harness';
import { AUTOSAVE_DELAY_MS, AUTOSAVE_RETRY_MS } from './use-server-autosave';

const podcast = makeDetail({
  id: 't1',
  version: 3,
  diarization: true,
  speakers: [
    { id: 'SPEAKER_00', name: 'SPEAKER_00', recognised: false },
    { id: 'SPEAKER_01', name: 'Ben', recognised: false },
  ],
  segments: [
    makeSegment(
      0,
      [
        [' Hello', 0, 0.5],
        [' wrld.', 0.6, 1.1],
      ],
      'SPEAKER_00',
    ),
    makeSegment(
      1,
      [
        [' Thanks', 1.5, 2],
        [' for', 2, 2.2],
        [' having', 2.2, 2.6],
        [' me.', 2.6, 3],
      ],
      'SPEAKER_01',
    ),
    makeSegment(2, [[' Welcome', 65, 66]], 'SPEAKER_00'),
  ],
});
const DRAFT_KEY = 'whispy.transcript-draft.t1';
const CONFLICT = 'Someone else saved this transcript in the meantime.';

/**
 * What the server answers to a save: the transcript as sent, one version on, listing only the speakers
 * some segment names.
 */
function savedAs(body: TSaveTranscript, from = podcast): TTranscriptionDetail {
  const named = new Set(body.segments.map((segment) => segment.speaker));
  return {
    ...from,
    version: body.version + 1,
    speakers: body.speakers
      .filter((speaker) => named.has(speaker.id))
      .map((speaker) => ({ ...speaker, recognised: false })),
    segments: body.segments,
  };
}

const isSave = (request: SentRequest) =>
  request.method === 'PUT' && request.path === 'transcriptions/t1/transcript';
const saves = (sent: SentRequest[]) => sent.filter(isSave).map((request) => request.body as TSaveTranscript);
const acceptSaves = () =>
  stubApi((request) =>
    isSave(request) ? ok(savedAs(request.body as TSaveTranscript), 'Saved successfully') : undefined,
  );

const saveState = () => within(screen.getByRole('toolbar')).getByRole('status');
/** The text of each row as the reader sees it, read view or textarea. */
const rowTexts = () =>
  screen.getAllByRole('listitem').map((row) => {
    const textarea = row.querySelector('textarea');
    return textarea ? textarea.value : row.querySelector('p')?.textContent;
  });
const speakerChips = () =>
  screen.getAllByRole('button', { name: /^Speaker:/ }).map((chip) => chip.textContent);

/** Clicks `word` (which opens the textarea there) and replaces the segment's text with `text`. */
async function retype(user: ReturnType<typeof userEvent.setup>, word: string, text: string) {
  await user.click(screen.getByText(word));
  const textarea = screen.getByRole('textbox', { name: /^Text at/ });
  await user.clear(textarea);
  await user.type(textarea, text);
}

beforeEach(() => {
  window.localStorage.clear();
  // jsdom does not scroll; the virtual list asks it to on mount and when following playback.
  window.scrollTo = vi.fn();
});
describe('transcript editor', () => {
  it('edits a word and saves the edited words with the version', async () => {
    const user = userEvent.setup();
    const sent = acceptSaves();
    renderEditor(podcast);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await retype(user, 'wrld.', 'Hello world.');
    expect(saveState()).toHaveTextContent('Unsaved changes');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    const [saved] = saves(sent);
    expect(saved?.version).toBe(3);
    expect(saved?.segments[0]?.words.map((word) => [word.text, word.start, word.end])).toEqual([
      [' Hello', 0, 0.5],
      [' world.', 0.6, 1.1],
    ]);
    expect(saved?.segments.slice(1)).toEqual(podcast.segments?.slice(1));
    expect(saveState()).toHaveTextContent('All changes saved');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves with Ctrl+S, and undoes with Ctrl+Z only outside the text being typed', async () => {
    const user = userEvent.setup();
    const sent = acceptSaves();
    renderEditor(podcast);

    await retype(user, 'wrld.', 'Hello there.');
    await user.keyboard('{Control>}z{/Control}');
    expect(rowTexts()[0]).toBe('Hello there.');
    await user.keyboard('{Escape}');
    expect(rowTexts()[0]).toBe('Hello there.');
    await user.keyboard('{Control>}z{/Control}');
    expect(rowTexts()[0]).toBe('Hello wrld.');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(rowTexts()[0]).toBe('Hello there.');

    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(saves(sent)).toHaveLength(1));
    expect(saves(sent)[0]?.segments[0]?.text).toBe(' Hello there.');
  });

  it('keeps the text and explains when someone else saved first, then loads the newer version', async () => {
    const user = userEvent.setup();
    const newer = makeDetail({
      ...podcast,
      version: 4,
      segments: [
        makeSegment(0, [[' Hi everyone.', 0, 1.1]], 'SPEAKER_00'),
        ...(podcast.segments ?? []).slice(1),
      ],
    });
    const sent = stubApi((request) => {
      if (isSave(request)) {
        const body = request.body as TSaveTranscript;
        return body.version === newer.version
          ? ok(savedAs(body, newer), 'Saved successfully')
          : { status: 409, body: { result: null, message: CONFLICT } };
      }
      return request.path === 'transcriptions/t1' ? ok(newer) : undefined;
    });
    renderEditor(podcast);

    await retype(user, 'wrld.', 'Hello world.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(CONFLICT);
    expect(rowTexts()[0]).toBe('Hello world.');
    expect(saveState()).toHaveTextContent('Not saved');

    await user.click(within(banner).getByRole('button', { name: 'Copy my text' }));
    expect(await navigator.clipboard.readText()).toBe(
      'SPEAKER_00: Hello world.\n\nBen: Thanks for having me.\n\nSPEAKER_00: Welcome',
    );

    await user.click(within(banner).getByRole('button', { name: 'Load the newer version' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard my changes' }));
    await waitFor(() => expect(rowTexts()[0]).toBe('Hi everyone.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(saveState()).toHaveTextContent('All changes saved');

    await retype(user, 'Welcome', 'Welcome back');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveState()).toHaveTextContent('All changes saved'));
    expect(saves(sent).map((body) => body.version)).toEqual([3, 4]);
  });

  it('marks the segments a refused save names, until they are edited', async () => {
    const user = userEvent.setup();
    stubApi((request) =>
      isSave(request)
        ? {
            status: 422,
            body: {
              message: 'The given data was invalid.',
              errors: { 'segments.1.words': ['Too many words.'] },
            },
          }
        : undefined,
    );
    renderEditor(podcast);

    await retype(user, 'wrld.', 'Hello world.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save, please check the red fields.')).toBeInTheDocument();
    const [first, second, third] = screen.getAllByRole('listitem');
    expect(second).toHaveTextContent('This segment could not be saved.');
    expect(first).not.toHaveTextContent('This segment could not be saved.');
    expect(third).not.toHaveTextContent('This segment could not be saved.');
    expect(rowTexts()[0]).toBe('Hello world.');

    await retype(user, 'having', 'Thanks for coming.');
    expect(screen.queryByText('This segment could not be saved.')).not.toBeInTheDocument();
  });

  it('restores unsaved changes after the page is opened again, and forgets them once saved', async () => {
    const user = userEvent.setup();
    const sent = acceptSaves();
    const { remount } = renderEditor(podcast);

    await retype(user, 'wrld.', 'Hello world.');
    // Written while typing pauses, so that a crash loses nothing.
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).toContain('world.'));
    remount();

    expect(screen.getByText('Unsaved changes from this browser were restored.')).toBeInTheDocument();
    expect(rowTexts()[0]).toBe('Hello world.');
    expect(saveState()).toHaveTextContent('Unsaved changes');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveState()).toHaveTextContent('All changes saved'));
    expect(saves(sent)[0]?.version).toBe(3);
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(screen.queryByText('Unsaved changes from this browser were restored.')).not.toBeInTheDocument();

    remount();
    expect(rowTexts()[0]).toBe('Hello world.');
    expect(screen.queryByText('Unsaved changes from this browser were restored.')).not.toBeInTheDocument();
  });

  it('keeps edits made just before the page closed, and discards a restored draft on request', async () => {
    const user = userEvent.setup();
    acceptSaves();
    const { remount } = renderEditor(podcast);

    await retype(user, 'wrld.', 'Hello world.');
    remount();
    expect(rowTexts()[0]).toBe('Hello world.');

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(rowTexts()[0]).toBe('Hello wrld.');
    expect(saveState()).toHaveTextContent('All changes saved');
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('renames a speaker in every row, and moves a turn to another or a new speaker', async () => {
    const user = userEvent.setup();
    const sent = acceptSaves();
    renderEditor(podcast);
    expect(speakerChips()).toEqual(['SPEAKER_00', 'Ben', 'SPEAKER_00']);

    await user.click(screen.getAllByRole('button', { name: /^Speaker:/ })[0]!);
    await user.click(screen.getByRole('button', { name: 'Rename speaker' }));
    await user.clear(screen.getByRole('textbox', { name: 'Speaker name' }));
    await user.type(screen.getByRole('textbox', { name: 'Speaker name' }), 'Ana{Enter}');
    expect(speakerChips()).toEqual(['Ana', 'Ben', 'Ana']);

    await user.click(screen.getAllByRole('button', { name: /^Speaker:/ })[2]!);
    await user.click(
      within(screen.getByRole('list', { name: 'Move to' })).getByRole('button', { name: 'Ben' }),
    );
    // Ben's turn now runs on into the sentence that was Ana's: his name shows once.
    expect(speakerChips()).toEqual(['Ana', 'Ben']);

    await user.click(screen.getAllByRole('button', { name: /^Speaker:/ })[0]!);
    await user.click(screen.getByRole('button', { name: 'New speaker' }));
    await user.clear(screen.getByRole('textbox', { name: 'Speaker name' }));
    await user.type(screen.getByRole('textbox', { name: 'Speaker name' }), 'Cleo{Enter}');
    expect(speakerChips()).toEqual(['Cleo', 'Ben']);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(sent)).toHaveLength(1));
    const [saved] = saves(sent);
    expect(saved?.speakers).toEqual([
      { id: 'SPEAKER_00', name: 'Ana' },
      { id: 'SPEAKER_01', name: 'Ben' },
      { id: 'SPEAKER_02', name: 'Cleo' },
    ]);
    expect(saved?.segments.map((segment) => segment.speaker)).toEqual([
      'SPEAKER_02',
      'SPEAKER_01',
      'SPEAKER_01',
    ]);
  });

  it('sets sentences as paragraphs, the speaker once per turn, a new paragraph after a pause', async () => {
    const user = userEvent.setup();
    const sentence = (id: number, text: string, start: number, speaker: string) =>
      makeSegment(id, [[` ${text}`, start, start + 1]], speaker);
    renderEditor(
      makeDetail({
        ...podcast,
        segments: [
          sentence(0, 'Good morning.', 0, 'SPEAKER_00'),
          sentence(1, 'Today we talk about bridges.', 1.2, 'SPEAKER_00'),
          sentence(2, 'After the break, rivers.', 8, 'SPEAKER_00'),
          sentence(3, 'Thanks.', 9.5, 'SPEAKER_01'),
          sentence(4, 'You are welcome.', 10.6, 'SPEAKER_00'),
        ],
      }),
    );
    expect(speakerChips()).toEqual(['SPEAKER_00', 'Ben', 'SPEAKER_00']);
    const leads = screen.getAllByRole('article').map((row) => row.dataset.lead);
    expect(leads).toEqual(['turn', 'sentence', 'paragraph', 'turn', 'turn']);

    // The chip at the start of the turn moves the whole turn.
    await user.click(screen.getAllByRole('button', { name: /^Speaker:/ })[0]!);
    await user.click(
      within(screen.getByRole('list', { name: 'Move to' })).getByRole('button', { name: 'Ben' }),
    );
    expect(speakerChips()).toEqual(['Ben', 'SPEAKER_00']);

    // Inside a turn, the row menu gives the rest of the turn to another speaker.
    await user.click(screen.getByRole('button', { name: 'More actions for the segment at 0:00:08' }));
    const fromHere = screen.getByRole('list', { name: 'From here on, spoken by' });
    await user.click(within(fromHere).getByRole('button', { name: 'SPEAKER_00' }));
    expect(speakerChips()).toEqual(['Ben', 'SPEAKER_00']);
    expect(screen.getAllByRole('article').map((row) => row.dataset.lead)).toEqual([
      'turn',
      'sentence',
      'turn',
      'sentence',
      'sentence',
    ]);
  });

  it('shows no speaker chip, and leaves no room for one, when the transcript has no speakers', () => {
    renderEditor(
      makeDetail({
        ...podcast,
        diarization: false,
        speakers: [],
        segments: [makeSegment(0, [[' Hello.', 0, 1]]), makeSegment(1, [[' Thanks.', 1.2, 2]])],
      }),
    );
    expect(rowTexts()).toEqual(['Hello.', 'Thanks.']);
    expect(screen.queryByRole('button', { name: /^Speaker:/ })).not.toBeInTheDocument();
    expect(screen.queryByText('No speaker')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article').map((row) => row.dataset.lead)).toEqual(['paragraph', 'sentence']);
  });

  it('splits with Enter and joins with Backspace at the start, each one undo step', async () => {
    const user = userEvent.setup();
    renderEditor(podcast);

    await user.click(screen.getByText('having'));
    await user.keyboard('{Enter}');
    expect(rowTexts()).toEqual(['Hello wrld.', 'Thanks for', 'having me.', 'Welcome']);
    expect(screen.getByRole('textbox', { name: 'Text at 0:00:02' })).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(rowTexts()).toEqual(['Hello wrld.', 'Thanks for having me.', 'Welcome']);
    const textarea = screen.getByRole('textbox', { name: 'Text at 0:00:01' });
    expect(textarea).toHaveFocus();
    expect((textarea as HTMLTextAreaElement).selectionStart).toBe('Thanks for'.length);

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(rowTexts()).toEqual(['Hello wrld.', 'Thanks for', 'having me.', 'Welcome']);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(rowTexts()).toEqual(['Hello wrld.', 'Thanks for having me.', 'Welcome']);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('splits and merges from the row menu, for touch screens', async () => {
    const user = userEvent.setup();
    renderEditor(podcast);

    await user.click(screen.getByRole('button', { name: 'More actions for the segment at 0:00:00' }));
    await user.click(screen.getByRole('button', { name: 'Merge with next' }));
    expect(rowTexts()).toEqual(['Hello wrld. Thanks for having me.', 'Welcome']);

    // A tap on a word says where "Split here" cuts.
    await user.click(screen.getByText('Thanks'));
    await user.click(screen.getByRole('button', { name: 'More actions for the segment at 0:00:00' }));
    await user.click(screen.getByRole('button', { name: 'Split here' }));
    expect(rowTexts()).toEqual(['Hello wrld.', 'Thanks for having me.', 'Welcome']);
  });

  it('finds case-insensitively, counts and highlights the matches, and replaces them', async () => {
    const user = userEvent.setup();
    renderEditor(podcast);

    await user.keyboard('{Control>}f{/Control}');
    const field = screen.getByRole('searchbox', { name: 'Find' });
    expect(field).toHaveFocus();
    await user.type(field, 'H');
    expect(await screen.findByText('1 of 3')).toBeInTheDocument();
    const marks = () => [...document.querySelectorAll('mark')];
    expect(marks().map((mark) => mark.closest('[data-word]')?.textContent)).toEqual([
      'Hello',
      'Thanks',
      'having',
    ]);
    expect(marks()[0]).toHaveAttribute('data-current', 'true');

    await user.keyboard('{Enter}');
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    expect(marks()[1]).toHaveAttribute('data-current', 'true');

    await user.type(screen.getByRole('textbox', { name: 'Replace with' }), 'j');
    await user.click(screen.getByRole('button', { name: 'Replace all' }));
    expect(rowTexts()).toEqual(['jello wrld.', 'Tjanks for javing me.', 'Welcome']);
    expect(screen.getByText('No matches')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(rowTexts()).toEqual(['Hello wrld.', 'Thanks for having me.', 'Welcome']);
  });

  it('seeks where a word or a time is clicked, and highlights the word being spoken', async () => {
    const user = userEvent.setup();
    const { clock } = renderEditor(podcast);
    const seek = vi.spyOn(clock, 'seek');

    act(() => clock.update(0.7, true));
    expect(screen.getByText('wrld.')).toHaveAttribute('aria-current', 'true');
    act(() => clock.update(2.3, true));
    expect(screen.getByText('having')).toHaveAttribute('aria-current', 'true');
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Play from 0:01:05' }));
    expect(seek).toHaveBeenLastCalledWith(65);
    await user.click(screen.getByText('for'));
    expect(seek).toHaveBeenLastCalledWith(2);
  });

  it('shows no editing controls when read-only, but finds and seeks', async () => {
    const user = userEvent.setup();
    // The owner's draft, kept in this browser: a read-only view neither shows it nor throws it away.
    const draft = JSON.stringify({
      version: 3,
      savedAt: '2025-03-04T14:05:00.000Z',
      document: {
        speakers: podcast.speakers,
        segments: [makeSegment(0, [[' Draft text', 0, 1]], 'SPEAKER_00')],
      },
    });
    window.localStorage.setItem(DRAFT_KEY, draft);
    const { clock } = renderEditor(podcast, { readOnly: true });
    const seek = vi.spyOn(clock, 'seek');
    expect(rowTexts()[0]).toBe('Hello wrld.');

    for (const name of ['Save', 'Undo', 'Redo']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /^More actions/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Speaker:/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('SPEAKER_00')).toHaveLength(2);

    await user.click(screen.getByText('having'));
    expect(seek).toHaveBeenLastCalledWith(2.2);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find' }), 'me');
    expect(await screen.findByText('1 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Replace with' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBe(draft);
  });
});

/** Real time passing, longer than the autosave waits for typing to pause. */
const pastTheAutosaveDelay = () => new Promise((resolve) => setTimeout(resolve, AUTOSAVE_DELAY_MS + 500));

describe('transcript editor autosave', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves once typing pauses, with the version, without a toast', async () => {
    const user = userEvent.setup();
    const sent = acceptSaves();
    renderEditor(podcast, { autosave: true });

    await retype(user, 'wrld.', 'Hello world.');
    expect(saveState()).toHaveTextContent('Unsaved changes');
    await waitFor(() => expect(saveState()).toHaveTextContent('All changes saved'));
    expect(saves(sent).map((body) => [body.version, body.segments[0]?.text])).toEqual([[3, ' Hello world.']]);
    expect(screen.queryByText('Saved successfully')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps a speaker whose last words moved to another one to choose, after the save left it out', async () => {
    const user = userEvent.setup();
    acceptSaves();
    renderEditor(podcast, { autosave: true });

    // Ben's one turn to SPEAKER_00: Ben speaks nowhere, and the saved transcript no longer lists him.
    await user.click(screen.getAllByRole('button', { name: /^Speaker:/ })[1]!);
    await user.click(
      within(screen.getByRole('list', { name: 'Move to' })).getByRole('button', { name: 'SPEAKER_00' }),
    );
    await waitFor(() => expect(saveState()).toHaveTextContent('All changes saved'));

    // Giving the rest of the turn back still finds him.
    await user.click(screen.getByRole('button', { name: 'More actions for the segment at 0:00:01' }));
    const fromHere = screen.getByRole('list', { name: 'From here on, spoken by' });
    await user.click(within(fromHere).getByRole('button', { name: 'Ben' }));
    expect(speakerChips()).toEqual(['SPEAKER_00', 'Ben']);
  });

  it('never saves over a save made elsewhere: the refusal keeps the text and autosave waits', async () => {
    const user = userEvent.setup();
    const sent = stubApi((request) =>
      isSave(request) ? { status: 409, body: { result: null, message: CONFLICT } } : undefined,
    );
    renderEditor(podcast, { autosave: true });

    await retype(user, 'wrld.', 'Hello world.');
    expect(await screen.findByRole('alert')).toHaveTextContent(CONFLICT);
    expect(saveState()).toHaveTextContent('Not saved');
    await retype(user, 'having', 'Thanks for coming.');
    await pastTheAutosaveDelay();
    expect(saves(sent)).toHaveLength(1);
    expect(rowTexts().slice(0, 2)).toEqual(['Hello world.', 'Thanks for coming.']);
  });

  it('says when an autosave did not get through, and tries again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let down = true;
    const sent = stubApi((request) => {
      if (!isSave(request)) return undefined;
      if (down) return { status: 503, body: { result: null, message: 'Service unavailable' } };
      return ok(savedAs(request.body as TSaveTranscript), 'Saved successfully');
    });
    renderEditor(podcast, { autosave: true });

    await retype(user, 'wrld.', 'Hello world.');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    await waitFor(() => expect(saveState()).toHaveTextContent('Not saved yet, trying again'));
    expect(screen.queryByText('Service unavailable')).not.toBeInTheDocument();

    down = false;
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_RETRY_MS));
    await waitFor(() => expect(saveState()).toHaveTextContent('All changes saved'));
    expect(saves(sent)).toHaveLength(2);
  });

  it('leaves a restored draft to the user until it is edited again', async () => {
    const user = userEvent.setup();
    const sent = acceptSaves();
    const { remount } = renderEditor(podcast, { autosave: true });

    await retype(user, 'wrld.', 'Hello world.');
    remount();
    expect(screen.getByText('Unsaved changes from this browser were restored.')).toBeInTheDocument();
    await pastTheAutosaveDelay();
    expect(saves(sent)).toHaveLength(0);

    await retype(user, 'having', 'Thanks for coming.');
    await waitFor(() => expect(saveState()).toHaveTextContent('All changes saved'));
    expect(saves(sent).map((body) => body.segments.slice(0, 2).map((segment) => segment.text))).toEqual([
      [' Hello world.', ' Thanks for coming.'],
    ]);
  });
});
