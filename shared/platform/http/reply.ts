/** What a use case hands back to the pipeline; the route's envelope decides the final body. */

export interface Reply {
  statusCode: number;
  /** `result` in the primary envelope, `data` in the alternative one. */
  result: unknown;
  meta?: Record<string, unknown>;
  /** Extra top-level members (e.g. `related_posts` beside `data`). */
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
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
