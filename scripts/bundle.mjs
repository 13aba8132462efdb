// Bundles the GitHub Action into dist/index.js (ESM, as @actions/* require). Deterministic: the
// same sources give the same bytes, so CI can check that the committed dist/ is current.
//   node scripts/bundle.mjs [OUTFILE]     (default dist/index.js; tests bundle into a temp dir)
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

await build({
  entryPoints: [join(root, 'src/action/index.ts')],
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: process.argv[2] ?? join(root, 'dist/index.js'),
  legalComments: 'none',
  // The version the exported spans' resource names (service.version).
  define: { __PROOFLEDGER_VERSION__: JSON.stringify(version) },
  logLevel: 'warning',
  // CommonJS dependencies (ajv) call require(); give the ESM bundle one.
  banner: { js: "import { createRequire as __proofledgerCreateRequire } from 'node:module';\nconst require = __proofledgerCreateRequire(import.meta.url);" },
});
