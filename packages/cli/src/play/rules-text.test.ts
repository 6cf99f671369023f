import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { GAMES } from '@decktet/catalog';
import { asciiOnly, makeStyle } from '../terminal/style';
import { rulesText } from './rules-text';

const unicode = { style: makeStyle(), width: 80 };
const doc = [
  '# Game — rules',
  '',
  'A **short** game.',
  '',
  '## Quick start',
  '',
  'Deal five.',
  '',
  '## How to play',
  '',
  '### Setup',
  '',
  'Shuffle.',
  '',
  '### Actions and notation',
  '',
  '| to | type |',
  '|---|---|',
  '| bid | `bid <card\\|pass>` |',
  '',
  '## Rulings',
  '',
  '- **GX-1 Deal.** Five each.',
  '',
  '**HG-2 Bids.** Highest wins (HG-1).',
].join('\n');

const rulesDoc = (game: string) => readFileSync(fileURLToPath(new URL(`../../../games/${game}/RULES.md`, import.meta.url)), 'utf8');

/** What a player sees: no colours, and what --plain would print. */
const seen = (text: string) => stripVTControlCharacters(text);

describe('rules', () => {
  it('lists the sections, nested, and shows one by number or word, or everything', () => {
    expect(rulesText(doc, '', unicode)).toBe(
      [
        'Game — rules',
        '────────────',
        '',
        'A short game.',
        '',
        'Sections:',
        '  1) Quick start',
        '  2) How to play',
        '     3) Setup',
        '     4) Actions and notation',
        '  5) Rulings',
        'Type "rules <number>" or "rules <word>" to read one ("rules 1" for the quick',
        'start), "rules HG-2" for a ruling, "rules all" for everything.',
      ].join('\n'),
    );
    expect(rulesText(doc, '3', unicode)).toBe('Setup\n\nShuffle.');
    // A ## section takes its ### sections with it.
    expect(rulesText(doc, '2', unicode)).toMatch(/^How to play\n───────────\n\nSetup\n\nShuffle\.\n\nActions and notation\n/);
    expect(rulesText(doc, 'NOTATION', unicode)).toBe(['Actions and notation', '', '  to   type', '  ───  ───────────────', '  bid  bid <card|pass>'].join('\n'));
    expect(rulesText(doc, 'all', unicode)).toContain('Game — rules');
    expect(rulesText(doc, 'all', unicode)).toContain('• GX-1 Deal. Five each.');
    expect(rulesText(doc, '9', unicode)).toMatch(/No section of the rules matches "9"/);
    expect(rulesText('plain text', '', unicode)).toBe('plain text');
  });

  it('finds a numbered ruling, in a list or a paragraph', () => {
    expect(rulesText(doc, 'hg-2', unicode)).toBe('Rulings\n───────\n\nHG-2 Bids. Highest wins (HG-1).');
    expect(rulesText(doc, 'HG-7', unicode)).toBe('There is no ruling HG-7 in these rules. Type "rules" for the list of sections.');
    const dr16 = seen(rulesText(rulesDoc('dueling-runes'), 'dr-16', unicode));
    expect(dr16).toMatch(/^Special spells\n\n• DR-16 Counter Spell and Magic Mirror are cast from the hand/);
    expect(dr16).toMatch(/\n {2}• Magic Mirror: for the rest of the turn/);
    expect(dr16).not.toContain('DR-17');
  });

  it('styles bold and code with the terminal styles, and shows raw HTML as text', () => {
    const color = { style: makeStyle({ color: true }), width: 80 };
    expect(rulesText('Say **keep** or `redraw`. <b>x</b>', 'all', color)).toBe('Say \x1b[1mkeep\x1b[22m or \x1b[36mredraw\x1b[39m. <b>x</b>');
  });

  it('indents nested lists under their item', () => {
    const text = ['1. **Moon**:', '   1. Heal if it has lost health and has Leaves, as many as are free.', '   2. Else Shield.', '2. **Wyrm**'].join('\n');
    expect(rulesText(text, 'all', { style: makeStyle(), width: 40 })).toBe(
      ['1. Moon:', '   1. Heal if it has lost health and', '      has Leaves, as many as are free.', '   2. Else Shield.', '2. Wyrm'].join('\n'),
    );
  });

  it('draws card pictures and suit symbols with the terminal glyphs', () => {
    const text = ['Moon :suit[moons], :card[penitent].', '', '```cards', 'Tomb 2: (darkness) pact …AL', 'Your hand: mill ?', '```'].join('\n');
    expect(rulesText(text, 'all', unicode)).toBe(
      ['Moon ☾, 6☀§ Penitent.', '', '  Tomb 2     [9≈§ Darkness, set aside]  [9☾☀ Pact]  …AL', '  Your hand  [8≈♣ Mill]  [face down]'].join('\n'),
    );
    expect(asciiOnly(rulesText(text, 'all', { style: makeStyle({ plain: true }), width: 80 }))).toContain('  Tomb 2     [9VY Darkness, set aside]  [9MS Pact]  ...AL');
  });

  it('says what is wrong with a bad card picture instead of drawing half of it', () => {
    const text = ['Before.', '', '```cards', 'Your hand: mill unicorn', '```'].join('\n');
    expect(rulesText(text, 'all', unicode)).toBe(['Before.', '', 'Card picture, line 1: "unicorn" is not a card id.'].join('\n'));
  });

  it('turns a table too wide for the terminal into one block per row', () => {
    const text = ['| spell | what it does | stopped by |', '|---|---|---|', '| Heal (n) | you gain n health, never above your starting health | Counter Spell |'].join('\n');
    expect(rulesText(text, 'all', { style: makeStyle(), width: 30 })).toBe(
      ['  • Heal (n)', '    what it does: you gain n', '    health, never above your', '    starting health', '    stopped by: Counter Spell'].join('\n'),
    );
  });

  describe.each(GAMES.map((g) => g.id))('%s RULES.md in the terminal', (game) => {
    const markdown = rulesDoc(game);
    it.each([30, 72, 120])('leaves no Markdown showing and keeps to %i columns', (columns) => {
      for (const style of [makeStyle(), makeStyle({ color: true }), makeStyle({ plain: true })]) {
        const text = rulesText(markdown, 'all', { style, width: columns });
        const shown = seen(style.plain ? asciiOnly(text) : text);
        expect(shown).not.toMatch(/\*\*|`|\||```|:suit\[|:card\[|^#+ /m);
        const widest = Math.max(...shown.split('\n').map((l) => stringWidth(l)));
        expect(widest).toBeLessThanOrEqual(Math.max(30, Math.min(columns - 1, 100)));
      }
    });

    it('aligns the columns of its tables', () => {
      const text = seen(rulesText(markdown, 'typing', { style: makeStyle(), width: 120 }));
      const lines = text.split('\n');
      const header = lines.findIndex((l) => /^ {2}to +type +for example$/.test(l));
      expect(header).toBeGreaterThan(0);
      const typeAt = lines[header]!.indexOf('type');
      const end = lines.findIndex((l, i) => i > header && l !== '' && !l.startsWith('  '));
      const rows = lines.slice(header + 2, end);
      expect(rows.filter((l) => /^ {2}\S/.test(l)).length).toBeGreaterThanOrEqual(4);
      // Every line of the table has the gap before the second column where the heading has it.
      for (const row of rows) if (row.length >= typeAt) expect(row.slice(typeAt - 2, typeAt), row).toBe('  ');
    });
  });
});
