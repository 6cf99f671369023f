import type { LiveJoinReply } from '@decktet/protocol';
import { navigate } from '../app/router';
import { rememberOnlineSeat } from '../online/tokens';

/**
 * Keeps a seat the lobby gave (the match page plays it with this token) and, when the table
 * started with this seat (the last one taken), goes to its match. Returns whether it went.
 */
export function takeSeat(reply: LiveJoinReply, name: string): boolean {
  const { match, seat, token } = reply;
  rememberOnlineSeat({ match: match.id, game: match.game, seat, token, name, joinedAt: Date.now() });
  if (match.status === 'open') return false;
  navigate(matchPath(match.id));
  return true;
}

export const matchPath = (match: string) => `/match/${encodeURIComponent(match)}`;
