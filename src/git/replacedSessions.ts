// What a push replaces, read at the edge for the pure check in gate/pushedHistory.ts: the session
// files at the replaced commit whose content differs at the pushed commit. pre-push has the remote
// sha it replaces; the Action on a pull_request `synchronize` has the payload's `before`.

import { spawnSync } from 'node:child_process';
import { ProofledgerError } from '../errors.js';
import type { Finding } from '../gate/findings.js';
import { isSessionPath } from '../gate/gate.js';
import { pushedRewrites, type ReplacedSession } from '../gate/pushedHistory.js';
import { LEDGER_DIR, SESSIONS_DIR } from '../store/layout.js';
import { hasCommit } from './ensureCommits.js';
import { readObjects } from './range.js';

const OID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/**
 * The session files at `replaced` that `pushed` does not hold unchanged, with both contents; null
 * when `replaced` is not here. One `git diff` (renames off: a renamed session is gone from its path),
 * and one batch read of the blobs when a session differs, as each process is felt in a pre-push hook.
 */
export function readReplacedSessions(dir: string, replaced: string, pushed: string): ReplacedSession[] | null {
  if (!OID.test(replaced)) return null;
  const r = spawnSync('git', ['diff', '--raw', '-z', '--no-renames', '--no-abbrev', `${replaced}^{commit}`, pushed, '--', `${LEDGER_DIR}/${SESSIONS_DIR}/`], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (r.status !== 0) {
    if (!hasCommit(dir, replaced)) return null;
    throw new ProofledgerError(`git diff ${replaced} ${pushed}: ${r.stderr.trim()}`, 'io');
  }
  const differ: { path: string; before: string; after: string | null }[] = [];
  const parts = r.stdout.split('\0');
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const [, , oldOid, newOid, status] = parts[i]!.slice(1).split(' ');
    const path = parts[i + 1]!;
    if (!isSessionPath(path) || status === 'A' || !oldOid) continue;
    differ.push({ path, before: oldOid, after: status === 'D' ? null : newOid! });
  }
  const objects = readObjects(dir, [...new Set(differ.flatMap((d) => [d.before, ...(d.after ? [d.after] : [])]))]);
  return differ.map((d) => ({ path: d.path, before: objects.get(d.before)!, after: d.after ? objects.get(d.after)! : null }));
}

/**
 * PUSHED_LEDGER_REWRITTEN for a push that replaces `replaced` with `pushed`; when the replaced
 * commit is not here, a notice saying that nothing was compared. `where` says what replaced is
 * ("the remote's feature", "the pull request's previous head").
 */
export function pushedHistoryFindings(dir: string, replaced: string, pushed: string, where: string): Finding[] {
  const short = `${where} ${replaced.slice(0, 12)}`;
  const sessions = readReplacedSessions(dir, replaced, pushed);
  if (sessions === null) {
    return [{ code: 'PUSHED_LEDGER_REWRITTEN', severity: 'notice', message: `${short} is not in this repository (never fetched here, or gone after a force-push), so the sessions pushed with it were not compared with these: a rewritten session would go unseen here` }];
  }
  return pushedRewrites(sessions, short);
}

/**
 * The Action on a pull_request `synchronize`: the head it replaced (`before`) is fetched when the
 * checkout lacks it (a force-push leaves it on no branch); when it cannot be, a notice says so.
 */
export function synchronizeFindings(dir: string, payload: Record<string, any>, head: string, info: (message: string) => void): Finding[] {
  const before = payload['before'];
  if (payload['action'] !== 'synchronize' || typeof before !== 'string' || !OID.test(before) || /^0+$/.test(before)) return [];
  if (!hasCommit(dir, before)) {
    info(`Fetching ${before.slice(0, 7)} (the pull request's previous head, to compare its sessions)`);
    spawnSync('git', ['fetch', '--no-tags', '--quiet', 'origin', before], { cwd: dir, timeout: 120_000 });
  }
  return pushedHistoryFindings(dir, before, head, "the pull request's previous head");
}
