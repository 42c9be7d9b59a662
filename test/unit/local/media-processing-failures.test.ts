/**
 * The local stand-in for S3 → SQS → the media-processing function: a message whose processing fails is
 * received again, as the queue redelivers it, with its receive count, and after the queue's receive
 * limit it is parked in the dead letters (the dead-letter queue in AWS, whose first message raises an
 * alarm); one that succeeds on a later receive is not.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { LOCAL_MAX_RECEIVES, LocalMediaProcessing } from '#infra/local/media-processing';
import { MAX_RECEIVES } from '#infra/stack/media-processing';

function processing(failures: number): { local: LocalMediaProcessing; receives: string[] } {
  const receives: string[] = [];
  const local = new LocalMediaProcessing(async () => async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const record = event.Records[0]!;
    receives.push(record.attributes.ApproximateReceiveCount);
    if (receives.length <= failures) return { batchItemFailures: [{ itemIdentifier: record.messageId }] };
    return { batchItemFailures: [] };
  });
  return { local, receives };
}

test('a processing that fails every receive is received as often as the queue allows, then dead-lettered', async () => {
  // Prepare
  const { local, receives } = processing(Infinity);
  // Act
  local.uploaded('media/7/photo.png', 1024);
  await local.idle();
  // Assess
  expect(LOCAL_MAX_RECEIVES).toBe(MAX_RECEIVES);
  expect(receives).toEqual(['1', '2', '3']);
  expect(local.deadLetters).toEqual([{ key: 'media/7/photo.png', size: 1024 }]);
});

test('a processing that succeeds on its second receive is not dead-lettered', async () => {
  // Prepare
  const { local, receives } = processing(1);
  // Act
  local.uploaded('media/8/photo.png', 2048);
  await local.idle();
  // Assess
  expect(receives).toEqual(['1', '2']);
  expect(local.deadLetters).toEqual([]);
});
