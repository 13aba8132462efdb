// Payloads are shaped as each tool documents them:
// - Claude Code: https://code.claude.com/docs/en/hooks (common input fields; PreToolUse/PostToolUse/
//   PostToolUseFailure input; Stop input with stop_hook_active and last_assistant_message).
// - Codex CLI: hooks.json events SessionStart/UserPromptSubmit/PreToolUse/PostToolUse/Stop, Claude-shaped
//   payloads (codex-rs hooks, "codex_hooks" feature).
// - Gemini CLI: https://geminicli.com/docs/hooks (BeforeAgent/AfterAgent/AfterTool; tool_response
//   {llmContent, returnDisplay, error}).
// - Cursor: https://cursor.com/docs/agent/hooks (conversation_id, generation_id, hook_event_name,
//   workspace_roots; afterShellExecution {command, output, duration}; afterFileEdit {file_path, edits};
//   afterMCPExecution {tool_name, tool_input, result_json}; stop {status, loop_count} → followup_message).
// - opencode: https://opencode.ai/docs/plugins (tool.execute.after input {tool, sessionID, callID},
//   output {title, output, metadata}); forwarded by our plugin in the format documented in opencode.ts.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync, existsSync, rmSync, symlinkSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AgentRepo } from '../../support/agentScenario.js';
import { REPO_ROOT } from '../../support/cli.js';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

function ledger(a: AgentRepo, session: string): Record<string, any>[] {
  const path = a.sessionPath(session);
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, any>);
}

