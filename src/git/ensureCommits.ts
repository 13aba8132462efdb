// The Action's checkout may be shallow: make sure the commits a range needs are here, fetching them.
import { spawnSync } from 'node:child_process';
import { ProofledgerError } from '../errors.js';
import { isShallow } from './range.js';

export function hasCommit(dir: string, sha: string): boolean {
  return spawnSync('git', ['cat-file', '-e', `${sha}^{commit}`], { cwd: dir }).status === 0;
}

/**
 * Makes sure every commit is present and the history between them is whole (the gate needs their
 * merge-base), fetching from origin when the checkout is shallow or lacks one.
 */
export function ensureCommits(dir: string, shas: readonly string[], info: (message: string) => void): void {
  const missing = shas.filter((s) => !hasCommit(dir, s));
  if (missing.length === 0 && !isShallow(dir)) return;
  info(`Fetching ${missing.length ? missing.map((s) => s.slice(0, 7)).join(', ') : 'history'} (the checkout is shallow)`);
  spawnSync('git', ['fetch', '--no-tags', '--quiet', '--unshallow', 'origin'], { cwd: dir });
  for (const sha of missing) spawnSync('git', ['fetch', '--no-tags', '--quiet', 'origin', sha], { cwd: dir });
  const still = shas.filter((s) => !hasCommit(dir, s));
  if (still.length > 0) {
    throw new ProofledgerError(`commits ${still.join(', ')} are not in the checkout and could not be fetched: set \`fetch-depth: 0\` on actions/checkout`, 'io');
  }
}

/**
 * The tip of a branch of origin (a push's default branch, a dispatch's base or head), fetched so
 * that a checkout of another branch or a shallow one has it; the tracking ref when origin cannot be
 * reached. null when neither exists.
 */
export function originBranchTip(dir: string, branch: string, info: (message: string) => void): string | null {
  const tracking = `refs/remotes/origin/${branch}`;
  const fetched = spawnSync('git', ['fetch', '--no-tags', '--quiet', 'origin', `+refs/heads/${branch}:${tracking}`], { cwd: dir, encoding: 'utf8' });
  if (fetched.status !== 0) info(`Could not fetch ${branch} from origin (${(fetched.stderr ?? '').trim().split('\n')[0] ?? ''}); using the local ${tracking}`);
  const r = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${tracking}^{commit}`], { cwd: dir, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** A revision given by name or id (a workflow_dispatch input): here already, or a branch of origin. */
export function resolveOrFetch(dir: string, rev: string, info: (message: string) => void): string | null {
  if (!rev.startsWith('-')) {
    const r = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], { cwd: dir, encoding: 'utf8' });
    if (r.status === 0) return r.stdout.trim();
    if (/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(rev)) {
      ensureCommits(dir, [rev], info);
      return rev;
    }
  }
  return /^[\w./-]+$/.test(rev) && !rev.startsWith('-') ? originBranchTip(dir, rev.replace(/^refs\/heads\//, ''), info) : null;
}
