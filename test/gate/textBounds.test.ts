// A commit message has no size limit in git: the gate reads the first MAX_GATE_TEXT_CHARS of each
// (and of a PR's title and body), so one hostile commit cannot stall every gate run of its branch.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_GATE_SESSION_FILES } from '../../src/git/range.js';
import { boundGateText, MAX_GATE_TEXT_CHARS } from '../../src/gate/textBounds.js';
import { runCli } from '../support/cli.js';
import { makeTempRepo, type TempRepo } from '../support/tempRepo.js';

describe('boundGateText', () => {
  it('keeps a text up to the bound, cuts past it, and never leaves half a surrogate pair', () => {
    expect(boundGateText('x'.repeat(MAX_GATE_TEXT_CHARS))).toHaveLength(MAX_GATE_TEXT_CHARS);
    expect(boundGateText('x'.repeat(MAX_GATE_TEXT_CHARS + 5))).toHaveLength(MAX_GATE_TEXT_CHARS);
    const cut = boundGateText('x'.repeat(MAX_GATE_TEXT_CHARS - 1) + '😀' + 'y');
    expect(cut).toHaveLength(MAX_GATE_TEXT_CHARS - 1);
    expect(cut.isWellFormed()).toBe(true);
  });
});

describe('the gate on a huge commit message and PR body', () => {
  let repo: TempRepo;
  beforeEach(() => (repo = makeTempRepo()));
  afterEach(() => repo.cleanup());

  it('reads claims from the first 64 Ki characters of 4 MB of whitespace lines, and answers', () => {
    expect(runCli(['init'], { cwd: repo.dir }).code).toBe(0);
    const base = repo.commitAll('base');
    repo.write('src/x.ts', 'export const x = 1;\n');
    const hostile = ' \n\t\n'.repeat(1 << 20);
    repo.git('add', '-A');
    repo.write('.git/message.txt', 'All tests pass.\n' + hostile + '\nThe build is green.');
    repo.git('commit', '-q', '--cleanup=verbatim', '-F', '.git/message.txt');
    repo.write('.git/body.md', 'Lint is clean.\n' + hostile);
    const r = runCli(['gate', '--base', base, '--json', '--pr-title', 't', '--pr-body', '.git/body.md'], { cwd: repo.dir, timeout: 60_000 });
    expect(r.stderr).toBe('');
    const json = JSON.parse(r.stdout) as { claims: { source: string; checks: string[] }[] };
    const claimed = json.claims.flatMap((c) => c.checks.map((k) => `${c.source}:${k}`)).sort();
    // The claims at the start are read; the one past the bound is not.
    expect(claimed).toEqual(['commit:test', 'pr:lint']);
  });
});

describe('the gate on a head with more session files than it reads', () => {
  let repo: TempRepo;
  beforeEach(() => (repo = makeTempRepo()));
  afterEach(() => repo.cleanup());

  it(`refuses a change of more than ${MAX_GATE_SESSION_FILES} session files at once, in one line, exit 2`, () => {
    expect(runCli(['init'], { cwd: repo.dir }).code).toBe(0);
    const base = repo.commitAll('base');
    const dir = join(repo.dir, '.proofledger', 'sessions');
    for (let i = 0; i <= MAX_GATE_SESSION_FILES; i++) writeFileSync(join(dir, `s${i}.jsonl`), '');
    repo.commitAll('many sessions');
    const r = runCli(['gate', '--base', base], { cwd: repo.dir, timeout: 120_000 });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`^proofledger: [0-9a-f]{40}: the change adds, changes or removes ${MAX_GATE_SESSION_FILES + 1} session files; the gate reads at most ${MAX_GATE_SESSION_FILES} in one change`));
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  }, 180_000);
});
