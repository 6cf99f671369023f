/**
 * Whether a WebSocket upgrade may proceed, judged by its `Origin` header. Browsers always send
 * one, so a page on another site cannot open a socket with a visitor's browser; clients that are
 * not browsers (the terminal client, bots, tests) send none and are let through.
 * Allowed: no Origin, the same origin as the Host the request was sent to, or one in `allowed`
 * ("*" allows any).
 */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  if (allowed.includes('*')) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === 'null') return false;
  if (host !== undefined && parsed.host === hostOf(host, parsed.protocol)) return true;
  return allowed.some((a) => a.toLowerCase() === parsed.origin);
}

/** The Host header as URL.host writes it (lower case, default port dropped). */
function hostOf(host: string, protocol: string): string | null {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
}
