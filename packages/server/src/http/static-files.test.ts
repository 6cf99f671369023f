import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyGame, goofspiel } from '@decktet/engine';
import { createMatch, testServer } from '../../test/fixtures';

/**
 * The web client's files as the installable app needs them: the service worker and the manifest
 * allowed by the Content-Security-Policy, a new release reaching the service worker at once, and
 * no API answer ever kept by a cache.
 */
const games = [goofspiel as unknown as AnyGame];
let server: Awaited<ReturnType<typeof testServer>>;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'decktet-web-'));
  mkdirSync(join(webDir, 'assets'));
  mkdirSync(join(webDir, 'icons'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Decktet Table</title><link rel="manifest" href="/manifest.webmanifest"><div id="root"></div>');
  writeFileSync(join(webDir, 'sw.js'), 'importScripts("/push-worker.js");');
  writeFileSync(join(webDir, 'push-worker.js'), 'self.addEventListener("push", () => {});');
  writeFileSync(join(webDir, 'manifest.webmanifest'), JSON.stringify({ name: 'Decktet Table', start_url: '/' }));
  writeFileSync(join(webDir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(webDir, 'assets', 'index-AbC123.js'), 'export {};');
  server = await testServer(games, { webDir });
});
afterAll(async () => {
  await server.dispose();
  rmSync(webDir, { recursive: true, force: true });
});

describe('the web client as an installable app', () => {
  it('serves the service worker and the manifest under a policy that allows them', async () => {
    const worker = await fetch(`${server.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    // A worker at the root controls the whole site without a Service-Worker-Allowed header.
    expect(worker.headers.get('service-worker-allowed')).toBeNull();
    const manifest = await fetch(`${server.url}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const csp = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('keeps files named by their content for a year, and has every other file checked on each use', async () => {
    expect((await fetch(`${server.url}/assets/index-AbC123.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/sw.js', '/push-worker.js', '/manifest.webmanifest', '/icons/icon-192.png', '/match/some-id']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('tells every cache to keep no API answer, a seat’s view least of all', async () => {
    const { id } = await createMatch(server.url, { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }] });
    for (const [path, status] of [[`/api/matches/${id}`, 200], [`/api/matches/${id}/spectate`, 200], ['/api/games', 200], ['/api/no-such-thing', 404]] as const) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(status);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});
