import type { TTranscriptionSpeaker } from '@whispy/contracts';
import { createContext, useContext } from 'react';

/**
 * What the speaker menus need to save a voice profile or undo a recognised name: the transcription, its
 * speakers as saved on the server (only those have voices; `recognised` says a profile named one), and
 * whether there are unsaved edits (an undo takes a new version, which would make them conflict).
 */
export type SpeakerVoices = {
  transcriptionId: string;
  saved: readonly TTranscriptionSpeaker[];
  dirty: boolean;
};

export const SpeakerVoicesContext = createContext<SpeakerVoices | null>(null);

/** The saved speaker behind a menu, and whether the name it shows is the one a voice profile gave. */
export function useSpeakerVoice(speakerId: string | null, shownName: string | null) {
  const voices = useContext(SpeakerVoicesContext);
  const saved = voices?.saved.find((speaker) => speaker.id === speakerId) ?? null;
  return {
    voices,
    saved,
    recognised: Boolean(saved?.recognised && saved.name === shownName),
  };
}
