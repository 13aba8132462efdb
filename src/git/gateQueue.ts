// A merge queue's commit, judged entry by entry. The queue builds its commit as a first-parent chain
// on the target branch, one commit per pull request (a merge, a squash or a rebase). Each PR's
// evidence was recorded on its own content, so each entry is judged as its PR would be after
// "Update branch": the change it makes on the queue before it. Judged whole, the last PR's test run
// would have to prove the files of the PRs before it, and a group of two honest PRs would fail.
import { spawnSync } from 'node:child_process';
import { verdictOf } from '../gate/findings.js';
import { gateRepository, type RepositoryGateResult } from './gateRepository.js';

/** The queue's entries oldest first, or null when head's first-parent chain does not lead to base. */
export function queueEntries(dir: string, base: string, head: string): string[] | null {
  const r = spawnSync('git', ['rev-list', '--first-parent', '--reverse', `${base}..${head}`], { cwd: dir, encoding: 'utf8' });
  const entries = r.status === 0 ? r.stdout.split('\n').filter((l) => l !== '') : [];
  if (entries.length === 0) return null;
  const parent = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${entries[0]}^1`], { cwd: dir, encoding: 'utf8' }).stdout.trim();
  return parent === base ? entries : null;
}

/** Each entry judged on its own change; one result, failing if any entry fails, its findings named by entry. */
export async function gateQueue(dir: string, base: string, head: string): Promise<RepositoryGateResult> {
  const entries = queueEntries(dir, base, head);
  if (!entries || entries.length === 1) return gateRepository(dir, { base, head });
  const results: RepositoryGateResult[] = [];
  let parent = base;
  for (const entry of entries) {
    results.push(await gateRepository(dir, { base: parent, head: entry }));
    parent = entry;
  }
  const findings = results.flatMap((r, i) => r.findings.map((f) => ({ ...f, message: `queue entry ${i + 1}/${entries.length} (${entries[i]!.slice(0, 7)}): ${f.message}` })));
  return {
    verdict: verdictOf(findings),
    findings,
    sessions: [...new Set(results.flatMap((r) => r.sessions))],
    entries: results.reduce((n, r) => n + r.entries, 0),
    claims: results.flatMap((r) => r.claims),
    evidence: results.flatMap((r) => r.evidence),
    agentAuthored: results.some((r) => r.agentAuthored),
    added: results.flatMap((r) => r.added),
    // Confirm runs the target branch's commands, not those of a PR earlier in the queue.
    baseConfig: results[0]!.baseConfig,
    head: results.at(-1)!.head,
  };
}
