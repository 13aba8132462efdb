// Bundles the `proofledger hook` entry (src/cli/hookEntry.ts) into build/hook.cjs, run by `npm run
// build` after tsc, so the published package carries it and `npm install proofledger` compiles
// nothing. Every tool call an agent makes waits for a hook: one file holding only what a hook runs
// loads faster than the CLI's module graph. CommonJS, because Node's ES module wrapper of a built-in
// such as node:fs costs milliseconds a process that require() does not. Deterministic, like the
// Action's bundle (scripts/bundle.mjs).
//   node scripts/bundle-hook.mjs [OUTFILE]     (default build/hook.cjs)
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

await build({
  entryPoints: [join(root, 'src/cli/hookEntry.ts')],
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node22',
  outfile: process.argv[2] ?? join(root, 'build/hook.cjs'),
  legalComments: 'none',
  // Less source to read and hash each run; names are kept, so a stack trace still names its functions.
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
});
