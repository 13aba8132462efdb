// Bundles the GitHub Action into dist/index.js (ESM, as @actions/* require). Deterministic: the
// same sources give the same bytes, so CI can check that the committed dist/ is current.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/action/main.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: 'dist/index.js',
  legalComments: 'none',
  logLevel: 'warning',
  // CommonJS dependencies (ajv) call require(); give the ESM bundle one.
  banner: { js: "import { createRequire as __proofledgerCreateRequire } from 'node:module';\nconst require = __proofledgerCreateRequire(import.meta.url);" },
});
