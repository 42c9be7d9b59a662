/**
 * The bench's instrument around the test's DynamoDB client (bench/lib/dynamo-probe.ts): every call a
 * piece of work makes, writes priced by DynamoDB's rules from the images of the items they touch, read
 * by a client of the probe's own. For the tests that hold write units as ceilings.
 */
import { DynamoProbe, type CallRecord } from '../../bench/lib/dynamo-probe';
import { imageReader } from '../../bench/lib/item-images';
import { db } from '#platform/db/client';

export function usePricingProbe(): { callsOf(work: () => Promise<unknown>): Promise<CallRecord[]> } {
  let images: ReturnType<typeof imageReader>;
  let probe: DynamoProbe;
  beforeAll(() => {
    images = imageReader(process.env.DYNAMODB_ENDPOINT!);
    probe = new DynamoProbe(db, undefined, images.read);
  });
  afterAll(() => images.destroy());
  return { callsOf: async (work) => (await probe.during(work)).calls };
}
