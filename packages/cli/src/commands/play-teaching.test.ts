import { describe, expect, it } from 'vitest';
import { Match, unwrap } from '@decktet/engine';
import { duelingRunes } from '@decktet/dueling-runes';
import { scripted, tempDir } from '../../test/testing';
import { runPlay, type PlayOptions } from './play';

const play = (options: PlayOptions, lines: readonly string[]) => scripted((io) => runPlay({ recordsDir: tempDir(), ...options }, io), lines);
const count = (text: string, part: string) => text.split(part).length - 1;

describe('the legend of glyphs', () => {
  it('is printed once as a game starts, and again by help, in the style in use', async () => {
    const fancy = await play({ game: 'goofspiel', seed: 'legend' }, ['help', 'quit', 'n']);
    const suits = 'Suits: ☾ Moons  ☀ Suns  ≈ Waves  ♣ Leaves  § Wyrms  ∞ Knots';
    expect(count(fancy.out, suits)).toBe(2);
    expect(fancy.out.indexOf(suits)).toBeLessThan(fancy.out.indexOf('> help'));
    expect(fancy.out).toContain('Cards: rank, suits, title — 7☾♣ Chance Meeting is the 7 of Moons and Leaves.');
    expect(fancy.out).toContain('Ranks: A Ace, 2-9, P Pawn, C Court, K Crown, X the Excuse.');

    const plain = await play({ game: 'dueling-runes', seed: 'legend', plain: true }, ['quit', 'n']);
    expect(plain.out).toContain('Suits: M Moons  S Suns  V Waves  L Leaves  Y Wyrms  K Knots');
    expect(plain.out).toContain('Cards: rank, suits, title - 7ML Chance Meeting is the 7 of Moons and Leaves.');
    expect(plain.out).toContain('Runes: S V L energy; M Y K cast Moon, Wyrm, Knot spells (DR-4); HP is health.');
  });

  it("help names each game's own commands: autopass where there are reactions, preview where a play reveals letters", async () => {
    const runes = await play({ game: 'dueling-runes', seed: 'help', plain: true }, ['help', 'quit', 'n']);
    expect(runes.out).toContain('autopass  on|off: pass every reaction window without being asked (now off; --auto-pass starts with it on)');
    expect(runes.out).not.toContain('  preview ');
    const glyphs = await play({ game: 'hieroglyphs', seed: 'help', plain: true }, ['help', 'quit', 'n']);
    expect(glyphs.out).toContain('preview   what a play would reveal, before you make it');
    expect(glyphs.out).toContain('Power-ups: P Pawn +/-1, C Court +/-2, K Crown +/-3 join a rank card sharing a suit (HG-8).');
    expect(glyphs.out).not.toContain('autopass  on|off');
  });
});

describe("an illegal move is answered with the rules' reason", () => {
  it('Dueling Runes', async () => {
    const t = await play({ game: 'dueling-runes', seed: 'why', plain: true }, ['play excuse', 'cast wyrm at 2', 'play savge', 'quit', 'n']);
    expect(t.out).toContain('! The Excuse is never played in Dueling Runes: it only marks when the discard pile is shuffled back into the draw pile (DR-1, DR-17)');
    expect(t.out).toContain('! You cannot cast Hit now: first every wizard chooses a card to place, in secret ("play <card>")');
    expect(t.out).toContain('! Unknown card "savge" - did you mean the Savage (savage)?');
    expect(t.out).not.toContain('is not legal now');
  });

  it('Hieroglyphs and Goofspiel', async () => {
    const glyphs = await play({ game: 'hieroglyphs', seed: 'why', plain: true }, ['decipher tomb1 penitent as 6', 'discard excuse', 'quit', 'n']);
    // The Penitent is never in a starting deck (HG-2): the reason names the player's own hand, nothing else.
    expect(glyphs.out).toMatch(/^! The Penitent is not in your hand \(you hold [^)]+\)$/m);
    expect(glyphs.out).toContain('! The Excuse is not a power-up, so it cannot be discarded on its own: play it on a tomb at a rank from 1 to 9 (HG-16)');
    const goof = await play({ game: 'goofspiel', seed: 'why', plain: true }, ['bid watchman', 'quit', 'n']);
    expect(goof.out).toContain('! The Watchman is not dealt in Goofspiel: only the 36 cards of the basic deck are (Aces, 2-9 and Crowns)');
  });
});

describe('the Hieroglyphs reveal preview at the prompt', () => {
  it('previews every tomb, one play by its number, or some letters on a tomb, and changes nothing', async () => {
    const t = await play({ game: 'hieroglyphs', seed: 'preview', seats: 'human,ai:random', plain: true }, ['preview', 'preview 1', 'preview tomb3 4', 'preview 99', 'quit', 'n']);
    expect(t.out).toContain('Letters still needed to finish each word a tomb may hold:');
    expect(t.out).toMatch(/Tomb 1 \(no letters yet\):\n {2}\d+ /);
    expect(t.out).toMatch(/decipher tomb1 [a-z-]+ as \d:\n\d letters? on Tomb 1 \(no letters yet\), if the word is:/);
    expect(t.out).toContain('4 letters on Tomb 3 (word 1 of 3, no letters yet), if the word is:');
    expect(t.out).toContain('There is no action 99');
    expect(count(t.out, ', your move')).toBe(1);
  });

  it('a game without a preview, or without reactions, says so', async () => {
    const runes = await play({ game: 'dueling-runes', seed: 'p', plain: true }, ['preview', 'quit', 'n']);
    expect(runes.out).toContain('Dueling Runes has no preview: type an action, or "help".');
    const glyphs = await play({ game: 'hieroglyphs', seed: 'p', plain: true }, ['autopass on', 'quit', 'n']);
    expect(glyphs.out).toContain('Hieroglyphs has no reactions to pass: there is nothing to pass automatically.');
  });
});

