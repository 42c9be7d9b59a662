/**
 * Answers narrowed by `field_sets` and `excludes`, asked from the local gateway on every operation that
 * takes them, are valid against the OpenAPI document as it is (what a validating proxy such as Prism
 * checks), while the same items are not valid full items: the document describes them as the full item
 * or the narrowed one (infra/openapi/examples.ts `narrowable`).
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { useLocalApi } from '#test/support/http';
import { responseContractProblems } from '#test/contract/response-contract';
import { buildOpenApiDocument } from '#infra/openapi/document';
import { publishedPost } from './client-fixtures';

const api = useLocalApi();
const FIELDS = JSON.stringify({ cms_posts: 'id,title' });

/** Validates a value against a component of the document, as written. */
async function fullItemCheck(): Promise<(component: string, value: unknown) => boolean> {
  const { document } = await buildOpenApiDocument();
  const ajv = new Ajv2020({ strict: false });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: 'doc' });
  return (component, value) => ajv.validate({ $ref: `doc#/components/schemas/${component}` }, value);
}

describe('narrowed answers keep the contract', () => {
  test('admin and client lists, gets, create and update: every narrowed answer is one the document accepts', async () => {
    // Prepare
    const admin = await api.adminHeaders('admin');
    const client = { 'Api-Key': await api.clientKey() };
    const post = await publishedPost({ title: 'Narrowed', content: '<p>Body.</p>' });
    const version = (await api.request('GET', `/api/admin/v3/cms/post/${post.id}`, { headers: admin })).body.result.version;
    const asks = [
      { method: 'GET', path: '/api/admin/v3/cms/post', headers: admin, query: { field_sets: FIELDS } },
      { method: 'GET', path: `/api/admin/v3/cms/post/${post.id}`, headers: admin, query: { excludes: 'content,seo' } },
      { method: 'POST', path: '/api/admin/v3/cms/post', headers: admin, query: { field_sets: FIELDS }, body: { title: 'Created narrowed', content: '<p>New.</p>' } },
      { method: 'PUT', path: `/api/admin/v3/cms/post/${post.id}`, headers: admin, query: { field_sets: FIELDS }, body: { title: 'Renamed', version } },
      { method: 'GET', path: '/api/client/v3/cms/post', headers: client, query: { field_sets: FIELDS } },
      { method: 'GET', path: `/api/client/v3/cms/post/${post.id}`, headers: client, query: { excludes: 'content,author' } },
    ] as const;
    const isFull = await fullItemCheck();

    // Act
    const answers = [];
    for (const ask of asks) {
      const response = await api.request(ask.method, ask.path, { headers: ask.headers, query: ask.query, ...('body' in ask ? { body: ask.body } : {}), skipContract: true });
      answers.push({ ask, response, problems: await responseContractProblems({ method: ask.method, path: ask.path, status: response.status, headers: response.headers, body: response.body }) });
    }

    // Assess
    for (const { ask, response, problems } of answers) {
      expect([`${ask.method} ${ask.path}`, response.status]).toEqual([`${ask.method} ${ask.path}`, ask.method === 'POST' ? 201 : 200]);
      expect([`${ask.method} ${ask.path}`, problems]).toEqual([`${ask.method} ${ask.path}`, []]);
      const items = Array.isArray(response.body.result) ? response.body.result : [response.body.result];
      const component = ask.path.startsWith('/api/admin') ? 'AdminPost' : 'ClientPostItem';
      // Narrowed items are not full items: a document that required every field would refuse them.
      for (const item of items) expect([`${ask.method} ${ask.path}`, isFull(component, item)]).toEqual([`${ask.method} ${ask.path}`, false]);
    }
    expect(Object.keys(answers[0]!.response.body.result[0]).sort()).toEqual(['id', 'title']);
  });
});
