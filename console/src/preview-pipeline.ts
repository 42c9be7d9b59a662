/** The chunk preview.ts loads: the same modules the post write functions run (shared/content). */
import { renderMarkdown } from '../../shared/content/markdown';
import { sanitizePostHtml } from '../../shared/content/sanitize';
import type { ContentFormat } from '../../shared/content/content-format';

export function storedHtml(body: string, format: ContentFormat): string {
  return sanitizePostHtml(format === 'markdown' ? renderMarkdown(body) : body);
}
