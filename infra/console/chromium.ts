/**
 * The system's Chromium (Debian's `chromium` package, which .ci/run installs when missing), driven by
 * playwright-core through `executablePath`: no browser is ever downloaded.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/lib/chromium/chromium', '/usr/bin/google-chrome'];

export function chromiumPath(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return configured;
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`no Chromium found (${CANDIDATES.join(', ')}): apt-get install chromium, or set CHROMIUM_PATH`);
  return found;
}

export function launchChromium(): Promise<Browser> {
  // As root in a container Chromium's sandbox lacks the namespaces it needs; playwright passes --no-sandbox.
  return chromium.launch({ executablePath: chromiumPath(), args: ['--disable-dev-shm-usage'] });
}
