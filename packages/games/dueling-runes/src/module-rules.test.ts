/**
 * Two rules of the game's source files, read from their syntax trees:
 * - rune sets are a small value type (runes.ts), the one file of the rules that reads or builds
 *   bits; the fenced fast path of random games (playout.ts) works on subsets of a hand as bits
 *   too, for speed; no other source file uses a bitwise operator;
 * - no module holds mutable state: nothing is declared with `let` or `var` outside a function, and
 *   no cache (a WeakMap, or a Map filled as the rules run) sits beside the code. Working memory
 *   belongs to the call that uses it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const here = new URL('.', import.meta.url);
const sources = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

const BITWISE = new Set([
  ts.SyntaxKind.AmpersandToken,
  ts.SyntaxKind.BarToken,
  ts.SyntaxKind.CaretToken,
  ts.SyntaxKind.LessThanLessThanToken,
  ts.SyntaxKind.GreaterThanGreaterThanToken,
  ts.SyntaxKind.GreaterThanGreaterThanGreaterThanToken,
  ts.SyntaxKind.AmpersandEqualsToken,
  ts.SyntaxKind.BarEqualsToken,
  ts.SyntaxKind.CaretEqualsToken,
  ts.SyntaxKind.LessThanLessThanEqualsToken,
  ts.SyntaxKind.GreaterThanGreaterThanEqualsToken,
  ts.SyntaxKind.GreaterThanGreaterThanGreaterThanEqualsToken,
]);

const parse = (file: string) => ts.createSourceFile(file, readFileSync(new URL(file, here), 'utf8'), ts.ScriptTarget.Latest, true);

/** The lines of a source file where a bitwise operator is applied (types such as `A | B` are not operations). */
function bitOperations(file: string): number[] {
  const source = parse(file);
  const lines: number[] = [];
  const visit = (node: ts.Node): void => {
    const bitwise =
      (ts.isBinaryExpression(node) && BITWISE.has(node.operatorToken.kind)) || (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.TildeToken);
    if (bitwise) lines.push(source.getLineAndCharacterOfPosition(node.getStart()).line + 1);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

describe('bit operations (rune sets, DR-4)', () => {
  it('appear only in runes.ts and in the fenced fast path, playout.ts', () => {
    const found = sources.filter((f) => bitOperations(f).length > 0);
    expect(found.sort()).toEqual(['playout.ts', 'runes.ts']);
  });

  it('are found where they are: the check reads operations, not types', () => {
    expect(bitOperations('runes.ts').length).toBeGreaterThan(5);
    // state.ts declares union types (`number | null`) and no operation.
    expect(bitOperations('state.ts')).toEqual([]);
  });
});

/** What a source file declares at its top level that could change while the rules run. */
function moduleState(file: string): string[] {
  const found: string[] = [];
  for (const statement of parse(file).statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const list = statement.declarationList;
    const constant = (list.flags & ts.NodeFlags.Const) !== 0;
    for (const d of list.declarations) {
      const name = d.name.getText();
      const made = d.initializer && ts.isNewExpression(d.initializer) ? d.initializer : null;
      const kind = made?.expression.getText() ?? '';
      if (!constant) found.push(`${file}: ${name} is not a constant`);
      else if (/^(Array|\w+Array)$/.test(kind)) found.push(`${file}: ${name} is a buffer to write in`);
      else if (/^(WeakMap|Map|Set|WeakSet)$/.test(kind) && !made!.arguments?.length) found.push(`${file}: ${name} starts empty, to be filled as the rules run`);
    }
  }
  return found;
}

describe('module state', () => {
  it('no module of the game holds mutable state: no top-level let or var, no cache filled as the rules run', () => {
    expect(sources.flatMap(moduleState)).toEqual([]);
  });
});
