/**
 * `links.next` through the local gateway: built from the configured public base URL whatever the
 * request headers say, and carrying a cursor sealed with the deployment's key that no caller can
 * alter, truncate or forge.
 */
import fc from 'fast-check';
import { useLocalApi } from '#test/support/http';
import { publishedPost, tag } from './client-fixtures';

const api = useLocalApi();

const CLIENT_POSTS = '/api/client/v3/cms/post';
const ADMIN_TAGS = '/api/admin/v3/cms/tag';

let clientHeaders: Record<string, string>;
let validCursor: string;

beforeAll(async () => {
  for (let i = 0; i < 3; i++) await publishedPost();
  for (let i = 0; i < 3; i++) await tag();
  clientHeaders = await api.clientHeaders();
  const first = await api.request('GET', CLIENT_POSTS, { headers: clientHeaders, query: { per_page: 1 } });
  validCursor = new URL(first.body.meta.pagination.links.next).searchParams.get('cursor')!;
});

describe('links from configuration', () => {
  test('Host and X-Forwarded-* headers change nothing in links.next', async () => {
    // Act
    const plain = await api.request('GET', CLIENT_POSTS, { headers: clientHeaders, query: { per_page: 1 } });
    const forged = await api.request('GET', CLIENT_POSTS, {
      headers: { ...clientHeaders, Host: 'evil.example', 'X-Forwarded-Proto': 'javascript', 'X-Forwarded-Host': 'evil.example' },
      query: { per_page: 1 },
    });
    // Assess
    const next = forged.body.meta.pagination.links.next as string;
    expect(next.startsWith(`${api.url}${CLIENT_POSTS}?`)).toBe(true);
    expect(next).not.toContain('evil.example');
    expect(next).not.toMatch(/^javascript:/);
    expect(new URL(next).pathname).toBe(new URL(plain.body.meta.pagination.links.next).pathname);
  });
});

describe('keyed cursors', () => {
  test('the cursor of links.next opens the next page', async () => {
    // Act
    const response = await api.request('GET', CLIENT_POSTS, { headers: clientHeaders, query: { per_page: 1, page: 2, cursor: validCursor } });
    // Assess
    expect(response.status).toBe(200);
    expect(response.body.result).toHaveLength(1);
  });

  test('a cursor with a forged total or key is 400 bad_request, never 200 or 500', async () => {
    // Prepare
    const [payload] = validCursor.split('.') as [string, string];
    const state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const reseal = (value: unknown) => `${Buffer.from(JSON.stringify(value)).toString('base64url')}.${validCursor.split('.')[1]}`;
    // Act
    const forgedTotal = await api.request('GET', CLIENT_POSTS, { headers: clientHeaders, query: { per_page: 1, page: 2, cursor: reseal({ ...state, t: 999 }) } });
    const forgedKey = await api.request('GET', CLIENT_POSTS, { headers: clientHeaders, query: { per_page: 1, page: 2, cursor: reseal({ ...state, k: { pk: 'USER#1' } }) } });
    // Assess
    for (const response of [forgedTotal, forgedKey]) {
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('bad_request');
      expect(response.body.error.details.cursor).toEqual([expect.any(String)]);
    }
  });

  test('a cursor of one list is refused by another (foreign cursor)', async () => {
    // Prepare
    const headers = await api.adminHeaders('admin');
    const tags = await api.request('GET', ADMIN_TAGS, { headers, query: { per_page: 1 } });
    const tagCursor = new URL(tags.body.meta.pagination.links.next).searchParams.get('cursor')!;
    // Act
    const postsWithTagCursor = await api.request('GET', CLIENT_POSTS, { headers: clientHeaders, query: { per_page: 1, page: 2, cursor: tagCursor } });
    const tagsWithPostCursor = await api.request('GET', ADMIN_TAGS, { headers, query: { per_page: 1, page: 2, cursor: validCursor } });
    // Assess
    expect(postsWithTagCursor.status).toBe(400);
    expect(tagsWithPostCursor.status).toBe(400);
    expect(tagsWithPostCursor.body.error.details.cursor).toEqual([expect.any(String)]);
  });

  test('property: any mutation of a valid cursor is 400 bad_request', async () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
    const mutation = fc.oneof(
      // replace one character
      fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), char: fc.constantFrom(...alphabet) }),
      // drop a suffix (truncation) or a prefix
      fc.record({ kind: fc.constant('truncate' as const), at: fc.nat(), char: fc.constant('') }),
      // insert one character
      fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), char: fc.constantFrom(...alphabet) }),
    );
    await fc.assert(
      fc.asyncProperty(mutation, async ({ kind, at, char }) => {
        const index = at % validCursor.length;
        const mutated =
          kind === 'replace'
            ? validCursor.slice(0, index) + char + validCursor.slice(index + 1)
            : kind === 'truncate'
              ? validCursor.slice(0, index)
              : validCursor.slice(0, index) + char + validCursor.slice(index);
        fc.pre(mutated !== validCursor && mutated !== '');
        // A fresh key per run: the property makes more requests than one key's minute allows.
        const response = await api.request('GET', CLIENT_POSTS, { headers: await api.clientHeaders(), query: { per_page: 1, page: 2, cursor: mutated } });
        expect(response.status).toBe(400);
        expect(response.body.error.code).toBe('bad_request');
      }),
      { numRuns: 60 },
    );
  });

  test('property: any random string as a cursor is 400 bad_request', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 300 }), async (cursor) => {
        const response = await api.request('GET', CLIENT_POSTS, { headers: await api.clientHeaders(), query: { per_page: 1, page: 2, cursor } });
        expect(response.status).toBe(400);
        expect(response.body.error.code).toBe('bad_request');
      }),
      { numRuns: 60 },
    );
  });
});
