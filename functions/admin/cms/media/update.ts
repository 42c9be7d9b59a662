import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { AdminMediaSchema } from '../../../../shared/media/media-response-schemas';
import { MediaUpdateBody } from '../../../../shared/media/media-schemas';
import { updateMediaDetails } from '../../../../shared/media/manage-media';
import { adminMediaShape } from '../../../../shared/media/media-shape';

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

DOCS: documentResponse(operation, AdminMediaSchema);
