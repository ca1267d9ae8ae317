export { TranscriptEditor } from './transcript-editor';
export {
  type EditedTranscription,
  type TranscriptEditorState,
  useTranscriptEditor,
} from './use-transcript-editor';
