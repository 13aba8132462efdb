// CI confirmation: CI runs the checks itself on the PR head, with the commands base's policy names,
// and compares with what the ledger says — through the CLI and through the bundled Action.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bundleAction, errorsOf, runActionOnPr, Team } from '../support/team.js';
import { makeTempDir } from '../support/tempRepo.js';
import { BIN } from '../support/cli.js';

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

  it('the confirmed checks get an allow-listed environment: a secret in the caller\'s stays out unless --confirm-env names it', () => {
    t.branch('feature');
    t.agent('s1', { 'src/a.js': 'export const a = 2;\n' });
    t.write('test.js', 'console.log("SEEN " + [process.env.NPM_TOKEN, process.env.DATABASE_URL].join(",")); console.log("Tests  3 passed (3)");\n');
    t.commit('Change a');
    const env = { ...process.env, NPM_TOKEN: 'npm_secretNeverHandedOver', DATABASE_URL: 'postgres://db' };
    const run = (...extra: string[]) => spawnSync(process.execPath, [BIN, 'gate', '--base', base, '--confirm', 'test', ...extra], { cwd: t.dir, env, encoding: 'utf8' });
    expect(run().stderr).toContain('SEEN ,\n');
    const named = run('--confirm-env', 'DATABASE_URL');
    expect(named.stderr).toContain('SEEN ,postgres://db\n');
    expect(named.stderr).not.toContain('npm_secretNeverHandedOver');
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

describe('confirm hands the pull request\'s code no credential', () => {
  let action: ReturnType<typeof bundleAction>;
  beforeAll(() => (action = bundleAction()));
  afterAll(() => action.cleanup());

  // What a runner's job holds: the Action's token input, the runner's service tokens, the OIDC
  // request, GitHub tokens and a secret the workflow put in the job's env.
  const CREDENTIALS: Record<string, string> = {
    INPUT_TOKEN: 'ghs_inputTokenNeverHandedOver0001',
    ACTIONS_RUNTIME_TOKEN: 'runtimeTokenNeverHandedOver0002',
    ACTIONS_RUNTIME_URL: 'https://pipelines.example/runtimeUrl0003/',
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidcRequestTokenNeverHandedOver0004',
    ACTIONS_ID_TOKEN_REQUEST_URL: 'https://token.example/oidcUrl0005',
    ACTIONS_CACHE_URL: 'https://cache.example/cacheUrl0006/',
    GITHUB_TOKEN: 'ghs_githubTokenNeverHandedOver0007',
    GH_TOKEN: 'ghs_ghTokenNeverHandedOver0008',
    NPM_TOKEN: 'npm_jobSecretNeverHandedOver0009',
  };
  const CHECKOUT_TOKEN = 'ghs_checkoutTokenNeverHandedOver0010';

  /** A PR whose test prints its environment and .git/config, and appends to the runner's file commands. */
  function hostilePr(fileCommands: string): string {
    t.branch('feature');
    t.agent('s1', { 'src/a.js': 'export const a = 2;\n' });
    t.write('test.js', [
      "const fs = require('node:fs');",
      'console.log("ENV " + JSON.stringify(process.env));',
      "try { console.log('GITCONFIG ' + fs.readFileSync('.git/config', 'utf8')); } catch (e) { console.log('GITCONFIG unreadable'); }",
      // The runner's file commands sit at a path an attacker knows; appending sets later steps' env.
      `for (const f of fs.readdirSync(${JSON.stringify(fileCommands)})) fs.appendFileSync(${JSON.stringify(fileCommands)} + '/' + f, 'NODE_OPTIONS=--require=/tmp/evil.js\\n');`,
      'console.log("Tests  3 passed (3)");',
      '',
    ].join('\n'));
    return t.commit('Change a. All tests pass.');
  }

  it('refuses to confirm while .git/config holds the checkout\'s token (persist-credentials), and runs nothing', async () => {
    const files = makeTempDir('proofledger-file-commands-');
    try {
      const head = hostilePr(files.dir);
      const header = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${CHECKOUT_TOKEN}`).toString('base64')}`;
      t.git('config', '--local', 'http.https://github.com/.extraheader', header); // as actions/checkout persists it
      const r = await runActionOnPr(action.path, t, { base, head, body: 'All tests pass.' }, { INPUT_CONFIRM: 'test', ...CREDENTIALS });
      expect(r.code, r.text).toBe(1);
      expect(r.text).toContain('persist-credentials: false');
      expect(r.text).toContain('http.https://github.com/.extraheader');
      expect(r.text).not.toContain('ENV {');
      expect(r.text).not.toContain(Buffer.from(`x-access-token:${CHECKOUT_TOKEN}`).toString('base64'));
    } finally {
      files.cleanup();
    }
  });

  it('a PR whose test prints its environment and .git/config sees no credential; what it writes to the file commands is put back and refused', async () => {
    const files = makeTempDir('proofledger-file-commands-');
    try {
      const head = hostilePr(files.dir);
      const githubEnv = join(files.dir, 'set_env_1');
      writeFileSync(githubEnv, 'KEPT=1\n');
      const r = await runActionOnPr(action.path, t, { base, head, body: 'All tests pass.' }, {
        INPUT_CONFIRM: 'test', 'INPUT_CONFIRM-ENV': 'DATABASE_URL', DATABASE_URL: 'postgres://localhost/test', GITHUB_ENV: githubEnv, ...CREDENTIALS,
      });
      const printed = /^ENV (\{.*\})$/m.exec(r.text);
      expect(printed, r.text).not.toBeNull(); // the PR's test did run
      const seen = JSON.parse(printed![1]!) as Record<string, string>;
      for (const [name, value] of Object.entries(CREDENTIALS)) {
        expect(seen[name], name).toBeUndefined();
        expect(r.text, name).not.toContain(value);
      }
      expect(Object.keys(seen).filter((k) => /^(INPUT_|ACTIONS_|GITHUB_ENV|GITHUB_OUTPUT|GITHUB_STEP_SUMMARY)/.test(k))).toEqual([]);
      expect(seen['DATABASE_URL']).toBe('postgres://localhost/test'); // named in confirm-env
      expect(seen['PATH']).toBeTruthy();
      expect(r.text).toMatch(/^GITCONFIG \[core\]/m);
      expect(readFileSync(githubEnv, 'utf8')).toBe('KEPT=1\n');
      expect(r.code).toBe(1);
      expect(r.text).toContain("wrote to the runner's GITHUB_ENV");
    } finally {
      files.cleanup();
    }
  });

  it('confirm-env refuses to pass a credential, named or not', async () => {
    t.branch('feature');
    t.agent('s1', { 'src/a.js': 'export const a = 2;\n' });
    const r = await runActionOnPr(action.path, t, { base, head: t.commit('Change a'), body: '' }, { INPUT_CONFIRM: 'test', 'INPUT_CONFIRM-ENV': 'DATABASE_URL, ACTIONS_RUNTIME_TOKEN' });
    expect(r.code).toBe(1);
    expect(r.text).toContain('input confirm-env: ACTIONS_RUNTIME_TOKEN is a credential');
  });
});
