import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TEmailNotices } from '@whispy/contracts';
import { renderSignedInAt } from '../../test/render-signed-in';
import { ok, stubApi } from '../../test/stub-api';
import { NoticesCard } from './notices-card';

const choices = (overrides: Partial<TEmailNotices> = {}): TEmailNotices => ({
  available: true,
  address: 'ada@example.com',
  when_ready: false,
  when_failed: false,
  language: 'en',
  ...overrides,
});

/** A server holding the user's email choices, saving them as asked. */
function serveChoices(initial: TEmailNotices) {
  let current = initial;
  return stubApi((request) => {
    if (request.path !== 'user/u1/email-notices') return undefined;
    if (request.method === 'PUT') current = { ...current, ...(request.body as Partial<TEmailNotices>) };
    return ok(current, request.method === 'PUT' ? 'Saved successfully' : undefined);
  });
}

/** The browser's Notification API with `permission`; asking for it answers `answer`, as the user would. */
function browserPermission(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const notification = { permission, requestPermission: vi.fn() };
  notification.requestPermission.mockImplementation(async () => {
    notification.permission = answer;
    return answer;
  });
  vi.stubGlobal('Notification', notification);
  return notification.requestPermission;
}

const renderCard = () =>
  renderSignedInAt([{ path: '/settings', element: <NoticesCard userId="u1" /> }], '/settings');
const card = () => within(screen.getByRole('region', { name: 'Notifications' }));

afterEach(() => localStorage.clear());

describe('settings: notifications', () => {
  it('turns an email on from the keyboard and says where it goes', async () => {
    const user = userEvent.setup();
    const sent = serveChoices(choices());
    browserPermission('default');
    renderCard();
    const ready = await card().findByRole('switch', { name: 'Email when a transcription is ready' });
    expect(ready).toHaveAccessibleDescription(
      'Sent to ada@example.com, in the language the app is in when you turn it on.',
    );
    expect(ready).not.toBeChecked();
    ready.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(ready).toBeChecked());
    expect(sent.at(-1)).toMatchObject({ method: 'PUT', body: { when_ready: true } });
    expect(card().getByRole('switch', { name: 'Email when a transcription fails' })).not.toBeChecked();
  });

  it('shows the email switches off, with the reason, when the server sends no email', async () => {
    serveChoices(choices({ available: false, when_ready: true }));
    browserPermission('default');
    renderCard();
    expect(await card().findByText(/Email is not set up on this server/)).toBeInTheDocument();
    for (const name of ['Email when a transcription is ready', 'Email when a transcription fails'])
      expect(card().getByRole('switch', { name })).toBeDisabled();
  });

  it('asks the browser on the click that turns notifications on, and keeps them on once allowed', async () => {
    const user = userEvent.setup();
    serveChoices(choices());
    const ask = browserPermission('default', 'granted');
    renderCard();
    const browser = card().getByRole('switch', { name: 'Browser notifications' });
    await user.click(browser);
    await waitFor(() => expect(browser).toBeChecked());
    expect(ask).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('whispy.browser-notices')).toBe('on');
    await user.click(browser);
    await waitFor(() => expect(browser).not.toBeChecked());
    expect(localStorage.getItem('whispy.browser-notices')).toBeNull();
  });

  it('says clearly when the browser refuses', async () => {
    const user = userEvent.setup();
    serveChoices(choices());
    browserPermission('default', 'denied');
    renderCard();
    await user.click(card().getByRole('switch', { name: 'Browser notifications' }));
    expect(await card().findByRole('alert')).toHaveTextContent(
      'Your browser blocks notifications from Whispy. Allow them in the browser’s site settings, then turn this on again.',
    );
    expect(card().getByRole('switch', { name: 'Browser notifications' })).not.toBeChecked();
  });

  it('says when the browser has no notifications at all', async () => {
    serveChoices(choices());
    vi.stubGlobal('Notification', undefined);
    // The API is missing, not merely undefined, in such browsers.
    delete (window as { Notification?: unknown }).Notification;
    renderCard();
    expect(card().getByRole('switch', { name: 'Browser notifications' })).toBeDisabled();
    expect(card().getByText('This browser cannot show notifications.')).toBeInTheDocument();
  });
});
