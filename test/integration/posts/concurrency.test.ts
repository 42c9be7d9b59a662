import { Conflict, InvalidBody } from '#platform/errors';
import { createPost, restorePost, trashPost, updatePost, getPost, systemActor } from '#domains/posts/write/manage-posts';
import { bulkPosts } from '#domains/posts/write/bulk-posts';
import { useTestTable } from '#test/support/table';
import { createInput, tableState } from './fixtures';

useTestTable();

describe('posts under concurrent writers', () => {
  test('50 parallel creates with one explicit slug: exactly one wins, the others are told the slug is taken', async () => {
    // Prepare
    const attempts = Array.from({ length: 50 }, (_, n) => createInput({ title: `Contender ${n}`, slug: 'the-one-slug' }));
    // Act
    const results = await Promise.allSettled(attempts.map((input) => createPost(input, systemActor())));
    // Assess
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const reason of lost) {
      expect(reason).toBeInstanceOf(InvalidBody);
      expect((reason as InvalidBody).errors).toEqual({ slug: ['The slug has already been taken.'] });
    }
    const state = await tableState();
    expect(state.problems).toEqual([]);
    expect([...state.posts.values()].filter((post) => post.slug === 'the-one-slug')).toHaveLength(1);
  });

  test('30 parallel creates with one title all succeed with distinct suffixed slugs', async () => {
    // Prepare
    const inputs = Array.from({ length: 30 }, () => createInput({ title: 'Same Title' }));
    // Act
    const posts = await Promise.all(inputs.map((input) => createPost(input, systemActor())));
    // Assess
    const slugs = posts.map((post) => post.slug);
    expect(new Set(slugs).size).toBe(30);
    expect(slugs).toContain('same-title');
    for (const slug of slugs) expect(slug).toMatch(/^same-title(-\d+)?$/);
    expect((await tableState()).problems).toEqual([]);
  });

  test('an update with a stale version is a version_conflict and changes nothing', async () => {
    // Prepare
    const post = await createPost(createInput({ title: 'Versioned' }), systemActor());
    const edited = await updatePost(post.id, { title: 'First edit', version: post.version }, systemActor());
    // Act
    const stale = updatePost(post.id, { title: 'Lost edit', version: post.version }, systemActor());
    // Assess
    await expect(stale).rejects.toBeInstanceOf(Conflict);
    await expect(stale).rejects.toMatchObject({ code: 'version_conflict' });
    const stored = await getPost(post.id);
    expect(stored.title).toBe('First edit');
    expect(stored.version).toBe(edited.version);
    expect(edited.version).toBe(post.version + 1);
  });

  test('parallel updates of one post with the same version: one wins, the rest conflict', async () => {
    // Prepare
    const post = await createPost(createInput({ title: 'Race' }), systemActor());
    // Act
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, n) => updatePost(post.id, { title: `Editor ${n}`, version: post.version }, systemActor())),
    );
    // Assess
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'version_conflict' });
    expect((await getPost(post.id)).version).toBe(post.version + 1);
  });

  test('parallel updates without a version of different fields all land', async () => {
    // Prepare
    const post = await createPost(createInput({ title: 'Merged' }), systemActor());
    // Act
    await Promise.all([
      updatePost(post.id, { title: 'Merged title' }, systemActor()),
      updatePost(post.id, { excerpt: 'Merged excerpt' }, systemActor()),
      updatePost(post.id, { is_featured: true }, systemActor()),
      updatePost(post.id, { status: 'published' }, systemActor()),
      updatePost(post.id, { seo: { meta_title: 'Merged SEO' } }, systemActor()),
    ]);
    // Assess
    const stored = await getPost(post.id);
    expect(stored).toMatchObject({ title: 'Merged title', excerpt: 'Merged excerpt', isFeatured: true, status: 'published', version: 6 });
    expect(stored.seo.metaTitle).toBe('Merged SEO');
    expect((await tableState()).problems).toEqual([]);
  });

  test('parallel trash, restore and bulk calls on the same posts leave every counter exact', async () => {
    // Prepare
    const posts = await Promise.all(
      Array.from({ length: 8 }, (_, n) => createPost(createInput({ title: `Contested ${n}`, status: n % 2 ? 'published' : 'pending' }), systemActor())),
    );
    const ids = posts.map((post) => post.id);
    // Act
    const operations = Array.from({ length: 24 }, (_, n) => {
      const id = ids[n % ids.length];
      switch (n % 4) {
        case 0:
          return trashPost(id, systemActor());
        case 1:
          return restorePost(id, systemActor());
        case 2:
          return bulkPosts(ids, 'trash', systemActor());
        default:
          return bulkPosts(ids, 'restore', systemActor());
      }
    });
    await Promise.all(operations);
    // Assess
    const state = await tableState();
    expect(state.problems).toEqual([]);
    ids.forEach((id, n) => {
      const post = state.posts.get(id)!;
      // Whatever the interleaving, a post is in trash or back in the status it had.
      expect(['trash', n % 2 ? 'published' : 'pending']).toContain(post.status);
      expect(post.statusBeforeTrash).toBe(post.status === 'trash' ? (n % 2 ? 'published' : 'pending') : null);
    });
  });

  test('two parallel bulk trash calls on the same ids together report each post once', async () => {
    // Prepare
    const posts = await Promise.all(Array.from({ length: 12 }, (_, n) => createPost(createInput({ title: `Twice ${n}` }), systemActor())));
    const ids = posts.map((post) => post.id);
    // Act
    const [first, second] = await Promise.all([bulkPosts(ids, 'trash', systemActor()), bulkPosts([...ids].reverse(), 'trash', systemActor())]);
    // Assess
    expect(first.affected + second.affected).toBe(12);
    expect(first.failedIds).toEqual([]);
    expect((await tableState()).problems).toEqual([]);
  });
});
