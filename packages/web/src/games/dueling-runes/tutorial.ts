/**
 * The Dueling Runes lessons (their texts are in the catalogue under `tutorial.duelingRunes`, see
 * lesson.ts). Every claim in these texts — health, runes in view, what a spell did — is checked
 * against the rules by dueling-runes.test.ts. The rules they teach are in
 * packages/games/dueling-runes/RULES.md.
 */
import type { CardId } from '@decktet/decktet';
import type { DuelingRunesAction, DuelingRunesLayout, Rune } from '@decktet/dueling-runes';
import { i18n } from '../../i18n';
import type { MoveTest, Tutorial } from '../../tutorial/lesson';

/**
 * Cards without Moons or Knots, drawn first: a draw never hands anyone a Counter Spell or a Magic
 * Mirror, so no reaction window opens that a lesson did not plan.
 */
const QUIET_DRAWS: readonly CardId[] = ['darkness', 'end', 'mill', 'desert', 'cave', 'savage', 'sea', 'origin', 'sailor', 'bard', 'calamity', 'ace-of-waves', 'ace-of-wyrms'];

function table(layout: Omit<DuelingRunesLayout, 'drawPile'>): DuelingRunesLayout {
  const named = new Set([...layout.hands.flat(), ...(layout.sequences ?? []).flat(), ...(layout.discardPile ?? [])]);
  return { ...layout, drawPile: QUIET_DRAWS.filter((c) => !named.has(c)) };
}

type Action = DuelingRunesAction;
const cast = (rune: string, energy: string | null, target?: number): MoveTest<Action> => ({
  matches: (a) => a.type === 'cast' && a.rune === rune && a.energy === energy && (target === undefined || a.target === target),
});
/** An advanced spell cast by name (DRA-2), at `target` if given, with fewer runes of type `fewer` than `than` if given. */
const castAdvanced = (spell: string, target?: number, fewer?: { rune: Rune; than: number }): MoveTest<Action> => ({
  matches: (a) => a.type === 'cast-advanced' && a.spell === spell && (target === undefined || a.target === target) && (!fewer || (a.energy[fewer.rune] ?? 0) < fewer.than),
});

