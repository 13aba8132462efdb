import { ProofledgerError } from '../errors.js';
import { DEFAULT_MAX_LINE_BYTES } from '../format/entry.js';
import { readFileIfExists } from '../store/openFile.js';
import type { LedgerLayout } from '../store/layout.js';
import type { ProofledgerConfig } from '../format/generated/configSchema.js';
import { describeSchemaErrors, type CompiledValidator, type SchemaProblem } from '../format/schemaValidation.js';
import configValidator from '../format/generated/configValidator.js';
import { lineOfPointer, parseStrictJson, StrictJsonError } from '../format/strictJson.js';
import type { AppendOptions } from '../store/append.js';
import { Scrubber } from '../scrub/scrub.js';
import { nestedQuantifier } from './configPattern.js';

export type { ProofledgerConfig } from '../format/generated/configSchema.js';

export const DEFAULT_CONFIG: ProofledgerConfig = {
  // The schema shipped in the package, relative to .proofledger/config.json: editors resolve it offline.
  $schema: '../node_modules/proofledger/schemas/config.schema.json',
  version: 1,
  ledger: { fsync: true, maxLineBytes: DEFAULT_MAX_LINE_BYTES },
  scrub: { patterns: [], keys: [] },
};

function validateConfig(config: unknown): SchemaProblem | null {
  const v = configValidator as CompiledValidator;
  return v(config) ? null : describeSchemaErrors(v.errors);
}

/** Parses and validates config text; errors name the file, line and field. */
export function parseConfig(text: string, path: string): ProofledgerConfig {
  let value: unknown;
  const offsets = new Map<string, number>();
  try {
    value = parseStrictJson(text, offsets);
  } catch (err) {
    if (err instanceof StrictJsonError) throw new ProofledgerError(`${path}: ${err.message}`, 'input');
    throw err;
  }
  // The same form as a syntax error's: file, line, field.
  const fieldError = (field: string, message: string): ProofledgerError =>
    new ProofledgerError(`${path}: line ${lineOfPointer(text, offsets, field)}, field ${field || '/'}: ${message}`, 'input');
  const problem = validateConfig(value);
  if (problem) throw fieldError(problem.field, problem.message);
  const config = value as ProofledgerConfig;
  for (const [i, p] of (config.scrub?.patterns ?? []).entries()) {
    try {
      new RegExp(p, 'g');
    } catch (err) {
      // V8 says "Invalid regular expression: /<source>/<flags>: <reason>"; the phrase is said once, here.
      const reason = (err as Error).message.replace(/^Invalid regular expression: \/[\s\S]*\/[a-z]*: /, '');
      throw fieldError(`/scrub/patterns/${i}`, `invalid regular expression ${JSON.stringify(p)}: ${reason}`);
    }
    const trap = nestedQuantifier(p);
    if (trap) throw fieldError(`/scrub/patterns/${i}`, `regular expression ${JSON.stringify(p)} refused: ${trap}; write it without the nested repetition`);
  }
  return config;
}

/** The repository's config, or the defaults when there is none. */
export function loadConfig(layout: LedgerLayout): ProofledgerConfig {
  const bytes = readFileIfExists(layout.configPath);
  return bytes === null ? {} : parseConfig(bytes.toString('utf8'), layout.configPath);
}

/** How the writer is set up by a config: fsync, line cap, and the scrubber with custom patterns. */
export function appendOptionsFor(config: ProofledgerConfig): AppendOptions & { scrubber: Scrubber } {
  return {
    fsync: config.ledger?.fsync ?? true,
    maxLineBytes: config.ledger?.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES,
    scrubber: new Scrubber({ patterns: config.scrub?.patterns ?? [], keys: config.scrub?.keys ?? [] }),
  };
}
