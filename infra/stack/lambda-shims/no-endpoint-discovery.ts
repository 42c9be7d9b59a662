/**
 * Bundled in place of `@aws-sdk/middleware-endpoint-discovery` (infra/stack/bundling.ts). DynamoDB
 * discovers endpoints only when asked to (the client option, AWS_ENABLE_ENDPOINT_DISCOVERY or the
 * shared config file), which these functions never do; without the shim every client still builds an
 * LRU endpoint cache (mnemonist) and every call asks whether discovery is on. Here it is off, always.
 */
export const NODE_ENDPOINT_DISCOVERY_CONFIG_OPTIONS = {
  environmentVariableSelector: (): boolean => false,
  configFileSelector: (): boolean => false,
  default: false,
};

export const resolveEndpointDiscoveryConfig = <T extends object>(input: T) =>
  Object.assign(input, { endpointDiscoveryEnabled: () => Promise.resolve(false), isClientEndpointDiscoveryEnabled: false });

export const endpointDiscoveryMiddlewareOptions = {
  name: 'endpointDiscoveryMiddleware',
  step: 'build',
  tags: ['ENDPOINT_DISCOVERY'],
  override: true,
};

const noPlugin = () => ({ applyToStack: (): void => undefined });
export const getEndpointDiscoveryPlugin = noPlugin;
export const getEndpointDiscoveryRequiredPlugin = noPlugin;
export const getEndpointDiscoveryOptionalPlugin = noPlugin;
