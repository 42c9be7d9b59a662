/**
 * The shell blocks of the README and docs/, read where they are written, so that a test runs the
 * commands a page shows instead of a copy of them. Each ```sh block carries, on the line before it, a
 * marker saying how it is held (test/http/readme-walkthrough.test.ts checks that every block has one):
 *
 * - `<!-- commands: demo-stack -->`: run by the walkthrough against a fresh `npm start`;
 * - `<!-- commands: see FILE, FILE -->`: run by those tests or scripts (`commandsHeldBy(FILE)` reads them);
 * - `<!-- commands: not-run: REASON -->`: cannot run here (an AWS account); checked for shell syntax.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface ShellBlock {
  file: string;
  /** The line of the opening fence, counted from 1. */
  line: number;
  marker: string | undefined;
  body: string;
}

/** README.md and every page under docs/, relative to the repository root. */
export function documentationPages(): string[] {
  const docs = readdirSync(path.join(REPO_ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name))
    .sort();
  return ['README.md', ...docs];
}

/** Every ```sh, ```bash or ```shell block of a page, with the marker on the line before it. */
export function shellBlocks(file: string): ShellBlock[] {
  const lines = readFileSync(path.join(REPO_ROOT, file), 'utf8').split('\n');
  const blocks: ShellBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = /^```(\w*)/.exec(lines[index]!);
    if (!open) continue;
    const end = lines.findIndex((line, at) => at > index && line.startsWith('```'));
    if (['sh', 'bash', 'shell'].includes(open[1]!)) {
      const marker = /^<!-- commands: (.+) -->$/.exec(lines[index - 1] ?? '')?.[1];
      blocks.push({ file, line: index + 1, marker, body: lines.slice(index + 1, end).join('\n') });
    }
    index = end;
  }
  return blocks;
}

/** The files a `see FILE, FILE` marker names. */
export const heldBy = (block: ShellBlock): string[] => (block.marker?.startsWith('see ') ? block.marker.slice(4).split(/,\s*/) : []);

/**
 * The commands of every block of the README and docs/ whose marker names `testFile` (relative to the
 * repository root), one per line, comments and blank lines left out. Fails when there is none, so a
 * page that drops its block, or its marker, fails the test that runs it.
 */
export function commandsHeldBy(testFile: string): string[] {
  const blocks = documentationPages().flatMap(shellBlocks).filter((block) => heldBy(block).includes(testFile));
  if (blocks.length === 0) throw new Error(`no shell block of the README or docs/ is marked <!-- commands: see ${testFile} -->`);
  return blocks.flatMap((block) =>
    block.body
      .split('\n')
      .map((line) => line.replace(/\s+#.*$/, '').trim())
      .filter((line) => line && !line.startsWith('#')),
  );
}
