/**
 * The admin console's budgets (issue 14): what a first visit downloads (the compressed JavaScript
 * `index.html` loads before the first screen: the entry and the chunks it imports statically; the
 * preview's parsers load later, when the editor opens), and how soon the posts screen is interactive
 * against a local stack on this machine: a fresh browser context (empty cache) with a signed-in tab
 * opens `/admin/#/posts`, and the time is read in the page (performance.now(), from navigation start)
 * once the rows are shown and the filters usable: config, profile, taxonomy and the post list fetched
 * and rendered. The first load after start also pays the local gateway's first import of each route's
 * handler (a cold start, which a deployed function pays once per instance): it and one more load are
 * not counted; the budget holds the median of the loads after them (the worst is reported: on a
 * machine shared with other work it is mostly that work).
 */
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { buildConsole } from '#infra/console/build';
import { launchChromium } from '#infra/console/chromium';
import { freePort } from '#infra/local/dynamodb';
import { startLocalStack } from '#infra/local/start';
import { benchDynamoPort } from './dynamo-port';
import { kb, ms, table, type Budget } from './report';
import { median } from './stats';

export const FIRST_LOAD_BUDGET_BYTES = 200 * 1024;
export const POSTS_INTERACTIVE_BUDGET_MS = 1000;
const ROUNDS = 9;
/** Loads before the measured ones: the first imports each route's handler, the next finds the seed's stream work done. */
const WARM_UP = 2;

export interface ConsoleFigures {
  section: string;
  budgets: Budget[];
  results: Record<string, unknown>;
}

export async function measureConsole(log: (line: string) => void): Promise<ConsoleFigures> {
  log('console: building it as npm start and the stack do');
  const built = await buildConsole();
  const sizes = built.files.map((file) => ({ name: file.name, bytes: file.body.length, gzip: gzipSync(file.body, { level: 9 }).length, initial: built.initialScripts.includes(file.name) }));
  const firstLoad = sizes.filter((file) => file.initial).reduce((sum, file) => sum + file.gzip, 0);

  log(`console: the posts screen, ${ROUNDS} cold loads against a local demo stack`);
  const stack = await startLocalStack({ port: await freePort(), dynamoPort: await benchDynamoPort(), seed: 'demo', quiet: true });
  const browser = await launchChromium();
  const timings: number[] = [];
  try {
    const demo = stack.demo!;
    const login = await fetch(`${stack.url}/api/client/v3/auth/login`, {
      method: 'POST',
      headers: { 'Api-Key': demo.clientApiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: demo.admin.email, password: demo.admin.password }),
    });
    const { data } = (await login.json()) as { data: { token: string; expires_at: string } };
    const profile = await fetch(`${stack.url}/api/client/v3/user/profile`, { headers: { 'Api-Key': demo.clientApiKey, Authorization: `Bearer ${data.token}` } });
    const { result: user } = (await profile.json()) as { result: { id: number; email: string; roles: string[] } };
    const kept = JSON.stringify({ token: data.token, expiresAt: data.expires_at, user: { id: user.id, email: user.email, name: user.email, roles: user.roles } });
    for (let round = 0; round < WARM_UP + ROUNDS; round++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      // The tab's session, as the login screen leaves it (console/src/session.ts).
      await context.addInitScript((session) => (globalThis as unknown as { sessionStorage: { setItem(key: string, value: string): void } }).sessionStorage.setItem('cms-console-session', session), kept);
      const page = await context.newPage();
      await page.goto(`${stack.url}/admin/#/posts`);
      await page.locator('table.posts tbody tr').first().waitFor();
      await page.locator('form.filters button[type=submit]:enabled').waitFor();
      timings.push(await page.evaluate(() => performance.now()));
      await context.close();
    }
  } finally {
    await browser.close();
    await stack.close();
  }
  const coldStart = timings[0]!;
  const loads = timings.slice(WARM_UP);
  const worst = Math.max(...loads);
  const typical = median(loads);
  const load = os.loadavg()[0]!.toFixed(1);
  const section =
    `### Admin console\n\nFirst load: the JavaScript index.html loads before the first screen, gzip -9. ` +
    `Posts screen: ${ROUNDS} cold loads (new browser context, signed-in tab) of /admin/#/posts against \`npm start\`'s stack, ` +
    `from navigation start to rows shown and filters usable: median ${ms(typical)} ms, worst ${ms(worst)} ms (load average ${load} on ${os.cpus().length} CPUs); ` +
    `the first load after start, which also imports each route's handler in the local gateway (a cold start), ${ms(coldStart)} ms.\n\n` +
    table(
      ['file', 'KB', 'gzip KB', 'first load'],
      sizes.map((file) => [file.name, kb(file.bytes), kb(file.gzip), file.initial ? 'yes' : '']),
      ['l', 'r', 'r', 'l'],
    );
  return {
    section,
    budgets: [
      { name: `console first load <= ${FIRST_LOAD_BUDGET_BYTES / 1024} KB of compressed JavaScript`, pass: firstLoad <= FIRST_LOAD_BUDGET_BYTES, detail: `${kb(firstLoad)} KB gzip (${built.initialScripts.join(', ')})` },
      {
        name: `console posts screen interactive <= ${POSTS_INTERACTIVE_BUDGET_MS} ms (median of ${ROUNDS} cold browser loads, local stack)`,
        pass: typical <= POSTS_INTERACTIVE_BUDGET_MS,
        detail: `median ${ms(typical)} ms, worst ${ms(worst)} ms, load average ${load} (first load after start, cold handlers: ${ms(coldStart)} ms)`,
      },
    ],
    results: { files: sizes, firstLoadGzipBytes: firstLoad, postsInteractiveMs: loads, postsInteractiveColdStartMs: coldStart },
  };
}
