/**
 * The composer's letter count: it is preselected only where no word the tomb may hide would
 * overshoot its phrase, so one careless click never gives the slid cards away.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { unwrap } from '@decktet/engine';
import { type HieroglyphsAction, type HieroglyphsState, type HieroglyphsView, hieroglyphs } from '@decktet/hieroglyphs';
import { EMPTY_DRAFT, type Draft, mayOvershoot, previewLetters, rankCards, ranksFor, settle, tombsFor } from './choices';
import { hieroglyphsTutorial } from './tutorial';
import { LEARNER } from '../../tutorial/lesson';
import { openLesson } from '../../tutorial/script';

/** Every draft a player can start by picking a lead and a tomb, settled as the table settles it. */
function drafts(legal: readonly HieroglyphsAction[], view: HieroglyphsView): Draft[] {
  return rankCards(legal).flatMap((card) => tombsFor(legal, { ...EMPTY_DRAFT, card }).map((tomb) => settle(legal, { ...EMPTY_DRAFT, card, tomb }, view.tombs)));
}

describe('the letter count the composer preselects', () => {
  it('never overshoots in the overshoot lesson, where every count may: the player picks one', () => {
    const lesson = hieroglyphsTutorial.lessons.find((l) => l.id === 'overshoot')!;
    const s = unwrap(openLesson(hieroglyphs, hieroglyphsTutorial as never, lesson as never)) as HieroglyphsState;
    const legal = hieroglyphs.legalActions(s, LEARNER);
    const view = hieroglyphs.view(s, LEARNER);
    const all = drafts(legal, view);
    expect(all.length).toBeGreaterThan(0);
    for (const d of all) {
      // The lesson's point: on Tomb 1 every count overshoots …RITE's phrase.
      expect(ranksFor(legal, d).every((r) => mayOvershoot(view.tombs[d.tomb! - 1], r))).toBe(true);
      expect(d.rank).toBeNull();
    }
  });

  it('is the most letters that overshoot for no possible word, in positions of real games', () => {
    let checked = 0;
    let fellBack = 0;
    for (let seed = 0; seed < 30; seed++) {
      let s = unwrap(hieroglyphs.setup({}, `preselect-${seed}`));
      const rng = Rng.seeded(`preselect-moves-${seed}`);
      for (let step = 0; step < 60 && !s.over; step++) {
        const seat = hieroglyphs.pending(s)[0]!;
        const legal = hieroglyphs.legalActions(s, seat);
        const view = hieroglyphs.view(s, seat);
        for (const d of drafts(legal, view)) {
          const tomb = view.tombs[d.tomb! - 1]!;
          const safe = ranksFor(legal, d).filter((r) => !previewLetters(tomb, r).some((p) => p.effect === 'overshoot'));
          expect(d.rank).toBe(safe.length ? Math.max(...safe) : null);
          if (d.rank === null) fellBack++;
          checked++;
        }
        s = unwrap(hieroglyphs.apply(s, seat, rng.pick(legal)));
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(fellBack).toBeGreaterThan(0);
  });

  it('keeps a count the player chose, even one that may overshoot', () => {
    const lesson = hieroglyphsTutorial.lessons.find((l) => l.id === 'overshoot')!;
    const s = unwrap(openLesson(hieroglyphs, hieroglyphsTutorial as never, lesson as never)) as HieroglyphsState;
    const legal = hieroglyphs.legalActions(s, LEARNER);
    const view = hieroglyphs.view(s, LEARNER);
    const [d] = drafts(legal, view);
    const r = ranksFor(legal, d!)[0]!;
    expect(settle(legal, { ...d!, rank: r }, view.tombs).rank).toBe(r);
  });
});
