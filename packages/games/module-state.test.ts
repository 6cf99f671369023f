/**
 * No module of any game holds mutable state, read from the syntax trees of every game's sources:
 * nothing is declared with `let` or `var` outside a function, and no buffer, empty list or cache
 * (a WeakMap, or a Map or Set filled as the rules run) sits beside the code — in `src/` and every
 * subfolder; the only exceptions are the tables variants register into as they load, named below. Working memory belongs
 * to the call that uses it, so two matches can share a thread and a reader need not wonder what a
 * module remembers.
 */
import { readFileSync, readdirSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const gamesDir = new URL('.', import.meta.url);
const games = readdirSync(gamesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Every source file of a game, in `src/` and all its subfolders (tests aside). */
function sourcesOf(game: string): { name: string; text: string }[] {
  const dir = new URL(`${game}/src/`, gamesDir);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => ({ name: `${game}/src/${f}`, text: readFileSync(new URL(f, dir), 'utf8') }));
}

/** What a source file declares at its top level that could change while the rules run. */
function moduleState(name: string, text: string): string[] {
  const found: string[] = [];
  for (const statement of ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true).statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const list = statement.declarationList;
    const constant = (list.flags & ts.NodeFlags.Const) !== 0;
    for (const d of list.declarations) {
      const variable = d.name.getText();
      const init = d.initializer;
      const made = init && ts.isNewExpression(init) ? init : null;
      const kind = made?.expression.getText() ?? '';
      if (!constant) found.push(`${name}: ${variable} is not a constant`);
      else if (/^(Array|\w+Array)$/.test(kind)) found.push(`${name}: ${variable} is a buffer to write in`);
      else if (/^(WeakMap|Map|Set|WeakSet)$/.test(kind) && !made!.arguments?.length) found.push(`${name}: ${variable} starts empty, to be filled as the rules run`);
      else if (init && ts.isArrayLiteralExpression(init) && init.elements.length === 0) found.push(`${name}: ${variable} is an empty list to be filled (freeze it if it is a shared empty value)`);
    }
  }
  return found;
}

/**
 * The tables a Dueling Runes variant adds its rows to as its folder loads (core/variant.ts
 * `addVariant`: the Advanced Game's spells, log words and wizard part), each added once and
 * refusing a second: filled before any rule runs, never while one does. They are the only
 * top-level tables allowed to grow, and each is named here so that any other is caught.
 */
const VARIANT_REGISTRIES: Record<string, string[]> = {
  'dueling-runes': [
    'dueling-runes/src/core/log-words.ts: AIMS is an empty list to be filled (freeze it if it is a shared empty value)',
    'dueling-runes/src/core/log.ts: WORDS is an empty list to be filled (freeze it if it is a shared empty value)',
    'dueling-runes/src/core/spells-table.ts: SPELLS is not a constant',
    'dueling-runes/src/core/spells-table.ts: SPELLS_CAST_BY_NAME is an empty list to be filled (freeze it if it is a shared empty value)',
    'dueling-runes/src/core/state.ts: PARTS is an empty list to be filled (freeze it if it is a shared empty value)',
  ],
};

describe('module state in the game packages', () => {
  it('finds the games', () => {
    expect(games).toEqual(expect.arrayContaining(['dueling-runes', 'hieroglyphs']));
  });

  it('reads the sources in subfolders too', () => {
    const names = sourcesOf('dueling-runes').map((s) => s.name);
    expect(names).toContain('dueling-runes/src/fast/playout.ts');
    expect(names.some((n) => n.endsWith('.test.ts'))).toBe(false);
  });

  it.each(games)('%s: no module holds mutable state (no top-level let or var, no buffer or cache filled as the rules run)', (game) => {
    expect(sourcesOf(game).flatMap((s) => moduleState(s.name, s.text))).toEqual(VARIANT_REGISTRIES[game] ?? []);
  });

  it('catches each kind of module state it looks for', () => {
    const text = ['let turn = 0;', 'const seen = new Map();', 'const buffer = new Int8Array(8);', 'const pile: number[] = [];', 'const NAMES = new Map([["a", 1]]);', 'const NONE = Object.freeze([]);'].join('\n');
    expect(moduleState('x.ts', text)).toEqual([
      'x.ts: turn is not a constant',
      'x.ts: seen starts empty, to be filled as the rules run',
      'x.ts: buffer is a buffer to write in',
      'x.ts: pile is an empty list to be filled (freeze it if it is a shared empty value)',
    ]);
  });
});
