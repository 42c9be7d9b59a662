/**
 * The public site's settings as stack context (`-c SITE_URL=...`): checked at synth by the parser the
 * functions use, and given to every route function as its environment variable of the same name.
 */
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { CmsStack } from '#infra/stack/cms-stack';
import { flatTemplate } from '#infra/tools/flat-template';
import { routes } from '#platform/routes/index';

const twoRoutes = () => [routes.find((r) => r.id === 'client-cms-posts-get')!, routes.find((r) => r.audience === 'admin')!];
const variablesOf = (stack: CmsStack) =>
  Object.values(Template.fromJSON(flatTemplate(stack)).findResources('AWS::Lambda::Function')).map(
    (fn) => (fn.Properties.Environment?.Variables ?? {}) as Record<string, unknown>,
  );

test('the settings given as context reach every route function', () => {
  // Prepare
  const context = { SITE_URL: 'https://example.com', POST_URL_PATTERN: '/{language}/{slug}', DEFAULT_LANGUAGE: 'en', PREVIEW_URL_PATTERN: 'https://preview.example.com/{id}?t={token}' };
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [], ...context } });
  // Act
  const variables = variablesOf(new CmsStack(app, 'WithSite', { routes: twoRoutes() })).filter((v) => 'PUBLIC_BASE_URL' in v);
  // Assess: the two routes and the two authorizers
  expect(variables).toHaveLength(4);
  for (const v of variables) expect(v).toMatchObject(context);
  // Only the client post (which opens previews) reads the preview key; the admin route here does not.
  expect(variables.filter((v) => 'PREVIEW_KEY_ARN' in v)).toHaveLength(1);
});

test('the default language reaches the background functions that rewrite posts, without a public URL', () => {
  // Prepare
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [], DEFAULT_LANGUAGE: 'en' } });
  const stack = new CmsStack(app, 'WithLanguage', { routes: twoRoutes() });
  const variablesOfFunction = (fn: { node: { defaultChild?: unknown } }) => {
    const id = stack.getLogicalId(fn.node.defaultChild as never);
    return (Template.fromJSON(flatTemplate(stack)).toJSON().Resources[id]?.Properties?.Environment?.Variables ?? {}) as Record<string, unknown>;
  };
  // Act
  const background = [stack.scheduledPublishing.function, stack.tableStream.function].map((fn) => variablesOfFunction(fn));
  // Assess
  for (const v of background) {
    expect(v.DEFAULT_LANGUAGE).toBe('en');
    expect(v.PUBLIC_BASE_URL).toBeUndefined();
  }
});

test('unset, no function carries them (SITE_URL falls back to the API URL at run time)', () => {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  for (const v of variablesOf(new CmsStack(app, 'Plain', { routes: twoRoutes() }))) expect(v.SITE_URL).toBeUndefined();
});

test.each([
  [{ DEFAULT_LANGUAGE: 'de' }, '-c DEFAULT_LANGUAGE must be one of fa, en, got "de"'],
  [{ SITE_URL: 'example.com' }, '-c SITE_URL must be an absolute http(s) URL such as https://example.com, got "example.com"'],
  [{ POST_URL_PATTERN: '/{type}' }, '-c POST_URL_PATTERN must contain {slug} or {id}, got "/{type}"'],
])('%j fails the synthesis with a message naming it', (context, message) => {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [], ...context } });
  expect(() => new CmsStack(app, 'Bad', { routes: twoRoutes() })).toThrow(message);
});
