/**
 * Judges recorded DynamoDB requests against the IAM policies of the synthesized template, as written
 * there (actions, resources, `dynamodb:LeadingKeys` conditions), not against the declarations that
 * produced them: an explicit Deny wins, then an Allow whose action, resource and conditions all match.
 * A condition this evaluator does not know counts as not met, so an unknown grant can only refuse.
 */
import type { Synthesized } from '../../infra/synthesized-stack';
import { asArray, referencedIds, statementsOfRole, type Statement } from '../../infra/template-model';
import { MEDIA_PROCESSING_ID } from '#infra/media-processing-entry';
import { PUBLISH_POST_ID } from '#infra/publish-post-entry';
import { TABLE_STREAM_ID } from '#infra/table-stream-entry';
import type { FunctionRequest } from './function-calls';

/** What the table's `Fn::GetAtt Arn` stands for while evaluating. */
const TABLE_ARN = 'arn:aws:dynamodb:eu-west-1:123456789012:table/cms-table';

const glob = (pattern: string, value: string): boolean =>
  new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`, 's').test(value);

/** A template value as a string, the table's ARN resolved; anything else unresolvable (matches nothing). */
function resolve(value: unknown, tableId: string): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const getAtt = (value as { 'Fn::GetAtt'?: unknown })['Fn::GetAtt'];
    if (Array.isArray(getAtt) && getAtt[0] === tableId && getAtt[1] === 'Arn') return TABLE_ARN;
    const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
    if (join) return join[1].map((part) => resolve(part, tableId)).join(join[0]);
  }
  return '\u0000unresolved';
}

function conditionsHold(statement: Statement, partitionKey: string | undefined): boolean {
  for (const [operator, entries] of Object.entries(statement.Condition ?? {})) {
    for (const [key, patterns] of Object.entries(entries)) {
      if (operator !== 'ForAllValues:StringLike' || key !== 'dynamodb:LeadingKeys') return false;
      // ForAllValues of an absent key holds (why no granted action may lack a partition: Scan).
      if (partitionKey === undefined) continue;
      if (!asArray(patterns as string | string[]).some((pattern) => glob(pattern, partitionKey))) return false;
    }
  }
  return true;
}

function applies(statement: Statement, request: FunctionRequest, tableId: string): boolean {
  const resource = request.index ? `${TABLE_ARN}/index/${request.index}` : TABLE_ARN;
  return (
    asArray(statement.Action).some((action) => glob(action, request.action)) &&
    asArray(statement.Resource).some((value) => glob(resolve(value, tableId), resource)) &&
    conditionsHold(statement, request.partitionKey)
  );
}

export function isAllowed(statements: Statement[], request: FunctionRequest, tableId: string): boolean {
  if (statements.some((statement) => statement.Effect === 'Deny' && applies(statement, request, tableId))) return false;
  return statements.some((statement) => statement.Effect === 'Allow' && applies(statement, request, tableId));
}

/** The role statements of every function of the stack, by function id (routes, authorizers, media processing, scheduled publishing, the table stream). */
export function functionStatements(synthesized: Synthesized): Map<string, Statement[]> {
  const { stack, resources, logicalId } = synthesized;
  const functions = new Map([
    ...stack.handlers.functions,
    [MEDIA_PROCESSING_ID, stack.mediaProcessing.function] as const,
    [PUBLISH_POST_ID, stack.scheduledPublishing.function] as const,
    [TABLE_STREAM_ID, stack.tableStream.function] as const,
  ]);
  const statements = new Map<string, Statement[]>();
  for (const [id, fn] of functions) {
    const roleId = [...referencedIds(resources[logicalId(fn)]!.Properties!.Role)][0]!;
    statements.set(id, statementsOfRole(resources, roleId));
  }
  return statements;
}

/** One line per refused request: the function (route id), the action, where, and the call that made it. */
export function refusals(synthesized: Synthesized, requests: readonly FunctionRequest[]): string[] {
  const tableId = synthesized.logicalId(synthesized.stack.node.findChild('Table'));
  const statements = functionStatements(synthesized);
  return requests
    .filter((request) => !isAllowed(statements.get(request.functionId) ?? [], request, tableId))
    .map(
      (request) =>
        `${request.functionId}: ${request.action} on ${request.index ? `index ${request.index}` : 'the table'}` +
        `${request.partitionKey === undefined ? '' : ` partition ${request.partitionKey}`} (${request.command}) is outside its role's policy`,
    )
    .sort();
}
