import { useTestTable } from '#test/support/table';
import { createPost, systemActor } from '#domains/posts/write/manage-posts';
import { relatedPosts, MAX_RELATED } from '#domains/client/related-posts';
import { createInput, makeCategory } from '../posts/fixtures';
import { callsOf, recordDbCalls } from '#test/support/db-calls';

useTestTable();

describe('related posts (spec 4.4)', () => {
  test('are the five newest other posts of the category, read in one Query of six rows', async () => {
    // Prepare: seven published posts in one category, the subject the newest.
    const categoryId = await makeCategory('Only');
    const posts = [];
    for (let day = 1; day <= 7; day++) {
      posts.push(
        await createPost(
          createInput({ title: `Day ${day}`, status: 'published', category_id: categoryId, published_at: `2025-03-0${day}T10:00:00Z` }),
          systemActor(),
        ),
      );
    }
    const subject = posts[6]!;
    const recording = recordDbCalls();
    try {
      // Act
      const related = await relatedPosts(subject);
      // Assess
      expect(related.map((post) => post.title)).toEqual(['Day 6', 'Day 5', 'Day 4', 'Day 3', 'Day 2']);
      expect(related).toHaveLength(MAX_RELATED);
      expect(callsOf(recording, 'QueryCommand').map((call) => call.output.Count)).toEqual([MAX_RELATED + 1]);
    } finally {
      recording.stop();
    }
  });
});
