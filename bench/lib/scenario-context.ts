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
  /**
   * A reader with a second factor, `pending` (enrolled, its first code not given: `code` is the
   * authenticator's current code) or `enabled` (`code` is an unspent recovery code), and a login token.
   */
  mfaUser(state: 'pending' | 'enabled'): Promise<{ id: number; token: string; code: string }>;
  /** A login's `mfa_token` waiting for its second step: of a user with a factor (`verify`, `code` a recovery code) or one who must enrol (`enrol`). */
  mfaChallenge(kind: 'verify' | 'enrol'): Promise<{ mfa_token: string; code?: string }>;
  /** A disabled webhook (nothing is ever sent to it) with one recorded delivery attempt. */
  webhook(): Promise<{ id: number; deliveryId: string }>;
  /**
   * The body of a readers' account request, its throttle counters of the bench's address cleared first
   * (every bench request comes from one address): `register` and `forgot` an email, `verify` and
   * `reset` a fresh token of a new account, `refresh` a fresh login's refresh token.
   */
  accountRequest(kind: 'register' | 'forgot' | 'verify' | 'reset' | 'refresh'): Promise<Record<string, string>>;
}
