/**
 * Worst-case post bodies of issue 11 ("quadratic content work"), any size up to the content limit:
 * the shapes that made the former regular-expression pass quadratic or backtrack. Shared by the
 * bench's `content` section and the content tests (test/unit/content).
 */
import { MAX_HTML_DEPTH } from '#domains/content/content-errors';

export interface ContentCase {
  name: string;
  format: 'markdown' | 'html';
  /** A body of about `bytes` bytes (never more). */
  body(bytes: number): string;
}

const fill = (unit: string, bytes: number) => unit.repeat(Math.max(1, Math.floor(bytes / unit.length)));

export const WORST_CASE_CONTENTS: readonly ContentCase[] = [
  { name: '"# h\\n" repeated', format: 'markdown', body: (bytes) => fill('# h\n', bytes) },
  { name: '"# a" + spaces + "x"', format: 'markdown', body: (bytes) => `# a${' '.repeat(bytes - 4)}x` },
  {
    name: 'deeply nested lists',
    format: 'markdown',
    // Markdown lists each one level deeper, up to the 40 levels Markdown accepts (deeper is a 422:
    // markdown-it would drop the rest of the body), then HTML lists nested as deep as HTML may
    // (MAX_HTML_DEPTH elements), closed, and again, to the end of the body.
    body: (bytes) => {
      let markdown = '';
      for (let depth = 0; depth < 40; depth++) markdown += `${'  '.repeat(depth)}- x\n`;
      const levels = MAX_HTML_DEPTH / 2 - 1;
      const block = `${'<ul><li>'.repeat(levels)}x${'</li></ul>'.repeat(levels)}`;
      return `${markdown}\n${fill(block, bytes - markdown.length - 1)}`;
    },
  },
  { name: '20,000 links (per 100 KB)', format: 'markdown', body: (bytes) => fill('[](b)', bytes) },
  { name: 'headings with one title (anchors)', format: 'html', body: (bytes) => fill('<h2>a</h2>', bytes) },
];

/**
 * The former worst case, HTML lists nested to the end of the body (12,500 deep in 100 KB): quadratic
 * for an HTML parser, so refused (422) past MAX_HTML_DEPTH; the bench times the refusal.
 */
export const NESTED_PAST_THE_LIMIT: ContentCase = { name: 'HTML nested to the end (refused: 422)', format: 'html', body: (bytes) => fill('<ul><li>', bytes) };

/** A plain 1 KB post: the read baseline. */
export function ordinaryContent(bytes = 1000): string {
  const paragraph = '<p>Serverless functions start cold, so every kilobyte of a bundle and every parse at import counts.</p>\n';
  return `<h2>Intro</h2>\n${paragraph.repeat(Math.max(1, Math.floor((bytes - 20) / paragraph.length)))}`;
}
