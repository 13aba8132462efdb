// Where the Statements go: a JSON Lines bundle (`.jsonl`: one Statement a line, the gate's first), the
// gate's Statement alone (`.json`), or a folder with each Statement and, beside it, its predicate
// alone — what actions/attest's `predicate-path` takes.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ProofledgerError } from '../errors.js';
import type { Statement } from '../gate/attestation.js';
import type { CheckKind } from '../format/generated/configSchema.js';

export interface AttestationSet {
  gate: Statement;
  testResults: { check: CheckKind; statement: Statement }[];
}

export interface WrittenAttestations {
  kind: 'bundle' | 'statement' | 'folder';
  /** The gate's Statement: the bundle or file itself, or its file in the folder. */
  gateStatement: string;
  /** In a folder: the gate's predicate alone. */
  gatePredicate?: string;
  /** In a folder: each proven check's test-result predicate alone, by check. */
  testResultPredicates: Partial<Record<CheckKind, string>>;
}

const OURS = /^(?:gate|test-result\.[a-z_]+)\.(?:statement|predicate)\.json$/;

function write(path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (err) {
    throw new ProofledgerError(`${path}: cannot write the attestation: ${(err as Error).message}`, 'io');
  }
}

const pretty = (value: unknown): string => JSON.stringify(value, null, 2) + '\n';

function isFolder(path: string): boolean {
  if (path.endsWith('/')) return true;
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

export function writeAttestations(path: string, set: AttestationSet): WrittenAttestations {
  if (!isFolder(path) && path.endsWith('.jsonl')) {
    write(path, [set.gate, ...set.testResults.map((t) => t.statement)].map((s) => JSON.stringify(s) + '\n').join(''));
    return { kind: 'bundle', gateStatement: path, testResultPredicates: {} };
  }
  if (!isFolder(path) && path.endsWith('.json')) {
    write(path, pretty(set.gate));
    return { kind: 'statement', gateStatement: path, testResultPredicates: {} };
  }
  try {
    mkdirSync(path, { recursive: true });
    // A folder written before may hold a check that this run does not prove: remove our own files only.
    for (const name of readdirSync(path)) if (OURS.test(name)) rmSync(join(path, name));
  } catch (err) {
    throw new ProofledgerError(`${path}: cannot write the attestations: ${(err as Error).message}`, 'io');
  }
  const written: WrittenAttestations = { kind: 'folder', gateStatement: join(path, 'gate.statement.json'), gatePredicate: join(path, 'gate.predicate.json'), testResultPredicates: {} };
  write(written.gateStatement, pretty(set.gate));
  write(written.gatePredicate!, pretty(set.gate.predicate));
  for (const { check, statement } of set.testResults) {
    write(join(path, `test-result.${check}.statement.json`), pretty(statement));
    const predicate = join(path, `test-result.${check}.predicate.json`);
    write(predicate, pretty(statement.predicate));
    written.testResultPredicates[check] = predicate;
  }
  return written;
}
