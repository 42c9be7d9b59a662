import { assertRecordedRunWithinPolicies } from './least-privilege/check-run';

export default async function globalTeardown(): Promise<void> {
  await globalThis.__CMS_DYNAMO__?.stop();
  // Fails the run when a function made a DynamoDB request its synthesized role would refuse.
  assertRecordedRunWithinPolicies(process.env.CMS_FUNCTION_CALLS_DIR);
}
