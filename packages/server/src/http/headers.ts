import type { FastifyHelmetOptions } from '@fastify/helmet';

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
      'worker-src': ["'self'", 'blob:'],
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
