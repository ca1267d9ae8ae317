import { Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from './button';
import { usePageTitle } from './use-page-title';

type Props = { notFound?: boolean };

/** "Not found" or server error, with a go-home button (spec §8). */
export function ErrorPage({ notFound = false }: Props) {
  const { t } = useTranslation();
  const title = notFound ? t('errors.notFoundTitle') : t('errors.serverTitle');
  usePageTitle(title);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center px-6 py-16 text-center">
      <p className="font-semibold text-accent-700 text-sm">{notFound ? '404' : t('errors.serverCode')}</p>
      <h1 className="mt-2 font-semibold text-2xl text-zinc-900 tracking-tight">{title}</h1>
      <p className="mt-3 text-zinc-600">
        {notFound ? t('errors.notFoundDescription') : t('errors.serverDescription')}
      </p>
      <Link to="/dashboard" className={buttonClass('primary', 'mt-8')}>
        <Home aria-hidden="true" className="size-4" />
        {t('errors.goHome')}
      </Link>
    </div>
  );
}

/**
 * Error element of every route group: a thrown 404 shows "Not found", anything else the server error.
 * `standalone` adds the main landmark for groups that have no layout around it.
 */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Spec §8: a page that fails (a chunk that does not load, among others) is only logged.
  if (!notFound) console.error(error);
  if (!standalone) return <ErrorPage notFound={notFound} />;
  return (
    <main id="main" className="min-h-dvh bg-zinc-50">
      <ErrorPage notFound={notFound} />
    </main>
  );
}

/** Unknown paths. */
export function NotFoundPage() {
  return (
    <main id="main" className="min-h-dvh bg-zinc-50">
      <ErrorPage notFound />
    </main>
  );
}
