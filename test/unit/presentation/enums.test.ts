import {
  CategoryStatusEnum,
  CommentStatusEnum,
  POST_STATUSES,
  PostStatusEnum,
  PostTypeEnum,
  UserStatusEnum,
  enumObject,
  type EnumDef,
} from '#domains/presentation/enums';
import { EnumObjectSchema, enumObjectSchemaOf } from '#domains/presentation/client-schemas';

describe('enumObject', () => {
  it('renders a post status with every case and its Persian label', () => {
    // Act
    const status = enumObject(PostStatusEnum, 'published');

    // Assess
    expect(status).toEqual({
      name: 'Published',
      value: 'published',
      cases: {
        Draft: 'draft',
        Pending: 'pending',
        Verified: 'verified',
        Scheduled: 'scheduled',
        Published: 'published',
        Archived: 'archived',
        Trash: 'trash',
      },
      to_persian: 'منتشر شده',
    });
  });

  it.each([
    [UserStatusEnum, 'banned', 'Banned', 'مسدود'],
    [CategoryStatusEnum, 'inactive', 'Inactive', 'غیرفعال'],
    [PostTypeEnum, 'podcast', 'Podcast', 'پادکست'],
    [CommentStatusEnum, 'spam', 'Spam', 'هرزنامه'],
    [PostStatusEnum, 'draft', 'Draft', 'پیش‌نویس'],
  ] as Array<[EnumDef<string>, string, string, string]>)('names %#: %s', (def, value, name, persian) => {
    // Act
    const obj = enumObject(def, value);

    // Assess
    expect(obj.name).toBe(name);
    expect(obj.to_persian).toBe(persian);
    expect(Object.values(obj.cases)).toEqual([...def.values]);
  });

  it('gives every value of every enum a Persian label', () => {
    // Prepare
    const defs: EnumDef<string>[] = [PostTypeEnum, PostStatusEnum, UserStatusEnum, CategoryStatusEnum, CommentStatusEnum];

    // Act
    const labels = defs.flatMap((def) => def.values.map((v) => enumObject(def, v).to_persian));

    // Assess
    for (const label of labels) expect(label).toMatch(/^[\u0600-\u06FF\u200C ]+$/);
  });

  it('rejects a value outside the enum', () => {
    // Act
    const act = () => enumObject(PostStatusEnum, 'deleted' as never);

    // Assess
    expect(act).toThrow(RangeError);
  });

  it('produces objects that parse with the enum object schemas', () => {
    // Prepare
    const schema = enumObjectSchemaOf(POST_STATUSES);

    // Act
    const obj = enumObject(PostStatusEnum, 'trash');

    // Assess
    expect(EnumObjectSchema.safeParse(obj).success).toBe(true);
    expect(schema.safeParse(obj).success).toBe(true);
    expect(schema.safeParse({ ...obj, value: 'gone' }).success).toBe(false);
  });
});
