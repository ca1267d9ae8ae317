import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, stubApi } from '../../test/stub-api';
import { makeTranscription, pageOf } from '../../test/transcription-fixture';
import { renderTranscriptionsAt } from './render-transcriptions';

const meeting = makeTranscription({ id: 't1', name: 'Team meeting', duration: 3725 });
const interview = makeTranscription({
  id: 't2',
  name: 'Interview',
  status: 'queued',
  progress: 0,
  duration: null,
  public: true,
});

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('transcriptions list', () => {
  it('shows each transcription with its columns and the pager text', async () => {
    const sent = stubApi((req) =>
      req.path === 'transcriptions' ? ok(pageOf([meeting, interview], { count: 17, to: 2 })) : undefined,
    );
    renderTranscriptionsAt('/resource/transcriptions');

    expect(await screen.findByText('Showing 1 to 2 of 17')).toBeInTheDocument();
    for (const header of ['Status', 'Duration', 'Name', 'Created', 'Public']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    const first = within(rowOf('Team meeting'));
    expect(first.getByText('Completed')).toBeInTheDocument();
    expect(first.getByText('1:02:05')).toBeInTheDocument();
    expect(first.getByText('Private')).toBeInTheDocument();
    expect(first.getByText(/2025/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Team meeting' })).toHaveAttribute(
      'href',
      '/resource/transcriptions/t1',
    );
    expect(within(rowOf('Interview')).getByText('Public')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New transcription' })).toHaveAttribute(
      'href',
      '/resource/transcriptions/create',
    );
    expect(sent[0]?.query.toString()).toBe('page=1&sort=created_at&direction=desc&per_page=15');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('pages, sorts and filters through the URL, so that reload and back keep them', async () => {
    const user = userEvent.setup();
    const sent = stubApi((req) =>
      req.path === 'transcriptions' ? ok(pageOf([meeting], { count: 30, to: 1 })) : undefined,
    );
    const { router } = renderTranscriptionsAt('/resource/transcriptions?page=2&sort=name&direction=asc');
    await screen.findByText('Team meeting');
    expect(sent.at(-1)?.query.get('page')).toBe('2');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: /^Duration/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=1&sort=duration&direction=desc'));
    await user.click(screen.getByRole('button', { name: /^Duration/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=1&sort=duration&direction=asc'));

    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await waitFor(() => expect(sent.at(-1)?.query.get('status')).toBe('failed'));
    expect(sent.at(-1)?.query.get('sort')).toBe('duration');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(sent.at(-1)?.query.has('status')).toBe(false));
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('searches by name once typing pauses, from the first page', async () => {
    const user = userEvent.setup();
    const sent = stubApi((req) => (req.path === 'transcriptions' ? ok(pageOf([meeting])) : undefined));
    const { router } = renderTranscriptionsAt('/resource/transcriptions?page=3');
    await screen.findByText('Team meeting');

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'team');
    await waitFor(() => expect(sent.at(-1)?.query.get('search')).toBe('team'));
    expect(sent.filter((req) => req.query.has('search'))).toHaveLength(1);
    expect(sent.at(-1)?.query.get('page')).toBe('1');
    expect(router.state.location.search).toContain('search=team');
  });

  it('invites a first upload when there are none', async () => {
    stubApi((req) => (req.path === 'transcriptions' ? ok(pageOf([])) : undefined));
    renderTranscriptionsAt('/resource/transcriptions');
    expect(await screen.findByRole('heading', { name: 'No transcriptions yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New transcription' })).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the data could not be loaded when the server fails', async () => {
    stubApi(() => ({ status: 500, body: { result: null, message: 'Internal error' } }));
    renderTranscriptionsAt('/resource/transcriptions');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Data could not be loaded');
    expect(alert).toHaveTextContent(
      'The data could not be loaded due to a server error, please try again later.',
    );
  });

  it('moves status, progress and the time left live without asking the server again', async () => {
    const sent = stubApi((req) =>
      req.path === 'transcriptions' ? ok(pageOf([meeting, interview])) : undefined,
    );
    const { push } = renderTranscriptionsAt('/resource/transcriptions');
    await screen.findByText('Interview');
    expect(within(rowOf('Interview')).getByText('Queued')).toBeInTheDocument();

    push({ id: 't2', status: 'processing', progress: 0.42, remaining_seconds: 75 });

    const row = within(rowOf('Interview'));
    expect(await row.findByText('Processing')).toBeInTheDocument();
    expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    expect(row.getByText('about 2 min left')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('refetches when a row finishes, to show what only the record has', async () => {
    let done = false;
    const sent = stubApi((req) =>
      req.path === 'transcriptions'
        ? ok(pageOf([done ? { ...interview, status: 'completed', progress: 1, duration: 95 } : interview]))
        : undefined,
    );
    const { push } = renderTranscriptionsAt('/resource/transcriptions');
    await screen.findByText('Interview');

    done = true;
    push({ id: 't2', status: 'completed', progress: 1 });
    expect(await screen.findByText('0:01:35')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it('refetches once for a transcription it has not seen, not on each of its events', async () => {
    const sent = stubApi((req) => (req.path === 'transcriptions' ? ok(pageOf([meeting])) : undefined));
    const { push } = renderTranscriptionsAt('/resource/transcriptions');
    await screen.findByText('Team meeting');

    push({ id: 'elsewhere', status: 'processing', progress: 0.1 });
    await waitFor(() => expect(sent).toHaveLength(2));
    push({ id: 'elsewhere', status: 'processing', progress: 0.2 });
    push({ id: 'elsewhere', status: 'processing', progress: 0.3 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(2);
  });

  it('deletes only after the confirmation', async () => {
    const user = userEvent.setup();
    let rows = [meeting, interview];
    const sent = stubApi((req) => {
      if (req.method === 'DELETE' && req.path === 'transcriptions/t1') {
        rows = [interview];
        return ok(null, 'Deleted successfully');
      }
      return req.path === 'transcriptions' ? ok(pageOf(rows)) : undefined;
    });
    renderTranscriptionsAt('/resource/transcriptions');
    await screen.findByText('Team meeting');

    await user.click(screen.getByRole('button', { name: 'Delete Team meeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the transcription “Team meeting”?' });
    expect(dialog).toHaveTextContent('This action cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.some((req) => req.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Team meeting' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByText('Team meeting')).not.toBeInTheDocument());
    expect(sent.filter((req) => req.method === 'DELETE').map((req) => req.path)).toEqual([
      'transcriptions/t1',
    ]);
  });

  it('shows cards instead of a table on a phone, with the sort as a choice', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const sent = stubApi((req) =>
      req.path === 'transcriptions' ? ok(pageOf([meeting, interview])) : undefined,
    );
    renderTranscriptionsAt('/resource/transcriptions');
    await screen.findByText('Team meeting');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1] as HTMLElement).getByText('Queued')).toBeInTheDocument();
    expect(
      within(cards[1] as HTMLElement).getByRole('button', { name: 'Delete Interview' }),
    ).toBeInTheDocument();

    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Created, descending');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Name, ascending');
    await waitFor(() => expect(sent.at(-1)?.query.get('sort')).toBe('name'));
    expect(sent.at(-1)?.query.get('direction')).toBe('asc');
  });
});

describe('public transcriptions list', () => {
  it('shows who uploaded each one and offers nothing to change', async () => {
    const theirs = makeTranscription({
      id: 'p1',
      name: 'Lecture',
      owner: { id: 'u9', name: 'Grace Hopper' },
      editable: false,
    });
    const sent = stubApi((req) => (req.path === 'public_transcriptions' ? ok(pageOf([theirs])) : undefined));
    renderTranscriptionsAt('/resource/public_transcriptions');

    expect(await screen.findByText('Showing 1 to 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Uploaded by' })).toBeInTheDocument();
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lecture' })).toHaveAttribute(
      'href',
      '/resource/public_transcriptions/p1',
    );
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New transcription' })).not.toBeInTheDocument();
    expect(sent[0]?.path).toBe('public_transcriptions');
  });
});
