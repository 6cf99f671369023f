import { useState } from 'react';
import { BOT_DIFFICULTIES } from '@decktet/protocol';
import { navigate } from '../app/router';
import { useTranslation } from '../i18n';
import { createTable } from '../lobby/api';
import { takeSeat } from '../lobby/seats';
import { waitAt } from '../lobby/waiting';
import { usePlayerIfKept } from '../players/session';
import { Refusal } from '../players/request';
import { getMatch } from './api';

/**
 * The online end screen's ways on: "Rematch" opens a table with the same settings (game, config,
 * pace, clock, rated, who may join) and waits there for the opponent; "Back to the lobby". A
 * player without a name, or a match made without the lobby, starts a new game of the same kind.
 */
export function EndActions({ match, game, seated }: { match: string; game: string; seated: boolean }) {
  const { t } = useTranslation();
  const player = usePlayerIfKept()?.state;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rematch = async () => {
    setBusy(true);
    setError(null);
    const found = await getMatch(match);
    const table = found.ok ? found.value.table : undefined;
    if (!found.ok || !table || player?.status !== 'signed-in') {
      setBusy(false);
      navigate(`/new/${encodeURIComponent(game)}`);
      return;
    }
    const m = found.value;
    const clock = table.pace === 'live' ? { turnSeconds: m.turnSeconds ?? null } : { turnHours: table.turnHours ?? undefined };
    const made = await createTable({ game: m.game, config: m.config, seats: m.seats.map((s) => (s.kind === 'bot' ? { kind: 'bot' as const, difficulty: BOT_DIFFICULTIES.find((d) => d === s.difficulty) ?? 'normal' } : { kind: 'human' as const })), pace: table.pace, ...clock, rated: table.rated, visibility: table.visibility });
    setBusy(false);
    if (!made.ok) return setError(made.error);
    if (takeSeat(made.value, player.player.name)) return;
    waitAt(made.value.match);
    navigate(`/match/${encodeURIComponent(made.value.match.id)}`);
  };
  return (
    <div className="end-actions">
      <div className="button-row">
        {seated && (
          <button type="button" className="primary" disabled={busy} onClick={() => void rematch()} title={t('rated.end.rematchFor')}>
            {t('rated.end.rematch')}
          </button>
        )}
        <button type="button" onClick={() => navigate('/lobby')}>
          {t('rated.end.lobby')}
        </button>
      </div>
      <Refusal error={error} />
    </div>
  );
}
