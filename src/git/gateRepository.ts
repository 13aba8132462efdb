// Gate a range of a repository: the one path the CLI's gate, pre-push and the Action share. It
// reads what the range changed relative to where head left base, takes the policy from base (a
// change never judges itself by its own rules), and runs the pure gate.

import { parseConfig, type ProofledgerConfig } from '../config/config.js';
import { runGate, type GateResult } from '../gate/gate.js';
import { policyFromConfig } from '../gate/policy.js';
import { Scrubber } from '../scrub/scrub.js';
import { LEDGER_DIR } from '../store/layout.js';
import { readTestedBlobs } from './testedBlobs.js';
import { mergeBaseOf, readRange, resolveRevisions, type GateRange, type ResolvedRevisions } from './range.js';

export interface GateRepositoryOptions {
  /** head's and base's commit ids and the object format, when the caller has resolved them already. */
  resolved?: ResolvedRevisions;
  onProgress?: (done: number, total: number) => void;
}

/** The gate's result, with what a CI confirmation needs: base's config and head's commit id. */
export type RepositoryGateResult = GateResult & { baseConfig: ProofledgerConfig; head: string };

export async function gateRepository(dir: string, range: GateRange, options: GateRepositoryOptions = {}): Promise<RepositoryGateResult> {
  const { oids, objectFormat } = options.resolved ?? resolveRevisions(dir, range.base === null ? [range.head] : [range.head, range.base]);
  const head = oids[0]!;
  const base = range.base === null ? null : oids[1]!;
  const mergeBase = base === null ? null : mergeBaseOf(dir, base, head, { base: range.base!, head: range.head });
  const read = await readRange(dir, { ...range, base, head, mergeBase, objectFormat });
  const input = { ...read, tested: readTestedBlobs(dir, read), ...(range.stage ? { stage: range.stage } : {}) };
  const where = `${range.base ?? range.head}:${LEDGER_DIR}/config.json`;
  const config: ProofledgerConfig = input.config?.base ? parseConfig(input.config.base, where) : {};
  const result = runGate(input, policyFromConfig(config, where), new Scrubber({ patterns: config.scrub?.patterns ?? [], keys: config.scrub?.keys ?? [] }), options.onProgress);
  return { ...result, baseConfig: config, head };
}
