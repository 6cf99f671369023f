/**
 * The server's lobby tables, Quick match, "Your turn" and Web Push API (shapes in
 * @decktet/protocol's tables.ts and push.ts). Every reply is checked against its schema;
 * refusals come back in the player's words, never thrown.
 */
import { z } from 'zod';
import {
  type Pace,
  type PushSubscriptionRequest,
  type TableCreateRequest,
  pushKeyReplySchema,
  quickMatchPreviewSchema,
  quickMatchReplySchema,
  tableCancelReplySchema,
  tableListSchema,
  tableSeatReplySchema,
  yourTurnReplySchema,
} from '@decktet/protocol';
import { i18n } from '../i18n';
import { type LobbyFilters, variantQuery } from './filters';
import type { RefusalWords } from '../online/api';
import { playerProblem, request } from '../players/api';

/** A lobby refusal in the player's words, by its code; its limits with their figures (online/refusal-words.ts). */
export const lobbyProblem: RefusalWords = (code, message, params) => {
  switch (code) {
    case 'not-your-table':
      return i18n.t('lobby.problem.notYourTable');
    case 'table-started':
      return i18n.t('lobby.problem.tableStarted');
    case 'table-cancelled':
      return i18n.t('lobby.problem.tableCancelled');
    default:
      return playerProblem(code, message, params);
  }
};

const id = (table: string) => encodeURIComponent(table);

/** Opens a table; the reply is the creator's seat. */
export function createTable(table: TableCreateRequest) {
  return request(tableSeatReplySchema, 'POST', '/api/tables', table, lobbyProblem);
}

/** A seat at a table (or a new token for the seat already held there). */
export function joinTable(table: string) {
  return request(tableSeatReplySchema, 'POST', `/api/tables/${id(table)}/join`, undefined, lobbyProblem);
}

export function cancelTable(table: string) {
  return request(tableCancelReplySchema, 'DELETE', `/api/tables/${id(table)}`, undefined, lobbyProblem);
}

/** The page of open public tables older than the table `after` (newest first), with these filters. */
export function olderTables(filters: LobbyFilters, after: string) {
  const query = new URLSearchParams({ after, limit: String(OLDER_PAGE) });
  if (filters.game) query.set('game', filters.game);
  if (filters.pace) query.set('pace', filters.pace);
  for (const [key, value] of Object.entries(variantQuery(filters.variant))) query.set(key, value);
  return request(tableListSchema, 'GET', `/api/tables?${query.toString()}`, undefined, lobbyProblem);
}

/** Tables one "Show older tables" adds. */
const OLDER_PAGE = 50;

/** Quick match for a leaderboard (`pool`; the game's usual one when absent), with `anySettings` also at unrated tables of other settings. */
export function quickMatch(game: string, pace: Pace, options: { pool?: string; anySettings?: boolean } = {}) {
  return request(quickMatchReplySchema, 'POST', '/api/quick-match', { game, pace, ...options }, lobbyProblem);
}

/** The table Quick match would seat the player at now (null: it would open one), without joining it. */
export function quickMatchPreview(game: string, pace: Pace, options: { pool?: string; anySettings?: boolean } = {}) {
  const query = new URLSearchParams({ game, pace, ...(options.pool ? { pool: options.pool } : {}), anySettings: String(options.anySettings ?? false) });
  return request(quickMatchPreviewSchema, 'GET', `/api/quick-match/preview?${query}`, undefined, lobbyProblem);
}

export function yourTurn() {
  return request(yourTurnReplySchema, 'GET', '/api/players/me/your-turn', undefined, lobbyProblem);
}

export function pushKey() {
  return request(pushKeyReplySchema, 'GET', '/api/push/key', undefined, lobbyProblem);
}

export function subscribeToReminders(subscription: PushSubscriptionRequest) {
  return request(z.object({ subscribed: z.literal(true) }), 'POST', '/api/push/subscription', subscription, lobbyProblem);
}

export function unsubscribeFromReminders(endpoint: string) {
  return request(z.object({ unsubscribed: z.boolean() }), 'DELETE', '/api/push/subscription', { endpoint }, lobbyProblem);
}
