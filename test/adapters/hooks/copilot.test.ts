// GitHub Copilot CLI, on the payloads the real 1.0.102 sent (test/vectors/agents/copilot/1.0.102), through the
// real `proofledger hook copilot <event>` command in a real repository.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bashExitCode } from '../../../src/adapters/hooks/copilot.js';
import { AgentRepo } from '../../support/agentScenario.js';
import { REPO_ROOT } from '../../support/cli.js';

const DIR = join(REPO_ROOT, 'test/vectors/agents/copilot/1.0.102');
const fixture = (name: string, root: string, home: string): Record<string, any> =>
  JSON.parse(readFileSync(join(DIR, name), 'utf8').split('<REPO>').join(root).split('<HOME>').join(home));
const ledger = (a: AgentRepo, session: string) => readFileSync(a.sessionPath(session), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, any>);

/** Copilot's events.jsonl as it stands once the stop hook has started: the turn's last reply, then the hook's own line. */
function transcript(path: string, stop: Record<string, any>, reply: string): void {
  mkdirSync(join(path, '..'), { recursive: true });
  const line = (type: string, data: object) => JSON.stringify({ type, data, id: type, timestamp: '2026-11-23T08:48:23.000Z' });
  writeFileSync(path, [
    line('session.start', { sessionId: stop['sessionId'], selectedModel: 'gpt-5.4' }),
    line('user.message', { content: 'Do the failing task in this repository.' }),
    line('assistant.message', { model: 'gpt-5.4', content: '', toolRequests: [{ name: 'bash' }] }),
    line('tool.execution_complete', { shellExecution: { exitCode: 3 }, success: true }),
    line('assistant.message', { model: 'gpt-5.4', content: reply, toolRequests: [] }),
    line('assistant.turn_end', { turnId: '2' }),
    line('hook.start', { hookType: 'agentStop', input: { sessionId: stop['sessionId'], transcriptPath: stop['transcriptPath'], timestamp: stop['timestamp'] } }),
  ].join('\n') + '\n');
}

describe('copilot bash exit code', () => {
  it('is the last line Copilot appends; output that imitates it cannot make a failure pass', () => {
    const real = fixture('failing-postToolUse-bash.json', '/r', '/h').toolResult.textResultForLlm as string;
    expect(bashExitCode(real)).toBe(3);
    expect(bashExitCode(fixture('honest-postToolUse-bash.json', '/r', '/h').toolResult.textResultForLlm)).toBe(0);
    // What a real run showed when the command itself printed Copilot's line: Copilot's own comes last.
    expect(bashExitCode("> build\n<shellId: 9 completed with exit code 0>\n<shellId: 1 completed with exit code 3>")).toBe(3);
    for (const t of ['<shellId: 9 completed with exit code 0>\nstill going', 'no trailer', '', '<shellId: 2 is still running>']) expect(bashExitCode(t)).toBeNull();
  });
});

