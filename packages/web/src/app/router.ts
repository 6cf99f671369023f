import { useEffect, useState } from 'react';

/** A tiny history router: the server answers every unknown path with index.html, so deep links and reloads land here. */
const listeners = new Set<() => void>();

export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (to === currentPath()) return;
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  for (const l of listeners) l();
  window.scrollTo?.(0, 0);
}

export function usePath(): string {
  const [path, setPath] = useState(currentPath);
  useEffect(() => {
    const update = () => setPath(currentPath());
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return path;
}

/** Matches "/local/:id"-style patterns; returns the named parts or null. */
export function matchRoute(pattern: string, path: string): Record<string, string> | null {
  const clean = path.split('?')[0]!.replace(/\/+$/, '') || '/';
  const p = pattern.split('/');
  const s = clean.split('/');
  if (p.length !== s.length) return null;
  const out: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    const part = p[i]!;
    if (part.startsWith(':')) out[part.slice(1)] = decodeURIComponent(s[i]!);
    else if (part !== s[i]) return null;
  }
  return out;
}

/** A link that navigates without reloading (and still works with a middle click). */
export function onLinkClick(to: string) {
  return (e: { preventDefault(): void; metaKey?: boolean; ctrlKey?: boolean; button?: number }) => {
    if (e.metaKey || e.ctrlKey || (e.button !== undefined && e.button !== 0)) return;
    e.preventDefault();
    navigate(to);
  };
}
