/**
 * Opt-in browser notifications (Notification API), kept per browser: the permission is the browser's, so
 * the choice lives beside it in local storage, not on the server.
 */
const STORAGE_KEY = 'whispy.browser-notices';

/** unsupported: no Notification API; blocked: the browser refuses (the user or a policy said no). */
export type BrowserNoticeState = 'unsupported' | 'blocked' | 'off' | 'on';

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

function chosen(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false; // storage refused (private mode, a policy): nothing was chosen
  }
}

function choose(on: boolean) {
  try {
    if (on) window.localStorage.setItem(STORAGE_KEY, 'on');
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // The choice holds for this page only; nothing more can be done.
  }
}

export function browserNoticeState(): BrowserNoticeState {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return chosen() && Notification.permission === 'granted' ? 'on' : 'off';
}

/** Asks the browser's permission (it must follow a click) and turns notifications on if it is given. */
export async function turnOnBrowserNotices(): Promise<BrowserNoticeState> {
  if (!supported()) return 'unsupported';
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  choose(permission === 'granted');
  return browserNoticeState();
}

export function turnOffBrowserNotices(): BrowserNoticeState {
  choose(false);
  return browserNoticeState();
}

/**
 * Shows a system notification when notifications are on and the tab is in the background (a visible tab
 * has the toast). `tag`: one notification per subject, so two open tabs show it once. A click brings the
 * tab forward and calls `onOpen`.
 */
export function showBrowserNotice({
  title,
  body,
  tag,
  onOpen,
}: {
  title: string;
  body: string;
  tag: string;
  onOpen(): void;
}): boolean {
  if (document.visibilityState !== 'hidden' || browserNoticeState() !== 'on') return false;
  const notification = new Notification(title, { body, tag, icon: '/favicon.svg' });
  notification.onclick = () => {
    window.focus();
    notification.close();
    onOpen();
  };
  return true;
}
