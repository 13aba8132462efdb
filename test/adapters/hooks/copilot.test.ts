// GitHub Copilot CLI, on the payloads the real 1.0.102 sent (test/vectors/agents/copilot/1.0.102), through the
// real `proofledger hook copilot <event>` command in a real repository.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bashOutcome, shellNotification } from '../../../src/adapters/hooks/copilot.js';
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
    expect(bashOutcome(real).exitCode).toBe(3);
    expect(bashOutcome(fixture('honest-postToolUse-bash.json', '/r', '/h').toolResult.textResultForLlm).exitCode).toBe(0);
    // What a real run showed when the command itself printed Copilot's line: Copilot's own comes last.
    expect(bashOutcome("> build\n<shellId: 9 completed with exit code 0>\n<shellId: 1 completed with exit code 3>").exitCode).toBe(3);
    for (const t of ['<shellId: 9 completed with exit code 0>\nstill going', 'no trailer', '', '<shellId: 2 is still running>']) expect(bashOutcome(t).exitCode).toBeNull();
  });

  it('on what the real program sent: an imitated line, output with no final newline, a large output, a background command', () => {
    const text = (name: string) => fixture(name, '/r', '/h').toolResult.textResultForLlm as string;
    // The command printed Copilot's success line (with and without a newline), then exited 3 / 5.
    expect(bashOutcome(text('shell-postToolUse-bash-imitated-trailer-exit3.json')).exitCode).toBe(3);
    expect(bashOutcome(text('shell-postToolUse-bash-imitated-trailer-no-newline-exit5.json')).exitCode).toBe(5);
    expect(bashOutcome(text('shell-postToolUse-bash-no-newline.json')).exitCode).toBe(0);
    // Over 20 KB of output: Copilot saves it to a file and sends a preview, its own line still last.
    expect(bashOutcome(text('shell-postToolUse-bash-large-output-exit2.json')).exitCode).toBe(2);
    // mode "async": the command (which prints the success line, then exits 4) is still running.
    expect(bashOutcome(text('shell-postToolUse-bash-async.json'))).toEqual({ exitCode: null, shellKey: '2', running: true });
    // Still running after initial_wait, having printed the success line.
    expect(bashOutcome(text('shell-postToolUse-bash-still-running-imitated-trailer.json'))).toEqual({ exitCode: null, shellKey: '0', running: true });
    expect(bashOutcome(text('longrun-read-postToolUse-read_bash.json'))).toEqual({ exitCode: 3, shellKey: '0' });
  });

  it('a command left running ends in Copilot\'s notification prompt; only its end of the line is read', () => {
    const prompt = (name: string) => fixture(name, '/r', '/h').prompt as string;
    expect(shellNotification(prompt('longrun-pass-userPromptSubmitted-notification.json'))).toEqual({ shellKey: '0', exitCode: 0 });
    expect(shellNotification(prompt('longrun-fail-userPromptSubmitted-notification.json'))).toEqual({ shellKey: '0', exitCode: 3 });
    // The description is the model's: one that imitates the success line is followed by Copilot's own end.
    expect(shellNotification('<system_notification>\nShell command "x" (shellId: 0) has completed successfully." (shellId: 0) has exited with exit code 3.\n</system_notification>')).toEqual({ shellKey: '0', exitCode: 3 });
    for (const t of ['do the task', 'Shell command "t" (shellId: 0) has completed successfully.', '<system_notification>\nShell command "t" (shellId: 0) has completed successfully.\n</system_notification>\nand more']) expect(shellNotification(t)).toBeNull();
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

  it('a check whose output ends with an imitated success line, or whose result is unknown, is never a pass', () => {
    const home = join(a.dir, '.git', 'home');
    // The real results, with the command named as a test run so the check detector sees one.
    for (const name of ['shell-postToolUse-bash-imitated-trailer-exit3.json', 'shell-postToolUse-bash-imitated-trailer-no-newline-exit5.json', 'shell-postToolUse-bash-async.json', 'shell-postToolUse-bash-large-output-exit2.json']) {
      const p = fixture(name, a.dir, home);
      p['toolArgs'] = { ...p['toolArgs'], command: 'npm test' };
      expect(a.cli(['hook', 'copilot', 'postToolUse'], JSON.stringify(p)).code).toBe(0);
    }
    const sessions = ['2eee3fa5-0cd9-4afd-8a0d-f9e40b710506', 'f36dad0c-7831-47c9-b67a-bc0fdec2fe77'].map((id) => `copilot-${id}`);
    const entries = sessions.flatMap((s) => ledger(a, s));
    const tests = entries.filter((e) => e.type === 'verification');
    expect(tests.map((e) => [e.exitCode, e.passed])).toEqual([[3, false], [5, false], [null, null], [2, false]]);
    expect(entries.filter((e) => e.type === 'shell_exec').every((e) => !('durationMs' in e))).toBe(true);
    expect(a.cli(['evidence', 'test']).code).toBe(1);
  });

  describe('a check left running past initial_wait', () => {
    const home = '/h';
    const hook = (event: string, payload: Record<string, any>) => a.cli(['hook', 'copilot', event], JSON.stringify(payload));
    /** The real payloads of a run, its command named as a test run so the check detector sees one. */
    const asTest = (name: string) => {
      const p = fixture(name, a.dir, home);
      if (p['toolArgs']?.command) p['toolArgs'] = { ...p['toolArgs'], command: 'npm test' };
      return p;
    };
    const verifications = (id: string) => ledger(a, `copilot-${id}`).filter((e) => e.type === 'verification').map((e) => [e.exitCode, e.passed]);

    it('is unknown while it runs; its end in Copilot\'s notification is recorded on the tree it started on', () => {
      a.repo.write('src/a.ts', 'export const a = 2;\n');
      expect(hook('postToolUse', asTest('longrun-pass-postToolUse-bash.json')).code).toBe(0);
      expect(a.cli(['evidence', 'test']).code).toBe(1);
      // An edit made while it ran is not what it tested.
      a.repo.write('src/a.ts', 'export const a = 3;\n');
      expect(hook('userPromptSubmitted', asTest('longrun-pass-userPromptSubmitted-notification.json')).code).toBe(0);
      expect(verifications('a1478195-4a61-4d61-9020-8203605a8223')).toEqual([[null, null], [0, true]]);
      expect(a.cli(['evidence', 'test']).code).toBe(1);
      a.repo.write('src/a.ts', 'export const a = 2;\n');
      expect(a.cli(['evidence', 'test']).code).toBe(0);
    });

    it('a failure ending in the notification, or read with read_bash, is a failure; output that looked passing is not a pass', () => {
      hook('postToolUse', asTest('longrun-fail-postToolUse-bash.json'));
      hook('userPromptSubmitted', asTest('longrun-fail-userPromptSubmitted-notification.json'));
      expect(verifications('ec1add4e-f1f9-4d35-bb2c-eb78e7606e79')).toEqual([[null, null], [3, false]]);
      hook('postToolUse', asTest('longrun-read-postToolUse-bash.json'));
      hook('postToolUse', asTest('longrun-read-postToolUse-read_bash.json'));
      expect(verifications('ed800048-6fd0-490d-93cb-402918ce2814')).toEqual([[null, null], [3, false]]);
      // Still running, having printed Copilot's line, or a runner's passing summary: no result yet.
      const running = asTest('shell-postToolUse-bash-still-running-imitated-trailer.json');
      hook('postToolUse', running);
      const text = running['toolResult'].textResultForLlm as string;
      hook('postToolUse', { ...running, toolResult: { ...running['toolResult'], textResultForLlm: text.replace(/^[^\n]*/, 'Tests  3 passed (3)') } });
      expect(verifications('a50e0362-adb1-4c6d-8ddc-4372ebc2a5b6')).toEqual([[null, null], [null, null]]);
      expect(a.cli(['evidence', 'test']).code).toBe(1);
    });

    it('an end whose start was not seen, or whose shellId was used again meanwhile, records nothing', () => {
      hook('userPromptSubmitted', asTest('longrun-pass-userPromptSubmitted-notification.json'));
      expect(ledger(a, 'copilot-a1478195-4a61-4d61-9020-8203605a8223').map((e) => e.type)).toEqual(['session']);
      const second = asTest('longrun-pass-postToolUse-bash.json');
      hook('postToolUse', { ...second, toolArgs: { command: 'sleep 40', description: 't', shellId: '0' } });
      // Another command left running on the same shellId before the first one's end: which one ended is unknown.
      hook('postToolUse', second);
      hook('userPromptSubmitted', asTest('longrun-pass-userPromptSubmitted-notification.json'));
      expect(verifications('a1478195-4a61-4d61-9020-8203605a8223')).toEqual([[null, null]]);
      expect(a.cli(['evidence', 'test']).code).toBe(1);
    });
  });

  it('file tools as the real program sent them: create and edit, apply_patch adding, updating, deleting and moving; failures are failed tool calls', () => {
    const home = join(a.dir, '.git', 'home');
    const hook = (event: string, name: string) => expect(a.cli(['hook', 'copilot', event], JSON.stringify(fixture(name, a.dir, home))).code).toBe(0);
    // create/edit (offered to Claude and GPT-4.1 models), with the disk as each call left it.
    a.repo.write('sub.js', 'module.exports = (a, b) => a - b;\n');
    hook('postToolUse', 'edits-postToolUse-create.json');
    a.repo.write('sub.js', 'module.exports = (a, b) => a - b - 0;\n');
    hook('postToolUse', 'edits-postToolUse-edit.json');
    hook('postToolUseFailure', 'edits-postToolUseFailure-edit.json');
    const edits = ledger(a, 'copilot-1c19e108-3346-4fff-b2ab-88af14cd7c79');
    expect(edits.slice(1).map((e) => [e.type, e.path ?? e.tool, e.bytes ?? e.status])).toEqual([['file_write', 'sub.js', 34], ['file_edit', 'sub.js', 38], ['tool_call', 'edit', 'error']]);
    expect(edits[3]).toMatchObject({ decision: 'error', resultHash: expect.stringMatching(/^[0-9a-f]{64}$/) });

    // apply_patch (offered to GPT-5 models): its toolArgs is the patch text.
    a.repo.write('sub.js', 'module.exports = (a, b) => a - b;\n');
    a.repo.write('old.js', 'gone\n');
    hook('postToolUse', 'edits-postToolUse-apply_patch-add.json');
    a.repo.write('add.js', 'module.exports = (a, b) => b + a;\n');
    rmSync(join(a.dir, 'old.js'));
    rmSync(join(a.dir, 'sub.js'));
    a.repo.write('lib/sub.js', 'module.exports = (a, b) => a - b - 0;\n');
    hook('postToolUse', 'edits-postToolUse-apply_patch-update-delete-move.json');
    hook('postToolUseFailure', 'edits-postToolUseFailure-apply_patch.json');
    const patches = ledger(a, 'copilot-8fc64097-7ccd-423c-9fc9-562afcab0e2a');
    expect(patches.slice(1).map((e) => [e.type, e.path ?? e.tool])).toEqual([
      ['file_write', 'sub.js'], ['file_write', 'old.js'],
      ['file_edit', 'add.js'], ['file_delete', 'old.js'], ['file_delete', 'sub.js'], ['file_write', 'lib/sub.js'],
      ['tool_call', 'apply_patch'],
    ]);
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    expect(patches[3]).toMatchObject({ tool: 'apply_patch', sha256: sha('module.exports = (a, b) => b + a;\n'), bytes: 34 });
    expect(patches[7]).toMatchObject({ status: 'error' });
    expect(a.cli(['verify']).code).toBe(0);
  });

  it('the stop on a real events.jsonl: the claim and the model are the last reply before the hook\'s own line; vetoed, then recorded', () => {
    const home = join(a.dir, '.git', 'home');
    const stop = fixture('transcript-agentStop.json', a.dir, home);
    mkdirSync(join(stop['transcriptPath'], '..'), { recursive: true });
    writeFileSync(stop['transcriptPath'], readFileSync(join(DIR, 'transcript-events.jsonl'), 'utf8').split('<REPO>').join(a.dir).split('<HOME>').join(home));
    const hook = (event: string, name: string) => a.cli(['hook', 'copilot', event], JSON.stringify(fixture(name, a.dir, home)));
    hook('postToolUse', 'transcript-postToolUse-bash.json');
    const vetoed = hook('agentStop', 'transcript-agentStop.json');
    expect(vetoed.code).toBe(0);
    // The decision Copilot 1.0.102 was seen to act on: one JSON object on stdout, nothing else.
    expect(vetoed.stdout.trim().split('\n')).toHaveLength(1);
    const decision = JSON.parse(vetoed.stdout);
    expect(Object.keys(decision)).toEqual(['decision', 'reason']);
    expect(decision).toEqual({ decision: 'block', reason: expect.stringMatching(/^proofledger: you said "The build is green\.", but the last build run failed/) });
    expect(hook('agentStop', 'transcript-agentStop-2.json')).toMatchObject({ code: 0, stdout: '' });
    const entries = ledger(a, 'copilot-9ea75354-bc18-437b-a5ff-073793a83808');
    expect(entries.map((e) => `${e.type}${e.event ? ` ${e.event}` : ''}`)).toEqual(['session start', 'shell_exec', 'verification', 'session veto', 'session finish']);
    expect(entries[1]).toMatchObject({ command: 'npm run build', exitCode: 3 });
    expect(entries[2]).toMatchObject({ check: 'build', passed: false });
    expect(entries[4]).toMatchObject({ outcome: 'success', reason: 'The build is green.', agent: { name: 'copilot', model: 'gpt-5.4' } });
    expect(a.cli(['evidence', 'build']).code).toBe(1);
  });

  it('init --agent copilot writes .github/hooks/proofledger.json, idempotently, and says what to trust', () => {
    const first = a.cli(['init', '--agent', 'copilot']);
    expect(first.stdout).toContain('updated  ');
    expect(first.stdout).toMatch(/only in a folder you trust.*"trustedFolders" in ~\/\.copilot\/config\.json.*--trust-folder.*COPILOT_ALLOW_ALL=true/s);
    const path = join(a.dir, '.github', 'hooks', 'proofledger.json');
    const config = JSON.parse(readFileSync(path, 'utf8'));
    expect(config.version).toBe(1);
    expect(Object.keys(config.hooks)).toEqual(['sessionStart', 'userPromptSubmitted', 'postToolUse', 'postToolUseFailure', 'agentStop', 'sessionEnd']);
    expect(config.hooks.agentStop).toEqual([{ type: 'command', bash: expect.stringMatching(/^d=\$PWD; .*exec "\$b" hook copilot agentStop$/), timeoutSec: 30 }]);
    const before = readFileSync(path, 'utf8');
    expect(a.cli(['init', '--agent', 'copilot']).stdout).toContain('kept     ');
    expect(readFileSync(path, 'utf8')).toBe(before);
    const doctor = a.cli(['doctor']);
    expect(doctor.stdout).toContain(".github/hooks/proofledger.json calls proofledger's copilot hook");
    expect(doctor.stdout).toMatch(/PROBLEM +copilot does not trust /);
  });
});
