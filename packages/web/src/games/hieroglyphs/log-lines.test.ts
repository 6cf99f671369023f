import { afterEach, describe, expect, it } from 'vitest';
import { Rng } from '@decktet/decktet';
import { type LogEntry, unwrap } from '@decktet/engine';
import { type HieroglyphsAction, type HieroglyphsState, type PlayEvent, describeAction, hieroglyphs, turnOf } from '@decktet/hieroglyphs';
import { i18n } from '../../i18n';
import { describeHieroglyphsAction, hieroglyphsLogLine, hieroglyphsTurnOf } from './log-lines';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** A random game from `seed` played to its end: every state and the action made in it. */
function playedGame(seed: string): { states: HieroglyphsState[]; actions: HieroglyphsAction[] } {
  let s = unwrap(hieroglyphs.setup({}, seed, { names: ['Ada', 'Bo'] }));
  const rng = Rng.seeded(`${seed}-moves`);
  const states = [s];
  const actions: HieroglyphsAction[] = [];
  while (!s.over) {
    const action = rng.pick(hieroglyphs.legalActions(s, s.turn));
    actions.push(action);
    s = unwrap(hieroglyphs.apply(s, s.turn, action));
    states.push(s);
  }
  return { states, actions };
}

const games = Array.from({ length: 8 }, (_, i) => playedGame(`web-log-${i}`));
const wholeLog = (states: HieroglyphsState[]): LogEntry[] => states.at(-1)!.log;

describe("Hieroglyphs' log in the player's language", () => {
  it('words every event in English exactly as the game wrote its line, so the two never drift', () => {
    const kinds = new Set<string>();
    for (const { states } of games) {
      const names = states[0]!.names;
      for (const line of wholeLog(states)) {
        expect(line.event, line.text).toBeDefined();
        expect(hieroglyphsLogLine(line.event!, names)).toBe(line.text);
        kinds.add(line.event!.type);
      }
    }
    expect([...kinds].sort()).toEqual(['deck', 'depleted', 'discard', 'draw', 'end', 'first', 'play', 'reshuffle', 'start', 'tomb', 'turn', 'you-draw']);
    // …and every turn a play's sentence may take.
    const plays = games.flatMap(({ states }) => wholeLog(states).flatMap((l) => (l.event?.type === 'play' ? [l.event as PlayEvent] : [])));
    expect(new Set(plays.map((p) => p.end))).toEqual(new Set(['partial', 'word', 'phrase', 'overshoot']));
    expect(plays.some((p) => p.helpers.length > 0 && p.powerUps.length > 0 && p.setAside.length > 0)).toBe(true);
    expect(plays.some((p) => p.gainer !== undefined && p.gainer !== p.seat)).toBe(true);
  });

  it('words every event in Spanish from the catalogue', async () => {
    await i18n.changeLanguage('es');
    for (const { states } of games) {
      const names = states[0]!.names;
      for (const line of wholeLog(states)) {
        const spanish = hieroglyphsLogLine(line.event!, names)!;
        expect(spanish).not.toBe(line.text);
        expect(spanish).not.toContain('events.');
      }
    }
    const opening = wholeLog(games[0]!.states).slice(0, 2).map((l) => hieroglyphsLogLine(l.event!, ['Ada', 'Bo']));
    expect(opening[0]).toBe('Jeroglíficos: Ada y Bo excavan en tres tumbas.');
    expect(opening[1]).toMatch(/^Mazo de Ada: .+ y .+\.$/);
  });

  it('tells a Spanish play step by step', async () => {
    await i18n.changeLanguage('es');
    const play = {
      type: 'play', seat: 0, card: 'betrayal', powerUps: ['window'], helpers: [], rank: 8, tomb: 2,
      deciphered: ['mill', 'pact'], setAside: ['diplomat'], revealed: '', end: 'phrase', surplus: 0, slid: ['diplomat', 'mill'], gainer: 0, draws: 1,
    };
    expect(hieroglyphsLogLine(play, ['Ada', 'Bo'])).toBe('Ada juega el Betrayal con el Window como 8 en la Tumba 2: MILL descifrada (el Diplomat apartado), PACT descifrada, frase completa — Ada se lleva el Diplomat y el Mill y roba una carta.');
    expect(hieroglyphsLogLine({ ...play, deciphered: ['cave'], setAside: ['lunatic'], revealed: 'ENT', end: 'partial', slid: [], gainer: undefined, draws: 0 }, ['Ada', 'Bo'])).toBe(
      'Ada juega el Betrayal con el Window como 8 en la Tumba 2: CAVE descifrada (el Lunatic apartado), letras reveladas: …ENT.',
    );
  });

  it('leaves an event it does not know to the line\'s own text', () => {
    expect(hieroglyphsLogLine({ type: 'cast', spell: 'fire-ball' }, ['Ada', 'Bo'])).toBeUndefined();
  });

  it("tells the replay's steps and turns in English as the game's own narration does, and in Spanish", async () => {
    const { states, actions } = games[1]!;
    actions.forEach((action, i) => {
      const before = states[i]!;
      expect(describeHieroglyphsAction(before, before.turn, action)).toBe(describeAction(before, before.turn, action));
      expect(hieroglyphsTurnOf(before)).toEqual(turnOf(before));
    });
    await i18n.changeLanguage('es');
    expect(hieroglyphsTurnOf(states[1]!).title).toMatch(/^Turno 1: le toca a (Ada|Bo)$/);
    const discard = actions.findIndex((a) => a.type === 'discard');
    if (discard >= 0) expect(describeHieroglyphsAction(states[discard]!, states[discard]!.turn, actions[discard]!)).toMatch(/^(Ada|Bo) descarta /);
    const play = actions.findIndex((a) => a.type === 'decipher');
    expect(describeHieroglyphsAction(states[play]!, states[play]!.turn, actions[play]!)).toMatch(/^(Ada|Bo) juega .+ como \d+ en la Tumba \d$/);
  });
});
