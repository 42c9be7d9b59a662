import * as z from 'zod/mini';
import { documentResponse, endpoint } from '../../../shared/http/endpoint';
import { ok } from '../../../shared/http/reply';
import { AltPostSchema } from '../../../shared/presentation/client-schemas';
import { listAltPosts } from '../../../shared/client/list-client-posts';

export const operation = endpoint({}, async ({ rawQuery }) => {
  const page = await listAltPosts(rawQuery);
  const { page: current_page, perPage: per_page } = page.window;
  return ok(page.items, { current_page, per_page, total: page.total, total_pages: Math.max(1, Math.ceil(page.total / per_page)) });
});

DOCS: documentResponse(operation, z.array(AltPostSchema));
