/**
 * The Node.js the README promises (the root package.json's `engines`) runs every installed
 * package: no package in the lockfile asks for a newer Node, so `npm ci` on that Node prints no
 * EBADENGINE warning. A dependency update that raises the minimum fails here, where it can be
 * pinned back (root `overrides`) or the README's minimum raised on purpose.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import semver from 'semver';

const root = new URL('../../../', import.meta.url);
const read = (file: string) => JSON.parse(readFileSync(new URL(file, root), 'utf8')) as Record<string, unknown>;

describe('the Node.js version the project states', () => {
  const manifest = read('package.json') as { engines: { node: string } };
  const lock = read('package-lock.json') as { packages: Record<string, { engines?: { node?: string } | string[] }> };
  const minimum = semver.minVersion(manifest.engines.node)!;

  it('is the README\'s minimum', () => {
    expect(minimum.version).toBe('20.19.0');
    expect(readFileSync(new URL('README.md', root), 'utf8')).toContain('Node.js 20.19');
  });

  it('satisfies every locked package, the oldest and the newest release of its line', () => {
    const asks = Object.entries(lock.packages).flatMap(([path, p]) => (p.engines && !Array.isArray(p.engines) && p.engines.node ? [{ path, node: p.engines.node }] : []));
    expect(asks.length).toBeGreaterThan(50);
    const refused = asks.filter((a) => !semver.satisfies(minimum, a.node) || !semver.satisfies('20.99.0', a.node));
    expect(refused).toEqual([]);
  });
});
