/** The path parameter of the admin routes that name one post. */
import * as z from 'zod/mini';
import { idParam } from '../http/path-params';

export const PostIdPath = z.object({ post_id: idParam('post_id') });
