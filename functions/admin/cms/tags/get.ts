import { documentResponse, endpoint } from '#platform/http/endpoint';
import { ok } from '#platform/http/reply';
import { IdPath } from '#platform/http/path-params';
import { AdminTagSchema } from '#domains/taxonomy/taxonomy-response-schemas';
import { getTag } from '#domains/taxonomy/tag-reads';
import { adminTagShape } from '#domains/taxonomy/taxonomy-shapes';
import { ADMIN_TAG_EXAMPLE } from '#domains/taxonomy/taxonomy-examples';

export const operation = endpoint({ params: IdPath }, async ({ params }) => ok(adminTagShape(await getTag(params.id))));

DOCS: documentResponse(operation, AdminTagSchema, ADMIN_TAG_EXAMPLE);
