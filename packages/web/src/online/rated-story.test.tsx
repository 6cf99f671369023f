// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { type GoofspielState, goofspiel, unwrap } from '@decktet/engine';
import { LIVE_PROTOCOL_VERSION, type LiveSeatInfo, type MatchRating } from '@decktet/protocol';
import { goofspielUi } from '../games/goofspiel/ui';
import { i18n } from '../i18n';
import { fakeServer } from '../../test/players/fake-server';
import type { FakeSocket } from '../../test/online/fake-socket';
import { renderLiveTable } from '../../test/online/live-table';
import type { LiveConnection } from './live';

/*
 * One story for a rated result (docs/ratings.md): the table says what a timeout means while it
 * happens, and the end screen gives the rated result, each rating change and the reason where it
 * differs from the board, with Rematch and Back to the lobby.
 */

const start: GoofspielState = unwrap(goofspiel.setup({ handSize: 5 }, 'rated-story', { names: ['Ada', 'Bo'] }));
const seatInfo = (seat: number, name: string, extra: Partial<LiveSeatInfo> = {}): LiveSeatInfo => ({ seat, kind: 'human', name, taken: true, coveredByBot: false, presence: 'online', cover: null, forfeit: null, ...extra });

let socket: FakeSocket;
let conn: LiveConnection;

function open(viewer: number, extra: object) {
  conn = renderLiveTable([goofspielUi], 'tok', (s) => (socket = s));
  act(() => {
    socket.open();
    socket.receive({
      type: 'welcome',
      v: LIVE_PROTOCOL_VERSION,
      match: 'm1',
      game: 'goofspiel',
      status: 'live',
      seq: 6,
      seat: viewer,
      seats: [seatInfo(0, 'Ada'), seatInfo(1, 'Bo')],
      pending: [0],
      view: goofspiel.view(start, viewer),
      legal: [],
      log: [],
      deadlines: null,
      outcome: null,
      now: Date.now(),
      spectators: 0,
      rated: true,
      turnSeconds: 30,
      lastClientSeq: 0,
      chat: [],
      muted: [],
      ...extra,
    });
  });
}

const rating = (r: Partial<MatchRating>): MatchRating => ({ matchId: 'm1', status: 'rated', pool: { id: 'goofspiel', name: 'Goofspiel' }, reason: '', seats: [], ...r });

afterEach(async () => {
  cleanup();
  conn?.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('a timeout in a rated game, told as it happens', () => {
  it('the player whose time ran out reads the countdown to the return deadline; the other player reads it too', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const covered = seatInfo(1, 'Bo', { coveredByBot: true, cover: { since: 5, turn: 3, reason: 'clock', returnBy: Date.now() + 30_000 } });
    open(1, { seats: [seatInfo(0, 'Ada'), covered] });
    const notice = document.querySelector('.return-notice')!;
    expect(notice.textContent).toMatch(/^Your time ran out: the AI is playing for you\. .*If you are not back before this runs out, the game counts as a loss for you:\s+0:30$/);
    cleanup();
    conn.close();
    open(0, { seats: [seatInfo(0, 'Ada'), covered] });
    expect(document.querySelector('.return-notice')!.textContent).toMatch(/^Bo's time ran out: the AI is playing for them\. If they are not back before this runs out, the game counts as a loss for them:\s+0:30$/);
    // The rules of rated play stay on the table, with the return time of this table's clock.
    expect(screen.getByRole('region', { name: 'Rated game: how it counts' }).textContent).toContain('Come back within 0:30 and the game is still yours');
  });

  it('a missed deadline is said at once: the rated game is lost whatever the board says', () => {
    open(1, { seats: [seatInfo(0, 'Ada'), seatInfo(1, 'Bo', { coveredByBot: true, cover: { since: 5, turn: 3, reason: 'clock', returnBy: Date.now() - 1 }, forfeit: 'clock' })] });
    expect(document.querySelector('.return-notice')!.textContent).toBe("You did not return in time: this rated game counts as a loss for you. You may play on, but the board's result will not change it.");
  });

  it('an unrated game tells nothing of ratings', () => {
    open(1, { rated: false, seats: [seatInfo(0, 'Ada'), seatInfo(1, 'Bo', { coveredByBot: true, cover: { since: 5, turn: 3, reason: 'clock' } })] });
    expect(document.querySelector('.return-notice')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Rated game: how it counts' })).toBeNull();
  });
});

describe('the end screen of a rated game', () => {
  const over = (results: string[], extra: object = {}) => ({ status: 'finished', pending: [], outcome: { results, scores: results.map((r) => (r === 'win' ? 1 : 0)), summary: 'Bo wins with 9 points' }, ...extra });

  it('shows each rating change, and why the rating says loss where the board says win; Rematch and Back to the lobby', async () => {
    const server = fakeServer({
      'GET /api/matches/m1/rating': {
        status: 200,
        body: rating({ seats: [{ seat: 0, name: 'Ada', result: 'win', forfeit: null, before: 1500, rating: 1662.31 }, { seat: 1, name: 'Bo', result: 'loss', forfeit: 'clock', before: 1500, rating: 1337.69 }] }),
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    open(1, over(['loss', 'win'], { seats: [seatInfo(0, 'Ada'), seatInfo(1, 'Bo', { forfeit: 'clock' })] }));
    const result = await screen.findByRole('region', { name: 'Rated result: Goofspiel' });
    await screen.findByText(/Ada: win, 1500 → 1662 \(\+162\)/);
    expect(result.textContent).toContain('Bo: loss, 1500 → 1338 (−162) Bo did not return in time: the rating counts a loss, whatever the board says.');
    expect(result.textContent).not.toMatch(/Ada: win.*whatever the board says.*Bo:/);
    expect(screen.getByRole('button', { name: 'Rematch' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to the lobby' })).toBeTruthy();
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('button', { name: 'Revancha' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volver a la sala' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Resultado puntuado: Goofspiel' }).textContent).toContain('Bo: derrota, 1500 → 1338 (−162) Bo no volvió a tiempo');
  });

  it('Rematch without a name, or for a match made without the lobby, starts a new game of the same kind', async () => {
    const server = fakeServer({ 'GET /api/matches/m1/rating': { status: 200, body: rating({ status: 'aborted' }) } });
    vi.stubGlobal('fetch', server.fetch);
    open(0, over(['win', 'loss']));
    fireEvent.click(screen.getByRole('button', { name: 'Rematch' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/new/goofspiel'));
    expect(server.sent.map((r) => `${r.method} ${r.path}`)).toContain('GET /api/matches/m1');
  });

  it('an unrated game neither shows nor asks for a rated result', async () => {
    const server = fakeServer({ 'GET /api/matches/m1/rating': { status: 200, body: rating({ status: 'unrated' }) } });
    vi.stubGlobal('fetch', server.fetch);
    open(0, over(['win', 'loss'], { rated: false }));
    await screen.findByRole('status', { name: 'Game over' });
    await act(async () => {});
    expect(server.sent.map((r) => `${r.method} ${r.path}`)).not.toContain('GET /api/matches/m1/rating');
    expect(document.querySelector('.rated-result')).toBeNull();
  });

  it('an aborted game says that no rating changed, and why', async () => {
    vi.stubGlobal('fetch', fakeServer({ 'GET /api/matches/m1/rating': { status: 200, body: rating({ status: 'aborted' }) } }).fetch);
    open(0, over(['win', 'loss']));
    expect((await screen.findByText(/^Aborted:/)).textContent).toBe('Aborted: no rating changed. A rated game counts only once each player has made 2 decisions of their own.');
  });
});
