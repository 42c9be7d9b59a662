import { documentRequest, documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { IdPath } from '#platform/http/path-params';
import { AdminMediaSchema } from '#domains/media/media-response-schemas';
import { MediaUpdateBody } from '#domains/media/media-schemas';
import { updateMediaDetails } from '#domains/media/manage-media';
import { adminMediaShape } from '#domains/media/media-shape';
import { ADMIN_MEDIA_EXAMPLE } from '#domains/media/media-examples';

export const operation = endpoint({ params: IdPath, body: MediaUpdateBody }, async ({ params, body }) => {
  const media = await updateMediaDetails(params.id, {
    title: body.title,
    collectionName: body.collection_name,
    width: body.width,
    height: body.height,
    duration: body.duration,
  });
  return ok(adminMediaShape(media));
});

DOCS: documentRequest(operation, { title: 'A desk by the window' });
DOCS: documentResponse(operation, AdminMediaSchema, ADMIN_MEDIA_EXAMPLE);
