/**
 * Web Push reminders for turn-based games (RFC 8030, encrypted with RFC 8291's aes128gcm, the
 * server identified by VAPID, RFC 8292). The browser subscribes with the server's public key and
 * hands the subscription to the server for the signed-in player.
 *
 *   GET    /api/push/key            → PushKeyReply (the applicationServerKey)
 *   POST   /api/push/subscription   PushSubscriptionRequest → 201 { subscribed: true }
 *   DELETE /api/push/subscription   PushUnsubscribeRequest → { unsubscribed: boolean }
 */
import { z } from 'zod';

export const pushKeyReplySchema = z.object({ publicKey: z.string().describe('the VAPID public key, base64url: the applicationServerKey to subscribe with') });
export type PushKeyReply = z.infer<typeof pushKeyReplySchema>;

const base64url = (what: string, min: number, max: number) =>
  z
    .string()
    .min(min, `${what} is too short`)
    .max(max, `${what} is too long`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`);

/** A push service's URL for one browser (the Push API's `endpoint`): HTTPS, as every push service is. */
const endpoint = z
  .string()
  .max(2048, 'the endpoint is too long')
  .refine((url) => URL.canParse(url) && new URL(url).protocol === 'https:', 'the endpoint must be an https:// URL of a push service');

/** A browser's PushSubscription as its `toJSON()` gives it. */
export const pushSubscriptionRequestSchema = z
  .object({
    endpoint,
    expirationTime: z.number().nullable().optional(),
    keys: z
      .object({
        p256dh: base64url('keys.p256dh (the browser’s P-256 public key)', 86, 88),
        auth: base64url('keys.auth (the browser’s auth secret)', 22, 24),
      })
      .strict(),
  })
  .strict();
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

export const pushUnsubscribeRequestSchema = z.object({ endpoint }).strict();
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequestSchema>;

/**
 * A reminder's payload (JSON, encrypted for the browser): a turn-based match waits for the
 * player's decision. Only what anyone watching the match may know: the game, the match, the
 * opponents' names, and the page to open.
 */
export const pushReminderSchema = z.object({
  type: z.literal('your-turn'),
  match: z.string(),
  game: z.string(),
  gameName: z.string(),
  opponents: z.array(z.string()),
  /** The match's page on the server, `/match/<id>` (the service worker opens it on its own origin). */
  path: z.string(),
});
export type PushReminder = z.infer<typeof pushReminderSchema>;
