// The gate on the workflows a team really has: parallel agent PRs, "Update branch", rebases,
// squash merges, pushes, Dependabot, PR templates, docs-only changes — every honest one must pass,
// every dishonest one must fail with the right code. Real repositories, a bare remote, real pushes
// through the pre-push hook, and the bundled Action run as a process.

import { appendFileSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { BIN } from '../support/cli.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { canonicalize } from '../../src/format/canonical.js';
import { computeEntryHash } from '../../src/format/entry.js';
import { bundleAction, codesOf, errorsOf, rewriteSession, runActionOnPr, Team } from '../support/team.js';

let t: Team;
beforeEach(() => (t = new Team()));
afterEach(() => t.cleanup());

const sessionFile = (s: string): string => `.proofledger/sessions/${s}.jsonl`;

/** An agent PR on `feature`: edit, test, finish, committed with a claim. */
function agentPr(branch = 'feature', session = 's1', edits: Record<string, string> = { 'src/a.js': 'export const a = 2;\n' }, opts: Parameters<Team['agent']>[2] = {}): string {
  t.branch(branch);
  t.agent(session, edits, opts);
  return t.commit('Change a. All tests pass.');
}

describe('honest workflows pass', () => {
  it('an agent PR: edit, test, claim (the exact tree)', () => {
    agentPr();
    const r = t.gate('main');
    expect(errorsOf(r)).toEqual([]);
    expect(r.verdict).toBe('pass');
  });

  it('a PR behind main, after another agent PR merged first: judged on its own change', () => {
    agentPr('feature-a', 'sa', { 'src/a.js': 'export const a = 2;\n' });
    agentPr('feature-b', 'sb', { 'src/b.js': 'export const b = 2;\n' });
    t.git('checkout', '-q', 'main');
    t.git('merge', '-q', '--no-ff', '-m', 'Merge feature-a', 'feature-a');
    const r = t.gate('main', 'feature-b');
    expect(codesOf(r)).toEqual([]);
  });

  it('"Update branch": main merged into the PR after its test run (the same change on a moved base)', () => {
    agentPr('feature-a', 'sa', { 'src/a.js': 'export const a = 2;\n' });
    t.git('push', '-q', 'origin', 'feature-a');
    t.git('checkout', '-q', 'main');
    t.write('src/b.js', 'export const b = 9; // from main\n');
    t.commit('main moves');
    t.git('push', '-q', 'origin', 'main');
    t.git('checkout', '-q', 'feature-a');
    t.git('merge', '-q', '--no-ff', '-m', 'Merge main into feature-a', 'main');
    const r = t.gate('main', 'feature-a');
    expect(errorsOf(r)).toEqual([]);
    expect(r.findings.some((f) => f.severity === 'notice' && /moved base/.test(f.message))).toBe(true);
  });

  it('rebased onto a moved main after its test run', () => {
    t.git('fetch', '-q', 'origin');
    agentPr('feature-a', 'sa', { 'src/a.js': 'export const a = 2;\n' });
    t.git('checkout', '-q', 'main');
    t.write('src/b.js', 'export const b = 9;\n');
    t.commit('main moves');
    t.git('checkout', '-q', 'feature-a');
    t.git('rebase', '-q', 'main');
    expect(errorsOf(t.gate('main', 'feature-a'))).toEqual([]);
  });

  it('squash-merged after main moved: the push to main passes', () => {
    agentPr('feature-a', 'sa', { 'src/a.js': 'export const a = 2;\n' });
    t.git('checkout', '-q', 'main');
    t.write('src/b.js', 'export const b = 9;\n');
    const before = t.commit('main moves');
    t.git('merge', '-q', '--squash', 'feature-a');
    t.commit('Change a (#7)');
    expect(errorsOf(t.gate(before, 'main'))).toEqual([]);
  });

  it('a human fixes a README typo after the test run, and npm install rewrites the lockfile (exempt)', () => {
    agentPr();
    t.write('README.md', '# app, typo fixed\n');
    t.write('package-lock.json', '{"lockfileVersion":3,"packages":{}}\n');
    t.commit('Fix typo, lockfile');
    expect(errorsOf(t.gate('main'))).toEqual([]);
  });

  it('untracked editor files present during the run and never committed', () => {
    t.branch('feature');
    t.write('.DS_Store', 'junk');
    t.write('.vscode/settings.json', '{}');
    t.agent('s1', { 'src/a.js': 'export const a = 2;\n' });
    rmSync(join(t.dir, '.DS_Store'));
    rmSync(join(t.dir, '.vscode'), { recursive: true });
    t.commit('Change a; tests pass');
    expect(errorsOf(t.gate('main'))).toEqual([]);
  });

  it('a file the test run itself wrote (a first snapshot), then committed', () => {
    t.branch('feature');
    t.cli('session', 'start', '--session', 's1', '--agent', 'claude-code');
    t.write('src/a.js', 'export const a = 2;\n');
    t.cli('record', '--session', 's1', 'src/a.js');
    t.write('snap.js', "require('fs').writeFileSync('__snapshots__/a.snap', 'a = 2\\n'); console.log('Tests  3 passed (3)');\n");
    t.write('__snapshots__/.keep', '');
    t.cli('exec', '--session', 's1', '--check', 'test', '--', 'node', 'snap.js');
    t.cli('session', 'finish', '--session', 's1', '--outcome', 'success');
    t.commit('Change a with a snapshot; tests pass');
    expect(errorsOf(t.gate('main'))).toEqual([]);
  });

  it('an agent change to docs only, no test run, finished as a success: nothing to prove', () => {
    t.branch('docs');
    t.agent('s1', { 'docs/guide.md': '# Guide\n' }, { test: 'none' });
    t.commit('Add a guide');
    expect(errorsOf(t.gate('main'))).toEqual([]);
  });

  it('Dependabot: a bot bumps the lockfile with its standard body, no ledger', () => {
    t.branch('dependabot/npm_and_yarn/left-pad-1.3.0');
    t.write('package-lock.json', '{"lockfileVersion":3,"bumped":true}\n');
    t.write('package.json', '{"dependencies":{"left-pad":"1.3.0"}}\n');
    t.commit('Bump left-pad from 1.2.0 to 1.3.0', 'dependabot[bot] <49699333+dependabot[bot]@users.noreply.github.com>');
    const body = join(t.root.dir, 'body.md');
    writeFileSync(body, 'Bumps left-pad.\n\nDependabot will resolve any conflicts with this PR as long as you don\'t alter it yourself. You can also trigger a rebase manually by commenting `@dependabot rebase`.\n\n@dependabot merge will merge this PR after your CI passes on it.\n');
    const r = t.gate('main', 'HEAD', ['--pr-title', 'Bump left-pad from 1.2.0 to 1.3.0', '--pr-body', body, '--branch', 'dependabot/npm_and_yarn/left-pad-1.3.0']);
    expect(codesOf(r)).toEqual([]);
  });

  it('a human PR on an ai/ branch with a PR template whose checklist is unchecked', () => {
    t.branch('ai/refactor');
    t.write('src/a.js', 'export const a = 3; // by hand\n');
    t.commit('Refactor a');
    const body = join(t.root.dir, 'body.md');
    writeFileSync(body, '## Checklist\n- [ ] All tests pass\n- [ ] Docs updated\n\nReady for review.\n');
    expect(codesOf(t.gate('main', 'HEAD', ['--pr-title', 'Refactor a', '--pr-body', body, '--branch', 'ai/refactor']))).toEqual([]);
  });

  it('a human PR that claims success without a ledger gets a warning, not a block', () => {
    t.branch('feature');
    t.write('src/a.js', 'export const a = 3;\n');
    t.commit('Refactor a. All tests pass.');
    const r = t.gate('main');
    expect(codesOf(r)).toEqual(['warning:NO_EVIDENCE']);
    expect(r.code).toBe(0);
  });

  it('a submodule bump is gated like any change', () => {
    const sub = new Team();
    try {
      t.branch('feature');
      t.git('-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', sub.remote, 'vendor/lib');
      t.commit('Add lib');
      const r = t.gate('main');
      expect(r.code).toBe(0);
      expect(errorsOf(r)).toEqual([]);
    } finally {
      sub.cleanup();
    }
  });

  it('a CRLF checkout (core.autocrlf): the content the agent recorded on disk is what git stores with LF', () => {
    t.git('config', 'core.autocrlf', 'true');
    agentPr('feature', 's1', { 'src/a.js': 'export const a = 2;\r\nexport const z = 0;\r\n' });
    expect(codesOf(t.gate('main'))).toEqual([]);
  });

  it('a PR that only tightens the policy passes, with a notice', () => {
    t.branch('feature');
    t.write('.proofledger/config.json', JSON.stringify({ version: 1, gate: { strict: true, defaultChecks: ['test', 'build'] } }));
    t.commit('Stricter policy');
    expect(codesOf(t.gate('main'))).toEqual(['notice:POLICY_CHANGED']);
  });
});

describe('ranges the gate refuses to guess about', () => {
  it('ends that share no history, and ends that look swapped, are said so (exit 2)', () => {
    agentPr();
    let r = t.cli('gate', '--base', 'feature', '--head', 'main');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('the arguments look swapped');
    t.git('checkout', '-q', '--orphan', 'unrelated');
    t.commit('a history of its own');
    r = t.cli('gate', '--base', 'main', '--head', 'unrelated');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('share no history');
  });
});

describe('pushes: judged as the pull request will be', () => {
  beforeEach(() => t.installPrePush());

  it('a push that carries only the finish line, after an earlier push of the code and the test run', () => {
    t.branch('feature');
    t.cli('session', 'start', '--session', 's1', '--agent', 'claude-code');
    t.write('src/a.js', 'export const a = 2;\n');
    t.cli('record', '--session', 's1', 'src/a.js');
    t.cli('exec', '--session', 's1', '--check', 'test', '--', 'node', 'test.js');
    t.commit('Change a');
    expect(t.push('-q', 'origin', 'feature').status).toBe(0);
    t.cli('session', 'finish', '--session', 's1', '--outcome', 'success');
    t.commit('Finish the session; all tests pass');
    const r = t.push('-q', 'origin', 'feature');
    expect(r.stderr).not.toContain('FAIL');
    expect(r.status).toBe(0);
  });

  it('a push after `git merge origin/main` does not blame the sessions that came in from main', () => {
    agentPr('feature-b', 'sb', { 'src/b.js': 'export const b = 2;\n' });
    t.git('push', '-q', 'origin', 'feature-b');
    // Another agent's work lands on main, with a session of its own.
    t.git('checkout', '-q', 'main');
    t.cli('session', 'start', '--session', 'sm', '--agent', 'claude-code');
    t.write('src/a.js', 'export const a = 5;\n');
    t.cli('record', '--session', 'sm', 'src/a.js');
    t.cli('exec', '--session', 'sm', '--check', 'test', '--', 'node', 'test.js');
    t.cli('session', 'finish', '--session', 'sm', '--outcome', 'success');
    t.commit('Main work');
    expect(t.push('-q', 'origin', 'main').status).toBe(0);
    t.git('checkout', '-q', 'feature-b');
    t.git('fetch', '-q', 'origin');
    t.git('merge', '-q', '--no-ff', '-m', 'Merge origin/main', 'origin/main');
    const r = t.push('-q', 'origin', 'feature-b');
    expect(r.stderr).not.toContain('sm');
    expect(r.status).toBe(0);
  });

  it('a push to a URL still knows what the remote has: a session at base rewritten into a valid chain is refused', () => {
    agentPr();
    t.git('checkout', '-q', 'main');
    t.git('merge', '-q', 'feature');
    t.git('push', '-q', 'origin', 'main');
    t.branch('feature-2');
    const path = join(t.dir, sessionFile('s1'));
    rewriteSession(path, (e) => {
      if (e['type'] === 'verification') e['command'] = 'npm test -- --all';
    });
    t.commit('Tidy the ledger');
    const r = t.push('-q', t.remote, 'HEAD:refs/heads/feature-2');
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('LEDGER_REWRITTEN');
  });

  it('stale tracking refs: the remote moved since the last fetch; the remote is asked', () => {
    agentPr();
    t.git('push', '-q', 'origin', 'feature');
    // Someone else pushes a commit to feature (from another clone); this clone's origin/feature is stale.
    const other = join(t.root.dir, 'other');
    t.tryGit('clone', '-q', '-b', 'feature', t.remote, other);
    writeFileSync(join(other, 'README.md'), '# app (edited elsewhere)\n');
    for (const args of [['add', '-A'], ['-c', 'user.name=O', '-c', 'user.email=o@o', 'commit', '-q', '-m', 'docs'], ['push', '-q', 'origin', 'feature']]) {
      expect(t.tryGit('-C', other, ...args).status).toBe(0);
    }
    // This clone's next push is judged against main, as its PR will be: the agent's work is proven.
    t.write('docs/notes.md', 'more\n');
    t.commit('Notes');
    const r = t.push('-q', '--force', 'origin', 'feature');
    expect(r.stderr).not.toContain('FAIL');
    expect(r.status).toBe(0);
  });
});

describe('dishonest changes fail with the right code', () => {
  const refused = (code: string) => (r: ReturnType<Team['gate']>): void => {
    expect(r.code, JSON.stringify(r.findings)).toBe(1);
    expect(errorsOf(r)).toContain(code);
  };

  it('no test run', () => {
    agentPr('feature', 's1', undefined, { test: 'none' });
    refused('CLAIM_UNPROVEN')(t.gate('main'));
  });

  it('a failed test run', () => {
    agentPr('feature', 's1', undefined, { test: 'fail' });
    refused('CLAIM_UNPROVEN')(t.gate('main'));
  });

  it('a run of zero tests', () => {
    agentPr('feature', 's1', undefined, { test: 'zero' });
    const r = t.gate('main');
    refused('CLAIM_UNPROVEN')(r);
    expect(JSON.stringify(r.findings)).toContain('ran no test');
  });

  it('an edit after the run, recorded', () => {
    agentPr();
    t.cli('session', 'resume', '--session', 's1');
    t.write('src/a.js', 'export const a = 3;\n');
    t.cli('record', '--session', 's1', 'src/a.js');
    t.cli('session', 'finish', '--session', 's1', '--outcome', 'success');
    t.commit('More');
    refused('CLAIM_UNPROVEN')(t.gate('main'));
  });

  it('an unrecorded edit after the run (a formatter rewrote the code): the message names the file and the cause', () => {
    agentPr();
    t.write('src/a.js', 'export const a = 2; // reformatted\n');
    t.commit('pre-commit: prettier');
    const r = t.gate('main');
    refused('CLAIM_UNPROVEN')(r);
    expect(JSON.stringify(r.findings)).toMatch(/src\/a\.js.*formatter/);
  });

  it('the tested change was never committed', () => {
    t.branch('feature');
    t.agent('s1', { 'src/a.js': 'export const a = 2;\n' });
    t.git('add', '.proofledger');
    t.git('commit', '-q', '-m', 'Record the session');
    const r = t.gate('main');
    refused('CLAIM_UNPROVEN')(r);
    expect(JSON.stringify(r.findings)).toContain('the tested content is not what was committed');
  });

  it('a verification on another tree (a session file copied from another branch)', () => {
    agentPr('feature-a', 'sa', { 'src/a.js': 'export const a = 2;\n' });
    const copied = readFileSync(join(t.dir, sessionFile('sa')));
    t.branch('feature-b');
    t.write('src/b.js', 'export const b = 7;\n');
    writeFileSync(join(t.dir, sessionFile('sa')), copied);
    t.commit('Change b. All tests pass.\n\nCo-Authored-By: Claude <noreply@anthropic.com>');
    refused('CLAIM_UNPROVEN')(t.gate('main'));
  });

  it.each(['rewritten with a valid chain', 'truncated', 'deleted', 'renamed'])('a session at base %s → LEDGER_REWRITTEN (one finding)', (how) => {
    agentPr();
    t.git('checkout', '-q', 'main');
    t.git('merge', '-q', 'feature');
    const base = t.git('rev-parse', 'HEAD');
    t.branch('feature-2');
    const path = join(t.dir, sessionFile('s1'));
    const lines = readFileSync(path, 'utf8').trim().split('\n');
    if (how === 'truncated') writeFileSync(path, lines.slice(0, -1).join('\n') + '\n');
    else if (how === 'deleted') rmSync(path);
    else if (how === 'renamed') renameSync(path, join(t.dir, sessionFile('s9')));
    else {
      rewriteSession(path, (e) => {
        if (e['type'] === 'shell_exec') e['command'] = 'node test.js --quiet';
      });
    }
    t.commit('Tidy');
    const r = t.gate(base);
    refused('LEDGER_REWRITTEN')(r);
    expect(r.findings.filter((f) => f.severity === 'error').length).toBe(1);
  });

  it('a line forged without rehashing', () => {
    agentPr('feature', 's1', undefined, { test: 'fail' });
    const path = join(t.dir, sessionFile('s1'));
    writeFileSync(path, readFileSync(path, 'utf8').replace('"passed":false', '"passed":true'));
    t.commit('fix');
    refused('LEDGER_INVALID')(t.gate('main'));
  });

  it('a contradictory verification (passed with exit code 1), rehashed', () => {
    agentPr('feature', 's1', undefined, { test: 'fail' });
    const path = join(t.dir, sessionFile('s1'));
    rewriteSession(path, (e) => {
      if (e['type'] === 'verification') e['passed'] = true;
    });
    t.commit('fix');
    const r = t.gate('main');
    refused('LEDGER_INVALID')(r);
    expect(JSON.stringify(r.findings)).toContain('contradictory verification');
  });

  it('a verification handed in through append, calling itself observed', () => {
    t.branch('feature');
    t.cli('session', 'start', '--session', 's1', '--agent', 'claude-code');
    t.write('src/a.js', 'export const a = 2;\n');
    t.cli('record', '--session', 's1', 'src/a.js');
    const r0 = spawnSync(process.execPath, [BIN, 'append', '--session', 's1'], { cwd: t.dir, input: JSON.stringify({ type: 'verification', check: 'test', passed: true, command: 'npm test', exitCode: 0, tree: 'ab'.repeat(20), source: 'exec' }), encoding: 'utf8' });
    expect(r0.status, r0.stderr).toBe(0);
    expect(r0.stdout).toContain('"source":"append"');
    t.cli('session', 'finish', '--session', 's1', '--outcome', 'success');
    t.commit('All tests pass');
    const r = t.gate('main');
    refused('CLAIM_UNPROVEN')(r);
    expect(JSON.stringify(r.findings)).toContain('not observed');
  });

  it.each([
    '100% passing', 'Passes all tests.', 'I ran the tests and they pass.', '| Tests | ✅ Passing |', '**Tests:** ✅', 'No test failures.', 'Everything works.',
    'Test suite: OK', 'Alle Tests bestanden.', 'Todos los tests pasan.', 'Once again, all tests pass.', 'Done.', '',
  ])('an agent change with no test run, whatever it says: %j', (words) => {
    t.branch('feature');
    t.agent('s1', { 'src/a.js': 'export const a = 2;\n' }, { test: 'none', outcome: 'unknown' });
    t.commit(`Change a\n\n${words}`);
    refused('CLAIM_UNPROVEN')(t.gate('main'));
  });

  it('a weakened policy in the PR: judged by base, POLICY_CHANGED', () => {
    t.branch('feature');
    t.write('.proofledger/config.json', JSON.stringify({ version: 1, gate: { builtinClaims: false, defaultChecks: [] } }));
    t.agent('s1', { 'src/a.js': 'export const a = 2;\n' }, { test: 'none' });
    t.commit('Change a. All tests pass.');
    const r = t.gate('main');
    refused('POLICY_CHANGED')(r);
    expect(errorsOf(r)).toContain('CLAIM_UNPROVEN');
  });

  it('a secret in the ledger', () => {
    agentPr();
    const path = join(t.dir, sessionFile('s1'));
    const lines = readFileSync(path, 'utf8').trim().split('\n');
    const last = JSON.parse(lines.at(-1)!) as { seq: number; hash: string };
    const e: Record<string, unknown> = { v: 1, seq: last.seq + 1, id: '01900000-0000-7000-8000-0000000000ff', ts: '2030-01-01T00:00:00.000Z', session: 's1', prev: last.hash, type: 'shell_exec', command: 'curl -H "Authorization: Bearer ghp_16C7e42F292c6912E7710c838347Ae178B4a" api', cwd: '.', exitCode: 0, signal: null };
    e['hash'] = computeEntryHash(e);
    appendFileSync(path, canonicalize(e) + '\n');
    t.commit('more');
    refused('SECRET_IN_LEDGER')(t.gate('main'));
  });

  it('the test harness changed in the change that claims the tests pass: TEST_HARNESS_CHANGED (a warning; an error under strict)', () => {
    t.write('package.json', JSON.stringify({ name: 'app', scripts: { test: 'node test.js' } }, null, 2) + '\n');
    t.write('test/a.test.js', "test('a', () => {});\ntest('b', () => {});\n");
    t.write('test/b.test.js', "test('c', () => {});\n");
    t.commit('tests');
    t.branch('feature');
    t.write('package.json', JSON.stringify({ name: 'app', scripts: { test: 'exit 0' } }, null, 2) + '\n');
    t.write('test/a.test.js', "test('a', () => {});\ntest.skip('b', () => {});\n");
    rmSync(join(t.dir, 'test/b.test.js'));
    t.agent('s1', { 'src/a.js': 'export const a = 2;\n' });
    t.commit('Change a. All tests pass.');
    const r = t.gate('main');
    const harness = r.findings.filter((f) => f.code === 'TEST_HARNESS_CHANGED');
    expect(harness.map((f) => f.path).sort()).toEqual(['package.json', 'test/a.test.js', 'test/b.test.js']);
    expect(harness.every((f) => f.severity === 'warning')).toBe(true);
    expect(JSON.stringify(harness)).toContain('scripts.test changed from \\"node test.js\\" to \\"exit 0\\"');
    t.git('checkout', '-q', 'main');
    t.write('.proofledger/config.json', JSON.stringify({ version: 1, gate: { strict: true } }));
    t.commit('strict');
    t.git('checkout', '-q', 'feature');
    t.git('rebase', '-q', 'main');
    refused('TEST_HARNESS_CHANGED')(t.gate('main'));
  });

  it('an agent-authored change with no ledger', () => {
    t.branch('feature');
    t.write('src/a.js', 'export const a = 2;\n');
    t.commit('Change a\n\nCo-Authored-By: Claude <noreply@anthropic.com>');
    refused('NO_EVIDENCE')(t.gate('main'));
  });
});

describe('the range cases through the bundled Action and a real push', () => {
  let action: ReturnType<typeof bundleAction>;
  beforeAll(() => (action = bundleAction()));
  afterAll(() => action.cleanup());

  it('PR behind main, Update branch, rebase: the Action passes each; a dishonest PR fails', async () => {
    t.installPrePush();
    agentPr('feature-a', 'sa', { 'src/a.js': 'export const a = 2;\n' });
    agentPr('feature-b', 'sb', { 'src/b.js': 'export const b = 2;\n' });
    expect(t.push('-q', 'origin', 'feature-a', 'feature-b').status).toBe(0);
    t.git('checkout', '-q', 'main');
    t.git('merge', '-q', '--no-ff', '-m', 'Merge feature-a', 'feature-a');
    expect(t.push('-q', 'origin', 'main').status).toBe(0);
    const main = t.git('rev-parse', 'main');
    // Behind main.
    let r = await runActionOnPr(action.path, t, { base: main, head: t.git('rev-parse', 'feature-b'), body: 'All tests pass.' });
    expect(r.verdict, r.text).toBe('pass');
    // Update branch.
    t.git('checkout', '-q', 'feature-b');
    t.git('merge', '-q', '--no-ff', '-m', 'Merge main into feature-b', 'main');
    expect(t.push('-q', 'origin', 'feature-b').status).toBe(0);
    r = await runActionOnPr(action.path, t, { base: main, head: t.git('rev-parse', 'HEAD'), body: 'All tests pass.' });
    expect(r.verdict, r.text).toBe('pass');
    // Rebase.
    t.git('reset', '-q', '--hard', 'HEAD^');
    t.git('rebase', '-q', 'main');
    expect(t.push('-q', '--force', 'origin', 'feature-b').status).toBe(0);
    r = await runActionOnPr(action.path, t, { base: main, head: t.git('rev-parse', 'HEAD'), body: 'All tests pass.' });
    expect(r.verdict, r.text).toBe('pass');
    // Dishonest: an edit after the test run.
    t.write('src/b.js', 'export const b = 3;\n');
    t.commit('tweak');
    r = await runActionOnPr(action.path, t, { base: main, head: t.git('rev-parse', 'HEAD'), body: 'All tests pass.' });
    expect(r.verdict).toBe('fail');
    expect(r.findings.map((f) => f.code)).toContain('CLAIM_UNPROVEN');
    expect(t.push('-q', 'origin', 'feature-b').status).not.toBe(0);
  });
});

