/** The console's Markdown toolbar: what each button makes of the text and the selection. */
import { applyMarkdown } from '../../../console/src/markdown-insert';

/** The text with the selection after the edit shown as [ and ]. */
const shown = (text: string, start: number, end: number, action: Parameters<typeof applyMarkdown>[3], placeholder = 'text') => {
  const edit = applyMarkdown(text, start, end, action, placeholder);
  return `${edit.text.slice(0, edit.start)}[${edit.text.slice(edit.start, edit.end)}]${edit.text.slice(edit.end)}`;
};

test.each([
  ['bold', 'a word here', 2, 6, 'a **[word]** here'],
  ['italic', 'a word here', 2, 6, 'a _[word]_ here'],
  ['code', 'call f now', 5, 6, 'call `[f]` now'],
  ['bold', 'ab', 1, 1, 'a**[text]**b'],
  ['link', 'see docs', 4, 8, 'see [docs]([https://])'],
  ['link', '', 0, 0, '[text]([https://])'],
] as const)('%s wraps the selection (or a placeholder left selected): %j', (action, text, start, end, expected) => {
  expect(shown(text, start, end, action)).toBe(expected);
});

test.each([
  ['heading', 'one\ntwo', 5, 5, 'one\n[## two]'],
  ['list', 'one\ntwo\nthree', 1, 6, '[- one\n- two]\nthree'],
  ['quote', 'one\ntwo\n', 0, 4, '[> one]\ntwo\n'],
  ['list', '- one\n- two', 0, 11, '[one\ntwo]'],
] as const)('%s prefixes every line the selection touches, and takes it away when all have it: %j', (action, text, start, end, expected) => {
  expect(shown(text, start, end, action)).toBe(expected);
});

test('code over several lines makes a fenced block on lines of its own', () => {
  expect(shown('x\na\nb', 2, 5, 'code')).toBe('x\n```\n[a\nb]\n```');
  expect(shown('say a\nb', 4, 7, 'code')).toBe('say \n```\n[a\nb]\n```');
});

test('Persian text is wrapped as it is (the marks are ASCII, the placeholder the translated label)', () => {
  expect(shown('یک واژه', 3, 7, 'bold')).toBe('یک **[واژه]**');
  expect(shown('', 0, 0, 'italic', 'کج')).toBe('_[کج]_');
});
