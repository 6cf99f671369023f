import { useEffect, useRef } from 'react';
import { i18n, useTranslation } from '../i18n';
import type { TurnSignalSettings } from './signal-settings';
import { nameList } from './words';

export const APP_TITLE = 'Decktet Table';
const ICON = '/favicon.svg';
const YOUR_MOVE_ICON = '/favicon-your-move.svg';

/** Where the match stands, as far as the tab's title is concerned. */
export type TablePhase =
  | { kind: 'your-move' }
  | { kind: 'to-move'; names: readonly string[] }
  | { kind: 'waiting-for-players' }
  | { kind: 'over' }
  | { kind: 'reconnecting' };

/** The tab's title, in the page's language: what a player glancing at a row of tabs needs to know first. */
export function turnTitle(phase: TablePhase, app = APP_TITLE): string {
  switch (phase.kind) {
    case 'your-move':
      return i18n.t('online.signals.tabYourMove', { app });
    case 'to-move':
      return phase.names.length ? i18n.t('online.signals.tabToMove', { names: nameList(phase.names), app }) : app;
    case 'waiting-for-players':
      return i18n.t('online.signals.tabWaiting', { app });
    case 'over':
      return i18n.t('online.signals.tabOver', { app });
    case 'reconnecting':
      return i18n.t('online.signals.tabReconnecting', { app });
  }
}

function setFavicon(href: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}

let audio: AudioContext | null = null;

/**
 * Two short rising tones. Browsers start audio only after the page had a click or key press;
 * turning the sound on is one, so the context is made (and heard) then.
 */
export function playYourMoveTone(): void {
  const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  try {
    audio ??= new Context();
    if (audio.state === 'suspended') void audio.resume().catch(() => {});
    const start = audio.currentTime + 0.02;
    for (const [i, frequency] of [660, 880].entries()) {
      const at = start + i * 0.16;
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.type = 'sine';
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.18, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.14);
      tone.connect(gain).connect(audio.destination);
      tone.start(at);
      tone.stop(at + 0.15);
    }
  } catch {
    // No audio device, or the browser refused: the title and icon still tell the player.
  }
}

export type NotificationAccess = 'granted' | 'denied' | 'default' | 'unsupported';

export function notificationAccess(): NotificationAccess {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks the browser (and so the player) for permission; call it only from the player's own click. */
export async function askNotificationAccess(): Promise<NotificationAccess> {
  if (typeof Notification === 'undefined') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

function notifyYourMove(title: string, body: string, tag: string): Notification | null {
  if (notificationAccess() !== 'granted') return null;
  try {
    const note = new Notification(title, { body, tag, icon: YOUR_MOVE_ICON });
    note.onclick = () => {
      window.focus();
      note.close();
    };
    return note;
  } catch {
    // Some browsers allow notifications only from a service worker: the title still tells.
    return null;
  }
}

export interface TurnSignalInput {
  phase: TablePhase;
  /** Changes whenever a new decision becomes the viewer's (undefined: none owed now). */
  decisionKey: string | undefined;
  /** For the notification, in the page's language: "Dueling Runes", "Duelo de Runas". */
  gameName: string;
  /** One notification per match replaces the previous one. */
  match: string;
  settings: TurnSignalSettings;
}

/**
 * Tells the player, in the tab's title and icon, whose move it is; when a decision becomes theirs,
 * plays the tone and (tab hidden) shows a notification, as the player's settings allow. Restores
 * the plain title and icon when the match screen closes.
 */
export function useTurnSignals({ phase, decisionKey, gameName, match, settings }: TurnSignalInput): void {
  // The title follows the language switch at once.
  useTranslation();
  const title = settings.title ? turnTitle(phase) : APP_TITLE;
  const yourMove = settings.title && phase.kind === 'your-move';
  useEffect(() => {
    document.title = title;
    setFavicon(yourMove ? YOUR_MOVE_ICON : ICON);
  }, [title, yourMove]);
  useEffect(
    () => () => {
      document.title = APP_TITLE;
      setFavicon(ICON);
    },
    [],
  );

  // The decision shown when the screen opened is not news: only later ones are signalled.
  const seen = useRef<string | undefined | null>(null);
  const note = useRef<Notification | null>(null);
  const { sound, notify } = settings;
  useEffect(() => {
    const first = seen.current === null;
    const fresh = decisionKey !== undefined && decisionKey !== seen.current;
    seen.current = decisionKey;
    if (decisionKey === undefined) {
      note.current?.close();
      note.current = null;
    }
    if (first || !fresh) return;
    if (sound) playYourMoveTone();
    if (notify && document.visibilityState === 'hidden') {
      note.current?.close();
      note.current = notifyYourMove(i18n.t('online.signals.notificationTitle', { game: gameName }), i18n.t('online.signals.notificationBody', { game: gameName }), `decktet-${match}`);
    }
  }, [decisionKey, sound, notify, gameName, match]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') {
        note.current?.close();
        note.current = null;
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
}
