import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { makeTempRepo, type TempRepo } from '../support/tempRepo.js';

describe('init --github', () => {
  let repo: TempRepo;
  beforeEach(() => (repo = makeTempRepo()));
  afterEach(() => repo.cleanup());

  it('a Node project: setup steps, npm ci, confirm: test, and checks.test.command in the config', () => {
    writeFileSync(join(repo.dir, 'package.json'), JSON.stringify({ name: 'app', scripts: { test: 'vitest run' } }));
    expect(runCli(['init', '--github'], { cwd: repo.dir }).code).toBe(0);
    const wf = readFileSync(join(repo.dir, '.github', 'workflows', 'proofledger.yml'), 'utf8');
    for (const part of ['fetch-depth: 0', 'ref: ${{ github.event.pull_request.head.sha || github.sha }}', 'actions/setup-node', 'run: npm ci', 'confirm: test']) expect(wf).toContain(part);
    // A merge queue runs it too; the job that runs the PR's code holds no token in .git/config and no write permission.
    expect(wf).toMatch(/^ {2}merge_group:/m);
    expect(wf).toContain('persist-credentials: false');
    expect(wf).toMatch(/^permissions:\n {2}contents: read\njobs:/m);
    expect(wf).toContain('comment: false');
    const config = JSON.parse(readFileSync(join(repo.dir, '.proofledger', 'config.json'), 'utf8')) as { checks: { test: { command: string } } };
    expect(config.checks.test.command).toBe('npm test');
    expect(runCli(['exec', '--', 'true'], { cwd: repo.dir }).code).toBe(0); // the config still validates (exec loads it)
  });

  it('another project: a commented example, no config change', () => {
    expect(runCli(['init', '--github'], { cwd: repo.dir }).code).toBe(0);
    const wf = readFileSync(join(repo.dir, '.github', 'workflows', 'proofledger.yml'), 'utf8');
    expect(wf).toContain('# confirm: test');
    expect(wf).not.toContain('npm ci');
    expect(wf).toMatch(/^ {2}merge_group:/m);
    expect(wf).toContain('persist-credentials: false');
    expect(readFileSync(join(repo.dir, '.proofledger', 'config.json'), 'utf8')).not.toContain('command');
  });
});