describe('proofledger hook claude-code', () => {
  let a: AgentRepo;
  const S = 'claude-code-8c35adc1-1b2c-4d5e-9f00-aabbccddeeff';
  beforeEach(() => (a = new AgentRepo()));
  afterEach(() => a.cleanup());
  const common = () => ({ session_id: '8c35adc1-1b2c-4d5e-9f00-aabbccddeeff', transcript_path: join(a.dir, '.git', 'transcript.jsonl'), cwd: a.dir, permission_mode: 'default' });
  const hook = (payload: object) => a.cli(['hook', 'claude-code'], JSON.stringify({ ...common(), ...payload }));

  it('maps session, file, shell and tool events to entries; hashes come from disk; raw args are never stored', () => {
    expect(hook({ hook_event_name: 'SessionStart', source: 'startup', model: 'claude-opus-4' }).code).toBe(0);
    a.repo.write('src/new.ts', 'export const n = 1;\n');
    hook({ hook_event_name: 'PostToolUse', tool_name: 'Write', tool_input: { file_path: join(a.dir, 'src/new.ts'), content: 'export const n = 1;\n' }, tool_response: { filePath: join(a.dir, 'src/new.ts'), success: true }, tool_use_id: 'toolu_01' });
    a.repo.write('src/a.ts', 'export const a = 2;\n');
    hook({ hook_event_name: 'PostToolUse', tool_name: 'Edit', tool_input: { file_path: join(a.dir, 'src/a.ts'), old_string: '1', new_string: '2' }, tool_response: {}, tool_use_id: 'toolu_02' });
    hook({ hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command: 'npm test', description: 'Run tests' }, tool_response: { stdout: ' Tests  2 passed (2)\n', stderr: '', interrupted: false, isImage: false }, tool_use_id: 'toolu_03' });
    hook({ hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command: 'npm run build' }, tool_use_id: 'toolu_04', error: 'Exit code 2\nsrc/a.ts(1,1): error TS1005', is_interrupt: false });
    hook({ hook_event_name: 'PostToolUse', tool_name: 'mcp__github__create_issue', tool_input: { title: 'secret plan', token: 'ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789' }, tool_response: { number: 7 }, tool_use_id: 'toolu_05' });
    const entries = ledger(a, S);
    expect(entries.map((e) => e.type)).toEqual(['session', 'file_write', 'file_edit', 'shell_exec', 'verification', 'shell_exec', 'verification', 'tool_call']);
    expect(entries[0]).toMatchObject({ event: 'start', agent: { name: 'claude-code', model: 'claude-opus-4' } });
    expect(entries[1]).toMatchObject({ path: 'src/new.ts', sha256: sha('export const n = 1;\n'), bytes: 20, tool: 'Write' });
    expect(entries[2]).toMatchObject({ path: 'src/a.ts', sha256: sha('export const a = 2;\n') });
    expect(entries[3]).toMatchObject({ command: 'npm test', exitCode: 0, stdoutSha256: sha(' Tests  2 passed (2)\n') });
    expect(entries[4]).toMatchObject({ check: 'test', passed: true, tests: { passed: 2, failed: 0, skipped: 0 }, execId: entries[3]!.id });
    expect(entries[4]!.tree).toMatch(/^[0-9a-f]{40}$/);
    expect(entries[5]).toMatchObject({ command: 'npm run build', exitCode: 2 });
    expect(entries[6]).toMatchObject({ check: 'build', passed: false });
    expect(entries[7]).toMatchObject({ tool: 'mcp__github__create_issue', callId: 'toolu_05', decision: 'approved', status: 'ok' });
    const text = readFileSync(a.sessionPath(S), 'utf8');
    expect(text).not.toContain('secret plan');
    expect(text).not.toContain('ghp_');
    expect(a.cli(['verify']).code).toBe(0);
  });

  it('vetoes a stop that claims success without proof, once; lets a proven claim finish with outcome success', () => {
    hook({ hook_event_name: 'SessionStart', source: 'startup' });
    a.repo.write('src/a.ts', 'export const a = 2;\n');
    hook({ hook_event_name: 'PostToolUse', tool_name: 'Edit', tool_input: { file_path: join(a.dir, 'src/a.ts') }, tool_response: {} });
    hook({ hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command: 'npx vitest run' }, error: 'Exit code 1\n Tests  1 failed | 1 passed (2)' });
    const vetoed = hook({ hook_event_name: 'Stop', stop_hook_active: false, last_assistant_message: 'Done! All tests pass.' });
    expect(vetoed.code).toBe(2);
    expect(vetoed.stderr).toMatch(/you said "All tests pass\.", but the last test run failed/);
    expect(ledger(a, S).some((e) => e.event === 'finish')).toBe(false);
    // The agent stops again with stop_hook_active: the loop guard lets it go, and the claim is recorded.
    const again = hook({ hook_event_name: 'Stop', stop_hook_active: true, last_assistant_message: 'Done! All tests pass.' });
    expect(again.code).toBe(0);
    expect(ledger(a, S).at(-1)).toMatchObject({ type: 'session', event: 'finish', outcome: 'success' });

    // Next turn: the agent fixes and proves it.
    hook({ hook_event_name: 'UserPromptSubmit', prompt: 'fix it' });
    expect(ledger(a, S).at(-1)).toMatchObject({ event: 'resume' });
    hook({ hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command: 'npx vitest run' }, tool_response: { stdout: ' Tests  2 passed (2)', stderr: '' } });
    const ok = hook({ hook_event_name: 'Stop', stop_hook_active: false, last_assistant_message: 'Fixed; all tests pass now.' });
    expect(ok).toMatchObject({ code: 0, stderr: '' });
    expect(ledger(a, S).at(-1)).toMatchObject({ event: 'finish', outcome: 'success', reason: 'all tests pass now.' });
  });

  it('checkers whose exit status is the verdict (go vet, cargo fmt --check) are lint evidence: saying they pass is not vetoed', () => {
    hook({ hook_event_name: 'SessionStart', source: 'startup' });
    a.repo.write('src/a.ts', 'export const a = 2;\n');
    hook({ hook_event_name: 'PostToolUse', tool_name: 'Edit', tool_input: { file_path: join(a.dir, 'src/a.ts') }, tool_response: {} });
    hook({ hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command: 'npx vitest run' }, tool_response: { stdout: ' Tests  2 passed (2)', stderr: '' } });
    const unproven = hook({ hook_event_name: 'Stop', stop_hook_active: false, last_assistant_message: 'Done: `go vet ./...` is clean.' });
    expect(unproven.code).toBe(2);
    expect(unproven.stderr).toMatch(/no lint run is recorded/);
    hook({ hook_event_name: 'UserPromptSubmit', prompt: 'run it' });
    hook({ hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command: 'go vet ./...' }, tool_response: { stdout: '', stderr: '' } });
    hook({ hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command: 'cargo fmt --all -- --check' }, tool_response: { stdout: '', stderr: '' } });
    expect(ledger(a, S).filter((e) => e.type === 'verification').map((e) => [e.command, e.check, e.passed])).toEqual([
      ['npx vitest run', 'test', true], ['go vet ./...', 'lint', true], ['cargo fmt --all -- --check', 'lint', true],
    ]);
    const ok = hook({ hook_event_name: 'Stop', stop_hook_active: false, last_assistant_message: 'Done: `go vet ./...` is clean and `cargo fmt --check` passes.' });
    expect(ok).toMatchObject({ code: 0, stderr: '' });
  });

  it('searching for a runner, reading its config or naming it in a commit is no run of it: no evidence, and the claim is still vetoed', () => {
    hook({ hook_event_name: 'SessionStart', source: 'startup' });
    a.repo.write('src/a.ts', 'export const a = 2;\n');
    hook({ hook_event_name: 'PostToolUse', tool_name: 'Edit', tool_input: { file_path: join(a.dir, 'src/a.ts') }, tool_response: {} });
    for (const command of ['grep -rn vitest package.json', 'cat vitest.config.ts', 'echo "npm test" > NOTES.md', 'git commit -m "make jest pass"'])
      hook({ hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command }, tool_response: { stdout: '', stderr: '' } });
    expect(ledger(a, S).filter((e) => e.type === 'shell_exec')).toHaveLength(4);
    expect(ledger(a, S).filter((e) => e.type === 'verification')).toEqual([]);
    const unproven = hook({ hook_event_name: 'Stop', stop_hook_active: false, last_assistant_message: 'Done: all tests pass.' });
    expect(unproven.code).toBe(2);
    expect(unproven.stderr).toMatch(/no test run is recorded/);
    // The same runner, run after a search in one command line, is a run.
    hook({ hook_event_name: 'UserPromptSubmit', prompt: 'run it' });
    hook({ hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command: 'grep -q vitest package.json && ./node_modules/.bin/vitest run' }, tool_response: { stdout: ' Tests  2 passed (2)', stderr: '' } });
    expect(ledger(a, S).filter((e) => e.type === 'verification').map((e) => [e.check, e.passed])).toEqual([['test', true]]);
  });

  it('reads the final message from the transcript when the payload has none; a stop without a claim finishes as unknown', () => {
    writeFileSync(join(a.dir, '.git', 'transcript.jsonl'), [
      JSON.stringify({ type: 'user', message: { role: 'user', content: 'hi' } }),
      JSON.stringify({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: 'Tests pass and the build is green.' }] } }),
    ].join('\n') + '\n');
    const r = hook({ hook_event_name: 'Stop', stop_hook_active: false });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no test run is recorded');
    writeFileSync(join(a.dir, '.git', 'transcript.jsonl'), JSON.stringify({ type: 'assistant', message: { content: [{ type: 'text', text: 'I renamed the variable.' }] } }) + '\n');
    expect(hook({ hook_event_name: 'Stop', stop_hook_active: false }).code).toBe(0);
    expect(ledger(a, S).at(-1)).toMatchObject({ event: 'finish', outcome: 'unknown' });
  });

  it('the model: SessionStart has none, so the finish names the one the transcript\'s last reply came from', () => {
    hook({ hook_event_name: 'SessionStart', source: 'startup' });
    expect(ledger(a, S)[0]!.agent).toEqual({ name: 'claude-code' });
    writeFileSync(join(a.dir, '.git', 'transcript.jsonl'), [
      JSON.stringify({ type: 'assistant', message: { model: 'claude-sonnet-5', role: 'assistant', content: [{ type: 'text', text: 'Looking.' }] } }),
      JSON.stringify({ type: 'assistant', message: { model: 'claude-opus-5-5', role: 'assistant', content: [{ type: 'text', text: 'I renamed it.' }] } }),
      JSON.stringify({ type: 'system', subtype: 'stop_hook_summary' }),
    ].join('\n') + '\n');
    expect(hook({ hook_event_name: 'Stop', stop_hook_active: false, last_assistant_message: 'I renamed it.' }).code).toBe(0);
    expect(ledger(a, S).at(-1)).toMatchObject({ event: 'finish', agent: { name: 'claude-code', model: 'claude-opus-5-5' } });
    expect(a.cli(['summary']).stdout).toContain('claude-code (claude-opus-5-5)');
  });

  it('one agent session maps to one ledger session across resume; SessionEnd closes an open turn', () => {
    hook({ hook_event_name: 'SessionStart', source: 'startup' });
    hook({ hook_event_name: 'SessionStart', source: 'resume' });
    hook({ hook_event_name: 'SessionEnd', reason: 'logout' });
    const entries = ledger(a, S);
    expect(entries.map((e) => e.event)).toEqual(['start', 'resume', 'finish']);
    expect(entries[2]).toMatchObject({ outcome: 'unknown', reason: 'session ended: logout' });
  });

  it('malformed payloads get one clear line, exit 1 (non-blocking), and change nothing', () => {
    for (const [input, message] of [
      ['{not json', /stdin is not JSON/],
      ['[]', /stdin must be a JSON object/],
      [JSON.stringify({ hook_event_name: 'PostToolUse', cwd: a.dir }), /field session_id: expected a non-empty string/],
      [JSON.stringify({ ...common(), hook_event_name: 'PostToolUse', tool_input: {} }), /field tool_name/],
    ] as const) {
      const r = a.cli(['hook', 'claude-code'], input);
      expect(r.code).toBe(1);
      expect(r.stderr.trim()).toMatch(message);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(existsSync(a.sessionPath(S))).toBe(false);
  });

  it('failClosed: an append that cannot be made exits 2 so the agent sees it', () => {
    writeFileSync(join(a.dir, '.proofledger', 'config.json'), JSON.stringify({ version: 1, agents: { failClosed: true } }));
    hook({ hook_event_name: 'SessionStart', source: 'startup' });
    writeFileSync(a.sessionPath(S), readFileSync(a.sessionPath(S), 'utf8') + '{"torn');
    const bash = { hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command: 'ls' }, tool_response: { stdout: '', stderr: '' } };
    const r = hook(bash);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/could not record this event: .*torn/);
    writeFileSync(join(a.dir, '.proofledger', 'config.json'), JSON.stringify({ version: 1 }));
    expect(hook(bash).code).toBe(1);
  });

  it('init --agent claude-code merges into existing settings, keeping permissions and hooks, idempotently', () => {
    mkdirSync(join(a.dir, '.claude'), { recursive: true });
    const mine = { permissions: { allow: ['Bash(npm test:*)'], deny: ['Read(./.env)'] }, hooks: { PostToolUse: [{ matcher: 'Write', hooks: [{ type: 'command', command: 'prettier --write' }] }] } };
    writeFileSync(join(a.dir, '.claude', 'settings.json'), JSON.stringify(mine));
    expect(a.cli(['init', '--agent', 'claude-code']).stdout).toContain('hooks added');
    const once = readFileSync(join(a.dir, '.claude', 'settings.json'), 'utf8');
    expect(a.cli(['init', '--agent', 'claude-code']).stdout).toContain('already set up');
    expect(readFileSync(join(a.dir, '.claude', 'settings.json'), 'utf8')).toBe(once);
    const s = JSON.parse(once) as any;
    expect(s.permissions).toEqual(mine.permissions);
    expect(s.hooks.PostToolUse[0]).toEqual(mine.hooks.PostToolUse[0]);
    // Claude Code runs a command with sh -c itself: the lines, not wrapped in another sh.
    expect(s.hooks.PostToolUse[1].hooks[0].command).toMatch(/^d=\$PWD; until .*node_modules\/\.bin\/proofledger.*exec "\$b" hook claude-code$/);
    for (const e of ['SessionStart', 'UserPromptSubmit', 'PostToolUseFailure', 'Stop', 'SessionEnd']) expect(s.hooks[e]).toHaveLength(1);
  });
});

