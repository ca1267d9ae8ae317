export { GlossaryCard } from './glossary-card';
export { useGlossary } from './glossary-query';
export { vocabularyError } from './vocabulary-error';
export { linesToWords, wordsToLines } from './vocabulary-lines';
export { VocabularyTextarea } from './vocabulary-textarea';
