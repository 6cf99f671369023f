/**
 * The Hieroglyphs lessons (their texts are in the catalogue under `tutorial.hieroglyphs`, see
 * lesson.ts). Every claim in these texts — letters showing, what a word may be, cards collected,
 * points — is checked against the rules by hieroglyphs.test.ts. The rules they teach are in
 * packages/games/hieroglyphs/RULES.md.
 */
import { CARDS, type CardId } from '@decktet/decktet';
import type { HieroglyphsAction, HieroglyphsLayout } from '@decktet/hieroglyphs';
import { i18n } from '../../i18n';
import type { Tutorial } from '../../tutorial/lesson';

/** In a tomb sketch, stands for every card the lesson names nowhere (chart order). */
const REST = '…';

/**
 * A layout from the cards a lesson cares about: the rest (a layout places all 45 cards) goes where
 * the sketch says `REST`, in Tomb 1, whose one-word phrases accept any number of cards.
 */
function dig(sketch: { tombs: [CardId[], CardId[], CardId[]]; drawPiles: [CardId[], CardId[]]; firstPlayer: 0 | 1 }): HieroglyphsLayout {
  const named = new Set([...sketch.tombs.flat(), ...sketch.drawPiles.flat()]);
  const rest = CARDS.map((c) => c.id).filter((id) => !named.has(id));
  const fill = (pile: CardId[]) => pile.flatMap((c) => (c === REST ? rest : [c]));
  return { tombs: [fill(sketch.tombs[0]), sketch.tombs[1], sketch.tombs[2]], drawPiles: sketch.drawPiles, firstPlayer: sketch.firstPlayer };
}

type Action = HieroglyphsAction;

