/**
 * Draws the installed app's icons (public/icons/*.png) from the site's mark (public/favicon.svg)
 * in Debian's Chromium, the browser the e2e tests drive: `npx tsx packages/web/bin/app-icons.ts`.
 * Run it again when the mark changes; the PNGs are committed, so a build needs no browser.
 *
 * - `icon-192.png`, `icon-512.png` (purpose "any"): the card on a transparent square.
 * - `maskable-512.png` (purpose "maskable"): the card inside the central 68 % of a square (its corners within the 80 % circle) filled
 *   with the theme colour, so any mask a launcher applies (circle, squircle) keeps it whole.
 * - `apple-touch-icon.png` (180 px): iOS fills transparency with black, so it has the background too.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const PUBLIC = fileURLToPath(new URL('../public', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The page's theme colour (index.html, the manifest). */
const THEME = '#1d2330';

interface Icon {
  file: string;
  size: number;
  /** The mark's share of the square's side. */
  mark: number;
  background: string | null;
}

const ICONS: Icon[] = [
  { file: 'icon-192.png', size: 192, mark: 1, background: null },
  { file: 'icon-512.png', size: 512, mark: 1, background: null },
  { file: 'maskable-512.png', size: 512, mark: 0.68, background: THEME },
  { file: 'apple-touch-icon.png', size: 180, mark: 0.8, background: THEME },
];

async function main(): Promise<void> {
  const svg = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8');
  const out = join(PUBLIC, 'icons');
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
      const side = Math.round(icon.size * icon.mark);
      const markup = svg.replace('<svg ', `<svg width="${side}" height="${side}" `);
      await page.setContent(
        `<!doctype html><html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.background ?? 'transparent'}">${markup}</body></html>`,
      );
      await page.screenshot({ path: join(out, icon.file), omitBackground: icon.background === null, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
      await page.close();
      console.log(`${icon.file}: ${icon.size}×${icon.size}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
