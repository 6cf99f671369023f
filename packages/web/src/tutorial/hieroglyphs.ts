/**
 * The Hieroglyphs lessons (English; ids per lesson and per message, see lesson.ts). Every claim in
 * these texts — letters showing, what a word may be, cards collected, points — is checked against
 * the rules by hieroglyphs.test.ts. The rules they teach are in packages/games/hieroglyphs/RULES.md.
 */
import { CARDS, type CardId } from '@decktet/decktet';
import type { HieroglyphsAction, HieroglyphsLayout } from '@decktet/hieroglyphs';
import type { Tutorial } from './lesson';

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
  outro:
    'You know enough for a first game. It ends as soon as two tombs are used up; then each player adds up the ranks of the cards they own (power-ups and the Excuse score nothing), and the higher total wins.',
  lessons: [
    {
      id: 'play',
      title: 'A play',
      intro:
        'You are Ada, an archaeologist; Bo is your rival. Three tombs lie on the table. On each lies a face-up card, the slider; under it is the word, a hidden card whose title you reveal letter by letter, from the end.\n\n' +
        'On your turn you draw 3 cards, then play them all, one play at a time. A card’s rank is how many letters it reveals in the tomb you choose.',
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
          ask: 'Select the Battle (rank 4) in your hand, choose Tomb 3, then press “Decipher 4 on Tomb 3”.',
          move: 'decipher tomb3 battle as 4',
          wrong: 'Not quite: for this lesson, play the Battle on Tomb 3.',
          after:
            'Four letters of Tomb 3’s word now show: …TENT. You never see how long a word is, but you can work it out: of the cards hidden in Tomb 3, only the Penitent ends in TENT (each tomb lists what its word may be). PENITENT has 8 letters: 4 to go.',
        },
      ],
    },
    {
      id: 'exact-word',
      title: 'An exact word',
      intro:
        'When the last letter of a play is exactly the last letter of a word, the word is deciphered and you draw one more card.\n\n' +
        'Bo’s Battle has revealed …TENT on Tomb 3: the word is the Penitent, with 4 letters to go.',
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
          ask: 'Play the Sailor (rank 4) on Tomb 3: select it, choose Tomb 3, press “Decipher 4 on Tomb 3”.',
          move: 'decipher tomb3 sailor as 4',
          wrong: 'Not quite: PENITENT needs exactly 4 more letters. Play the Sailor (4) on Tomb 3.',
          after:
            'PENITENT is deciphered, and you drew a card, the Author, for ending exactly on its last letter.\n\n' +
            'Tomb 3’s phrases are three words long, so this phrase goes on: the slider, the Castle, was set aside face up, the Penitent is the new top card, and the next word lies under it.',
        },
      ],
    },
    {
      id: 'phrase',
      title: 'A phrase',
      intro:
        'Words make phrases: one word in Tomb 1, two in Tomb 2, three in Tomb 3. Finish a phrase exactly, with no letters left over, and you collect the cards that slid: the sliders set aside and the top card go to your discard pile, and from there into your deck.\n\n' +
        'On Tomb 2, Bo deciphered the Pact (the Darkness was set aside), then revealed …AL of the second word. Only the Betrayal ends in AL: 8 letters, 6 to go.',
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
          ask: 'Play the Market (rank 6) on Tomb 2.',
          move: 'decipher tomb2 market as 6',
          wrong: 'Not quite: BETRAYAL needs exactly 6 letters. Play the Market (6) on Tomb 2.',
          after:
            'BETRAYAL is deciphered and the phrase is complete with nothing left over: you collected the Darkness and the Pact, 18 points, and drew a card.\n\n' +
            'You never collect the card you decipher: the Betrayal stays on Tomb 2 as its new top card, and the next phrase starts under it with nothing revealed.',
        },
      ],
    },
    {
      id: 'overshoot',
      title: 'Overshoot',
      intro:
        'When a play’s letters run past the end of a phrase, it overshoots: the cards that slid go to your opponent instead, and the extra letters are lost.\n\n' +
        'You hold the Pact (9), the Diplomat (8) and the Mill (8), and a rank card must always be played. Tomb 1 shows …ITE: the Rite, 1 letter to go. Tomb 2 shows …AL: the Betrayal, 6 to go, the last word of its phrase. Tomb 3 is used up. Wherever you play, you overshoot: choose what you give away.',
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
          ask: 'Play any of your cards on Tomb 1: all it gives away is its slider, the Watchman, a Pawn that scores nothing.',
          move: { matches: (a: Action) => a.type === 'decipher' && a.tomb === 1 },
          wrong: 'Not quite: on Tomb 2 you would overshoot too, and hand Bo the Darkness and the Merchant, 18 points. Play on Tomb 1, where the overshoot gives away only the Watchman.',
          after:
            'RITE is finished, but your letters ran on past the end of the phrase: an overshoot. The Watchman went to Bo’s discard pile instead of yours, the extra letters are lost, and an overshoot draws no card.\n\n' +
            'The Rite stays on Tomb 1 as its top card, and the next phrase starts with nothing revealed.',
        },
      ],
    },
    {
      id: 'power-up',
      title: 'A power-up',
      intro:
        'Pawns, Courts and Crowns are power-ups. Played with a rank card that shares a suit with them, they stretch its rank up or down: a Pawn by 1, a Court by 2, a Crown by 3.\n\n' +
        'Tomb 1 shows …ERT: the word is the Desert, 3 letters to go, and it is a whole phrase. Your Battle (4) alone would overshoot. The Watchman, a Pawn, shares Wyrms and Knots with the Battle.',
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
          ask: 'Select the Battle, tap the Watchman to add it, choose Tomb 1 and 3 letters, then press “Decipher 3 on Tomb 1”.',
          move: 'decipher tomb1 battle+watchman as 3',
          wrong: 'Not quite: DESERT needs exactly 3 letters. Play the Battle with the Watchman as 3 on Tomb 1.',
          mistakes: [
            {
              id: 'battle-alone',
              matches: (a: Action) => a.type === 'decipher' && a.tomb === 1 && a.card === 'battle' && a.powerUps.length === 0,
              text: 'Not quite: the Battle alone reveals 4 letters, one too many. You would overshoot, and Bo would get the Castle. Add the Watchman and play the Battle as 3.',
            },
          ],
          after:
            'With the Watchman, the Battle played as 3: DESERT is deciphered exactly, the phrase is complete, and you collected the Castle (7 points) and drew a card.\n\n' +
            'The Watchman went to your discard pile with the Battle: like every card you play, it will come back when that pile is shuffled into a new draw pile.',
        },
      ],
    },
    {
      id: 'crown',
      title: 'A Crown',
      intro:
        'Crowns lying face up on the table (a tomb’s top card, a slider set aside, the last Crown of a used-up tomb) help anyone whose rank card shares their suit, on any tomb: always by up to 3.\n\n' +
        'Tomb 2 is used up, and its Crown, the Sea (Waves), lies on the table. Tomb 1 shows …TE: the Rite, 2 letters to go, a whole phrase with the Cave as its slider. Your Discovery (5) shows Waves.',
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
          ask: 'Select the Discovery, choose Tomb 1 and 2 letters (the Sea stretches its rank to anything from 2 to 8), then press “Decipher 2 on Tomb 1”.',
          move: 'decipher tomb1 discovery as 2',
          wrong: 'Not quite: RITE needs exactly 2 letters. Play the Discovery as 2 on Tomb 1, helped by the Sea.',
          after:
            'Helped by the Sea, the Discovery played as 2: RITE is deciphered exactly, the phrase is complete, and you collected the Cave (7 points) and drew a card.\n\n' +
            'A Crown that reaches your discard pile joins your deck as a power-up: from your hand it helps only you, and like every power-up it scores nothing at the end.',
        },
      ],
    },
  ],
};
