import { type DuelingRunesAction, SPECIAL_SPELL, SPELL_IDS, type SpellId, duelingRunes, spellOf } from '@decktet/dueling-runes';
import { duelingRunesStatistics } from './stats';
import { duelingRunesHeuristic } from './heuristic';
import { duelingRunesGift } from './gifts';
import { duelingRunesSecretChoices } from './weighting';
import { EXPERT_SPEC } from '../../spec';
import type { AiGameEntry } from '../entry';

/** The spell an action casts: a basic cast's by its runes (DR-5), an advanced cast's by name (DRA-2), a special spell from the hand; null for the rest. */
export function spellCastBy(raw: unknown): SpellId | null {
  const action = raw as DuelingRunesAction;
  switch (action.type) {
    case 'cast':
      return spellOf(action.rune, action.energy);
    case 'cast-advanced':
      return action.spell;
    case 'counter':
    case 'mirror':
      return SPECIAL_SPELL[action.type];
    default:
      return null;
  }
}

export const duelingRunesAi: AiGameEntry = {
  game: duelingRunes,
  heuristic: duelingRunesHeuristic,
  statistics: duelingRunesStatistics,
  gift: duelingRunesGift,
  spells: { ids: SPELL_IDS, spellOf: spellCastBy },
  secretChoices: duelingRunesSecretChoices,
  difficulties: {
    // Long games (about 150 actions) and a fast state-reading playout policy: hard needs a larger
    // sample of each decision to beat the rules of thumb by a clear margin.
    hard: { kind: 'ismcts', budget: { iterations: 600 }, playout: 'heuristic', maxMs: 900, treeDepth: 1 },
    // The expert's budget and weighting with hard's one-level tree: a second level (a joint node
    // per pair of secret choices, then UCB in place of the rules of thumb) lost to hard here. Its
    // playouts are judged by the evaluation fitted to playouts' outcomes, not by health alone: the
    // one ingredient that lifted it clear of hard (docs/ai.md).
    expert: { ...EXPERT_SPEC, treeDepth: 1, evaluation: 'fitted' },
  },
};
