import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/format/digest.js';
import { runCli } from '../support/cli.js';
import { makeTempRepo, type TempRepo } from '../support/tempRepo.js';

function entries(repo: TempRepo, session: string): Record<string, unknown>[] {
  return readFileSync(join(repo.dir, '.proofledger', 'sessions', `${session}.jsonl`), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('proofledger exec', () => {
  let repo: TempRepo;
  beforeEach(() => {
    repo = makeTempRepo();
    repo.write('src/a.ts', 'export const a = 1;\n');
    repo.write('.gitignore', 'dist/\n');
    repo.commitAll('init');
    expect(runCli(['init'], { cwd: repo.dir }).code).toBe(0);
  });
  afterEach(() => repo.cleanup());

  it('passes output through, exits with the command code, and records hashes of what it printed', () => {
    const r = runCli(['exec', '--session', 'e1', '--', 'node', '-e', 'process.stdout.write("out\\n"); process.stderr.write("err\\n"); process.exit(3)'], { cwd: repo.dir });
    expect(r).toMatchObject({ code: 3, stdout: 'out\n', stderr: 'err\n' });
    const [e] = entries(repo, 'e1');
    expect(e).toMatchObject({
      type: 'shell_exec', exitCode: 3, signal: null, cwd: '.',
      stdoutBytes: 4, stdoutSha256: sha256Hex('out\n'), stderrBytes: 4, stderrSha256: sha256Hex('err\n'),
    });
    expect(e!['command']).toBe(`node -e 'process.stdout.write("out\\n"); process.stderr.write("err\\n"); process.exit(3)'`);
  });

  it('--check test records a verification with counts and the working tree id, .proofledger excluded', () => {
    repo.write('untracked.ts', 'new file\n');
    repo.write('dist/ignored.js', 'ignored\n');
    const indexBefore = readFileSync(join(repo.dir, '.git', 'index'));
    const r = runCli(['exec', '--check', 'test', '--session', 'e2', '--', 'node', '-e', 'console.log(" Tests  4 passed | 1 skipped (5)")'], { cwd: repo.dir });
    expect(r.code).toBe(0);
    const [exec, check] = entries(repo, 'e2');
    expect(check).toMatchObject({ type: 'verification', check: 'test', passed: true, exitCode: 0, tests: { passed: 4, failed: 0, skipped: 1 }, execId: exec!['id'] });
    // The same tree, built independently: tracked + untracked-not-ignored, without .proofledger/.
    const tmpIndex = join(repo.dir, '.git', 'expected-index');
    const env = { ...process.env, GIT_INDEX_FILE: tmpIndex };
    execFileSync('git', ['add', '-A', '--', '.', ':(exclude).proofledger'], { cwd: repo.dir, env });
    const expected = execFileSync('git', ['write-tree'], { cwd: repo.dir, env, encoding: 'utf8' }).trim();
    rmSync(tmpIndex);
    expect(check!['tree']).toBe(expected);
    expect(readFileSync(join(repo.dir, '.git', 'index')).equals(indexBefore)).toBe(true);
    // Recording into .proofledger/ does not change the tree the next check sees.
    runCli(['exec', '--check', 'test', '--session', 'e2', '--', 'true'], { cwd: repo.dir });
    expect(entries(repo, 'e2')[3]!['tree']).toBe(expected);
  });

  it('a failing check is recorded as not passed, and runner-reported failures override exit 0', () => {
    runCli(['exec', '--check', 'build', '--session', 'e3', '--', 'sh', '-c', 'exit 2'], { cwd: repo.dir });
    runCli(['exec', '--check', 'test', '--session', 'e3', '--', 'node', '-e', 'console.log("Tests:       1 failed, 3 passed, 4 total")'], { cwd: repo.dir });
    const checks = entries(repo, 'e3').filter((e) => e['type'] === 'verification');
    expect(checks.map((c) => [c['check'], c['passed']])).toEqual([['build', false], ['test', false]]);
  });

  it('a single argument with shell syntax runs through the shell', () => {
    const r = runCli(['exec', '--session', 'e4', '--', 'echo one && echo two'], { cwd: repo.dir });
    expect(r).toMatchObject({ code: 0, stdout: 'one\ntwo\n' });
    expect(entries(repo, 'e4')[0]!['command']).toBe('echo one && echo two');
  });

  it('a command that is not found exits 127 and is still recorded', () => {
    const r = runCli(['exec', '--session', 'e5', '--', 'no-such-command-xyz'], { cwd: repo.dir });
    expect(r.code).toBe(127);
    expect(r.stderr).toContain('command not found');
    expect(entries(repo, 'e5')[0]).toMatchObject({ exitCode: 127 });
  });

  it('a command killed by a signal exits 128+n and records the signal', () => {
    const r = runCli(['exec', '--session', 'e6', '--', 'sh', '-c', 'kill -TERM $$'], { cwd: repo.dir });
    expect(r.code).toBe(143);
    expect(entries(repo, 'e6')[0]).toMatchObject({ exitCode: null, signal: 'SIGTERM' });
  });

  it('a reader that goes away (| head -1) ends the command as a pipe would, and it is still recorded', async () => {
    const { spawn } = await import('node:child_process');
    const { BIN } = await import('../support/cli.js');
    const child = spawn(process.execPath, [BIN, 'exec', '--session', 'ep', '--', 'sh', '-c', 'i=0; while [ $i -lt 200000 ]; do echo line $i; i=$((i+1)); done'], { cwd: repo.dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    expect(stderr).not.toContain('Unhandled');
    expect(code).not.toBe(0);
    const [e] = entries(repo, 'ep');
    expect(e).toMatchObject({ type: 'shell_exec' });
    expect(e!['exitCode'] !== 0 || e!['signal'] !== null).toBe(true);
  });

  it('scrubs secrets from the recorded command line', () => {
    runCli(['exec', '--session', 'e7', '--', 'sh', '-c', 'true', '--token', 'ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789'], { cwd: repo.dir });
    const text = readFileSync(join(repo.dir, '.proofledger', 'sessions', 'e7.jsonl'), 'utf8');
    expect(text).not.toContain('ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789');
    expect(text).toContain('[REDACTED]');
  });

  it('an unwritable ledger: exec refuses before running, with a clear message', () => {
    rmSync(join(repo.dir, '.proofledger', 'sessions'), { recursive: true });
    writeFileSync(join(repo.dir, '.proofledger', 'sessions'), 'not a folder');
    const r = runCli(['exec', '--session', 'e8', '--', 'sh', '-c', 'echo ran > ran.txt'], { cwd: repo.dir });
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toMatch(/^proofledger: .*\.proofledger\/sessions: the ledger is not writable: /);
    expect(() => readFileSync(join(repo.dir, 'ran.txt'))).toThrow();
  });

  it('a ledger that breaks while the command runs: exec exits non-zero even though the command succeeded', () => {
    const r = runCli(['exec', '--session', 'e9', '--', 'sh', '-c', 'rm -rf .proofledger/sessions && echo x > .proofledger/sessions'], { cwd: repo.dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/the command ran but was NOT recorded: .*sessions/);
  });

  it('the session comes from --session, else PROOFLEDGER_SESSION, else the current pointer, else one of its own', () => {
    runCli(['exec', '--', 'true'], { cwd: repo.dir, env: { PROOFLEDGER_SESSION: 'from-env' } });
    expect(entries(repo, 'from-env')).toHaveLength(1);
    const started = runCli(['session', 'start', '--agent', 'codex'], { cwd: repo.dir });
    const id = started.stdout.trim();
    runCli(['exec', '--', 'true'], { cwd: repo.dir });
    expect(entries(repo, id).map((e) => e['type'])).toEqual(['session', 'shell_exec']);
    runCli(['session', 'finish', '--outcome', 'success'], { cwd: repo.dir });
    expect(entries(repo, id).at(-1)).toMatchObject({ type: 'session', event: 'finish', outcome: 'success' });
    expect(runCli(['session', 'current'], { cwd: repo.dir }).code).toBe(1);
    // No session given or current: the command records into a session of its own, opened and
    // closed around it, and leaves no current session behind.
    runCli(['exec', '--', 'true'], { cwd: repo.dir });
    expect(runCli(['session', 'current'], { cwd: repo.dir }).code).toBe(1);
    const fresh = readdirSync(join(repo.dir, '.proofledger', 'sessions')).filter((f) => f.endsWith('.jsonl') && f !== `${id}.jsonl` && f !== 'from-env.jsonl');
    expect(fresh).toHaveLength(1);
    expect(entries(repo, fresh[0]!.replace(/\.jsonl$/, '')).map((e) => [e['type'], e['event'] ?? null, e['outcome'] ?? null])).toEqual([
      ['session', 'start', null],
      ['shell_exec', null, null],
      ['session', 'finish', 'unknown'],
    ]);
    mkdirSync(join(repo.dir, 'sub'));
    runCli(['exec', '--session', 'sub', '--', 'true'], { cwd: join(repo.dir, 'sub') });
    expect(entries(repo, 'sub')[0]).toMatchObject({ cwd: 'sub' });
  });
});
