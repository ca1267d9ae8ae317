export { TranscriptEditor } from './transcript-editor';
export { type TranscriptEditorState, useTranscriptEditor } from './use-transcript-editor';
