/**
 * The post field catalogue (shared/domains/posts/model/post-fields.ts) against the shapes: every field
 * reaches every shape it declares, at the paths it declares, and no shape shows a field the
 * catalogue does not declare for it. Each shape is built from sample posts that differ in every field;
 * changing one field of a sample to another sample's value may change only the paths that field
 * declares in that shape, and over all samples it changes each of them.
 *
 * The same proof runs again on the service loaded with a field more declared in post-fields.ts
 * (`kicker`, declared as docs/recipes.md declares `subtitle` in "Add a post field"): adding a field is
 * its declaration, its property and sample values, and every shape it declares carries it.
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import { optStr, type Item } from '#platform/db/attributes';
import { setClock } from '#platform/clock';
import type { SearchedField } from '#platform/db/keys';
import { parseBody } from '#platform/http/validation';
import { unpackJson } from '#platform/db/packed-json';
import type { Post, PostStatus } from '#domains/posts/model/post';
import { field, type Catalogue, type PostField, type PostProp } from '#domains/posts/model/field-catalogue';
import { declaredPaths, namesWhere, plainTextView, searchedView, sentView, storedView } from '#domains/posts/model/field-views';
import type { AdminRelations } from '#domains/posts/shapes/admin-post-shape';
import type { ClientInclude, PostRelations } from '#domains/client/client-post';
import { clientUser } from '#domains/users/client-user';
import { clientCategory } from '#domains/client/client-category';
import { itemToJson, type RawItem } from '#domains/import/typed-json';
import { mediaRecordOf } from '#domains/media/media-shape';
import { processContent } from '#domains/content/process-content';
import { aCategory, aMedia, aUser } from '../client/fixtures';

/** The modules the catalogue feeds, as the registry in force loads them. */
const service = () => ({
  ...(require('#domains/posts/model/post-fields') as typeof import('#domains/posts/model/post-fields')),
  ...(require('#domains/posts/model/post-items') as typeof import('#domains/posts/model/post-items')),
  ...(require('#domains/posts/model/post-schemas') as typeof import('#domains/posts/model/post-schemas')),
  ...(require('#domains/posts/write/post-changes') as typeof import('#domains/posts/write/post-changes')),
  ...(require('#domains/posts/shapes/admin-post-shape') as typeof import('#domains/posts/shapes/admin-post-shape')),
  ...(require('#domains/posts/shapes/admin-post-response-schemas') as typeof import('#domains/posts/shapes/admin-post-response-schemas')),
  ...(require('#domains/posts/revisions/revisions') as typeof import('#domains/posts/revisions/revisions')),
  ...(require('#domains/posts/revisions/revision-shape') as typeof import('#domains/posts/revisions/revision-shape')),
  ...(require('#domains/posts/revisions/revision-response-schemas') as typeof import('#domains/posts/revisions/revision-response-schemas')),
  ...(require('#domains/client/client-post') as typeof import('#domains/client/client-post')),
  ...(require('#domains/client/schemas') as typeof import('#domains/client/schemas')),
  ...(require('#domains/client/shaping') as typeof import('#domains/client/shaping')),
  ...(require('#domains/client/post-overview') as typeof import('#domains/client/post-overview')),
  ...(require('#domains/search/postings') as typeof import('#domains/search/postings')),
});
type Service = ReturnType<typeof service>;

/** The service as it loads when post-fields.ts declares `extra` besides its fields. */
function serviceWith(extra: Catalogue): Service {
  let loaded: Service | undefined;
  jest.isolateModules(() => {
    jest.doMock('#domains/posts/model/post-fields', () => {
      const actual = jest.requireActual<typeof import('#domains/posts/model/post-fields')>('#domains/posts/model/post-fields');
      const fields = { ...actual.postFields(), ...extra };
      return { ...actual, postFields: () => fields, postSearched: () => searchedView(fields) };
    });
    loaded = service();
    jest.dontMock('#domains/posts/model/post-fields');
  });
  return loaded!;
}

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
  language: 'en',
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

type Shape = { show(post: Post): unknown; paths(name: string, field: PostField): string[]; specOnly?: readonly string[] };

