/** The chunk preview.ts loads: the same modules the post write functions run (shared/domains/content/). */
import { renderMarkdown } from '../../shared/domains/content/markdown';
import { sanitizePostHtml } from '../../shared/domains/content/sanitize';
import type { ContentFormat } from '../../shared/domains/content/content-format';

export function storedHtml(body: string, format: ContentFormat): string {
  return sanitizePostHtml(format === 'markdown' ? renderMarkdown(body) : body);
}
