import type { Agent } from 'node:https';

/** How the server sends Web Push reminders. */
export interface PushSettings {
  /** The VAPID subject: a `mailto:` or `https:` URL at which push services can reach the server's operator. */
  subject: string;
  /**
   * The push services a subscription may point at: host names, each also standing for its
   * subdomains (`notify.windows.com` takes `wns2-par02p.notify.windows.com`); `*`: any HTTPS host.
   * The server sends requests to these alone, never to an address a client names.
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

/** Whether a subscription's endpoint is an HTTPS URL of an allowed push service. */
export function pushServiceAllowed(endpoint: string, services: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return services.some((s) => s === '*' || host === s.toLowerCase() || host.endsWith(`.${s.toLowerCase()}`));
}

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
    for (const s of services) if (s !== '*' && !/^[a-z0-9.-]+$/i.test(s)) throw new Error(`PUSH_SERVICES: "${s}" is not a host name (fcm.googleapis.com) or *`);
    push.services = services;
  }
  return Object.keys(push).length ? { push } : {};
}
