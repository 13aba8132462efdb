// Pushes from a developer's machine (issue 22): work in progress pushed before its tests ran,
// force-pushes that rewrite sessions the branch already pushed, and tests skipped through the
// runner's own options. Real repositories, a bare remote, real pushes through the installed
// pre-push hook, a real node:test run, and the bundled Action run as a process.

import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bundleAction, errorsOf, rewriteSession, Team, type GateOutcome } from '../support/team.js';
import { runCli } from '../support/cli.js';
import { makeTempDir } from '../support/tempRepo.js';

let t: Team;
beforeEach(() => {
  t = new Team();
  t.installPrePush();
});
afterEach(() => t.cleanup());

const sessionFile = (s: string): string => join(t.dir, '.proofledger', 'sessions', `${s}.jsonl`);

/** A check script outside the repository (never committed): prints a runner's summary, exits with its result. */
function checkScript(name: string, pass: boolean): string {
  const path = join(t.root.dir, `${name}.js`);
  writeFileSync(path, pass ? 'console.log("Tests  3 passed (3)");\n' : 'console.log("Tests  1 failed | 2 passed (3)"); process.exit(1);\n');
  return path;
}

/** An agent's session left open: started, an edit recorded, and (optionally) a test run. */
function openSession(session: string, edits: Record<string, string>, test?: 'pass' | 'fail'): void {
  t.cli('session', 'start', '--session', session, '--agent', 'claude-code');
  for (const [path, content] of Object.entries(edits)) {
    t.write(path, content);
    t.cli('record', '--session', session, path);
  }
  if (test) t.cli('exec', '--session', session, '--check', 'test', '--', 'node', checkScript(`${session}-${test}`, test === 'pass'));
}

/** Sets gate settings in .proofledger/config.json on main and pushes it. */
function mainPolicy(gate: Record<string, unknown>): void {
  t.git('checkout', '-q', 'main');
  const path = join(t.dir, '.proofledger', 'config.json');
  const config = JSON.parse(readFileSync(path, 'utf8')) as { gate?: Record<string, unknown> };
  config.gate = { ...config.gate, ...gate };
  writeFileSync(path, JSON.stringify(config, null, 2) + '\n');
  t.commit('Policy');
  expect(t.push('-q', 'origin', 'main').status).toBe(0);
}

