import { afterAll, beforeAll } from 'vitest';
/**
 * Browser-test harness: builds the client, starts the real match server serving it, and drives
 * Debian's Chromium through playwright-core (never a downloaded browser).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import type { ServerOptions } from '@decktet/server';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const RESULTS_DIR = fileURLToPath(new URL('../../../test-results/web', import.meta.url));
/**
 * Debian's Chromium, two ways. Most tests drive the headless shell (package
 * chromium-headless-shell): the same Blink and V8 without the desktop browser around them, at
 * about 40 % of the full browser's CPU for the same test, which is most of the browser tier's time
 * on a two-core machine. The shell shows no notifications, so a test that checks what the service
 * worker shows launches the full browser (`notifications: true`).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_SHELL = process.env.CHROMIUM_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** What a test needs of its browser. */
export interface BrowserNeeds {
  /** The service worker's notifications are shown (only the full browser shows them). */
  notifications?: boolean;
}

/** A Chromium with a fresh, throw-away profile (launch() gives every run its own user-data-dir). */
export function launchChromium(needs: BrowserNeeds = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: needs.notifications ? CHROMIUM : CHROMIUM_SHELL,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
const BUILDS_DIR = fileURLToPath(new URL('../../../test-results/web-builds', import.meta.url));

/** Builds the client into a fresh folder (tests never touch packages/web/dist). */
export async function buildClient(outDir: string): Promise<void> {
  const { build } = await import('vite');
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's slow development build:
  // the browser tests must exercise what `npm start` serves.
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: WEB_ROOT, configFile: join(WEB_ROOT, 'vite.config.ts'), mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = before;
  }
}

/** What the built client is made from: every package's sources (tests aside), the page, its public files, the build's settings, the locked dependencies. */
function clientSources(): string[] {
  const packages = join(WEB_ROOT, '..');
  const files = [join(WEB_ROOT, 'index.html'), join(WEB_ROOT, 'vite.config.ts'), join(packages, '..', 'package-lock.json')];
  const roots = [join(WEB_ROOT, 'public'), ...readdirSync(packages).flatMap((p) => (p === 'games' ? readdirSync(join(packages, p)).map((g) => join(packages, p, g, 'src')) : [join(packages, p, 'src')]))];
  for (const root of roots) {
    if (!existsSync(root)) continue;
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) files.push(join(entry.parentPath, entry.name));
    }
  }
  return files.sort();
}

/**
 * The client built for this run's sources, shared by every browser-test file: built once per
 * content (the first file to ask builds it into a temporary folder and renames it into place; the
 * others wait for it), under test-results, so an unchanged tree is never built twice.
 */
