import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSharedTranscription } from '@whispy/contracts';
import { renderRoutes } from '../../test/render-routes';
import { ok, stubApi } from '../../test/stub-api';
import { makeSegment } from '../../test/transcription-fixture';
import { SharedTranscriptionPage } from './shared-transcription-page';

const TOKEN = 'Ab_-'.repeat(10).concat('xyz');
const shared: TSharedTranscription = {
  name: 'Harbour review',
  duration: 70,
  language: 'en',
  detected_language: 'en',
  speakers: [
    { id: 'SPEAKER_00', name: 'Ana' },
    { id: 'SPEAKER_01', name: 'Speaker 2' },
  ],
  segments: [
    makeSegment(
      0,
      [
        [' Welcome', 0, 1],
        [' aboard.', 1, 2],
      ],
      'SPEAKER_00',
    ),
    makeSegment(1, [[' Thanks.', 65, 66]], 'SPEAKER_01'),
  ],
  media_available: true,
  version: 3,
};

const openAt = (token: string) =>
  renderRoutes([{ path: '/s/:token', element: <SharedTranscriptionPage /> }], `/s/${token}`);

describe('the page of a share link', () => {
  it('shows the transcript read-only with speakers and times, the player and the downloads, by the token', async () => {
    const sent = stubApi((request) => (request.path === `shared/${TOKEN}` ? ok(shared) : undefined));
    openAt(TOKEN);

    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour review' })).toBeInTheDocument();
    expect(screen.getByText('Shared read-only')).toBeInTheDocument();
    const transcript = screen.getByRole('region', { name: 'Transcript' });
    expect(within(transcript).getByText('Ana')).toBeInTheDocument();
    expect(within(transcript).getByText('Speaker 2')).toBeInTheDocument();
    expect(within(transcript).getByRole('button', { name: 'Play from 0:01:05' })).toBeInTheDocument();
    expect(within(transcript).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByTestId('media')).toHaveAttribute('src', `/api/shared/${TOKEN}/media`);

    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    const menu = screen.getByRole('dialog', { name: 'Download formats' });
    expect(within(menu).getByRole('link', { name: /^SRT/ })).toHaveAttribute(
      'href',
      `/api/shared/${TOKEN}/download?format=srt`,
    );
    // Nothing but the share routes is asked for: the page needs no session.
    expect(sent.every((request) => request.path.startsWith(`shared/${TOKEN}`))).toBe(true);
    expect(document.title).toBe('Harbour review → Whispy');
  });

  it('is kept out of search engines and sends no referrer', async () => {
    stubApi((request) => (request.path === `shared/${TOKEN}` ? ok(shared) : undefined));
    openAt(TOKEN);
    await screen.findByRole('heading', { level: 1, name: 'Harbour review' });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  });

  it('says plainly that a revoked, expired or unknown link no longer works, without a toast', async () => {
    stubApi(() => ({ status: 404, body: { result: null, message: 'This link no longer works.' } }));
    openAt(TOKEN);
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ask whoever shared it for a new one.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('does not even ask about a malformed token', async () => {
    const sent = stubApi(() => undefined);
    openAt('..%2F..%2Ftokens');
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says the recording is not kept when its media is gone, and still shows the transcript', async () => {
    stubApi((request) =>
      request.path === `shared/${TOKEN}` ? ok({ ...shared, media_available: false }) : undefined,
    );
    openAt(TOKEN);
    await screen.findByRole('heading', { level: 1, name: 'Harbour review' });
    expect(screen.queryByTestId('media')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Transcript' })).toHaveTextContent('Welcome aboard.');
  });
});
