import { describe, expect, it } from 'vitest';
import { type AnyGame, unwrap } from '@decktet/engine';
import { duelingRunes } from '@decktet/dueling-runes';
import { duelingRunesTutorial } from '../games/dueling-runes/tutorial';
import type { AnyLesson, AnyTutorial } from './lesson';
import { attempt, openLesson } from './script';

const game: AnyGame = duelingRunes;
const tutorial = duelingRunesTutorial as AnyTutorial;
const energy = tutorial.lessons.find((l) => l.id === 'energy')!;
const parse = (text: string) => unwrap(game.parseAction(text));

describe('running a lesson script', () => {
  it('plays the move asked for and then the replies', () => {
    const placing = tutorial.lessons[0]!;
    const state = unwrap(openLesson(game, tutorial, placing));
    const result = attempt(game, state, placing.steps[0]!, parse('play penitent'));
    expect(result.kind).toBe('right');
    // Bo's scripted card was placed too: the cards are revealed.
    if (result.kind === 'right') expect(result.state.log.map((l) => l.text)).toContain('Turn 1: Ada places the Penitent (6), Bo places the Origin (2).');
  });

  it('answers another legal move with the step’s words, or a mistake’s own, and leaves the position as it was', () => {
    const state = unwrap(openLesson(game, tutorial, energy));
    const before = JSON.stringify(state);
    const step = energy.steps[0]!;
    expect(attempt(game, state, step, parse('cast wyrm at 2'))).toEqual({ kind: 'wrong', message: step.wrong });
    expect(attempt(game, state, step, parse('cast wyrm waves 1 at 2'))).toEqual({ kind: 'wrong', message: step.mistakes![0]!.text });
    expect(JSON.stringify(state)).toBe(before);
  });

  it('passes on the rules’ reason for a move they refuse, and changes nothing', () => {
    const state = unwrap(openLesson(game, tutorial, energy));
    const result = attempt(game, state, energy.steps[0]!, parse('cast wyrm suns 4 at 2'));
    expect(result.kind).toBe('refused');
    if (result.kind === 'refused') expect(result.message).not.toBe('');
  });

  it('names the scripted move and the seat when the script and the rules disagree', () => {
    const broken: AnyLesson = { ...energy, prelude: [[0, 'play penitent'], [1, 'play mill']] };
    const opened = openLesson(game, tutorial, broken);
    expect(opened.ok).toBe(false);
    if (!opened.ok) expect(opened.error.message).toMatch(/^the scripted move "play mill" of Bo is refused: /);
    const badLayout: AnyLesson = { ...energy, layout: { hands: [['penitent', 'penitent'], []] } };
    const refused = openLesson(game, tutorial, badLayout);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('invalid-layout');
  });
});
