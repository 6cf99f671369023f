import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goofspiel } from '@decktet/engine';
import { LIVE_PROTOCOL_VERSION } from '@decktet/protocol';
import { createMatch, testServer } from '../test/fixtures';
import { rawSocket } from '../test/sockets';

const games = [goofspiel];
let server: Awaited<ReturnType<typeof testServer>>;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'decktet-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Decktet Table</title><div id="root"></div>');
  server = await testServer(games, { webDir, allowedOrigins: ['https://friends.example'] });
});
afterAll(async () => {
  await server.dispose();
  rmSync(webDir, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  return new Map((header ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name!, values]));
}

describe('finding 9: browser hardening headers', () => {
  it('finding 9: the web client is served with a strict CSP, no framing, nosniff and a referrer policy', async () => {
    for (const path of ['/', '/match/some-id']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
    const api = await fetch(`${server.url}/api/games`);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('finding 9: the Origin of live sockets', () => {
  const hello = (match: string) => JSON.stringify({ type: 'hello', v: LIVE_PROTOCOL_VERSION, match });

  it('finding 9: a page on another site cannot open a live socket (403); the same origin, allowed origins and clients without an Origin can', async () => {
    const match = await createMatch(server.url, { game: 'goofspiel', seats: [{ kind: 'human' }, { kind: 'human' }] });
    const foreign = rawSocket(server.url, { origin: 'https://evil.example' });
    await expect(foreign.opened).rejects.toThrow(/403/);
    const nullOrigin = rawSocket(server.url, { origin: 'null' });
    await expect(nullOrigin.opened).rejects.toThrow(/403/);

    const host = new URL(server.url).host;
    const allowed: Record<string, string>[] = [{ origin: `http://${host}` }, { origin: 'https://friends.example' }, {}];
    for (const headers of allowed) {
      const socket = rawSocket(server.url, headers);
      await socket.opened;
      socket.ws.send(hello(match.id));
      await new Promise<void>((resolve) => socket.ws.once('message', () => resolve()));
      expect(socket.messages[0]).toMatchObject({ type: 'welcome' });
      socket.ws.close();
    }
  });
});
