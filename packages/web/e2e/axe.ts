/** Accessibility checks by axe-core on the page as it is now. */
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';

/** The serious and critical violations on the page as it is now, one line per element. */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${where}: ${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? v.help}`));
}
