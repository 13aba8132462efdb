// Which of some repository paths the HEAD commit has: one git process for any number of paths.
import { spawnSync } from 'node:child_process';

/** The paths (repository-relative, POSIX) that HEAD holds as files; none when there is no HEAD or no repository. */
export function pathsAtHead(root: string, paths: readonly string[]): Set<string> {
  if (paths.length === 0) return new Set();
  // --literal-pathspecs: a path is a name, never a glob. -z: names as they are, unquoted.
  const r = spawnSync('git', ['--literal-pathspecs', 'ls-tree', '-z', '--full-tree', '--name-only', 'HEAD', '--', ...paths], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 0) return new Set();
  return new Set(r.stdout.split('\0').filter((p) => p !== ''));
}
