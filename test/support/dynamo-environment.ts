/**
 * The test environment of every file. A file whose header docblock says `@dynamodb-streams` gets a
 * DynamoDB Local of its own, and its table a stream; every other file shares the run's DynamoDB Local
 * (global setup) with a table that has none.
 *
 * Why: DynamoDB Local keeps every stream record of the instance in one store, and a write to a table
 * with a stream gets slower as that store grows (measured: 400 puts took 0.35 s without a stream and
 * 6.3 s with one after 20,000 earlier stream writes; deleting the tables does not help). A whole run
 * on one instance with streams everywhere slowed to a crawl. Only the files that exercise the stream
 * (search, webhooks, the least-privilege scenario) need it; each of them starts from an empty store.
 */
import { TestEnvironment } from 'jest-environment-node';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import type { LocalDynamo } from '#infra/local/dynamodb';
import { startTestDynamo } from './test-dynamo';

export const STREAMS_PRAGMA = 'dynamodb-streams';

export default class DynamoTestEnvironment extends TestEnvironment {
  private readonly streams: boolean;
  private dynamo: LocalDynamo | undefined;

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    this.streams = STREAMS_PRAGMA in context.docblockPragmas;
  }

  override async setup(): Promise<void> {
    await super.setup();
    const env = this.global.process.env;
    if (!this.streams) {
      env.CMS_TEST_TABLE_STREAM = 'off';
      return;
    }
    this.dynamo = await startTestDynamo();
    // Read by the service's DynamoDB client when the test file's modules load, after this.
    env.DYNAMODB_ENDPOINT = this.dynamo.endpoint;
    env.CMS_TEST_TABLE_STREAM = 'on';
  }

  override async teardown(): Promise<void> {
    await this.dynamo?.stop();
    await super.teardown();
  }
}
