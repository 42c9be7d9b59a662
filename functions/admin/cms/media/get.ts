import { adminMediaGet } from '../../../../infra/routes/admin-media';
import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { MediaObjectSchema } from '../../../../shared/presentation/client-schemas';
import { getMedia } from '../../../../shared/media/manage-media';
import { mediaShape } from '../../../../shared/media/media-shape';

export const handler = endpoint(adminMediaGet, { params: IdPath }, async ({ params }) => ok(mediaShape(await getMedia(params.id))));

DOCS: documentResponse(handler, MediaObjectSchema);
