/**
 * `npm run console:screenshots`: the console's main screens, in English and in Persian, as PNGs under
 * docs/screenshots (shown in docs/console.md). Starts its own local stack with the demo seed on free
 * ports, signs in as the demo admin in the system's Chromium, and stops everything after.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '#infra/local/dynamodb';
import { startLocalStack } from '#infra/local/start';
import { launchChromium } from '#infra/console/chromium';

const OUT = path.resolve(__dirname, '..', '..', 'docs', 'screenshots');

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const stack = await startLocalStack({ port: await freePort(), dynamoPort: await freePort(), seed: 'demo', quiet: true });
  const browser = await launchChromium();
  try {
    const demo = stack.demo!;
    for (const language of ['en', 'fa'] as const) {
      const context = await browser.newContext({ locale: language === 'fa' ? 'fa-IR' : 'en-GB', viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${stack.url}/admin/`);
      await page.locator('input[name=email]').fill(demo.admin.email);
      await page.locator('input[name=password]').fill(demo.admin.password);
      await page.locator('button[type=submit]').click();
      await page.locator('table.posts').waitFor();
      await page.screenshot({ path: path.join(OUT, `posts-${language}.png`) });
      // The first Persian demo post in the list, in the editor with its preview.
      const link = page.locator('table.posts tbody tr td a').filter({ hasText: language === 'fa' ? /[\u0600-\u06FF]/ : /Serverless CMS/ }).first();
      await link.click();
      await page.locator('.rendered h1, .rendered h2, .rendered p').first().waitFor();
      await page.screenshot({ path: path.join(OUT, `editor-${language}.png`) });
      await page.goto(`${stack.url}/admin/#/comments`);
      await page.locator('select[name=post] option').nth(1).waitFor({ state: 'attached' });
      const withComments = await page.locator('select[name=post] option').evaluateAll((options) =>
        options.map((option) => (option as unknown as { value: string; textContent: string }).value).filter(Boolean),
      );
      for (const id of withComments) {
        await page.goto(`${stack.url}/admin/#/comments/${id}`);
        await page.waitForLoadState('networkidle');
        if ((await page.locator('li.comment').count()) > 0) break;
      }
      await page.screenshot({ path: path.join(OUT, `comments-${language}.png`) });
      await context.close();
      process.stdout.write(`screenshots (${language}) written to ${path.relative(process.cwd(), OUT)}\n`);
    }
  } finally {
    await browser.close();
    await stack.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
