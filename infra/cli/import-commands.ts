/** `cms import wordpress`: the import, a progress bar on a terminal, the summary table at the end. */
import { once } from 'node:events';
import { createWriteStream, existsSync } from 'node:fs';
import { importWordpress } from '#domains/import/wordpress/import-wordpress';
import { MalformedWxr } from '#domains/import/wordpress/wxr-reader';
import { failures, formatReport } from '#domains/import/import-report';
import { CliError, type Output } from './output';

/** A bar on stderr when it is a terminal; nothing in pipes, logs and CI. */
async function progressBar(): Promise<{ update(done: number, total: number): void; stop(): void }> {
  if (!process.stderr.isTTY) return { update: () => undefined, stop: () => undefined };
  const { SingleBar, Presets } = require('cli-progress') as typeof import('cli-progress');
  const bar = new SingleBar({ stream: process.stderr, format: 'importing [{bar}] {value}/{total} items | {eta}s left', hideCursor: true }, Presets.shades_classic);
  let started = false;
  return {
    update(done, total) {
      if (!started) bar.start(total, 0);
      started = true;
      bar.update(done);
    },
    stop: () => started && bar.stop(),
  };
}

/** Exit code 2 when any entity failed (the report says which and why); 1 is for a run that could not start. */
export async function importWordpressCommand(path: string, options: { dryRun: boolean; keepHtml: boolean }, output: Output): Promise<number> {
  if (!existsSync(path)) throw new CliError(`import wordpress: no file ${path}`);
  const { dryRun, keepHtml } = options;
  const bar = await progressBar();
  let result;
  try {
    result = await importWordpress(path, { dryRun, keepHtml, onProgress: (done, total) => bar.update(done, total) });
  } catch (error) {
    if (error instanceof MalformedWxr) throw new CliError(`import wordpress: ${path}: ${error.message}; nothing was imported`);
    throw error;
  } finally {
    bar.stop();
  }
  const { site, report } = result;
  output.out(`${dryRun ? 'dry run (nothing written): ' : ''}${site.title || site.link} (WXR ${site.wxrVersion}) from ${path}`);
  for (const line of formatReport(report)) output.out(line);
  const failed = failures(report);
  if (failed > 0) output.err(`cms: import wordpress: ${failed} ${failed === 1 ? 'entity' : 'entities'} failed (see the reasons above); run again after fixing them: what was imported is skipped`);
  return failed > 0 ? 2 : 0;
}

/** `cms export`: the table as JSON lines, to a file or to stdout. */
export async function exportCommand(outPath: string | undefined, withSecrets: boolean, output: Output): Promise<number> {
  const { exportTable } = require('#domains/import/table-backup') as typeof import('#domains/import/table-backup');
  if (!outPath) {
    await exportTable(process.stdout, { withSecrets });
    return 0;
  }
  const file = createWriteStream(outPath, { encoding: 'utf8', mode: withSecrets ? 0o600 : 0o644 });
  await once(file, 'open');
  const items = await exportTable(file, { withSecrets });
  file.end();
  await once(file, 'finish');
  output.out(`exported ${items} items to ${outPath}${withSecrets ? ' (with password hashes: keep the file safe)' : ' (without password hashes)'}`);
  return 0;
}

/** `cms import json`: a file of `cms export` into an empty table, refused whole when a line is bad. */
export async function importJsonCommand(path: string, output: Output): Promise<number> {
  if (!existsSync(path)) throw new CliError(`import json: no file ${path}`);
  const { BadBackupLine, checkBackup, importTable, tableIsEmpty } = require('#domains/import/table-backup') as typeof import('#domains/import/table-backup');
  let facts;
  try {
    facts = await checkBackup(path);
  } catch (error) {
    if (error instanceof BadBackupLine) throw new CliError(`import json: ${path}: ${error.message}; nothing was imported`);
    throw error;
  }
  if (!(await tableIsEmpty())) throw new CliError('import json: the table is not empty: a backup is loaded into an empty table only');
  const imported = await importTable(path, facts);
  output.out(`imported ${imported.items} items from ${path}`);
  if (imported.posts + imported.revisions > 0) {
    const { content, title, excerpt } = imported.fields;
    output.out(
      `the HTML rule changed ${imported.posts} posts (content ${content}, title ${title}, excerpt ${excerpt}) and ${imported.revisions} revisions ` +
        'whose author lacks cms.content.unfiltered_html',
    );
  }
  return 0;
}
