import { useEffect, useState } from 'react';
import type { LiveChatLine } from '@decktet/protocol';
import { useTranslation } from '../i18n';
import { getMatch, getMatchChat } from './api';
import { ChatLines } from './ChatPanel';

/**
 * A finished online match's chat beside its replay: both channels, now public, kept apart from
 * the game's own log.
 */
export function ReplayChat({ match }: { match: string }) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<LiveChatLine[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Seats held without signing in: their lines are marked as a guest's.
  const [guests, setGuests] = useState<number[]>([]);
  useEffect(() => {
    void getMatchChat(match).then((r) => (r.ok ? setLines(r.value) : setError(r.error)));
    void getMatch(match).then((r) => r.ok && Array.isArray(r.value.seats) && setGuests(r.value.seats.filter((s) => s.guest).map((s) => s.seat)));
  }, [match]);
  return (
    <section className="chat" aria-label={t('online.chat.title')}>
      <h2>{t('online.chat.title')}</h2>
      {error ? (
        <p className="muted small">{t('online.chat.loadFailed', { reason: error })}</p>
      ) : !lines ? (
        <p className="muted small">{t('online.chat.loading')}</p>
      ) : (
        <>
          <h3 className="small">{t('online.chat.players')}</h3>
          <ChatLines lines={lines.filter((l) => l.channel === 'players')} guests={guests} empty={t('online.chat.playersWroteNothing')} />
          <h3 className="small">{t('online.chat.spectators')}</h3>
          <ChatLines lines={lines.filter((l) => l.channel === 'spectators')} guests={guests} empty={t('online.chat.spectatorsWroteNothing')} />
        </>
      )}
    </section>
  );
}