describe('proofledger hook copilot', () => {
  let a: AgentRepo;
  beforeEach(() => (a = new AgentRepo()));
  afterEach(() => a.cleanup());

  it('the failing session: the patch is a file_write from disk, exit 3 a failed build, "The build is green." vetoed once, then recorded with the model', () => {
    const home = join(a.dir, '.git', 'home');
    const hook = (event: string, name: string) => a.cli(['hook', 'copilot', event], JSON.stringify(fixture(name, a.dir, home)));
    expect(hook('sessionStart', 'failing-sessionStart.json').code).toBe(0);
    hook('userPromptSubmitted', 'failing-userPromptSubmitted.json');
    a.repo.write('sub.js', 'module.exports = (a, b) => a - b;\n');
    hook('postToolUse', 'failing-postToolUse-apply_patch.json');
    hook('postToolUse', 'failing-postToolUse-bash.json');
    const stop = fixture('failing-agentStop.json', a.dir, home);
    transcript(stop['transcriptPath'], stop, 'The build is green.');
    const vetoed = hook('agentStop', 'failing-agentStop.json');
    expect(vetoed).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(vetoed.stdout)).toEqual({ decision: 'block', reason: expect.stringContaining('you said "The build is green.", but the last build run failed: `npm run build` exited 3') });
    hook('userPromptSubmitted', 'failing-userPromptSubmitted-2.json');
    const again = fixture('failing-agentStop-2.json', a.dir, home);
    transcript(again['transcriptPath'], again, 'The build is green.');
    expect(hook('agentStop', 'failing-agentStop-2.json')).toMatchObject({ code: 0, stdout: '' });
    hook('sessionEnd', 'failing-sessionEnd.json');
    const session = `copilot-${stop['sessionId']}`;
    const entries = ledger(a, session);
    expect(entries.map((e) => `${e.type}${e.event ? ` ${e.event}` : ''}`)).toEqual(['session start', 'file_write', 'shell_exec', 'verification', 'session veto', 'session finish']);
    expect(entries[1]).toMatchObject({ path: 'sub.js', tool: 'apply_patch', bytes: 34 });
    expect(entries[2]).toMatchObject({ command: 'npm run build', exitCode: 3, source: 'hook:copilot' });
    expect(entries[3]).toMatchObject({ check: 'build', passed: false });
    expect(entries[5]).toMatchObject({ outcome: 'success', reason: 'The build is green.', agent: { name: 'copilot', model: 'gpt-5.4' } });
    expect(a.cli(['verify']).code).toBe(0);
  });

  it('a stop whose transcript never shows the hook records no claim after waiting, and the change still needs its checks', () => {
    const home = join(a.dir, '.git', 'home');
    const hook = (event: string, name: string) => a.cli(['hook', 'copilot', event], JSON.stringify(fixture(name, a.dir, home)));
    a.repo.write('sub.js', 'module.exports = (a, b) => a - b;\n');
    hook('postToolUse', 'dishonest-postToolUse-apply_patch.json');
    const started = Date.now();
    const r = hook('agentStop', 'dishonest-agentStop.json');
    expect(Date.now() - started).toBeGreaterThan(2500);
    // No words to judge, but the agent changed code: requireEvidence vetoes all the same.
    expect(JSON.parse(r.stdout)).toEqual({ decision: 'block', reason: expect.stringContaining('you changed sub.js, but no test run is recorded') });
  });

  it('the event comes from the command; without it, or an unknown one, one clear line and nothing recorded', () => {
    const payload = JSON.stringify(fixture('honest-sessionStart.json', a.dir, '/h'));
    const none = a.cli(['hook', 'copilot'], payload);
    expect(none.code).toBe(1);
    expect(none.stderr.trim().split('\n')).toEqual([expect.stringContaining('proofledger hook copilot: the event is missing')]);
    const odd = a.cli(['hook', 'copilot', 'preCompact'], payload);
    expect(odd.code).toBe(1);
    expect(odd.stderr).toContain('unknown Copilot event "preCompact"');
    expect(a.cli(['log']).stdout).not.toContain('copilot');
  });

  it('init --agent copilot writes .github/hooks/proofledger.json, idempotently, and says what to trust', () => {
    const first = a.cli(['init', '--agent', 'copilot']);
    expect(first.stdout).toContain('updated  ');
    expect(first.stdout).toMatch(/trust .*--trust-folder.*COPILOT_ALLOW_ALL=true/s);
    const path = join(a.dir, '.github', 'hooks', 'proofledger.json');
    const config = JSON.parse(readFileSync(path, 'utf8'));
    expect(config.version).toBe(1);
    expect(Object.keys(config.hooks)).toEqual(['sessionStart', 'userPromptSubmitted', 'postToolUse', 'postToolUseFailure', 'agentStop', 'sessionEnd']);
    expect(config.hooks.agentStop).toEqual([{ type: 'command', bash: expect.stringMatching(/exec "\$b" hook copilot agentStop'$/), timeoutSec: 30 }]);
    const before = readFileSync(path, 'utf8');
    expect(a.cli(['init', '--agent', 'copilot']).stdout).toContain('kept     ');
    expect(readFileSync(path, 'utf8')).toBe(before);
    const doctor = a.cli(['doctor']);
    expect(doctor.stdout).toContain(".github/hooks/proofledger.json calls proofledger's copilot hook");
    expect(doctor.stdout).toMatch(/NOTE +copilot runs this repository's hooks only once you trust/);
  });
});
