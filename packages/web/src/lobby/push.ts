/**
 * Web Push reminders in this browser: the service worker that shows them, the subscription made
 * with the server's VAPID key (only after the player asked, and the browser allowed notifications),
 * and the server told of it — or told to forget it.
 */
import type { PushSubscriptionRequest } from '@decktet/protocol';
import { i18n } from '../i18n';
import type { ApiResult } from '../online/api';
import { registerServiceWorker } from '../app/service-worker';
import { pushKey, subscribeToReminders, unsubscribeFromReminders } from './api';

/** unsupported: no Web Push here; denied: the browser blocks this site's notifications; off / on: this browser's subscription. */
export type ReminderState = 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window.PushManager === 'function' && typeof window.Notification === 'function';
}

/** The base64url key as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

/** Where this browser stands, asking nothing of the player. */
export async function reminderState(): Promise<ReminderState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' && (await currentSubscription()) ? 'on' : 'off';
}

const failed = (error: string): ApiResult<ReminderState> => ({ ok: false, error });

/**
 * Asks the browser for permission (the player just asked for reminders), subscribes with the
 * server's key and hands the subscription to the server. A refusal says why; a denial is a state.
 */
export async function turnOnReminders(): Promise<ApiResult<ReminderState>> {
  if (!pushSupported()) return { ok: true, value: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { ok: true, value: permission === 'denied' ? 'denied' : 'off' };
  const key = await pushKey();
  if (!key.ok) return key;
  let subscription: PushSubscription;
  try {
    // The site's one worker (src/app/service-worker.ts) shows the reminders: public/push-worker.js runs inside it.
    await registerServiceWorker();
    const registration = await navigator.serviceWorker.ready;
    subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key.value.publicKey) });
  } catch (error) {
    return failed(i18n.t('lobby.push.subscribeFailed', { message: error instanceof Error ? error.message : String(error) }));
  }
  const told = await subscribeToReminders(subscription.toJSON() as PushSubscriptionRequest);
  if (told.ok) return { ok: true, value: 'on' };
  await subscription.unsubscribe().catch(() => false);
  return told;
}

/** Tells the server to forget this browser, then drops the subscription. */
export async function turnOffReminders(): Promise<ApiResult<ReminderState>> {
  const subscription = pushSupported() ? await currentSubscription() : null;
  if (!subscription) return { ok: true, value: 'off' };
  const told = await unsubscribeFromReminders(subscription.endpoint);
  if (!told.ok) return told;
  await subscription.unsubscribe().catch(() => false);
  return { ok: true, value: 'off' };
}
