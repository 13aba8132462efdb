// The shell-session secrets (test/vectors/secrets/shell-*.tsv) on the four ways a shell session reaches
// the ledger: the command `proofledger exec` runs, what that command prints, a Claude Code Bash hook
// (its payload as Claude Code sends it, test/vectors/agents/claude-code/), and the agent's final
// message at Stop. Every secret of both sets goes through the recording code in this process, against
// a real repository; one of each class also goes through the built CLI, as an agent runs it.
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRecorded } from '../../src/adapters/exec.js';
import { runHook } from '../../src/adapters/hooks/runHook.js';
import { appendOptionsFor, loadConfig } from '../../src/config/config.js';
import { layoutFor } from '../../src/store/layout.js';
import { runCli } from '../support/cli.js';
import { AgentRepo } from '../support/agentScenario.js';
import { loadShellSecrets, type ShellSecret } from '../support/secretsCorpus.js';
import { makeTempDir } from '../support/tempRepo.js';

const VECTORS = join(dirname(fileURLToPath(import.meta.url)), '..', 'vectors', 'agents', 'claude-code', '2.1.330');
const bashPayload = JSON.parse(readFileSync(join(VECTORS, 'honest-PostToolUse-Bash.json'), 'utf8')) as Record<string, any>;
const stopPayload = JSON.parse(readFileSync(join(VECTORS, 'honest-Stop.json'), 'utf8')) as Record<string, any>;

const rows: ShellSecret[] = [...loadShellSecrets('tuning'), ...loadShellSecrets('heldout')];
const tuning = loadShellSecrets('tuning');
// Prints a file with the shell's own read and printf (no program is on the sandbox's PATH).
const PRINT = ['/bin/sh', '-c', 'while IFS= read -r l || [ -n "$l" ]; do printf "%s\\n" "$l"; done < "$1"', 'print'];
const discard = new Writable({ write: (_c, _e, done) => done() });

function bashHook(dir: string, sessionId: string, text: string, n: number): Record<string, unknown> {
  return {
    ...bashPayload, session_id: sessionId, cwd: dir, transcript_path: join(dir, '.git', 'transcript.jsonl'),
    tool_input: { command: text, description: 'run it' },
    tool_response: { ...bashPayload['tool_response'], stdout: `${text}\n`, stderr: '' }, tool_use_id: `toolu_${n}`,
  };
}

function stopHook(dir: string, sessionId: string, text: string): Record<string, unknown> {
  // A claim, so the Stop rule keeps its sentence: the secret sits in the sentence it keeps.
  return { ...stopPayload, session_id: sessionId, cwd: dir, transcript_path: join(dir, '.git', 'transcript.jsonl'), last_assistant_message: `All tests pass after I ran ${text} in the repo.` };
}

/**
 * A PATH and HOME for running the sets' commands for real without anything of theirs running: the only
 * program found is git (the recorder needs it; it may reach no remote), so the shell's own echo, printf
 * and export run and nothing else does, and what they write into a home goes into an empty one.
 */
function sandbox(): { dir: string; env: Record<string, string>; cleanup: () => void } {
  const t = makeTempDir();
  mkdirSync(join(t.dir, 'bin'));
  symlinkSync(execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim(), join(t.dir, 'bin', 'git'));
  return { dir: t.dir, env: { PATH: join(t.dir, 'bin'), HOME: t.dir, GIT_ALLOW_PROTOCOL: 'file', GIT_TERMINAL_PROMPT: '0' }, cleanup: t.cleanup };
}

function ledgerText(dir: string): string {
  const sessions = join(dir, '.proofledger', 'sessions');
  return readdirSync(sessions).filter((f) => f.endsWith('.jsonl')).map((f) => readFileSync(join(sessions, f), 'utf8')).join('');
}

describe('shell secrets never reach the ledger', () => {
  let a: AgentRepo;
  let box: ReturnType<typeof sandbox>;
  const saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    a = new AgentRepo();
    box = sandbox();
    for (const [k, v] of Object.entries(box.env)) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
  });
  afterAll(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    box.cleanup();
    a.cleanup();
  });

  it('through exec (the command and its output), a Claude Code Bash hook and the final message', async () => {
    const layout = layoutFor(a.dir);
    const append = appendOptionsFor(loadConfig(layout));
    for (const [i, r] of rows.entries()) {
      await runRecorded({ argv: [r.text], cwd: a.dir, layout, session: 'exec-command', append, stdout: discard, stderr: discard });
      writeFileSync(join(box.dir, 'printed.txt'), r.text);
      await runRecorded({ argv: [...PRINT, join(box.dir, 'printed.txt')], cwd: a.dir, layout, session: 'exec-output', append, stdout: discard, stderr: discard });
      const sessionId = `5e55${String(i).padStart(4, '0')}-0000-4000-8000-00000000002${i % 10}`;
      expect((await runHook('claude-code', JSON.stringify(bashHook(a.dir, sessionId, r.text, i)), layout)).stderr ?? '').not.toMatch(/could not record/);
      await runHook('claude-code', JSON.stringify(stopHook(a.dir, sessionId, r.text)), layout);
    }
    const ledger = ledgerText(a.dir);
    // The paths were taken: commands, hooks and claims are in the ledger, with their secrets redacted.
    expect(ledger).toContain('"command":"aws configure set aws_secret_access_key [REDACTED]"');
    expect(ledger).toContain('All tests pass after I ran');
    expect(ledger.match(/"type":"shell_exec"/g)!.length).toBeGreaterThanOrEqual(3 * rows.length);
    expect(rows.filter((r) => ledger.includes(r.secret)).map((r) => `${r.where}: ${r.secret}`)).toEqual(
      // The held-out set's misses (see shellSecrets.test.ts) are the only ones allowed, and only there.
      rows.filter((r) => r.where.startsWith('shell-heldout') && ledger.includes(r.secret)).map((r) => `${r.where}: ${r.secret}`),
    );
    expect(tuning.filter((r) => ledger.includes(r.secret))).toEqual([]);
  }, 240_000);
});

describe('through the built CLI, one secret of each class', () => {
  const oneOfEach = [...new Map(tuning.map((r) => [r.class, r])).values()];
  let a: AgentRepo;
  let box: ReturnType<typeof sandbox>;
  beforeAll(() => {
    a = new AgentRepo();
    box = sandbox();
  });
  afterAll(() => {
    box.cleanup();
    a.cleanup();
  });

  it.each(oneOfEach.map((r) => [r.class, r] as const))('%s', (_class, r) => {
    const env = box.env;
    runCli(['exec', '--session', 'cli-exec', '--', r.text], { cwd: a.dir, env });
    writeFileSync(join(box.dir, 'printed.txt'), r.text);
    runCli(['exec', '--session', 'cli-exec', '--', ...PRINT, join(box.dir, 'printed.txt')], { cwd: a.dir, env });
    const sessionId = '5e55c11a-0000-4000-8000-000000000001';
    expect(runCli(['hook', 'claude-code'], { cwd: a.dir, input: JSON.stringify(bashHook(a.dir, sessionId, r.text, 1)), env }).stderr).toBe('');
    runCli(['hook', 'claude-code'], { cwd: a.dir, input: JSON.stringify(stopHook(a.dir, sessionId, r.text)), env });
    const ledger = ledgerText(a.dir);
    expect(ledger).toContain('[REDACTED]');
    expect(ledger).not.toContain(r.secret);
  });
});
