#!/usr/bin/env node
// `cms`: the package's command-line tool. The commands are TypeScript; tsx compiles them on load.
'use strict';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
require('tsx/cjs/api').register();

const { main } = require('./main');

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`cms: ${error && error.message ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
