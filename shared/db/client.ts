/**
 * One DynamoDB document client per process, created at module scope so that a warm Lambda reuses
 * its connections. Locally DYNAMODB_ENDPOINT points it at DynamoDB Local.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';

function createDocumentClient(): DynamoDBDocumentClient {
  const endpoint = config.dynamoEndpoint;
  const client = new DynamoDBClient({
    region: config.region,
    maxAttempts: 3,
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
    unmarshallOptions: { wrapNumbers: false },
  });
}

export const db = createDocumentClient();

/** The table name, read when used (tests switch tables per file). */
export const tableName = (): string => config.tableName;
