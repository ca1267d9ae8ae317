// The transcription page's "Run again" offers the same choices as an upload.
export { EnginePicker } from './engine-picker';
export { LanguageSelect } from './language-select';
export { UploadPage } from './upload-page';
export { useEngineChoices } from './upload-queries';
