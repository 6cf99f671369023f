// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Rng } from '@decktet/decktet';
import { Match, unwrap } from '@decktet/engine';
import { type DuelingRunesAction, type DuelingRunesState, duelingRunes } from '@decktet/dueling-runes';
import { i18n } from '../../i18n';
import { showTable } from '../../../test/games/dueling-runes/testing';
import { duelingRunesUi } from './ui';

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  await i18n.changeLanguage('en');
});

/** Plays seeded random advanced duels until some seat's position satisfies `want` (a real position, not a mock). */
function findPosition(want: (s: DuelingRunesState, legal: DuelingRunesAction[]) => boolean): { s: DuelingRunesState; seat: number } {
  for (let seed = 0; seed < 200; seed++) {
    let s = unwrap(duelingRunes.setup(duelingRunes.configSchema.parse({ variant: 'advanced', health: 20 }), `web-dra-${seed}`));
    const rng = Rng.seeded(`moves-${seed}`);
    for (let step = 0; step < 300 && duelingRunes.pending(s).length; step++) {
      for (const seat of duelingRunes.pending(s)) if (want(s, duelingRunes.legalActions(s, seat))) return { s, seat };
      const seat = rng.pick(duelingRunes.pending(s));
      const legal = duelingRunes.legalActions(s, seat);
      const busy = legal.filter((a) => a.type !== 'pass');
      s = unwrap(duelingRunes.apply(s, seat, rng.pick(busy.length ? busy : legal)));
    }
  }
  throw new Error('no such position found');
}

const fmt = (a: unknown) => duelingRunes.formatAction(a as DuelingRunesAction);

/**
 * An exact advanced position: hands and sequences from a layout, what no layout names (monsters)
 * set by `prepare`, then the moves given in notation.
 */
function advancedDuel(layout: Record<string, unknown>, prepare: (s: DuelingRunesState) => void, ...steps: [number, string][]): DuelingRunesState {
  return advancedDuelAt(undefined, layout, prepare, ...steps);
}

/** The same, at the Advanced Game's table named `table` (none: the current one). */
function advancedDuelAt(table: string | undefined, layout: Record<string, unknown>, prepare: (s: DuelingRunesState) => void, ...steps: [number, string][]): DuelingRunesState {
  const m = unwrap(Match.create(duelingRunes, { variant: 'advanced', ...(table ? { table } : {}) }, 'web-dra-guidance', { layout: layout as never, names: ['Ada', 'Bo'] }));
  prepare(m.state as DuelingRunesState);
  for (const [seat, text] of steps) unwrap(m.act(seat, text));
  return m.state as DuelingRunesState;
}

const troll = { kind: 'troll' as const, health: 3, maxHealth: 3, attack: 2, arrival: 0, poisonUntil: 0, poisonLoss: 0, fearUntil: 0 };

/** The reason shown beside a target's button, and whether it is marked as a warning. */
function reasonOf(name: string): { text: string; warning: boolean } | null {
  const button = screen.getByRole('button', { name });
  const id = button.getAttribute('aria-describedby');
  if (!id) return null;
  return { text: document.getElementById(id)!.textContent!, warning: button.className.includes('is-stopped') };
}

