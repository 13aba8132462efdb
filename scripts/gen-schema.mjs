// Derives src/format/generated/*.ts from schemas/*.json: the schema is the one definition of the
// format; the TypeScript types and the embedded schema objects follow it. `--check` fails when the
// committed files are stale (run by the test suite).
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';
import { tsImport } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const targets = [
  { schema: 'schemas/entry.schema.json', out: 'src/format/generated/entrySchema.ts', constName: 'entrySchema', validator: 'src/format/generated/entryValidator.ts', matchers: 'src/format/generated/entryMatchers.ts' },
  { schema: 'schemas/config.schema.json', out: 'src/format/generated/configSchema.ts', constName: 'configSchema', validator: 'src/format/generated/configValidator.ts' },
];

// For speed the validator is compiled from an equivalent flattened form of the schema: each entry
// type's `allOf: [{$ref: Common}]` is inlined into its own properties and required list, so that
// `unevaluatedProperties: false` (which makes Ajv track evaluated properties at run time) becomes
// `additionalProperties: false`. The schema file stays the readable definition.
function flattenForValidation(schema) {
  const copy = structuredClone(schema);
  const defs = copy.$defs ?? {};
  const common = defs.Common;
  if (!common) return copy;
  for (const def of Object.values(defs)) {
    if (!def || !Array.isArray(def.allOf) || def.unevaluatedProperties !== false) continue;
    const rest = def.allOf.filter((s) => s.$ref !== '#/$defs/Common');
    if (rest.length === def.allOf.length) continue;
    def.properties = { ...common.properties, ...def.properties };
    def.required = [...new Set([...(common.required ?? []), ...(def.required ?? [])])];
    if (rest.length) def.allOf = rest;
    else delete def.allOf;
    delete def.unevaluatedProperties;
    def.additionalProperties = false;
  }
  return copy;
}

// The same options the validators are meant to have; compiled once here, not at every start-up.
// Patterns and formats run on src/format/schemaKeywords.ts (same meaning, faster engines): the
// generated code names `compilePattern` and `schemaFormats`, imported at the top of the file.
function validatorSource(schema) {
  schema = flattenForValidation(schema);
  const regExp = (pattern, flags) => new RegExp(pattern, flags);
  regExp.code = 'compilePattern';
  const ajv = new Ajv2020({ discriminator: true, allErrors: false, strictSchema: true, strictTypes: false, strictRequired: false, unicodeRegExp: false, code: { source: true, esm: true, lines: false, regExp, formats: _`schemaFormats` } });
  (addFormats.default ?? addFormats)(ajv);
  let code = (standaloneCode.default ?? standaloneCode)(ajv, ajv.compile(schema)).replace(/^"use strict";/, '');
  // Standalone code still require()s Ajv's runtime functions. The one the schemas need is ours too,
  // so that nothing — not the CLI, not the bundled Action, which ships without node_modules — needs
  // Ajv at run time. Any other runtime function would be a new dependency: refuse it here.
  code = code.replaceAll('require("ajv/dist/runtime/ucs2length").default', 'ucs2length');
  const left = /require\([^)]*\)/.exec(code);
  if (left) throw new Error(`gen-schema: the generated validator needs ${left[0]} at run time; give it an engine in src/format/schemaKeywords.ts`);
  return (
    '// @ts-nocheck\n' +
    `// Generated from the schema by scripts/gen-schema.mjs (Ajv standalone code). Do not edit.\n` +
    "import { compilePattern, schemaFormats, ucs2length } from '../schemaKeywords.js';\n" +
    code +
    '\n'
  );
}
// The line matcher's regular expressions (scripts/codegen/entryMatcherCompiler.ts, run from its source).
const { compileEntryMatchers } = await tsImport('./codegen/entryMatcherCompiler.ts', import.meta.url);
const { schemaFormats } = await tsImport('../src/format/schemaKeywords.ts', import.meta.url);
function matchersSource(schema, schemaFile) {
  const matchers = compileEntryMatchers(schema, schemaFormats);
  return (
    `// Generated from ${schemaFile} by scripts/gen-schema.mjs (scripts/codegen/entryMatcherCompiler.ts). Do not edit.\n` +
    "import type { EntryMatcherSource } from '../../verify/fast/matcherSource.js';\n\n" +
    `export const entryMatcherSources: Record<string, EntryMatcherSource> = ${JSON.stringify(matchers, null, 2)};\n`
  );
}

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
  const outputs = [[t.out, text], [t.validator, validatorSource(schema)]];
  if (t.matchers) outputs.push([t.matchers, matchersSource(schema, t.schema)]);
  for (const [out, content] of outputs) {
    const path = join(root, out);
    if (check) {
      let current = '';
      try { current = readFileSync(path, 'utf8'); } catch {}
      if (current !== content) { console.error(`${out} is stale: run npm run gen`); stale = true; }
    } else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, content);
    }
  }
}
process.exit(stale ? 1 : 0);
