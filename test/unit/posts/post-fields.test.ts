/**
 * The post field catalogue (shared/domains/posts/model/post-fields.ts) against the shapes: every field
 * reaches every shape it declares, at the paths it declares, and no shape shows a field the
 * catalogue does not declare for it. Each shape is built from sample posts that differ in every field;
 * changing one field of a sample to another sample's value may change only the paths that field
 * declares in that shape, and over all samples it changes each of them.
 */
import * as z from 'zod/mini';
import { marshall } from '@aws-sdk/util-dynamodb';
import { optStr, type Item } from '#platform/db/attributes';
import { setClock } from '#platform/clock';
import { parseBody } from '#platform/http/validation';
import type { Post, PostStatus } from '#domains/posts/model/post';
import { postFields, postSearched, V3_ORDER } from '#domains/posts/model/post-fields';
import { field, type Catalogue, type PostField, type PostProp } from '#domains/posts/model/field-catalogue';
import { adminKeysView, clientKeysView, declaredPaths, namesWhere, plainTextView, restoredProps, revisedView, revisionKeysView, searchedView, sentView, storedView } from '#domains/posts/model/field-views';
import { BODY_ATTRIBUTE, engagementAttributes, ownedAttributes, postItem, toPost } from '#domains/posts/model/post-items';
import { bodyShape, PostCreateBody, PostUpdateBody } from '#domains/posts/model/post-schemas';
import { newPost, patchedPost } from '#domains/posts/write/post-changes';
import { adminPostShape, type AdminRelations } from '#domains/posts/shapes/admin-post-shape';
import { AdminPostSchema } from '#domains/posts/shapes/admin-post-response-schemas';
import { answerSchemas } from '#domains/posts/shapes/field-answer-schemas';
import { changedFields, restoredFromRevision, SYSTEM_CHANGE } from '#domains/posts/revisions/revisions';
import { revisionShape } from '#domains/posts/revisions/revision-shape';
import { RevisionSchema } from '#domains/posts/revisions/revision-response-schemas';
import { clientPost, SPEC_ONLY_CLIENT_PATHS, type ClientInclude, type PostRelations } from '#domains/client/client-post';
import { ClientPostItemSchema } from '#domains/client/schemas';
import { altPost, postOverview } from '#domains/client/post-overview';
import { clientUser } from '#domains/client/client-user';
import { clientCategory } from '#domains/client/client-category';
import { indexedPost } from '#domains/search/postings';
import { itemToJson, type RawItem } from '#domains/import/typed-json';
import { unpackJson } from '#platform/db/packed-json';
import { mediaRecordOf } from '#domains/media/media-shape';
import { processContent } from '#domains/content/process-content';
import { aCategory, aMedia, aUser } from '../client/fixtures';

const POST_FIELDS = postFields();
const POST_SEARCHED = postSearched();
const cover = aMedia();
const coverUrl = mediaRecordOf(cover).url;

/** Three posts that differ in every field (a field added to the catalogue needs a value here that differs). */
const bare: Post = {
  id: 41,
  type: 'post',
  title: 'Bare',
  slug: 'bare',
  excerpt: '',
  excerptAuto: true,
  content: '<p>one</p>',
  featuredImage: null,
  status: 'draft',
  statusBeforeTrash: null,
  categoryId: null,
  tagIds: [],
  authorId: null,
  creatorId: null,
  isFeatured: false,
  seo: { metaTitle: null, metaDescription: null, ogImage: null },
  viewCount: 0,
  likesCount: 0,
  commentCount: 0,
  version: 1,
  rev: 1,
  createdAt: '2024-03-01T08:00:00.000Z',
  updatedAt: '2024-03-01T08:00:00.000Z',
  publishedAt: null,
  lastRevision: 0,
  wpSlug: null,
  metrics: processContent('<p>one</p>', { unfiltered: true }).metrics,
};
const fullContent = `<h2>First</h2><p>${'word '.repeat(450)}</p><img src="https://example.com/a.png">`;
const full: Post = {
  id: 42,
  type: 'video',
  title: 'Full',
  slug: 'full',
  excerpt: 'A summary',
  excerptAuto: false,
  content: fullContent,
  featuredImage: coverUrl,
  status: 'published',
  statusBeforeTrash: 'draft',
  categoryId: 3,
  tagIds: [5, 6],
  authorId: 7,
  creatorId: 7,
  isFeatured: true,
  seo: { metaTitle: 'Meta title', metaDescription: 'Meta description', ogImage: 'https://example.com/og.png' },
  viewCount: 12,
  likesCount: 3,
  commentCount: 4,
  version: 5,
  rev: 6,
  createdAt: '2024-03-02T08:00:00.000Z',
  updatedAt: '2024-03-03T08:00:00.000Z',
  publishedAt: '2024-03-02T09:00:00.000Z',
  lastRevision: 4,
  wpSlug: 'full-wp',
  metrics: processContent(fullContent, { unfiltered: true }).metrics,
};
/** The title shows where nothing else names the og image (no SEO title, no library media). */
const mixed: Post = {
  ...full,
  id: 43,
  type: 'page',
  title: 'Mixed',
  seo: { metaTitle: null, metaDescription: 'Other', ogImage: 'https://elsewhere.example/og.png' },
  featuredImage: 'https://elsewhere.example/cover.jpg',
  authorId: 8,
  status: 'archived',
};
const samples = [bare, full, mixed];

