import { CorruptItem, num, optStr, str, type Item } from '#platform/db/attributes';
import { absentWhenNull, itemMapper } from '#platform/db/item-mapper';
import { apiKeyItem, toApiKey } from '#domains/api-keys/api-keys-repository';
import { mediaItem, toMedia } from '#domains/media/media-repository';
import { toUser, userItem } from '#domains/users/users-repository';
import { toWebhook, webhookItem } from '#domains/webhooks/webhooks-repository';
import type { ApiKey } from '#domains/api-keys/api-key';
import type { Media } from '#domains/media/media';
import type { User } from '#domains/users/user';
import type { Webhook } from '#domains/webhooks/webhook';
import { categoryItem, toCategory } from '#domains/taxonomy/categories-repository';
import { tagItem, toTag } from '#domains/taxonomy/tags-repository';
import type { Category } from '#domains/taxonomy/category';
import type { Tag } from '#domains/taxonomy/tag';

describe('an item mapper', () => {
  interface Thing {
    id: number;
    displayName: string;
    note: string | null;
    gone: string | null;
    box: string;
  }
  const things = itemMapper<Thing>({
    id: num,
    displayName: str,
    note: optStr,
    gone: absentWhenNull(optStr),
    box: { attribute: 'boxed', read: (item, name) => str(item, name).toUpperCase(), write: (value) => value.toLowerCase() },
  });

  test('names each attribute after its field in snake_case, in the order declared, unless told otherwise', () => {
    const item = things.attributes({ id: 1, displayName: 'A', note: null, gone: null, box: 'X' });
    expect(Object.entries(item)).toEqual([
      ['id', 1],
      ['display_name', 'A'],
      ['note', null],
      ['gone', undefined],
      ['boxed', 'x'],
    ]);
  });

  test('reads back what it wrote', () => {
    const thing: Thing = { id: 2, displayName: 'B', note: 'n', gone: 'g', box: 'Y' };
    expect(things.read(things.attributes(thing))).toEqual(thing);
  });

  test('refuses an attribute of the wrong type, naming it', () => {
    const item: Item = { pk: 'T#3', sk: 'T', id: '3', display_name: 'C', boxed: 'z' };
    expect(() => things.read(item)).toThrow(CorruptItem);
    expect(() => things.read(item)).toThrow(/attribute id is not a number/);
  });
});

