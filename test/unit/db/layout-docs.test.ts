/** docs/data-model.md states the layout the code reads: its opening line and its table of versions. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LAYOUT_VERSION } from '#platform/db/layout';

const DOC = readFileSync(path.resolve(__dirname, '..', '..', '..', 'docs', 'data-model.md'), 'utf8');

test('the data model names the layout version of the code (shared/platform/db/layout.ts)', () => {
  // Act
  const stated = /\(layout version (\d+)/.exec(DOC)?.[1];
  // Assess
  expect(Number(stated)).toBe(LAYOUT_VERSION);
});

test('its table of layout versions runs from 1 to the code\'s, one row a version', () => {
  // Prepare
  const section = DOC.slice(DOC.indexOf('## Layout versions'), DOC.indexOf('\n## ', DOC.indexOf('## Layout versions') + 1));
  // Act
  const versions = [...section.matchAll(/^\| (\d+) \|/gm)].map((match) => Number(match[1]));
  // Assess
  expect(versions).toEqual(Array.from({ length: LAYOUT_VERSION }, (_, index) => index + 1));
});