describe('work in progress: pre-push refuses what is claimed or finished and not proven', () => {
  it("an agent's code pushed before its tests ran, nothing claimed, no finish: the push goes with a warning; the PR gate still requires evidence", () => {
    t.branch('feature');
    openSession('s1', { 'src/a.js': 'export const a = 2;\n' });
    t.commit('WIP: change a');
    const wip = t.push('-q', 'origin', 'feature');
    expect(wip.status, wip.stderr).toBe(0);
    expect(wip.stderr).toMatch(/warning +CLAIM_UNPROVEN .*work in progress .*its pull request will need test proven/);
    expect(wip.stderr).not.toContain('push refused');
    // The PR is where evidence is required.
    expect(errorsOf(t.gate('main', 'feature'))).toEqual(['CLAIM_UNPROVEN']);

    // A failed run, still open: still work in progress.
    t.cli('exec', '--session', 's1', '--check', 'test', '--', 'node', checkScript('fail', false));
    t.commit('WIP: tests run, one fails');
    const failing = t.push('-q', 'origin', 'feature');
    expect(failing.status, failing.stderr).toBe(0);
    expect(failing.stderr).toMatch(/warning +CLAIM_UNPROVEN .*the last test run failed/);

    // Finished as a success without a passing run: refused.
    t.cli('session', 'finish', '--session', 's1', '--outcome', 'success');
    t.commit('Change a');
    const finished = t.push('-q', 'origin', 'feature');
    expect(finished.status).not.toBe(0);
    expect(finished.stderr).toMatch(/error +CLAIM_UNPROVEN/);
    expect(finished.stderr).toContain('push refused');
  });

  it('a claim in a commit message is held to evidence, open session or not', () => {
    t.branch('feature');
    openSession('s1', { 'src/a.js': 'export const a = 2;\n' });
    t.commit('Change a. All tests pass.');
    const r = t.push('-q', 'origin', 'feature');
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/error +CLAIM_UNPROVEN/);
  });

  it('a session finished as a failure is finished: its unproven change is refused', () => {
    t.branch('feature');
    openSession('s1', { 'src/a.js': 'export const a = 2;\n' }, 'fail');
    t.cli('session', 'finish', '--session', 's1', '--outcome', 'failure');
    t.commit('Change a');
    const r = t.push('-q', 'origin', 'feature');
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/error +CLAIM_UNPROVEN/);
  });

  it('an agent-authored commit with no ledger and no claim: a warning at push, NO_EVIDENCE at the PR', () => {
    t.branch('feature');
    t.write('src/a.js', 'export const a = 2;\n');
    t.commit('Change a\n\nCo-Authored-By: Claude <noreply@anthropic.com>');
    const r = t.push('-q', 'origin', 'feature');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/warning +NO_EVIDENCE .*its pull request will need/);
    expect(errorsOf(t.gate('main', 'feature'))).toEqual(['NO_EVIDENCE']);
  });

  it('gate.prePush "pull-request": pre-push is as strict as the PR gate', () => {
    mainPolicy({ prePush: 'pull-request' });
    t.branch('feature');
    openSession('s1', { 'src/a.js': 'export const a = 2;\n' });
    t.commit('WIP: change a');
    const r = t.push('-q', 'origin', 'feature');
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/error +CLAIM_UNPROVEN/);
  });

  it('loosening gate.prePush back to work in progress is a loosening of the policy', () => {
    mainPolicy({ prePush: 'pull-request' });
    t.branch('loosen');
    const path = join(t.dir, '.proofledger', 'config.json');
    const config = JSON.parse(readFileSync(path, 'utf8')) as { gate: Record<string, unknown> };
    delete config.gate['prePush'];
    writeFileSync(path, JSON.stringify(config, null, 2) + '\n');
    t.commit('Relax pre-push');
    const r = t.gate('main', 'loosen');
    expect(errorsOf(r)).toEqual(['POLICY_CHANGED']);
    expect(r.findings[0]!.message).toContain('gate.prePush lets work in progress through');
  });
});

/** A failed test run turned into a pass the way a forger would: every hash redone, the chain valid. */
function forgePass(session: string): void {
  rewriteSession(sessionFile(session), (e) => {
    if (e['type'] === 'verification') {
      e['passed'] = true;
      e['exitCode'] = 0;
      e['tests'] = { passed: 3, failed: 0, skipped: 0 };
    }
  });
}