// The stored forms are a contract with the data already in the table: these are the items as the
// repositories wrote them before they shared the mapper, attribute for attribute.
describe('repositories keep their items as they were', () => {
  test('a user', () => {
    const user: User = {
      id: 7,
      email: 'ed@example.com',
      firstName: 'Ed',
      lastName: 'Itor',
      slug: 'ed-itor',
      mobile: null,
      roles: ['editor'],
      status: 'active',
      passwordHash: 'scrypt$x',
      tokenVersion: 2,
      avatarId: null,
      badges: ['early'],
      emailPublic: false,
      mfaEnabled: true,
      emailVerified: true,
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-02T00:00:00.000Z',
    };
    const item = userItem(user);
    expect(Object.entries(item).slice(4)).toEqual([
      ['entity', 'user'],
      ['id', 7],
      ['email', 'ed@example.com'],
      ['first_name', 'Ed'],
      ['last_name', 'Itor'],
      ['slug', 'ed-itor'],
      ['mobile', null],
      ['roles', ['editor']],
      ['status', 'active'],
      ['password_hash', 'scrypt$x'],
      ['token_version', 2],
      ['avatar_id', null],
      ['badges_box', { value: ['early'] }],
      ['email_public', false],
      ['mfa_enabled', true],
      // Absent (undefined is not stored): only an unverified self-registered account carries it.
      ['email_unverified', undefined],
      ['created_at', '2024-01-01T00:00:00.000Z'],
      ['updated_at', '2024-01-02T00:00:00.000Z'],
    ]);
    expect(toUser(item)).toEqual(user);
    // Older items: no token version, no badges box.
    const { token_version: _version, badges_box: _badges, ...older } = item;
    expect(toUser(older)).toMatchObject({ tokenVersion: 0, badges: null });
    expect(() => toUser({ ...item, status: 'asleep' })).toThrow(/attribute status is not one of active, inactive, banned/);
    // A self-registered account not yet verified carries the flag; every other account, none.
    expect(userItem({ ...user, emailVerified: false }).email_unverified).toBe(true);
    expect(toUser({ ...item, email_unverified: true }).emailVerified).toBe(false);
  });

  test('an API key', () => {
    const key: ApiKey = {
      id: 3,
      name: 'site',
      hash: 'ab'.repeat(32),
      prefix: 'cms_abcd',
      adminPermissions: ['cms.posts.list'],
      createdAt: '2024-01-01T00:00:00.000Z',
      revokedAt: null,
      gatewayKeyId: null,
    };
    const item = apiKeyItem(key);
    expect(Object.entries(item).slice(4)).toEqual([
      ['entity', 'api_key'],
      ['id', 3],
      ['name', 'site'],
      ['hash', 'ab'.repeat(32)],
      ['prefix', 'cms_abcd'],
      ['admin_permissions', ['cms.posts.list']],
      ['created_at', '2024-01-01T00:00:00.000Z'],
      ['revoked_at', undefined],
      ['gateway_key_id', undefined],
    ]);
    expect(toApiKey(item)).toEqual(key);
    const revoked = { ...key, revokedAt: '2024-02-01T00:00:00.000Z', gatewayKeyId: 'gw1' };
    expect(toApiKey(apiKeyItem(revoked))).toEqual(revoked);
  });

  test('a webhook', () => {
    const webhook: Webhook = {
      id: 1,
      url: 'https://example.com/hook',
      events: ['post.*'],
      enabled: true,
      description: '',
      secret: 'whsec_x',
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
    };
    const item = webhookItem(webhook);
    expect(Object.entries(item).slice(2)).toEqual([
      ['entity', 'webhook'],
      ['id', 1],
      ['url', 'https://example.com/hook'],
      ['events', ['post.*']],
      ['enabled', true],
      ['description', ''],
      ['secret', 'whsec_x'],
      ['created_at', '2024-01-01T00:00:00.000Z'],
      ['updated_at', '2024-01-01T00:00:00.000Z'],
    ]);
    expect(toWebhook(item)).toEqual(webhook);
    const { description: _description, ...older } = item;
    expect(toWebhook(older).description).toBe('');
  });

  test('a media item', () => {
    const media: Media = {
      id: 4,
      fileName: 'cover.png',
      mimeType: 'image/png',
      sizeBytes: 1234,
      title: null,
      collectionName: 'default',
      width: 800,
      height: 600,
      duration: null,
      storageKey: 'media/4/cover.png',
      status: 'active',
      rejectionReason: null,
      renditions: { small: { key: 'media/4/300.webp', width: 300, height: 225, bytes: 900 } },
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
    };
    const item = mediaItem(media);
    expect(Object.entries(item).slice(4)).toEqual([
      ['entity', 'media'],
      ['id', 4],
      ['file_name', 'cover.png'],
      ['mime_type', 'image/png'],
      ['size_bytes', 1234],
      ['title', null],
      ['collection_name', 'default'],
      ['width', 800],
      ['height', 600],
      ['duration', null],
      ['storage_key', 'media/4/cover.png'],
      ['status', 'active'],
      ['rejection_reason', null],
      ['renditions', { small: { key: 'media/4/300.webp', width: 300, height: 225, bytes: 900 } }],
      ['created_at', '2024-01-01T00:00:00.000Z'],
      ['updated_at', '2024-01-01T00:00:00.000Z'],
    ]);
    expect(toMedia(item)).toEqual(media);
    // Items written before processing existed: no status (served as they were), no collection.
    const { status: _status, collection_name: _collection, ...older } = item;
    expect(toMedia(older)).toMatchObject({ status: 'active', collectionName: 'default' });
  });

  test('a category', () => {
    const category: Category = {
      id: 5,
      nameEn: 'Databases',
      nameFa: 'پایگاه داده',
      slug: 'databases',
      parentId: null,
      description: null,
      status: 'active',
      thumbnailId: null,
      isFeatured: false,
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
    };
    const item = categoryItem(category);
    expect(Object.entries(item).slice(4)).toEqual([
      ['entity', 'category'],
      ['id', 5],
      ['name_en', 'Databases'],
      ['name_fa', 'پایگاه داده'],
      ['slug', 'databases'],
      ['parent_id', undefined],
      ['description', undefined],
      ['status', 'active'],
      ['thumbnail_id', undefined],
      ['is_featured', false],
      ['created_at', '2024-01-01T00:00:00.000Z'],
      ['updated_at', '2024-01-01T00:00:00.000Z'],
    ]);
    expect(toCategory(item)).toEqual(category);
    const child = { ...category, parentId: 1, description: 'Stores', thumbnailId: 9 };
    expect(toCategory(categoryItem(child))).toEqual(child);
    expect(() => toCategory({ ...item, status: 'gone' })).toThrow(/attribute status is not one of active, inactive/);
  });

  test('a tag, with its lower-cased name for the admin search', () => {
    const tag: Tag = { id: 6, name: 'Lambda', slug: 'lambda', createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z' };
    const item = tagItem(tag);
    expect(Object.fromEntries(Object.entries(item).slice(4))).toEqual({
      entity: 'tag',
      id: 6,
      name: 'Lambda',
      name_lc: 'lambda',
      slug: 'lambda',
      created_at: '2024-01-01T00:00:00.000Z',
      updated_at: '2024-01-01T00:00:00.000Z',
    });
    expect(toTag(item)).toEqual(tag);
  });
});
