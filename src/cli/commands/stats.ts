// `proofledger stats [paths...]`: per agent and model, over the whole ledger of each repository
// given: claims of success and how many were proven, check runs, time to a passing check, changes
// no check covered. Only session files that verify are read; the others are counted and named.
import { writeFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { ProofledgerError, describeIoError } from '../../errors.js';
import { loadConfig } from '../../config/config.js';
import { policyFromConfig } from '../../gate/policy.js';
import type { GatePolicy } from '../../gate/policy.js';
import { computeStats, sessionFacts, STATS_ENTRY_TYPES, type NotVerified, type SessionFacts } from '../../stats/computeStats.js';
import { statsPage } from '../../stats/statsPage.js';
import { statsTable } from '../../stats/statsTable.js';
import { findRoot, layoutFor, requireInitialized } from '../../store/layout.js';
import { listSessionFiles } from '../../store/sessionFiles.js';
import { rejectionLines } from '../../store/sessionEvidence.js';
import { forEachVerifiedFile } from '../../store/verifiedLedger.js';
import { printLine, type CliContext } from '../context.js';

export interface StatsOptions {
  json?: boolean;
  html?: string;
}

export async function runStats(context: CliContext, args: readonly string[], opts: StatsOptions): Promise<number> {
  const targets = args.length > 0 ? args.map((a) => ({ name: a, layout: layoutFor(findRoot(resolve(context.cwd, a))) })) : [{ name: '.', layout: context.layout }];
  const seen = new Set<string>();
  const repos: { name: string; root: string; policy: GatePolicy; files: string[] }[] = [];
  for (const t of targets) {
    requireInitialized(t.layout);
    // The same repository named twice (`stats . ./src`) is counted once.
    if (seen.has(t.layout.root)) continue;
    seen.add(t.layout.root);
    const config = loadConfig(t.layout);
    repos.push({ name: t.name, root: t.layout.root, policy: policyFromConfig(config), files: listSessionFiles(t.layout) });
  }
  // All the files of all the repositories verified together (the cores share one plan), then read
  // one at a time into the few facts each contributes.
  const all = repos.flatMap((r) => r.files.map((file) => ({ repo: r, file })));
  const counts = new Map(repos.map((r) => [r, { name: r.name, verified: 0, notVerified: [] as NotVerified[] }]));
  const rootOf = new Map(all.map((a) => [a.file, a.repo.root]));
  const facts: SessionFacts[] = [];
  await forEachVerifiedFile(all.map((a) => a.file), (p) => relative(rootOf.get(p)!, p).split(sep).join('/'), (f, i) => {
    const repo = all[i]!.repo;
    const count = counts.get(repo)!;
    if (f.verified) {
      count.verified++;
      facts.push(sessionFacts(repo.name, f.evidence, repo.policy));
    } else count.notVerified.push({ repository: repo.name, path: f.rejected.path, reason: rejectionLines([f.rejected])[0]!.slice(f.rejected.path.length + 2) });
  }, { types: STATS_ENTRY_TYPES });
  const report = computeStats([...counts.values()], facts);
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
