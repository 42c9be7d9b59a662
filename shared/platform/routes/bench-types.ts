/**
 * What a route tells the benchmark: one realistic request, as data. The method and path are the
 * route's; the credentials follow its audience (an admin's token, the client key, or the client key
 * and a reader's token). The bench's machinery (bench/lib/scenarios.ts, bench/lib/fixtures.ts) makes
 * the request, preparing first what it consumes (a fresh post to delete, a pending comment to approve);
 * only the request itself is measured, and it must answer 2xx.
 *
 * Strings may hold placeholders the bench fills: `{fixture}`, `{fixture:arg}` and `{fixture.field}`
 * name what bench/lib/fixtures.ts prepares (`{fresh-post}`, `{category:2}`, `{webhook.delivery_id}`),
 * `{unique}` a fresh token and `{n}` the request's number. A string that is one placeholder becomes its
 * value (a number, an object); otherwise the value is written into the text.
 */
export interface BenchRequestSpec {
  /** Path parameters by name (every `{name}` of the route's path). */
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string | number>>;
  /** The JSON body (routes that take one), or one placeholder for a whole body (`{new-post-body}`). */
  readonly body?: unknown;
  /**
   * A list: it must read only what it returns (ScannedCount = Count) and cost the same at every table
   * size. `posts`: a page of posts, held to the capacity budget (read units within 1.2x the least for
   * the posts it returns).
   */
  readonly list?: 'posts' | 'other';
  /**
   * A client-user route that must act as a user the bench makes (one with a second factor to verify or
   * turn off): a placeholder whose value is that user's login token. The seeded reader's otherwise.
   */
  readonly bearer?: string;
}