/** Each shape of a service: how a post shows in it, and the paths each field declares there. */
function shapesOf(s: Service): Record<string, Shape> {
  return {
    stored: {
      show: (post) => {
        const { entity: _entity, ...attributes } = { ...s.ownedAttributes(post), ...s.engagementAttributes(post) };
        return attributes;
      },
      paths: (name, field) => (field.stored ? [name] : []),
    },
    admin: {
      show: (post) =>
        s.adminPostShape(post, adminRelations, {
          includes: new Set(['category', 'tags', 'author']),
          counts: new Set(['comments', 'tags', 'likes']),
          excludes: new Set(),
        }),
      paths: (name, field) => declaredPaths(name, facetOf('admin')(field)),
    },
    revision: {
      show: (post) => s.revisionShape({ postId: post.id, number: 1, state: post, changedFields: [], changedBy: s.SYSTEM_CHANGE, changedAt: post.updatedAt }).post,
      paths: (name, field) => (field.revision?.shown ? [name] : []),
    },
    client: {
      show: (post) => s.clientPost(post, clientRelations, everyInclude),
      paths: (name, field) => declaredPaths(name, facetOf('client')(field)),
      specOnly: s.SPEC_ONLY_CLIENT_PATHS,
    },
    overview: {
      show: (post) => s.postOverview(post, clientRelations, everyInclude),
      paths: (name, field) => declaredPaths(name, facetOf('overview')(field)),
    },
    alternative: {
      show: (post) => s.altPost(post, clientRelations),
      paths: (name, field) => declaredPaths(name, facetOf('alternative')(field)),
    },
    searched: {
      show: (post) => s.indexedPost(s.postItem(post)).text,
      paths: (_name, field) => (field.searched ? [field.searched] : []),
    },
  };
}

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

let restoreClock: () => void;
beforeAll(() => {
  restoreClock = setClock(() => Date.parse('2024-03-19T21:00:00Z'));
});
afterAll(() => restoreClock());

/** Every field of the service's catalogue (`only`: these) against every shape, with samples that differ in every field. */
function holdsShapesToCatalogue(s: Service, samples: readonly Post[], only?: readonly string[]): void {
  const fields = s.postFields() as Catalogue;
  const withProps = Object.entries(fields).filter(([name, field]) => field.prop !== undefined && (only === undefined || only.includes(name)));
  const SHAPES = shapesOf(s);
  const [bare, full] = samples;

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
      const declared = paths(name, fields[name]);
      const prop = fields[name].prop!;
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
      const declared = [...Object.entries(fields).flatMap(([name, field]) => paths(name, field)), ...specOnly];
      // Act
      const shown = samples.flatMap((post) => [...leaves(show(post)).keys()]);
      // Assess
      expect([...new Set(shown)].filter((path) => !declared.some((entry) => under(path, entry)))).toEqual([]);
      for (const path of specOnly) for (const post of samples) expect(leaves(show(post)).get(path)).toBe('null');
    });
  });

  test('the answer schemas name the keys the catalogue declares, and nothing else', () => {
    // Prepare
    const declared = (shape: string) => Object.entries(fields).flatMap(([name, field]) => SHAPES[shape].paths(name, field).map((path) => path.split('.')[0]));
    // Assess
    expect(Object.keys(s.AdminPostSchema.shape).sort()).toEqual([...new Set(declared('admin'))].sort());
    expect(Object.keys((s.RevisionSchema.shape.post as unknown as { shape: object }).shape).sort()).toEqual([...new Set(declared('revision'))].sort());
    const clientKeys = [...new Set([...declared('client'), ...s.SPEC_ONLY_CLIENT_PATHS.map((path) => path.split('.')[0])])];
    expect(Object.keys(s.ClientPostItemSchema.shape).filter((key) => !clientKeys.includes(key))).toEqual([]);
    for (const post of samples) {
      expect(s.AdminPostSchema.safeParse(SHAPES.admin.show(post)).error).toBeUndefined();
      expect(s.RevisionSchema.shape.post.safeParse(SHAPES.revision.show(post)).error).toBeUndefined();
      expect(s.ClientPostItemSchema.safeParse(SHAPES.client.show(post)).error).toBeUndefined();
    }
  });

  test('field_sets and excludes may name every own key of the admin and client posts', () => {
    for (const [name, field] of withProps) {
      if (field.admin !== undefined) for (const path of declaredPaths(name, field.admin)) expect(s.adminPostFields()).toContain(path);
      if (field.client === true) expect(s.clientPostFields()).toContain(name);
    }
  });

  test('a stored field reads back as written, and the export carries it (plain, or in the packed body)', () => {
    for (const post of samples) {
      // Act
      const item = s.postItem(post);
      const exported = itemToJson(marshall(item, { removeUndefinedValues: true }) as RawItem);
      const body = unpackJson(item[s.BODY_ATTRIBUTE] as Uint8Array) as Item;
      // Assess
      expect(s.toPost(item)).toEqual(post);
      for (const stored of storedView(fields)) {
        if (stored.in === 'body') expect(body).toHaveProperty(stored.name);
        else expect(exported).toHaveProperty(stored.name);
      }
    }
  });

  test('the body takes every input field, and a write stores the fields applied as sent', () => {
    // Prepare
    const inputs = namesWhere(fields, (field) => field.input !== undefined);
    const sent = Object.fromEntries(sentView(fields).map(({ name, prop }) => [name, full[prop]]));
    // Act
    const created = s.newPost(parseBody(s.PostCreateBody, { title: 'T', content: '<p>c</p>', ...sent }), {
      id: 1,
      slug: 't',
      authorId: null,
      creatorId: null,
      now: '2024-03-01T08:00:00.000Z',
      body: processContent('<p>c</p>', { unfiltered: true }),
    });
    const patched = s.patchedPost(bare, parseBody(s.PostUpdateBody, sent), bare.updatedAt);
    // Assess
    expect(Object.keys(s.PostCreateBody.shape).sort()).toEqual([...inputs].sort());
    expect(Object.keys(s.PostUpdateBody.shape).sort()).toEqual([...inputs].sort());
    for (const { prop } of sentView(fields)) {
      expect(created[prop]).toEqual(full[prop]);
      expect(patched?.[prop]).toEqual(full[prop]);
    }
  });

  test.each(withProps.map(([name]) => name))('a change of %s keeps a revision and is restored as declared', (name) => {
    // Prepare
    const field = fields[name];
    const prop = field.prop!;
    const state = { ...full, [prop]: bare[prop] } as Post;
    // Act
    const changed = s.changedFields(full, state);
    const restored = s.restoredFromRevision(full, state, full.updatedAt);
    // Assess
    expect(changed).toEqual(field.revision?.revised ? [name] : []);
    const byRule = field.revision?.restored === 'by its own rule';
    const copied = field.revision?.restored === true || (field.revision?.revised === true && !byRule);
    if (!byRule) expect(restored[prop]).toEqual(copied ? state[prop] : full[prop]);
  });
}

