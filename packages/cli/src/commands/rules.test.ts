import { describe, expect, it } from 'vitest';
import { scripted } from '../../test/testing';
import { type RulesOptions, runRules } from './rules';

const rules = (game: string, topic: string[], options: RulesOptions = {}) => scripted((io) => Promise.resolve(runRules(game, topic, options, io)), []);

describe('decktet rules', () => {
  it('lists the sections of a game found by part of its name', async () => {
    const t = await rules('runes', []);
    expect(t.code).toBe(0);
    expect(t.err).toBe('');
    expect(t.out).toMatch(/^Dueling Runes\n─+\n\nA duel of wizards/);
    expect(t.out).toMatch(/Sections:\n {2}1\) Quick start\n {2}2\) How to play\n {5}3\) Cards and runes\n/);
  });

  it('shows a section by its words, and a ruling by its number, as plain ASCII', async () => {
    const t = await rules('hieroglyphs', ['step', 'by', 'step'], { plain: true });
    expect(t.out).toMatch(/^A play, step by step\n/);
    expect(t.out).toContain('Tomb 2');
    expect(t.out).toContain('[9VY Darkness, set aside]  [9MS Pact]  ...AL');
    expect(t.out).toMatch(/^[\x20-\x7e\n]*$/);
    const ruling = await rules('hiero', ['HG-16'], { plain: true });
    expect(ruling.out).toMatch(/^Further rulings\n\nHG-16 The Excuse is neither modified nor a modifier/);
  });

  it('finds the section that speaks of a word no title has', async () => {
    const t = await rules('dueling-runes', ['haste']);
    expect(t.out).toMatch(/^The spells\n/);
    expect(t.out).toContain('Haste (n)');
  });

  it('says which games there are when the name is wrong', async () => {
    const t = await rules('chess', []);
    expect(t.code).toBe(1);
    expect(t.out).toBe('');
    expect(t.err).toMatch(/^decktet rules: unknown game "chess": the games are /);
  });
});
