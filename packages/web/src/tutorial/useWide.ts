import { useSyncExternalStore } from 'react';

/** Where the game screen puts its side column beside the table (styles.css, `.game-body`). */
const WIDE = '(min-width: 1000px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True while the screen is wide enough for a column beside the table. */
export function useWide(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(WIDE).matches ?? true);
}
