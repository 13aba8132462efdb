// What a push replaces, read at the edge for the pure check in gate/pushedHistory.ts: the session
// files at the replaced commit whose content differs at the pushed commit. pre-push has the remote
// sha it replaces; the Action on a pull_request `synchronize` has the payload's `before`.

import { spawnSync } from 'node:child_process';
import type { Finding } from '../gate/findings.js';
import { isSessionPath } from '../gate/gate.js';
import { pushedRewrites, type ReplacedSession } from '../gate/pushedHistory.js';
import { LEDGER_DIR, SESSIONS_DIR } from '../store/layout.js';
import { hasCommit } from './ensureCommits.js';
import { readObjects } from './range.js';

/** Session files (path → blob id) at a commit. */
function sessionBlobs(dir: string, commit: string): Map<string, string> {
  const r = spawnSync('git', ['ls-tree', '-z', '--full-tree', commit, '--', `${LEDGER_DIR}/${SESSIONS_DIR}/`], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 30 });
  const out = new Map<string, string>();
  if (r.status !== 0) return out;
  for (const record of r.stdout.split('\0')) {
    const tab = record.indexOf('\t');
    if (tab < 0) continue;
    const [, type, oid] = record.slice(0, tab).split(' ');
    const path = record.slice(tab + 1);
    if (type === 'blob' && oid && isSessionPath(path)) out.set(path, oid);
  }
  return out;
}

/** The session files at `replaced` that `pushed` does not hold unchanged, with both contents. */
export function readReplacedSessions(dir: string, replaced: string, pushed: string): ReplacedSession[] {
  const before = sessionBlobs(dir, replaced);
  const after = sessionBlobs(dir, pushed);
  const differ = [...before].filter(([path, oid]) => after.get(path) !== oid);
  const objects = readObjects(dir, [...new Set(differ.flatMap(([path, oid]) => [oid, ...(after.has(path) ? [after.get(path)!] : [])]))]);
  return differ.map(([path, oid]) => ({ path, before: objects.get(oid)!, after: after.has(path) ? objects.get(after.get(path)!)! : null }));
}

/**
 * PUSHED_LEDGER_REWRITTEN for a push that replaces `replaced` with `pushed`; when the replaced
 * commit is not here, a notice saying that nothing was compared. `where` says what replaced is
 * ("the remote's feature", "this pull request's previous head").
 */
export function pushedHistoryFindings(dir: string, replaced: string, pushed: string, where: string): Finding[] {
  const short = `${where} ${replaced.slice(0, 12)}`;
  if (!hasCommit(dir, replaced)) {
    return [{ code: 'PUSHED_LEDGER_REWRITTEN', severity: 'notice', message: `${short} is not in this repository (never fetched here, or gone after a force-push), so the sessions pushed with it were not compared with these: a rewritten session would go unseen here` }];
  }
  return pushedRewrites(readReplacedSessions(dir, replaced, pushed), short);
}

/**
 * The Action on a pull_request `synchronize`: the head it replaced (`before`) is fetched when the
 * checkout lacks it (a force-push leaves it on no branch); when it cannot be, a notice says so.
 */
export function synchronizeFindings(dir: string, payload: Record<string, any>, head: string, info: (message: string) => void): Finding[] {
  const before = payload['before'];
  if (payload['action'] !== 'synchronize' || typeof before !== 'string' || !/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(before) || /^0+$/.test(before)) return [];
  if (!hasCommit(dir, before)) {
    info(`Fetching ${before.slice(0, 7)} (the pull request's previous head, to compare its sessions)`);
    spawnSync('git', ['fetch', '--no-tags', '--quiet', 'origin', before], { cwd: dir, timeout: 120_000 });
  }
  return pushedHistoryFindings(dir, before, head, "the pull request's previous head");
}