export const hieroglyphsTutorial: Tutorial<Action, HieroglyphsLayout> = {
  gameId: 'hieroglyphs',
  names: ['Ada', 'Bo'],
  outro: () => i18n.t('tutorial.hieroglyphs.outro'),
  lessons: [
    {
      id: 'play',
      title: () => i18n.t('tutorial.hieroglyphs.play.title'),
      intro: () => i18n.t('tutorial.hieroglyphs.play.intro'),
      layout: dig({
        tombs: [
          ['watchman', REST, 'windfall'],
          ['merchant', 'pact', 'betrayal', 'diplomat', 'darkness', 'bard', 'end'],
          ['castle', 'penitent', 'lunatic', 'chance-meeting', 'cave', 'market', 'soldier', 'mill', 'mountain', 'huntress'],
        ],
        drawPiles: [
          ['battle', 'ace-of-moons', 'ace-of-suns', 'author', 'journey'],
          ['ace-of-leaves', 'ace-of-wyrms', 'sailor', 'desert', 'ace-of-knots'],
        ],
        firstPlayer: 0,
      }),
      steps: [
        {
          id: 'battle',
          ask: () => i18n.t('tutorial.hieroglyphs.play.battle.ask'),
          move: 'decipher tomb3 battle as 4',
          wrong: () => i18n.t('tutorial.hieroglyphs.play.battle.wrong'),
          after: () => i18n.t('tutorial.hieroglyphs.play.battle.after'),
        },
      ],
    },
    {
      id: 'exact-word',
      title: () => i18n.t('tutorial.hieroglyphs.exact-word.title'),
      intro: () => i18n.t('tutorial.hieroglyphs.exact-word.intro'),
      layout: dig({
        tombs: [
          ['watchman', REST, 'windfall'],
          ['merchant', 'pact', 'betrayal', 'diplomat', 'darkness', 'bard', 'end'],
          ['castle', 'penitent', 'lunatic', 'chance-meeting', 'cave', 'market', 'soldier', 'mill', 'mountain', 'huntress'],
        ],
        drawPiles: [
          ['sailor', 'ace-of-moons', 'painter', 'author', 'journey'],
          ['battle', 'ace-of-leaves', 'ace-of-wyrms', 'desert', 'ace-of-knots'],
        ],
        firstPlayer: 1,
      }),
      prelude: [
        [1, 'decipher tomb3 battle as 4'],
        [1, 'decipher tomb1 ace-of-leaves as 1'],
        [1, 'decipher tomb2 ace-of-wyrms as 1'],
      ],
      steps: [
        {
          id: 'sailor',
          ask: () => i18n.t('tutorial.hieroglyphs.exact-word.sailor.ask'),
          move: 'decipher tomb3 sailor as 4',
          wrong: () => i18n.t('tutorial.hieroglyphs.exact-word.sailor.wrong'),
          after: () => i18n.t('tutorial.hieroglyphs.exact-word.sailor.after'),
        },
      ],
    },
    {
      id: 'phrase',
      title: () => i18n.t('tutorial.hieroglyphs.phrase.title'),
      intro: () => i18n.t('tutorial.hieroglyphs.phrase.intro'),
      layout: dig({
        tombs: [
          ['watchman', REST, 'windfall'],
          ['darkness', 'pact', 'betrayal', 'diplomat', 'merchant', 'bard', 'end'],
          ['castle', 'penitent', 'lunatic', 'chance-meeting', 'cave', 'soldier', 'mill', 'sailor', 'painter', 'huntress'],
        ],
        drawPiles: [
          ['market', 'ace-of-moons', 'ace-of-suns', 'author', 'journey'],
          ['mountain', 'desert', 'ace-of-knots', 'ace-of-wyrms', 'ace-of-leaves'],
        ],
        firstPlayer: 1,
      }),
      prelude: [
        [1, 'decipher tomb2 mountain as 4'],
        [1, 'decipher tomb2 desert as 2'],
        [1, 'decipher tomb1 ace-of-knots as 1'],
        [1, 'decipher tomb3 ace-of-wyrms as 1'],
      ],
      steps: [
        {
          id: 'market',
          ask: () => i18n.t('tutorial.hieroglyphs.phrase.market.ask'),
          move: 'decipher tomb2 market as 6',
          wrong: () => i18n.t('tutorial.hieroglyphs.phrase.market.wrong'),
          after: () => i18n.t('tutorial.hieroglyphs.phrase.market.after'),
        },
      ],
    },
    {
      id: 'overshoot',
      title: () => i18n.t('tutorial.hieroglyphs.overshoot.title'),
      intro: () => i18n.t('tutorial.hieroglyphs.overshoot.intro'),
      layout: dig({
        tombs: [
          ['watchman', 'rite', REST, 'windfall'],
          ['darkness', 'merchant', 'betrayal', 'cave', 'lunatic', 'chance-meeting', 'bard'],
          ['calamity'],
        ],
        drawPiles: [
          ['pact', 'diplomat', 'mill', 'author', 'journey'],
          ['sailor', 'battle', 'painter', 'desert', 'ace-of-knots'],
        ],
        firstPlayer: 1,
      }),
      prelude: [
        [1, 'decipher tomb2 sailor as 4'],
        [1, 'decipher tomb2 battle as 4'],
        [1, 'decipher tomb1 painter as 3'],
        [1, 'decipher tomb2 desert as 2'],
      ],
      steps: [
        {
          id: 'tomb-1',
          ask: () => i18n.t('tutorial.hieroglyphs.overshoot.tomb-1.ask'),
          move: { matches: (a: Action) => a.type === 'decipher' && a.tomb === 1 },
          wrong: () => i18n.t('tutorial.hieroglyphs.overshoot.tomb-1.wrong'),
          after: () => i18n.t('tutorial.hieroglyphs.overshoot.tomb-1.after'),
        },
      ],
    },
    {
      id: 'power-up',
      title: () => i18n.t('tutorial.hieroglyphs.power-up.title'),
      intro: () => i18n.t('tutorial.hieroglyphs.power-up.intro'),
      layout: dig({
        tombs: [
          ['castle', 'desert', REST, 'windfall'],
          ['darkness', 'merchant', 'betrayal', 'cave', 'lunatic', 'chance-meeting', 'bard'],
          ['pact', 'penitent', 'diplomat', 'mill', 'soldier', 'sailor', 'huntress'],
        ],
        drawPiles: [
          ['battle', 'watchman', 'discovery', 'author', 'journey'],
          ['savage', 'ace-of-leaves', 'ace-of-wyrms', 'mountain', 'ace-of-knots'],
        ],
        firstPlayer: 1,
      }),
      prelude: [
        [1, 'decipher tomb1 savage as 3'],
        [1, 'decipher tomb2 ace-of-leaves as 1'],
        [1, 'decipher tomb3 ace-of-wyrms as 1'],
      ],
      steps: [
        {
          id: 'battle-watchman',
          ask: () => i18n.t('tutorial.hieroglyphs.power-up.battle-watchman.ask'),
          move: 'decipher tomb1 battle+watchman as 3',
          wrong: () => i18n.t('tutorial.hieroglyphs.power-up.battle-watchman.wrong'),
          mistakes: [
            {
              id: 'battle-alone',
              matches: (a: Action) => a.type === 'decipher' && a.tomb === 1 && a.card === 'battle' && a.powerUps.length === 0,
              text: () => i18n.t('tutorial.hieroglyphs.power-up.battle-watchman.mistakes.battle-alone'),
            },
          ],
          after: () => i18n.t('tutorial.hieroglyphs.power-up.battle-watchman.after'),
        },
      ],
    },
    {
      id: 'crown',
      title: () => i18n.t('tutorial.hieroglyphs.crown.title'),
      intro: () => i18n.t('tutorial.hieroglyphs.crown.intro'),
      layout: dig({
        tombs: [
          ['cave', 'rite', REST, 'windfall'],
          ['sea'],
          ['pact', 'chance-meeting', 'diplomat', 'mill', 'soldier', 'sailor', 'huntress'],
        ],
        drawPiles: [
          ['discovery', 'penitent', 'savage', 'author', 'journey'],
          ['desert', 'ace-of-leaves', 'ace-of-wyrms', 'mountain', 'ace-of-knots'],
        ],
        firstPlayer: 1,
      }),
      prelude: [
        [1, 'decipher tomb1 desert as 2'],
        [1, 'decipher tomb3 ace-of-leaves as 1'],
        [1, 'decipher tomb3 ace-of-wyrms as 1'],
      ],
      steps: [
        {
          id: 'discovery',
          ask: () => i18n.t('tutorial.hieroglyphs.crown.discovery.ask'),
          move: 'decipher tomb1 discovery as 2',
          wrong: () => i18n.t('tutorial.hieroglyphs.crown.discovery.wrong'),
          after: () => i18n.t('tutorial.hieroglyphs.crown.discovery.after'),
        },
      ],
    },
  ],
};
