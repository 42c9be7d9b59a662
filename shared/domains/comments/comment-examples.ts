/** Realistic comments as answered, for the OpenAPI document's examples (named in `DOCS:` statements, which Lambda bundles drop). */
import { DATE_EXAMPLE, NO_MEDIA_EXAMPLE } from '#domains/presentation/presentation-examples';

/** A post's comments as moderators see them (spec 4.2: the pagination inside `result`). */
export const ADMIN_COMMENT_LIST_EXAMPLE = {
  comments: [
    {
      id: 311,
      content: 'Which lamp do you use on the desk?',
      created_at: '2026-05-06T07:45:10.334000Z',
      updated_at: '2026-05-06T07:45:10.334000Z',
      status: 'pending',
      user: { id: 5, name: 'Neda Moradi', email: 'neda@example.com', avatar_url: '' },
      parent_id: null,
      replies_count: 1,
    },
    {
      id: 312,
      content: 'A warm one, under 3000 K.',
      created_at: '2026-05-06T08:02:44.020000Z',
      updated_at: '2026-05-06T08:10:00.000000Z',
      status: 'approved',
      user: { id: 3, name: 'Maryam Hosseini', email: 'maryam@example.com', avatar_url: '' },
      parent_id: 311,
      replies_count: 0,
    },
  ],
  meta: { pagination: { total: 2, count: 2, per_page: 15, current_page: 1, total_pages: 1 } },
};

const APPROVED = { name: 'Approved', value: 'approved', cases: { Pending: 'pending', Approved: 'approved', Rejected: 'rejected', Spam: 'spam' }, to_persian: 'تأیید شده' };

/** A thread as readers see it: approved comments with their replies nested. */
export const CLIENT_COMMENT_EXAMPLE = {
  id: 305,
  content: 'The part about the window changed my mornings. Thank you!',
  status: APPROVED,
  user: { id: 5, first_name: 'Neda', last_name: 'Moradi', avatar: NO_MEDIA_EXAMPLE },
  parent_id: null,
  replies_count: 1,
  created_at: DATE_EXAMPLE,
  replies: [
    {
      id: 306,
      content: 'Glad it helped!',
      status: APPROVED,
      user: { id: 3, first_name: 'Maryam', last_name: 'Hosseini', avatar: NO_MEDIA_EXAMPLE },
      parent_id: 305,
      replies_count: 0,
      created_at: DATE_EXAMPLE,
      replies: [],
    },
  ],
};

/** A reader's new comment: pending until a moderator approves it (shown to its author meanwhile). */
export const NEW_CLIENT_COMMENT_EXAMPLE = {
  ...CLIENT_COMMENT_EXAMPLE,
  id: 318,
  status: { ...APPROVED, name: 'Pending', value: 'pending', to_persian: 'در انتظار تأیید' },
  replies_count: 0,
  replies: [],
};
