/**
 * The deploy-time choices read from CDK context (`npx cdk deploy -c name=value`), checked once, before
 * anything is built: a value the stack cannot use stops the synth with a message that says what to
 * write instead, rather than deploying something nobody meant.
 *
 * - `alarmEmail=ops@example.com`: subscribes that address to the stack's alarm topic (alarms.ts).
 * - `tracing=active|off` (default off): X-Ray for the API stage and every function (observability.ts).
 * - `tableName=…` with `tableStreamArn=…`: run on an existing table instead of creating one, such as a
 *   table restored from point-in-time recovery (docs/operations.md); the stream is required because
 *   search, webhooks and schedules read it.
 */
import type { Construct } from 'constructs';

export type TracingMode = 'active' | 'off';

export interface StackContext {
  readonly alarmEmail?: string;
  readonly tracing: TracingMode;
  readonly existingTable?: { readonly tableName: string; readonly tableStreamArn: string };
}

export class StackContextError extends Error {}

/** An address the SNS email protocol accepts: one `@`, no spaces, a dot in the domain. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** DynamoDB table names: 3-255 of letters, digits, `_`, `-`, `.`. */
const TABLE_NAME = /^[A-Za-z0-9_.-]{3,255}$/;
const STREAM_ARN = /^arn:aws[\w-]*:dynamodb:[\w-]+:\d{12}:table\/[A-Za-z0-9_.-]{3,255}\/stream\/.+$/;

function text(scope: Construct, name: string): string | undefined {
  const value: unknown = scope.node.tryGetContext(name);
  if (value === undefined || value === null || value === '') return undefined;
  return String(value).trim();
}

export function stackContext(scope: Construct): StackContext {
  const alarmEmail = text(scope, 'alarmEmail');
  if (alarmEmail !== undefined && !EMAIL.test(alarmEmail)) {
    throw new StackContextError(`-c alarmEmail=${alarmEmail} is not an email address: give one address, such as -c alarmEmail=ops@example.com`);
  }
  const tracing = text(scope, 'tracing') ?? 'off';
  if (tracing !== 'active' && tracing !== 'off') {
    throw new StackContextError(`-c tracing=${tracing} is not a tracing mode: write -c tracing=active (X-Ray on the API stage and every function) or -c tracing=off (the default)`);
  }
  const tableName = text(scope, 'tableName');
  const tableStreamArn = text(scope, 'tableStreamArn');
  if (tableName === undefined && tableStreamArn !== undefined) throw new StackContextError('-c tableStreamArn needs -c tableName: the stream of which table?');
  if (tableName !== undefined) {
    if (!TABLE_NAME.test(tableName)) throw new StackContextError(`-c tableName=${tableName} is not a DynamoDB table name (3-255 letters, digits, _ - .)`);
    if (tableStreamArn === undefined) {
      throw new StackContextError(
        `-c tableName=${tableName} needs -c tableStreamArn=<its stream's ARN>: search, webhooks and schedules read the table's stream (docs/operations.md, "Restore the table")`,
      );
    }
    if (!STREAM_ARN.test(tableStreamArn) || !tableStreamArn.includes(`:table/${tableName}/stream/`)) {
      throw new StackContextError(`-c tableStreamArn=${tableStreamArn} is not the stream ARN of table ${tableName} (arn:aws:dynamodb:<region>:<account>:table/${tableName}/stream/<label>)`);
    }
  }
  return { alarmEmail, tracing, ...(tableName && tableStreamArn ? { existingTable: { tableName, tableStreamArn } } : {}) };
}
