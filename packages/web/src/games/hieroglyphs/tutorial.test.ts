/**
 * The Hieroglyphs lessons, run through the rules: every position builds, every move asked for and
 * every scripted move is legal, and what each text says — letters, the word it must be, cards
 * collected, points — is what the rules did.
 */
import { describe, expect, it } from 'vitest';
import { type AnyGame, type BaseState, unwrap, visibleLog } from '@decktet/engine';
import { type HieroglyphsView, hieroglyphs } from '@decktet/hieroglyphs';
import { walkLesson } from '../../../test/tutorial/check-lesson';
import { hieroglyphsTutorial as tutorial } from './tutorial';
import { LEARNER } from '../../tutorial/lesson';
import { playMoves } from '../../tutorial/script';

const game: AnyGame = hieroglyphs;
const lesson = (id: string) => {
  const found = tutorial.lessons.find((l) => l.id === id);
  if (!found) throw new Error(`no lesson "${id}"`);
  return found;
};
const walk = (id: string) => walkLesson(game, tutorial, lesson(id));
const view = (s: BaseState) => game.view(s, LEARNER) as HieroglyphsView;
const tomb = (s: BaseState, n: 1 | 2 | 3) => view(s).tombs[n - 1]!;
const ada = (s: BaseState) => view(s).players[0];
const bo = (s: BaseState) => view(s).players[1];
const log = (s: BaseState) => visibleLog(s.log, LEARNER);
const play = (s: BaseState, text: string) => unwrap(playMoves(game, s, [[LEARNER, text]]));
const legalText = (s: BaseState) => game.legalActions(s, LEARNER).map((a) => game.formatAction(a));
/** The ranks a rank card (with power-ups) may be played as on a tomb. */
const ranks = (s: BaseState, prefix: string) =>
  legalText(s)
    .filter((t) => t.startsWith(`${prefix} as `))
    .map((t) => Number(t.split(' as ')[1]));

