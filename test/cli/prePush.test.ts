import { spawnSync } from 'node:child_process';
import { chmodSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AgentRepo, binDir } from '../support/agentScenario.js';
import { makeTempDir } from '../support/tempRepo.js';

describe('pre-push hook through a real git push', () => {
  let a: AgentRepo;
  let remote: ReturnType<typeof makeTempDir>;
  let bin: ReturnType<typeof binDir>;
  const push = (...args: string[]) =>
    spawnSync('git', ['push', ...args], { cwd: a.dir, encoding: 'utf8', env: { ...process.env, PATH: `${bin.path}:${process.env['PATH']}` } });

  beforeEach(() => {
    a = new AgentRepo();
    remote = makeTempDir('proofledger-remote-');
    bin = binDir();
    spawnSync('git', ['init', '-q', '--bare', remote.dir]);
    a.repo.git('remote', 'add', 'origin', remote.dir);
    expect(push('-q', 'origin', 'main').status).toBe(0);
  });
  afterEach(() => {
    a.cleanup();
    remote.cleanup();
    bin.cleanup();
  });

  it('init --husky (husky v9): devDependency, merged prepare script, the hook appended to an existing one, idempotent; the hook blocks an unproven claim', () => {
    writeFileSync(join(a.dir, 'package.json'), JSON.stringify({ name: 'app', scripts: { prepare: 'node setup.js', test: 'node test.js' } }, null, 2) + '\n');
    mkdirSync(join(a.dir, '.husky'), { recursive: true });
    writeFileSync(join(a.dir, '.husky', 'pre-push'), '#!/usr/bin/env sh\necho "existing hook ran" >&2\n');
    chmodSync(join(a.dir, '.husky', 'pre-push'), 0o755);
    const init = a.cli(['init', '--husky']);
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('updated  .husky/pre-push');
    expect(init.stdout).toContain('run `npm install`');
    const pkg = JSON.parse(readFileSync(join(a.dir, 'package.json'), 'utf8')) as { scripts: Record<string, string>; devDependencies: Record<string, string> };
    expect(pkg.scripts['prepare']).toBe('husky && node setup.js');
    expect(pkg.devDependencies['husky']).toMatch(/^\^9\./);
    const again = a.cli(['init', '--husky']).stdout;
    expect(again).toContain('kept     .husky/pre-push');
    expect(again).toContain('kept     package.json');
    const hook = readFileSync(join(a.dir, '.husky', 'pre-push'), 'utf8');
    expect(hook).toContain('existing hook ran');
    expect(hook.match(/"\$b" pre-push/g)).toHaveLength(1);
    // What husky's prepare does on npm install (the real husky runs in the teammate test below).
    a.repo.git('config', 'core.hooksPath', '.husky');

    // Dishonest: claims tests pass, ran none.
    a.start('s1');
    a.edit('s1', 'src/a.ts', 'export const a = 2;\n');
    a.finish('s1');
    a.commit('Bump a, all tests pass');
    a.repo.git('checkout', '-q', '-b', 'feature');
    const refused = push('origin', 'feature');
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('existing hook ran');
    expect(refused.stderr).toContain('CLAIM_UNPROVEN');
    expect(refused.stderr).toContain('push refused');
    expect(spawnSync('git', ['rev-parse', '--verify', '--quiet', 'refs/heads/feature'], { cwd: remote.dir }).status).not.toBe(0);

    // Honest: the agent runs the tests after its edit and records them.
    a.cli(['session', 'resume', '--session', 's1']);
    a.test('s1', true);
    a.finish('s1');
    a.commit('Record the test run');
    const accepted = push('-q', 'origin', 'feature');
    expect(accepted.stderr).not.toContain('FAIL');
    expect(accepted.status).toBe(0);

    // An existing branch: the range starts at the remote's sha (resolved with the local one at once).
    a.start('s2');
    a.edit('s2', 'src/b.ts', 'export const b = 1;\n');
    a.finish('s2');
    const head = a.commit('Add b, all tests pass');
    const refusedAgain = push('origin', 'feature');
    expect(refusedAgain.status).not.toBe(0);
    expect(refusedAgain.stderr).toContain('CLAIM_UNPROVEN');
    // Judged as its pull request will be: the branch's whole change against the default branch, so
    // s1's test, run before s2's edit, no longer covers what the branch holds.
    expect(refusedAgain.stderr).toContain('2 sessions, 10 new entries');
    expect(refusedAgain.stderr).toMatch(/not on the content being judged|src\/b\.ts/);
    // A remote sha this clone has never seen (someone else pushed since): the tracking refs are
    // stale, so the remote is asked; it has no default branch here, so the range is what it lacks.
    const unknown = a.cli(['pre-push', 'origin', remote.dir], `refs/heads/feature ${head} refs/heads/feature ${'1'.repeat(40)}\n`);
    expect(unknown.code).toBe(1);
    expect(unknown.stdout + unknown.stderr).toContain('CLAIM_UNPROVEN');
    expect(unknown.stdout + unknown.stderr).toContain('1 session, 3 new entries');

    // Deleting a branch is not gated.
    expect(push('-q', 'origin', '--delete', 'feature').status).toBe(0);
  });

  it('empty stdin and deletes are no-ops', () => {
    expect(a.cli(['pre-push', 'origin', remote.dir], '').code).toBe(0);
    expect(a.cli(['pre-push', 'origin', remote.dir], `(delete) 0000000000000000000000000000000000000000 refs/heads/x ${'1'.repeat(40)}\n`).code).toBe(0);
  });
});