const clientRelations: PostRelations = {
  authors: new Map([[7, clientUser(aUser(), null)]]),
  categories: new Map([[3, clientCategory(aCategory(), 4, null)]]),
  tags: new Map([
    [5, { id: 5, name: 'Five', slug: 'five', createdAt: '', updatedAt: '' }],
    [6, { id: 6, name: 'Six', slug: 'six', createdAt: '', updatedAt: '' }],
  ]),
  media: new Map([[cover.id, cover]]),
};
const adminRelations: AdminRelations = {
  categories: new Map([[3, { id: 3, name: 'Technology', slug: 'technology' }]]),
  tags: new Map([
    [5, { id: 5, name: 'Five', slug: 'five' }],
    [6, { id: 6, name: 'Six', slug: 'six' }],
  ]),
  authors: new Map([[7, { id: 7, name: 'Sara', email: 'sara@example.com', avatar_url: '' }]]),
};
const everyInclude = new Set<ClientInclude>(['author', 'mainCategory', 'category', 'tags']);

const facetOf = (shape: string) => (field: PostField) => field[shape as keyof PostField] as Parameters<typeof declaredPaths>[1];

/** Each shape: how a post shows in it, and the paths each field declares there (besides the field's own key). */
const SHAPES: Record<string, { show(post: Post): unknown; paths(name: string, field: PostField): string[]; specOnly?: readonly string[] }> = {
  stored: {
    show: (post) => {
      const { entity: _entity, ...attributes } = { ...ownedAttributes(post), ...engagementAttributes(post) };
      return attributes;
    },
    paths: (name, field) => (field.stored ? [name] : []),
  },
  admin: {
    show: (post) =>
      adminPostShape(post, adminRelations, {
        includes: new Set(['category', 'tags', 'author']),
        counts: new Set(['comments', 'tags', 'likes']),
        excludes: new Set(),
      }),
    paths: (name, field) => declaredPaths(name, facetOf('admin')(field)),
  },
  revision: {
    show: (post) => revisionShape({ postId: post.id, number: 1, state: post, changedFields: [], changedBy: SYSTEM_CHANGE, changedAt: post.updatedAt }).post,
    paths: (name, field) => (field.revision?.shown ? [name] : []),
  },
  client: {
    show: (post) => clientPost(post, clientRelations, everyInclude),
    paths: (name, field) => declaredPaths(name, facetOf('client')(field)),
    specOnly: SPEC_ONLY_CLIENT_PATHS,
  },
  overview: {
    show: (post) => postOverview(post, clientRelations, everyInclude),
    paths: (name, field) => declaredPaths(name, facetOf('overview')(field)),
  },
  alternative: {
    show: (post) => altPost(post, clientRelations),
    paths: (name, field) => declaredPaths(name, facetOf('alternative')(field)),
  },
  searched: {
    show: (post) => indexedPost(postItem(post), POST_SEARCHED).text,
    paths: (_name, field) => (field.searched ? [field.searched] : []),
  },
};

/** Leaf paths of a JSON value: objects are walked, arrays and scalars are leaves. */
function leaves(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, JSON.stringify(value ?? null));
  }
  return out;
}

function changedPaths(a: unknown, b: unknown): string[] {
  const [left, right] = [leaves(a), leaves(b)];
  return [...new Set([...left.keys(), ...right.keys()])].filter((path) => left.get(path) !== right.get(path));
}

const under = (path: string, declared: string) => path === declared || path.startsWith(`${declared}.`) || declared.startsWith(`${path}.`);

const withProps = Object.entries(POST_FIELDS as Catalogue).filter(([, field]) => field.prop !== undefined);

let restoreClock: () => void;
beforeAll(() => {
  restoreClock = setClock(() => Date.parse('2024-03-19T21:00:00Z'));
});
afterAll(() => restoreClock());

