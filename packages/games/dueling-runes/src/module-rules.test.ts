/**
 * A rule of the game's source files, read from their syntax trees: rune sets are a small value
 * type (core/runes.ts), the one file of the rules that reads or builds bits; the fenced fast path of
 * random games works on subsets of a hand (fast/minimal-sets.ts) and sets of wizards
 * (fast/counting.ts, fast/duel.ts) as bits too, for speed; no other source
 * file uses a bitwise operator. (That no module holds mutable state is checked for every game in
 * packages/games/module-state.test.ts.)
 */
import { readFileSync, readdirSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const here = new URL('.', import.meta.url);
const sources = (readdirSync(here, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

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
  it('appear only in core/runes.ts and in the fenced fast path (fast/)', () => {
    const found = sources.filter((f) => bitOperations(f).length > 0);
    expect(found.sort()).toEqual(['core/runes.ts', 'fast/counting.ts', 'fast/duel.ts', 'fast/minimal-sets.ts', 'fast/playout.ts']);
  });

  it('are found where they are: the check reads operations, not types', () => {
    expect(bitOperations('core/runes.ts').length).toBeGreaterThan(5);
    // state.ts declares union types (`number | null`) and no operation.
    expect(bitOperations('core/state.ts')).toEqual([]);
  });
});
