/** A free label of posts. `slug` is unique among tags (condition item). */
export interface Tag {
  id: number;
  name: string;
  slug: string;
  createdAt: string;
  updatedAt: string;
}
