/** The share target's action in the manifest, and the only path the worker controls. */
const SHARE_TARGET_SCOPE = '/share-target';

/**
 * Registers the service worker that receives files shared from another app (the manifest's share_target,
 * ADR 033). Its scope is the share target alone: a worker over the whole app would be started for every
 * request of every page, a delay a loaded phone feels, for nothing. Where the browser has no service
 * workers (or an http address other than localhost), sharing to Whispy is simply not offered.
 */
export function registerShareTarget(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/share-target-sw.js', { scope: SHARE_TARGET_SCOPE })
    .catch((error: unknown) => console.warn(error));
}
