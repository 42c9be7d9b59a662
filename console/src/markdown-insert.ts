/**
 * What each button of the editor's Markdown toolbar does to the text: pure, so a unit test holds every
 * case. Inline marks (bold, italic, code, link) wrap the selection, or a placeholder that is left
 * selected for typing over; line marks (heading, list, quote) prefix every line the selection touches,
 * and take the prefix away when every one of those lines has it already. A multi-line selection
 * made code becomes a fenced block.
 */
export const MARKDOWN_ACTIONS = ['bold', 'italic', 'heading', 'link', 'list', 'quote', 'code'] as const;
export type MarkdownAction = (typeof MARKDOWN_ACTIONS)[number];

export interface Edit {
  text: string;
  /** The selection after the edit. */
  start: number;
  end: number;
}

const INLINE: Partial<Record<MarkdownAction, [string, string]>> = { bold: ['**', '**'], italic: ['_', '_'], code: ['`', '`'] };
const LINE_PREFIX: Partial<Record<MarkdownAction, string>> = { heading: '## ', list: '- ', quote: '> ' };
const LINK_TARGET = 'https://';

function wrap(text: string, start: number, end: number, before: string, after: string, placeholder: string): Edit {
  const selected = text.slice(start, end) || placeholder;
  const next = `${text.slice(0, start)}${before}${selected}${after}${text.slice(end)}`;
  return { text: next, start: start + before.length, end: start + before.length + selected.length };
}

function prefixLines(text: string, start: number, end: number, prefix: string): Edit {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  // A selection ending just after a newline does not reach the next line.
  const last = end > start && text[end - 1] === '\n' ? end - 1 : end;
  const newline = text.indexOf('\n', last);
  const to = newline === -1 ? text.length : newline;
  const lines = text.slice(from, to).split('\n');
  const remove = lines.every((line) => line.startsWith(prefix));
  const changed = lines.map((line) => (remove ? line.slice(prefix.length) : `${prefix}${line}`)).join('\n');
  return { text: `${text.slice(0, from)}${changed}${text.slice(to)}`, start: from, end: from + changed.length };
}

/** The text after `action` on the selection [start, end); `placeholder` stands in for an empty selection. */
export function applyMarkdown(text: string, start: number, end: number, action: MarkdownAction, placeholder: string): Edit {
  const prefix = LINE_PREFIX[action];
  if (prefix) return prefixLines(text, start, end, prefix);
  const selected = text.slice(start, end);
  if (action === 'code' && selected.includes('\n')) {
    const before = start === 0 || text[start - 1] === '\n' ? '```\n' : '\n```\n';
    return wrap(text, start, end, before, selected.endsWith('\n') ? '```\n' : '\n```', placeholder);
  }
  if (action === 'link') {
    const label = selected || placeholder;
    const next = `${text.slice(0, start)}[${label}](${LINK_TARGET})${text.slice(end)}`;
    // The target is selected: the writer types or pastes the address over it.
    const at = start + label.length + 3;
    return { text: next, start: at, end: at + LINK_TARGET.length };
  }
  const [before, after] = INLINE[action]!;
  return wrap(text, start, end, before, after, placeholder);
}
