// Derives src/core/generated/*.ts from schemas/*.json: the schema is the one definition of the
// format; the TypeScript types and the embedded schema objects follow it. `--check` fails when the
// committed files are stale (run by the test suite).
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const targets = [
  { schema: 'schemas/entry.schema.json', out: 'src/core/generated/entrySchema.ts', constName: 'entrySchema' },
  { schema: 'schemas/config.schema.json', out: 'src/core/generated/configSchema.ts', constName: 'configSchema' },
];
const check = process.argv.includes('--check');
let stale = false;
for (const t of targets) {
  const schema = JSON.parse(readFileSync(join(root, t.schema), 'utf8'));
  const types = await compile(structuredClone(schema), schema.title, {
    bannerComment: '',
    additionalProperties: false,
    unreachableDefinitions: true,
    format: true,
    style: { singleQuote: true, printWidth: 120 },
  });
  const text =
    `// Generated from ${t.schema} by scripts/gen-schema.mjs. Do not edit: change the schema and run \`npm run gen\`.\n\n` +
    types +
    `\nexport const ${t.constName} = ${JSON.stringify(schema, null, 2)} as const;\n`;
  const path = join(root, t.out);
  if (check) {
    let current = '';
    try { current = readFileSync(path, 'utf8'); } catch {}
    if (current !== text) { console.error(`${t.out} is stale: run npm run gen`); stale = true; }
  } else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
}
process.exit(stale ? 1 : 0);
