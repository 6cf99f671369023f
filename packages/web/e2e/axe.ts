/** Accessibility checks by axe-core on the page as it is now. */
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';

/**
 * The serious and critical violations on the page as it is now, one line per element.
 *
 * Every rule runs, on the whole page, as before; two things that cost time and checked nothing
 * are left out (docs/performance.md, "axe without its waste"): axe runs in the page itself
 * (`axe.run`, "legacy mode") instead of running per frame and finishing in a second, blank page
 * the builder opens, loads axe into again and copies every result to (frames are still checked:
 * the builder loads axe into each, and `axe.run` reaches them), and it details only the
 * violations (`resultTypes`), not the thousands of elements that pass, which no check here reads.
 * Every rule still says whether it passed, so a run that checked nothing fails here.
 */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
  if (results.passes.length === 0) throw new Error(`${where}: axe ran no rule that passed, so it checked nothing`);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${where}: ${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? v.help}`));
}
