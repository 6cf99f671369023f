/**
 * Online play in Chromium against a real match server that a test can restart (same port, same
 * storage), with pages whose live sockets pass through a switch that can make them silently dead.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { LiveCreateMatchRequest, LiveJoinReply, LiveMatchSummary } from '@decktet/protocol';
import type { RunningServer, ServerOptions } from '@decktet/server';
import { builtClient, launchChromium } from './harness';

export interface OnlineApp {
  url: string;
  browser: Browser;
  /**
   * Stops the server and starts it again on the same port and storage, as an operator's restart
   * does; `whileDown` runs while it is stopped.
   */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
  createMatch(request: LiveCreateMatchRequest): Promise<LiveMatchSummary>;
  join(match: string, name: string): Promise<LiveJoinReply>;
  close(): Promise<void>;
}

export async function startOnlineApp(serverOptions: Partial<ServerOptions> = {}): Promise<OnlineApp> {
  const work = mkdtempSync(join(tmpdir(), 'decktet-web-online-'));
  const webDir = await builtClient();
  const { startServer } = await import('@decktet/server');
  const { LOOPBACK_PEOPLE } = await import('@decktet/server/testing');
  // Every browser here comes from 127.0.0.1: the limits that tell people apart by address are lifted.
  const options: ServerOptions = { host: '127.0.0.1', dataDir: join(work, 'data'), webDir, logLevel: 'silent', botWorkers: 1, ...serverOptions, limits: { ...LOOPBACK_PEOPLE, ...serverOptions.limits } };
  let server: RunningServer = await startServer({ ...options, port: 0 });
  const url = server.url.replace(/\/$/, '');
  const port = Number(new URL(url).port);
  const browser = await launchChromium();
  async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${url}${path}`, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const data: unknown = await res.json();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(data)}`);
    return data as T;
  }
  return {
    url,
    browser,
    async restart(whileDown) {
      await server.close();
      await whileDown?.();
      server = await startServer({ ...options, port });
    },
    api,
    createMatch: (request) => api<LiveMatchSummary>('POST', '/api/matches', request),
    join: (match, name) => api<LiveJoinReply>('POST', `/api/matches/${match}/join`, { name }),
    async close() {
      await browser.close().catch(() => {});
      await server.close().catch(() => {});
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** A page's live sockets, each passed through Playwright so a test can make the current ones silently dead. */
export interface SocketSwitch {
  /** Sockets the page has opened so far. */
  opened(): number;
  /**
   * From now on the open sockets carry nothing from the server to the page (what the page sends
   * still reaches the server), and never close: a laptop asleep, a network gone quiet. Sockets
   * opened later work.
   */
  silenceServer(): void;
}

export async function routeSockets(context: BrowserContext): Promise<SocketSwitch> {
  let opened = 0;
  const silenced = new Set<number>();
  const live = new Set<number>();
  await context.routeWebSocket(/\/ws$/, (ws) => {
    const id = ++opened;
    live.add(id);
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (!silenced.has(id)) ws.send(message);
    });
    ws.onClose((code, reason) => {
      live.delete(id);
      void server.close({ code, reason });
    });
    server.onClose((code, reason) => {
      live.delete(id);
      if (!silenced.has(id)) void ws.close({ code, reason });
    });
  });
  return {
    opened: () => opened,
    silenceServer() {
      for (const id of live) silenced.add(id);
    },
  };
}

export interface Person {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A person with a browser of their own (cookies and storage apart from the others'). */
export async function person(app: OnlineApp, viewport = { width: 1280, height: 800 }, route = false, from?: string): Promise<Person & { sockets: SocketSwitch | null }> {
  // `from`: the address this person's requests say they come from (the server must trust the proxy header).
  const context = await app.browser.newContext({ viewport, ...(from ? { extraHTTPHeaders: { 'x-forwarded-for': from } } : {}) });
  const sockets = route ? await routeSockets(context) : null;
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors, sockets };
}

/** Opens a match's invite link and takes a seat under `name`. */
export async function takeSeat(page: Page, app: OnlineApp, match: string, name: string): Promise<void> {
  await page.goto(`${app.url}/match/${match}`);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Take a seat' }).click();
  await page.getByRole('region', { name: 'Players' }).waitFor();
}

/** The text of a seat's entry in the list of players. */
export function seat(page: Page, name: string) {
  return page.getByRole('region', { name: 'Players' }).locator('li', { hasText: name });
}

/** The game's log lines on a page. */
export function logLines(page: Page): Promise<string[]> {
  return page.locator('.log li').allTextContents();
}

/** Hides (or shows) the tab as the browser would, firing `visibilitychange`. */
export async function setTabHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}
