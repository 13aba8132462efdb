// A session lock held by a live process: `exec` says after about a second that it waits, naming the
// holder, and records once the lock is free; an agent hook waits at most about two seconds, says once
// that it could not record, records a `gap` entry with the session's next event, and the evidence
// rule takes no earlier run of a check the gap may hide as proof (the gate says LEDGER_GAP).
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BIN, runCli } from '../support/cli.js';
import { makeTempRepo, type TempRepo } from '../support/tempRepo.js';

/** Holds a session's lock as a live writer would: this test process is the holder. */
function holdLock(sessionFile: string): () => void {
  let start = '';
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    // not Linux: pid and host alone
  }
  writeFileSync(`${sessionFile}.lock`, `${process.pid}\n${hostname()}\n${start}\n`);
  return () => rmSync(`${sessionFile}.lock`, { force: true });
}

function runAsync(args: string[], cwd: string, input = '', onStderr?: (text: string) => void): Promise<{ code: number | null; stderr: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd, stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => {
      stderr += b.toString();
      onStderr?.(stderr);
    });
    child.on('close', (code) => resolve({ code, stderr, ms: Date.now() - started }));
    child.stdin.end(input);
  });
}

describe('a session lock held by a live process', () => {
  let repo: TempRepo;
  beforeEach(() => {
    repo = makeTempRepo();
    expect(runCli(['init'], { cwd: repo.dir }).code).toBe(0);
  });
  afterEach(() => repo.cleanup());

  it('exec says after about a second that it waits, names the holder, and records when the lock frees', async () => {
    expect(runCli(['session', 'start', '--session', 'e1'], { cwd: repo.dir }).code).toBe(0);
    const release = holdLock(join(repo.dir, '.proofledger', 'sessions', 'e1.jsonl'));
    // Freed once exec says it waits (or after 20 s, when the test has failed anyway).
    const timer = setTimeout(release, 20_000);
    const r = await runAsync(['exec', '--session', 'e1', '--', process.execPath, '-e', ''], repo.dir, '', (text) => {
      if (text.includes('waiting for the lock')) release();
    });
    clearTimeout(timer);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(new RegExp(`^proofledger: waiting for the lock on .*e1\\.jsonl, held by pid ${process.pid} on ${hostname()} \\(.+\\)\\n$`));
    expect(readFileSync(join(repo.dir, '.proofledger', 'sessions', 'e1.jsonl'), 'utf8')).toContain('"type":"shell_exec"');
  }, 60_000);

  it('a hook gives up after about two seconds, says so once, records the gap next, and the gap takes the earlier evidence away', async () => {
    const cwd = repo.dir;
    const hook = (payload: Record<string, unknown>) => runAsync(['hook', 'claude-code'], cwd, JSON.stringify({ session_id: 'g1', cwd, ...payload }));
    const bash = (command: string) => hook({ hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command }, tool_response: { stdout: 'Tests  3 passed (3)', stderr: '', interrupted: false }, tool_use_id: `t-${Math.random()}` });
    expect((await hook({ hook_event_name: 'SessionStart', source: 'startup' })).code).toBe(0);
    expect((await bash('npm test')).code).toBe(0);
    expect(runCli(['evidence', 'test'], { cwd }).code).toBe(0);

    const file = join(cwd, '.proofledger', 'sessions', 'claude-code-g1.jsonl');
    const release = holdLock(file);
    const first = await bash('npm test');
    expect(first.code).toBe(1);
    expect(first.stderr).toMatch(/^proofledger: could not record this event within 2 s \(.*still locked after 2000 ms by pid \d+ on .*\); the gap is recorded with the session's next event/);
    expect(first.ms).toBeLessThan(15_000);
    const second = await hook({ hook_event_name: 'PostToolUse', tool_name: 'Write', tool_input: { file_path: join(cwd, 'a.txt'), content: 'x' }, tool_response: {} });
    expect(second.code).toBe(0);
    expect(second.stderr).toBe(''); // said once
    release();

    expect((await hook({ hook_event_name: 'UserPromptSubmit', prompt: 'go on' })).code).toBe(0);
    const gap = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>).find((e) => e['event'] === 'gap');
    expect(gap).toMatchObject({ type: 'session', event: 'gap', missed: { events: 2, files: 1, checks: ['test'] } });
    expect(runCli(['verify'], { cwd }).code).toBe(0);
    // The missed run of the test may have failed: the earlier pass is not evidence until the check runs again.
    const evidence = runCli(['evidence', 'test'], { cwd });
    expect(evidence.code).toBe(1);
    expect(evidence.stdout + evidence.stderr).toMatch(/could not be recorded .*run the check again/);
    expect((await bash('npm test')).code).toBe(0);
    expect(runCli(['evidence', 'test'], { cwd }).code).toBe(0);
  }, 60_000);
});
