/**
 * Worst-case post bodies of issue 11 ("quadratic content work"), any size up to the content limit:
 * the shapes that made the former regular-expression pass quadratic or backtrack. Shared by the
 * bench's `content` section and the scaling tests (test/unit/content/linear-time.test.ts).
 */
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
    // HTML lists nested to the end of the body, after Markdown lists each one level deeper, up to the
    // 40 levels Markdown accepts (deeper is a 422: markdown-it would drop the rest of the body).
    body: (bytes) => {
      let markdown = '';
      for (let depth = 0; depth < 40; depth++) markdown += `${'  '.repeat(depth)}- x\n`;
      return `${markdown}\n${fill('<ul><li>', bytes - markdown.length - 1)}`.slice(0, bytes);
    },
  },
  { name: '20,000 links (per 100 KB)', format: 'markdown', body: (bytes) => fill('[](b)', bytes) },
  { name: 'headings with one title (anchors)', format: 'html', body: (bytes) => fill('<h2>a</h2>', bytes) },
];

/** A plain 1 KB post: the read baseline. */
export function ordinaryContent(bytes = 1000): string {
  const paragraph = '<p>Serverless functions start cold, so every kilobyte of a bundle and every parse at import counts.</p>\n';
  return `<h2>Intro</h2>\n${paragraph.repeat(Math.max(1, Math.floor((bytes - 20) / paragraph.length)))}`;
}
