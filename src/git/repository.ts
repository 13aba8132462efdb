// The working tree as git sees it: what a check ran on. Plain `git` processes (not a wrapper
// library): they run under the user's git environment as it is, GIT_CONFIG_GLOBAL and all.

import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { LEDGER_DIR } from '../store/layout.js';

/** At most this many files in a verification's `changes` (the schema's maxItems). */
const MAX_CHANGES = 256;

interface GitRun {
  code: number;
  stdout: string;
  stderr: string;
}

// Run to completion, one after the other: spawnSync costs a small part of what an asynchronous spawn
// with piped streams costs a process (a check hook starts several gits), and nothing in these callers
// has anything else to do meanwhile.
function git(cwd: string, args: string[], env?: Record<string, string>): Promise<GitRun> {
  const r = spawnSync('git', args, { cwd, env: env ? { ...process.env, ...env } : process.env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 1 << 30 });
  if (r.error) return Promise.resolve({ code: -1, stdout: '', stderr: r.error.message });
  return Promise.resolve({ code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr });
}

/** The repository's top-level directory, or undefined outside a work tree. */
async function gitTopLevel(dir: string): Promise<string | undefined> {
  const r = await git(dir, ['rev-parse', '--show-toplevel']);
  return r.code === 0 ? r.stdout.trim() : undefined;
}

/** What a check ran on: the tree id, and the same content described against a commit. */
export interface TestedContent {
  /** Tree id of the working tree (tracked files plus untracked ones git does not ignore), .proofledger/ left out. */
  tree: string;
  /** The merge-base of HEAD with the remote's default branch when there is one, else HEAD; absent before the first commit. */
  commit?: string;
  /** Each file whose content differs from `commit`, with its blob id (null: absent); absent when there are more than MAX_CHANGES. */
  changes?: { path: string; blob: string | null }[];
}

export class TreeUnavailable extends Error {}

/**
 * The working tree as it is now. Built in a temporary index (a copy of the real one, so git's stat
 * cache makes it fast); the user's index is never written. Throws TreeUnavailable with git's reason
 * when it cannot be computed, so that no evidence silently binds to nothing.
 */
export async function testedContent(dir: string, options: { describe?: boolean } = {}): Promise<TestedContent> {
  // HEAD in the same process (exit 1, and no third line, before the first commit).
  const where = await git(dir, ['rev-parse', '--show-toplevel', '--git-path', 'index', '--verify', '--quiet', 'HEAD']);
  const [top, indexPath, head] = where.stdout.trim().split('\n') as [string, string, string | undefined];
  if ((where.code !== 0 && where.code !== 1) || indexPath === undefined) throw new TreeUnavailable(where.stderr.trim().split('\n')[0] || `git rev-parse exited ${where.code}`);
  const tmp = mkdtempSync(join(tmpdir(), 'proofledger-index-'));
  try {
    const tmpIndex = join(tmp, 'index');
    const realIndex = isAbsolute(indexPath) ? indexPath : join(dir, indexPath);
    if (existsSync(realIndex)) {
      copyFileSync(realIndex, tmpIndex);
      // Keep the index's own mtime: git trusts an entry's cached stat only if the file was not
      // modified in the same second the index was written ("racy git"). A copy with a fresh mtime
      // would make a same-size edit made just before it look clean.
      const st = statSync(realIndex);
      utimesSync(tmpIndex, st.atime, st.mtime);
    }
    const env = { GIT_INDEX_FILE: tmpIndex };
    for (const args of [['add', '-A', '--', '.', `:(exclude)${LEDGER_DIR}`], ['rm', '-r', '--cached', '-q', '--ignore-unmatch', '--', LEDGER_DIR]]) {
      const r = await git(top, args, env);
      if (r.code !== 0) throw new TreeUnavailable(`git ${args[0]}: ${r.stderr.trim().split('\n')[0] ?? `exit ${r.code}`}`);
    }
    const written = await git(top, ['write-tree'], env);
    if (written.code !== 0) throw new TreeUnavailable(`git write-tree: ${written.stderr.trim().split('\n')[0] ?? `exit ${written.code}`}`);
    const tree = written.stdout.trim();
    if (options.describe === false) return { tree };
    const commit = await describingCommit(top, where.code === 0 ? head : undefined);
    if (!commit) return { tree };
    const diff = await git(top, ['diff-index', '--cached', '-z', '--no-renames', '--raw', commit], env);
    if (diff.code !== 0) return { tree, commit };
    const changes: { path: string; blob: string | null }[] = [];
    const parts = diff.stdout.split('\0');
    for (let i = 0; i + 1 < parts.length; i += 2) {
      const meta = parts[i]!.split(' ');
      const path = parts[i + 1]!;
      if (path === LEDGER_DIR || path.startsWith(`${LEDGER_DIR}/`)) continue;
      changes.push({ path, blob: meta[4]?.startsWith('D') ? null : meta[3]! });
    }
    changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return changes.length > MAX_CHANGES ? { tree, commit } : { tree, commit, changes };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * The commit to describe tested content against: one a CI checkout of the pull request will have
 * even after the branch is rebased or squashed — its merge-base with the remote's default branch —
 * else HEAD.
 */
async function describingCommit(top: string, head: string | undefined): Promise<string | undefined> {
  const refs = await git(top, ['for-each-ref', '--format=%(refname)', 'refs/remotes/origin/HEAD', 'refs/remotes/origin/main', 'refs/remotes/origin/master']);
  const names = refs.stdout.split('\n').filter((l) => l !== '');
  const target = names.find((n) => n.endsWith('/HEAD')) ?? names[0];
  if (target && head) {
    const base = await git(top, ['merge-base', head, target]);
    if (base.code === 0) return base.stdout.trim();
  }
  return head;
}

/** The working tree's tree id (see testedContent), or undefined outside a repository. */
export async function workingTreeId(dir: string): Promise<string | undefined> {
  try {
    return (await testedContent(dir, { describe: false })).tree;
  } catch {
    return undefined;
  }
}
