// A claim an agent makes on the stop after a veto is not vetoed again (that would loop): the gate
// and `summary` are where it shows as unproven. Driven through the real hook command with Claude
// Code's payload shapes, committed, and gated in a real repository.
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AgentRepo } from '../support/agentScenario.js';

describe('a claim made after a veto', () => {
  let a: AgentRepo;
  const id = '5e3f7a10-0c2b-4d5e-9f00-aabbccddeeff';
  const session = `claude-code-${id}`;
  beforeEach(() => (a = new AgentRepo()));
  afterEach(() => a.cleanup());
  const hook = (payload: object) => a.cli(['hook', 'claude-code'], JSON.stringify({ session_id: id, transcript_path: join(a.dir, '.git', 'transcript.jsonl'), cwd: a.dir, ...payload }));

  function failingBuildThenClaim(): void {
    hook({ hook_event_name: 'SessionStart', source: 'startup' });
    a.repo.write('src/a.ts', 'export const a = 2;\n');
    hook({ hook_event_name: 'PostToolUse', tool_name: 'Edit', tool_input: { file_path: join(a.dir, 'src/a.ts') }, tool_response: {} });
    hook({ hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command: 'npx vitest run' }, tool_response: { stdout: ' Tests  2 passed (2)', stderr: '' } });
    hook({ hook_event_name: 'PostToolUseFailure', tool_name: 'Bash', tool_input: { command: 'npm run build' }, error: 'Exit code 3\nsrc/a.ts(1,1): error TS1005', is_interrupt: false });
    expect(hook({ hook_event_name: 'Stop', stop_hook_active: false, last_assistant_message: 'The build is green.' }).code).toBe(2);
  }

  it('is shown unproven by summary and refused by the gate, naming the veto', () => {
    failingBuildThenClaim();
    expect(hook({ hook_event_name: 'Stop', stop_hook_active: true, last_assistant_message: 'The build is green.' }).code).toBe(0);
    const summary = a.cli(['summary', '--json']);
    expect(summary.code).toBe(0);
    const claim = JSON.parse(summary.stdout)[0].claim;
    expect(claim).toMatchObject({ text: 'The build is green.', line: 8, afterVeto: 7, proven: false });
    expect(claim.checks).toEqual([
      { check: 'build', status: 'failed', message: 'the last build run failed: `npm run build` exited 3' },
      { check: 'test', status: 'proven', message: expect.stringContaining('test passed') },
    ]);
    expect(a.cli(['summary']).stdout).toContain('claim      "The build is green." (line 8) after a veto (line 7): UNPROVEN: the last build run failed: `npm run build` exited 3');

    a.commit('Fix a');
    const gate = a.gate();
    expect(gate.code).toBe(1);
    const refused = gate.json.findings.filter((f) => f.code === 'CLAIM_UNPROVEN' && f.severity === 'error');
    expect(refused.map((f) => f.message)).toEqual([
      `session ${session} (line 8) claims "The build is green." after proofledger vetoed the stop for it (line 7), but the last build run failed: \`npm run build\` exited 3`,
    ]);
  });

  it('is proven when the agent ran the check after the veto and it passed', () => {
    failingBuildThenClaim();
    hook({ hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command: 'npm run build' }, tool_response: { stdout: 'built', stderr: '' } });
    expect(hook({ hook_event_name: 'Stop', stop_hook_active: true, last_assistant_message: 'Fixed. The build is green.' }).code).toBe(0);
    const claim = JSON.parse(a.cli(['summary', '--json']).stdout)[0].claim;
    expect(claim).toMatchObject({ text: 'The build is green.', afterVeto: 7, proven: true });
    expect(a.cli(['summary']).stdout).toMatch(/claim {6}"The build is green\." \(line 10\) after a veto \(line 7\): proven/);
    a.commit('Fix a');
    const gate = a.gate();
    expect(gate.json.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(gate.code).toBe(0);
  });

  it('a claim on a first stop that is proven shows no veto', () => {
    hook({ hook_event_name: 'SessionStart', source: 'startup' });
    a.repo.write('src/a.ts', 'export const a = 2;\n');
    hook({ hook_event_name: 'PostToolUse', tool_name: 'Edit', tool_input: { file_path: join(a.dir, 'src/a.ts') }, tool_response: {} });
    hook({ hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command: 'npx vitest run' }, tool_response: { stdout: ' Tests  2 passed (2)', stderr: '' } });
    expect(hook({ hook_event_name: 'Stop', stop_hook_active: false, last_assistant_message: 'All tests pass.' }).code).toBe(0);
    const claim = JSON.parse(a.cli(['summary', '--json']).stdout)[0].claim;
    expect(claim).toMatchObject({ text: 'All tests pass.', proven: true });
    expect(claim.afterVeto).toBeUndefined();
  });
});
