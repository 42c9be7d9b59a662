/**
 * Browser tests: Chromium from the system's packages (Debian's `chromium`, which .ci/run installs
 * when missing) driven by playwright-core through `executablePath`, so no browser is downloaded.
 * Every page records what the browser reports (uncaught errors, CSP violations, failed loads), and
 * `axeViolations` runs axe-core in the page.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export { chromiumPath, launchChromium } from '#infra/console/chromium';

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /**
   * Uncaught errors, console errors (CSP violations among them), failed requests and refused answers
   * (`HTTP <status> <method> <url>`), except the 404 the API gives a list with nothing in it (spec).
   */
  problems: string[];
}

export async function watchedPage(browser: Browser, options: { locale?: string } = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ locale: options.locale ?? 'en-GB', timezoneId: 'Asia/Tehran', viewport: { width: 1280, height: 860 } });
  // A CI machine running the other tiers beside this one can be slow; nothing here waits on a timer.
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // The browser logs every refused answer this way too, without its URL: those are recorded below.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource: the server responded')) problems.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const request = response.request();
    const emptyList = response.status() === 404 && request.method() === 'GET' && /\/api\/admin\/v3\/.*\/(revisions|comments|post|media|tag|category|user|api-key|webhook|deliveries|audit-log)(\?|$)/.test(response.url());
    if (!emptyList) problems.push(`HTTP ${response.status()} ${request.method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
  return { page, context, problems };
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * axe-core's violations of impact `serious` or `critical` on the page as it is now. The script is
 * evaluated through the DevTools protocol, which the page's CSP does not govern.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    // Runs in the page (the test's own types have no DOM).
    const result = await axe.run((globalThis as unknown as { document: unknown }).document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations.map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, targets: violation.nodes.map((node) => String(node.target)) }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
