import { createHash } from 'node:crypto';
import webpush from 'web-push';
import type { PushReminder, PushSubscriptionRequest } from '@decktet/protocol';
import type { ClientError } from '../match/errors';
import { clientError } from '../match/errors';
import { refusal } from '../http/refusal';
import type { PushStore, VapidKeys } from '../storage';
import { pushEndpoint } from './push-endpoint';
import { sendPush } from './push-request';
import type { PushSettings } from './push-settings';

/** A reminder not delivered within a day is dropped by the push service (the game has moved on, or the player has seen it). */
const REMINDER_TTL_SECONDS = 24 * 3600;
/** How long a push service may take to answer. */
const SEND_TIMEOUT_MS = 10_000;
/** The browser's public key is an uncompressed P-256 point; its auth secret 16 bytes (RFC 8291). */
const P256_POINT_BYTES = 65;
const AUTH_SECRET_BYTES = 16;

type Log = { info(o: object, m: string): void; warn(o: object, m: string): void };

/**
 * Web Push for the players' reminders: the server's VAPID keys (made on the first start, kept in
 * the database every instance shares), the players' subscriptions, and sending — each reminder
 * encrypted for its browser (aes128gcm) by `web-push`.
 */
export class PushSender {
  private constructor(
    private readonly store: PushStore,
    private readonly settings: PushSettings,
    private readonly keys: VapidKeys,
    private readonly log: Log,
    private readonly now: () => number,
  ) {}

  /** Loads the server's VAPID keys, making and storing them on the first start. */
  static async start(store: PushStore, settings: PushSettings, log: Log, now: () => number): Promise<PushSender> {
    const keys = await store.vapidKeys(() => webpush.generateVAPIDKeys(), now());
    return new PushSender(store, settings, keys, log, now);
  }

  /** The VAPID public key: the applicationServerKey a browser subscribes with. */
  get publicKey(): string {
    return this.keys.publicKey;
  }

  /** Keeps a browser's subscription for the player; refused unless it is a subscription to an allowed push service. */
  async subscribe(playerId: string, request: PushSubscriptionRequest, keep: number): Promise<ClientError | null> {
    const endpoint = pushEndpoint(request.endpoint, this.settings.services);
    const services = [...this.settings.services];
    if (!endpoint.ok) return refusal('bad-push-service', `the endpoint is refused: ${endpoint.reason} (this server sends to ${services.join(', ')})`, { services });
    if (Buffer.from(request.keys.p256dh, 'base64url').length !== P256_POINT_BYTES || Buffer.from(request.keys.p256dh, 'base64url')[0] !== 4) {
      return clientError('bad-push-keys', 'keys.p256dh must be the browser’s P-256 public key (65 bytes, uncompressed)');
    }
    if (Buffer.from(request.keys.auth, 'base64url').length !== AUTH_SECRET_BYTES) return clientError('bad-push-keys', 'keys.auth must be the browser’s 16-byte auth secret');
    await this.store.subscribe({ endpoint: request.endpoint, playerId, p256dh: request.keys.p256dh, auth: request.keys.auth, createdAt: this.now() }, keep);
    return null;
  }

  unsubscribe(playerId: string, endpoint: string): Promise<boolean> {
    return this.store.unsubscribe(playerId, endpoint);
  }

  /**
   * Sends a reminder to every browser of the player; returns how many push services took it. A
   * subscription its push service no longer knows (404, 410) is forgotten; other failures are logged.
   */
  async remind(playerId: string, reminder: PushReminder): Promise<number> {
    const payload = JSON.stringify(reminder);
    // One topic per match: a newer reminder of the same match replaces one not yet delivered.
    const topic = createHash('sha256').update(reminder.match).digest('base64url').slice(0, 32);
    let delivered = 0;
    for (const s of await this.store.subscriptionsOf(playerId)) {
      // Checked again as stored (a row from before these rules, or written behind the server): the URL checked is the URL sent to.
      const endpoint = pushEndpoint(s.endpoint, this.settings.services);
      if (!endpoint.ok) continue;
      // The endpoint is a secret capability: only its push service's host is logged.
      const service = endpoint.url.host;
      try {
        const details = webpush.generateRequestDetails({ endpoint: endpoint.url.href, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, {
          vapidDetails: { subject: this.settings.subject, publicKey: this.keys.publicKey, privateKey: this.keys.privateKey },
          contentEncoding: 'aes128gcm',
          TTL: REMINDER_TTL_SECONDS,
          urgency: 'normal',
          topic,
        });
        const status = await sendPush(endpoint.url, details, { timeoutMs: SEND_TIMEOUT_MS, agent: this.settings.agent });
        if (status >= 200 && status < 300) delivered++;
        else if (status === 404 || status === 410) {
          await this.store.forget(s.endpoint);
          this.log.info({ service, status }, 'push subscription gone: forgotten');
        } else this.log.warn({ service, status }, 'push reminder not delivered');
      } catch (e) {
        this.log.warn({ service, reason: (e as Error).message }, 'push reminder not delivered');
      }
    }
    return delivered;
  }
}
