/**
 * The single table, mapped from the one definition (shared/platform/db/table-definition.ts) the local
 * tools use too; or, with `-c tableName=… -c tableStreamArn=…` (stack-context.ts), an existing table
 * the stack runs on without owning it: one restored from point-in-time recovery (docs/operations.md).
 * The stack's own table is kept when it stops being used (RETAIN), never deleted by the switch.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table, TableEncryption, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { TABLE } from '#platform/db/table-definition';

export function createTable(scope: Construct, existing?: { tableName: string; tableStreamArn: string }): ITable {
  if (existing) return Table.fromTableAttributes(scope, 'Table', existing);
  const table = new Table(scope, 'Table', {
    partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
    sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
    // Traffic is spiky and small: on-demand costs nothing while idle and needs no capacity planning.
    billingMode: BillingMode.PAY_PER_REQUEST,
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    timeToLiveAttribute: TABLE.ttlAttribute,
    // Read by the table stream consumer (infra/stack/table-stream.ts).
    stream: StreamViewType[TABLE.streamViewType],
    encryption: TableEncryption.AWS_MANAGED,
    // The content outlives the stack: destroying the stack keeps the table, and it cannot be deleted by accident.
    removalPolicy: RemovalPolicy.RETAIN,
    deletionProtection: true,
  });
  for (const index of TABLE.indexes) {
    table.addGlobalSecondaryIndex({
      indexName: index.name,
      partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
      sortKey: { name: index.sortKey, type: AttributeType.STRING },
      projectionType: ProjectionType[index.projection],
    });
  }
  return table;
}