export const duelingRunesTutorial: Tutorial<Action, DuelingRunesLayout> = {
  gameId: 'dueling-runes',
  names: ['Ada', 'Bo'],
  outro: () => i18n.t('tutorial.duelingRunes.outro'),
  lessons: [
    {
      id: 'placing',
      title: () => i18n.t('tutorial.duelingRunes.placing.title'),
      intro: () => i18n.t('tutorial.duelingRunes.placing.intro'),
      layout: table({
        hands: [
          ['penitent', 'ace-of-leaves', 'journey'],
          ['origin', 'ace-of-wyrms', 'cave'],
        ],
        sequences: [['mountain', 'discovery'], ['sailor']],
      }),
      steps: [
        {
          id: 'place',
          ask: () => i18n.t('tutorial.duelingRunes.placing.place.ask'),
          move: 'play penitent',
          wrong: () => i18n.t('tutorial.duelingRunes.placing.place.wrong'),
          replies: [[1, 'play origin']],
          after: () => i18n.t('tutorial.duelingRunes.placing.place.after'),
        },
      ],
    },
    {
      id: 'energy',
      title: () => i18n.t('tutorial.duelingRunes.energy.title'),
      intro: () => i18n.t('tutorial.duelingRunes.energy.intro'),
      layout: table({
        hands: [
          ['penitent', 'ace-of-leaves', 'journey'],
          ['origin', 'ace-of-wyrms', 'cave'],
        ],
        sequences: [['mountain', 'discovery'], ['sailor']],
      }),
      prelude: [
        [0, 'play penitent'],
        [1, 'play origin'],
      ],
      steps: [
        {
          id: 'fire-ball',
          ask: () => i18n.t('tutorial.duelingRunes.energy.fire-ball.ask'),
          move: 'cast wyrm suns 3 at 2',
          wrong: () => i18n.t('tutorial.duelingRunes.energy.fire-ball.wrong'),
          mistakes: [
            {
              id: 'ice-bolt',
              ...cast('wyrm', 'waves'),
              text: () => i18n.t('tutorial.duelingRunes.energy.fire-ball.mistakes.ice-bolt'),
            },
          ],
          after: () => i18n.t('tutorial.duelingRunes.energy.fire-ball.after'),
        },
      ],
    },
    {
      id: 'phases',
      title: () => i18n.t('tutorial.duelingRunes.phases.title'),
      intro: () => i18n.t('tutorial.duelingRunes.phases.intro'),
      layout: table({
        hands: [
          ['watchman', 'ace-of-waves', 'mill'],
          ['ace-of-leaves', 'cave', 'savage'],
        ],
        sequences: [['sailor', 'discovery'], ['origin']],
        health: [9, 12],
      }),
      prelude: [
        [0, 'play watchman'],
        [1, 'play ace-of-leaves'],
      ],
      steps: [
        {
          id: 'moon',
          ask: () => i18n.t('tutorial.duelingRunes.phases.moon.ask'),
          move: 'cast moon leaves 1',
          wrong: () => i18n.t('tutorial.duelingRunes.phases.moon.wrong'),
          after: () => i18n.t('tutorial.duelingRunes.phases.moon.after'),
        },
        {
          id: 'wyrm',
          ask: () => i18n.t('tutorial.duelingRunes.phases.wyrm.ask'),
          move: 'cast wyrm waves 2 at 2',
          wrong: () => i18n.t('tutorial.duelingRunes.phases.wyrm.wrong'),
          after: () => i18n.t('tutorial.duelingRunes.phases.wyrm.after'),
        },
        {
          id: 'knot',
          ask: () => i18n.t('tutorial.duelingRunes.phases.knot.ask'),
          move: 'cast knot at 2',
          wrong: () => i18n.t('tutorial.duelingRunes.phases.knot.wrong'),
          after: () => i18n.t('tutorial.duelingRunes.phases.knot.after'),
        },
      ],
    },
    {
      id: 'protections',
      title: () => i18n.t('tutorial.duelingRunes.protections.title'),
      intro: () => i18n.t('tutorial.duelingRunes.protections.intro'),
      layout: table({
        hands: [
          ['lunatic', 'ace-of-leaves', 'sea'],
          ['penitent', 'desert', 'calamity'],
        ],
        sequences: [
          ['discovery', 'sailor'],
          ['bard', 'ace-of-suns'],
        ],
      }),
      prelude: [
        [0, 'play lunatic'],
        [1, 'play penitent'],
      ],
      steps: [
        {
          id: 'resist-heat',
          ask: () => i18n.t('tutorial.duelingRunes.protections.resist-heat.ask'),
          move: cast('moon', 'waves'),
          wrong: () => i18n.t('tutorial.duelingRunes.protections.resist-heat.wrong'),
          mistakes: [
            { id: 'resist-cold', ...cast('moon', 'suns'), text: () => i18n.t('tutorial.duelingRunes.protections.resist-heat.mistakes.resist-cold') },
            { id: 'shield', ...cast('moon', null), text: () => i18n.t('tutorial.duelingRunes.protections.resist-heat.mistakes.shield') },
          ],
          replies: [[1, 'cast wyrm suns 3 at 1']],
          after: () => i18n.t('tutorial.duelingRunes.protections.resist-heat.after'),
        },
      ],
    },
    {
      id: 'reaction',
      title: () => i18n.t('tutorial.duelingRunes.reaction.title'),
      intro: () => i18n.t('tutorial.duelingRunes.reaction.intro'),
      layout: table({
        hands: [
          ['journey', 'ace-of-knots', 'ace-of-leaves'],
          ['penitent', 'desert', 'calamity'],
        ],
        sequences: [['origin'], ['bard', 'ace-of-suns']],
      }),
      prelude: [
        [0, 'play ace-of-leaves'],
        [1, 'play penitent'],
        // The window after the reveal: nothing to answer yet.
        [0, 'pass'],
        [1, 'cast wyrm suns 3 at 1'],
      ],
      steps: [
        {
          id: 'mirror',
          ask: () => i18n.t('tutorial.duelingRunes.reaction.mirror.ask'),
          move: 'mirror at 1 discard journey,ace-of-knots',
          wrong: () => i18n.t('tutorial.duelingRunes.reaction.mirror.wrong'),
          mistakes: [
            {
              id: 'counter',
              matches: (a) => a.type === 'counter',
              text: () => i18n.t('tutorial.duelingRunes.reaction.mirror.mistakes.counter'),
            },
            {
              id: 'mirror-on-bo',
              matches: (a) => a.type === 'mirror' && a.target !== 0,
              text: () => i18n.t('tutorial.duelingRunes.reaction.mirror.mistakes.mirror-on-bo'),
            },
          ],
          after: () => i18n.t('tutorial.duelingRunes.reaction.mirror.after'),
        },
      ],
    },
    {
      id: 'haste',
      title: () => i18n.t('tutorial.duelingRunes.haste.title'),
      intro: () => i18n.t('tutorial.duelingRunes.haste.intro'),
      layout: table({
        hands: [
          ['painter', 'discovery', 'penitent'],
          ['origin', 'cave', 'savage'],
        ],
        sequences: [['mountain', 'ace-of-suns'], ['sailor']],
      }),
      prelude: [
        [0, 'play painter'],
        [1, 'play origin'],
      ],
      steps: [
        {
          id: 'haste',
          ask: () => i18n.t('tutorial.duelingRunes.haste.haste.ask'),
          move: cast('knot', 'suns', 0),
          wrong: () => i18n.t('tutorial.duelingRunes.haste.haste.wrong'),
          mistakes: [{ id: 'haste-bo', ...cast('knot', 'suns', 1), text: () => i18n.t('tutorial.duelingRunes.haste.haste.mistakes.haste-bo') }],
          after: () => i18n.t('tutorial.duelingRunes.haste.haste.after'),
        },
        {
          id: 'mini-turn',
          ask: () => i18n.t('tutorial.duelingRunes.haste.mini-turn.ask'),
          move: 'play discovery',
          wrong: () => i18n.t('tutorial.duelingRunes.haste.mini-turn.wrong'),
          after: () => i18n.t('tutorial.duelingRunes.haste.mini-turn.after'),
        },
        {
          id: 'regular-turn',
          ask: () => i18n.t('tutorial.duelingRunes.haste.regular-turn.ask'),
          move: 'play penitent',
          wrong: () => i18n.t('tutorial.duelingRunes.haste.regular-turn.wrong'),
          replies: [[1, 'play mill']],
          after: () => i18n.t('tutorial.duelingRunes.haste.regular-turn.after'),
        },
        {
          id: 'fire-ball',
          ask: () => i18n.t('tutorial.duelingRunes.haste.fire-ball.ask'),
          move: 'cast wyrm suns 4 at 2',
          wrong: () => i18n.t('tutorial.duelingRunes.haste.fire-ball.wrong'),
          after: () => i18n.t('tutorial.duelingRunes.haste.fire-ball.after'),
        },
      ],
    },
    {
      id: 'advanced',
      title: () => i18n.t('tutorial.duelingRunes.advanced.title'),
      intro: () => i18n.t('tutorial.duelingRunes.advanced.intro'),
      // The table this lesson's words were written for: the current one (DRA-33, DRA-34).
      config: { variant: 'advanced', table: 'starting-health-20' },
      layout: table({
        hands: [
          ['journey', 'cave', 'sailor'],
          ['ace-of-suns', 'ace-of-leaves', 'end'],
        ],
        sequences: [['forest', 'discovery'], []],
      }),
      prelude: [
        [0, 'play journey'],
        [1, 'play ace-of-suns'],
      ],
      steps: [
        {
          id: 'summon',
          ask: () => i18n.t('tutorial.duelingRunes.advanced.summon.ask'),
          move: 'cast summon-troll suns 1 waves 2',
          wrong: () => i18n.t('tutorial.duelingRunes.advanced.summon.wrong'),
          mistakes: [{ id: 'small-troll', ...castAdvanced('summon-troll', undefined, { rune: 'waves', than: 2 }), text: () => i18n.t('tutorial.duelingRunes.advanced.summon.mistakes.small-troll') }],
          after: () => i18n.t('tutorial.duelingRunes.advanced.summon.after'),
        },
        {
          id: 'place',
          ask: () => i18n.t('tutorial.duelingRunes.advanced.place.ask'),
          move: 'play cave',
          wrong: () => i18n.t('tutorial.duelingRunes.advanced.place.wrong'),
          replies: [[1, 'play ace-of-leaves']],
          after: () => i18n.t('tutorial.duelingRunes.advanced.place.after'),
        },
        {
          id: 'poison',
          ask: () => i18n.t('tutorial.duelingRunes.advanced.poison.ask'),
          move: 'cast poison waves 3 leaves 1 at 2',
          wrong: () => i18n.t('tutorial.duelingRunes.advanced.poison.wrong'),
          mistakes: [
            { id: 'ice-bolt', ...cast('wyrm', 'waves'), text: () => i18n.t('tutorial.duelingRunes.advanced.poison.mistakes.ice-bolt') },
            { id: 'short-poison', ...castAdvanced('poison', 1, { rune: 'waves', than: 3 }), text: () => i18n.t('tutorial.duelingRunes.advanced.poison.mistakes.short-poison') },
          ],
          after: () => i18n.t('tutorial.duelingRunes.advanced.poison.after'),
        },
        {
          id: 'attack',
          ask: () => i18n.t('tutorial.duelingRunes.advanced.attack.ask'),
          move: 'attack at 2',
          wrong: () => i18n.t('tutorial.duelingRunes.advanced.attack.wrong'),
          after: () => i18n.t('tutorial.duelingRunes.advanced.attack.after'),
        },
      ],
    },
  ],
};
