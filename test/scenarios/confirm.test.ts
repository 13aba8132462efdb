// CI confirmation: CI runs the checks itself on the PR head, with the commands base's policy names,
// and compares with what the ledger says — through the CLI and through the bundled Action.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bundleAction, errorsOf, runActionOnPr, Team } from '../support/team.js';

let t: Team;
let base: string;
beforeEach(() => {
  t = new Team();
  t.write('package.json', JSON.stringify({ name: 'app', private: true, scripts: { test: 'node test.js' } }, null, 2) + '\n');
  t.write('.proofledger/config.json', JSON.stringify({ version: 1, checks: { test: { command: 'npm test', timeoutSeconds: 120 } } }, null, 2) + '\n');
  base = t.commit('policy: CI confirms the tests with npm test');
});
afterEach(() => t.cleanup());

describe('gate --confirm', () => {
  it('a faked run (`exec --check test -- echo "# pass 5"`) is contradicted by CI\'s own npm test', () => {
    t.branch('feature');
    t.cli('session', 'start', '--session', 's1', '--agent', 'claude-code');
    t.write('src/a.js', 'export const a = 2;\n');
    t.cli('record', '--session', 's1', 'src/a.js');
    t.write('test.js', 'console.log("Tests  1 failed | 2 passed (3)"); process.exit(1);\n');
    t.cli('exec', '--session', 's1', '--check', 'test', '--', 'echo', '# pass 5');
    t.cli('session', 'finish', '--session', 's1', '--outcome', 'success');
    t.commit('Change a. All tests pass.');
    expect(errorsOf(t.gate(base))).toEqual([]); // the ledger alone is fooled
    const r = t.gate(base, 'HEAD', ['--confirm', 'test']);
    expect(r.code).toBe(1);
    expect(errorsOf(r)).toContain('CLAIM_CONTRADICTED');
    expect(JSON.stringify(r.findings)).toMatch(/CI's own run fails: `npm test` exited 1 \(2 passed, 1 failed/);
  });

  it('an honest run is confirmed in CI; a stale record is rescued by CI with a warning', () => {
    t.branch('feature');
    t.agent('s1', { 'src/a.js': 'export const a = 2;\n' });
    t.commit('Change a. All tests pass.');
    let r = t.gate(base, 'HEAD', ['--confirm', 'test']);
    expect(r.code).toBe(0);
    expect(r.findings.some((f) => f.severity === 'notice' && f.message.startsWith('test confirmed in CI'))).toBe(true);
    t.write('src/a.js', 'export const a = 2; // formatted\n');
    t.commit('prettier');
    expect(errorsOf(t.gate(base))).toContain('CLAIM_UNPROVEN');
    r = t.gate(base, 'HEAD', ['--confirm', 'test']);
    expect(errorsOf(r)).toEqual([]);
    expect(r.findings.some((f) => f.severity === 'warning' && /proven by CI's own run/.test(f.message))).toBe(true);
  });

  it('refuses to confirm on a working tree that is not head', () => {
    t.branch('feature');
    t.agent('s1', { 'src/a.js': 'export const a = 2;\n' });
    t.commit('Change a');
    t.write('src/a.js', 'uncommitted\n');
    const r = t.cli('gate', '--base', base, '--confirm', 'test');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('must be the head judged');
  });
});

describe('the bundled Action with confirm: test', () => {
  let action: ReturnType<typeof bundleAction>;
  beforeAll(() => (action = bundleAction()));
  afterAll(() => action.cleanup());

  it('one honest PR confirmed, one contradicted, with a real npm test', async () => {
    t.branch('feature');
    t.agent('s1', { 'src/a.js': 'export const a = 2;\n' });
    let r = await runActionOnPr(action.path, t, { base, head: t.commit('Change a. All tests pass.'), body: 'All tests pass.' }, { INPUT_CONFIRM: 'test' });
    expect(r.verdict, r.text).toBe('pass');
    expect(r.text).toContain('::group::proofledger: confirming test');
    t.write('test.js', 'console.log("Tests  1 failed (1)"); process.exit(1);\n');
    t.commit('tests now fail, unrecorded');
    t.cli('session', 'start', '--session', 's2', '--agent', 'claude-code');
    t.cli('exec', '--session', 's2', '--check', 'test', '--', 'echo', 'Tests  9 passed (9)');
    t.cli('session', 'finish', '--session', 's2', '--outcome', 'success');
    r = await runActionOnPr(action.path, t, { base, head: t.commit('Record tests. All tests pass.'), body: 'All tests pass.' }, { INPUT_CONFIRM: 'test' });
    expect(r.verdict, r.text).toBe('fail');
    expect(r.findings.map((f) => f.code)).toContain('CLAIM_CONTRADICTED');
  });
});
