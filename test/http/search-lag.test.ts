/**
 * The bench's search-lag probe (bench/lib/search-lag.ts) against the local gateway: a post created
 * through the API is found by its title's number through the client list, with the stream consumer
 * polled as the event source mapping polls it. The local stream pump reads the stream only when asked,
 * so a probe that does not poll it never finds the post (the bench's run of 2026-11-29: "post 125 not
 * found by 900033 after 120 s").
 *
 * @dynamodb-streams (a DynamoDB Local of its own, tables with streams: test/support/dynamo-environment.ts)
 */
import { createCategory } from '#domains/taxonomy/manage-categories';
import { createTag } from '#domains/taxonomy/manage-tags';
import { measureSearchLag } from '../../bench/lib/search-lag';
import { useLocalApi } from '#test/support/http';

const api = useLocalApi();

test('each new post is found by the number in its title, English and Persian, within seconds', async () => {
  // Prepare
  const client = { 'Api-Key': await api.clientKey('search-lag') };
  const admin = await api.adminHeaders('admin');
  const { category } = await createCategory({ nameEn: 'Lag', status: 'active' });
  const tags = await Promise.all(['lag-a', 'lag-b', 'lag-c'].map((name) => createTag({ name })));
  const site = { categoryIds: [category.id], tagIds: tags.map((tag) => tag.id) };
  // Act: two posts (budgetPostBody makes every other one Persian), a minute at most for each
  const lags = await measureSearchLag({ url: api.url, streamIdle: () => api.gateway.streamIdle() }, { site, admin, client }, { samples: 2, giveUpMs: 60_000 });
  // Assess
  expect(lags).toHaveLength(2);
  for (const lag of lags) expect(lag).toBeLessThan(60_000);
}, 180_000);
