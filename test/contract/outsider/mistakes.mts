// Everyday mistakes: each line marked @ts-expect-error must be a type error (an unused directive
// fails the compile), and test/contract/outsider-client.test.ts checks each one separately.
import createClient from 'openapi-fetch';
import type { paths } from './schema.js';

type PostCreate = paths['/api/admin/v3/cms/post']['post']['requestBody']['content']['application/json'];

const site = createClient<paths>({ baseUrl: 'https://cms.example.com', headers: { 'Api-Key': 'key' } });

export async function mistakes(): Promise<unknown[]> {
  const seen: unknown[] = [];
  // a wrong enum value
  // @ts-expect-error
  await site.GET('/api/client/v3/cms/post', { params: { query: { order: 'descending' } } });
  // a misspelt query parameter
  // @ts-expect-error
  await site.GET('/api/client/v3/cms/post', { params: { query: { per_pgae: 5 } } });
  // a string per_page
  // @ts-expect-error
  await site.GET('/api/client/v3/cms/post', { params: { query: { per_page: '5' } } });
  // openapi-fetch infers a body's type from the argument, which lets extra fields through: a body
  // written with its generated type refuses them, as the API does (additionalProperties: false).
  // a read-only body field
  // @ts-expect-error
  const readOnly: PostCreate = { title: 'T', content: 'C', view_count: 5 };
  // an unknown body field
  // @ts-expect-error
  const unknownField: PostCreate = { title: 'T', content: 'C', colour: 'red' };
  await site.POST('/api/admin/v3/cms/post', { body: readOnly });
  await site.POST('/api/admin/v3/cms/post', { body: unknownField });
  // a bulk action that does not exist
  // @ts-expect-error
  await site.POST('/api/admin/v3/cms/post/bulk', { body: { ids: [1], action: 'burn' } });
  const list = await site.GET('/api/client/v3/cms/post');
  if (list.data) {
    const post = list.data.result[0]!;
    // an unknown response field
    // @ts-expect-error
    seen.push(post.view_count);
    // an included relation used as if always there
    // @ts-expect-error
    seen.push(post.author.first_name);
    // a title that is a string, not a number
    // @ts-expect-error
    const title: number = post.title;
    seen.push(title);
  }
  return seen;
}
