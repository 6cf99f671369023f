/** Charm (DRA-17), what each seat sees of it (DR-19), and Charms that meet in one group (DRA-27). */
import { describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { cardNumber } from './core/cards';
import { describeAction } from './describe';
import { duelingRunes } from './game';
import { randomizeHidden, sampleState } from './core/hidden';
import { advancedDuel, monster, play, publicLog } from './test-kit';

/** Ada charms Bo for two turns (Leaves 2) in turn 1, three wizards at the table, with the original table (its turns count from the casting one, DRA-7; advanced-from-next-turn.test.ts plays the current table, DRA-33). */
function charmed() {
  const m = advancedDuel(
    { hands: [['battle', 'desert'], ['origin', 'sailor', 'end'], ['cave', 'darkness']], sequences: [['forest', 'mill'], [], []], drawPile: ['ace-of-suns', 'ace-of-waves', 'ace-of-leaves', 'penitent', 'savage', 'discovery', 'calamity', 'bard', 'sea'] },
    { players: 3, table: 'original' },
  );
  play(m, [0, 'play battle'], [1, 'play origin'], [2, 'play cave'], [2, 'pass'], [0, 'pass'], [0, 'cast charm leaves 2 moons 1 at 2']);
  return m;
}

describe('charming a wizard (DRA-17)', () => {
  it('DRA-17: for Leaves turns the charmer chooses, in secret and first, the card the charmed wizard places', () => {
    const m = charmed();
    expect(publicLog(m)).toContain('Ada casts Charm (Leaves 2, Moons 1) at Bo — Bo is charmed by Ada through turn 2.');
    // Turn 2 opens with the charm stage: only Ada is asked, and only about Bo's hand.
    expect(m.view(null)).toMatchObject({ turn: 2, stage: 'charm' });
    expect(m.pending()).toEqual([0]);
    expect(m.legalText(0)).toEqual(m.view(1).hand.map((c) => `play ${c}`));
    expect(m.act(0, 'play desert')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/^The Desert is not in Bo's hand \(Bo holds the Sailor, the End, .* and .*\): you choose the card Bo places \(DRA-17\)$/) } });
    play(m, [0, 'play sailor']);
    // Then the others choose their own cards; Bo is not asked.
    expect(m.view(null).stage).toBe('choose');
    expect(m.pending()).toEqual([0, 2]);
    expect(m.act(1, 'play end')).toMatchObject({ ok: false, error: { code: 'not-your-turn', message: expect.stringContaining('you are charmed by Ada, who has chosen your card (DRA-17)') } });
    play(m, [0, 'play desert'], [2, 'play darkness']);
    expect(publicLog(m)).toContain('Turn 2: Ada places the Desert (2), Bo, charmed, places the Sailor (4), Cy places the Darkness (9).');
  });

  it('DRA-17, DR-19: the charmer sees the charmed hand while the charm lasts, and only then; nobody else sees it, nor the choice before the reveal', () => {
    const m = charmed();
    const bo = m.view(1);
    expect(m.view(0).charmed).toEqual({ wizard: 1, cards: bo.hand, chosen: null });
    expect(m.view(2).charmed).toBeNull();
    expect(m.view(null).charmed).toBeNull();
    for (const id of bo.hand) expect(JSON.stringify(m.view(2))).not.toContain(`"${id}"`);
    expect(m.view(1).wizards[1]!.effects).toEqual([{ kind: 'charm', turnsLeft: 1, startsIn: 0, until: 2, by: 0, text: 'Charmed by Ada: this turn' }]);
    // The choice is told to its maker only, even once every charmer has chosen: it stays secret until the reveal.
    expect(describeAction(m.state, 0, { type: 'play', card: 'sailor' }, 1)).toBe('Ada chooses the card of the wizard it charms');
    expect(describeAction(m.state, 0, { type: 'play', card: 'sailor' }, 0)).toBe('Ada chooses the Sailor (4) for Bo to place');
    play(m, [0, 'play sailor']);
    expect(m.view(0).charmed).toMatchObject({ wizard: 1, chosen: 'sailor' });
    // Bo and Cy know that a card was chosen for Bo, not which.
    for (const seat of [1, 2]) {
      expect(m.view(seat).wizards[1]!.advanced!.charmChosen).toBe(true);
      expect(m.view(seat).myChoice).toBeNull();
    }
    play(m, [0, 'play desert'], [2, 'play darkness'], [2, 'pass'], [0, 'pass']);
    // Turn 3: the charm is over; Ada no longer sees Bo's hand.
    expect(m.view(0)).toMatchObject({ turn: 3, stage: 'choose', charmed: null });
  });

  it('DRA-17: the charmed wizard draws one card more at each end of turn while charmed, never above five', () => {
    const m = charmed();
    expect(publicLog(m)).toContain('Ada draws 2 cards, Bo draws 3 cards, Cy draws 2 cards.');
    expect(m.view(1).hand).toHaveLength(5);
  });

  it('DRA-17, DR-19: re-dealing hidden information keeps what the charmer knows and re-deals the rest', () => {
    const m = charmed();
    play(m, [0, 'play sailor']);
    const s = m.state;
    const rng = Rng.seeded('charm-hidden');
    for (let k = 0; k < 20; k++) {
      const forAda = randomizeHidden(s, 0, rng);
      expect(forAda.wizards[1]!.hand).toEqual(s.wizards[1]!.hand);
      expect(forAda.wizards[1]!.advanced!.charmCard).toBe(cardNumber('sailor'));
      const forCy = randomizeHidden(s, 2, rng);
      expect(forCy.wizards[1]!.hand).toContain(forCy.wizards[1]!.advanced!.charmCard);
      // Bo knows its hand, not the choice: it is re-chosen from that hand.
      const forBo = randomizeHidden(s, 1, rng);
      expect(forBo.wizards[1]!.hand).toEqual(s.wizards[1]!.hand);
      expect(forBo.wizards[1]!.hand).toContain(forBo.wizards[1]!.advanced!.charmCard);
      const sampled = sampleState(JSON.parse(JSON.stringify(m.view(0))), 0, rng);
      expect(sampled.wizards[1]!.hand).toEqual(s.wizards[1]!.hand);
      expect(sampled.wizards[1]!.advanced!.charmCard).toBe(cardNumber('sailor'));
      expect(duelingRunes.view(sampled, 0)).toEqual(m.view(0));
    }
  });

  it('DRA-17: Confusion beats Charm: a confused charmed wizard\'s card is drawn at random, and its charmer is not asked', () => {
    const m = advancedDuel({ hands: [['sailor'], ['origin', 'mill']] });
    Object.assign(m.state.wizards[1]!, { confusedTurn: 2 });
    Object.assign(m.state.wizards[1]!.advanced!, { charmedBy: 0, charmUntil: 2 });
    Object.assign(m.state.wizards[1]!, { owes: false });
    play(m, [0, 'play sailor']);
    expect(m.view(null)).toMatchObject({ turn: 2, stage: 'choose' });
    expect(m.pending()).toEqual([0]);
  });

  it('DRA-17: a new Charm of the same caster ends its earlier one; on a wizard charmed by another, the new caster becomes the charmer, with the longer time', () => {
    const m = advancedDuel({ hands: [['battle'], ['origin'], ['sailor']], sequences: [['forest'], [], []] }, { players: 3 });
    Object.assign(m.state.wizards[2]!.advanced!, { charmedBy: 0, charmUntil: 4 });
    Object.assign(m.state.wizards[1]!.advanced!, { charmedBy: 2, charmUntil: 5 });
    play(m, [0, 'play battle'], [1, 'play origin'], [2, 'play sailor'], [0, 'pass'], [0, 'cast charm leaves 1 moons 1 at 2']);
    expect(publicLog(m)).toContain('Ada casts Charm (Leaves 1, Moons 1) at Bo — Bo is charmed by Ada through turn 5.');
    expect(m.view(null).wizards.map((w) => [w.advanced!.charmedBy, w.advanced!.charms])).toEqual([
      [null, 1],
      [0, null],
      [null, null],
    ]);
  });

  it('DRA-29, DRA-33: in the original table a charm one turn long, cast in a regular turn, binds none but gives its extra card: it ends that turn', () => {
    const m = advancedDuel({ hands: [['battle', 'desert'], ['origin', 'sailor']], sequences: [['forest'], []] }, { table: 'original' });
    play(m, [0, 'play battle'], [1, 'play origin'], [0, 'pass'], [0, 'cast charm leaves 1 moons 1 at 2']);
    expect(publicLog(m)).toContain('Ada draws 2 cards, Bo draws 3 cards.');
    expect(m.view(null)).toMatchObject({ turn: 2, stage: 'choose' });
    expect(m.pending()).toEqual([0, 1]);
  });

  it('DRA-30: a charmed automaton draws no extra card (it holds no hand); a wizard\'s death ends the charm on it', () => {
    const solo = advancedDuel({ hands: [['sailor', 'mill']], drawPile: ['penitent', 'calamity', 'bard', 'sea', 'end', 'savage'] }, { players: 1 });
    Object.assign(solo.state.wizards[1]!.advanced!, { charmedBy: 0, charmUntil: 1 });
    play(solo, [0, 'play sailor'], [0, 'keep']);
    expect(publicLog(solo)).toContain('Ada draws 2 cards.');
    expect(solo.state.wizards[1]!.hand).toEqual([]);
    const m = advancedDuel({ hands: [['calamity'], ['origin']], health: [12, 1] });
    Object.assign(m.state.wizards[1]!.advanced!, { charmedBy: 0, charmUntil: 5 });
    play(m, [0, 'play calamity'], [1, 'play origin'], [0, 'cast wyrm at 2']);
    expect(m.state.wizards[1]!.advanced).toMatchObject({ charmedBy: -1, charmUntil: 0 });
  });

  it('DRA-17: the charm ends when the charmer dies', () => {
    const m = advancedDuel({ hands: [['sailor'], ['origin'], ['calamity']], health: [1, 12, 12] }, { players: 3 });
    Object.assign(m.state.wizards[1]!.advanced!, { charmedBy: 0, charmUntil: 6 });
    Object.assign(m.state.wizards[1]!, { owes: false });
    m.state.wizards[1]!.advanced!.charmCard = cardNumber('origin')!;
    play(m, [0, 'play sailor'], [2, 'play calamity'], [2, 'cast wyrm at 1']);
    expect(publicLog(m)).toContain('Ada dies.');
    expect(m.view(null).wizards[1]!.advanced).toMatchObject({ charmedBy: null, timers: { charmedBy: -1, charmUntil: 0 } });
  });
});

describe('charming a monster (DRA-17, DRA-27)', () => {
  it('DRA-17, DRA-28: a charmed monster changes owner for good, replacing the caster\'s own monster, as it is, and fights for it from the next turn', () => {
    const m = advancedDuel({ hands: [['battle', 'sailor'], ['origin', 'mill']], sequences: [['forest'], []] });
    m.state.wizards[0]!.advanced!.monster = monster('ice-elemental', 1, 1, 3);
    m.state.wizards[1]!.advanced!.monster = { ...monster('troll', 4, 2, 3), health: 3, poisonUntil: 9, poisonLoss: 1 };
    play(m, [0, 'play battle'], [1, 'play origin'], [0, 'pass'], [0, 'cast charm leaves 1 moons 1 at monster 2']);
    expect(publicLog(m)).toContain("Ada casts Charm (Leaves 1, Moons 1) at Bo's troll — Bo's troll goes over to Ada.");
    expect(m.state.wizards.map((w) => w.advanced!.monster?.kind ?? null)).toEqual(['troll', null]);
    // Its health, summoned health, attack and Poison come with it (it lost 1 to poison at the end of turn 1).
    expect(m.state.wizards[0]!.advanced!.monster).toMatchObject({ health: 2, maxHealth: 4, attack: 2, poisonUntil: 9, arrival: 3 });
    play(m, [0, 'play sailor'], [1, 'play mill'], [0, 'attack at 2']);
    expect(publicLog(m)).toContain("Ada's troll attacks Bo — Bo loses 2.");
  });

  it('DRA-27: two Charms of one group at one monster both fail; two wizards may take each other\'s monsters', () => {
    // The Light Keeper and the Watchman (value 10) declare together in the Knot phase.
    const contested = advancedDuel({ hands: [['light-keeper'], ['watchman'], ['sailor']], sequences: [['forest'], ['chance-meeting'], []] }, { players: 3 });
    contested.state.wizards[2]!.advanced!.monster = monster('troll', 3, 1, 3);
    play(contested, [0, 'play light-keeper'], [1, 'play watchman'], [2, 'play sailor'], [1, 'pass'], [1, 'pass']);
    play(contested, [0, 'cast charm leaves 1 moons 1 at monster 3'], [1, 'cast charm leaves 1 moons 1 at monster 3']);
    expect(publicLog(contested)).toContain("Ada casts Charm (Leaves 1, Moons 1) at Cy's troll — Cy's troll is pulled at by two Charms at once: neither takes hold.");
    expect(contested.state.wizards[2]!.advanced!.monster).toMatchObject({ kind: 'troll' });
    const swap = advancedDuel({ hands: [['light-keeper'], ['watchman']], sequences: [['forest'], ['chance-meeting']] });
    swap.state.wizards[0]!.advanced!.monster = monster('troll', 3, 1, 3);
    swap.state.wizards[1]!.advanced!.monster = monster('fire-elemental', 2, 2, 3);
    play(swap, [0, 'play light-keeper'], [1, 'play watchman'], [1, 'pass'], [1, 'pass']);
    play(swap, [0, 'cast charm leaves 1 moons 1 at monster 2'], [1, 'cast charm leaves 1 moons 1 at monster 1']);
    expect(swap.state.wizards.map((w) => w.advanced!.monster?.kind)).toEqual(['fire-elemental', 'troll']);
  });

  it('DRA-27: two Charms of one group on one wizard both fail', () => {
    const m = advancedDuel({ hands: [['light-keeper'], ['watchman'], ['sailor']], sequences: [['forest'], ['chance-meeting'], []] }, { players: 3 });
    play(m, [0, 'play light-keeper'], [1, 'play watchman'], [2, 'play sailor'], [1, 'pass'], [1, 'pass']);
    play(m, [0, 'cast charm leaves 1 moons 1 at 3'], [1, 'cast charm leaves 1 moons 1 at 3']);
    expect(publicLog(m)).toContain('Bo casts Charm (Leaves 1, Moons 1) at Cy — Cy is pulled at by two Charms at once: neither takes hold.');
    expect(m.view(null).wizards[2]!.advanced!.charmedBy).toBeNull();
  });
});

describe('Charm in solitaire (DRA-17, DRA-24)', () => {
  it('DRA-17: the player who charms the automaton says keep or redraw for each card it places while charmed', () => {
    const m = advancedDuel({ hands: [['sailor', 'mill']], drawPile: ['penitent', 'calamity', 'bard', 'sea', 'end', 'savage'] }, { players: 1 });
    Object.assign(m.state.wizards[1]!.advanced!, { charmedBy: 0, charmUntil: 2 });
    play(m, [0, 'play sailor']);
    expect(m.view(0).stage).toBe('redraw');
    expect(publicLog(m)).toContain('the Automaton is charmed and draws the Penitent (6): keep it or make it redraw?');
    play(m, [0, 'redraw']);
    expect(publicLog(m)).toContain('the Automaton redraws and places the Calamity (12).');
  });

  it('DRA-17, DRA-24: the automaton, charming the player, places the player\'s card of lowest value', () => {
    // Ada mirrors the automaton, then charms it: the Charm turns back, the automaton becoming Ada's charmer.
    const m = advancedDuel({ hands: [['battle', 'journey', 'ace-of-knots']], sequences: [['forest', 'origin'], []], drawPile: ['ace-of-suns', 'mill', 'end', 'sea', 'calamity', 'penitent'] }, { players: 1, table: 'original' });
    play(m, [0, 'play battle'], [0, 'mirror at 2 discard ace-of-knots,journey'], [0, 'pass'], [0, 'cast charm leaves 2 moons 1 at 2']);
    expect(publicLog(m)).toContain("Ada casts Charm (Leaves 2, Moons 1) at the Automaton — turned back by the Automaton's Magic Mirror — Ada is charmed by the Automaton through turn 2.");
    // Turn 2: nobody is asked; of the Mill, the End and the Sea the automaton places the Mill for Ada.
    expect(publicLog(m)).toContain('Turn 2: Ada, charmed, places the Mill (8), the Automaton places the Calamity (12) from the draw pile.');
  });
});
