import { describe, expect, it } from 'vitest';
import { Match } from '@decktet/engine';
import { EXAMPLE_GAMES, GAMES } from '@decktet/catalog';
import { api, LiveTestClient } from '../test/live-client';
import { createMatch, joinMatch } from '../test/fixtures';
import { serverForFile } from '../test/file-servers';
import { type HiddenCards, duelingRunesHiddenCards, hiddenInformationLeaks } from '../test/hidden';
import { playSeat, seededPicker } from '../test/play';

/** The catalog's games and its example game: each is played over the live server below. */
const games = [...GAMES, ...EXAMPLE_GAMES];
const gameById = (id: string) => games.find((g) => g.id === id)!;
const server = serverForFile(games);

/**
 * The cards whose place a seat cannot know, per game. Hieroglyphs is absent: every card's owner is
 * public there (only the order of draw piles and which cards are in hand are hidden).
 */
const HIDDEN_CARDS: Record<string, HiddenCards> = {
  goofspiel(state, seat) {
    const s = state as unknown as { hands: string[][]; bids: (string | null)[]; prizes: string[] };
    const other = seat === 0 ? 1 : 0;
    return [...s.hands[other]!, ...(s.bids[other] ? [s.bids[other]!] : []), ...s.prizes.slice(1)];
  },
  'dueling-runes': duelingRunesHiddenCards,
};

/** Short configs so a whole match takes a moment, where a game's defaults make a long one; the others play with their defaults. */
const SHORT_CONFIGS: Record<string, unknown> = { 'dueling-runes': { health: 4 } };
const configOf = (gameId: string) => SHORT_CONFIGS[gameId] ?? {};

async function twoHumans(gameId: string, seed: number) {
  const match = await createMatch(server.url, { game: gameId, config: configOf(gameId), seats: [{ kind: 'human' }, { kind: 'human' }] });
  const seats = [await joinMatch(server.url, match.id, 'Ada'), await joinMatch(server.url, match.id, 'Bob')];
  const clients = await Promise.all(seats.map(() => LiveTestClient.connect(server.url)));
  clients.forEach((c, i) => c.hello(match.id, seats[i]!.token));
  const played = await Promise.all(clients.map((c, i) => playSeat(c, seededPicker(seed + i))));
  const record = (await api(server.url, 'GET', `/api/matches/${match.id}/record`)).body;
  for (const c of clients) c.close();
  return { match, clients, played, record };
}

it('keeps per-game facts only for games of the catalog', () => {
  const unknown = (ids: string[]) => ids.filter((id) => !games.some((g) => g.id === id));
  expect(unknown(Object.keys(SHORT_CONFIGS))).toEqual([]);
  expect(unknown(Object.keys(HIDDEN_CARDS))).toEqual([]);
});

describe.each(games.map((g) => g.id))('%s over the live server', (gameId) => {
  it('two scripted sockets play a whole match; nothing hidden from a seat reaches it', async () => {
    const { clients, played, record } = await twoHumans(gameId, 40);
    expect(played[0]!.final.outcome).not.toBeNull();
    expect(played[0]!.final.outcome).toEqual(played[1]!.final.outcome);
    const game = gameById(gameId);
    const replayed = Match.fromRecord(games, record);
    expect(replayed.ok && replayed.value.outcome()).toEqual(played[0]!.final.outcome);
    for (const [seat, client] of clients.entries()) {
      expect(client.raw.length).toBeGreaterThan(played[seat]!.actions);
      expect(hiddenInformationLeaks(game, record, seat, client.raw, HIDDEN_CARDS[gameId])).toEqual([]);
    }
  });

  it('a scripted socket plays a whole match against a server bot', async () => {
    if (EXAMPLE_GAMES.some((g) => g.id === gameId)) return; // the example game's bots: bots.test.ts
    const match = await createMatch(server.url, { game: gameId, config: configOf(gameId), seats: [{ kind: 'human' }, { kind: 'bot', difficulty: 'easy' }] });
    const me = await joinMatch(server.url, match.id, 'Ada');
    const client = await LiveTestClient.connect(server.url);
    client.hello(match.id, me.token);
    const played = await playSeat(client, seededPicker(5), { timeoutMs: 60_000 });
    expect(played.final.outcome?.results).toHaveLength(2);
    const record = (await api<{ actions: { seat: number }[] }>(server.url, 'GET', `/api/matches/${match.id}/record`)).body;
    expect(record.actions.some((a) => a.seat === 1)).toBe(true);
    expect(hiddenInformationLeaks(gameById(gameId), record, 0, client.raw, HIDDEN_CARDS[gameId])).toEqual([]);
    client.close();
  });
});