describe('proofledger hook codex, gemini, cursor, opencode', () => {
  let a: AgentRepo;
  beforeEach(() => (a = new AgentRepo()));
  afterEach(() => a.cleanup());

  it('codex: Bash results and a vetoed Stop', () => {
    const base = { session_id: 'codex-sess-1', cwd: a.dir, model: 'gpt-5-codex' };
    a.cli(['hook', 'codex'], JSON.stringify({ ...base, hook_event_name: 'SessionStart', source: 'startup' }));
    a.cli(['hook', 'codex'], JSON.stringify({ ...base, hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_use_id: 'call_1', tool_input: { command: 'cargo test' }, tool_response: { exit_code: 101, stdout: 'test result: FAILED. 3 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out', stderr: '' } }));
    const stop = a.cli(['hook', 'codex'], JSON.stringify({ ...base, hook_event_name: 'Stop', stop_hook_active: false, last_assistant_message: 'All tests are passing.' }));
    expect(stop.code).toBe(2);
    a.cli(['hook', 'codex'], JSON.stringify({ ...base, model: 'gpt-5.5', hook_event_name: 'Stop', stop_hook_active: true, last_assistant_message: 'All tests are passing.' }));
    const entries = ledger(a, 'codex-codex-sess-1');
    expect(entries[0]).toMatchObject({ event: 'start', agent: { name: 'codex', model: 'gpt-5-codex' } });
    expect(entries.at(-1)).toMatchObject({ event: 'finish', agent: { name: 'codex', model: 'gpt-5.5' } });
    expect(entries.find((e) => e.type === 'verification')).toMatchObject({ check: 'test', passed: false, exitCode: 101, tests: { passed: 3, failed: 1, skipped: 0 } });
  });

  it('codex 0.169: the exit code of a real Bash payload comes from the transcript, and is unknown (never 0) without it', () => {
    const fixture = (name: string) => JSON.parse(readFileSync(join(REPO_ROOT, 'test/vectors/agents/codex/0.169.0', name), 'utf8')) as Record<string, any>;
    const run = (name: string, transcript: string | null) => {
      const p = fixture(name);
      const transcriptPath = join(a.dir, '.git', `rollout-${name}`);
      if (transcript !== null) writeFileSync(transcriptPath, transcript);
      a.cli(['hook', 'codex'], JSON.stringify({ ...p, cwd: a.dir, session_id: name, transcript_path: transcriptPath }));
      return ledger(a, `codex-${name}`);
    };
    const item = (id: string, exit: number, status: string) => JSON.stringify({ timestamp: 't', type: 'event_msg', payload: { type: 'item_completed', item: { type: 'CommandExecution', id, command: ['/bin/bash', '-lc', 'x'], status, aggregated_output: '', exit_code: exit, duration: { secs: 1, nanos: 250_000_000 } } } });
    const build = fixture('failing-PostToolUse-Bash.json');
    // The failing build: exit 3 in the transcript (a decoy line for another call first).
    let entries = run('failing-PostToolUse-Bash.json', `${item('call_other', 0, 'completed')}\n${item(build['tool_use_id'], 3, 'failed')}\n{"partial`);
    expect(entries.find((e) => e.type === 'shell_exec')).toMatchObject({ exitCode: 3, durationMs: 1250, source: 'hook:codex' });
    expect(entries.find((e) => e.type === 'verification')).toMatchObject({ check: 'build', passed: false });
    // The honest test run: exit 0 in the transcript is a pass.
    const test = fixture('honest-PostToolUse-Bash.json');
    entries = run('honest-PostToolUse-Bash.json', `${item(test['tool_use_id'], 0, 'completed')}\n`);
    expect(entries.find((e) => e.type === 'verification')).toMatchObject({ check: 'test', passed: true });
    // No transcript, or no line for this call: unknown, not a pass.
    for (const t of [null, `${item('call_other', 0, 'completed')}\n`]) {
      a.cleanup(); a = new AgentRepo();
      entries = run('failing-PostToolUse-Bash.json', t);
      expect(entries.find((e) => e.type === 'shell_exec')?.exitCode).toBeNull();
      expect(entries.find((e) => e.type === 'verification')?.passed).toBeNull();
    }
  });

  it('codex: init writes .codex/hooks.json for every tool, drops the deprecated flag, upgrades npx hooks, and says what to trust', () => {
    mkdirSync(join(a.dir, '.codex'), { recursive: true });
    writeFileSync(join(a.dir, '.codex', 'config.toml'), 'model = "gpt-5.5"\n\n[features]\ncodex_hooks = true\n');
    writeFileSync(join(a.dir, '.codex', 'hooks.json'), JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: 'command', command: 'npx --no-install proofledger hook codex' }] }] } }));
    const out = a.cli(['init', '--agent', 'codex']).stdout;
    expect(out).toContain('trust_level = "trusted"');
    const hooks = JSON.parse(readFileSync(join(a.dir, '.codex', 'hooks.json'), 'utf8')) as any;
    expect(hooks.hooks.PostToolUse[0]).toMatchObject({ matcher: '*' });
    expect(hooks.hooks.PostToolUse[0].hooks[0].command).toMatch(/hook codex'$/);
    expect(hooks.hooks.Stop).toHaveLength(1);
    expect(hooks.hooks.Stop[0].hooks[0].command).not.toContain('npx');
    const toml = readFileSync(join(a.dir, '.codex', 'config.toml'), 'utf8');
    expect(toml).not.toContain('codex_hooks');
    expect(toml).toContain('model = "gpt-5.5"');
    const before = readFileSync(join(a.dir, '.codex', 'hooks.json'), 'utf8');
    a.cli(['init', '--agent', 'codex']);
    expect(readFileSync(join(a.dir, '.codex', 'hooks.json'), 'utf8')).toBe(before);
  });

  it('the hook command init writes runs the project\'s own bin through sh, and says so clearly when there is none', () => {
    a.cli(['init', '--agent', 'codex']);
    const hooks = JSON.parse(readFileSync(join(a.dir, '.codex', 'hooks.json'), 'utf8')) as any;
    const command = hooks.hooks.SessionStart[0].hooks[0].command as string;
    const payload = JSON.stringify({ session_id: 'sh-1', cwd: a.dir, hook_event_name: 'SessionStart', source: 'startup' });
    const missing = spawnSync('sh', ['-c', command], { cwd: a.dir, input: payload, encoding: 'utf8', env: { ...process.env, PATH: '/usr/bin:/bin' } });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('proofledger: not installed in');
    mkdirSync(join(a.dir, 'node_modules', '.bin'), { recursive: true });
    symlinkSync(join(REPO_ROOT, 'bin', 'proofledger.cjs'), join(a.dir, 'node_modules', '.bin', 'proofledger'));
    const ran = spawnSync('sh', ['-c', command], { cwd: join(a.dir, 'src'), input: payload, encoding: 'utf8', env: { ...process.env, PATH: `${dirname(process.execPath)}:/usr/bin:/bin` } });
    expect(ran.stderr).toBe('');
    expect(ran.status).toBe(0);
    expect(ledger(a, 'codex-sh-1')[0]).toMatchObject({ type: 'session', event: 'start' });
  });

  it('the command runs a linked bin with node itself, a shim script (pnpm\'s) as a program, and the one on PATH last', () => {
    a.cli(['init', '--agent', 'claude-code']);
    const settings = JSON.parse(readFileSync(join(a.dir, '.claude', 'settings.json'), 'utf8')) as any;
    const command = settings.hooks.SessionStart[0].hooks[0].command as string;
    const bin = join(a.dir, 'node_modules', '.bin');
    mkdirSync(bin, { recursive: true });
    const env = { ...process.env, PATH: `${dirname(process.execPath)}:/usr/bin:/bin` };
    // As Claude Code runs it: sh -c COMMAND. Each stand-in writes what it was run as and with.
    const run = () => spawnSync('sh', ['-c', command], { cwd: join(a.dir, 'src'), input: '{}', encoding: 'utf8', env });
    const said = join(a.dir, 'said.txt');
    // A link to a script with no #! line: only node itself can run it (sh would read it as shell).
    const js = join(a.dir, 'fake-bin.js');
    writeFileSync(js, `require('fs').writeFileSync(${JSON.stringify(said)}, 'node ' + process.argv.slice(2).join(' '));\n`, { mode: 0o755 });
    symlinkSync(js, join(bin, 'proofledger'));
    expect(run().status).toBe(0);
    expect(readFileSync(said, 'utf8')).toBe('node hook claude-code');
    // A shim script, as pnpm and npm on Windows write: run as it is.
    rmSync(join(bin, 'proofledger'));
    writeFileSync(join(bin, 'proofledger'), `#!/bin/sh\necho "shim $*" > ${JSON.stringify(said)}\n`, { mode: 0o755 });
    expect(run().status).toBe(0);
    expect(readFileSync(said, 'utf8')).toBe('shim hook claude-code\n');
    // None in node_modules: the one on PATH.
    rmSync(join(a.dir, 'node_modules'), { recursive: true });
    const global = join(a.dir, '.git', 'global-bin');
    mkdirSync(global);
    writeFileSync(join(global, 'proofledger'), `#!/bin/sh\necho "global $*" > ${JSON.stringify(said)}\n`, { mode: 0o755 });
    const viaPath = spawnSync('sh', ['-c', command], { cwd: a.dir, input: '{}', encoding: 'utf8', env: { ...env, PATH: `${global}:${env.PATH}` } });
    expect(viaPath.status).toBe(0);
    expect(readFileSync(said, 'utf8')).toBe('global hook claude-code\n');
  });

  it('init brings the command the previous version wrote (the bin run through its #! line, in sh -c) up to the current one', () => {
    const previous = `sh -c 'd=$PWD; until [ -x "$d/node_modules/.bin/proofledger" ] || [ -z "$d" ]; do d=\${d%/*}; done; b="$d/node_modules/.bin/proofledger"; [ -n "$d" ] || b=$(command -v proofledger) || { echo "proofledger: not installed in $PWD or a folder above it (npm install --save-dev proofledger) nor on PATH" >&2; exit 1; }; exec "$b" hook claude-code'`;
    mkdirSync(join(a.dir, '.claude'), { recursive: true });
    writeFileSync(join(a.dir, '.claude', 'settings.json'), JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: 'command', command: previous }] }] } }));
    a.cli(['init', '--agent', 'claude-code']);
    const settings = JSON.parse(readFileSync(join(a.dir, '.claude', 'settings.json'), 'utf8')) as any;
    expect(settings.hooks.Stop).toHaveLength(1);
    expect(settings.hooks.Stop[0].hooks[0].command).not.toBe(previous);
    expect(settings.hooks.Stop[0].hooks[0].command).toBe(settings.hooks.PostToolUse[0].hooks[0].command);
  });

  it('init brings the sh command earlier versions wrote (asking git for the top level) up to the current one', () => {
    const earlier = `sh -c 'r=$(git rev-parse --show-toplevel 2>/dev/null || pwd); b="$r/node_modules/.bin/proofledger"; [ -x "$b" ] || b=$(command -v proofledger) || { echo "proofledger: not installed in $r (npm install --save-dev proofledger) nor on PATH" >&2; exit 1; }; exec "$b" hook claude-code'`;
    mkdirSync(join(a.dir, '.claude'), { recursive: true });
    writeFileSync(join(a.dir, '.claude', 'settings.json'), JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: 'command', command: earlier }] }] } }));
    a.cli(['init', '--agent', 'claude-code']);
    const settings = JSON.parse(readFileSync(join(a.dir, '.claude', 'settings.json'), 'utf8')) as any;
    expect(settings.hooks.Stop).toHaveLength(1);
    expect(settings.hooks.Stop[0].hooks[0].command).not.toContain('git rev-parse');
    expect(settings.hooks.Stop[0].hooks[0].command).toBe(settings.hooks.PostToolUse[0].hooks[0].command);
  });

  it('codex: a failed command whose response is only its output is never recorded as a pass', () => {
    const base = { session_id: 'codex-s2', cwd: a.dir };
    a.cli(['hook', 'codex'], JSON.stringify({ ...base, hook_event_name: 'SessionStart', source: 'startup' }));
    a.cli(['hook', 'codex'], JSON.stringify({ ...base, hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command: 'npm run build' }, tool_response: 'Exit code: 3\nWall time: 0.2 seconds\nOutput:\nbuild failed\n' }));
    a.cli(['hook', 'codex'], JSON.stringify({ ...base, hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command: 'npm run build' }, tool_response: 'build output without any exit status\n' }));
    a.cli(['hook', 'codex'], JSON.stringify({ ...base, hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command: 'npm run build' }, tool_response: 'Exit code: 0\nOutput:\nok\n' }));
    const v = ledger(a, 'codex-codex-s2').filter((e) => e.type === 'verification');
    expect(v.map((e) => [e.passed, e.exitCode])).toEqual([[false, 3], [null, null], [true, 0]]);
    expect(ledger(a, 'codex-codex-s2').filter((e) => e.type === 'shell_exec').every((e) => e.durationMs === undefined)).toBe(true);
  });

  it('codex: apply_patch records each file it adds, updates, moves and deletes, read from disk', () => {
    const base = { session_id: 'codex-s3', cwd: a.dir };
    a.cli(['hook', 'codex'], JSON.stringify({ ...base, hook_event_name: 'SessionStart', source: 'startup' }));
    a.repo.write('src/new.js', 'export const n = 1;\n');
    a.repo.write('src/moved.js', 'moved\n');
    rmSync(join(a.dir, 'src/a.ts'));
    const patch = '*** Begin Patch\n*** Add File: src/new.js\n+export const n = 1;\n*** Update File: src/old.js\n*** Move to: src/moved.js\n@@\n-x\n+moved\n*** Delete File: src/a.ts\n*** End Patch\n';
    a.cli(['hook', 'codex'], JSON.stringify({ ...base, hook_event_name: 'PostToolUse', tool_name: 'apply_patch', tool_input: { command: patch }, tool_response: 'Success. Updated the following files:\nA src/new.js\nM src/moved.js\nD src/a.ts\n' }));
    const files = ledger(a, 'codex-codex-s3').filter((e) => e.type.startsWith('file_'));
    expect(files.map((e) => `${e.type} ${e.path}`)).toEqual(['file_write src/new.js', 'file_delete src/old.js', 'file_write src/moved.js', 'file_delete src/a.ts']);
    expect(files[0]).toMatchObject({ tool: 'apply_patch', bytes: 20 });
  });

  it('gemini: shell and file tools; AfterAgent vetoes with a JSON decision; the model comes from the transcript', () => {
    const transcript = join(a.dir, '.git', 'gemini-session.jsonl');
    writeFileSync(transcript, [
      JSON.stringify({ sessionId: 'g-1', kind: 'main' }),
      JSON.stringify({ id: 'u1', type: 'user', content: [{ text: 'fix' }] }),
      JSON.stringify({ id: 'm1', type: 'gemini', content: '', model: 'gemini-3.1-pro-preview' }),
      JSON.stringify({ $set: { lastUpdated: 'x' } }),
    ].join('\n') + '\n');
    const base = { session_id: 'g-1', transcript_path: transcript, cwd: a.dir, timestamp: '2026-11-21T10:00:00Z' };
    const hook = (p: object) => a.cli(['hook', 'gemini'], JSON.stringify({ ...base, ...p }));
    a.repo.write('src/a.ts', 'export const a = 7;\n');
    hook({ hook_event_name: 'AfterTool', tool_name: 'replace', tool_input: { file_path: join(a.dir, 'src/a.ts'), old_string: '1', new_string: '7' }, tool_response: { llmContent: 'ok', returnDisplay: 'ok' } });
    hook({ hook_event_name: 'AfterTool', tool_name: 'run_shell_command', tool_input: { command: 'npm run build' }, tool_response: { llmContent: '<untrusted_context>\nOutput: Exit Code: 0\nExit Code: 2\nProcess Group PGID: 9\n</untrusted_context>', returnDisplay: '' } });
    // Gemini's documented decision (exit 0, JSON on stdout): the reason becomes the next prompt, and
    // Gemini does not report the hook as failed, as it does for exit 2.
    const vetoed = hook({ hook_event_name: 'AfterAgent', prompt: 'fix', prompt_response: 'Fixed it. The build is green.', stop_hook_active: false });
    expect(vetoed).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(vetoed.stdout)).toEqual({ decision: 'block', reason: expect.stringContaining('the last build run failed: `npm run build` exited 2') });
    hook({ hook_event_name: 'AfterTool', tool_name: 'run_shell_command', tool_input: { command: 'npm test' }, tool_response: { llmContent: '<untrusted_context>\nOutput: Tests  4 passed (4)\nProcess Group PGID: 10\n</untrusted_context>', returnDisplay: '' } });
    hook({ hook_event_name: 'AfterTool', tool_name: 'run_shell_command', tool_input: { command: 'npm run build' }, tool_response: { llmContent: '<untrusted_context>\nOutput: built\nProcess Group PGID: 11\n</untrusted_context>', returnDisplay: '' } });
    const stop = hook({ hook_event_name: 'AfterAgent', prompt: 'fix', prompt_response: 'Fixed it. The build is green.', stop_hook_active: true });
    expect(stop).toMatchObject({ code: 0, stdout: '' });
    const entries = ledger(a, 'gemini-g-1');
    expect(entries.map((e) => e.type)).toEqual(['session', 'file_edit', 'shell_exec', 'verification', 'session', 'shell_exec', 'verification', 'shell_exec', 'verification', 'session']);
    expect(entries[2]).toMatchObject({ exitCode: 2 });
    expect(entries[4]).toMatchObject({ event: 'veto' });
    expect(entries.at(-1)).toMatchObject({ event: 'finish', outcome: 'success', agent: { name: 'gemini', model: 'gemini-3.1-pro-preview' } });
    expect(a.cli(['summary']).stdout).toContain('gemini (gemini-3.1-pro-preview)');
  });

  // Cursor's stop payload carries no final message, so there is no claim to veto: the turn is recorded.
  it('cursor: shell, file and MCP events, and the stop', () => {
    const base = { conversation_id: 'conv-9', generation_id: 'gen-1', workspace_roots: [a.dir] };
    a.repo.write('src/a.ts', 'export const a = 8;\n');
    a.cli(['hook', 'cursor'], JSON.stringify({ ...base, hook_event_name: 'afterFileEdit', file_path: join(a.dir, 'src/a.ts'), edits: [{ old_string: '1', new_string: '8' }] }));
    a.cli(['hook', 'cursor'], JSON.stringify({ ...base, hook_event_name: 'afterShellExecution', command: 'npx jest', output: 'Tests:       2 passed, 2 total', duration: 812.4 }));
    a.cli(['hook', 'cursor'], JSON.stringify({ ...base, hook_event_name: 'afterMCPExecution', tool_name: 'linear.create_issue', tool_input: '{"title":"x"}', result_json: '{"id":1}', duration: 50 }));
    const stop = a.cli(['hook', 'cursor'], JSON.stringify({ ...base, hook_event_name: 'stop', status: 'completed', loop_count: 0 }));
    expect(stop.code).toBe(0);
    const entries = ledger(a, 'cursor-conv-9');
    expect(entries.map((e) => e.type)).toEqual(['session', 'file_edit', 'shell_exec', 'verification', 'tool_call', 'session']);
    expect(entries[3]).toMatchObject({ passed: true, exitCode: null, tests: { passed: 2, failed: 0, skipped: 0 } });
    a.cli(['init', '--agent', 'cursor']);
    const cfg = JSON.parse(readFileSync(join(a.dir, '.cursor', 'hooks.json'), 'utf8')) as any;
    expect(cfg.version).toBe(1);
    expect(cfg.hooks.stop[0]).toMatchObject({ loop_limit: 3 });
    expect(cfg.hooks.stop[0].command).toMatch(/hook cursor'$/);
  });

  it('opencode: the plugin is installed, and its forwarded events are recorded', () => {
    expect(a.cli(['init', '--agent', 'opencode']).stdout).toContain('created');
    expect(readFileSync(join(a.dir, '.opencode', 'plugin', 'proofledger.js'), 'utf8')).toContain('"tool.execute.after"');
    const base = { session_id: 'ses_1', cwd: a.dir };
    a.cli(['hook', 'opencode'], JSON.stringify({ ...base, hook_event_name: 'session.created' }));
    a.cli(['hook', 'opencode'], JSON.stringify({ ...base, hook_event_name: 'tool.execute.after', tool: 'bash', call_id: 'c1', args: { command: 'pytest -q' }, output: '5 passed in 0.10s', metadata: { exit: 0 } }));
    a.repo.write('src/b.ts', 'b\n');
    a.cli(['hook', 'opencode'], JSON.stringify({ ...base, hook_event_name: 'tool.execute.after', tool: 'write', call_id: 'c2', args: { filePath: join(a.dir, 'src/b.ts') }, output: '', metadata: {} }));
    const entries = ledger(a, 'opencode-ses_1');
    expect(entries.map((e) => e.type)).toEqual(['session', 'shell_exec', 'verification', 'file_write']);
    expect(entries[2]).toMatchObject({ check: 'test', passed: true, tests: { passed: 5, failed: 0, skipped: 0 } });
  });

  it('opencode: a finished text part (text.complete) is vetoed only for a claim the ledger does not back, and records nothing else', () => {
    const base = { session_id: 'ses_2', cwd: a.dir };
    const hook = (payload: object) => a.cli(['hook', 'opencode'], JSON.stringify({ ...base, ...payload }));
    hook({ hook_event_name: 'session.created' });
    a.repo.write('src/b.ts', 'b\n');
    hook({ hook_event_name: 'tool.execute.after', tool: 'write', call_id: 'c1', args: { filePath: join(a.dir, 'src/b.ts') }, output: '', metadata: {} });
    const before = ledger(a, 'opencode-ses_2').length;
    // Words the agent goes on from (a tool call follows): no veto, though the change is untested.
    const going = hook({ hook_event_name: 'text.complete', message: 'Now I will run the tests.' });
    expect(going).toMatchObject({ code: 0, stdout: '' });
    expect(ledger(a, 'opencode-ses_2')).toHaveLength(before);
    const claim = hook({ hook_event_name: 'text.complete', message: 'All tests pass.' });
    expect(claim.code).toBe(0);
    expect(JSON.parse(claim.stdout)).toMatchObject({ decision: 'block', reason: expect.stringContaining('no test run is recorded') });
    let entries = ledger(a, 'opencode-ses_2');
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({ type: 'session', event: 'veto', reason: expect.stringContaining('you said "All tests pass."') });
    // The turn ends (session.idle): the claim is the finish, after the veto; no second veto.
    expect(hook({ hook_event_name: 'session.idle', message: 'All tests pass.' })).toMatchObject({ code: 0, stdout: '' });
    entries = ledger(a, 'opencode-ses_2');
    expect(entries.at(-1)).toMatchObject({ type: 'session', event: 'finish', outcome: 'success', reason: 'All tests pass.' });
    expect(entries.filter((e) => e.event === 'veto')).toHaveLength(1);
  });

  it('opencode 1.18.33: the real payloads of each session, replayed: the unproven claims are vetoed, the proven one is not, and each turn finishes with its model', () => {
    const dir = join(REPO_ROOT, 'test/vectors/agents/opencode/1.18.33');
    const replay = (kind: string, order: string[]) => {
      let stdout = '';
      for (const name of order) {
        const payload = JSON.parse(readFileSync(join(dir, `${kind}-${name}.json`), 'utf8').split('<REPO>').join(a.dir)) as Record<string, any>;
        if (payload['tool'] === 'write') a.repo.write(String(payload['args'].filePath).slice(a.dir.length + 1), payload['args'].content);
        const r = a.cli(['hook', 'opencode'], JSON.stringify(payload));
        expect(r.code, r.stderr).toBe(0);
        if (name === 'text.complete') stdout = r.stdout;
      }
      const session = JSON.parse(readFileSync(join(dir, `${kind}-session.created.json`), 'utf8'))['session_id'];
      return { stdout, entries: ledger(a, `opencode-${session}`) };
    };
    const honest = replay('honest', ['session.created', 'tool.execute.after-write', 'tool.execute.after-bash', 'text.complete', 'session.idle']);
    expect(honest.stdout).toBe('');
    expect(honest.entries.filter((e) => e.type === 'session').map((e) => e.event)).toEqual(['start', 'finish']);
    expect(honest.entries.at(-1)).toMatchObject({ outcome: 'success', reason: 'All tests pass.', agent: { name: 'opencode', model: 'fake/fake-model' } });
    for (const [kind, order] of [['dishonest', ['session.created', 'tool.execute.after-write', 'text.complete', 'session.idle']], ['failing', ['session.created', 'tool.execute.after-write', 'tool.execute.after-bash', 'text.complete', 'session.idle']]] as const) {
      const { stdout, entries } = replay(kind, [...order]);
      expect(JSON.parse(stdout), kind).toMatchObject({ decision: 'block', reason: expect.stringMatching(/^proofledger: you said/) });
      expect(entries.filter((e) => e.type === 'session').map((e) => e.event), kind).toEqual(['start', 'veto', 'finish']);
    }
  });

  it('opencode: the plugin sends a vetoed claim back to the model as a user message (noReply), once a turn', async () => {
    a.cli(['init', '--agent', 'opencode']);
    mkdirSync(join(a.dir, 'node_modules', '.bin'), { recursive: true });
    symlinkSync(join(REPO_ROOT, 'bin', 'proofledger.cjs'), join(a.dir, 'node_modules', '.bin', 'proofledger'));
    const { ProofledgerPlugin } = (await import(pathToFileURL(join(a.dir, '.opencode', 'plugin', 'proofledger.js')).href + '?veto')) as { ProofledgerPlugin: (ctx: { directory: string; client: unknown }) => Promise<Record<string, (...args: any[]) => Promise<void>>> };
    // opencode's SDK client, as far as the plugin uses it: what it is asked to store.
    const prompts: any[] = [];
    const hooks = await ProofledgerPlugin({ directory: a.dir, client: { session: { prompt: async (req: unknown) => (prompts.push(req), { data: {} }) } } });
    await hooks['event']!({ event: { type: 'session.created', properties: { info: { id: 'ses_7' } } } });
    a.repo.write('src/c.ts', 'c\n');
    await hooks['tool.execute.after']!({ tool: 'write', sessionID: 'ses_7', callID: 'c1' }, { args: { filePath: join(a.dir, 'src/c.ts') }, output: '', metadata: {} });
    const text = { text: 'All tests pass.' };
    await hooks['experimental.text.complete']!({ sessionID: 'ses_7', messageID: 'msg_1', partID: 'prt_1' }, text);
    expect(text.text).toBe('All tests pass.'); // the model's words are never rewritten
    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toMatchObject({ path: { id: 'ses_7' }, body: { noReply: true, parts: [{ type: 'text', text: expect.stringContaining('no test run is recorded') }] } });
    // The model says it again in the same turn: recorded at the turn's end, not vetoed twice.
    await hooks['experimental.text.complete']!({ sessionID: 'ses_7', messageID: 'msg_2', partID: 'prt_2' }, { text: 'All tests pass.' });
    expect(prompts).toHaveLength(1);
    await hooks['event']!({ event: { type: 'session.idle', properties: { sessionID: 'ses_7' } } });
    // A new turn may be vetoed again.
    await hooks['experimental.text.complete']!({ sessionID: 'ses_7', messageID: 'msg_3', partID: 'prt_3' }, { text: 'All tests pass.' });
    expect(prompts).toHaveLength(2);
    expect(ledger(a, 'opencode-ses_7').filter((e) => e.type === 'session').map((e) => e.event)).toEqual(['start', 'veto', 'finish', 'veto']);
  });

  it('opencode: the installed plugin itself records through the project\'s bin, awaited without blocking the event loop', async () => {
    a.cli(['init', '--agent', 'opencode']);
    mkdirSync(join(a.dir, 'node_modules', '.bin'), { recursive: true });
    symlinkSync(join(REPO_ROOT, 'bin', 'proofledger.cjs'), join(a.dir, 'node_modules', '.bin', 'proofledger'));
    const { ProofledgerPlugin } = (await import(pathToFileURL(join(a.dir, '.opencode', 'plugin', 'proofledger.js')).href)) as { ProofledgerPlugin: (ctx: { directory: string }) => Promise<Record<string, (...args: any[]) => Promise<void>>> };
    const hooks = await ProofledgerPlugin({ directory: a.dir });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    try {
      await hooks['event']!({ event: { type: 'session.created', properties: { info: { id: 'ses_9' } } } });
      await hooks['tool.execute.after']!({ tool: 'bash', sessionID: 'ses_9', callID: 'c1', args: { command: 'pytest -q' } }, { output: '3 passed in 0.10s', metadata: { exit: 0 } });
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(0); // the event loop ran while the hook processes did
    expect(ledger(a, 'opencode-ses_9').map((e) => e.type)).toEqual(['session', 'shell_exec', 'verification']);
  });
});
