import { PassThrough } from 'node:stream';
import { stripVTControlCharacters as stripAnsi } from 'node:util';
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { fitToWidth } from './fit';
import { makeStyle } from './style';
import { Terminal } from './terminal';

const collected = '    collected: P☀≈∞ Light Keeper, X Excuse, C☾≈∞ Consul, K∞ Windfall, K≈ Sea, 9♣∞ Merchant, P☾☀♣ Harvest, P≈♣§ Borderland';

describe('fitToWidth', () => {
  it('leaves lines that fit exactly as they are', () => {
    const text = 'Hieroglyphs — turn 3\n\n    word: …VERY   could be 1 card';
    expect(fitToWidth(text, 40)).toBe(text);
  });

  it('breaks a long line between words, its continuation indented under its own text', () => {
    const lines = fitToWidth(collected, 60).split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(stringWidth(line)).toBeLessThanOrEqual(60);
    expect(lines[0]).toMatch(/^ {4}collected: /);
    for (const line of lines.slice(1)) expect(line).toMatch(/^ {8}\S/);
    // Nothing lost, nothing cut: the words read the same.
    expect(lines.map((l) => l.trim()).join(' ')).toBe(collected.trim());
    expect(lines.some((l) => l.endsWith('Border'))).toBe(false);
  });

  it('keeps styles whole across the break', () => {
    const style = makeStyle({ color: true });
    const line = `Your hand: ${['Battle', 'Ace of Leaves', 'Ace of Wyrms', 'the Desert', 'the Journey'].map((w) => style.bold(w)).join(', ')}`;
    const fitted = fitToWidth(line, 30);
    for (const l of fitted.split('\n')) expect(stringWidth(l)).toBeLessThanOrEqual(30);
    expect(stripAnsi(fitted).replace(/\n +/g, ' ')).toBe(stripAnsi(line));
    // Every line closes what it opened.
    for (const l of fitted.split('\n')) expect(l.split('\x1b[1m').length).toBe(l.split('\x1b[22m').length);
  });

  it('never splits a card between its rank and suits and its title', () => {
    for (const options of [{}, { color: true }]) {
      const style = makeStyle(options);
      const ids = ['chance-meeting', 'light-keeper', 'diplomat', 'ace-of-moons', 'excuse', 'merchant', 'harvest'];
      const line = `    hand: ${ids.map((id) => style.card(id)).join(', ')}`;
      for (const width of [27, 30, 37, 45]) {
        const lines = stripAnsi(fitToWidth(line, width)).split('\n').map((l) => l.trim());
        for (const l of lines) expect(stringWidth(l)).toBeLessThanOrEqual(width);
        // Every continuation starts with a card's rank and suits followed by its title, and no line
        // ends on a rank and suits whose title went to the next line.
        for (const l of lines.slice(1)) expect(l).toMatch(/^[A2-9PCKX][☾☀≈♣§∞]* \S/u);
        for (const l of lines.slice(0, -1)) expect(l).not.toMatch(/(?:^|\s)[A2-9PCKX][☾☀≈♣§∞]*$/u);
        expect(lines.join(' ')).toBe(stripAnsi(line).trim());
      }
    }
  });

  it('never leaves a word of one character (a suit mark, a rank letter) at the end of a line', () => {
    for (const options of [{}, { color: true }]) {
      const style = makeStyle(options);
      const line = `Suits: ${(['moons', 'suns', 'waves', 'leaves', 'wyrms', 'knots'] as const).map((s) => `${style.suit(s)} ${s}`).join('  ')} · Ranks: A Ace, 2-9, P Pawn, C Court, K Crown, X the Excuse.`;
      for (const width of [24, 31, 38, 44]) {
        const lines = stripAnsi(fitToWidth(line, width)).split('\n').map((l) => l.trim());
        for (const l of lines) expect(stringWidth(l)).toBeLessThanOrEqual(width);
        for (const l of lines.slice(0, -1)) expect(l).not.toMatch(/(?:^|\s)[^\s·]$/u);
        for (const l of lines.slice(1)) expect(l).not.toMatch(/^·/u);
        expect(lines.join(' ').replace(/ +/g, ' ')).toBe(stripAnsi(line).replace(/ +/g, ' '));
      }
    }
  });

  it('leaves a line alone when the terminal is too narrow to indent a continuation', () => {
    expect(fitToWidth(collected, 20)).toBe(collected);
  });
});

describe('Terminal.line', () => {
  const written = (columns: number | undefined, ascii = false) => {
    const output = Object.assign(new PassThrough(), columns === undefined ? {} : { columns });
    let text = '';
    output.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const terminal = new Terminal(new PassThrough(), output, ascii);
    terminal.line(collected);
    terminal.close();
    return text;
  };

  it('fits lines to a real terminal', () => {
    const text = written(72);
    expect(text.split('\n').length).toBeGreaterThan(2);
    for (const line of text.split('\n')) expect(stringWidth(line)).toBeLessThanOrEqual(72);
  });

  it('writes lines whole to a pipe or a file, which has no width', () => {
    expect(written(undefined)).toBe(collected + '\n');
  });

  it('measures --plain text as it is shown, in ASCII', () => {
    for (const line of written(60, true).split('\n')) {
      expect(line).toMatch(/^[\x20-\x7e]*$/);
      expect(line.length).toBeLessThanOrEqual(60);
    }
  });

  it('draws a rule no wider than the terminal, so it never wraps onto a second line', () => {
    const ruleWidth = (columns: number | undefined) => {
      const output = Object.assign(new PassThrough(), columns === undefined ? {} : { columns });
      const terminal = new Terminal(new PassThrough(), output);
      terminal.close();
      return terminal.ruleWidth;
    };
    expect(ruleWidth(44)).toBe(44);
    expect(ruleWidth(120)).toBe(60);
    expect(ruleWidth(undefined)).toBe(60);
  });
});
