// The git edge. Everything here runs git; everything it returns is plain data for the pure core.
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { simpleGit, type SimpleGit } from 'simple-git';
import { LEDGER_DIR } from '../store/layout.js';

export function gitAt(dir: string, env?: Record<string, string>): SimpleGit {
  const git = simpleGit({ baseDir: dir, trimmed: false });
  return env ? git.env({ ...stringEnv(process.env), ...env }) : git;
}

// Git needs little of the environment here; editors, pagers and credential helpers are never
// wanted (and simple-git refuses to pass some of them on).
const PASSED_ENV = /^(?:PATH|HOME|USER|LANG|LC_[A-Z]+|TMPDIR|TZ|SYSTEMROOT|XDG_CONFIG_HOME|GIT_(?:DIR|WORK_TREE|COMMON_DIR|OBJECT_DIRECTORY|ALTERNATE_OBJECT_DIRECTORIES|CONFIG_NOSYSTEM|CONFIG_GLOBAL|CEILING_DIRECTORIES|DISCOVERY_ACROSS_FILESYSTEM))$/;

function stringEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && PASSED_ENV.test(k)) out[k] = v;
  return out;
}

/** The repository's top-level directory, or undefined outside a work tree. */
export async function gitTopLevel(dir: string): Promise<string | undefined> {
  try {
    return (await gitAt(dir).revparse(['--show-toplevel'])).trim();
  } catch {
    return undefined;
  }
}

/**
 * The tree id of the working tree as it is now: tracked files plus untracked files that are not
 * ignored, with `.proofledger/` left out. Built in a temporary index (a copy of the real one, so
 * git's stat cache makes it fast); the user's index is never written.
 */
export async function workingTreeId(dir: string): Promise<string | undefined> {
  const top = await gitTopLevel(dir);
  if (!top) return undefined;
  const tmp = mkdtempSync(join(tmpdir(), 'proofledger-index-'));
  try {
    const tmpIndex = join(tmp, 'index');
    let realIndex = (await gitAt(top).revparse(['--git-path', 'index'])).trim();
    if (!isAbsolute(realIndex)) realIndex = join(top, realIndex);
    if (existsSync(realIndex)) {
      copyFileSync(realIndex, tmpIndex);
      // Keep the index's own mtime: git trusts an entry's cached stat only if the file was not
      // modified in the same second the index was written ("racy git"). A copy with a fresh mtime
      // would make a same-size edit made just before it look clean.
      const st = statSync(realIndex);
      utimesSync(tmpIndex, st.atime, st.mtime);
    }
    const git = gitAt(top, { GIT_INDEX_FILE: tmpIndex });
    await git.raw(['add', '-A', '--', '.', `:(exclude)${LEDGER_DIR}`]);
    await git.raw(['rm', '-r', '--cached', '-q', '--ignore-unmatch', '--', LEDGER_DIR]);
    return (await git.raw(['write-tree'])).trim();
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
