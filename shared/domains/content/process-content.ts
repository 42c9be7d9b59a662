/**
 * The content pipeline of a post write, run once per create or update that sends content:
 *
 *   body --(markdown-it, when Markdown)--> HTML --(one htmlparser2 pass)--> metrics and excerpt;
 *   for callers without cms.content.unfiltered_html that same pass is the allow-list sanitizer
 *   (sanitize.ts), whose output is stored and whose kept elements and text are what it analyses.
 *   Markdown without raw HTML skips the HTML: its tokens give the same events (markdown-events.ts),
 *   which the analysis and, for those callers, the sanitizer's writer read directly
 *
 * Callers holding `cms.content.unfiltered_html` keep their body byte for byte (Markdown stays
 * Markdown); the others get the sanitized HTML stored, since a Markdown link to `javascript:` is as
 * dangerous as an HTML one and only rendered HTML can be checked. Every step is linear in the body,
 * and reads never repeat any of it. This module and the parsers it pulls in belong in the bundles of
 * the functions that write post content only (create, update), and even there the parsers are
 * required on the first write that sends content, not imported (load-pipeline.ts): they are a second
 * file of those functions' asset, so a cold start neither runs nor compiles them (a title edit or a
 * status change never needs them); test/perf/lazy-parsers.test.ts checks it.
 */
import type { Permission } from '#platform/auth/permissions';
import type { ContentMetrics } from './content-metrics';
import type { HtmlAnalysis } from './analyse-html';
import { MAX_STORED_TOC_BYTES } from './content-metrics';
import { truncateOnWord } from '#domains/presentation/content';
import { DEFAULT_CONTENT_FORMAT, type ContentFormat } from './content-format';
import { contentPipeline } from './load-pipeline';

export const EXCERPT_DEFAULT_CHARS = 160;

/** Only so much of the text is needed to cut an excerpt on a word boundary. */
const EXCERPT_SOURCE_CHARS = EXCERPT_DEFAULT_CHARS * 4;

export interface ProcessedContent {
  /** What is stored and served as `content.full`. */
  content: string;
  metrics: ContentMetrics;
}

export const UNFILTERED_HTML: Permission = 'cms.content.unfiltered_html';

export function mayWriteUnfilteredHtml(permissions: ReadonlySet<string>): boolean {
  return permissions.has(UNFILTERED_HTML);
}

/** The metrics of HTML (rendered from Markdown, or as written). */
export function metricsOfHtml(html: string): ContentMetrics {
  return metricsOf(contentPipeline().analyseHtml(html));
}

function metricsOf(analysis: HtmlAnalysis): ContentMetrics {
  const { tocOf } = contentPipeline();
  let start = '';
  for (const line of analysis.lines) {
    if (start.length >= EXCERPT_SOURCE_CHARS) break;
    start = start === '' ? line : `${start} ${line}`;
  }
  return {
    words: analysis.words,
    lines: analysis.lines.length,
    toc: tocOf(analysis.headings, MAX_STORED_TOC_BYTES, analysis.laterIds).toc,
    media: analysis.media,
    galleries: analysis.galleries,
    excerpt: truncateOnWord(start, EXCERPT_DEFAULT_CHARS),
  };
}

/**
 * `viaHtml` renders Markdown and parses the HTML even when it has no raw HTML (the tests' reference
 * for reading it from its tokens); `inBlocks: false` reads the whole body's tokens at once.
 */
export function processContent(body: string, options: { format?: ContentFormat; unfiltered: boolean; viaHtml?: boolean; inBlocks?: boolean }): ProcessedContent {
  const { parseMarkdown, renderParsed, readableFromTokens, readTokens, readableInBlocks, readInBlocks, sanitizePostHtml, SanitizedWriter, HtmlAnalyser } = contentPipeline();
  const format = options.format ?? DEFAULT_CONTENT_FORMAT;
  let html = body;
  if (format === 'markdown' && !options.viaHtml && options.inBlocks !== false && readableInBlocks(body)) {
    // No raw HTML and no reference definition: read one top-level block at a time (markdown-blocks.ts).
    const analyser = new HtmlAnalyser();
    const writer = options.unfiltered ? undefined : new SanitizedWriter(analyser);
    if (readInBlocks(body, writer ?? analyser)) return { content: writer ? writer.html() : body, metrics: metricsOf(analyser.result()) };
  }
  if (format === 'markdown') {
    const parsed = parseMarkdown(body);
    if (!options.viaHtml && readableFromTokens(parsed)) {
      // No raw HTML: the events of the rendered HTML come from the tokens (markdown-events.ts).
      const analyser = new HtmlAnalyser();
      if (options.unfiltered) {
        readTokens(parsed, analyser);
        return { content: body, metrics: metricsOf(analyser.result()) };
      }
      const writer = new SanitizedWriter(analyser);
      readTokens(parsed, writer);
      return { content: writer.html(), metrics: metricsOf(analyser.result()) };
    }
    html = renderParsed(parsed);
  }
  if (options.unfiltered) return { content: body, metrics: metricsOfHtml(html) };
  // One pass: the sanitizer hands the analysis what it writes, so the output is not parsed again.
  const analyser = new HtmlAnalyser();
  const safe = sanitizePostHtml(html, analyser);
  return { content: safe, metrics: metricsOf(analyser.result()) };
}
