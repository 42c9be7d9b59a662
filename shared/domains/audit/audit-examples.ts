/** A realistic audit log entry, for the OpenAPI document's examples (named in a `DOCS:` statement, which Lambda bundles drop). */
export const AUDIT_ENTRY_EXAMPLE = {
  id: '2026-03-10T08:00:00.000Z#3dbeeae2484a',
  action: 'user.roles_change',
  actor: { type: 'user', id: 1 },
  target: { type: 'user', id: 3 },
  before: { roles: ['author'] },
  after: { roles: ['editor'] },
  created_at: '2026-03-10T08:00:00.000000Z',
};
