// An agent must never wait on a hook: a hook reads at most MAX_HOOK_PAYLOAD_BYTES of stdin and refuses
// a payload nested deeper than MAX_HOOK_PAYLOAD_DEPTH, each with one line on stderr and exit 1 (a
// non-blocking error to every agent), before parsing it, and the ledger is left as it was. Through
// the real bin (build/hook.cjs), as an agent runs it.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_HOOK_PAYLOAD_BYTES, MAX_HOOK_PAYLOAD_DEPTH } from '../../../src/adapters/hooks/runHook.js';
import { jsonNestingExceeds } from '../../../src/format/strictJson.js';
import { BIN, runCli } from '../../support/cli.js';
import { makeTempRepo, type TempRepo } from '../../support/tempRepo.js';

const MB = 1 << 20;

/** The hook as an agent runs it. It stops reading past its cap, so writing the rest may meet a closed pipe (EPIPE): that is the point. */
function runHookProcess(cwd: string, input: string): { code: number | null; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, 'hook', 'claude-code'], { cwd, input, encoding: 'utf8', timeout: 60_000 });
  if (r.error && (r.error as NodeJS.ErrnoException).code !== 'EPIPE') throw r.error;
  return { code: r.status, stderr: r.stderr };
}

describe('hook payload bounds', () => {
  let repo: TempRepo;
  let sessions: () => string;
  const payload = (toolInput: string): string =>
    JSON.stringify({ session_id: 's', cwd: repo.dir, hook_event_name: 'PostToolUse', tool_name: 'mcp__x__y', tool_response: {} }).slice(0, -1) + `,"tool_input":${toolInput}}`;
  beforeAll(() => {
    repo = makeTempRepo();
    expect(runCli(['init'], { cwd: repo.dir }).code).toBe(0);
    expect(runCli(['hook', 'claude-code'], { cwd: repo.dir, input: JSON.stringify({ session_id: 's', cwd: repo.dir, hook_event_name: 'SessionStart', source: 'startup' }) }).code).toBe(0);
    const dir = join(repo.dir, '.proofledger', 'sessions');
    sessions = () => readdirSync(dir).filter((f) => f.endsWith('.jsonl')).map((f) => readFileSync(join(dir, f), 'utf8')).join('');
  });
  afterAll(() => repo.cleanup());

  it.each([
    ['1 MB of [', () => payload('{"a":' + '['.repeat(MB) + ']'.repeat(MB) + '}'), /stdin nests objects or arrays deeper than 64 levels; nothing recorded\n$/],
    ['1 MB of {"a":', () => payload('{"a":'.repeat(MB / 5) + '1' + '}'.repeat(MB / 5)), /stdin nests objects or arrays deeper than 64 levels; nothing recorded\n$/],
    ['one level too deep', () => payload('['.repeat(MAX_HOOK_PAYLOAD_DEPTH) + ']'.repeat(MAX_HOOK_PAYLOAD_DEPTH)), /deeper than 64 levels/],
    ['one byte more than the cap', () => payload(JSON.stringify({ content: 'x'.repeat(MAX_HOOK_PAYLOAD_BYTES) })), /stdin holds more than 8388608 bytes \(the most a hook reads\); nothing recorded\n$/],
    ['32 MB of anything', () => 'x'.repeat(32 * MB), /stdin holds more than 8388608 bytes/],
  ])('%s: one line, exit 1, nothing recorded', (_name, make, message) => {
    const before = sessions();
    const r = runHookProcess(repo.dir, make());
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(sessions()).toBe(before);
  });

  it('a payload at the depth limit, brackets inside strings aside, is recorded', () => {
    const before = sessions();
    const nested = '['.repeat(MAX_HOOK_PAYLOAD_DEPTH - 2) + '"[[[[{{{{"' + ']'.repeat(MAX_HOOK_PAYLOAD_DEPTH - 2);
    const r = runCli(['hook', 'claude-code'], { cwd: repo.dir, input: payload(`{"a":${nested}}`) });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(sessions().length).toBeGreaterThan(before.length);
  });
});

describe('jsonNestingExceeds', () => {
  it('counts brackets outside strings only, escapes included', () => {
    expect(jsonNestingExceeds('[[1]]', 2)).toBe(false);
    expect(jsonNestingExceeds('[[[1]]]', 2)).toBe(true);
    expect(jsonNestingExceeds('["[[[[", "\\"[[[["]', 1)).toBe(false);
    expect(jsonNestingExceeds('{"a\\\\":[[]]}', 2)).toBe(true);
  });
});
