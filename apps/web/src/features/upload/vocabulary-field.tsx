import { VOCABULARY_LIMITS } from '@whispy/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linesToWords, VocabularyTextarea, wordsToLines } from '../vocabulary';

type Props = {
  /** The words the batch starts with: the workspace's glossary. */
  initial: string[];
  onChange(words: string[]): void;
  disabled: boolean;
};

/**
 * "Names and terms" of the batch, one per line, starting from the glossary: the text box keeps what is
 * typed (blank lines included) and the batch gets its words.
 */
export function VocabularyField({ initial, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => wordsToLines(initial));
  return (
    <VocabularyTextarea
      label={t('upload.vocabulary')}
      hint={t('upload.vocabularyHint', { count: VOCABULARY_LIMITS.entries })}
      value={text}
      onChange={(value) => {
        setText(value);
        onChange(linesToWords(value));
      }}
      disabled={disabled}
    />
  );
}
