/**
 * The editor's preview runs the API's own write pipeline (shared/domains/content/): markdown-it for Markdown,
 * then the allow-list sanitizer, so what it shows is what the API stores for a writer without
 * `cms.content.unfiltered_html`. Loaded on first use, as a chunk of its own: the parsers are most of
 * the console's JavaScript and the posts screen does not need them.
 */
import type { ContentFormat } from '../../shared/domains/content/content-format';

type Render = (body: string, format: ContentFormat) => string;
let loading: Promise<Render> | undefined;

export function storedHtml(body: string, format: ContentFormat): Promise<string> {
  loading ??= import('./preview-pipeline').then((module) => module.storedHtml);
  return loading.then((render) => render(body, format));
}
