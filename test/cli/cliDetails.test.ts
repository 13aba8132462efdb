// Details a person notices at the command line.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { makeTempDir, makeTempRepo, type TempRepo } from '../support/tempRepo.js';

describe('the gate outside a git repository', () => {
  it('says so, instead of "HEAD: not a commit in this repository"', () => {
    const tmp = makeTempDir();
    try {
      mkdirSync(join(tmp.dir, '.proofledger'));
      const r = runCli(['gate', '--base', 'main'], { cwd: tmp.dir, env: { GIT_CEILING_DIRECTORIES: tmp.dir } });
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`proofledger: ${tmp.dir}: not a git repository: the gate judges commits; run it inside the repository (or give -C <dir>)\n`);
    } finally {
      tmp.cleanup();
    }
  });

  it('inside one, an unknown revision is still named as such', () => {
    const repo = makeTempRepo();
    try {
      repo.commitAll('first');
      const r = runCli(['gate', '--base', 'no-such-branch'], { cwd: repo.dir });
      expect(r.code).toBe(2);
      expect(r.stderr).toBe('proofledger: no-such-branch: not a commit in this repository\n');
    } finally {
      repo.cleanup();
    }
  });
});

describe('paths as the user sees them', () => {
  let repo: TempRepo;
  beforeEach(() => {
    repo = makeTempRepo();
    expect(runCli(['init'], { cwd: repo.dir }).code).toBe(0);
  });
  afterEach(() => repo.cleanup());

  it('summary, log and evidence name a session file relative to where they run, as verify does', () => {
    const expected = 'proofledger: .proofledger/sessions/nope.jsonl: cannot read: no such file or directory\n';
    expect(runCli(['verify', 'nope'], { cwd: repo.dir }).stderr).toBe(expected);
    for (const args of [['summary', '--session', 'nope'], ['log', '--session', 'nope'], ['evidence', 'test', '--session', 'nope']]) {
      const r = runCli(args, { cwd: repo.dir });
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toBe(expected);
    }
  });
});
