import { screen, waitFor, within } from '@testing-library/react';
import type { TDashboard } from '@whispy/contracts';
import { renderSignedInAt } from '../../test/render-signed-in';
import { ok, stubApi } from '../../test/stub-api';
import { makeTranscription } from '../../test/transcription-fixture';
import { DashboardPage } from './dashboard-page';

function makeDashboard(overrides: Partial<TDashboard> = {}): TDashboard {
  return {
    seconds_used: 0,
    period_start: '2025-03-01T00:00:00.000Z',
    period_end: '2025-04-01T00:00:00.000Z',
    minutes_available: 120,
    transcriptions_count: 0,
    public_transcriptions_count: 0,
    recent_transcriptions: [],
    recent_public_transcriptions: [],
    ...overrides,
  };
}

const meeting = makeTranscription({ id: 't1', name: 'Team meeting' });
const interview = makeTranscription({ id: 't2', name: 'Interview', status: 'processing', progress: 0.2 });
const lecture = makeTranscription({
  id: 'p1',
  name: 'Open lecture',
  public: true,
  editable: false,
  owner: { id: 'u2', name: 'Grace Hopper' },
});

const renderDashboard = () =>
  renderSignedInAt([{ path: '/dashboard', element: <DashboardPage /> }], '/dashboard');
const card = (name: string) => within(screen.getByRole('region', { name }));

describe('dashboard', () => {
  it('welcomes by first name and prompts the first transcription when there is none', async () => {
    stubApi((req) => (req.path === 'dashboard' ? ok(makeDashboard()) : undefined));
    renderDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No transcriptions yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New transcription' })).toHaveAttribute(
      'href',
      '/resource/transcriptions/create',
    );
    expect(screen.getByText('Used in March').parentElement).toHaveTextContent('0 min');
    expect(screen.getByText('Minutes left').parentElement).toHaveTextContent('120');
    expect(screen.queryByRole('heading', { name: 'Recent transcriptions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent public transcriptions' })).not.toBeInTheDocument();
  });

  it("still shows others' public transcriptions beside the prompt", async () => {
    stubApi((req) =>
      req.path === 'dashboard'
        ? ok(makeDashboard({ public_transcriptions_count: 1, recent_public_transcriptions: [lecture] }))
        : undefined,
    );
    renderDashboard();

    expect(await screen.findByRole('heading', { name: 'No transcriptions yet' })).toBeInTheDocument();
    const publicCard = card('Recent public transcriptions');
    expect(publicCard.getByRole('link', { name: 'Open lecture' })).toHaveAttribute(
      'href',
      '/resource/public_transcriptions/p1',
    );
    expect(publicCard.getByText('by Grace Hopper')).toBeInTheDocument();
  });

  it('shows usage, counts and the newest transcriptions with links to them and to the lists', async () => {
    stubApi((req) =>
      req.path === 'dashboard'
        ? ok(
            makeDashboard({
              seconds_used: 3900,
              minutes_available: null,
              transcriptions_count: 1234,
              public_transcriptions_count: 8,
              recent_transcriptions: [meeting, interview],
              recent_public_transcriptions: [lecture],
            }),
          )
        : undefined,
    );
    renderDashboard();

    const own = within(await screen.findByRole('region', { name: 'Recent transcriptions' }));
    expect(screen.getByText('Used in March').parentElement).toHaveTextContent('1:05');
    expect(screen.getByText('Transcriptions').parentElement).toHaveTextContent('1,234');
    expect(screen.getByText('Public transcriptions').parentElement).toHaveTextContent('8');
    // Unlimited minutes: nothing to count down.
    expect(screen.queryByText('Minutes left')).not.toBeInTheDocument();

    expect(own.getByRole('link', { name: 'Team meeting' })).toHaveAttribute(
      'href',
      '/resource/transcriptions/t1',
    );
    expect(own.getByRole('link', { name: 'Interview' })).toHaveAttribute(
      'href',
      '/resource/transcriptions/t2',
    );
    expect(own.getByText('Completed')).toBeInTheDocument();
    expect(own.getByRole('progressbar', { name: 'Processing' })).toHaveAttribute('aria-valuenow', '20');
    expect(own.getAllByText(/Mar 4, 2025/)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'More transcriptions' })).toHaveAttribute(
      'href',
      '/resource/transcriptions',
    );
    expect(screen.getByRole('link', { name: 'More public transcriptions' })).toHaveAttribute(
      'href',
      '/resource/public_transcriptions',
    );
    expect(screen.queryByRole('heading', { name: 'No transcriptions yet' })).not.toBeInTheDocument();
  });

  it('says the data could not be loaded when the server fails', async () => {
    stubApi(() => ({ status: 500, body: { result: null, message: 'Internal error' } }));
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Data could not be loaded');
  });

  it('moves progress live, and asks again when a transcription finishes', async () => {
    let finished = false;
    const sent = stubApi((req) =>
      req.path === 'dashboard'
        ? ok(
            makeDashboard({
              seconds_used: finished ? 600 : 0,
              transcriptions_count: 2,
              recent_transcriptions: [
                finished ? { ...interview, status: 'completed', progress: 1 } : interview,
                meeting,
              ],
            }),
          )
        : undefined,
    );
    const { push } = renderDashboard();
    const own = within(await screen.findByRole('region', { name: 'Recent transcriptions' }));

    push({ id: 't2', status: 'processing', progress: 0.7 });
    await waitFor(() => expect(own.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '70'));
    expect(sent).toHaveLength(1);

    finished = true;
    push({ id: 't2', status: 'completed', progress: 1 });
    await waitFor(() => expect(screen.getByText('Used in March').parentElement).toHaveTextContent('10 min'));
    expect(own.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });
});
