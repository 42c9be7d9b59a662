/**
 * What a function may touch, derived from its route (audience, capabilities, the table access its
 * `route({...})` declares), never written by hand here. Functions with the same needs share one IAM role.
 */
import { PolicyStatement, Effect } from 'aws-cdk-lib/aws-iam';
import type { RouteDef } from '#platform/routes/types';
import { KEY_FAMILIES } from '#platform/db/key-families';
import { accessOfRoute } from '#platform/routes/route-access';
import type { ItemAction, TableAccess } from '#platform/routes/access-types';
import { AUTHORIZERS } from '#platform/routes/authorizers';

export interface Needs {
  /** Item actions on families of partitions, and the indexes it queries. */
  readonly table: TableAccess;
  /** Signs or verifies user tokens: reads the JWT secret through the extension. */
  readonly jwt: boolean;
  /** Seals and opens list cursors: reads the cursor secret through the extension. */
  readonly cursorKey: boolean;
  readonly media: boolean;
  readonly apiGatewayKeys: boolean;
  /** Sends to the webhook delivery queue (redeliver). */
  readonly webhookQueue: boolean;
  /** Flushes the stage's authorizer cache (key revocation). */
  readonly authorizerCache: boolean;
  /** Seals or opens TOTP secrets: reads the MFA key through the extension. */
  readonly mfaKey: boolean;
  /** Sends email: SES's SendEmail as the stack's `mailFrom` identity, and nothing else of SES. */
  readonly mail: boolean;
  /** Signs or verifies draft-preview tokens: reads the preview key through the extension. */
  readonly previewKey: boolean;
}

export function needsOfRoute(route: RouteDef): Needs {
  return {
    table: accessOfRoute(route),
    // client-user routes verify the caller's Bearer token in the handler (HS256: verifying needs the key).
    jwt: route.capabilities.includes('jwt') || route.audience === 'client-user',
    cursorKey: route.capabilities.includes('cursor-key'),
    media: route.capabilities.includes('media-bucket'),
    apiGatewayKeys: route.capabilities.includes('api-gateway-keys'),
    webhookQueue: route.capabilities.includes('webhook-queue'),
    authorizerCache: route.capabilities.includes('authorizer-cache'),
    mfaKey: route.capabilities.includes('mfa-key'),
    mail: route.capabilities.includes('mail'),
    previewKey: route.capabilities.includes('preview-key'),
  };
}

const NOTHING_ELSE = { jwt: false, cursorKey: false, media: false, apiGatewayKeys: false, webhookQueue: false, authorizerCache: false, mfaKey: false, mail: false, previewKey: false };
/** The client authorizer reads the key; the admin authorizer also verifies Bearer tokens. Read when the stack is built. */
export const clientAuthorizerNeeds = (): Needs => ({ ...NOTHING_ELSE, table: AUTHORIZERS.client.access });
export const adminAuthorizerNeeds = (): Needs => ({ ...NOTHING_ELSE, table: AUTHORIZERS.admin.access, jwt: true });

/** The same text for the same needs, whatever the order of their lists: functions with equal keys share a role. */
export function needsKey(needs: Needs): string {
  const items = Object.entries(needs.table.items)
    .map(([action, families]) => [action, [...families].sort()] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify({ ...needs, table: { items, indexes: [...(needs.table.indexes ?? [])].sort() } });
}

/** IAM's order of the actions in a statement (reads first), so that the template reads the same every time. */
const ACTION_ORDER: readonly ItemAction[] = ['GetItem', 'BatchGetItem', 'Query', 'ConditionCheckItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'];

/**
 * The policy statements of a declared table access: one per distinct set of families, the item
 * actions on it limited by `dynamodb:LeadingKeys` to those partitions, and one for the queried
 * indexes. `ForAllValues` is safe here because every granted action names a partition (it would let a
 * Scan, which names none, through: Scan is never granted).
 */
export function tableStatements(access: TableAccess, tableArn: string): PolicyStatement[] {
  const actionsOfFamilies = new Map<string, ItemAction[]>();
  for (const action of ACTION_ORDER) {
    const families = access.items[action];
    if (!families || families.length === 0) continue;
    const patterns = JSON.stringify([...new Set(families.map((family) => KEY_FAMILIES[family]))].sort());
    actionsOfFamilies.set(patterns, [...(actionsOfFamilies.get(patterns) ?? []), action]);
  }
  const statements = [...actionsOfFamilies].map(
    ([patterns, actions]) =>
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: actions.map((action) => `dynamodb:${action}`),
        resources: [tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': JSON.parse(patterns) as string[] } },
      }),
  );
  const indexes = [...(access.indexes ?? [])].sort();
  if (indexes.length > 0) {
    statements.push(
      new PolicyStatement({ effect: Effect.ALLOW, actions: ['dynamodb:Query'], resources: indexes.map((index) => `${tableArn}/index/${index}`) }),
    );
  }
  return statements;
}
