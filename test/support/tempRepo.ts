import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface TempRepo {
  dir: string;
  git: (...args: string[]) => string;
  write: (path: string, content: string) => void;
  commitAll: (message: string) => string;
  cleanup: () => void;
}

/** A real git repository in a fresh temporary directory. */
export function makeTempRepo(prefix = 'proofledger-test-'): TempRepo {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const git = (...args: string[]): string =>
    execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, GIT_AUTHOR_NAME: 'Test', GIT_AUTHOR_EMAIL: 'test@example.com', GIT_COMMITTER_NAME: 'Test', GIT_COMMITTER_EMAIL: 'test@example.com' },
    });
  git('init', '-q', '-b', 'main');
  git('config', 'commit.gpgsign', 'false');
  const write = (path: string, content: string): void => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  };
  const commitAll = (message: string): string => {
    git('add', '-A');
    git('commit', '-q', '--allow-empty', '-m', message);
    return git('rev-parse', 'HEAD').trim();
  };
  return { dir, git, write, commitAll, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function makeTempDir(prefix = 'proofledger-test-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
