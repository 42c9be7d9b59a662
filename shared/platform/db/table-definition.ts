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
   * Global secondary indexes. gsi1, gsi2 and gsi4 are overloaded and project ALL attributes (comments,
   * taxonomy, media, users, API keys, audit: a page is one Query; gsi3, comment replies until layout
   * 13, is gone: replies are keys on lp6). Post lists never copy the post
   * (docs/data-model.md, "Posts"): lp1 and lp2 hold the small pointer items (ALL of a pointer is a few
   * keys and filter values), lp3..lp6 are sparse KEYS_ONLY keys on the post item, so an index item costs
   * one write unit whatever the post's size and a change of a post attribute that is not a key costs
   * none. A projection cannot change on an existing index: a new projection is a new index name.
   */
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: 'ALL' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', projection: 'ALL' },
    { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk', projection: 'ALL' },
    { name: 'lp1', partitionKey: 'lp1pk', sortKey: 'lp1sk', projection: 'ALL' },
    { name: 'lp2', partitionKey: 'lp2pk', sortKey: 'lp2sk', projection: 'ALL' },
    { name: 'lp3', partitionKey: 'lp3pk', sortKey: 'lp3sk', projection: 'KEYS_ONLY' },
    { name: 'lp4', partitionKey: 'lp4pk', sortKey: 'lp4sk', projection: 'KEYS_ONLY' },
    { name: 'lp5', partitionKey: 'lp5pk', sortKey: 'lp5sk', projection: 'KEYS_ONLY' },
    { name: 'lp6', partitionKey: 'lp6pk', sortKey: 'lp6sk', projection: 'KEYS_ONLY' },
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
      Projection: { ProjectionType: index.projection },
    })),
  };
}
