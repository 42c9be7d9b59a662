/**
 * The Markdown toolbar of the post editor: bold, italic, heading, link, list, quote and code, each
 * inserting Markdown at the content field's selection (markdown-insert.ts), then giving the field the
 * focus back with the new selection, so the live preview beside it shows the result at once.
 */
import type { RefObject } from 'preact';
import { useConsole } from './context';
import type { MessageKey } from './i18n';
import { applyMarkdown, MARKDOWN_ACTIONS, type MarkdownAction } from './markdown-insert';

const LABELS: Record<MarkdownAction, MessageKey> = {
  bold: 'mdBold',
  italic: 'mdItalic',
  heading: 'mdHeading',
  link: 'mdLink',
  list: 'mdList',
  quote: 'mdQuote',
  code: 'mdCode',
};

/** What each button shows: the mark it makes (its name is its accessible label). */
const GLYPHS: Record<MarkdownAction, string> = { bold: 'B', italic: 'I', heading: 'H', link: '[ ]( )', list: '•', quote: '❝', code: '</>' };

export function MarkdownToolbar({ field, onChange }: { field: RefObject<HTMLTextAreaElement>; onChange(text: string): void }) {
  const { t } = useConsole();
  const act = (action: MarkdownAction) => {
    const element = field.current;
    if (!element) return;
    const edit = applyMarkdown(element.value, element.selectionStart, element.selectionEnd, action, t(LABELS[action]));
    onChange(edit.text);
    // After the render that puts the new text in: the selection of a controlled field is set on the element.
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(edit.start, edit.end);
    });
  };
  return (
    <div class="md-toolbar" role="toolbar" aria-label={t('toolbar')}>
      {MARKDOWN_ACTIONS.map((action) => (
        <button type="button" key={action} class={`md-${action}`} aria-label={t(LABELS[action])} title={t(LABELS[action])} onClick={() => act(action)}>
          {GLYPHS[action]}
        </button>
      ))}
    </div>
  );
}
