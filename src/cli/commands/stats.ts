// `proofledger stats [paths...]`: per agent and model, over the whole ledger of each repository
// given: claims of success and how many were proven, check runs, time to a passing check, changes
// no check covered. Only session files that verify are read; the others are counted and named.
import { writeFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { ProofledgerError, describeIoError } from '../../errors.js';
import { loadConfig } from '../../config/config.js';
import { policyFromConfig } from '../../gate/policy.js';
import { collectStats } from '../../stats/collectStats.js';
import { computeStats, type NotVerified, type SessionFacts } from '../../stats/computeStats.js';
import type { StatsFile, StatsRepository } from '../../stats/sessionStats.js';
import { statsPage } from '../../stats/statsPage.js';
import { statsTable } from '../../stats/statsTable.js';
import { findRoot, layoutFor, requireInitialized } from '../../store/layout.js';
import { listSessionFiles } from '../../store/sessionFiles.js';
import { rejectionLines } from '../../store/sessionEvidence.js';
import { printLine, type CliContext } from '../context.js';

export interface StatsOptions {
  json?: boolean;
  html?: string;
}

export async function runStats(context: CliContext, args: readonly string[], opts: StatsOptions): Promise<number> {
  const targets = args.length > 0 ? args.map((a) => ({ name: a, layout: layoutFor(findRoot(resolve(context.cwd, a))) })) : [{ name: '.', layout: context.layout }];
  const seen = new Set<string>();
  const repositories: StatsRepository[] = [];
  const files: StatsFile[] = [];
  for (const t of targets) {
    requireInitialized(t.layout);
    // The same repository named twice (`stats . ./src`) is counted once.
    if (seen.has(t.layout.root)) continue;
    seen.add(t.layout.root);
    const config = loadConfig(t.layout);
    policyFromConfig(config); // a bad pattern is reported here, naming the config, before any work
    for (const path of listSessionFiles(t.layout)) files.push({ path, display: relative(t.layout.root, path).split(sep).join('/'), repository: repositories.length });
    repositories.push({ name: t.name, config });
  }
  const outcomes = await collectStats(files, repositories);
  const counts = repositories.map((r) => ({ name: r.name, verified: 0, notVerified: [] as NotVerified[] }));
  const facts: SessionFacts[] = [];
  outcomes.forEach((o, i) => {
    const count = counts[files[i]!.repository]!;
    if ('facts' in o) {
      count.verified++;
      facts.push(o.facts);
    } else count.notVerified.push({ repository: count.name, path: o.rejected.path, reason: rejectionLines([o.rejected])[0]!.slice(o.rejected.path.length + 2) });
  });
  const report = computeStats(counts, facts);
  if (opts.html !== undefined) {
    const out = resolve(context.cwd, opts.html);
    try {
      writeFileSync(out, statsPage(report));
    } catch (err) {
      throw new ProofledgerError(`${opts.html}: cannot write: ${describeIoError(err)}`, 'io');
    }
  }
  if (opts.json) printLine(context, JSON.stringify(report, null, 2));
  else for (const line of statsTable(report)) printLine(context, line);
  return 0;
}
