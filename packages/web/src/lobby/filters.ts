import { PACES, type Pace } from '@decktet/protocol';
import { navigate } from '../app/router';

/** The lobby's filters, kept in its URL (`/lobby?game=dueling-runes&pace=turn-based`); absent: every game, every pace. */
export interface LobbyFilters {
  game?: string;
  pace?: Pace;
  /** A leaderboard's id (tables with its standard settings), or `other` (tables with other settings, never rated). */
  variant?: string;
}

/** The variant filter's value for tables whose settings are no leaderboard's. */
export const OTHER_SETTINGS = 'other';

/** The feed's and list's query for a variant filter: `pool=<id>`, or `standard=false` for other settings. */
export function variantQuery(variant: string | undefined): Record<string, string> {
  if (!variant) return {};
  return variant === OTHER_SETTINGS ? { standard: 'false' } : { pool: variant };
}

const isPace = (value: string | null): value is Pace => PACES.some((p) => p === value);

/** The filters a URL's query holds; a game not offered here and an unknown pace are left out. */
export function filtersOf(search: string, games: readonly string[]): LobbyFilters {
  const query = new URLSearchParams(search);
  const game = query.get('game');
  const pace = query.get('pace');
  const variant = query.get('variant');
  return { ...(game && games.includes(game) ? { game } : {}), ...(isPace(pace) ? { pace } : {}), ...(variant && /^[a-z0-9-]{1,64}$/.test(variant) ? { variant } : {}) };
}

/** The lobby's path with these filters. */
export function lobbyPath(filters: LobbyFilters): string {
  const query = new URLSearchParams();
  if (filters.game) query.set('game', filters.game);
  if (filters.pace) query.set('pace', filters.pace);
  if (filters.variant) query.set('variant', filters.variant);
  return query.size ? `/lobby?${query.toString()}` : '/lobby';
}

/** Shows the lobby with other filters, in place of the current entry of the history. */
export function showFilters(filters: LobbyFilters): void {
  navigate(lobbyPath(filters), { replace: true });
}
