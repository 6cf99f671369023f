import { PACES, type Pace } from '@decktet/protocol';
import { navigate } from '../app/router';

/** The lobby's filters, kept in its URL (`/lobby?game=dueling-runes&pace=turn-based`); absent: every game, every pace. */
export interface LobbyFilters {
  game?: string;
  pace?: Pace;
}

const isPace = (value: string | null): value is Pace => PACES.some((p) => p === value);

/** The filters a URL's query holds; a game not offered here and an unknown pace are left out. */
export function filtersOf(search: string, games: readonly string[]): LobbyFilters {
  const query = new URLSearchParams(search);
  const game = query.get('game');
  const pace = query.get('pace');
  return { ...(game && games.includes(game) ? { game } : {}), ...(isPace(pace) ? { pace } : {}) };
}

/** The lobby's path with these filters. */
export function lobbyPath(filters: LobbyFilters): string {
  const query = new URLSearchParams();
  if (filters.game) query.set('game', filters.game);
  if (filters.pace) query.set('pace', filters.pace);
  return query.size ? `/lobby?${query.toString()}` : '/lobby';
}

/** Shows the lobby with other filters, in place of the current entry of the history. */
export function showFilters(filters: LobbyFilters): void {
  navigate(lobbyPath(filters), { replace: true });
}
