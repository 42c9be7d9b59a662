import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { AdminMediaSchema } from '../../../../shared/media/media-response-schemas';
import { getMedia } from '../../../../shared/media/manage-media';
import { adminMediaShape } from '../../../../shared/media/media-shape';

export const operation = endpoint({ params: IdPath }, async ({ params }) => ok(adminMediaShape(await getMedia(params.id))));

DOCS: documentResponse(operation, AdminMediaSchema);
