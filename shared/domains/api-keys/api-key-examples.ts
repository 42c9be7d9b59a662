/** Realistic API keys as answered, for the OpenAPI document's examples (named in `DOCS:` statements, which Lambda bundles drop). */
export const API_KEY_EXAMPLE = {
  id: 2,
  name: 'Marketing site build',
  prefix: 'cms_l_gM',
  admin_permissions: ['cms.posts.list', 'cms.posts.read'],
  created_at: '2026-03-10T08:00:00.000000Z',
  revoked_at: null,
};

/** The create answer, the only one that shows the key. */
export const CREATED_API_KEY_EXAMPLE = { ...API_KEY_EXAMPLE, key: 'cms_l_gMEShqCv6PXcvmraPI0VY3_0XfnhUS3YB_FDg_7BY' };
