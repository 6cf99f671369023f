/**
 * No module of any game holds mutable state, read from the syntax trees of every game's sources:
 * nothing is declared with `let` or `var` outside a function, and no buffer, empty list or cache
 * (a WeakMap, or a Map or Set filled as the rules run) sits beside the code. Working memory belongs
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

function sourcesOf(game: string): { name: string; text: string }[] {
  const dir = new URL(`${game}/src/`, gamesDir);
  return readdirSync(dir)
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

describe('module state in the game packages', () => {
  it('finds the games', () => {
    expect(games).toEqual(expect.arrayContaining(['dueling-runes', 'hieroglyphs']));
  });

  it.each(games)('%s: no module holds mutable state (no top-level let or var, no buffer or cache filled as the rules run)', (game) => {
    expect(sourcesOf(game).flatMap((s) => moduleState(s.name, s.text))).toEqual([]);
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
