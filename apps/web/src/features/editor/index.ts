export { TranscriptEditor } from './transcript-editor';
export { UnsavedEditsGuard } from './unsaved-edits-guard';
export {
  type EditedTranscription,
  type TranscriptEditorState,
  useTranscriptEditor,
} from './use-transcript-editor';