describe('force-push rewrites: sessions the branch pushed must be prefixes of the sessions pushed', () => {
  it('a failed run pushed, rewritten into a valid chain that passes, force-pushed: refused; a plain append: allowed', () => {
    t.branch('feature');
    openSession('s1', { 'src/a.js': 'export const a = 2;\n' }, 'fail');
    const pushed = t.commit('WIP: change a, tests fail');
    expect(t.push('-q', 'origin', 'feature').status).toBe(0);

    // The forgery: the failed run made a pass, the chain rehashed, a finish appended, the commit amended.
    forgePass('s1');
    t.cli('session', 'finish', '--session', 's1', '--outcome', 'success');
    t.git('add', '-A');
    t.git('commit', '-q', '--amend', '-m', 'Change a. All tests pass.');
    expect(t.cli('verify').code).toBe(0);
    // Compared with main alone, where the session never was, the forgery is whole and proven.
    expect(errorsOf(t.gate('main', 'feature'))).toEqual([]);
    const forced = t.push('-q', '--force', 'origin', 'feature');
    expect(forced.status).not.toBe(0);
    expect(forced.stderr).toMatch(new RegExp(`error +PUSHED_LEDGER_REWRITTEN +\\.proofledger/sessions/s1\\.jsonl +session file .* no longer starts with the \\d+ bytes pushed before \\(the remote's feature ${pushed.slice(0, 12)}\\)`));
    expect(forced.stderr).toContain('PUSHED_LEDGER_REWRITTEN: a session this branch already pushed');
    expect(t.git('ls-remote', t.remote, 'refs/heads/feature').split('\t')[0]).toBe(pushed);

    // The honest way on: back to what was pushed, run the tests again, finish; a fast-forward.
    t.git('reset', '-q', '--hard', pushed);
    t.cli('exec', '--session', 's1', '--check', 'test', '--', 'node', checkScript('pass', true));
    t.cli('session', 'finish', '--session', 's1', '--outcome', 'success');
    t.commit('Change a. All tests pass.');
    const appended = t.push('-q', 'origin', 'feature');
    expect(appended.stderr).not.toContain('PUSHED_LEDGER_REWRITTEN');
    expect(appended.status, appended.stderr).toBe(0);
  });

  it('a rebase that keeps each session as pushed (main moved meanwhile) is allowed', () => {
    t.branch('feature');
    openSession('s1', { 'src/a.js': 'export const a = 2;\n' }, 'pass');
    t.cli('session', 'finish', '--session', 's1', '--outcome', 'success');
    t.commit('Change a; tests pass');
    expect(t.push('-q', 'origin', 'feature').status).toBe(0);
    t.git('checkout', '-q', 'main');
    t.write('README.md', '# app, moved\n');
    t.commit('main moves');
    expect(t.push('-q', 'origin', 'main').status).toBe(0);
    t.git('checkout', '-q', 'feature');
    t.git('rebase', '-q', 'main');
    const r = t.push('-q', '--force', 'origin', 'feature');
    expect(r.stderr).not.toContain('PUSHED_LEDGER_REWRITTEN');
    expect(r.status, r.stderr).toBe(0);
  });

  it.each(['deleted (the branch reset to main)', 'renamed'])('a pushed session %s and force-pushed: refused', (how) => {
    t.branch('feature');
    openSession('s1', { 'src/a.js': 'export const a = 2;\n' }, 'fail');
    t.commit('WIP');
    expect(t.push('-q', 'origin', 'feature').status).toBe(0);
    if (how === 'renamed') {
      t.git('mv', '.proofledger/sessions/s1.jsonl', '.proofledger/sessions/s2.jsonl');
      t.commit('Tidy');
    } else t.git('reset', '-q', '--hard', 'main');
    const r = t.push('-q', '--force', 'origin', 'feature');
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/error +PUSHED_LEDGER_REWRITTEN .*s1\.jsonl .*is gone from this push \(deleted or renamed\)/);
  });

  it('a forced push over a remote commit this clone never had: a notice says nothing was compared', () => {
    t.branch('feature');
    openSession('s1', { 'src/a.js': 'export const a = 2;\n' }, 'pass');
    t.cli('session', 'finish', '--session', 's1', '--outcome', 'success');
    const head = t.commit('Change a; tests pass');
    const r = t.cli('pre-push', 'origin', t.remote);
    expect(r.code).toBe(0); // empty stdin
    const unknown = spawnPrePush(`refs/heads/feature ${head} refs/heads/feature ${'1'.repeat(40)}\n`);
    expect(unknown.code, unknown.stderr).toBe(0);
    expect(unknown.stderr).toMatch(/notice +PUSHED_LEDGER_REWRITTEN +the remote's feature 111111111111 is not in this repository/);
  });
});

function spawnPrePush(stdin: string): { code: number | null; stderr: string } {
  const r = runCli(['pre-push', 'origin', t.remote], { cwd: t.dir, input: stdin });
  return { code: r.code, stderr: r.stderr };
}

const NODE_TEST = `const test = require('node:test');
const assert = require('node:assert');
test('adds', () => assert.strictEqual(1 + 1, 2));
test('parses dates', { skip: 'flaky' }, () => assert.fail('dates are broken'));
`;