describe('the post field catalogue', () => {
  test('the sample posts differ in every field of the catalogue', () => {
    // Act
    const same = withProps.filter(([, field]) => new Set(samples.map((post) => JSON.stringify(post[field.prop!] ?? null))).size < 2).map(([name]) => name);
    // Assess
    expect(same).toEqual([]);
  });

  describe.each(Object.keys(SHAPES))('the %s shape', (shape) => {
    const { show, paths, specOnly = [] } = SHAPES[shape];

    test.each(withProps.map(([name]) => name))('%s reaches exactly the paths it declares', (name) => {
      // Prepare
      const declared = paths(name, (POST_FIELDS as Catalogue)[name]);
      const prop = (POST_FIELDS as Catalogue)[name].prop!;
      const changed = new Set<string>();
      // Act
      for (const sample of samples) {
        for (const other of samples) {
          if (JSON.stringify(sample[prop]) === JSON.stringify(other[prop])) continue;
          for (const path of changedPaths(show(sample), show({ ...sample, [prop]: other[prop] }))) changed.add(path);
        }
      }
      // Assess
      expect([...changed].filter((path) => !declared.some((entry) => under(path, entry)))).toEqual([]);
      expect(declared.filter((entry) => ![...changed].some((path) => under(path, entry)))).toEqual([]);
    });

    test('shows nothing the catalogue does not declare for it', () => {
      // Prepare
      const declared = [...withProps.flatMap(([name, field]) => paths(name, field)), ...specOnly];
      // Act
      const shown = samples.flatMap((post) => [...leaves(show(post)).keys()]);
      // Assess
      expect([...new Set(shown)].filter((path) => !declared.some((entry) => under(path, entry)))).toEqual([]);
      for (const path of specOnly) for (const post of samples) expect(leaves(show(post)).get(path)).toBe('null');
    });
  });

  test('the answer schemas name the keys the catalogue declares, and nothing else', () => {
    // Prepare
    const declared = (shape: string) => withProps.flatMap(([name, field]) => SHAPES[shape].paths(name, field).map((path) => path.split('.')[0]));
    // Assess
    expect(Object.keys(AdminPostSchema.shape).sort()).toEqual([...new Set(declared('admin'))].sort());
    expect(Object.keys((RevisionSchema.shape.post as unknown as { shape: object }).shape).sort()).toEqual([...new Set(declared('revision'))].sort());
    const clientKeys = [...new Set([...declared('client'), ...SPEC_ONLY_CLIENT_PATHS.map((path) => path.split('.')[0])])];
    expect(Object.keys(ClientPostItemSchema.shape).filter((key) => !clientKeys.includes(key))).toEqual([]);
    for (const post of samples) {
      expect(AdminPostSchema.safeParse(SHAPES.admin.show(post)).error).toBeUndefined();
      expect(ClientPostItemSchema.safeParse(SHAPES.client.show(post)).error).toBeUndefined();
    }
  });

  test('a stored field reads back as written, and the export carries it (plain, or in the packed body)', () => {
    for (const post of samples) {
      // Act
      const item = postItem(post);
      const exported = itemToJson(marshall(item, { removeUndefinedValues: true }) as RawItem);
      const body = unpackJson(item[BODY_ATTRIBUTE] as Uint8Array) as Item;
      // Assess
      expect(toPost(item)).toEqual(post);
      for (const stored of storedView(POST_FIELDS)) {
        if (stored.in === 'body') expect(body).toHaveProperty(stored.name);
        else expect(exported).toHaveProperty(stored.name);
      }
    }
  });

  test('the body takes every input field, and a write stores the fields applied as sent', () => {
    // Prepare
    const inputs = namesWhere(POST_FIELDS, (field) => field.input !== undefined);
    // Act
    const created = newPost(parseBody(PostCreateBody, { title: 'T', content: '<p>c</p>', ...Object.fromEntries(sentView(POST_FIELDS).map(({ name, prop }) => [name, full[prop]])) }), {
      id: 1,
      slug: 't',
      authorId: null,
      creatorId: null,
      now: '2024-03-01T08:00:00.000Z',
      body: processContent('<p>c</p>', { unfiltered: true }),
    });
    const patched = patchedPost(bare, parseBody(PostUpdateBody, Object.fromEntries(sentView(POST_FIELDS).map(({ name, prop }) => [name, full[prop]]))), bare.updatedAt);
    // Assess
    expect(Object.keys(PostCreateBody.shape).sort()).toEqual([...inputs].sort());
    expect(Object.keys(PostUpdateBody.shape).sort()).toEqual([...inputs].sort());
    for (const { prop } of sentView(POST_FIELDS)) {
      expect(created[prop]).toEqual(full[prop]);
      expect(patched?.[prop]).toEqual(full[prop]);
    }
  });

  test.each(withProps.map(([name]) => name))('a change of %s keeps a revision and is restored as declared', (name) => {
    // Prepare
    const field = POST_FIELDS[name as keyof typeof POST_FIELDS] as PostField;
    const prop = field.prop!;
    const state = { ...full, [prop]: bare[prop] } as Post;
    // Act
    const changed = changedFields(full, state);
    const restored = restoredFromRevision(full, state, full.updatedAt);
    // Assess
    expect(changed).toEqual(field.revision?.revised ? [name] : []);
    const byRule = field.revision?.restored === 'by its own rule';
    const copied = field.revision?.restored === true || (field.revision?.revised === true && !byRule);
    if (!byRule) expect(restored[prop]).toEqual(copied ? state[prop] : full[prop]);
  });

  test('the status is restored by its own rule: never into trash', () => {
    // Act
    const trashed = restoredFromRevision(full, { ...full, status: 'trash' as PostStatus }, full.updatedAt);
    const drafted = restoredFromRevision(full, { ...full, status: 'draft' }, full.updatedAt);
    // Assess
    expect(trashed.status).toBe(full.status);
    expect(drafted).toMatchObject({ status: 'draft', statusBeforeTrash: null });
  });
});

