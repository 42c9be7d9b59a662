/**
 * Categories by id (GetItem) and the whole tree (gsi1 `CATEGORIES`, small). The slug item
 * `SLUG#category#<slug>` is written in the same transaction as the category, so two writers cannot
 * take one slug.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { keys } from '../db/keys';
import { bool, num, optNum, optStr, str, type Item } from '../db/attributes';
import { isCategoryStatus, type Category } from './category';

export function toCategory(item: Item): Category {
  const status = str(item, 'status');
  if (!isCategoryStatus(status)) throw new Error(`category ${String(item.id)} has unknown status ${status}`);
  return {
    id: num(item, 'id'),
    nameEn: str(item, 'name_en'),
    nameFa: str(item, 'name_fa'),
    slug: str(item, 'slug'),
    parentId: optNum(item, 'parent_id'),
    description: optStr(item, 'description'),
    status,
    thumbnailId: optNum(item, 'thumbnail_id'),
    isFeatured: bool(item, 'is_featured'),
    createdAt: str(item, 'created_at'),
    updatedAt: str(item, 'updated_at'),
  };
}

export function categoryItem(category: Category): Item {
  return {
    ...keys.category(category.id),
    ...keys.collection('CATEGORIES', category.id),
    entity: 'category',
    id: category.id,
    name_en: category.nameEn,
    name_fa: category.nameFa,
    slug: category.slug,
    parent_id: category.parentId,
    description: category.description,
    status: category.status,
    thumbnail_id: category.thumbnailId,
    is_featured: category.isFeatured,
    created_at: category.createdAt,
    updated_at: category.updatedAt,
  };
}

export async function findCategoryById(id: number, consistent = false): Promise<Category | undefined> {
  const output = await db.send(new GetCommand({ TableName: tableName(), Key: keys.category(id), ConsistentRead: consistent }));
  return output.Item ? toCategory(output.Item) : undefined;
}
