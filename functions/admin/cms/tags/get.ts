import { documentResponse, endpoint } from '../../../../shared/http/endpoint';
import { ok } from '../../../../shared/http/reply';
import { IdPath } from '../../../../shared/http/path-params';
import { AdminTagSchema } from '../../../../shared/taxonomy/taxonomy-response-schemas';
import { getTag } from '../../../../shared/taxonomy/manage-tags';
import { adminTagShape } from '../../../../shared/taxonomy/taxonomy-shapes';

export const operation = endpoint({ params: IdPath }, async ({ params }) => ok(adminTagShape(await getTag(params.id))));

DOCS: documentResponse(operation, AdminTagSchema);
