/*
 * An earlier version of the product installed a service worker and filled Cache Storage; both would keep
 * serving stale files. This app registers neither, so everything found is a leftover and is removed.
 */
export async function removeLegacyServiceWorkers(): Promise<void> {
  try {
    if ('serviceWorker' in navigator) {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.unregister()));
    }
    if ('caches' in window) {
      const names = await window.caches.keys();
      await Promise.all(names.map((name) => window.caches.delete(name)));
    }
  } catch {
    // Best effort: an insecure context or a browser setting may deny access; the app works regardless.
  }
}
