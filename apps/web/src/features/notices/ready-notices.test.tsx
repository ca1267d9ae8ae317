import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import es from '../../../public/locales/es/translation.json';
import { renderSignedInAt } from '../../test/render-signed-in';
import { stubApi } from '../../test/stub-api';
import { ReadyNotices } from './ready-notices';

const routes = [
  { path: '/settings', element: <ReadyNotices /> },
  { path: '/resource/transcriptions/:id', element: <ReadyNotices /> },
];

/** A browser that has notifications, with the permission `permission`; the ones shown are recorded. */
function fakeNotifications(permission: NotificationPermission) {
  const shown: {
    title: string;
    options?: NotificationOptions;
    notification: { onclick: (() => void) | null };
  }[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => FakeNotification.permission);
    onclick: (() => void) | null = null;
    close = vi.fn();
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options, notification: this });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return shown;
}

function tabIs(visibility: 'visible' | 'hidden') {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('ready notices', () => {
  it('shows a toast with the link when an upload of the user completes on another page, and opens it', async () => {
    stubApi();
    const { router, push } = renderSignedInAt(routes, '/settings');
    push({ id: 't1', name: 'Board meeting.m4a', status: 'completed', progress: 1 });
    expect(await screen.findByText('“Board meeting.m4a” is ready')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Read the transcript' });
    expect(link).toHaveAttribute('href', '/resource/transcriptions/t1');
    // A plain click (jsdom has no pointer capture for sonner's swipe handling, so no pointer events).
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/resource/transcriptions/t1');
  });

  it('follows a change of language while it is on screen', async () => {
    stubApi();
    const { push } = renderSignedInAt(routes, '/settings');
    push({ id: 't10', name: 'Entrevista', status: 'completed', progress: 1 });
    expect(await screen.findByText('“Entrevista” is ready')).toBeInTheDocument();
    i18n.addResourceBundle('es', 'translation', es);
    try {
      await act(() => i18n.changeLanguage('es'));
      expect(await screen.findByText('«Entrevista» ya está lista')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Leer la transcripción' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('says when one failed, in the app’s language', async () => {
    stubApi();
    const { push } = renderSignedInAt(routes, '/settings');
    push({ id: 't2', name: 'notes.mp3', status: 'failed', progress: 0 });
    expect(await screen.findByText('“notes.mp3” could not be transcribed')).toBeInTheDocument();
  });

  it('says nothing on the transcription’s own page, of progress, or of another member’s upload', async () => {
    stubApi();
    const { push } = renderSignedInAt(routes, '/resource/transcriptions/t3');
    push({ id: 't3', name: 'Here already', status: 'completed', progress: 1 });
    push({ id: 't4', name: 'Halfway', status: 'processing', progress: 0.5 });
    push({ id: 't5', name: 'Someone else’s', status: 'completed', progress: 1, owner: 'u2' });
    push({ id: 't6', name: 'Elsewhere', status: 'completed', progress: 1 });
    expect(await screen.findByText('“Elsewhere” is ready')).toBeInTheDocument();
    for (const name of ['Here already', 'Halfway', 'Someone else’s'])
      expect(screen.queryByText(new RegExp(name))).not.toBeInTheDocument();
  });

  it('notifies through the browser when the tab is in the background and the user turned that on', async () => {
    stubApi();
    const shown = fakeNotifications('granted');
    localStorage.setItem('whispy.browser-notices', 'on');
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => {});
    tabIs('hidden');
    const { router, push } = renderSignedInAt(routes, '/settings');
    push({ id: 't7', name: 'Interview', status: 'completed', progress: 1 });
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toMatchObject({
      title: '“Interview” is ready',
      options: { body: 'Open it in Whispy.', tag: 'transcription-t7' },
    });
    shown[0]!.notification.onclick?.();
    expect(focus).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/resource/transcriptions/t7'));
  });

  it('keeps the browser quiet while the tab is visible, or when notifications were not turned on', async () => {
    stubApi();
    const shown = fakeNotifications('granted');
    localStorage.setItem('whispy.browser-notices', 'on');
    tabIs('visible');
    const { push } = renderSignedInAt(routes, '/settings');
    push({ id: 't8', name: 'Seen', status: 'completed', progress: 1 });
    expect(await screen.findByText('“Seen” is ready')).toBeInTheDocument();
    localStorage.clear();
    tabIs('hidden');
    push({ id: 't9', name: 'Unasked', status: 'completed', progress: 1 });
    expect(await screen.findByText('“Unasked” is ready')).toBeInTheDocument();
    expect(shown).toHaveLength(0);
  });
});
