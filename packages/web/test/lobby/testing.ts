/**
 * For the lobby's component tests: table summaries as the server sends them, a stand-in for the
 * lobby feed's WebSocket (every socket the page opens, driven as the server would), and the app
 * rendered for a signed-in player against a fake server.
 */
import { vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import type { LiveMatchSummary, LiveTable } from '@decktet/protocol';
import { duelingRunesUi } from '../../src/games/dueling-runes/ui';
import { hieroglyphsUi } from '../../src/games/hieroglyphs/ui';
import { FakeSocket } from '../online/fake-socket';
import { ADA, type Routes, fakeServer } from '../players/fake-server';
import { i18n } from '../../src/i18n';
import { renderApp } from '../testing';
import { forgetYourTurn } from '../../src/lobby/your-turn';

export const GAMES = [duelingRunesUi, hieroglyphsUi];

const seat = (n: number, name: string | null) => ({ seat: n, kind: 'human' as const, name, taken: name !== null, coveredByBot: false, presence: 'away' as const, cover: null });

/** An open public lobby table of Dueling Runes opened by `creator` (its first seat), the others open unless named. */
export function tableSummary(id: string, options: { creator?: string; others?: (string | null)[]; table?: Partial<LiveTable>; config?: unknown; status?: LiveMatchSummary['status'] } = {}): LiveMatchSummary {
  const creator = options.creator ?? 'Bo';
  const names = [creator, ...(options.others ?? [null])];
  return {
    id,
    game: 'dueling-runes',
    gameName: 'Dueling Runes',
    config: options.config ?? { players: names.length },
    status: options.status ?? 'open',
    damage: null,
    seats: names.map((name, i) => seat(i, name)),
    turnSeconds: 90,
    seq: 0,
    createdAt: '2026-11-30T12:00:00.000Z',
    invite: `http://localhost/match/${id}`,
    summary: null,
    table: { pace: 'live', turnHours: null, rated: false, visibility: 'public', creator, ...options.table },
  };
}

/** A seat reply for `summary` (the token is the test's). */
export const seatReply = (summary: LiveMatchSummary, seatNumber = 1) => ({ match: summary, seat: seatNumber, token: `token-${summary.id}`, invite: summary.invite, ws: 'ws://localhost/ws' });

/** Every lobby socket the page opened, newest last. */
export class FeedSockets {
  readonly opened: (FakeSocket & { url: string })[] = [];
  constructor() {
    const opened = this.opened;
    vi.stubGlobal(
      'WebSocket',
      class extends FakeSocket {
        constructor(readonly url: string) {
          super();
          opened.push(this);
        }
      },
    );
  }
  get last() {
    return this.opened.at(-1)!;
  }
}

/** The app at `path` for a signed-in Ada (or a guest), with the lobby's sockets and a fake server. */
export async function openAs(player: 'Ada' | 'guest', path: string, routes: Routes = {}) {
  if (player === 'Ada') window.localStorage.setItem('decktet-table:player', JSON.stringify({ deviceKey: 'key-1' }));
  const server = fakeServer({ 'GET /api/players/me': { status: 200, body: ADA }, 'GET /api/players/me/your-turn': { status: 200, body: { matches: [], now: Date.now() } }, ...routes });
  vi.stubGlobal('fetch', server.fetch);
  const feed = new FeedSockets();
  renderApp(path, { games: GAMES });
  // The first page of a file loads its chunk first (lazy pages): on a loaded machine that takes more than a second.
  if (player === 'Ada') await screen.findByText('Ada', { selector: '.player-entry-name' }, { timeout: 10_000 });
  return { server, feed };
}

/** What every lobby page test undoes after itself: the page, the shared "your turn" answer, fake timers, stubs, storage, the language. */
export async function afterLobbyTest(): Promise<void> {
  cleanup();
  forgetYourTurn();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  await act(() => i18n.changeLanguage('en'));
}
