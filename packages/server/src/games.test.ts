import { describe, expect, it } from 'vitest';
import { type AnyGame, Match } from '@decktet/engine';
import { EXAMPLE_GAMES, GAMES } from '@decktet/catalog';
import { api, LiveTestClient } from '../test/live-client';
import { createMatch, joinMatch } from '../test/fixtures';
import { serverForFile } from '../test/file-servers';
import { type HiddenCards, hiddenInformationLeaks } from '../test/hidden';
import { playSeat, seededPicker } from '../test/play';

/** The catalog's games and its example game: each is played over the live server below. */
const games = [...GAMES, ...EXAMPLE_GAMES];
const gameById = (id: string) => games.find((g) => g.id === id)!;
const server = serverForFile(games);

/**
 * What this test must know of a game, in the game's own folder: a short config where its defaults
 * make a long match, and the cards whose place a seat cannot know (a game that hides no card's
 * owner, like Hieroglyphs, where only the order of piles and which cards are in hand are hidden,
 * has none: its frames are checked by view equality alone).
 */
interface LiveFacts {
  readonly game: AnyGame;
  readonly shortConfig?: unknown;
  readonly hiddenCards?: HiddenCards;
}
const FACTS: LiveFacts[] = Object.values({
  ...import.meta.glob<Record<string, LiveFacts>>('../../games/*/test/live.ts', { eager: true }),
  ...import.meta.glob<Record<string, LiveFacts>>('../../engine/src/examples/*/testing.ts', { eager: true }),
}).flatMap((module) => Object.values(module).filter((value) => typeof value === 'object' && value !== null && 'game' in value));
const factsOf = (gameId: string) => FACTS.find((f) => f.game.id === gameId);
const configOf = (gameId: string) => factsOf(gameId)?.shortConfig ?? {};
const hiddenCardsOf = (gameId: string) => factsOf(gameId)?.hiddenCards;

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

it("finds the games' facts in their folders, each for a game played here, with its rules", () => {
  expect(FACTS.length).toBeGreaterThan(0);
  expect(new Set(FACTS.map((f) => f.game.id)).size).toBe(FACTS.length);
  for (const facts of FACTS) expect(games, facts.game.id).toContain(facts.game);
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
      expect(hiddenInformationLeaks(game, record, seat, client.raw, hiddenCardsOf(gameId))).toEqual([]);
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
    expect(hiddenInformationLeaks(gameById(gameId), record, 0, client.raw, hiddenCardsOf(gameId))).toEqual([]);
    client.close();
  });
});
