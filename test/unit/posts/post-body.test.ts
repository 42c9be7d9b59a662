/**
 * The post item's packed body (layout 6): content and its metrics as one brotli-compressed binary
 * attribute, read back the same from an item, from a stream image (binary as base64 text, as Lambda
 * and DynamoDB Streams deliver it) and from a layout 4 item that held them plain. What lists, keys,
 * search postings and filters read stays plain.
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import { BODY_ATTRIBUTE, ownedAttributes, postItem, toPost } from '#domains/posts/model/post-items';
import { processContent } from '#domains/content/process-content';
import { toStreamRecord } from '#platform/stream/stream-record';
import { indexedPost } from '#domains/search/postings';
import { itemSize } from '../../../bench/lib/item-size';
import { aPost } from '../client/fixtures';

const prose = Array.from({ length: 40 }, (_, i) => `<p>Paragraph ${i}: serverless functions read one item per post, and the item is billed per started kilobyte.</p>`).join('\n');
const post = aPost({ content: prose, metrics: processContent(prose, { unfiltered: true }).metrics, lastRevision: 3, wpSlug: null });

describe('the post item packs its body', () => {
  test('content and metrics are one binary attribute, smaller than the text, and read back unchanged', () => {
    // Act
    const item = postItem(post);
    // Assess
    expect(item).not.toHaveProperty('content');
    expect(item).not.toHaveProperty('content_metrics');
    expect(item[BODY_ATTRIBUTE]).toBeInstanceOf(Uint8Array);
    expect(itemSize(item)).toBeLessThan(itemSize({ ...item, ...ownedAttributes(post) }) / 2);
    expect(toPost(item)).toEqual(post);
  });

  test('what lists, search and filters read stays plain on the item', () => {
    // Act
    const item = postItem(post);
    // Assess
    expect(item).toMatchObject({ title: post.title, excerpt: post.excerpt, status: post.status, category_id: post.categoryId, published_at: post.publishedAt });
    expect(indexedPost(item).text.t).not.toBe('');
  });

  test('a stream image, whose binary is base64 text, reads as the same post', () => {
    // Prepare: the typed JSON of a Lambda event or of GetRecords, binary as base64
    const typed = marshall(postItem(post), { removeUndefinedValues: true }) as Record<string, { B?: Uint8Array }>;
    const image = Object.fromEntries(Object.entries(typed).map(([name, value]) => [name, value.B ? { B: Buffer.from(value.B).toString('base64') } : value]));
    // Act
    const record = toStreamRecord({ eventName: 'INSERT', dynamodb: { SequenceNumber: '1', Keys: { pk: { S: 'POST#42' }, sk: { S: 'POST' } }, NewImage: image } });
    // Assess
    expect(typeof record.newImage![BODY_ATTRIBUTE]).toBe('string');
    expect(toPost(record.newImage!)).toEqual(post);
  });

  test('a layout 4 item, its content and metrics plain, still reads', () => {
    // Prepare
    const { [BODY_ATTRIBUTE]: _packed, ...rest } = postItem(post);
    const plain = { ...rest, content: post.content, content_metrics: ownedAttributes(post).content_metrics };
    // Act
    const read = toPost(plain);
    // Assess
    expect(read).toEqual(post);
  });

  test('a body that is not packed bytes is a corrupt item, not a wrong post', () => {
    // Prepare
    const item = { ...postItem(post), [BODY_ATTRIBUTE]: 42 };
    // Act
    const read = () => toPost(item);
    // Assess
    expect(read).toThrow(/body_br is not a packed body/);
  });
});
