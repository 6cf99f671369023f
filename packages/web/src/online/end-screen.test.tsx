// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { Rng } from '@decktet/decktet';
import { type AnyGame, type BaseState, type Outcome, unwrap } from '@decktet/engine';
import { LIVE_PROTOCOL_VERSION, type LiveSeatInfo } from '@decktet/protocol';
import { GAME_UIS } from '../games';
import { i18n } from '../i18n';
import { fakeServer } from '../../test/players/fake-server';
import type { FakeSocket } from '../../test/online/fake-socket';
import { renderLiveTable } from '../../test/online/live-table';
import type { LiveConnection } from './live';

/*
 * The online end screen reads in the player's language: its result sentence comes from the same
 * builder as a game on this device and a replay (play/outcome-words.ts), worded from the game's
 * last log line, never from a line the server added after the end.
 */

const ui = GAME_UIS.find((g) => g.game.id === 'dueling-runes')!;
const game = ui.game as unknown as AnyGame;

/** A two-wizard duel played to its end by seeded random moves. */
function finishedDuel(): { state: BaseState; outcome: Outcome } {
  let s = unwrap(game.setup(game.configSchema.parse({ players: 2, health: 3 }), 'online-end', { names: ['Ada', 'Bo'] })) as BaseState;
  const rng = Rng.seeded('online-end');
  while (game.outcome(s) === null) {
    const seat = game.pending(s)[0]!;
    s = unwrap(game.apply(s, seat, rng.pick(game.legalActions(s, seat))));
  }
  return { state: s, outcome: game.outcome(s)! };
}

const seatInfo = (seat: number, name: string): LiveSeatInfo => ({ seat, kind: 'human', name, taken: true, coveredByBot: false, presence: 'online', cover: null, forfeit: null });

let conn: LiveConnection;

/** Seat 0's table at the end of the duel, its log as the server sends it, then a server line: Bo left. */
function openFinished() {
  const { state, outcome } = finishedDuel();
  const visible = state.log.filter((e) => e.seats === undefined || e.seats.includes(0));
  let socket!: FakeSocket;
  conn = renderLiveTable(GAME_UIS, 'tok', (s) => (socket = s));
  act(() => {
    socket.open();
    socket.receive({
      type: 'welcome',
      v: LIVE_PROTOCOL_VERSION,
      match: 'm1',
      game: 'dueling-runes',
      status: 'finished',
      seq: state.log.length,
      seat: 0,
      seats: [seatInfo(0, 'Ada'), seatInfo(1, 'Bo')],
      pending: [],
      view: game.view(state, 0),
      legal: [],
      log: [...visible.map((e) => e.text), 'Bo left the match'],
      events: [...visible.map((e) => e.event ?? null), { type: 'server', note: 'left', seat: 1 }],
      deadlines: null,
      outcome: { results: [...outcome.results], scores: [...outcome.scores], summary: outcome.summary },
      now: Date.now(),
      spectators: 0,
      rated: true,
      lastClientSeq: 0,
      chat: [],
      muted: [],
    });
  });
  return outcome;
}

afterEach(async () => {
  cleanup();
  conn?.close();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('the online end screen in the player’s language', () => {
  it('gives the result sentence, the seats’ results, the rated result, Rematch and Back to the lobby in English and in Spanish', async () => {
    vi.stubGlobal('fetch', fakeServer({ 'GET /api/matches/m1/rating': { status: 200, body: { matchId: 'm1', status: 'rated', pool: { id: 'dueling-runes', name: 'Dueling Runes' }, reason: '', seats: [] } } }).fetch);
    const outcome = openFinished();
    const winner = outcome.results[0] === 'win' ? 'Ada' : 'Bo';
    const banner = () => screen.getByRole('status', { name: /^(Game over|Fin de la partida)$/ });
    expect(banner().querySelector('.outcome-summary')!.textContent).toBe(outcome.summary);
    expect(outcome.summary).toMatch(new RegExp(`^${winner} wins`));
    await screen.findByRole('region', { name: 'Rated result: Dueling Runes' });

    await act(() => i18n.changeLanguage('es'));
    const sentence = banner().querySelector('.outcome-summary')!.textContent!;
    // The game's own end, worded in Spanish: not the server's "Bo left" line, and no English left in it.
    expect(sentence).toMatch(new RegExp(`^${winner} gana con \\d+ de vida\\.$`));
    expect(sentence).not.toMatch(/\b(wins|health|left)\b/);
    expect(within(banner()).getByText(`${winner}: victoria`)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Resultado puntuado: Duelo de Runas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revancha' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volver a la sala' })).toBeTruthy();
  });
});
