/**
 * Bots forbidden some spells (a bot spec's `:no=`, docs/ai.md "Balance studies"): the bot never
 * chooses an action that casts one of them. Its search plays its own future moves under the same
 * rule (in the tree and in playouts), so it does not count on a spell it will never cast; the
 * other seats are searched as they are. When every legal action would cast a forbidden spell the
 * bot still has to act, and chooses among all of them as it would without the rule.
 */
import type { AnyGame, BaseState, Seat } from '@decktet/engine';
import type { Bot } from './bot';
import type { GameSpells } from './games/entry';

/** The actions a restricted seat may choose among, out of the legal ones. */
export type ActionFilter = (legal: readonly unknown[]) => readonly unknown[];

/**
 * The filter of a bot forbidden `forbidden` in `game` (whose spells `spells` names): the legal
 * actions that cast none of them, or all of them when each one would. Throws an Error when the
 * game has no spells or does not know one of the ids, listing the ones it has.
 */
export function withoutSpells(game: AnyGame, spells: GameSpells | undefined, forbidden: readonly string[]): ActionFilter {
  if (!spells) throw new Error(`${game.name} has no spells, so a bot spec cannot forbid any (":no=${forbidden.join('+')}")`);
  const unknown = forbidden.find((id) => !spells.ids.includes(id));
  if (unknown !== undefined) throw new Error(`${game.name} has no spell "${unknown}": forbid some of ${spells.ids.join(', ')}`);
  const banned = new Set(forbidden);
  return (legal) => {
    const kept = legal.filter((a) => {
      const spell = spells.spellOf(a);
      return spell === null || !banned.has(spell);
    });
    return kept.length > 0 ? kept : legal;
  };
}

/** A bot that chooses only among the actions `allowed` leaves it. */
export function restricted(bot: Bot, allowed: ActionFilter): Bot {
  return { name: bot.name, decide: (view, legal, seat) => bot.decide(view, allowed(legal), seat) };
}

/**
 * The game as a restricted seat's search plays it: that seat's legal actions pass through
 * `allowed`; the others' are the game's. The game's whole-game random playout cannot honour the
 * rule, so the search plays such playouts step by step (the other seats keep the game's direct
 * random choice).
 */
export function playedBy(game: AnyGame, seat: Seat, allowed: ActionFilter): AnyGame {
  const randomAction = game.randomAction;
  return Object.create(game, {
    legalActions: { value: (state: BaseState, s: Seat) => (s === seat ? allowed(game.legalActions(state, s)) : game.legalActions(state, s)) },
    randomPlayout: { value: undefined },
    randomAction: {
      value: randomAction && ((state: BaseState, s: Seat, rng: Parameters<typeof randomAction>[2]) => (s === seat ? rng.pick(allowed(game.legalActions(state, s))) : randomAction(state, s, rng))),
    },
  }) as AnyGame;
}
