/**
 * The README is a way in and docs/ the rest, and neither may point where nothing is: every relative
 * link of README.md and docs/ names a file of the repository and, with a `#fragment`, a heading of
 * that page (as GitHub makes its anchors); every page of docs/ is in its index; the README stays an
 * entry hall; and no page sends a reader outside the clone (a clone has nothing beside it).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, documentationPages } from '#test/support/doc-commands';

const README_MAX_LINES = 300;

/** The page's text outside fenced code blocks (a link inside one is an example, not a link). */
function prose(file: string): string {
  return readFileSync(path.join(REPO_ROOT, file), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as dashes; repeats numbered. */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of prose(file).matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const base = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** Every relative Markdown link of a page: `[text](target)`, not http(s), mailto or a bare anchor of another site. */
function relativeLinks(file: string): string[] {
  return [...prose(file).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z]+:/i.test(target));
}

describe('the README and docs/', () => {
  const pages = documentationPages();

  test('every relative link names a file of the repository, and a heading of it when it has a #fragment', () => {
    // Act
    const broken: string[] = [];
    for (const page of pages) {
      for (const target of relativeLinks(page)) {
        const [file, fragment] = target.split('#') as [string, string | undefined];
        const resolved = file ? path.normalize(path.join(path.dirname(page), decodeURIComponent(file))) : page;
        if (resolved.startsWith('..') || !existsSync(path.join(REPO_ROOT, resolved))) broken.push(`${page}: ${target} (no file)`);
        else if (fragment !== undefined && resolved.endsWith('.md') && !anchorsOf(resolved).has(fragment)) broken.push(`${page}: ${target} (no such heading)`);
      }
    }
    // Assess
    expect(broken).toEqual([]);
  });

  test('every page of docs/ is listed in the index, docs/README.md', () => {
    // Prepare
    const index = relativeLinks('docs/README.md').map((target) => path.join('docs', target.split('#')[0]!));
    // Act
    const unlisted = pages.filter((page) => page.startsWith('docs/') && page !== 'docs/README.md' && !index.includes(page));
    // Assess
    expect(unlisted).toEqual([]);
  });

  test(`the README is an entry hall: at most ${README_MAX_LINES} lines, linking the index`, () => {
    // Prepare
    const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    // Assess
    expect(readme.split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
    expect(relativeLinks('README.md')).toContain('docs/README.md');
  });

  test('no page points outside the clone (../shared, a sibling folder a clone does not have)', () => {
    // Act
    const outside = pages.filter((page) => /\.\.\/shared|shared\/(fixtures|spec|CONTRACT)/.test(readFileSync(path.join(REPO_ROOT, page), 'utf8')));
    // Assess
    expect(outside).toEqual([]);
  });
});
