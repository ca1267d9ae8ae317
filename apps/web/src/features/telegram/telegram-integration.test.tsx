import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TTelegramStatus } from '@whispy/contracts';
import { makeIdentity } from '../../test/identity-fixture';
import { renderSignedInAt } from '../../test/render-signed-in';
import { ok, stubApi } from '../../test/stub-api';
import { TelegramIntegration } from './telegram-integration';

const BOT_LINK = 'https://t.me/whispy_bot?start=one-time-token';
const notConnected: TTelegramStatus = { enabled: true, connected: false, username: null, connecting: false };

/**
 * The integration with a Telegram server whose status the test changes as the bot would; connect answers a
 * link valid for `windowMs` (the contract's 5 minutes unless a test says otherwise).
 */
function renderTelegram(initial: TTelegramStatus, windowMs = 5 * 60_000) {
  const server = { status: initial };
  const sent = stubApi((req) => {
    if (req.path === 'integrations/telegram/status') return ok(server.status);
    if (req.path === 'integrations/telegram/connect') {
      server.status = { ...server.status, connecting: true };
      return ok({ url: BOT_LINK, expires_at: new Date(Date.now() + windowMs).toISOString() });
    }
    if (req.method === 'DELETE' && req.path === 'integrations/telegram/disconnect') {
      server.status = notConnected;
      return { status: 204 };
    }
    if (req.path === 'auth/identity') {
      const identity = makeIdentity();
      const { connected, username } = server.status;
      return ok({ ...identity, user: { ...identity.user, telegram: { connected, username } } });
    }
    return undefined;
  });
  const { pushLive } = renderSignedInAt([{ path: '/', element: <TelegramIntegration /> }], '/');
  const statusPolls = () => sent.filter((req) => req.path === 'integrations/telegram/status').length;
  return { server, sent, statusPolls, pushLive };
}

const waitSeconds = (seconds: number) => act(() => vi.advanceTimersByTimeAsync(seconds * 1000));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(window, 'open').mockReturnValue(null);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Telegram integration', () => {
  it('says when the server runs no bot', async () => {
    renderTelegram({ ...notConnected, enabled: false });
    expect(await screen.findByText('Telegram is not available on this server')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('connects: opens the bot, waits with a countdown, and turns connected when the status says so', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const telegram = renderTelegram(notConnected);
    await user.click(await screen.findByRole('button', { name: 'Connect Telegram' }));

    expect(window.open).toHaveBeenCalledWith(BOT_LINK, '_blank', 'noopener,noreferrer');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Waiting for you to press Start in Telegram…',
    );
    expect(screen.getByText('The link is valid for 5:00.')).toBeInTheDocument();
    // The link again, for a browser that blocked the new tab.
    expect(screen.getByRole('link', { name: /Open Telegram/ })).toHaveAttribute('href', BOT_LINK);

    await waitSeconds(2);
    expect(screen.getByText('The link is valid for 4:58.')).toBeInTheDocument();
    const pollsWhileWaiting = telegram.statusPolls();
    expect(pollsWhileWaiting).toBeGreaterThanOrEqual(2);

    telegram.server.status = { ...notConnected, connected: true, username: 'ada_l' };
    await waitSeconds(2);
    expect(await screen.findAllByText('Connected as @ada_l')).toHaveLength(2); // the block and the toast
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
    expect(telegram.sent.some((req) => req.path === 'auth/identity')).toBe(true);

    // Connected: no more polling.
    const pollsWhenConnected = telegram.statusPolls();
    await waitSeconds(6);
    expect(telegram.statusPolls()).toBe(pollsWhenConnected);
  });

  it('says the link expired when the window ends, stops polling, and offers to try again', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const telegram = renderTelegram(notConnected, 10_000);
    await user.click(await screen.findByRole('button', { name: 'Connect Telegram' }));
    expect(await screen.findByText('The link is valid for 0:10.')).toBeInTheDocument();

    await waitSeconds(11);
    expect(screen.getByRole('status')).toHaveTextContent('The link expired.');
    const polls = telegram.statusPolls();
    await waitSeconds(6);
    expect(telegram.statusPolls()).toBe(polls);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The link is valid for 0:10.')).toBeInTheDocument();
    expect(window.open).toHaveBeenCalledTimes(2);
  });

  it('disconnects after a confirmation', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const telegram = renderTelegram({ ...notConnected, connected: true, username: '@ada_l' });
    expect(await screen.findByText('Connected as @ada_l')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Disconnect Telegram?' }));
    expect(telegram.sent.some((req) => req.method === 'DELETE')).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Disconnect' }));

    expect(await screen.findByRole('button', { name: 'Connect Telegram' })).toBeInTheDocument();
    expect(screen.getByText('Telegram disconnected')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(telegram.sent.filter((req) => req.method === 'DELETE')).toHaveLength(1);
  });

  it('keeps waiting for a link handed out on an earlier visit, and offers a new one', async () => {
    const telegram = renderTelegram({ ...notConnected, connecting: true });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Waiting for you to press Start in Telegram…',
    );
    expect(screen.getByRole('button', { name: 'Get a new link' })).toBeInTheDocument();

    telegram.server.status = { ...notConnected, connected: true, username: 'ada_l' };
    await waitSeconds(2);
    expect(await screen.findByText('Connected as @ada_l')).toBeInTheDocument();
  });

  it("hears the bot's live event before the next poll, for this user only", async () => {
    const telegram = renderTelegram(notConnected);
    expect(await screen.findByRole('button', { name: 'Connect Telegram' })).toBeInTheDocument();
    telegram.server.status = { ...notConnected, connected: true, username: 'ada_l' };

    telegram.pushLive({ notification: 'telegram.updated', user: 'u2', connected: true });
    await waitSeconds(0.1);
    expect(screen.getByRole('button', { name: 'Connect Telegram' })).toBeInTheDocument();

    telegram.pushLive({ notification: 'telegram.updated', user: 'u1', connected: true });
    expect(await screen.findByText('Connected as @ada_l')).toBeInTheDocument();
  });
});
