/**
 * Registers the service worker that receives files shared from another app (the manifest's share_target,
 * ADR 033). Where the browser has no service workers (or an http address other than localhost), sharing
 * to Whispy is simply not offered; nothing else depends on it.
 */
export function registerShareTarget(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/share-target-sw.js').catch((error: unknown) => console.warn(error));
}
