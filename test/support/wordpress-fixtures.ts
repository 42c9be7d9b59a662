/**
 * The WordPress exports the import is tested on.
 *
 * The project's own (test/fixtures/wordpress, its README says what each file exercises) are always
 * there: every guarantee of the reader and the import is tested on them.
 *
 * WordPress's own exports (the importer plugin's test data: the theme unit test site, ...) are an
 * extra run when `WXR_FIXTURES` names the folder that holds them; they are never copied into the
 * repository. Without it their tests are skipped, visibly: `describeOnRealExports` is `describe.skip`
 * (jest lists them as skipped), and the run's summary (test/support/summary-reporter.js) says why once.
 */
import { statSync } from 'node:fs';
import path from 'node:path';

const OWN = path.resolve(__dirname, '..', 'fixtures', 'wordpress');

/** The path of one of the project's own exports. */
export const ownExport = (file: string): string => path.join(OWN, file);

/** The folder WXR_FIXTURES names, or undefined; a name that is not a folder fails the file at once. */
function realExportsFolder(): string | undefined {
  const folder = process.env.WXR_FIXTURES;
  if (!folder) return undefined;
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`WXR_FIXTURES=${folder}: no such folder`);
  return path.resolve(folder);
}

const REAL = realExportsFolder();

/** The path of one of WordPress's own exports (only inside `describeOnRealExports`). */
export const realExport = (file: string): string => path.join(REAL ?? '(WXR_FIXTURES is not set)', file);

/** The title of every group of tests on WordPress's own exports: the summary reporter finds them by its `(WXR_FIXTURES)`. */
export const ON_REAL_EXPORTS = "on WordPress's own exports (WXR_FIXTURES)";

/** `describe(ON_REAL_EXPORTS, ...)` when WXR_FIXTURES is set, `describe.skip` when not. */
export const describeOnRealExports = (body: () => void): void => (REAL ? describe : describe.skip)(ON_REAL_EXPORTS, body);
