import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '../../ui/chrome/brand';
import { LanguagePicker } from '../../ui/chrome/language-picker';
import { usePageTitle } from '../../ui/use-page-title';
import { usePublicConfig } from '../config';
import { TERMS_SECTIONS, type TermsBlock } from './terms-document-sections';

const sectionKey = (id: string, key: string) => `termsDocument.sections.${id}.${key}`;
const anchorId = (id: string) => `terms-${id}`;

/** Public page at /terms: the full terms of service in the current language, with the server's version. */
export function TermsDocumentPage() {
  const { t } = useTranslation();
  const title = t('termsDocument.title');
  usePageTitle(title);
  const { data: config } = usePublicConfig();

  const renderBlock = (id: string, block: TermsBlock) =>
    typeof block === 'string' ? (
      <p key={block}>{t(sectionKey(id, block))}</p>
    ) : (
      <ul key={block.join()} className="list-disc space-y-1.5 pl-6 marker:text-zinc-400">
        {block.map((key) => (
          <li key={key}>{t(sectionKey(id, key))}</li>
        ))}
      </ul>
    );

  return (
    <div className="min-h-dvh bg-white">
      <div className="border-zinc-200 border-b">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Brand />
          <LanguagePicker />
        </div>
      </div>

      <article aria-labelledby="terms-title" className="mx-auto max-w-3xl px-4 pt-10 pb-16 sm:px-6 sm:pt-14">
        <header className="border-zinc-200 border-b pb-8">
          <h1 id="terms-title" className="font-semibold text-3xl text-zinc-900 tracking-tight sm:text-4xl">
            {title}
          </h1>
          {config?.terms_version ? (
            <p className="mt-3 font-medium text-sm text-zinc-600">
              {t('termsDocument.version', { version: config.terms_version })}
            </p>
          ) : null}
          <p className="mt-6 text-base text-zinc-700 leading-7">{t('termsDocument.intro')}</p>
        </header>

        <nav aria-labelledby="terms-contents" className="mt-8 rounded-xl bg-zinc-50 p-5 ring-1 ring-zinc-200">
          <h2 id="terms-contents" className="font-semibold text-sm text-zinc-900">
            {t('termsDocument.contents')}
          </h2>
          <ol className="mt-3 list-decimal pl-6 text-sm marker:text-zinc-500 sm:columns-2 sm:gap-x-10">
            {TERMS_SECTIONS.map(({ id }) => (
              <li key={id} className="break-inside-avoid pb-1.5">
                <a href={`#${anchorId(id)}`} className="text-accent-700 underline-offset-4 hover:underline">
                  {t(sectionKey(id, 'title'))}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-4">
          {TERMS_SECTIONS.map(({ id, blocks }, index) => (
            <section key={id} aria-labelledby={anchorId(id)} className="mt-10">
              <h2
                id={anchorId(id)}
                className="scroll-mt-6 font-semibold text-xl text-zinc-900 tracking-tight"
              >
                <span className="mr-2 text-zinc-400 tabular-nums">{index + 1}.</span>
                {t(sectionKey(id, 'title'))}
              </h2>
              <div className="mt-3 space-y-4 text-base text-zinc-700 leading-7">
                {blocks.map((block) => renderBlock(id, block))}
              </div>
            </section>
          ))}
        </div>

        <footer className="mt-14 border-zinc-200 border-t pt-6">
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 font-medium text-accent-700 text-sm underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('termsDocument.backToApp')}
          </Link>
        </footer>
      </article>
    </div>
  );
}
