import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { appForTheseTests, withScreenshot } from './harness';
import { duelingRunesStep } from './drivers';

/**
 * End to end under the server's Content-Security-Policy: the built client, served by the real
 * server with its security headers, in Debian's Chromium. Nothing the client does — its scripts,
 * styles, the AI's Web Worker, the live socket — may be refused by the policy.
 */
const app = appForTheseTests();

/** One of Chromium's CSP issues, as the DevTools protocol reports it. */
interface Issue {
  code: string;
  details: { contentSecurityPolicyIssueDetails?: { violatedDirective: string; contentSecurityPolicyViolationType: string; blockedURL?: string; sourceCodeLocation?: { url: string } } };
}

/**
 * Records every CSP violation — reported by the page's `securitypolicyviolation` events and by
 * Chromium's issues for the page and its workers (a worker has no document to fire events on) —
 * and every console error and uncaught exception.
 */
async function watchPolicy(context: BrowserContext, page: Page): Promise<{ violations: string[]; errors: string[] }> {
  const violations: string[] = [];
  const errors: string[] = [];
  await context.exposeBinding('reportCspViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { reportCspViolation(text: string): Promise<void> }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('worker', (worker) =>
    worker.on('console', (message) => {
      if (message.type() === 'error') errors.push(`worker: ${message.text()}`);
    }),
  );
  const cdp = await context.newCDPSession(page);
  const record = (issue: Issue, where: string) => {
    const csp = issue.details.contentSecurityPolicyIssueDetails;
    if (issue.code === 'ContentSecurityPolicyIssue' && csp) violations.push(`${where}: ${csp.violatedDirective} ${csp.contentSecurityPolicyViolationType} ${csp.blockedURL ?? csp.sourceCodeLocation?.url ?? ''}`);
  };
  cdp.on('Audits.issueAdded', ({ issue }) => record(issue as Issue, 'page'));
  await cdp.send('Audits.enable');
  // Workers attach to this session; their issues arrive as messages from them.
  cdp.on('Target.attachedToTarget', ({ sessionId }) => void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: 1, method: 'Audits.enable' }) }));
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const event = JSON.parse(message) as { method?: string; params?: { issue: Issue } };
    if (event.method === 'Audits.issueAdded' && event.params) record(event.params.issue, 'worker');
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  return { violations, errors };
}

describe('the web client under its Content-Security-Policy', () => {
  it('finding 9: plays moves against the AI and opens a live socket with zero CSP violations', async () => {
    const context = await app.newContext();
    const page = await context.newPage();
    const seen = await watchPolicy(context, page);
    await withScreenshot(page, 'csp', async () => {
      const response = await page.goto(`${app.url}/`);
      expect(response?.headers()['content-security-policy']).toMatch(/default-src 'self'/);
      await page.evaluate(() => window.localStorage.setItem('decktet-table:fast', '1'));

      // Against the AI: the bots run in a Web Worker, which the policy must allow.
      await page.goto(`${app.url}/new/dueling-runes`);
      await page.getByLabel('Against the computer').check();
      await page.getByLabel('Difficulty').selectOption('easy');
      await page.getByRole('button', { name: 'Start' }).click();
      await page.waitForURL(/\/local\//);
      let moves = 0;
      for (let tries = 0; moves < 6 && tries < 2000; tries++) {
        const step = await duelingRunesStep(page);
        if (step === 'over') break;
        if (step.startsWith('error')) throw new Error(step);
        if (step === 'acted') moves++;
        else await page.waitForTimeout(40);
      }
      expect(moves).toBeGreaterThanOrEqual(6);
      expect(await page.locator('.log li').count()).toBeGreaterThan(0);

      // Online: the live socket to /ws on the same origin, and its first message.
      await page.goto(`${app.url}/new/dueling-runes`);
      await page.getByRole('radio', { name: /^Online/ }).check();
      await page.getByLabel('Your name').fill('Ada');
      const socket = page.waitForEvent('websocket');
      await page.getByRole('button', { name: 'Create the match' }).click();
      const ws = await socket;
      // The welcome, whatever else (a keep-alive pong) comes first.
      const isWelcome = (frame: { payload: string | Buffer }) => (JSON.parse(String(frame.payload)) as { type?: string }).type === 'welcome';
      const welcome = await ws.waitForEvent('framereceived', { predicate: isWelcome });
      expect(JSON.parse(String(welcome.payload))).toMatchObject({ type: 'welcome', seat: 0 });
      await page.getByLabel('Invite link', { exact: true }).waitFor();
    });
    expect(seen).toEqual({ violations: [], errors: [] });
    await context.close();
  }, 150_000);
});
