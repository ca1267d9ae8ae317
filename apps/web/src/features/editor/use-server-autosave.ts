import { useEffect } from 'react';
import type { UnsavedEdits } from './use-draft-autosave';

/** Quiet time after the last edit before it is saved to the server: a pause in typing, not a sentence. */
export const AUTOSAVE_DELAY_MS = 1500;
/** Wait before trying again after a save that did not reach the server or failed there. */
export const AUTOSAVE_RETRY_MS = 10_000;

type Options = {
  /** What to save; null while there is nothing to save, or nothing may be saved without the user. */
  unsaved: UnsavedEdits | null;
  saving: boolean;
  /** The last save failed for a reason that may pass (offline, server error): try again, less eagerly. */
  failed: boolean;
  save(edits: UnsavedEdits): void;
};

/**
 * Saves `unsaved` once edits pause, with the version they start from: the server refuses it when someone
 * saved in between, so an autosave never overwrites another save (ADR 028). One save at a time; edits made
 * meanwhile are saved after it.
 */
export function useServerAutosave({ unsaved, saving, failed, save }: Options): void {
  useEffect(() => {
    if (!unsaved || saving) return;
    const timer = window.setTimeout(() => save(unsaved), failed ? AUTOSAVE_RETRY_MS : AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [unsaved, saving, failed, save]);
}