type Step = { kind: 'typed' | 'auto-passed'; seat: number };

/**
 * Plays a Dueling Runes match the way the terminal will, taking the first legal action at each
 * prompt, and passing reaction windows itself where auto-pass is on: what the players type (with
 * an Enter at each hand-off when several share the screen) and every step.
 */
function script(config: object, seed: string, autoPass: boolean, humans: number): { lines: string[]; steps: Step[] } {
  const m = unwrap(Match.create(duelingRunes, config, seed));
  const lines: string[] = [];
  const steps: Step[] = [];
  let onScreen: number | null = null;
  while (!m.outcome() && steps.length < 2000) {
    const seat = m.pending()[0]!;
    if (autoPass && m.view(seat).stage === 'react') {
      unwrap(m.act(seat, 'pass'));
      steps.push({ kind: 'auto-passed', seat });
      continue;
    }
    if (humans > 1 && seat !== onScreen) lines.push('');
    onScreen = seat;
    lines.push('1');
    unwrap(m.act(seat, m.legalText(seat)[0]!));
    steps.push({ kind: 'typed', seat });
  }
  return { lines, steps };
}

/** The first of some seeds whose duel asks for at least two reactions. */
function seedWithReactions(config: object, humans: number): string {
  for (let i = 0; i < 40; i++) {
    const seed = `auto-pass-${i}`;
    if (script(config, seed, true, humans).steps.filter((s) => s.kind === 'auto-passed').length >= 2) return seed;
  }
  throw new Error('no seed gives a duel with reactions');
}

describe('auto-pass for reaction windows (DR-16)', () => {
  // Scripted duels take the first action at every prompt, so nobody need ever cast: the turn limit (DR-28) ends them.
  const limit = { maxTurns: 100 };
  const solo = { players: 1, health: [5, 5], ...limit };
  const options = (seed: string): PlayOptions => ({ game: 'dueling-runes', seats: 'human,automaton', seatNumbers: { health: '5,5' }, config: JSON.stringify(limit), seed, plain: true });

  it('is off by default: every reaction window asks', async () => {
    const seed = seedWithReactions(solo, 1);
    const { lines } = script(solo, seed, false, 1);
    const t = await play(options(seed), lines);
    expect(t.out).toMatch(/Game over: /);
    expect(t.out).not.toContain('Auto-pass');
    expect(t.out).toContain('1) pass  (no special spell)');
  });

  it('--auto-pass passes every window without asking and says so; the duel is the same', async () => {
    const seed = seedWithReactions(solo, 1);
    const { lines, steps } = script(solo, seed, true, 1);
    const t = await play({ ...options(seed), autoPass: true }, lines);
    expect(t.out).toMatch(/Game over: /);
    expect(count(t.out, 'Auto-pass: Player 1 passed the reaction window after the ')).toBe(steps.filter((s) => s.kind === 'auto-passed').length);
    expect(t.out).not.toContain('(no special spell)');
    const asked = await play(options(seed), script(solo, seed, false, 1).lines);
    const result = (out: string) => out.slice(out.lastIndexOf('Game over'), out.indexOf('Game record saved'));
    expect(result(t.out)).toBe(result(asked.out));
  });

  it('"autopass on" and "autopass off" switch it during the game', async () => {
    const seed = seedWithReactions(solo, 1);
    const { lines } = script(solo, seed, true, 1);
    const t = await play(options(seed), ['autopass', 'autopass on', ...lines]);
    expect(t.out).toContain('Auto-pass is off for Player 1');
    expect(t.out).toContain('Auto-pass is on for Player 1: reaction windows are passed without asking ("autopass off" to be asked again).');
    expect(t.out).toMatch(/Auto-pass: Player 1 passed/);
    expect(t.out).toMatch(/Game over: /);
    const off = await play({ ...options(seed), autoPass: true }, ['autopass off', ...script(solo, seed, false, 1).lines]);
    expect(off.out).toContain('Auto-pass is off for Player 1');
    expect(off.out).not.toContain('Auto-pass: Player 1 passed');
    expect(off.out).toMatch(/Game over: /);
    const bad = await play(options(seed), ['autopass sometimes', 'quit', 'n']);
    expect(bad.out).toContain('! write "autopass on" or "autopass off" (not "autopass sometimes")');
  });

  it('in hotseat, each pass is told only to its own player, at their next turn: a pass is secret until the window closes', async () => {
    const duel = { players: 2, health: [5, 5], ...limit };
    const seed = seedWithReactions(duel, 2);
    const { lines } = script(duel, seed, true, 2);
    const t = await play({ game: 'dueling-runes', seats: 'human,human', names: 'Ada,Bo', seatNumbers: { health: '5,5' }, config: JSON.stringify(limit), seed, plain: true, autoPass: true }, lines);
    expect(t.out).toMatch(/Game over: /);
    const screens = t.out.split('Pass the device to ').slice(1);
    let told = 0;
    for (const screen of screens) {
      const owner = screen.startsWith('Ada') ? 'Ada' : 'Bo';
      const other = owner === 'Ada' ? 'Bo' : 'Ada';
      expect(screen).not.toContain(`Auto-pass: ${other} passed`);
      told += count(screen, `Auto-pass: ${owner} passed`);
    }
    expect(told).toBeGreaterThan(0);
  });
});
