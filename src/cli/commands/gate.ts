import { readFileSync } from 'node:fs';
import { loadConfig } from '../../config/config.js';
import { ProofledgerError, describeIoError } from '../../errors.js';
import { Scrubber } from '../../scrub/scrub.js';
import { runGate, type GateResult } from '../../gate/gate.js';
import { policyFromConfig } from '../../gate/policy.js';
import { readRange, resolveRevisions, type ResolvedRevisions } from '../../git/range.js';
import type { CliContext } from '../context.js';
import { progressBar } from '../progress.js';

export interface GateRequest {
  base: string | null;
  head: string;
  pr?: { title: string; body: string };
  branch?: string;
  /** head's and base's commit ids and the object format, when the caller has resolved them already. */
  resolved?: ResolvedRevisions;
}

export async function gateRange(ctx: CliContext, req: GateRequest): Promise<GateResult> {
  const config = loadConfig(ctx.layout);
  const policy = policyFromConfig(config, ctx.layout.configPath);
  const { oids, objectFormat } = req.resolved ?? resolveRevisions(ctx.layout.root, req.base === null ? [req.head] : [req.head, req.base]);
  const head = oids[0]!;
  const base = req.base === null ? null : oids[1]!;
  const input = await readRange(ctx.layout.root, { base, head, objectFormat, ...(req.pr ? { pr: req.pr } : {}), ...(req.branch ? { branch: req.branch } : {}) });
  const bar = progressBar('gate');
  try {
    return runGate(input, policy, new Scrubber({ patterns: config.scrub?.patterns ?? [], keys: config.scrub?.keys ?? [] }), (done, total) => bar.update(done, total));
  } finally {
    bar.stop();
  }
}

export function readTextFile(path: string): string {
  try {
    return readFileSync(path === '-' ? 0 : path, 'utf8');
  } catch (err) {
    throw new ProofledgerError(`${path}: cannot read: ${describeIoError(err)}`, 'io');
  }
}
