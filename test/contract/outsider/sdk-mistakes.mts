// Mistakes made through the SDK (sdk/src): each line marked @ts-expect-error must be a type error.
import { createCms } from '../../../sdk/src/index.js';

const cms = createCms({ baseUrl: 'https://cms.example.com', apiKey: 'key' });

export async function mistakes(): Promise<unknown[]> {
  const seen: unknown[] = [];
  for await (const post of cms.posts.list({ fields: ['id', 'title'], includes: ['tags'] })) {
    seen.push(post.id, post.title, post.tags);
    // a field not asked for
    // @ts-expect-error
    seen.push(post.content);
  }
  for await (const post of cms.posts.list({ per_page: 10 })) {
    seen.push(post.content.full);
    // a relation not included
    // @ts-expect-error
    seen.push(post.author.first_name);
  }
  // a field the post does not have
  // @ts-expect-error
  await cms.posts.get(1, { fields: ['id', 'colour'] });
  // a string per_page
  // @ts-expect-error
  await cms.get('/api/client/v3/cms/post', { params: { query: { per_page: '5' } } });
  // a read-only body field
  // @ts-expect-error
  await cms.post('/api/admin/v3/cms/post', { body: { title: 'T', content: 'C', view_count: 5 } });
  // an unknown body field
  // @ts-expect-error
  await cms.post('/api/admin/v3/cms/post', { body: { title: 'T', content: 'C', colour: 'red' } });
  // the envelope is already unwrapped
  const created = await cms.post('/api/admin/v3/cms/post', { body: { title: 'T', content: 'C' } });
  seen.push(created.id);
  // @ts-expect-error
  seen.push(created.result);
  return seen;
}
