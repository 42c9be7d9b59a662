/**
 * The single table, defined once. The CDK stack, the local bootstrap (`npm start`, the `cms` tool)
 * and the tests all build the table from this object, so they cannot drift apart.
 * Access patterns and which key or index serves each: docs/data-model.md.
 */
export const TABLE = {
  /** Default physical name locally; the CDK stack lets CloudFormation name it and passes TABLE_NAME. */
  defaultName: 'cms',
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'ttl',
  /**
   * Every change of an item, with its state before and after: the stream consumers (search postings
   * now, webhooks later) read both images (docs/data-model.md, "The table stream").
   */
  streamViewType: 'NEW_AND_OLD_IMAGES',
  /**
   * Overloaded global secondary indexes. Every index projects ALL attributes, so a list page is one
   * Query with no follow-up reads (capacity close to the minimum for the bytes returned).
   */
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  ],
} as const;

export type IndexName = (typeof TABLE.indexes)[number]['name'];

/** All key attributes are strings. */
export const KEY_ATTRIBUTES: string[] = [
  TABLE.partitionKey,
  TABLE.sortKey,
  ...TABLE.indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
];

/** The CreateTable input for DynamoDB Local and tests (the CDK stack maps the same object). */
export function createTableInput(tableName: string) {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: KEY_ATTRIBUTES.map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' as const },
    ],
    StreamSpecification: { StreamEnabled: true, StreamViewType: TABLE.streamViewType },
    GlobalSecondaryIndexes: TABLE.indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
