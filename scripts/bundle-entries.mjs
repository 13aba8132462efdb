// Bundles the bin's two hot paths, each into one CommonJS file in build/, run by `npm run build`
// after tsc, so the published package carries them and `npm install proofledger` compiles nothing:
//   build/hook.cjs      `proofledger hook AGENT` (src/cli/hookEntry.ts): every agent tool call waits for it
//   build/pre-push.cjs  `proofledger pre-push` (src/cli/prePushEntry.ts): every push waits for it
// One file holding only what the command runs loads faster than the CLI's module graph. CommonJS,
// because Node's ES-module facade of a built-in such as node:fs costs ~2 ms a process that require()
// does not. Deterministic, like the Action's bundle (scripts/bundle.mjs).
//   node scripts/bundle-entries.mjs [OUTDIR]     (default build/)
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = process.argv[2] ?? join(root, 'build');

for (const [entry, out] of [['src/cli/hookEntry.ts', 'hook.cjs'], ['src/cli/prePushEntry.ts', 'pre-push.cjs']]) {
  await build({
    entryPoints: [join(root, entry)],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    outfile: join(outdir, out),
    legalComments: 'none',
    // Less source to read, hash and hand to V8 each run; names are kept, so a stack trace still names its functions.
    minifyWhitespace: true,
    minifySyntax: true,
    // Modules that find a package from where they are (createRequire(import.meta.url)) find it from the bundle, in build/ too.
    // Made when first read: most runs never ask.
    define: { 'import.meta.url': '__proofledgerBundle.url' },
    banner: { js: 'const __proofledgerBundle = { get url() { return require("node:url").pathToFileURL(__filename).href; } };' },
    logLevel: 'warning',
  });
  // All ASCII: V8 keeps an ASCII source in one byte a character and decodes it from UTF-8 on a fast
  // path; one other character makes all 300 KB two bytes a character, slower to decode and to load.
  // esbuild escapes every other character but those in regular expression literals, where \uXXXX
  // (a surrogate pair as two) means the same, with or without the u flag; so do strings and names.
  const path = join(outdir, out);
  const code = readFileSync(path, 'utf8');
  writeFileSync(path, code.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
}
