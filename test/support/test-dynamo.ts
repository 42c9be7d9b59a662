/**
 * DynamoDB Local as the tests start it: once for the run (global-setup.ts), once per file that
 * exercises the stream (dynamo-environment.ts) and in the local stacks tests start, often at the same
 * time as each other.
 */
import { startLocalDynamo, type LocalDynamo } from '#infra/local/dynamodb';

/**
 * Each start is a JVM that compiles its launcher first. At a load average of 25 on a 2-core machine,
 * the run's and two stream files' DynamoDB Locals starting together did not all answer within the
 * 60 s `npm start` allows, and two suites failed before any test ran. A start that really fails (no
 * Java) exits, which is seen at once, whatever this says.
 */
export const TEST_DYNAMO_READY_WITHIN_MS = 300_000;

export const startTestDynamo = (): Promise<LocalDynamo> => startLocalDynamo({ readyWithinMs: TEST_DYNAMO_READY_WITHIN_MS });
