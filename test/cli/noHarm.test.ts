import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { makeTempDir, makeTempRepo } from '../support/tempRepo.js';

// Only `init` creates a ledger. A writing command run where there is none, or a hook whose payload
// names a folder that is not an initialized repository, refuses with one line and creates nothing.
describe('commands that do no harm by surprise', () => {
  let tmp: ReturnType<typeof makeTempDir>;
  beforeEach(() => (tmp = makeTempDir()));
  afterEach(() => tmp.cleanup());

  it.each([
    [['exec', '--', 'true']],
    [['exec', '--check', 'test', '--', 'true']],
    [['session', 'start']],
    [['record', 'x.txt']],
    [['index']],
  ])('%j outside an initialized repository: exit 2, "run proofledger init", nothing created', (args) => {
    const r = runCli(args, { cwd: tmp.dir, input: '' });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/run `proofledger init`/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(readdirSync(tmp.dir)).toEqual([]);
  });

  it('append outside an initialized repository creates nothing', () => {
    const r = runCli(['append'], { cwd: tmp.dir, input: JSON.stringify({ type: 'tool_call', tool: 'x', decision: 'approved' }) });
    expect(r.code).toBe(2);
    expect(readdirSync(tmp.dir)).toEqual([]);
  });

  it('a hook whose cwd does not exist, or is no initialized repository, writes nothing', () => {
    const repo = makeTempRepo();
    try {
      const missing = join(tmp.dir, 'nonexistent');
      let r = runCli(['hook', 'claude-code'], { cwd: repo.dir, input: JSON.stringify({ session_id: 's', cwd: missing, hook_event_name: 'SessionStart', source: 'startup' }) });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('field cwd');
      expect(existsSync(missing)).toBe(false);
      r = runCli(['hook', 'claude-code'], { cwd: repo.dir, input: JSON.stringify({ session_id: 's', cwd: repo.dir, hook_event_name: 'SessionStart', source: 'startup' }) });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('proofledger init');
      expect(existsSync(join(repo.dir, '.proofledger'))).toBe(false);
      expect(runCli(['init'], { cwd: repo.dir }).code).toBe(0);
      r = runCli(['hook', 'claude-code'], { cwd: tmp.dir, input: JSON.stringify({ session_id: 's', cwd: repo.dir, hook_event_name: 'SessionStart', source: 'startup' }) });
      expect(r.code).toBe(0);
      expect(existsSync(join(repo.dir, '.proofledger', 'sessions', 'claude-code-s.jsonl'))).toBe(true);
    } finally {
      repo.cleanup();
    }
  });
});