export async function builtClient(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of clientSources()) hash.update(file).update(readFileSync(file));
  const dir = join(BUILDS_DIR, hash.digest('hex').slice(0, 16));
  if (existsSync(join(dir, 'index.html'))) return dir;
  mkdirSync(BUILDS_DIR, { recursive: true });
  const lock = `${dir}.building`;
  try {
    mkdirSync(lock);
  } catch {
    // Another test file is building it: wait (a build takes seconds; a stale lock from a killed run is taken over after 3 minutes).
    for (const until = Date.now() + 180_000; Date.now() < until; await new Promise((r) => setTimeout(r, 250))) if (existsSync(join(dir, 'index.html'))) return dir;
    rmSync(lock, { recursive: true, force: true });
    mkdirSync(lock);
  }
  try {
    const temporary = join(lock, 'dist');
    await buildClient(temporary);
    renameSync(temporary, dir);
    // Builds of other trees made over an hour ago are no run's any more.
    for (const other of readdirSync(BUILDS_DIR)) {
      const path = join(BUILDS_DIR, other);
      if (path !== dir && !other.endsWith('.building') && Date.now() - statSync(path).mtimeMs > 3600_000) rmSync(path, { recursive: true, force: true });
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  return dir;
}

export interface App {
  url: string;
  /** The built client the server serves. */
  webDir: string;
  browser: Browser;
  newContext(viewport?: { width: number; height: number }): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * The app for one test file: started before its tests, closed after them. Read its fields inside
 * tests (it is started by then).
 */
export function appForTheseTests(serverOptions: AppServerOptions | (() => AppServerOptions) = {}, needs: BrowserNeeds = {}): App {
  let started: App | undefined;
  beforeAll(async () => {
    started = await startApp(typeof serverOptions === 'function' ? serverOptions() : serverOptions, needs);
  }, 180_000);
  afterAll(async () => {
    await started?.close();
  });
  const app = (): App => {
    if (!started) throw new Error('the app is started before the tests run: read it inside a test');
    return started;
  };
  return {
    get url() {
      return app().url;
    },
    get webDir() {
      return app().webDir;
    },
    get browser() {
      return app().browser;
    },
    newContext: (viewport) => app().newContext(viewport),
    close: () => app().close(),
  };
}

/**
 * What a test may set of the server beside the harness's own choices: a database URL (PostgreSQL
 * instead of SQLite), a clock the test moves, push services, limits.
 */
export type AppServerOptions = Omit<ServerOptions, 'port' | 'host' | 'dataDir' | 'webDir'>;

/** Builds the client (once per run), starts a server on a free port with throw-away storage, launches Chromium. */
export async function startApp(serverOptions: AppServerOptions = {}, needs: BrowserNeeds = {}): Promise<App> {
  const work = mkdtempSync(join(tmpdir(), 'decktet-web-e2e-'));
  const webDir = await builtClient();
  const { startServer } = await import('@decktet/server');
  const { LOOPBACK_PEOPLE } = await import('@decktet/server/testing');
  // Every browser here comes from 127.0.0.1: the limits that tell people apart by address are lifted.
  const server = await startServer({ logLevel: 'silent', botWorkers: 1, ...serverOptions, limits: { ...LOOPBACK_PEOPLE, ...serverOptions.limits }, port: 0, host: '127.0.0.1', dataDir: join(work, 'data'), webDir });
  const browser = await launchChromium(needs);
  return {
    url: server.url.replace(/\/$/, ''),
    webDir,
    browser,
    newContext: (viewport = { width: 1280, height: 900 }) => browser.newContext({ viewport }),
    async close() {
      await browser.close().catch(() => {});
      await server.close().catch(() => {});
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * A player's page on the home screen: its uncaught errors are collected, the AI plays without the
 * pause meant for people, and (with `reducedMotion`) new prompts scroll into view at once rather
 * than smoothly, so that a click lands where it aims.
 */
export async function openPlayerPage(app: App, options: { viewport?: { width: number; height: number }; reducedMotion?: boolean } = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await app.newContext(options.viewport);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${app.url}/`);
  await page.evaluate(() => window.localStorage.setItem('decktet-table:fast', '1'));
  return { page, errors };
}

/**
 * The page's browser takes `name` through the API, as the take-a-name page does (its own e2e is
 * players.test.ts): the session cookie and the device key are this browser's from then on.
 */
export async function takeNameHere(page: Page, name: string): Promise<void> {
  await page.evaluate(async (n) => {
    const res = await fetch('/api/players', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: n }) });
    const { deviceKey } = (await res.json()) as { deviceKey: string };
    localStorage.setItem('decktet-table:player', JSON.stringify({ deviceKey }));
  }, name);
}

/** Keeps a screenshot of the page under test-results/web when a step fails, then rethrows. */
export async function withScreenshot<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    mkdirSync(RESULTS_DIR, { recursive: true });
    await page.screenshot({ path: join(RESULTS_DIR, `${name}.png`), fullPage: true }).catch(() => {});
    throw error;
  }
}

/** The gzip size of a built file, addressed by its URL path ("/assets/index-….js"). */
export function gzipBytes(webDir: string, urlPath: string): number {
  return gzipSync(readFileSync(join(webDir, urlPath.replace(/^\//, '')))).length;
}
