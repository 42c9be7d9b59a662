/** A node of the category tree. `slug` is unique among categories (condition item). */
export const CATEGORY_STATUSES = ['active', 'inactive'] as const;
export type CategoryStatus = (typeof CATEGORY_STATUSES)[number];

export interface Category {
  id: number;
  nameEn: string;
  nameFa: string;
  slug: string;
  parentId: number | null;
  description: string | null;
  status: CategoryStatus;
  /** Media id of the thumbnail, if any. */
  thumbnailId: number | null;
  isFeatured: boolean;
  createdAt: string;
  updatedAt: string;
}
