/**
 * The site's service worker (built by vite-plugin-pwa: see vite.config.ts): it keeps every file of
 * the client so that games against the computer and on one device open and play with no network,
 * and it shows the turn reminders (public/push-worker.js, imported into it).
 *
 * Registered once the page has loaded, so the first screen downloads nothing for it; the worker
 * then fetches the rest of the client in the background. Registering again is harmless (the
 * reminders' consent does, to wait for it): the browser keeps one worker for the site.
 */
export const SERVICE_WORKER = '/sw.js';

/** Whether this browser can run the worker (not in tests, not on plain http other than localhost). */
export function serviceWorkerSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** Registers the worker; resolves with its registration, or null where there is none. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!serviceWorkerSupported()) return null;
  return navigator.serviceWorker.register(SERVICE_WORKER, { scope: '/' });
}

/** In a production build, registers the worker after the page's load event (the dev server has none). */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !serviceWorkerSupported()) return;
  const register = () => {
    registerServiceWorker().catch((error: unknown) => console.warn('the service worker was not registered: offline play is unavailable', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
