/** What a use case hands back to the pipeline; the route's envelope decides the final body. */

/** A document's text: whole, or made piece by piece (a streamed route). */
export type DocumentBody = string | AsyncIterable<string>;

export interface Reply {
  statusCode: number;
  /** `result` in the primary envelope, `data` in the alternative one. */
  result: unknown;
  meta?: Record<string, unknown>;
  /** Extra top-level members (e.g. `related_posts` beside `data`). */
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
  /**
   * A body that is not JSON (a feed, a sitemap): sent as it is, with its own Content-Type, outside any
   * envelope. Text made piece by piece (an async iterable) is written as it comes, by a `streamed`
   * route only (shared/platform/http/response-streaming.ts).
   */
  document?: { contentType: string; body: DocumentBody };
}

export const ok = (result: unknown, meta?: Record<string, unknown>, extra?: Record<string, unknown>): Reply => ({
  statusCode: 200,
  result,
  ...(meta ? { meta } : {}),
  ...(extra ? { extra } : {}),
});

export const created = (result: unknown): Reply => ({ statusCode: 201, result });

export const message = (text: string, more?: Record<string, unknown>): Reply => ({ statusCode: 200, result: { message: text, ...more } });

/** Taken in, with nothing to show yet (a request whose outcome arrives by email). */
export const accepted = (result: unknown): Reply => ({ statusCode: 202, result });
/** A document of its own media type (XML feeds and sitemaps): no envelope; errors stay JSON in the envelope. */
export const documentReply = (contentType: string, body: DocumentBody, headers?: Record<string, string>): Reply => ({
  statusCode: 200,
  result: undefined,
  document: { contentType, body },
  ...(headers ? { headers } : {}),
});
