import type { Agent } from 'node:https';

/** How the server sends Web Push reminders. */
export interface PushSettings {
  /** The VAPID subject: a `mailto:` or `https:` URL at which push services can reach the server's operator. */
  subject: string;
  /**
   * The push services a subscription may point at: host names, each also standing for its
   * subdomains (`notify.windows.com` takes `wns2-par02p.notify.windows.com`); `*`: any HTTPS host.
   * The server sends requests to these alone (port 443, public addresses only), never to an address
   * a client names; IP addresses are never push services (see push-endpoint.ts).
   */
  services: readonly string[];
  /** The TLS agent to reach push services with (tests trust their own local push service through it). */
  agent?: Agent;
}

/** The push services of the browsers people use: Chrome's and Edge's (FCM), Firefox's, Safari's, Windows'. */
export const BROWSER_PUSH_SERVICES: readonly string[] = ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

export const DEFAULT_PUSH_SETTINGS: Readonly<PushSettings> = {
  subject: 'mailto:operator@decktet-table.invalid',
  services: BROWSER_PUSH_SERVICES,
};

/** PUSH_SUBJECT and PUSH_SERVICES from the environment, when set; throws naming the variable that is wrong. */
export function pushFromEnv(env: Readonly<Record<string, string | undefined>>): { push?: Partial<PushSettings> } {
  const push: Partial<PushSettings> = {};
  const subject = env.PUSH_SUBJECT?.trim();
  if (subject) {
    if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+(\/\S*)?)$/.test(subject)) throw new Error(`PUSH_SUBJECT must be a mailto: address or an https:// URL (mailto:ops@decktet.example), not "${subject}"`);
    push.subject = subject;
  }
  const services = env.PUSH_SERVICES?.split(',').map((s) => s.trim()).filter(Boolean);
  if (services?.length) {
    for (const s of services) if (s !== '*' && !/^([a-z0-9-]+\.)*[a-z][a-z0-9-]*$/i.test(s)) throw new Error(`PUSH_SERVICES: "${s}" is not a host name (fcm.googleapis.com) or * (addresses are never push services)`);
    push.services = services;
  }
  return Object.keys(push).length ? { push } : {};
}
