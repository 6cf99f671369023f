/** Opens an online table for human players and takes its first seat here: the set-up form and the Workbench both start one so. */
import { createMatch, joinMatch } from './api';
import { rememberOnlineSeat } from './tokens';

/** Creates the match, joins seat 1 as `name` and remembers the seat; gives the match's id, or the server's refusal in words. */
export async function openOnlineTable(table: { game: string; config: unknown; players: number; name: string; turnSeconds: number | null }): Promise<{ ok: true; match: string } | { ok: false; error: string }> {
  const created = await createMatch({ game: table.game, config: table.config, seats: Array.from({ length: table.players }, () => ({ kind: 'human' as const })), turnSeconds: table.turnSeconds });
  const joined = created.ok ? await joinMatch(created.value.id, table.name, 0) : created;
  if (!joined.ok) return { ok: false, error: joined.error };
  const { match, seat, token } = joined.value;
  rememberOnlineSeat({ match: match.id, game: table.game, seat, token, name: table.name, joinedAt: Date.now() });
  return { ok: true, match: match.id };
}
