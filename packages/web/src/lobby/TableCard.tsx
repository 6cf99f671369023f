import { useEffect, useRef, useState } from 'react';
import type { LiveMatchSummary, LiveTable } from '@decktet/protocol';
import { useGameUi } from '../app/context';
import { useTranslation } from '../i18n';
import { gameName } from '../i18n/games';
import { guestName } from '../online/ChatPanel';
import { nameList } from '../online/words';
import { Refusal, useRequest } from '../players/request';
import type { PlayerState } from '../players/session';
import { cancelTable, joinTable } from './api';
import { takeSeat } from './seats';
import { stopWaiting, waitAt } from './waiting';
import { paceWords } from './words';
import { RatedRules, TableSettings } from '../ratings/RatedRules';

export type LobbyTable = LiveMatchSummary & { table: LiveTable };

/** A table's game in the player's language where this client knows it (the summary carries the server's English name). */
export function useTableGame(summary: LiveMatchSummary): string {
  const ui = useGameUi(summary.game);
  return ui ? gameName(ui) : summary.gameName;
}

/**
 * One open table in the lobby: its game (and its entry's tags, such as "Advanced Game"), seats, who sits, pace, rated or not and
 * creator; "Join" for a signed-in player, "Cancel table" (after a confirmation) for its creator.
 */
export function TableCard({ summary, player, seated }: { summary: LobbyTable; player: PlayerState; seated: boolean }) {
  const { t } = useTranslation();
  const game = useTableGame(summary);
  const tags = useGameUi(summary.game)?.tableTags?.(summary.config) ?? [];
  const { table } = summary;
  const names = summary.seats.filter((s) => s.taken && s.name).map((s) => (s.guest ? guestName(s.name!) : s.name!));
  const taken = summary.seats.filter((s) => s.taken).length;
  const signedIn = player.status === 'signed-in' ? player.player : null;
  const mine = signedIn !== null && table.creator === signedIn.name;
  const headingId = `table-${summary.id}`;
  return (
    <li className="lobby-table" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {game}
        {tags.map((tag) => (
          <span key={tag} className="lobby-tag">
            {tag}
          </span>
        ))}
        {table.rated && <span className="lobby-tag">{t('lobby.table.rated')}</span>}
      </h3>
      <p className="lobby-table-facts">
        <span>{t('lobby.table.seats', { taken, total: summary.seats.length })}</span>
        <span>{paceWords(table, summary.turnSeconds)}</span>
        {!table.rated && <span>{t('lobby.table.unrated')}</span>}
      </p>
      <p className="small">
        {names.length > 0 && t('lobby.table.seated', { names: nameList(names) })}
        {table.creator && (
          <>
            {' '}
            <span className="muted">{t('lobby.table.creator', { name: table.creator })}</span>
          </>
        )}
      </p>
      <TableSettings table={table} />
      {table.rated && !seated && signedIn && <RatedRules turnSeconds={table.pace === 'live' ? summary.turnSeconds : (table.turnHours ?? 0) * 3600} compact />}
      {seated ? <p className="small">{t('lobby.table.youSit')}</p> : signedIn && <JoinButton summary={summary} name={signedIn.name} game={game} />}
      {mine && <CancelTable summary={summary} game={game} />}
    </li>
  );
}

function JoinButton({ summary, name, game }: { summary: LobbyTable; name: string; game: string }) {
  const { t } = useTranslation();
  const { busy, error, run } = useRequest();
  return (
    <>
      <Refusal error={error} />
      <div className="button-row">
        <button
          type="button"
          className="primary"
          disabled={busy}
          aria-label={t('lobby.table.joinNamed', { game, creator: summary.table.creator ?? '' })}
          onClick={() =>
            void run(
              () => joinTable(summary.id),
              (reply) => {
                if (!takeSeat(reply, name)) waitAt(reply.match);
              },
            )
          }
        >
          {t('lobby.table.join')}
        </button>
      </div>
    </>
  );
}

/** "Cancel table", then "Cancel this table?" with the choice to keep it; the question takes the focus. */
export function CancelTable({ summary, game, onCancelled }: { summary: LiveMatchSummary; game: string; onCancelled?(): void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const { busy, error, run } = useRequest();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);
  if (!asking)
    return (
      <div className="button-row">
        <button type="button" onClick={() => setAsking(true)} aria-label={t('lobby.cancel.named', { game })}>
          {t('lobby.cancel.button')}
        </button>
      </div>
    );
  return (
    <div className="lobby-confirm" role="group" aria-label={t('lobby.cancel.question')}>
      <p>{t('lobby.cancel.question')}</p>
      <Refusal error={error} />
      <div className="button-row">
        <button
          ref={confirm}
          type="button"
          className="danger"
          disabled={busy}
          onClick={() =>
            void run(
              () => cancelTable(summary.id),
              () => {
                stopWaiting(summary.id);
                onCancelled?.();
              },
            )
          }
        >
          {t('lobby.cancel.yes')}
        </button>
        <button type="button" onClick={() => setAsking(false)}>
          {t('lobby.cancel.no')}
        </button>
      </div>
    </div>
  );
}
