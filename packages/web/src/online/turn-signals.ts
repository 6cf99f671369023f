import { useEffect, useRef } from 'react';
import type { TurnSignalSettings } from './signal-settings';

export const APP_TITLE = 'Decktet Table';
const ICON = '/favicon.svg';
const YOUR_MOVE_ICON = '/favicon-your-move.svg';

/** "Ada", "Ada and Bo", "Ada, Bo and Cy". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Where the match stands, as far as the tab's title is concerned. */
export type TablePhase =
  | { kind: 'your-move' }
  | { kind: 'to-move'; names: readonly string[] }
  | { kind: 'waiting-for-players' }
  | { kind: 'over' }
  | { kind: 'reconnecting' };

/** The tab's title: what a player glancing at a row of tabs needs to know first. */
export function turnTitle(phase: TablePhase, base = APP_TITLE): string {
  switch (phase.kind) {
    case 'your-move':
      return `● Your move — ${base}`;
    case 'to-move':
      return phase.names.length ? `${listNames(phase.names)} to move — ${base}` : base;
    case 'waiting-for-players':
      return `Waiting for players — ${base}`;
    case 'over':
      return `Game over — ${base}`;
    case 'reconnecting':
      return `Reconnecting… — ${base}`;
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
  /** For the notification: "Dueling Runes". */
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
      note.current = notifyYourMove(`Your move — ${gameName}`, `It is your move in your online match of ${gameName}.`, `decktet-${match}`);
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
