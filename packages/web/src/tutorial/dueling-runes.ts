/**
 * The Dueling Runes lessons (English; ids per lesson and per message, see lesson.ts). Every claim
 * in these texts — health, runes in view, what a spell did — is checked against the rules by
 * dueling-runes.test.ts. The rules they teach are in packages/games/dueling-runes/RULES.md.
 */
import type { CardId } from '@decktet/decktet';
import type { DuelingRunesAction, DuelingRunesLayout } from '@decktet/dueling-runes';
import type { MoveTest, Tutorial } from './lesson';

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

export const duelingRunesTutorial: Tutorial<Action, DuelingRunesLayout> = {
  gameId: 'dueling-runes',
  names: ['Ada', 'Bo'],
  outro:
    'You know enough for a first duel. The other spells — Drain, Shield, Invisibility, Amnesia, Counter Spell and the rest — are in the spell table of the rules, one click away at the top of the screen.',
  lessons: [
    {
      id: 'placing',
      title: 'Placing a card',
      intro:
        'You are Ada, a wizard; Bo is your opponent. Both of you start with 12 health, and the last wizard standing wins.\n\n' +
        'Each turn everyone picks one card from their hand in secret, then all are revealed at once. Your card goes on the right of your spell sequence: the row of your last few cards, here the Mountain and the Discovery.',
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
          ask: 'Select the Penitent in your hand to see what it would cast, then press “Place the Penitent”.',
          move: 'play penitent',
          wrong: 'Not quite: for this lesson, place the Penitent. Its Wyrm rune casts an attack, and that is the next lesson.',
          replies: [[1, 'play origin']],
          after:
            'Both cards were revealed together: your Penitent went on the right of your sequence, and Bo’s Origin on the right of Bo’s.\n\n' +
            'Only the card you have just placed casts spells, one for each activation rune on it. The Penitent shows a Wyrm, so it is about to cast an attack. The Mountain’s Moon stays quiet: it cast in its own turn.',
        },
      ],
    },
    {
      id: 'energy',
      title: 'Energy',
      intro:
        'Suns, Waves and Leaves are energy runes. Every face-up card in your sequence lends its energy, the card you have just placed included. The number of energy runes of one kind that a spell uses is its power.\n\n' +
        'A Wyrm rune with Suns casts a Fire Ball: its target loses as much health as the Suns used. Your Mountain, Discovery and Penitent show one Sun each.',
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
          ask: 'Cast a Fire Ball with all three Suns: press “Cast Fire Ball (3) at Bo”.',
          move: 'cast wyrm suns 3 at 2',
          wrong: 'Not quite: you can hurt Bo more than that. Count the Suns in your sequence, one on each card, and cast Fire Ball (3) at Bo.',
          mistakes: [
            {
              id: 'ice-bolt',
              ...cast('wyrm', 'waves'),
              text: 'Not quite: an Ice Bolt is powered by Waves, and only the Discovery shows one. A Fire Ball is powered by Suns, and you have three: cast Fire Ball (3) at Bo.',
            },
          ],
          after:
            'Your Fire Ball (3) took 3 health: Bo is down to 9.\n\n' +
            'Each energy rune powers one spell a turn; next turn they are all free again. At the end of every turn a sequence is cut back to its three newest cards, so your energy changes as you place cards.',
        },
      ],
    },
    {
      id: 'phases',
      title: 'Moon, Wyrm, Knot',
      intro:
        'Activation runes cast the spells: a Moon rune on yourself, a Wyrm rune at another wizard, a Knot rune at anyone. A turn resolves in three phases: every Moon spell first, then every Wyrm spell, then every Knot spell. Within a phase the highest card goes first.\n\n' +
        'You have placed the Watchman, which shows all three activation runes: it casts up to three spells this turn, one in each phase. Your Sailor (Waves, Leaves) and Discovery (Suns, Waves) lend their energy. You are hurt: 9 health out of 12.',
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
          ask: 'Moon phase: heal yourself with the Sailor’s Leaf. Press “Cast Heal (1) on yourself”.',
          move: 'cast moon leaves 1',
          wrong: 'Not quite: you are hurt, and the Sailor’s Leaf can heal you. Cast Heal (1) on yourself.',
          after: 'Heal (1): you are back to 10 health. The Sailor’s Leaf is spent for this turn.',
        },
        {
          id: 'wyrm',
          ask: 'Wyrm phase: attack Bo with your two Waves. Press “Cast Ice Bolt (2) at Bo”.',
          move: 'cast wyrm waves 2 at 2',
          wrong: 'Not quite: your two Waves, the Sailor’s and the Discovery’s, make the strongest attack. Cast Ice Bolt (2) at Bo.',
          after: 'Ice Bolt (2): Bo is down to 10. No Drain was on offer: a Drain needs Leaves, and your only Leaf went into the Heal.',
        },
        {
          id: 'knot',
          ask: 'Knot phase: muddle Bo. Press “Cast Confusion at Bo”; it needs no energy.',
          move: 'cast knot at 2',
          wrong: 'Not quite: this time, confuse Bo. Cast Confusion at Bo.',
          after:
            'Confusion: next turn Bo’s card will be picked from Bo’s hand at random.\n\n' +
            'That was a whole turn: Moon, then Wyrm, then Knot. Then everyone drew back up (two cards at most, never more than five in hand), and a new turn began.',
        },
      ],
    },
    {
      id: 'protections',
      title: 'Protections',
      intro:
        'Some Moon spells protect you. Resist Heat stops Fire Balls, Resist Cold stops Ice Bolts, and a Shield stops Hits, Drains and Confusions. Moon spells happen first, so a protection you cast now is up before any attack of this turn.\n\n' +
        'You have placed the Lunatic (Moons, Waves). Bo has placed the Penitent, and Bo’s sequence shows three Suns: a Fire Ball (3) is coming your way.',
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
          ask: 'Cast Resist Heat, a Moon spell powered by Waves. You have three: “Cast Resist Heat (3) on yourself” lasts the longest.',
          move: cast('moon', 'waves'),
          wrong: 'Not quite: Bo’s Penitent will cast a Fire Ball. Resist Heat, a Moon spell powered by Waves, is what stops it.',
          mistakes: [
            { id: 'resist-cold', ...cast('moon', 'suns'), text: 'Not quite: Resist Cold stops Ice Bolts, and Bo’s attack is a Fire Ball, powered by Suns. Cast Resist Heat, with Waves.' },
            { id: 'shield', ...cast('moon', null), text: 'Not quite: a Shield stops Hits, Drains and Confusions, but not a Fire Ball. Cast Resist Heat, with Waves.' },
          ],
          replies: [[1, 'cast wyrm suns 3 at 1']],
          after:
            'Bo cast the Fire Ball (3) anyway, and it was blocked: you still have 12 health.\n\n' +
            'Resist Heat (n) holds this turn and the next n − 1; the effects under your name show how long it has left.',
        },
      ],
    },
    {
      id: 'reaction',
      title: 'A reaction: Magic Mirror',
      intro:
        'Two spells are cast from your hand instead: you discard cards that show, between them, every rune the spell needs. A Magic Mirror needs Moons, Waves and Knots, here your Journey (Moons, Waves) and Ace of Knots. For the rest of the turn, every spell another wizard casts on the Mirror’s target turns back on its caster.\n\n' +
        'You may cast them in a reaction window: after the reveal, and after each spell is declared, before it takes effect. Bo has just declared a Fire Ball (3) at you.',
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
          ask: 'In the reaction window choose Magic Mirror, then yourself, then press “Cast Magic Mirror on yourself, discarding the Ace of Knots and the Journey”.',
          move: 'mirror at 1 discard journey,ace-of-knots',
          wrong: 'Not quite: send the Fire Ball back to Bo. Cast Magic Mirror on yourself.',
          mistakes: [
            {
              id: 'counter',
              matches: (a) => a.type === 'counter',
              text: 'Not quite: a Counter Spell stops Moon spells, Knot spells and Drains, but a Fire Ball still lands. Cast Magic Mirror on yourself.',
            },
            {
              id: 'mirror-on-bo',
              matches: (a) => a.type === 'mirror' && a.target !== 0,
              text: 'Not quite: a Mirror on Bo turns back the spells cast at Bo. The Fire Ball is aimed at you: cast the Mirror on yourself.',
            },
          ],
          after:
            'The Fire Ball turned back: Bo lost 3 health (down to 9), and you lost none. The Journey and the Ace of Knots went to the discard pile.\n\n' +
            'A Counter Spell is cast the same way, with Moons and Knots, but it stops Moon spells, Knot spells and Drains on its target, never a Fire Ball, an Ice Bolt or a Hit.',
        },
      ],
    },
    {
      id: 'haste',
      title: 'Haste',
      intro:
        'A Knot rune with Suns casts Haste. For as many turns as the Suns used, starting next turn, the hasted wizard plays a haste mini-turn first: one extra card, placed and resolved before everyone’s regular turn.\n\n' +
        'You have placed the Painter (Suns, Knots). With the Mountain and the Ace of Suns, three Suns are in view. Bo has placed the Origin.',
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
          ask: 'Knot phase: cast Haste on yourself, with as many Suns as you like, for example “Cast Haste (2) at yourself”.',
          move: cast('knot', 'suns', 0),
          wrong: 'Not quite: cast Haste (a Knot spell powered by Suns) on yourself.',
          mistakes: [{ id: 'haste-bo', ...cast('knot', 'suns', 1), text: 'Not quite: that would give Bo the extra card! Cast Haste on yourself.' }],
          after: 'You are hasted from next turn. The turn ended and everyone drew. The new turn opens with your haste mini-turn, before Bo chooses anything.',
        },
        {
          id: 'mini-turn',
          ask: 'Haste mini-turn: place the Discovery. It casts nothing, having no activation rune, but its Suns and Waves will power your next card.',
          move: 'play discovery',
          wrong: 'Not quite: place the Discovery now; its energy will power the card you place in the regular turn.',
          after: 'The Discovery is already in your sequence. Now comes the regular turn: everyone, you too, chooses a card as usual.',
        },
        {
          id: 'regular-turn',
          ask: 'Regular turn: place the Penitent.',
          move: 'play penitent',
          wrong: 'Not quite: place the Penitent, whose Wyrm rune will put all those Suns to use.',
          replies: [[1, 'play mill']],
          after:
            'A sequence holds at most four cards: the Penitent, a fifth, pushed out the oldest, the Mountain. The Ace of Suns, the Painter, the Discovery and the Penitent now show four Suns.',
        },
        {
          id: 'fire-ball',
          ask: 'Wyrm phase: press “Cast Fire Ball (4) at Bo”.',
          move: 'cast wyrm suns 4 at 2',
          wrong: 'Not quite: four Suns are in view. Cast Fire Ball (4) at Bo.',
          after:
            'Fire Ball (4): Bo is down to 8. Haste let you place two cards in one turn: first the energy, then the attack it powered. The effects under your name show how many hasted turns you have left.',
        },
      ],
    },
  ],
};
