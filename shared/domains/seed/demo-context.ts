/** What the demo seed's steps are given (demo.ts runs them; demo-content.ts holds the content steps). */
import type { User } from '#domains/users/user';
import type { DemoUserHandle } from './demo-users';

export interface DemoCredentials {
  /** The password of every demo user. */
  password: string;
  /** The demo client API key's value. */
  clientApiKey: string;
}

export interface DemoContext {
  credentials: DemoCredentials;
  log(line: string): void;
  /** A demo user by handle, read from the table (an earlier run may have created it). */
  user(handle: DemoUserHandle): Promise<User>;
}
