/**
 * The real WordPress exports the import is tested on: WordPress's own importer test data, kept in the
 * shared folder beside the repository (`../shared/fixtures/wordpress`), read from there and never
 * copied into the project. `WXR_FIXTURES` points elsewhere.
 */
import path from 'node:path';

export const WORDPRESS_FIXTURES = process.env.WXR_FIXTURES ?? path.resolve(__dirname, '..', '..', '..', 'shared', 'fixtures', 'wordpress');
