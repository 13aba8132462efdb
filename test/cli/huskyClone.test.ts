// A teammate's fresh clone is protected: the project set up with `proofledger init --husky`
// (husky v9: devDependency, prepare script, committed .husky/pre-push), then cloned and installed
// with `npm ci`, refuses an unproven agent push through the real husky — no step on that machine
// but the clone and the install.
import { spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/cli.js';
import { makeTempDir } from '../support/tempRepo.js';

const GIT_ENV = { ...process.env, GIT_AUTHOR_NAME: 'Dev', GIT_AUTHOR_EMAIL: 'dev@example.com', GIT_COMMITTER_NAME: 'Dev', GIT_COMMITTER_EMAIL: 'dev@example.com' };

function run(cwd: string, command: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', env: GIT_ENV });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}
function ok(cwd: string, command: string, ...args: string[]): string {
  const r = run(cwd, command, args);
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

describe('the pre-push hook in every clone (real husky, real npm ci)', () => {
  let tmp: ReturnType<typeof makeTempDir>;
  beforeAll(() => (tmp = makeTempDir('proofledger-husky-')));
  afterAll(() => tmp.cleanup());

  it('a teammate clone, after npm ci, refuses an unproven agent push', () => {
    ok(REPO_ROOT, 'npm', 'pack', '--ignore-scripts', '--silent', '--pack-destination', tmp.dir);
    const tarball = join(tmp.dir, readdirSync(tmp.dir).find((f) => f.endsWith('.tgz'))!);
    const remote = join(tmp.dir, 'remote.git');
    ok(tmp.dir, 'git', 'init', '-q', '--bare', '-b', 'main', remote);

    // The maintainer sets the project up.
    const project = join(tmp.dir, 'project');
    ok(tmp.dir, 'git', 'init', '-q', '-b', 'main', project);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'app', private: true, scripts: { test: 'node test.js' }, devDependencies: { proofledger: `file:${tarball}` } }, null, 2) + '\n');
    writeFileSync(join(project, 'test.js'), 'console.log("Tests  1 passed (1)");\n');
    writeFileSync(join(project, 'a.js'), 'export const a = 1;\n');
    writeFileSync(join(project, '.gitignore'), 'node_modules/\n');
    ok(project, 'npm', 'install', '--no-audit', '--no-fund', '--silent');
    const bin = join(project, 'node_modules', '.bin', 'proofledger');
    ok(project, bin, 'init', '--husky');
    ok(project, 'npm', 'install', '--no-audit', '--no-fund', '--silent');
    ok(project, 'git', 'add', '-A');
    ok(project, 'git', 'commit', '-q', '-m', 'Set up proofledger');
    ok(project, 'git', 'push', '-q', remote, 'main');

    // The teammate: a fresh clone and npm ci, nothing else.
    const clone = join(tmp.dir, 'clone');
    ok(tmp.dir, 'git', 'clone', '-q', remote, clone);
    ok(clone, 'npm', 'ci', '--no-audit', '--no-fund', '--silent');
    expect(ok(clone, 'git', 'config', '--get', 'core.hooksPath').trim()).toBe('.husky/_');
    const cbin = join(clone, 'node_modules', '.bin', 'proofledger');
    ok(clone, 'git', 'checkout', '-q', '-b', 'agent-work');
    ok(clone, cbin, 'session', 'start', '--agent', 'claude-code');
    writeFileSync(join(clone, 'a.js'), 'export const a = 2;\n');
    ok(clone, cbin, 'record', 'a.js');
    ok(clone, cbin, 'session', 'finish', '--outcome', 'success');
    ok(clone, 'git', 'add', '-A');
    ok(clone, 'git', 'commit', '-q', '-m', 'Change a. All tests pass.');
    const refused = run(clone, 'git', ['push', 'origin', 'agent-work']);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('CLAIM_UNPROVEN');
    expect(run(remote, 'git', ['rev-parse', '--verify', '--quiet', 'refs/heads/agent-work']).status).not.toBe(0);

    // The same agent, honest: the test run through proofledger.
    ok(clone, cbin, 'session', 'start', '--agent', 'claude-code');
    ok(clone, cbin, 'exec', '--check', 'test', '--', 'npm', 'test');
    ok(clone, cbin, 'session', 'finish', '--outcome', 'success');
    ok(clone, 'git', 'add', '-A');
    ok(clone, 'git', 'commit', '-q', '-m', 'Record the test run');
    const accepted = run(clone, 'git', ['push', '-q', 'origin', 'agent-work']);
    expect(accepted.stderr).not.toContain('FAIL');
    expect(accepted.status).toBe(0);
    // (Three real installs from the registry. Where better-sqlite3's prebuilt binary cannot be
    // downloaded (a sandbox that reaches only the npm registry), its optional install builds it from
    // source, twice here; on a loaded 2-core machine the whole test has taken from under four minutes
    // to over five.)
  }, 600_000);
});
