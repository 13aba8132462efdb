import { loadConfig } from '../../config/config.js';
import { EXIT_CHECK_FAILED, EXIT_OK } from '../../errors.js';
import { Scrubber } from '../../scrub/scrub.js';
import { runGate, type GateResult } from '../../gate/gate.js';
import { policyFromConfig } from '../../gate/policy.js';
import { readRange, resolveRevisions, type ResolvedRevisions } from '../../git/range.js';
import { formatGateText, gateJson } from '../../gate/report.js';
import { readTextFile } from '../../store/openFile.js';
import { printLine, type CliContext } from '../context.js';
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

export interface GateOptions {
  base: string;
  head: string;
  prTitle?: string;
  prBody?: string;
  branch?: string;
  json?: boolean;
}

/** `proofledger gate --base REV`: exit 0 pass, 1 fail. */
export async function runGateCommand(context: CliContext, opts: GateOptions): Promise<number> {
  const pr = opts.prTitle !== undefined || opts.prBody !== undefined ? { title: opts.prTitle ?? '', body: opts.prBody ? readTextFile(opts.prBody) : '' } : undefined;
  const result = await gateRange(context, { base: opts.base, head: opts.head, ...(pr ? { pr } : {}), ...(opts.branch ? { branch: opts.branch } : {}) });
  if (opts.json) printLine(context, JSON.stringify(gateJson(result)));
  else printLine(context, formatGateText(result, `${opts.base}..${opts.head}`));
  return result.verdict === 'pass' ? EXIT_OK : EXIT_CHECK_FAILED;
}
