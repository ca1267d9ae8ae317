import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { usePageTitle } from '../../ui/use-page-title';
import { usePublicConfig } from '../config';
import { emitIdentityUpdated, useIdentity } from '../identity';
import { useAcceptTerms } from './accept-terms';
import { TurnstileWidget } from './turnstile-widget';

const SUMMARY_KEYS = [
  'terms.summary.use',
  'terms.summary.content',
  'terms.summary.privacy',
  'terms.summary.billing',
];

export function TermsPage() {
  const { t } = useTranslation();
  usePageTitle(t('terms.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: config } = usePublicConfig();
  const { data: identity } = useIdentity();
  const accept = useAcceptTerms();
  const [token, setToken] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);

  const siteKey = config?.turnstile_site_key ?? null;
  const accepted = identity?.user.terms_accepted ?? false;
  const waitingForChallenge = siteKey !== null && !token;

  const onAccept = () =>
    accept.mutate(
      { token: token ?? '' },
      {
        onSuccess: async () => {
          setFinishing(true);
          await emitIdentityUpdated(queryClient);
          navigate('/dashboard');
        },
      },
    );

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('terms.title')} description={t('terms.intro')} />
      <Card id="terms-summary" title={t('terms.summaryTitle')}>
        <ul className="list-disc space-y-2 pl-5 text-sm text-zinc-700 leading-relaxed">
          {SUMMARY_KEYS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        {config?.terms_url ? (
          <a
            href={config.terms_url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-5 inline-flex items-center gap-1.5 font-medium text-accent-700 text-sm underline-offset-4 hover:underline"
          >
            {t('terms.readFull')}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('common.opensInNewWindow')}</span>
          </a>
        ) : null}
        {config?.terms_version ? (
          <p className="mt-2 text-xs text-zinc-600">
            {t('terms.version', { version: config.terms_version })}
          </p>
        ) : null}

        {accepted ? (
          <p className="mt-6 flex items-center gap-2 rounded-lg bg-emerald-50 p-3 text-emerald-800 text-sm">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {t('terms.alreadyAccepted')}
          </p>
        ) : (
          <div className="mt-6 border-zinc-100 border-t pt-5">
            {siteKey ? <TurnstileWidget siteKey={siteKey} onToken={setToken} /> : null}
            <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => navigate('/auth/logout')}>
                {t('terms.decline')}
              </Button>
              <Button
                onClick={onAccept}
                disabled={waitingForChallenge || accept.isPending || finishing}
                aria-busy={accept.isPending || finishing}
              >
                {t('terms.accept')}
              </Button>
            </div>
          </div>
        )}
      </Card>
    </div>
  );
}
