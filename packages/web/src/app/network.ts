import { useSyncExternalStore } from 'react';

/**
 * Whether this browser has a network, as it says (`navigator.onLine`, with its `online` and
 * `offline` events). "Online" only means some network: the server may still be out of reach, which
 * the pages' own connections tell; "offline" is sure.
 */
function subscribe(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

const online = () => navigator.onLine !== false;

/** The network as the browser sees it, kept current. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, online, () => true);
}
