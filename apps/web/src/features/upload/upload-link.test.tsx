import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TTranscriptionDetail } from '@whispy/contracts';
import { type Answer, ok } from '../../test/stub-api';
import { makeTranscription } from '../../test/transcription-fixture';
import { renderUploadPage, stubUploadApi } from './upload-test-kit';

const LINK = 'https://media.example.com/talks/fox%20talk.mp3?token=secret';
const NOT_FOUND = 'The link answered that there is no such file (HTTP 404).';

/** The transcription a link started, as the server shows it now. */
const fetched = (overrides: Partial<TTranscriptionDetail>): TTranscriptionDetail => ({
  ...makeTranscription({ id: 'l-1', name: 'fox talk.mp3', from_link: true, ...overrides }),
  segments: null,
  partial_segments: null,
});

/** The server's answers for one link: it starts `l-1`, whose record `record` answers at each request. */
function stubLink(record: () => Answer | Promise<Answer>) {
  return stubUploadApi({
    more: ({ method, path }) => {
      if (method === 'POST' && path === 'transcriptions/from-link')
        return { status: 201, body: { result: { id: 'l-1' } } };
      if (path === 'transcriptions/l-1') return record();
      return undefined;
    },
  });
}

async function pasteLink(link: string) {
  const user = userEvent.setup();
  const page = renderUploadPage();
  await user.type(await screen.findByRole('textbox', { name: 'Link to an audio or video file' }), link);
  await user.keyboard('{Enter}');
  return page;
}

describe('upload page: from a link', () => {
  it("starts the link with the page's settings and follows it: fetching with its progress", async () => {
    const sent = stubLink(() => ok(fetched({ status: 'uploading', progress: 0.4 })));
    await pasteLink(LINK);
    const started = await screen.findByRole('list', { name: 'Links being fetched' });
    expect(await within(started).findByText('fox talk.mp3')).toBeVisible();
    expect(within(started).getByText('Fetching from link')).toBeVisible();
    expect(within(started).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(within(started).getByRole('link', { name: 'Open transcription' })).toHaveAttribute(
      'href',
      '/resource/transcriptions/l-1',
    );
    const request = sent.find((entry) => entry.path === 'transcriptions/from-link');
    expect(request?.body).toEqual({
      url: LINK,
      language: 'auto',
      engine: 'whispy-small',
      diarization: false,
      min_speakers: null,
      max_speakers: null,
      keepData: true,
      translate: false,
      vocabulary: [],
    });
    // The field is free for the next link.
    expect(screen.getByRole('textbox', { name: 'Link to an audio or video file' })).toHaveValue('');
  });

  it('says why a link failed, in the words the server gives', async () => {
    stubLink(() => ok(fetched({ status: 'failed', failure: NOT_FOUND })));
    await pasteLink(LINK);
    expect(await screen.findByText(`Failed: ${NOT_FOUND}`)).toBeVisible();
  });

  it('asks again when the live channel connects: a link that failed before it did is not left fetching', async () => {
    let failedAlready = false;
    stubLink(() =>
      ok(fetched(failedAlready ? { status: 'failed', failure: NOT_FOUND } : { status: 'waiting' })),
    );
    const { subscribed } = await pasteLink(LINK);
    expect(await screen.findByText('Fetching from link')).toBeVisible();
    // The failure's notification went out before the page's channel was subscribed: nobody heard it.
    failedAlready = true;
    subscribed();
    expect(await screen.findByText(`Failed: ${NOT_FOUND}`)).toBeVisible();
  });

  it('fetches again when the link fails while its first answer, read before, is on the way', async () => {
    let answerFirst: (answer: Answer) => void = () => {};
    let asked = 0;
    stubLink(() => {
      asked += 1;
      if (asked === 1) return new Promise<Answer>((resolve) => (answerFirst = resolve));
      return ok(fetched({ status: 'failed', failure: NOT_FOUND }));
    });
    const { push } = await pasteLink(LINK);
    await waitFor(() => expect(asked).toBe(1));
    push({ id: 'l-1', status: 'failed', progress: 0 });
    answerFirst(ok(fetched({ status: 'waiting' })));
    expect(await screen.findByText(`Failed: ${NOT_FOUND}`)).toBeVisible();
  });

  it.each(['ftp://media.example.com/fox.mp3', 'https://me:secret@media.example.com/fox.mp3', 'not a link'])(
    'refuses %s before asking the server',
    async (link) => {
      const sent = stubUploadApi();
      await pasteLink(link);
      expect(
        await screen.findByText(
          'Enter a link that starts with http:// or https://, without a user name or password.',
        ),
      ).toBeVisible();
      expect(sent.some((entry) => entry.path === 'transcriptions/from-link')).toBe(false);
    },
  );

  it("shows the server's reason for the link under the field", async () => {
    stubUploadApi({
      more: ({ path }) =>
        path === 'transcriptions/from-link'
          ? {
              status: 422,
              body: { result: null, message: 'Check the link.', errors: { url: ['Too long.'] } },
            }
          : undefined,
    });
    await pasteLink(LINK);
    const field = screen.getByRole('textbox', { name: 'Link to an audio or video file' });
    expect(await screen.findByText('Too long.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it("says the server's refusal", async () => {
    stubUploadApi({
      more: ({ path }) =>
        path === 'transcriptions/from-link'
          ? {
              status: 429,
              body: { result: null, message: 'You have 10 uploads under way: wait for one to finish.' },
            }
          : undefined,
    });
    await pasteLink(LINK);
    expect(await screen.findByText('You have 10 uploads under way: wait for one to finish.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Links being fetched' })).not.toBeInTheDocument();
  });
});
