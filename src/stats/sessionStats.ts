// One session file's part in `stats`: verified first (verifyFile, the one verification), then — only
// if it verifies — read and folded into its facts. Runs on the main thread and in statsWorker.ts.
import type { ProofledgerConfig } from '../format/generated/configSchema.js';
import { policyFromConfig, type GatePolicy } from '../gate/policy.js';
import { sessionIdOfFile } from '../store/layout.js';
import type { RejectedSession } from '../store/sessionEvidence.js';
import { readVerifiedEntries } from '../store/verifiedEntries.js';
import type { VerifyFailure } from '../verify/verifyChain.js';
import { verifyFile } from '../verify/verifyFile.js';
import { sessionFacts, STATS_ENTRY_TYPES, type SessionFacts } from './computeStats.js';

export interface StatsFile {
  path: string;
  /** Its repository-relative path. */
  display: string;
  /** Index of its repository. */
  repository: number;
}

/** Plain data: it crosses thread boundaries. */
export interface StatsRepository {
  name: string;
  config: ProofledgerConfig;
}

export type FileOutcome = { facts: SessionFacts } | { rejected: RejectedSession };

/** Policies are rebuilt from config on each thread (they hold compiled patterns). */
export function policiesOf(repositories: readonly StatsRepository[]): GatePolicy[] {
  return repositories.map((r) => policyFromConfig(r.config));
}

export function statsOfFile(file: StatsFile, repositories: readonly StatsRepository[], policies: readonly GatePolicy[]): FileOutcome {
  const failures: VerifyFailure[] = [];
  const report = verifyFile(file.path, (f) => failures.push(f), { displayPath: file.display });
  if (failures.length > 0) return { rejected: { path: file.display, failures } };
  const entries = readVerifiedEntries(file.path, file.display, report.entries, STATS_ENTRY_TYPES);
  return { facts: sessionFacts(repositories[file.repository]!.name, { session: sessionIdOfFile(file.path) ?? file.path, path: file.display, entries }, policies[file.repository]!) };
}
