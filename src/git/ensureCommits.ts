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
