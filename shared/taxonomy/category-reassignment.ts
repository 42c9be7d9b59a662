/** Moving a category's posts to another category, done by the posts domain (its list rows and counters move too). */
export async function reassignCategoryPosts(fromId: number, toId: number): Promise<number> {
  throw new Error(`reassigning posts of category ${fromId} to ${toId} needs shared/posts reassignCategory`);
}