describe('the Advanced Game at the web table', () => {
  it('shows a monster on its owner\'s panel: kind, health, attack, what blocks it (DRA-13, DRA-14)', () => {
    const { s, seat } = findPosition((st) => st.wizards.some((w) => w.advanced?.monster));
    showTable(s, seat);
    const owner = s.wizards.findIndex((w) => w.advanced?.monster);
    const m = s.wizards[owner]!.advanced!.monster!;
    const panel = screen.getAllByRole('region', { name: /^Wizard \d/ })[owner]!;
    const box = within(panel).getByLabelText(/^Monster: /);
    expect(box.textContent).toContain(`♥ ${m.health}/${m.maxHealth}, attack ${m.attack}`);
    expect(box.textContent).toMatch(/blocked by (Shield, Protection|Resist Heat|Resist Cold)/);
  });

  it('offers advanced spells with the runes of each type to use, and casts the one chosen (DRA-2)', () => {
    const { s, seat } = findPosition((_, legal) => legal.some((a) => a.type === 'cast-advanced' && Object.values(a.energy).some((n) => n! > 1)));
    const { onAction } = showTable(s, seat);
    const panel = within(screen.getByRole('region', { name: 'Cast a spell' }));
    expect(panel.getByText('Advanced spells')).toBeTruthy();
    const legal = duelingRunes.legalActions(s, seat).filter((a) => a.type === 'cast-advanced');
    const buttons = panel.getAllByRole('button', { name: /^Cast .* \((Suns|Waves|Leaves|Moons|Wyrms|Knots) \d/ });
    fireEvent.click(buttons[0]!);
    expect(legal.map(fmt)).toContain(fmt(onAction.mock.calls[0]![0]));
    // Each type starts at its largest count; a smaller one can be chosen.
    const smaller = panel.getAllByRole('radio').find((r) => r.textContent === '1' && r.getAttribute('aria-checked') === 'false');
    expect(smaller).toBeDefined();
    fireEvent.click(smaller!);
    expect(smaller!.getAttribute('aria-checked')).toBe('true');
  });

  it('asks a monster\'s owner to attack or hold it back (DRA-13)', () => {
    const { s, seat } = findPosition((st, legal) => st.stage === 'attack' && legal.some((a) => a.type === 'attack'));
    const { onAction } = showTable(s, seat);
    const prompt = within(screen.getByRole('region', { name: 'Monster attack' }));
    fireEvent.click(prompt.getAllByRole('button', { name: /^Attack / })[0]!);
    expect(fmt(onAction.mock.calls[0]![0])).toMatch(/^attack at (monster )?\d$/);
    fireEvent.click(prompt.getByRole('button', { name: /^Hold the .* back$/ }));
    expect(fmt(onAction.mock.calls[1]![0])).toBe('pass');
  });

  it('shows the charmer the charmed hand and lets it choose the card placed; nobody else sees it (DRA-17)', () => {
    const { s, seat } = findPosition((st, legal) => st.stage === 'charm' && legal.some((a) => a.type === 'play'));
    const { onAction } = showTable(s, seat);
    const region = screen.getByRole('region', { name: /hand \(charmed by you\)$/ });
    const cards = within(region).getAllByRole('button');
    expect(cards.length).toBeGreaterThan(0);
    fireEvent.click(cards[0]!);
    expect(duelingRunes.legalActions(s, seat).map(fmt)).toContain(fmt(onAction.mock.calls[0]![0]));
    cleanup();
    const other = s.wizards.findIndex((w, i) => i !== seat && w.seat !== null && w.advanced?.charmedBy !== seat);
    if (other >= 0) {
      showTable(s, s.wizards[other]!.seat!);
      expect(screen.queryByRole('region', { name: /charmed by you/ })).toBeNull();
    }
  });

  it('warns before an advanced cast that a standing protection or Magic Mirror would stop or turn back, as for the basic spells (DRA-8, DRA-12)', () => {
    // Ada's Penitent (Wyrm) with the Origin and the Mountain: 2 Suns, a Moon — a Lightning Bolt; Bo holds a Magic Mirror.
    const s = advancedDuel({ hands: [['penitent'], ['ace-of-suns']], sequences: [['origin', 'mountain'], []] }, () => {}, [0, 'play penitent'], [1, 'play ace-of-suns']);
    Object.assign(s.wizards[1]!, { mirrored: true });
    showTable(s, 0);
    expect(reasonOf('Cast Lightning Bolt (Suns 2, Moons 1) at Bo')).toEqual({ text: "Turned back by Bo's Magic Mirror: you would take 2", warning: true });
    cleanup();
    Object.assign(s.wizards[1]!, { mirrored: false, countered: true });
    showTable(s, 0);
    expect(reasonOf('Cast Poison (Waves 1, Leaves 1) at Bo')).toEqual({ text: 'Bo is under a Counter Spell: the Poison would do nothing', warning: true });
    // Lightning Bolt ignores Shield and the Resists (DRA-12): no warning there.
    cleanup();
    Object.assign(s.wizards[1]!, { countered: false, shielded: true, resistHeatUntil: 1 });
    showTable(s, 0);
    expect(reasonOf('Cast Lightning Bolt (Suns 2, Moons 1) at Bo')).toBeNull();
    expect(reasonOf('Cast Fire Ball (2) at Bo')).toEqual({ text: 'Bo resists heat: the Fire Ball would do nothing', warning: true });
  });

  it('says that a monster meets none of its owner\'s protections or mirrors, for basic and advanced Wyrm spells (DRA-11)', () => {
    const s = advancedDuel({ hands: [['penitent'], ['ace-of-suns']], sequences: [['origin', 'mountain'], []] }, () => {}, [0, 'play penitent'], [1, 'play ace-of-suns']);
    s.wizards[1]!.advanced!.monster = { ...troll };
    Object.assign(s.wizards[1]!, { resistHeatUntil: 1 });
    showTable(s, 0);
    expect(reasonOf("Cast Fire Ball (2) at Bo's troll")).toEqual({ text: "Bo resists heat, but that does not cover Bo's troll: the Fire Ball lands", warning: false });
    expect(reasonOf("Cast Lightning Bolt (Suns 2, Moons 1) at Bo's troll")).toBeNull();
    cleanup();
    Object.assign(s.wizards[1]!, { mirrored: true });
    showTable(s, 0);
    expect(reasonOf("Cast Lightning Bolt (Suns 2, Moons 1) at Bo's troll")).toEqual({ text: "No Magic Mirror covers Bo's troll: the Lightning Bolt lands", warning: false });
  });

  it('warns before a summon that a Counter Spell on its caster would stop (DRA-8)', () => {
    // The Journey (Moons, Waves) on the Discovery and the Sea: a troll.
    const s = advancedDuel({ hands: [['journey'], ['origin']], sequences: [['discovery', 'sea'], []] }, () => {}, [0, 'play journey'], [1, 'play origin']);
    Object.assign(s.wizards[0]!, { countered: true });
    showTable(s, 0);
    expect(reasonOf('Cast Summon Troll (Suns 1, Waves 3) on yourself')).toEqual({ text: 'You are under a Counter Spell: your Summon Troll would do nothing', warning: true });
  });

  it('asks before a Charm that ends before the charmed wizard places another card, in the player\'s language, in the original table only (DRA-17, DRA-29, DRA-33)', async () => {
    // The Battle (Knot, Moons) on the Forest (Leaves), in the Knot phase of a regular turn: in the original table a Charm of 1 ends this turn.
    const charmOne = (table?: string) => advancedDuelAt(table, { hands: [['battle', 'desert'], ['origin', 'sailor']], sequences: [['forest'], []] }, () => {}, [0, 'play battle'], [1, 'play origin'], [0, 'pass']);
    // The current table counts it from the next turn (DRA-33): it binds Bo's next placement, and nothing is said.
    showTable(charmOne(), 0);
    expect(reasonOf('Cast Charm (Leaves 1, Moons 1) at Bo')).toBeNull();
    cleanup();
    const { onAction } = showTable(charmOne('original'), 0);
    expect(reasonOf('Cast Charm (Leaves 1, Moons 1) at Bo')).toEqual({ text: 'The Charm would end after this turn, before Bo places another card: it would only make Bo draw one card more.', warning: true });
    fireEvent.click(screen.getByRole('button', { name: 'Cast Charm (Leaves 1, Moons 1) at Bo' }));
    expect(onAction).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cast anyway' }));
    expect(fmt(onAction.mock.calls.at(-1)![0])).toBe('cast charm leaves 1 moons 1 at 2');
    cleanup();
    await i18n.changeLanguage('es');
    showTable(charmOne('original'), 0);
    fireEvent.click(screen.getByRole('button', { name: /^Lanzar Encantamiento \(Hojas 1/ }));
    expect(screen.getByRole('group', { name: /^Lanzar Encantamiento \(Hojas 1/ }).textContent).toContain('Encantamiento terminaría tras este turno, antes de que Bo coloque otra carta: solo haría que Bo robara una carta más. ¿Lanzarlo de todos modos?');
  });

  it('notes that a summon would take the place of the caster\'s own monster (DRA-14)', () => {
    const s = advancedDuel({ hands: [['journey'], ['origin']], sequences: [['discovery', 'sea'], []] }, (st) => (st.wizards[0]!.advanced!.monster = { ...troll, kind: 'ice-elemental' }), [0, 'play journey'], [1, 'play origin']);
    showTable(s, 0);
    expect(reasonOf('Cast Summon Troll (Suns 1, Waves 3) on yourself')).toEqual({ text: 'Your ice elemental would be gone: a wizard has one monster at most', warning: false });
  });

  it('warns before an attack that the target\'s protection blocks this kind of monster; notes Electric Touch and the monster it does not cover (DRA-13, DRA-18)', () => {
    const s = advancedDuel(
      { hands: [['sailor'], ['origin']] },
      (st) => {
        st.wizards[0]!.advanced!.monster = { ...troll };
        st.wizards[1]!.advanced!.monster = { ...troll, kind: 'ice-elemental' };
      },
      [0, 'play sailor'],
      [1, 'play origin'],
    );
    Object.assign(s.wizards[1]!, { shielded: true });
    const { onAction } = showTable(s, 0);
    expect(reasonOf('Attack Bo')).toEqual({ text: "Bo is shielded: your troll's attack would do nothing", warning: true });
    expect(reasonOf("Attack Bo's ice elemental")).toEqual({ text: "Bo is shielded, but that does not cover Bo's ice elemental: your troll's attack lands", warning: false });
    fireEvent.click(screen.getByRole('button', { name: /Attack Bo$/ }));
    expect(fmt(onAction.mock.calls[0]![0])).toBe('attack at 2');
    cleanup();
    Object.assign(s.wizards[1]!, { shielded: false });
    s.wizards[1]!.advanced!.touchUntil = 2;
    showTable(s, 0);
    expect(reasonOf('Attack Bo')).toEqual({ text: 'Bo is under Electric Touch: your troll would lose 1 health', warning: false });
  });

  it('says a monster may attack now only until its attack of the turn has come (DRA-13)', () => {
    const layout = { hands: [['soldier'], ['origin']] };
    const before = advancedDuel(layout, (st) => (st.wizards[0]!.advanced!.monster = { ...troll }), [0, 'play soldier'], [1, 'play origin'], [0, 'pass']);
    showTable(before, 0);
    expect(screen.getByLabelText('Monster: troll').textContent).toContain('may attack now');
    cleanup();
    const after = advancedDuel(layout, (st) => (st.wizards[0]!.advanced!.monster = { ...troll }), [0, 'play soldier'], [1, 'play origin'], [0, 'pass'], [0, 'attack at 2']);
    expect(after.stage).toBe('declare');
    showTable(after, 0);
    expect(screen.getByLabelText('Monster: troll').textContent).not.toContain('may attack now');
  });

  it('words the warnings in Spanish', async () => {
    await i18n.changeLanguage('es');
    const s = advancedDuel({ hands: [['sailor'], ['origin']] }, (st) => (st.wizards[0]!.advanced!.monster = { ...troll }), [0, 'play sailor'], [1, 'play origin']);
    Object.assign(s.wizards[1]!, { shielded: true });
    showTable(s, 0);
    expect(reasonOf('Atacar a Bo')).toEqual({ text: 'Bo tiene un Escudo: el ataque de tu trol no haría nada', warning: true });
  });

  it('offers the variant in the new-game form and sets it in the config (DRA-1)', async () => {
    expect(duelingRunesUi.options!.map((o) => o.label)).toContain('Advanced Game');
    expect(duelingRunesUi.config({ advanced: true }, 2)).toMatchObject({ variant: 'advanced' });
    expect(duelingRunesUi.config({}, 2)).not.toHaveProperty('variant');
    await i18n.changeLanguage('es');
    expect(duelingRunesUi.options!.find((o) => o.key === 'advanced')).toMatchObject({ label: 'Juego avanzado', hint: expect.stringMatching(/^Añade monstruos que luchan por ti/) });
  });

  it('words the monster panel in Spanish', async () => {
    await i18n.changeLanguage('es');
    const { s, seat } = findPosition((st) => st.wizards.some((w) => w.advanced?.monster?.kind === 'troll'));
    showTable(s, seat);
    expect(screen.getAllByLabelText('Monstruo: trol')[0]!.textContent).toContain('lo detiene Escudo, Protección');
  });
});
