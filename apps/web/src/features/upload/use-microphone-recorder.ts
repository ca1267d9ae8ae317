import { useEffect, useState, useSyncExternalStore } from 'react';
import { browserRecorderDeps } from './browser-recording';
import { MicrophoneRecorder, type RecorderDeps } from './microphone-recorder';

/** The page's recorder; the microphone is let go when the page goes (after the leave guard asked). */
export function useMicrophoneRecorder(deps?: RecorderDeps) {
  const [recorder] = useState(() => new MicrophoneRecorder(deps ?? browserRecorderDeps()));
  const snapshot = useSyncExternalStore(recorder.subscribe, recorder.getSnapshot);
  useEffect(() => () => recorder.discard(), [recorder]);
  return { recorder, snapshot };
}
