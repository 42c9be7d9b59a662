/** What a bench request is made in: the seeded site, the credentials, and the makers of fresh things. */
import type { SeededSite } from './seed';

export interface ScenarioContext {
  site: SeededSite;
  admin: Record<string, string>;
  client: Record<string, string>;
  /** Api-Key plus the reader's Bearer token. */
  reader: Record<string, string>;
  fresh: FreshThings;
}

/** Things a write request consumes, made through the use cases (not measured). */
export interface FreshThings {
  post(options?: { trash?: boolean }): Promise<number>;
  /** A post made from a create body (operations.ts builds the budgets' 5 KB post). */
  postOf(body: Record<string, unknown>): Promise<number>;
  /** An update of a post through the use case (a change of content fields keeps a revision); the post's new version. */
  edit(postId: number, changes: Record<string, unknown>): Promise<number>;
  pendingComment(postId: number): Promise<number>;
  category(): Promise<number>;
  tag(): Promise<number>;
  media(): Promise<number>;
  user(): Promise<number>;
  apiKey(): Promise<number>;
  like(postId: number): Promise<void>;
  /** A disabled webhook (nothing is ever sent to it) with one recorded delivery attempt. */
  webhook(): Promise<{ id: number; deliveryId: string }>;
}
