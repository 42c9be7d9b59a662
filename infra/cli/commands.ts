/** What the commands do, through the same use cases as the API. Loaded once the target is configured. */
import { ensureTable, localClient } from '#infra/local/dynamodb';
import { createApiKey, revokeApiKey } from '#domains/api-keys/manage-api-keys';
import { NotFound } from '#platform/errors';
import { EmailTaken } from '#domains/users/users-repository';
import { createUser } from './users';
import { generateDemoCredentials, seedDemo } from '#domains/seed/demo';
import { DEMO_USERS } from '#domains/seed/demo-users';
import { CliError, type Output } from './output';
import type { KeyCreateInput, UserCreateInput } from './validation';
import { SYSTEM_ACTOR } from '#platform/auth/actor';

/** Locally the table is created on first use, so the tool works against a fresh DynamoDB Local too. */
export async function prepareLocalTable(): Promise<void> {
  const client = localClient(process.env.DYNAMODB_ENDPOINT!);
  try {
    await ensureTable(client, process.env.TABLE_NAME!);
  } finally {
    client.destroy();
  }
}

export async function userCreate(input: UserCreateInput, output: Output): Promise<void> {
  try {
    const user = await createUser(input);
    output.out(`created user ${user.id} ${user.email} (${user.roles.join(', ')})`);
  } catch (error) {
    if (error instanceof EmailTaken) throw new CliError(`user create: a user with email ${input.email} already exists`);
    throw error;
  }
}

export async function keyCreate(input: KeyCreateInput, target: 'local' | 'aws', output: Output): Promise<void> {
  if (target === 'aws' && !process.env.USAGE_PLAN_ID) {
    throw new CliError('key create: set USAGE_PLAN_ID (the stack output) so that the key is registered with API Gateway');
  }
  const { apiKey, value } = await createApiKey({ name: input.name, adminPermissions: input.adminPermissions }, SYSTEM_ACTOR);
  output.out(`created API key ${apiKey.id} "${apiKey.name}"${apiKey.adminPermissions.length ? ` with admin permissions ${apiKey.adminPermissions.join(',')}` : ' (client)'}`);
  if (apiKey.gatewayKeyId) output.out(`registered with API Gateway as ${apiKey.gatewayKeyId}`);
  output.out('the key is shown only now:');
  output.out(value);
}

export async function keyRevoke(id: number, target: 'local' | 'aws', output: Output): Promise<void> {
  if (target === 'aws' && !(process.env.REST_API_ID && process.env.STAGE_NAME)) {
    throw new CliError("key revoke: set REST_API_ID and STAGE_NAME (the stack outputs) so that API Gateway's authorizer cache is flushed and the key is refused at once");
  }
  try {
    const revoked = await revokeApiKey(id, SYSTEM_ACTOR);
    output.out(`revoked API key ${revoked.id} "${revoked.name}" at ${revoked.revokedAt}`);
  } catch (error) {
    if (error instanceof NotFound) throw new CliError(`key revoke: no API key with id ${id}`);
    throw error;
  }
}

export async function seed(output: Output): Promise<void> {
  const credentials = generateDemoCredentials();
  const report = await seedDemo({ credentials, log: (line) => output.out(`seed: ${line}`) });
  if (report.skipped.length) output.out(`already done earlier: ${report.skipped.join(', ')}`);
  if (report.ran.includes('users')) output.out(`demo users (${Object.values(DEMO_USERS).map((user) => user.email).join(', ')}) have the password: ${credentials.password}`);
  if (report.ran.includes('api-keys')) output.out(`demo client API key: ${credentials.clientApiKey}`);
  if (report.ran.length === 0) output.out('nothing to do: the demo data is already there');
}

export async function searchReindex(output: Output): Promise<void> {
  const { reindexSearch } = require('#domains/search/reindex') as typeof import('#domains/search/reindex');
  const report = await reindexSearch((so) => output.err(`search reindex: ${so.posts} posts read`));
  output.out(
    `search reindex: ${report.posts} posts, ${report.written} indexed, ${report.alreadyIndexed} already indexed` +
      (report.legacyRemoved > 0 ? `, ${report.legacyRemoved} trigram postings of layout 9 removed` : '') +
      (report.commentsMoved > 0 ? `, ${report.commentsMoved} comments given the keys of layout 13` : '') +
      (report.migrated ? "; the table's layout stamp moved to this code's layout" : ''),
  );
}
