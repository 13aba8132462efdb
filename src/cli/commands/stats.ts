// `proofledger stats [paths...]`: per agent and model, over the whole ledger of each repository
// given: claims of success and how many were proven, check runs, time to a passing check, changes
// no check covered. Only session files that verify are read; the others are counted and named.
import { writeFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { ProofledgerError, describeIoError } from '../../errors.js';
import { loadConfig } from '../../config/config.js';
import { policyFromConfig } from '../../gate/policy.js';
import type { SessionEvidence } from '../../gate/evidence.js';
import { computeStats, type NotVerified, type RepositoryInput } from '../../stats/computeStats.js';
import { statsPage } from '../../stats/statsPage.js';
import { statsTable } from '../../stats/statsTable.js';
import { findRoot, layoutFor, requireInitialized } from '../../store/layout.js';
import { listSessionFiles } from '../../store/sessionFiles.js';
import { rejectionLines } from '../../store/sessionEvidence.js';
import { readVerifiedFiles } from '../../store/verifiedLedger.js';
import { printLine, type CliContext } from '../context.js';

export interface StatsOptions {
  json?: boolean;
  html?: string;
}

export async function runStats(context: CliContext, args: readonly string[], opts: StatsOptions): Promise<number> {
  const targets = args.length > 0 ? args.map((a) => ({ name: a, layout: layoutFor(findRoot(resolve(context.cwd, a))) })) : [{ name: '.', layout: context.layout }];
  const seen = new Set<string>();
  const repos: { name: string; root: string; policy: RepositoryInput['policy']; files: string[] }[] = [];
  for (const t of targets) {
    requireInitialized(t.layout);
    // The same repository named twice (`stats . ./src`) is counted once.
    if (seen.has(t.layout.root)) continue;
    seen.add(t.layout.root);
    const config = loadConfig(t.layout);
    repos.push({ name: t.name, root: t.layout.root, policy: policyFromConfig(config), files: listSessionFiles(t.layout) });
  }
  // All the files of all the repositories verified together: the cores share one plan.
  const all = repos.flatMap((r) => r.files.map((file) => ({ repo: r, file })));
  const repoOf = new Map(all.map(({ repo, file }) => [file, repo]));
  const files = await readVerifiedFiles(all.map((a) => a.file), (p) => relative(repoOf.get(p)!.root, p).split(sep).join('/'));
  const inputs = new Map(repos.map((r) => [r, { name: r.name, policy: r.policy, sessions: [] as SessionEvidence[], notVerified: [] as NotVerified[] }]));
  files.forEach((f, i) => {
    const input = inputs.get(all[i]!.repo)!;
    if (f.verified) input.sessions.push(f.evidence);
    else input.notVerified.push({ repository: input.name, path: f.rejected.path, reason: rejectionLines([f.rejected])[0]!.slice(f.rejected.path.length + 2) });
  });
  const report = computeStats([...inputs.values()]);
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
