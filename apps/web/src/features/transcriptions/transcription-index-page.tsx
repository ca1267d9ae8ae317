import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/page-header';
import { usePageTitle } from '../../ui/use-page-title';
import { TranscriptionList } from './transcription-list';

type Props = ComponentProps<typeof TranscriptionList> & { description?: string; actions?: ReactNode };

/** A ResourceIndex page of transcriptions: titled after its scope, the header above the list. */
export function TranscriptionIndexPage({ description, actions, ...list }: Props) {
  const { t } = useTranslation();
  const title = t(`resources.${list.scope}.index`);
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={title} description={description} actions={actions} />
      <TranscriptionList {...list} />
    </div>
  );
}