/** An agent adds a node:test file whose failing test is skipped through the runner's options, runs it for real, claims success. */
function skippedTestPr(): string {
  t.branch('feature');
  t.cli('session', 'start', '--session', 's1', '--agent', 'claude-code');
  for (const [path, content] of [['src/dates.js', 'exports.parse = (s) => new Date(s);\n'], ['test/dates.test.js', NODE_TEST]] as const) {
    t.write(path, content);
    t.cli('record', '--session', 's1', path);
  }
  const run = t.cli('exec', '--session', 's1', '--check', 'test', '--', process.execPath, '--test', 'test/dates.test.js');
  expect(run.code, run.stderr).toBe(0);
  t.cli('session', 'finish', '--session', 's1', '--outcome', 'success');
  return t.commit('Parse dates. All tests pass.');
}

describe('skipped tests', () => {
  it('a test skipped through node:test options: TEST_HARNESS_CHANGED, and the run\'s skipped count in the CLI report', () => {
    skippedTestPr();
    const r = t.gate('main', 'feature');
    expect(r.verdict).toBe('pass');
    expect(r.findings.filter((f) => f.code === 'TEST_HARNESS_CHANGED')).toEqual([
      expect.objectContaining({ severity: 'warning', path: 'test/dates.test.js', message: expect.stringContaining("adds 1 skip or only marker: test('parses dates', { skip: 'flaky' }") }),
    ]);
    const text = t.cli('gate', '--base', 'main', '--head', 'feature');
    expect(text.stdout).toMatch(/PASS main\.\.feature: .*\(proven: test \(1 passed, 1 skipped\)\)/);
    // The push shows the same.
    const push = t.push('-q', 'origin', 'feature');
    expect(push.status, push.stderr).toBe(0);
    expect(push.stderr).toContain('TEST_HARNESS_CHANGED');
    expect(push.stderr).toContain('proven: test (1 passed, 1 skipped)');
  });

  it('under gate.strict the skip is an error', () => {
    mainPolicy({ strict: true });
    skippedTestPr();
    expect(errorsOf(t.gate('main', 'feature'))).toContain('TEST_HARNESS_CHANGED');
  });
});

