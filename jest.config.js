/** Tests by tier: test/unit, test/integration (DynamoDB Local), test/http (local gateway), test/infra (CDK). */
const swc = ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } }];

module.exports = {
  // Node, plus a DynamoDB Local of its own for files marked @dynamodb-streams (test/support/dynamo-environment.ts).
  testEnvironment: '<rootDir>/test/support/dynamo-environment.ts',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // @middy/* and htmlparser2 with its dom*/entities packages ship ESM only; the rest of node_modules is CommonJS.
  transform: { '^.+\\.(ts|js|mjs)$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@middy|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)/)'],
  // The SDK (sdk/src) is ESM TypeScript: its relative imports name the .js they compile to.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  setupFiles: ['<rootDir>/test/support/env.ts'],
  testTimeout: 60000,
  maxWorkers: 2,
  reporters: ['default', '<rootDir>/test/support/summary-reporter.js'],
};
