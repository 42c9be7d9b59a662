import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { IdPath } from '#platform/http/path-params';
import { AdminMediaSchema } from '#domains/media/media-response-schemas';
import { getMedia } from '#domains/media/manage-media';
import { adminMediaShape } from '#domains/media/media-shape';
import { ADMIN_MEDIA_EXAMPLE } from '#domains/media/media-examples';

export const operation = endpoint({ params: IdPath }, async ({ params }) => ok(adminMediaShape(await getMedia(params.id))));

DOCS: documentResponse(operation, AdminMediaSchema, ADMIN_MEDIA_EXAMPLE);
