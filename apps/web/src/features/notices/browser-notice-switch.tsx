import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSwitch } from '../../ui/labelled-switch';
import {
  type BrowserNoticeState,
  browserNoticeState,
  turnOffBrowserNotices,
  turnOnBrowserNotices,
} from './browser-notices';

/** This browser's notifications: turning them on asks the browser's permission, on that click. */
export function BrowserNoticeSwitch() {
  const { t } = useTranslation();
  const [state, setState] = useState<BrowserNoticeState>(browserNoticeState);
  const [asking, setAsking] = useState(false);

  async function change(on: boolean) {
    if (!on) return setState(turnOffBrowserNotices());
    setAsking(true);
    try {
      setState(await turnOnBrowserNotices());
    } finally {
      setAsking(false);
    }
  }

  return (
    <div className="space-y-2">
      <LabelledSwitch
        label={t('notices.browserLabel')}
        description={t('notices.browserDescription')}
        checked={state === 'on'}
        onCheckedChange={(on) => void change(on)}
        disabled={asking || state === 'unsupported'}
      />
      {state === 'blocked' ? (
        <p
          role="alert"
          className="rounded-lg bg-amber-50 p-3 text-amber-900 text-sm ring-1 ring-amber-200 ring-inset"
        >
          {t('notices.browserBlocked')}
        </p>
      ) : null}
      {state === 'unsupported' ? (
        <p className="text-sm text-zinc-600">{t('notices.browserUnsupported')}</p>
      ) : null}
    </div>
  );
}