describe('the Hieroglyphs tutorial', () => {
  it('covers a play, an exact word, a phrase, overshoot, a power-up and a Crown, each with texts', () => {
    expect(tutorial.lessons.map((l) => l.id)).toEqual(['play', 'exact-word', 'phrase', 'overshoot', 'power-up', 'crown']);
    for (const l of tutorial.lessons) {
      expect(l.intro().length).toBeGreaterThan(40);
      for (const s of l.steps) for (const text of [s.ask, s.wrong, s.after]) expect(text().trim()).not.toBe('');
      expect(walk(l.id).after).toHaveLength(l.steps.length);
    }
  });

  it('a play: the Battle reveals …TENT on Tomb 3, which only the Penitent ends in', () => {
    const { opening, after } = walk('play');
    expect(ada(opening).hand).toEqual(['battle', 'ace-of-moons', 'ace-of-suns']);
    expect(tomb(opening, 3).top).toBe('castle');
    // The points beside the names: the ranks of the cards each owns (HG-11), 11 for Ada's.
    expect(ada(opening).points).toBe(11);
    // Tomb 3 hides 9 cards; its only Crown is its bottom card and never the word (HG-21): 8 may be.
    const t3opening = tomb(opening, 3);
    expect(t3opening.cardsLeft).toBe(9);
    expect(t3opening.candidates).toHaveLength(8);
    expect(t3opening.hidden.filter((c) => !t3opening.candidates.includes(c))).toEqual(['huntress']);
    // The outro's Excuse lies in Tomb 1.
    expect(tomb(opening, 1).hidden).toContain('excuse');
    const t3 = tomb(after[0]!, 3);
    expect(t3.revealed).toBe('TENT');
    expect(t3.candidates).toEqual(['penitent']);
  });

  it('an exact word: the Sailor finishes PENITENT, draws the Author, and the Castle is set aside mid-phrase', () => {
    const { opening, after } = walk('exact-word');
    expect(tomb(opening, 3)).toMatchObject({ revealed: 'TENT', candidates: ['penitent'] });
    expect(log(opening)).toContain('Bo plays the Battle as 4 on Tomb 3: …TENT revealed.');
    const end = after[0]!;
    expect(tomb(end, 3)).toMatchObject({ top: 'penitent', aside: ['castle'], revealed: '', phraseLength: 3, wordsDeciphered: 1 });
    expect(log(end)).toContain('You draw the Author.');
    expect(ada(end).hand).toContain('author');
  });

  it('a phrase: the Market finishes BETRAYAL exactly and collects the Darkness and the Pact, 18 points, and a card', () => {
    const { opening, after } = walk('phrase');
    expect(tomb(opening, 2)).toMatchObject({ top: 'pact', aside: ['darkness'], revealed: 'AL', candidates: ['betrayal'] });
    const end = after[0]!;
    expect(ada(end).collected).toEqual(['darkness', 'pact']);
    expect(ada(end).points - ada(opening).points).toBe(18);
    expect(tomb(end, 2)).toMatchObject({ top: 'betrayal', aside: [], revealed: '' });
    expect(log(end).at(-2)).toBe('Ada plays the Market as 6 on Tomb 2: BETRAYAL deciphered, phrase complete — Ada collects the Darkness and the Pact, draws a card.');
  });

  it('overshoot: every play overshoots; on Tomb 1 Bo gets only the Watchman, on Tomb 2 the Darkness and the Merchant', () => {
    const { opening, after } = walk('overshoot');
    expect(ada(opening).hand).toEqual(['pact', 'diplomat', 'mill']);
    expect(tomb(opening, 1)).toMatchObject({ top: 'watchman', revealed: 'ITE', candidates: ['rite'] });
    expect(tomb(opening, 2)).toMatchObject({ revealed: 'AL', candidates: ['betrayal'], aside: ['darkness'], top: 'merchant', phraseLength: 2, wordsDeciphered: 1 });
    expect(tomb(opening, 3).depleted).toBe(true);
    // No power-up helps: no table Crown shares a suit with these cards, and no play is exact.
    expect(view(opening).tableCrowns).toEqual(['calamity']);
    for (const move of legalText(opening)) expect(log(play(opening, move)).at(-1)).toMatch(/phrase overshot by \d+/);
    const onTomb2 = play(opening, 'decipher tomb2 mill as 8');
    expect(bo(onTomb2).collected).toEqual(['darkness', 'merchant']);
    expect(bo(onTomb2).points - bo(opening).points).toBe(18);
    const end = after[0]!;
    expect(bo(end).collected).toEqual(['watchman']);
    expect(bo(end).points).toBe(bo(opening).points);
    expect(ada(end).handSize).toBe(2);
    expect(tomb(end, 1)).toMatchObject({ top: 'rite', revealed: '' });
  });

  it('a power-up: the Watchman joins the Battle, which alone would overshoot; as 3 it finishes DESERT and collects the Castle', () => {
    const { opening, after } = walk('power-up');
    expect(tomb(opening, 1)).toMatchObject({ top: 'castle', revealed: 'ERT', candidates: ['desert'], phraseLength: 1 });
    expect(ranks(opening, 'decipher tomb1 battle+watchman')).toEqual([3, 4, 5]);
    expect(log(play(opening, 'decipher tomb1 battle as 4')).at(-1)).toContain('phrase overshot by 1 — Bo receives the Castle.');
    const end = after[0]!;
    expect(ada(end).collected).toEqual(['castle']);
    expect(ada(end).points - ada(opening).points).toBe(7);
    expect(ada(end).discard).toEqual(expect.arrayContaining(['battle', 'watchman']));
    expect(log(end)).toContain('You draw the Author.');
  });

  it('a Crown: the Sea of the used-up Tomb 2 stretches the Discovery from 2 to 8; as 2 it finishes RITE and collects the Cave', () => {
    const { opening, after } = walk('crown');
    expect(tomb(opening, 2).depleted).toBe(true);
    expect(view(opening).tableCrowns).toEqual(['sea']);
    expect(tomb(opening, 1)).toMatchObject({ top: 'cave', revealed: 'TE', candidates: ['rite'], phraseLength: 1 });
    expect(ranks(opening, 'decipher tomb1 discovery')).toEqual([2, 3, 4, 5, 6, 7, 8]);
    const end = after[0]!;
    expect(ada(end).collected).toEqual(['cave']);
    expect(ada(end).points - ada(opening).points).toBe(7);
    expect(log(end).at(-2)).toContain('helped by the Sea on the table, as 2 on Tomb 1: RITE deciphered, phrase complete — Ada collects the Cave, draws a card.');
  });
});
