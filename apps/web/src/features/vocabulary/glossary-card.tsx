import { VOCABULARY_LIMITS } from '@whispy/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { LoadFailed } from '../../ui/load-failed';
import { Spinner } from '../../ui/spinner';
import { useGlossary, useSaveGlossary } from './glossary-query';
import { vocabularyError } from './vocabulary-error';
import { linesToWords, wordsToLines } from './vocabulary-lines';
import { VocabularyTextarea } from './vocabulary-textarea';

/**
 * Settings block "Glossary": names and terms every upload of the workspace passes to the engine, one per
 * line. Owners and admins edit it; members read it (the upload page lets them change an upload's own list).
 */
export function GlossaryCard({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const glossary = useGlossary(workspaceId);
  const save = useSaveGlossary(workspaceId);
  const [text, setText] = useState('');
  const saved = glossary.data?.entries;
  useEffect(() => {
    if (saved) setText(wordsToLines(saved));
  }, [saved]);

  const body = () => {
    if (glossary.isError) return <LoadFailed />;
    if (!glossary.data) {
      return (
        <div className="flex justify-center py-6">
          <Spinner className="size-6" />
          <span className="sr-only">{t('loading.title')}</span>
        </div>
      );
    }
    const { editable } = glossary.data;
    const words = linesToWords(text);
    const submit = (event: React.FormEvent) => {
      event.preventDefault();
      // The server's answer says how it went (a toast); a refusal also shows on its line.
      save.mutate(words);
    };
    return (
      <form onSubmit={submit} noValidate className="space-y-4">
        <VocabularyTextarea
          label={t('glossary.label')}
          hint={editable ? t('glossary.hint', { count: VOCABULARY_LIMITS.entries }) : t('glossary.readOnly')}
          value={text}
          onChange={setText}
          readOnly={!editable}
          error={vocabularyError(save.error, 'entries', (line) => t('vocabulary.line', { line }))}
        />
        {editable ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-zinc-600">
              {t('glossary.count', { count: words.length, max: VOCABULARY_LIMITS.entries })}
            </p>
            <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
              {t('glossary.save')}
            </Button>
          </div>
        ) : null}
      </form>
    );
  };

  return (
    <Card id="glossary" title={t('glossary.title')} description={t('glossary.description')}>
      {body()}
    </Card>
  );
}