/** Runs the bundled Action as the runner does on one event; the outcome with the job summary. */
async function runAction(action: string, eventName: string, payload: object): Promise<GateOutcome & { summary: string }> {
  const tmp = makeTempDir('proofledger-runner-');
  try {
    const eventPath = join(tmp.dir, 'event.json');
    const outputPath = join(tmp.dir, 'output');
    const summaryPath = join(tmp.dir, 'summary.md');
    writeFileSync(eventPath, JSON.stringify(payload));
    writeFileSync(outputPath, '');
    writeFileSync(summaryPath, '');
    const env = {
      PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '/tmp', GITHUB_EVENT_NAME: eventName, GITHUB_EVENT_PATH: eventPath, GITHUB_OUTPUT: outputPath,
      GITHUB_STEP_SUMMARY: summaryPath, GITHUB_WORKSPACE: t.dir, INPUT_MODE: 'enforce', INPUT_TOKEN: '', 'INPUT_WORKING-DIRECTORY': '.', RUNNER_TEMP: tmp.dir,
    };
    const child = spawn(process.execPath, [action], { cwd: t.dir, env });
    let text = '';
    child.stdout.on('data', (b: Buffer) => (text += b.toString()));
    child.stderr.on('data', (b: Buffer) => (text += b.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const outputs: Record<string, string> = {};
    for (const m of readFileSync(outputPath, 'utf8').matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[m[1]!] = m[3]!;
    return { code, verdict: outputs['verdict'], findings: outputs['findings'] ? (JSON.parse(outputs['findings']) as GateOutcome['findings']) : [], text, summary: readFileSync(summaryPath, 'utf8') };
  } finally {
    tmp.cleanup();
  }
}

/** A pull_request event as GitHub sends it for `synchronize` (the fields the Action reads). */
const synchronize = (base: string, before: string, after: string): object => ({
  action: 'synchronize',
  number: 7,
  before,
  after,
  pull_request: { number: 7, title: 'Change a', body: '', base: { sha: base, ref: 'main', repo: { full_name: 'o/r' } }, head: { sha: after, ref: 'feature', repo: { full_name: 'o/r' } } },
  repository: { full_name: 'o/r' },
});

describe('the Action on pull_request synchronize', () => {
  let action: ReturnType<typeof bundleAction>;
  beforeAll(() => (action = bundleAction()));
  afterAll(() => action.cleanup());

  it("compares the sessions at the payload's before with the new head: a forged force-push fails, an append passes, an unfetchable before is a notice", async () => {
    const main = t.git('rev-parse', 'main');
    t.branch('feature');
    openSession('s1', { 'src/a.js': 'export const a = 2;\n' }, 'fail');
    const pushed = t.commit('WIP: change a, tests fail');
    expect(t.push('-q', 'origin', 'feature').status).toBe(0);
    forgePass('s1');
    t.cli('session', 'finish', '--session', 's1', '--outcome', 'success');
    t.git('add', '-A');
    t.git('commit', '-q', '--amend', '-m', 'Change a. All tests pass.');
    const forged = t.git('rev-parse', 'HEAD');
    // The pre-push hook skipped (--no-verify): the Action is the check that remains.
    expect(t.push('-q', '--force', '--no-verify', 'origin', 'feature').status).toBe(0);
    let r = await runAction(action.path, 'pull_request', synchronize(main, pushed, forged));
    expect(r.verdict, r.text).toBe('fail');
    expect(errorsOf(r)).toEqual(['PUSHED_LEDGER_REWRITTEN']);
    expect(r.summary).toContain('PUSHED_LEDGER_REWRITTEN');
    expect(r.summary).toContain(`the pull request's previous head ${pushed.slice(0, 12)}`);
    // The same head on an `opened` event has no before: the forgery is not seen there.
    expect((await runAction(action.path, 'pull_request', { ...synchronize(main, pushed, forged), action: 'opened' })).verdict).toBe('pass');

    // Honest: back to what was pushed, the tests run again, finished; a fast-forward.
    t.git('reset', '-q', '--hard', pushed);
    t.cli('exec', '--session', 's1', '--check', 'test', '--', 'node', checkScript('pass', true));
    t.cli('session', 'finish', '--session', 's1', '--outcome', 'success');
    const honest = t.commit('Change a. All tests pass.');
    // Over the forgery the remote now holds, pre-push refuses this too (the remote's session is not a
    // prefix of it); the hook is skipped again here, and the Action judges from what was pushed before.
    expect(t.push('-q', '--force', '--no-verify', 'origin', 'feature').status).toBe(0);
    r = await runAction(action.path, 'pull_request', synchronize(main, pushed, honest));
    expect(r.verdict, r.text).toBe('pass');
    expect(r.findings.map((f) => f.code)).not.toContain('PUSHED_LEDGER_REWRITTEN');
    expect(r.summary).toMatch(/\| test \| ✅ proven \| 3 passed \|/);

    // A before that neither the checkout nor origin has (gone after a force-push): a notice, the verdict stands.
    r = await runAction(action.path, 'pull_request', synchronize(main, 'f'.repeat(40), honest));
    expect(r.verdict, r.text).toBe('pass');
    expect(r.findings).toContainEqual(expect.objectContaining({ code: 'PUSHED_LEDGER_REWRITTEN', severity: 'notice', message: expect.stringContaining(`the pull request's previous head ffffffffffff is not in this repository`) }));
    expect(r.summary).toContain('were not compared');
  });

  it("shows the evidence run's skipped count in the job summary", async () => {
    const main = t.git('rev-parse', 'main');
    const head = skippedTestPr();
    const r = await runAction(action.path, 'pull_request', synchronize(main, main, head));
    expect(r.verdict, r.text).toBe('pass');
    expect(r.summary).toMatch(/\| test \| ✅ proven \| 1 passed, ⚠️ 1 skipped \|/);
    expect(r.summary).toContain('TEST_HARNESS_CHANGED');
  });
});
