/**
 * The document's `webhooks` section describes what receivers really get: one entry per event type,
 * the payloads the stream consumer makes (eventsOf, payloadOf) valid against their schemas, and the
 * headers signing makes (signedHeaders) valid against the header parameters; the documented example
 * verifies with the Standard Webhooks library a receiver would use.
 */
import { jest } from '@jest/globals';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { Webhook as Verifier } from 'standardwebhooks';
import { postItem } from '#domains/posts/model/post-items';
import type { Item } from '#platform/db/attributes';
import type { TableStreamRecord } from '#platform/stream/stream-record';
import { eventsOf, payloadOf } from '#domains/webhooks/events';
import { signedHeaders } from '#domains/webhooks/signing';
import { WEBHOOK_EVENT_TYPES } from '#domains/webhooks/webhook';
import { CREATED_WEBHOOK_EXAMPLE } from '#domains/webhooks/webhook-examples';
import { buildOpenApiDocument, type OpenApiDocument } from '#infra/openapi/document';
import type { JsonSchema } from '#infra/openapi/json-schema';
import { resolveRef } from '#infra/openapi/shared-components';

let document: OpenApiDocument;
let ajv: Ajv2020;

beforeAll(async () => {
  ({ document } = await buildOpenApiDocument());
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: 'doc' });
});

const operationOf = (type: string) => document.webhooks[type]!.post as JsonSchema;
const bodyOf = (type: string) => ((operationOf(type).requestBody as JsonSchema).content as Record<string, JsonSchema>)['application/json']!;
const headersOf = (type: string) => (operationOf(type).parameters as JsonSchema[]).map((parameter) => resolveRef(document, parameter));

const now = '2026-01-02T03:04:05.000Z';
let sequence = 1;
function record(oldImage: Item | undefined, newImage: Item | undefined, sk: string): TableStreamRecord {
  const image = newImage ?? oldImage!;
  return {
    eventName: !oldImage ? 'INSERT' : !newImage ? 'REMOVE' : 'MODIFY',
    sequenceNumber: String(sequence++),
    keys: { pk: image.pk, sk },
    approximateCreationDateTime: 1_767_323_045,
    ...(oldImage ? { oldImage } : {}),
    ...(newImage ? { newImage } : {}),
  };
}

const post = (status: string, version: number): Item =>
  postItem({
    id: 12, type: 'post', title: 'Hello', slug: 'hello', excerpt: 'Hi', excerptAuto: false, content: '<p>x</p>', featuredImage: null,
    status: status as never, statusBeforeTrash: null, categoryId: 3, tagIds: [4], authorId: 2, creatorId: 2, isFeatured: false,
    seo: { metaTitle: null, metaDescription: null, ogImage: null }, viewCount: 0, likesCount: 0, commentCount: 0,
    version, rev: version, createdAt: now, updatedAt: now, publishedAt: status === 'published' ? now : null,
  });
const comment = (status: string): Item => ({
  pk: 'COMMENT#5', sk: 'COMMENT', id: 5, post_id: 12, user_id: 3, parent_id: null, root_id: null, content: 'Nice', status, replies_count: 0, created_at: now, updated_at: now,
});
const tag = (name: string): Item => ({ pk: 'TAG#4', sk: 'TAG', id: 4, name, slug: 'news', created_at: now, updated_at: now });

describe('the webhooks section', () => {
  test('has one POST per event type, signed by the three Standard Webhooks headers', () => {
    // Act / Assess
    expect(Object.keys(document.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    for (const type of WEBHOOK_EVENT_TYPES) {
      expect(headersOf(type).map((header) => `${header.in} ${header.name} ${header.required}`)).toEqual(['header webhook-id true', 'header webhook-timestamp true', 'header webhook-signature true']);
    }
  });

  test('the payloads the stream consumer makes are valid against their event schemas, and their headers against the header parameters', () => {
    // Prepare: posts through every transition, comments, tags
    const records = [
      record(undefined, post('published', 1), 'POST'),
      record(post('published', 1), post('published', 2), 'POST'),
      record(post('published', 2), post('trash', 3), 'POST'),
      record(post('trash', 3), post('published', 4), 'POST'),
      record(post('published', 4), undefined, 'POST'),
      record(undefined, comment('pending'), 'COMMENT'),
      record(comment('pending'), comment('approved'), 'COMMENT'),
      record(undefined, tag('News'), 'TAG'),
      record(tag('News'), tag('Updates'), 'TAG'),
      record(tag('Updates'), undefined, 'TAG'),
    ];
    // Act
    const events = records.flatMap((each) => eventsOf(each));
    const problems = events.flatMap((event) => {
      const body = payloadOf(event);
      const found: string[] = [];
      if (!ajv.validate({ $ref: `doc#/webhooks/${event.type}/post/requestBody/content/application~1json/schema` }, JSON.parse(body))) found.push(`${event.type}: ${ajv.errorsText()}`);
      const headers = signedHeaders(CREATED_WEBHOOK_EXAMPLE.secret, event.id, 1_767_323_045, body);
      for (const parameter of headersOf(event.type)) {
        if (!ajv.validate(parameter.schema as JsonSchema, headers[parameter.name as keyof typeof headers])) found.push(`${event.type} header ${String(parameter.name)}: ${ajv.errorsText()}`);
      }
      return found;
    });
    // Assess
    expect(new Set(events.map((event) => event.type)).size).toBeGreaterThanOrEqual(11);
    expect(problems).toEqual([]);
  });

  test("the documented headers verify the documented body with the example webhook's secret", () => {
    // Prepare: the header examples sign the tag.created example
    const body = JSON.stringify(bodyOf('tag.created').example);
    const headers = Object.fromEntries(headersOf('tag.created').map((header) => [String(header.name), String(header.example)]));
    // The library refuses a timestamp far from its clock: the clock is put at the example's time.
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Number(headers['webhook-timestamp']) * 1000);
    // Act
    const verified = new Verifier(CREATED_WEBHOOK_EXAMPLE.secret).verify(body, headers);
    const tampered = () => new Verifier(CREATED_WEBHOOK_EXAMPLE.secret).verify(body.replace('Serverless', 'Serverles$'), headers);
    clock.mockRestore();
    // Assess
    expect(verified).toMatchObject({ type: 'tag.created' });
    expect(tampered).toThrow();
  });
});
