/**
 * Bundled in place of `@smithy/core/event-streams` (infra/stack/bundling.ts). The SDK protocols import
 * event-stream support on the way to operations that stream events (S3 SelectObjectContent, Bedrock,
 * Kinesis...); the functions call DynamoDB only, which has none, so the 15 KB codec is left out. A
 * client that reached it would fail loudly here rather than misbehave.
 */
function absent(): never {
  throw new Error('AWS event streams are not bundled into CMS functions (infra/stack/lambda-shims/no-event-streams.ts)');
}

export const eventStreamSerdeProvider = absent;

export class EventStreamSerde {
  constructor() {
    absent();
  }
}
