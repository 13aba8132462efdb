import { readFileSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { AgentRepo } from '../support/agentScenario.js';
import { BIN } from '../support/cli.js';

// Every local consumer of evidence reads only verified sessions: a "passed": true edited in by hand
// (hash not recomputed) proves nothing to `evidence`, the MCP tool or the agents' stop veto.
describe('verified reads', () => {
  let a: AgentRepo;
  beforeEach(() => (a = new AgentRepo()));
  afterEach(() => a.cleanup());

  /** A Claude Code session whose test failed, then the failure edited into a pass by hand. */
  function forgedPass(): string {
    const base = { session_id: 'v1', cwd: a.dir };
    a.cli(['hook', 'claude-code'], JSON.stringify({ ...base, hook_event_name: 'SessionStart', source: 'startup' }));
    a.cli(['hook', 'claude-code'], JSON.stringify({ ...base, hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command: 'npm test' }, error: 'Exit code 1\nTests  1 failed | 2 passed (3)' }));
    const path = a.sessionPath('claude-code-v1');
    writeFileSync(path, readFileSync(path, 'utf8').replace('"passed":false', '"passed":true').replace('"exitCode":1', '"exitCode":0'));
    return path;
  }

  it('proofledger evidence: not proven, and the file is named', () => {
    forgedPass();
    const r = a.cli(['evidence', 'test']);
    expect(r.code).toBe(1);
    expect(r.stdout).not.toContain('PROVEN:');
    expect(r.stderr).toMatch(/claude-code-v1\.jsonl: fails verification .*hash_mismatch/);
  });

  it('summary: no check result from a session file that fails verification', () => {
    forgedPass();
    const r = a.cli(['summary']);
    expect(r.stdout).toMatch(/claude-code-v1\.jsonl: fails verification .*: its check results are not evidence/);
    expect(r.stdout).not.toMatch(/test +PASS/);
  });

  it('the stop veto: refused, and the veto is recorded in the session', () => {
    forgedPass();
    const stop = a.cli(['hook', 'claude-code'], JSON.stringify({ session_id: 'v1', cwd: a.dir, hook_event_name: 'Stop', stop_hook_active: false, last_assistant_message: 'All tests pass.' }));
    expect(stop.code).toBe(2);
    expect(stop.stderr).toContain('fails verification');
  });

  it('a veto leaves a trace; odd wording does not skip it for an agent that changed code', () => {
    const base = { session_id: 'v2', cwd: a.dir };
    a.cli(['hook', 'claude-code'], JSON.stringify({ ...base, hook_event_name: 'SessionStart', source: 'startup' }));
    a.repo.write('src/a.ts', 'export const a = 5;\n');
    a.cli(['hook', 'claude-code'], JSON.stringify({ ...base, hook_event_name: 'PostToolUse', tool_name: 'Edit', tool_input: { file_path: `${a.dir}/src/a.ts` }, tool_response: {} }));
    const stop = a.cli(['hook', 'claude-code'], JSON.stringify({ ...base, hook_event_name: 'Stop', stop_hook_active: false, last_assistant_message: 'Everything is in order, I am confident in it.' }));
    expect(stop.code).toBe(2);
    expect(stop.stderr).toContain('you changed src/a.ts');
    const entries = readFileSync(a.sessionPath('claude-code-v2'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries.at(-1)).toMatchObject({ type: 'session', event: 'veto', source: 'hook:claude-code' });
    expect(String(entries.at(-1)!['reason'])).toContain('no test run is recorded');
  });

  it('the MCP ledger_evidence tool: not proven, with the rejected file', async () => {
    forgedPass();
    const client = new Client({ name: 'proofledger-test', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp-server'], cwd: a.dir, stderr: 'ignore' }));
    try {
      const r = (await client.callTool({ name: 'ledger_evidence', arguments: { check: 'test' } })) as { content: { text: string }[] };
      const result = JSON.parse(r.content[0]!.text) as { status: string; rejected?: string[] };
      expect(result.status).not.toBe('proven');
      expect(result.rejected?.[0]).toContain('fails verification');
    } finally {
      await client.close();
    }
  });
});
