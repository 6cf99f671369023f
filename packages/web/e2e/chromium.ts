/**
 * Debian's Chromium for the browser tests (never a downloaded browser): one per run, shared by
 * every browser-test file. `npm test` and the browser tier start it once (`shareChromium`, the
 * browser project's global setup) and each file connects to it; each test still works in fresh
 * browser contexts of its own (cookies, storage, service workers, permissions), as it did in a
 * browser of its own.
 */
import { type Browser, chromium } from 'playwright-core';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const LAUNCH = {
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/**
 * The run's Chromium, connected to; a browser of the file's own where no run shares one (a file
 * run outside the browser project). Closing what this gives closes the contexts it opened.
 */
export async function openChromium(): Promise<Browser> {
  const shared = inject('chromium');
  return shared ? chromium.connect(shared) : chromium.launch(LAUNCH);
}

/** Global setup of the browser project: starts the run's Chromium, and stops it after the last file. */
export default async function shareChromium(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer(LAUNCH);
  project.provide('chromium', server.wsEndpoint());
  return () => server.close();
}
