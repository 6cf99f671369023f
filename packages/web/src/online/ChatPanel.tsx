import { useEffect, useRef, useState } from 'react';
import type { LiveChatLine } from '@decktet/protocol';
import { i18n, useTranslation } from '../i18n';
import { refusalText } from './problems';
import { CHAT_TEXT_MAX, chatLength, chatProblem } from './typed-text';
import { timeOfDay } from './words';

export type ChatChannel = LiveChatLine['channel'];

function channelName(channel: ChatChannel): string {
  return channel === 'players' ? i18n.t('online.chat.players') : i18n.t('online.chat.spectators');
}

/** "Ada (guest)": the name of a person who sits without signing in, wherever it is shown. */
export function guestName(name: string): string {
  return i18n.t('online.seat.guest', { name });
}

/**
 * Chat lines, oldest first; the list scrolls itself (never the page) as lines arrive. Text is
 * rendered as text. `guests`: the seats held without signing in, whose lines are marked so.
 */
export function ChatLines({ lines, empty, guests = [] }: { lines: readonly LiveChatLine[]; empty: string; guests?: readonly number[] }) {
  const list = useRef<HTMLOListElement | null>(null);
  useEffect(() => {
    const ol = list.current;
    if (ol) ol.scrollTop = ol.scrollHeight;
  }, [lines.length]);
  if (lines.length === 0) return <p className="muted small chat-empty">{empty}</p>;
  return (
    <ol className="chat-lines" ref={list} aria-live="polite" aria-relevant="additions">
      {lines.map((l) => (
        <li key={l.id}>
          <time className="muted small" dateTime={new Date(l.at).toISOString()}>
            {timeOfDay(l.at)}
          </time>{' '}
          <b className="chat-name">{l.seat !== null && guests.includes(l.seat) ? guestName(l.name) : l.name}</b> <span className="chat-text">{l.text}</span>
        </li>
      ))}
    </ol>
  );
}

export interface ChatPanelProps {
  lines: readonly LiveChatLine[];
  /** The viewer's seat; null: a spectator. */
  me: number | null;
  names: readonly string[];
  /** Seats with a person who may chat (mute is offered for these). */
  humanSeats: readonly number[];
  /** Seats held without signing in: their lines are marked as a guest's. */
  guests?: readonly number[];
  /** A spectator without the spectators' chat while the match is played (not signed in, or maybe a player's second socket). */
  spectatorChatClosed?: boolean;
  muted: readonly number[];
  error: { code: string; message: string; at: number } | null;
  onSend(channel: ChatChannel, text: string): boolean;
  onMute(seat: number, muted: boolean): void;
}

/**
 * The match's chat. Players write to the players' channel, which everyone reads; spectators write
 * to their own channel, which only spectators read while the match is played (so nobody can pass
 * a player hints). A player may mute another seat.
 */
export function ChatPanel({ lines, me, names, humanSeats, guests = [], spectatorChatClosed = false, muted, error, onSend, onMute }: ChatPanelProps) {
  const { t } = useTranslation();
  const spectator = me === null;
  const [tab, setTab] = useState<ChatChannel>('players');
  // Lines each channel had when it was last shown: the other tab counts what came since.
  const [seen, setSeen] = useState<Record<ChatChannel, number>>({ players: 0, spectators: 0 });
  const counts = { players: lines.filter((l) => l.channel === 'players').length, spectators: lines.filter((l) => l.channel === 'spectators').length };
  const shownCount = counts[tab];
  useEffect(() => setSeen((s) => (s[tab] === shownCount ? s : { ...s, [tab]: shownCount })), [tab, shownCount]);
  const [draft, setDraft] = useState('');
  const lastSent = useRef('');
  const shown = lines.filter((l) => l.channel === tab && (l.seat === null || !muted.includes(l.seat)));
  const writes: ChatChannel = spectator ? 'spectators' : 'players';
  const problem = draft.trim() === '' ? null : chatProblem(draft);
  const length = chatLength(draft);

  // A refused line comes back into the box, so the writer can fix it rather than type it again.
  useEffect(() => {
    if (error && lastSent.current && error.code !== 'offline') {
      setDraft((d) => (d === '' ? lastSent.current : d));
      lastSent.current = '';
    }
  }, [error]);

  const others = humanSeats.filter((s) => s !== me);
  return (
    <section className="chat" aria-label={t('online.chat.title')}>
      <h2>{t('online.chat.title')}</h2>
      {spectator && (
        <div className="chat-tabs" role="tablist" aria-label={t('online.chat.channel')}>
          {(['players', 'spectators'] as const).map((c) => {
            const unread = tab === c ? 0 : counts[c] - seen[c];
            return (
              <button key={c} type="button" role="tab" className="small" aria-selected={tab === c} onClick={() => setTab(c)}>
                {channelName(c)}
                {unread > 0 && <span className="chat-unread">{t('online.chat.unread', { count: unread })}</span>}
              </button>
            );
          })}
        </div>
      )}
      <ChatLines lines={shown} guests={guests} empty={tab === 'players' ? t('online.chat.noPlayerLines') : t('online.chat.noSpectatorLines')} />
      {tab === writes && spectatorChatClosed ? (
        <p className="muted small">{t('online.chat.spectatorsSignIn')}</p>
      ) : tab === writes ? (
        <form
          className="chat-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (draft.trim() === '' || problem) return;
            lastSent.current = draft;
            if (onSend(writes, draft)) setDraft('');
          }}
        >
          <input
            value={draft}
            aria-label={spectator ? t('online.chat.toSpectators') : t('online.chat.toTable')}
            placeholder={spectator ? t('online.chat.spectatorsRead') : t('online.chat.tableReads')}
            aria-invalid={problem ? true : undefined}
            aria-describedby="chat-count"
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className="small" disabled={draft.trim() === '' || problem !== null}>
            {t('online.chat.send')}
          </button>
          <span id="chat-count" className={`chat-count small${length > CHAT_TEXT_MAX ? ' is-over' : ''}`}>
            {length}/{CHAT_TEXT_MAX}
          </span>
        </form>
      ) : (
        <p className="muted small">{t('online.chat.playersOnly')}</p>
      )}
      {problem && (
        <p className="error small" role="alert">
          {problem}
        </p>
      )}
      {error && !problem && (
        <p className="error small" role="alert">
          {refusalText(error)}
        </p>
      )}
      {!spectator && others.length > 0 && (
        <details className="chat-mute">
          <summary className="small">{t('online.chat.mute')}</summary>
          {others.map((s) => (
            <label key={s} className="choice small">
              <input type="checkbox" checked={muted.includes(s)} onChange={(e) => onMute(s, e.target.checked)} /> {t('online.chat.hide', { name: names[s] })}
            </label>
          ))}
        </details>
      )}
    </section>
  );
}
