import { AlertCircle, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../ui/button';
import { Brand } from '../../ui/chrome/brand';
import { LanguagePicker } from '../../ui/chrome/language-picker';
import { Spinner } from '../../ui/spinner';
import { usePageTitle } from '../../ui/use-page-title';
import { GoogleLogo } from './google-logo';
import { useStartLogin } from './start-login';

/** Known `?error=` codes have their own wording; anything else reads as a generic failure. */
function useLoginError(): string | null {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('error');
  if (code === null) return null;
  const safe = /^[a-z_]{1,40}$/.test(code) ? code : 'generic';
  return t(`login.errors.${safe}`, { defaultValue: t('login.errors.generic') });
}

export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('login.title'));
  const callbackError = useLoginError();
  const login = useStartLogin();
  // A refused start (no sign-in set up here, too many attempts) speaks for itself; it is newer than the URL's.
  const error = login.error?.message ?? callbackError;
  // The answer navigates away, so the button stays busy on success as well.
  const busy = login.isPending || login.isSuccess;

  return (
    <div className="relative flex min-h-dvh flex-col bg-gradient-to-b from-white to-zinc-100">
      <div className="flex justify-end p-3 sm:p-4">
        <LanguagePicker />
      </div>
      <div className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <div className="w-full max-w-sm">
          <div className="flex justify-center">
            <Brand />
          </div>
          <div className="mt-8 rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8">
            <h1 className="text-center font-semibold text-2xl text-zinc-900 tracking-tight">
              {t('login.heading')}
            </h1>
            <p className="mt-2 text-center text-sm text-zinc-600">{t('login.tagline')}</p>

            {error ? (
              <div
                role="alert"
                className="mt-6 flex gap-2.5 rounded-lg bg-red-50 p-3 text-red-800 text-sm ring-1 ring-red-200 ring-inset"
              >
                <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <p>{error}</p>
              </div>
            ) : null}

            <Button
              variant="secondary"
              className="mt-6 h-11 w-full text-[0.9375rem]"
              onClick={() => login.mutate()}
              disabled={busy}
              aria-busy={busy}
            >
              {busy ? <Spinner className="size-5" /> : <GoogleLogo />}
              {t('login.google')}
            </Button>

            <div className="mt-6 flex gap-3 rounded-lg bg-zinc-50 p-3.5 text-sm text-zinc-700">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
              <div>
                <h2 className="font-medium text-zinc-900">{t('login.securityTitle')}</h2>
                <p className="mt-1 leading-relaxed">{t('login.securityNotice')}</p>
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