describe('the post field catalogue', () => {
  const s = service();
  holdsShapesToCatalogue(s, samples);

  test('the status is restored by its own rule: never into trash', () => {
    // Act
    const trashed = s.restoredFromRevision(full, { ...full, status: 'trash' as PostStatus }, full.updatedAt);
    const drafted = s.restoredFromRevision(full, { ...full, status: 'draft' }, full.updatedAt);
    // Assess
    expect(trashed.status).toBe(full.status);
    expect(drafted).toMatchObject({ status: 'draft', statusBeforeTrash: null });
  });
});

describe('the service with a field more declared in post-fields.ts (docs/recipes.md, "Add a post field")', () => {
  // `kicker` (a line above the title) is no property of Post: the catalogue copy declares it as the recipe declares `subtitle`.
  const kicker = field('kicker' as PostProp, {
    stored: { read: optStr },
    input: { rule: ({ nullable, text }) => nullable(text('kicker', 200)), plainText: true, applied: 'as sent', empty: null },
    answer: { schema: ({ z }) => z.nullable(z.string()), value: (post) => (post as unknown as { kicker?: string }).kicker ?? null },
    admin: true,
    revision: { shown: true, revised: true },
    client: true,
    searched: 's' as SearchedField,
  });
  const actual = service();
  const s = serviceWith({ kicker });
  const withKicker = (post: Post, value: string | null) => ({ ...post, kicker: value }) as unknown as Post;
  const names = (views: readonly { name: string }[]) => views.map((view) => view.name);

  // Every shape the field declares carries it, and none it does not (not the overview, not the alternative form).
  holdsShapesToCatalogue(s, [withKicker(bare, null), withKicker(full, 'A line above the title'), withKicker(mixed, 'Another line')], ['kicker']);

  test('it comes after the fields v3 ordered, in every view', () => {
    // Prepare
    const fields = s.postFields() as Catalogue;
    // Assess
    expect(names(storedView(fields)).at(-1)).toBe('kicker');
    expect(Object.keys(s.PostCreateBody.shape).at(-1)).toBe('kicker');
    expect(Object.keys(s.adminPostShape(full))).toEqual([...Object.keys(actual.adminPostShape(full)), 'kicker']);
    expect(s.revisedFields()).toEqual([...actual.revisedFields(), 'kicker']);
    expect(Object.keys(s.ClientPostItemSchema.shape)).toContain('kicker');
    expect(plainTextView(fields)).toContainEqual(['kicker', true]);
    expect(searchedView(fields).map(({ name, code }) => [name, code])).toEqual([...actual.postSearched().map(({ name, code }) => [name, code]), ['kicker', 's']]);
  });

  test('its rule refuses too long a value with the field named', () => {
    // Act
    const refused = s.PostCreateBody.safeParse({ title: 'T', content: 'c', kicker: 'x'.repeat(201) });
    const taken = s.PostCreateBody.parse({ title: 'T', content: 'c', kicker: 'Sub' });
    // Assess
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['kicker', 'The kicker may not be greater than 200 characters.']]);
    expect(taken).toMatchObject({ kicker: 'Sub' });
  });

  test('a post stored before the field existed reads and answers it as null', () => {
    // Act
    const read = s.toPost(s.postItem(full)) as unknown as { kicker: unknown };
    // Assess
    expect(read.kicker).toBeNull();
    expect(s.adminPostShape(full).kicker).toBeNull();
    expect((s.clientPost(full, clientRelations, everyInclude) as unknown as { kicker: unknown }).kicker).toBeNull();
  });

  test('the search index holds it under its posting code', () => {
    // Act
    const indexed = s.indexedPost({ ...s.postItem(full), kicker: 'The Kicker' });
    // Assess
    expect(indexed.text).toMatchObject({ s: 'the kicker' });
  });
});
