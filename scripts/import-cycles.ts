import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/*
 * The import graph of a package's own source files, read from their text with TypeScript's
 * pre-processor (type-only imports, re-exports and dynamic imports count like the rest), and the
 * two questions scripts/import-cycles.test.ts asks of it: its cycles, and the imports that cross a
 * fence between two folders.
 */

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const RESOLVED = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];
/** Folders that hold no source of the package: installed packages and build output. */
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'test-results']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIPPED.has(name) ? [] : sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The files under `root` that `file` imports, type-only imports, re-exports and dynamic imports included. */
function importsOf(file: string, root: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const out: string[] = [];
  for (const { fileName } of importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const base = resolve(dirname(file), fileName);
    const found = RESOLVED.map((ending) => base + ending).find((p) => SOURCE.test(p) && existsSync(p) && statSync(p).isFile());
    if (found && !relative(root, found).startsWith('..')) out.push(found);
  }
  return out;
}

/** Each source file under `root` with the files under `root` it imports (absolute paths). */
export function importGraph(root: string): Map<string, string[]> {
  return new Map(sourceFiles(root).map((file) => [file, importsOf(file, root)]));
}

/**
 * The imports that cross from `from` into `to` (both folders inside `root`): each file under `to`
 * imported by a file under `from`, or by a file outside `to` that a file under `from` reaches
 * through its imports, as `[importer, imported]`, paths relative to `root`, sorted. Empty when
 * `from` stands without `to`.
 */
export function crossings(root: string, from: string, to: string): [string, string][] {
  const graph = importGraph(root);
  const inside = (file: string, folder: string) => !relative(folder, file).startsWith('..');
  const reached = [...graph.keys()].filter((file) => inside(file, from));
  const seen = new Set(reached);
  const found: [string, string][] = [];
  for (let i = 0; i < reached.length; i++) {
    const file = reached[i]!;
    for (const next of graph.get(file) ?? []) {
      if (inside(next, to)) {
        if (!found.some(([a, b]) => a === relative(root, file) && b === relative(root, next))) found.push([relative(root, file), relative(root, next)]);
      }
      else if (!seen.has(next)) {
        seen.add(next);
        reached.push(next);
      }
    }
  }
  return found.sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]));
}

/**
 * Every import cycle among the source files under `root`: each group of files that import one
 * another in a circle (a strongly connected group), as paths relative to `root`, sorted.
 */
export function importCycles(root: string): string[][] {
  const graph = importGraph(root);
  const cycles: string[][] = [];
  // Tarjan's strongly connected components; a group of two or more files (or a file importing itself) is a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)!.includes(file)) cycles.push(group.map((f) => relative(root, f)).sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
