import type { LedgerEntry } from './generated/entrySchema.js';
// Validators compiled from the schemas at build time (npm run gen), so no process pays for Ajv's
// compiler at start-up; the schemas stay the one definition. The config's validator lives with the
// config (config.ts): verifying a ledger never loads it.
import entryValidator from './generated/entryValidator.js';

/** What a generated (Ajv standalone) validator reports of a failure: the part of Ajv's ErrorObject read here. */
export interface ValidatorError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

export type CompiledValidator = ((data: unknown) => boolean) & { errors?: ValidatorError[] | null };

export interface SchemaProblem {
  /** JSON pointer of the offending field, '' for the entry itself. */
  field: string;
  message: string;
}

export function describeSchemaErrors(errors: ValidatorError[] | null | undefined): SchemaProblem {
  const e = errors?.[0];
  if (!e) return { field: '', message: 'does not match the schema' };
  let field = e.instancePath;
  let message = e.message ?? 'is invalid';
  switch (e.keyword) {
    case 'required':
      field = `${field}/${(e.params as { missingProperty: string }).missingProperty}`;
      message = 'is required';
      break;
    case 'unevaluatedProperties':
    case 'additionalProperties': {
      const p = e.params as { unevaluatedProperty?: string; additionalProperty?: string };
      field = `${field}/${p.unevaluatedProperty ?? p.additionalProperty}`;
      message = 'is not a known field';
      break;
    }
    case 'false schema':
      message = 'is not allowed here';
      break;
    case 'discriminator': {
      const p = e.params as { error: string; tag: string };
      field = `${field}/${p.tag}`;
      message = p.error === 'mapping' ? 'is not a known entry type' : 'must be a string';
      break;
    }
    case 'enum':
      message = `must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
      break;
    case 'pattern': {
      const pattern = (e.params as { pattern: string }).pattern;
      const known: Record<string, string> = {
        '^[0-9a-f]{64}$': 'must be a SHA-256 in 64 lowercase hex digits',
        '^([0-9a-f]{40}|[0-9a-f]{64})$': 'must be a git tree id (40 or 64 lowercase hex digits)',
        '^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$': "must be a session id (letters, digits, '.', '_', '-'; at most 128)",
        '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-2][0-9]:[0-5][0-9]:[0-5][0-9]\\.[0-9]{3}Z$': 'must be a UTC timestamp as the ledger writes it (YYYY-MM-DDTHH:MM:SS.mmmZ, no leap second)',
      };
      message = known[pattern] ?? (field.endsWith('/path') ? 'must be a repository-relative POSIX path (no leading /, no . or .. segments, no backslashes, no control characters or line ends)' : message);
      break;
    }
    case 'const':
      message = `must be ${JSON.stringify((e.params as { allowedValue: unknown }).allowedValue)}`;
      break;
  }
  return { field, message };
}

export function validateEntry(entry: unknown): SchemaProblem | null {
  const v = entryValidator as CompiledValidator;
  return v(entry) ? null : describeSchemaErrors(v.errors);
}

export type { LedgerEntry };
