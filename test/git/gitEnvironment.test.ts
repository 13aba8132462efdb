// Evidence never silently loses its binding: with GIT_CONFIG_GLOBAL set (CI images, devcontainers,
// Nix shells), the check's tree is still computed with the user's own git; the library that refused
// to run under that variable is gone.
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { makeTempRepo, type TempRepo } from '../support/tempRepo.js';

describe('under the user\'s git environment', () => {
  let repo: TempRepo;
  beforeEach(() => (repo = makeTempRepo()));
  afterEach(() => repo.cleanup());

  it('exec --check records the tree with GIT_CONFIG_GLOBAL set', () => {
    const global = join(repo.dir, '.git', 'global-gitconfig');
    if (existsSync(join(homedir(), '.gitconfig'))) copyFileSync(join(homedir(), '.gitconfig'), global);
    else writeFileSync(global, '[user]\n\tname = T\n');
    const env = { ...process.env, GIT_CONFIG_GLOBAL: global };
    repo.write('a.js', 'x\n');
    expect(runCli(['init'], { cwd: repo.dir }).code).toBe(0);
    repo.commitAll('init');
    const r = runCli(['exec', '--session', 's', '--check', 'test', '--', 'node', '-e', 'console.log("Tests  1 passed (1)")'], { cwd: repo.dir, env });
    expect(r.stderr).not.toContain('WARNING');
    const v = readFileSync(join(repo.dir, '.proofledger', 'sessions', 's.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>).find((e) => e['type'] === 'verification')!;
    expect(v['tree']).toMatch(/^[0-9a-f]{40}$/);
    expect(v['commit']).toBe(repo.git('rev-parse', 'HEAD').trim());
    expect(v['changes']).toEqual([]);
  });

  it('when the tree cannot be computed, the run says so loudly and the entry binds to nothing', () => {
    const dir = join(repo.dir, 'not-a-repo-anymore');
    expect(runCli(['init'], { cwd: repo.dir }).code).toBe(0);
    const r = runCli(['exec', '--session', 's', '--check', 'test', '--', 'node', '-e', '0'], { cwd: repo.dir, env: { ...process.env, GIT_DIR: dir } });
    expect(r.stderr).toMatch(/WARNING: the test run is recorded without the tree it ran on/);
    const v = readFileSync(join(repo.dir, '.proofledger', 'sessions', 's.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>).find((e) => e['type'] === 'verification')!;
    expect(v['tree']).toBeUndefined();
  });
});