describe('a catalogue with a field more (docs/recipes.md, "Add a post field")', () => {
  // `subtitle` is no property of Post here: the views are asked of a catalogue, and its answer reads it.
  const subtitle = field('subtitle' as PostProp, {
    stored: { read: optStr },
    input: { rule: ({ nullable, text }) => nullable(text('subtitle', 200)), plainText: true, applied: 'as sent', empty: null },
    answer: { schema: ({ z }) => z.nullable(z.string()), value: (post) => (post as unknown as { subtitle?: string }).subtitle ?? null },
    admin: true,
    revision: { shown: true, revised: true },
    client: true,
    searched: 's',
  });
  const fields: Catalogue = { ...POST_FIELDS, subtitle };
  const post = { ...full, subtitle: 'The subtitle' } as unknown as Post;
  const names = (views: readonly { name: string }[]) => views.map((view) => view.name);

  test('each view takes it in, after the fields v3 ordered', () => {
    expect(names(storedView(fields)).at(-1)).toBe('subtitle');
    expect(Object.keys(bodyShape(fields, 'create')).at(-1)).toBe('subtitle');
    expect(names(adminKeysView(fields, V3_ORDER.admin))).toEqual([...V3_ORDER.admin, 'subtitle']);
    expect(names(revisionKeysView(fields, V3_ORDER.revisionShown))).toEqual([...V3_ORDER.revisionShown, 'subtitle']);
    expect(names(revisedView(fields, V3_ORDER.revised))).toEqual([...V3_ORDER.revised, 'subtitle']);
    expect(restoredProps(fields)).toContain('subtitle');
    expect(names(clientKeysView(fields))).toEqual(['subtitle']);
    expect(names(sentView(fields))).toContain('subtitle');
    expect(plainTextView(fields)).toContainEqual(['subtitle', true]);
    expect(searchedView(fields).map(({ name, code }) => [name, code])).toEqual([['title', 't'], ['excerpt', 'e'], ['subtitle', 's']]);
  });

  test('its value goes through: body, item, answers and their schemas', () => {
    // Act
    const body = z.strictObject(bodyShape(fields, 'create')).parse({ title: 'T', content: 'c', subtitle: 'Sub' });
    const stored = storedView(fields).find((view) => view.name === 'subtitle')!;
    const admin = adminKeysView(fields, V3_ORDER.admin).find((view) => view.name === 'subtitle')!;
    const schemas = answerSchemas(fields, adminKeysView(fields, V3_ORDER.admin));
    // Assess
    expect(body.subtitle).toBe('Sub');
    expect(stored.read({ subtitle: stored.write(post) }, 'subtitle')).toBe('The subtitle');
    expect(stored.write({ ...full } as Post)).toBeNull();
    expect(admin.value(post)).toBe('The subtitle');
    expect(z.strictObject(schemas).safeParse({ ...adminPostShape(full), subtitle: 'The subtitle' }).success).toBe(true);
    expect(indexedPost({ ...postItem(full), subtitle: 'The subtitle' }, searchedView(fields)).text.s).toBe('the subtitle');
  });
});
