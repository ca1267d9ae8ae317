import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TTranscriptionDetail } from '@whispy/contracts';
import { ok, stubApi } from '../../test/stub-api';
import { makeDetail, makeSegment } from '../../test/transcription-fixture';
import { renderEditor } from './editor-test-harness';

/** Ana was named by a voice profile when the call completed; the second speaker kept its label. */
const call = makeDetail({
  id: 't1',
  version: 2,
  diarization: true,
  speakers: [
    { id: 'SPEAKER_1', name: 'Ana', recognised: true },
    { id: 'SPEAKER_2', name: 'Speaker 2', recognised: false },
  ],
  segments: [
    makeSegment(0, [[' Hello.', 0, 0.5]], 'SPEAKER_1'),
    makeSegment(1, [[' Hi.', 1, 1.5]], 'SPEAKER_2'),
  ],
});

const chip = (index: number) => screen.getAllByRole('button', { name: /^Speaker:/ })[index]!;

beforeEach(() => {
  window.localStorage.clear();
  window.scrollTo = vi.fn();
});

describe('voices in the speaker menu', () => {
  it('saves a speaker’s voice as a profile under the name it has now, from the keyboard', async () => {
    const user = userEvent.setup();
    const sent = stubApi((request) =>
      request.method === 'POST' && request.path === 'voice-profiles'
        ? ok(
            {
              id: 'p1',
              name: 'Bo',
              created_by: null,
              created_at: '2025-01-01T00:00:00.000Z',
              updated_at: '2025-01-01T00:00:00.000Z',
            },
            'Voice saved as “Bo”.',
          )
        : undefined,
    );
    renderEditor(call);
    // Renamed in the editor, not saved yet: the profile takes the name on show.
    await user.click(chip(1));
    await user.click(screen.getByRole('button', { name: 'Rename speaker' }));
    await user.clear(screen.getByRole('textbox', { name: 'Speaker name' }));
    await user.type(screen.getByRole('textbox', { name: 'Speaker name' }), 'Bo{Enter}');

    chip(1).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save voice as profile…' }));
    expect(screen.getByRole('textbox', { name: 'Voice profile name' })).toHaveValue('Bo');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent.filter((request) => request.path === 'voice-profiles')).toHaveLength(1));
    expect(sent.find((request) => request.path === 'voice-profiles')?.body).toEqual({
      transcription_id: 't1',
      speaker: 'SPEAKER_2',
      name: 'Bo',
    });
    expect(await screen.findByText('Voice saved as “Bo”.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Voice profile name' })).not.toBeInTheDocument();
  });

  it('shows why a voice cannot be saved under the field', async () => {
    const user = userEvent.setup();
    const reason = 'This speaker has no voice to save.';
    stubApi((request) =>
      request.path === 'voice-profiles'
        ? { status: 422, body: { message: 'The given data was invalid.', errors: { speaker: [reason] } } }
        : undefined,
    );
    renderEditor(call);
    await user.click(chip(1));
    await user.click(screen.getByRole('button', { name: 'Save voice as profile…' }));
    await user.click(screen.getByRole('button', { name: 'Save voice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  });

  it('offers no voice to save for a speaker added in the editor', async () => {
    const user = userEvent.setup();
    stubApi();
    renderEditor(call);
    await user.click(chip(1));
    await user.click(screen.getByRole('button', { name: 'New speaker' }));
    await user.type(screen.getByRole('textbox', { name: 'Speaker name' }), '{Enter}');
    await user.click(chip(1));
    expect(screen.getByRole('button', { name: 'Rename speaker' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save voice as profile…' })).not.toBeInTheDocument();
  });

  it('marks a recognised name and undoes it back to the label, which the clean editor shows at once', async () => {
    const user = userEvent.setup();
    const undone: TTranscriptionDetail = {
      ...call,
      version: 3,
      speakers: [
        { id: 'SPEAKER_1', name: 'Speaker 1', recognised: false },
        { id: 'SPEAKER_2', name: 'Speaker 2', recognised: false },
      ],
    };
    const { segments: _segments, ...answer } = undone;
    const sent = stubApi((request) =>
      request.method === 'DELETE' && request.path === 'transcriptions/t1/speakers/SPEAKER_1/recognition'
        ? ok(answer, 'The speaker has its original label again.')
        : undefined,
    );
    renderEditor(call);
    expect(chip(0)).toHaveAccessibleName('Speaker: Ana, recognised by voice. Rename or change the speaker');
    expect(chip(1)).toHaveAccessibleName('Speaker: Speaker 2. Rename or change the speaker');

    await user.click(chip(0));
    const menu = screen.getByRole('dialog');
    expect(within(menu).getByText('Recognised by voice')).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Undo name' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(chip(0)).toHaveTextContent('Speaker 1'));
    expect(chip(0)).toHaveAccessibleName('Speaker: Speaker 1. Rename or change the speaker');
  });

  it('will not undo while edits are unsaved, and drops the mark once the name is changed', async () => {
    const user = userEvent.setup();
    const sent = stubApi();
    renderEditor(call);
    await user.click(chip(1));
    await user.click(screen.getByRole('button', { name: 'Rename speaker' }));
    await user.type(screen.getByRole('textbox', { name: 'Speaker name' }), '{End} B{Enter}');

    await user.click(chip(0));
    expect(screen.getByText('Save or discard your changes first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo name' })).toBeDisabled();
    await user.keyboard('{Escape}');

    await user.click(chip(0));
    await user.click(screen.getByRole('button', { name: 'Rename speaker' }));
    await user.type(screen.getByRole('textbox', { name: 'Speaker name' }), '{End} María{Enter}');
    expect(chip(0)).toHaveAccessibleName('Speaker: Ana María. Rename or change the speaker');
    expect(sent.filter((request) => request.method === 'DELETE')).toEqual([]);
  });
});
