import type { FastifyHelmetOptions } from '@fastify/helmet';
import { relative, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Security headers on every response (@fastify/helmet). The web client is one origin's static
 * files: its scripts, styles and the AI's Web Worker all load from this server, it talks to the
 * lobby and `/ws` on the same origin, and no page may frame it.
 */
export const SECURITY_HEADERS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      // The AI runs in a module Worker built as a file of its own; blob: for tooling that inlines workers.
      // The service worker (/sw.js, with the Workbox runtime and the reminders it imports) is this origin's too.
      'worker-src': ["'self'", 'blob:'],
      // The installable app's manifest (/manifest.webmanifest) and its icons.
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  // TLS ends at the operator's proxy, which owns Strict-Transport-Security for its domain.
  strictTransportSecurity: false,
};

/**
 * How long a browser (or a proxy) keeps each file of the web client under `root`
 * (@fastify/static's `setHeaders`). A file under assets/ is named by its content, so it never
 * changes: kept a year. Every other file — index.html, the service worker (sw.js, the Workbox
 * runtime, the reminders it imports), the manifest, the icons — keeps its name across releases:
 * `no-cache`, checked with the server (ETag) on every use, so a new release reaches the service
 * worker at once; the service worker itself keeps the client for offline play.
 */
export function staticCacheHeaders(root: string): (reply: FastifyReply, path: string) => void {
  return (reply, path) => {
    const [folder, ...rest] = relative(root, path).split(sep);
    void reply.header('cache-control', folder === 'assets' && rest.length === 1 ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
}

/**
 * An API answer is never kept by a browser or a proxy unless its route says otherwise: it may
 * hold a seat's view, a hand, a session. (The service worker caches no API answer either: it
 * answers only the client's own files.)
 */
export async function noStoreForApi(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  return payload;
}
