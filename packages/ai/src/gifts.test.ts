import { describe, expect, inject, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { type AnyGame, type BaseState, type Seat, parseConfig, unwrap } from '@decktet/engine';
import type { BotSpec } from './bot';
import { botFromSpec, createBot, searchOptions } from './create-bot';
import { decisionRng } from './decision-rng';
import { JUSTIFYING_VISITS, clearlyBetter, searchChoice, searchJustifies, sparingGifts, withoutGifts } from './gifts';
import type { GiftRule } from './heuristic';
import { type SearchResult, ismctsSearch } from './ismcts';
import { BOT_GAMES } from './registry';
import { DIFFICULTIES, type Difficulty, difficultySpec } from './spec';

/**
 * Every level a player can choose, and the rules of thumb. The quick tier (`inject('sample')`)
 * scans the cheaper levels only, on the same seeds; the simulations tier scans them all.
 */
const LEVELS: readonly string[] = inject('sample') ? ['easy', 'heuristic'] : [...DIFFICULTIES, 'heuristic'];
/** Decisions the scan must ask of the levels at the least. */
const LEAST_ASKED = inject('sample') ? 16 : 60;

/** The tables scanned: Dueling Runes of 2, 3 and 4 wizards, its Advanced Game of 2, and Hieroglyphs. */
const TABLES = [
  { game: 'dueling-runes', config: { players: 2 } },
  { game: 'dueling-runes', config: { players: 2, variant: 'advanced' } },
  { game: 'dueling-runes', config: { players: 3 } },
  { game: 'dueling-runes', config: { players: 4 } },
  { game: 'hieroglyphs', config: {} },
] as const;

/**
 * Decisions in which a gift is possible that each level makes per game and seat. A level makes
 * those decisions; the others — where no legal action is a gift, or every one is — the rules of
 * thumb make, so a game costs a few searches of each level (the strongest take about a second).
 */
const ASKED_PER_SEAT = 2;

interface Justified {
  readonly table: string;
  readonly level: string;
  readonly reason: string;
  readonly gift: SearchResult['stats'][number];
  readonly bestOther: SearchResult['stats'][number];
}

interface Scan {
  /** Decisions in which a gift was possible, made by the level under test. */
  asked: number;
  /** Gifts chosen while another legal action was not a gift, and no search justified them. */
  unjustified: { table: string; level: string; reason: string }[];
  justified: Justified[];
}

/**
 * A level as `createBot` builds it, without its time limit: that limit is only a safety stop for
 * slow machines, and without it the same seed and view give the same search, so the scan can
 * replay a search to read the estimates behind a gift.
 */
function levelSpec(game: AnyGame, level: string): BotSpec {
  if (!(DIFFICULTIES as readonly string[]).includes(level)) return { kind: 'heuristic' };
  const spec = difficultySpec(level as Difficulty, BOT_GAMES.find(game.id)?.difficulties);
  if (spec.kind !== 'ismcts') return spec;
  const { maxMs: _safetyStop, ...search } = spec;
  return search;
}

/** The search a level ran for one decision, replayed: the same seed and view give the same search. */
function replaySearch(game: AnyGame, spec: BotSpec, seed: string, view: unknown, legal: readonly unknown[], seat: Seat): SearchResult | null {
  if (spec.kind !== 'ismcts') return null;
  return ismctsSearch(game, view, legal, seat, decisionRng(seed, view, seat), searchOptions(game, spec));
}

/**
 * Plays one seeded game per level of a table, the levels rotating over the seats (so every level
 * sits in every seat), and checks with the game's gift rule every decision in which a gift is
 * possible: a level makes the first `ASKED_PER_SEAT` of them in its seat.
 */
function scan(table: (typeof TABLES)[number], out: Scan): void {
  const entry = BOT_GAMES.find(table.game)!;
  const game = entry.game;
  const gift = entry.gift!;
  const label = `${game.name} ${JSON.stringify(table.config)}`;
  const config = unwrap(parseConfig(game, { ...game.simulationConfig, ...table.config }));
  for (let g = 0; g < LEVELS.length; g++) {
    let state: BaseState = unwrap(game.setup(config, `gifts:${table.game}:${g}`));
    const seats = state.names.length;
    const levels = Array.from({ length: seats }, (_, s) => LEVELS[(g + s) % LEVELS.length]!);
    const specs = levels.map((level) => levelSpec(game, level));
    const seeds = levels.map((_, s) => `gifts:${g}:${s}`);
    const bots = specs.map((spec, s) => botFromSpec(game, spec, seeds[s]!));
    const standIn = createBot(game, 'heuristic', `gifts:${g}`);
    const asked = new Array<number>(seats).fill(0);
    while (!game.outcome(state) && asked.some((n) => n < ASKED_PER_SEAT)) {
      const seat = game.pending(state)[0]!;
      const legal = game.legalActions(state, seat);
      const view = game.view(state, seat);
      const possible = withoutGifts(gift, view, legal, seat) !== legal;
      const level = possible && asked[seat]! < ASKED_PER_SEAT;
      const action = (level ? bots[seat]! : standIn).decide(view, legal, seat);
      const reason = possible ? gift(view, action, seat) : null;
      if (level) {
        out.asked++;
        asked[seat]!++;
      }
      if (reason !== null) {
        const result = level ? replaySearch(game, specs[seat]!, seeds[seat]!, view, legal, seat) : null;
        const kept = result && searchChoice(game, gift, view, legal, seat, result).justifiedGift;
        if (kept) out.justified.push({ table: label, level: levels[seat]!, ...kept });
        else out.unjustified.push({ table: label, level: level ? levels[seat]! : 'heuristic', reason });
      }
      state = unwrap(game.apply(state, seat, action));
    }
  }
}

describe('no gifts at any level', () => {
  // About half a minute of one core when measured; the limit allows for a machine shared with other work.
  it(`scans the decisions where a gift is possible in seeded games of every level in every seat: ${LEVELS.join(', ')}`, () => {
    const result: Scan = { asked: 0, unjustified: [], justified: [] };
    for (const table of TABLES) scan(table, result);
    expect(result.asked).toBeGreaterThan(LEAST_ASKED);
    expect(result.unjustified).toEqual([]);
    // A gift a search kept was tried often enough and clearly beat the most visited other move.
    for (const j of result.justified) {
      expect(j.gift.visits).toBeGreaterThanOrEqual(JUSTIFYING_VISITS);
      expect(clearlyBetter(j.gift, j.bestOther)).toBe(true);
    }
  }, 900_000);

  it.each([
    { variant: 'basic', games: 4, least: 1000 },
    { variant: 'advanced', games: 2, least: 500 },
  ])('the rules of thumb, reading states in playouts, cast no gift in $variant duels of 2, 3 and 4 wizards', ({ variant, games, least }) => {
    const entry = BOT_GAMES.find('dueling-runes')!;
    const { game, heuristic, gift } = entry;
    let checked = 0;
    for (const players of [2, 3, 4]) {
      const rng = Rng.seeded(`playout-gifts-${variant === 'basic' ? '' : `${variant}-`}${players}`);
      for (let g = 0; g < games; g++) {
        const config = variant === 'basic' ? { players } : { players, variant };
        let state: BaseState = unwrap(game.setup(unwrap(parseConfig(game, { ...game.simulationConfig, ...config })), `playout-gifts:${variant === 'basic' ? '' : `${variant}:`}${players}:${g}`));
        while (!game.outcome(state)) {
          const seat = game.pending(state)[0]!;
          const legal = game.legalActions(state, seat);
          const action = heuristic!.playout!(state, legal, seat, rng);
          const view = game.view(state, seat);
          if (withoutGifts(gift, view, legal, seat) !== legal) expect(gift!(view, action, seat)).toBeNull();
          checked++;
          state = unwrap(game.apply(state, seat, action));
        }
      }
    }
    expect(checked).toBeGreaterThan(least);
  });
});

describe('a search keeps a gift only when its estimates justify it', () => {
  const game = BOT_GAMES.find('goofspiel')!.game;
  const legal = game.legalActions(unwrap(game.setup(unwrap(parseConfig(game, {})), 'g')), 0).slice(0, 3);
  const [a, b, c] = legal.map((x) => game.formatAction(x));
  /** In this test, the first legal action is the gift. */
  const firstIsGift: GiftRule = (_view, action) => (game.formatAction(action) === a ? 'the test’s gift' : null);
  const result = (stats: SearchResult['stats']): SearchResult => ({ action: legal[0], iterations: 100, stats });

  it('replaces a most-visited gift by the most visited other action when its mean does not beat the others', () => {
    const r = result([
      { action: a!, visits: 50, mean: 0.55 },
      { action: b!, visits: 30, mean: 0.6 },
      { action: c!, visits: 20, mean: 0.4 },
    ]);
    expect(searchChoice(game, firstIsGift, null, legal, 0, r)).toEqual({ action: legal[1], justifiedGift: null });
  });

  it('keeps a gift tried often enough whose mean beats every other well-tried action, with its estimates', () => {
    const r = result([
      { action: a!, visits: 60, mean: 0.9 },
      { action: b!, visits: 30, mean: 0.5 },
      { action: c!, visits: 10, mean: 0.4 },
    ]);
    const kept = searchChoice(game, firstIsGift, null, legal, 0, r);
    expect(kept.action).toBe(legal[0]);
    expect(kept.justifiedGift).toEqual({ reason: 'the test’s gift', gift: r.stats[0], bestOther: r.stats[1] });
  });

  it('does not let a lead within the noise of the playouts justify a gift', () => {
    const gift = { action: a!, visits: 40, mean: 0.6 };
    expect(clearlyBetter(gift, { action: b!, visits: 40, mean: 0.55 })).toBe(false);
    expect(searchJustifies(gift, [{ action: b!, visits: 40, mean: 0.55 }])).toBe(false);
    expect(clearlyBetter({ ...gift, visits: 4000 }, { action: b!, visits: 4000, mean: 0.55 })).toBe(true);
  });

  it('does not let a thinly tried gift win on its mean', () => {
    const gift = { action: a!, visits: JUSTIFYING_VISITS - 1, mean: 0.9 };
    expect(searchJustifies(gift, [{ action: b!, visits: 5, mean: 0.2 }])).toBe(false);
    expect(searchJustifies({ ...gift, visits: JUSTIFYING_VISITS }, [{ action: b!, visits: 5, mean: 0.2 }])).toBe(true);
  });

  it('leaves a choice that is not a gift, and a gift with no other legal action, as they are', () => {
    const notGift = { ...result([{ action: b!, visits: 9, mean: 0.1 }]), action: legal[1] };
    expect(searchChoice(game, firstIsGift, null, legal, 0, notGift).action).toBe(legal[1]);
    expect(searchChoice(game, firstIsGift, null, legal.slice(0, 1), 0, result([{ action: a!, visits: 0, mean: 0 }])).action).toBe(legal[0]);
  });

  it('makes the rules of thumb and rule bots choose among the other actions', () => {
    const bot = sparingGifts({ name: 'first', decide: (_view, options) => options[0] }, firstIsGift);
    expect(bot.decide(null, legal, 0)).toBe(legal[1]);
    expect(bot.decide(null, legal.slice(0, 1), 0)).toBe(legal[0]);
  });
});
