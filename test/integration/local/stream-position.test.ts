/**
 * The local stream pump keeps its position with the data: a pump started again on the same table and
 * position file (`npm start` restarted with CMS_DATA_DIR) hands the consumers only what was written
 * since, not the table's whole change history; a position file of another stream (a new table) is
 * ignored; without a file a new pump reads the history from the start, as before.
 *
 * @dynamodb-streams (a DynamoDB Local of its own, tables with streams: test/support/dynamo-environment.ts)
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#platform/db/client';
import { dispatchRecords } from '#platform/stream/dispatch';
import type { StreamConsumer } from '#platform/stream/stream-consumer';
import { StreamPump } from '#infra/local/stream-pump';
import { useTestTable } from '#test/support/table';

useTestTable();

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'cms-stream-position-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** A pump whose consumer records the ids of the post items it was handed. */
function pumpWith(positionFile: string | undefined, seen: number[]): StreamPump {
  const consumer: StreamConsumer = {
    name: 'recorder',
    sortKeys: ['POST'],
    async apply(record) {
      seen.push(Number((record.newImage ?? record.oldImage)?.id));
    },
  };
  return new StreamPump({
    endpoint: process.env.DYNAMODB_ENDPOINT!,
    tableName: tableName(),
    consumers: [consumer],
    handler: async () => (event) => dispatchRecords(event.Records as never, [consumer]),
    ...(positionFile ? { positionFile } : {}),
  });
}

const writePost = (id: number) => db.send(new PutCommand({ TableName: tableName(), Item: { pk: `POST#${id}`, sk: 'POST', id } }));

test('a pump started again on the same position file hands on only the writes made since; one without the file reads the history again', async () => {
  // Prepare: three writes seen by a first pump, which then stops
  const file = path.join(folder, 'stream-position.json');
  for (const id of [1, 2, 3]) await writePost(id);
  const firstSeen: number[] = [];
  const first = pumpWith(file, firstSeen);
  await first.drain();
  await first.stop();
  await writePost(4);
  // Act
  const againSeen: number[] = [];
  const again = pumpWith(file, againSeen);
  await again.drain();
  const withoutFileSeen: number[] = [];
  await pumpWith(undefined, withoutFileSeen).drain();
  // Assess
  expect(firstSeen).toEqual([1, 2, 3]);
  expect(againSeen).toEqual([4]);
  expect(again.delivered).toBe(1);
  expect(withoutFileSeen).toEqual([1, 2, 3, 4]);
  const saved = JSON.parse(await readFile(file, 'utf8')) as { streamArn: string };
  expect(saved.streamArn).toContain(`table/${tableName()}/stream/`);
});

test("a position file of another stream is ignored: the pump reads this table's history from the start", async () => {
  // Prepare
  const file = path.join(folder, 'other-stream.json');
  await writeFile(file, JSON.stringify({ streamArn: 'arn:aws:dynamodb:ddblocal:000000000000:table/gone/stream/x', shards: { 'shardId-1': { checkpoint: '999', done: true } } }));
  const seen: number[] = [];
  // Act
  await pumpWith(file, seen).drain();
  // Assess
  expect(seen).toEqual([1, 2, 3, 4]);
});
