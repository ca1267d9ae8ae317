export { useSaveVoiceProfile } from './save-voice-profile';
export { useUndoRecognition } from './undo-recognition';
export { VoiceProfilesCard } from './voice-profiles-card';
