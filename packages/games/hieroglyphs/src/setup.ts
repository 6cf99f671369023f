/** Setup (HG-1 … HG-6) and the layout override. */
import { z } from 'zod';
import { CARDS, type CardId, Rng, aces, courts, crowns, EXCUSE, pawns, seedRng } from '@decktet/decktet';
import { type Result, type Seat, defaultNames, err, ok } from '@decktet/engine';
import { byChartOrder, info, isKnownCard, titleOf } from './cards';
import { entry } from './log';
import { startTurn } from './turn';
import { type HieroglyphsConfig, type HieroglyphsLayout, type HieroglyphsState, PHRASE_LENGTH, type PlayerState, type TombNumber, type TombState } from './types';

export const configSchema: z.ZodType<HieroglyphsConfig, unknown> = z.object({}).strict() as unknown as z.ZodType<HieroglyphsConfig, unknown>;

const pile = z.array(z.string());
export const layoutSchema: z.ZodType<HieroglyphsLayout, unknown> = z
  .object({
    tombs: z.tuple([pile, pile, pile]),
    drawPiles: z.tuple([pile, pile]),
    discards: z.tuple([pile, pile]).optional(),
    firstPlayer: z.union([z.literal(0), z.literal(1)]).optional(),
  })
  .strict();

const ofRank = (rank: number) => CARDS.filter((c) => c.rank === rank).map((c) => c.id);
// The groups of HG-1, in chart order; deal() copies before shuffling.
const GROUP = {
  aces: aces(),
  ranks: [2, 3, 4, 5, 6, 7, 8, 9].map(ofRank),
  crowns: crowns(),
  extended: [...pawns(), ...courts(), EXCUSE],
};
const group = (rank: number) => GROUP.ranks[rank - 2]!;

/** The standard deal (HG-1 … HG-3, HG-6) drawn from the seed's PRNG. */
export function deal(rng: Rng): HieroglyphsLayout {
  // HG-2: three Aces and one each of 2, 3 and 4 per player; the leftover 2, 3 and 4 go to Tomb 3.
  const shuffledAces = rng.shuffle(GROUP.aces.slice());
  const starting: [CardId[], CardId[]] = [shuffledAces.slice(0, 3), shuffledAces.slice(3, 6)];
  const leftovers: CardId[] = [];
  for (const rank of [2, 3, 4]) {
    const [a, b, rest] = rng.shuffle(group(rank).slice());
    starting[0].push(a!);
    starting[1].push(b!);
    leftovers.push(rest!);
  }
  // HG-3: one Crown into Tomb 1, two into Tomb 2, and one of the last three under each tomb.
  const cs = rng.shuffle(GROUP.crowns.slice());
  const tomb1 = rng.shuffle([...GROUP.extended, cs[0]!]);
  const tomb2 = rng.shuffle([...group(8), ...group(9), cs[1]!, cs[2]!]);
  const tomb3 = rng.shuffle([...leftovers, ...group(5), ...group(6), ...group(7)]);
  tomb1.push(cs[3]!);
  tomb2.push(cs[4]!);
  tomb3.push(cs[5]!);
  const drawPiles: [CardId[], CardId[]] = [rng.shuffle(starting[0]), rng.shuffle(starting[1])];
  return { tombs: [tomb1, tomb2, tomb3], drawPiles, firstPlayer: rng.int(0, 1) };
}

/** What is wrong with a layout, or null. */
export function layoutProblem(layout: HieroglyphsLayout): string | null {
  const discards = layout.discards ?? [[], []];
  const all = [...layout.tombs.flat(), ...layout.drawPiles.flat(), ...discards.flat()];
  for (const id of all) if (!isKnownCard(id)) return `"${id}" is not a card id (ids are titles without "the", e.g. "chance-meeting")`;
  const seen = new Set<CardId>();
  for (const id of all) {
    if (seen.has(id)) return `${titleOf(id)} appears more than once`;
    seen.add(id);
  }
  const missing = CARDS.filter((c) => !seen.has(c.id)).map((c) => c.id);
  if (missing.length) return `every card must be placed exactly once; missing: ${missing.join(', ')}`;
  for (const [i, cards] of layout.tombs.entries()) {
    const bottom = cards[cards.length - 1];
    if (bottom === undefined) return `Tomb ${i + 1} is empty; it needs at least its bottom Crown`;
    if (!info(bottom).isCrown) return `Tomb ${i + 1} must have a Crown at the bottom, not ${titleOf(bottom)}`;
    if ((cards.length - 1) % PHRASE_LENGTH[i]! !== 0) {
      return `Tomb ${i + 1} must hold whole phrases of ${PHRASE_LENGTH[i]} under its top card; it has ${cards.length - 1}`;
    }
  }
  if (layout.tombs.filter((t) => t.length === 1).length >= 2) return 'at most one tomb may start depleted (two end the game)';
  for (const seat of [0, 1] as const) {
    const owned = [...layout.drawPiles[seat], ...discards[seat]];
    if (!owned.some((id) => info(id).role !== 'power-up')) return `player ${seat + 1} needs at least one rank card (Ace–9 or the Excuse)`;
  }
  return null;
}

/** A player at the start: the dealt draw pile (and any discards the layout gives), nothing else yet. */
function newPlayer(drawPile: readonly CardId[], discard: readonly CardId[]): PlayerState {
  return {
    drawPile: drawPile.slice(),
    hand: [],
    discard: discard.slice(),
    startingDeck: byChartOrder([...drawPile, ...discard]),
    collected: [],
    lastShuffle: byChartOrder(drawPile),
  };
}

function tombState(cards: CardId[]): TombState {
  return { cards: cards.slice(), aside: [], revealed: 0 };
}

export function setup(_config: HieroglyphsConfig, seed: string, options: { layout?: HieroglyphsLayout; names?: readonly string[] } = {}): Result<HieroglyphsState> {
  const rng = Rng.from(seedRng(seed));
  let layout = options.layout;
  if (layout !== undefined) {
    const parsed = layoutSchema.safeParse(layout);
    if (!parsed.success) return err('invalid-layout', `invalid layout: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'layout'}: ${i.message}`).join('; ')}`);
    layout = parsed.data;
    const problem = layoutProblem(layout);
    if (problem) return err('invalid-layout', `invalid layout: ${problem}`);
  } else layout = deal(rng);
  const first: Seat = layout.firstPlayer ?? rng.int(0, 1);
  const names = defaultNames(2, options.names);
  const discards = layout.discards ?? [[], []];
  const s: HieroglyphsState = {
    log: [],
    names,
    rng: rng.state(),
    players: [newPlayer(layout.drawPiles[0], discards[0]), newPlayer(layout.drawPiles[1], discards[1])],
    tombs: [tombState(layout.tombs[0]), tombState(layout.tombs[1]), tombState(layout.tombs[2])],
    turn: first,
    turnNumber: 0,
    over: false,
  };
  s.log.push(entry({ type: 'start' }, names));
  for (const seat of [0, 1] as const) s.log.push(entry({ type: 'deck', seat, cards: [...s.players[seat].startingDeck] }, names));
  for (const [i, t] of s.tombs.entries()) s.log.push(entry({ type: 'tomb', tomb: (i + 1) as TombNumber, top: t.cards[0]!, under: t.cards.length - 1 }, names));
  s.log.push(entry({ type: 'first', seat: first }, names));
  startTurn(s, first, true);
  return ok(s);
}
