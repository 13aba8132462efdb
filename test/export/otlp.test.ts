// `proofledger export otlp` against a real OTLP/HTTP receiver on 127.0.0.1 that decodes with
// OpenTelemetry's own protobuf definitions: sessions recorded by real hooks and the real CLI arrive as
// GenAI-convention spans, with the same ids every time, and nothing but what the ledger holds.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as semconv from '@opentelemetry/semantic-conventions/incubating';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentRepo } from '../support/agentScenario.js';
import { runCliAsync } from '../support/cli.js';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../support/otlpReceiver.js';

const CLAUDE = 'claude-code-5f1d0c2e-9a7b-4c3d-8e21-0f9a8b7c6d5e';
const TOKEN = 'ghs_abcdefghijklmnopqrstuvwxyz0123456789';

let a: AgentRepo;
let receiver: OtlpReceiver;
let head: string;

/** A claude-code session through its real hook (a veto, then a proven claim), a codex session through the CLI, and a tampered one. */
beforeAll(async () => {
  receiver = await startOtlpReceiver();
  a = new AgentRepo();
  a.repo.git('remote', 'add', 'origin', `https://x-access-token:${TOKEN}@github.com/acme/widgets.git`);
  const common = { session_id: '5f1d0c2e-9a7b-4c3d-8e21-0f9a8b7c6d5e', transcript_path: join(a.dir, '.git', 'transcript.jsonl'), cwd: a.dir, permission_mode: 'default' };
  const hook = (payload: object) => a.cli(['hook', 'claude-code'], JSON.stringify({ ...common, ...payload }));
  expect(hook({ hook_event_name: 'SessionStart', source: 'startup', model: 'claude-opus-4-5' }).code).toBe(0);
  a.repo.write('src/a.ts', 'export const a = "contents never leave";\n');
  hook({ hook_event_name: 'PostToolUse', tool_name: 'Write', tool_input: { file_path: join(a.dir, 'src/a.ts'), content: 'export const a = "contents never leave";\n' }, tool_response: {}, tool_use_id: 'toolu_w1' });
  expect(hook({ hook_event_name: 'Stop', stop_hook_active: false, last_assistant_message: 'Done. All tests pass.' }).code).toBe(2);
  hook({ hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: { command: 'npm test' }, tool_response: { stdout: ' Tests  4 passed (4)\n', stderr: '', interrupted: false, isImage: false }, tool_use_id: 'toolu_b1' });
  hook({ hook_event_name: 'PostToolUse', tool_name: 'mcp__github__get_issue', tool_input: { number: 3 }, tool_response: { title: 'a result' }, tool_use_id: 'toolu_m1' });
  expect(hook({ hook_event_name: 'Stop', stop_hook_active: true, last_assistant_message: 'Done. All tests pass.' }).code).toBe(0);

  expect(a.cli(['session', 'start', '--session', 'codex-1', '--agent', 'codex', '--model', 'gpt-5-codex']).code).toBe(0);
  a.cli(['exec', '--session', 'codex-1', '--check', 'test', '--', 'node', '-e', 'console.log("Tests  1 failed | 2 passed (3)"); process.exit(1)']);
  a.finish('codex-1', 'failure');

  a.start('forged');
  a.forge('forged', { type: 'verification', check: 'test', passed: true, command: 'npm test', exitCode: 0 }, { breakChain: true });
  head = a.commit('agent work');
});

afterAll(async () => {
  await receiver.close();
  a.cleanup();
});

const exportOtlp = (...args: string[]) => runCliAsync(['export', 'otlp', ...args], { cwd: a.dir });
const byName = (spans: ReceivedSpan[], name: string) => spans.filter((s) => s.name === name);
const ledgerLines = (session: string) => readFileSync(a.sessionPath(session), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { type: string; hash: string; seq: number; id: string; event?: string });

describe('proofledger export otlp', () => {
  let spans: ReceivedSpan[];

  it('sends the sessions that verify over OTLP/HTTP protobuf, with the headers given, and names the one that does not', async () => {
    const r = await exportOtlp('--endpoint', receiver.url, '--header', 'Authorization=Bearer%20s3cret', '--header', 'X-Scope=team-a');
    expect(r.stderr).toMatch(/^proofledger: \.proofledger\/sessions\/forged\.jsonl: fails verification .*; not exported\n$/);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^exported 2 sessions \(\d+ spans\) to http:\/\/127\.0\.0\.1:\d+\/v1\/traces; 1 session file failed verification and was not exported\n$/);
    expect(receiver.requests).toHaveLength(1);
    const [req] = receiver.requests;
    expect(req!.path).toBe('/v1/traces');
    expect(req!.contentType).toBe('application/x-protobuf');
    expect(req!.headers['authorization']).toBe('Bearer s3cret');
    expect(req!.headers['x-scope']).toBe('team-a');
    spans = req!.spans;
    expect(spans.some((s) => s.attributes['proofledger.session'] === 'forged' || s.attributes['gen_ai.conversation.id'] === 'forged')).toBe(false);
  });

  it('a session is an invoke_agent span with the GenAI conventions’ names, the repository and commit on its resource', () => {
    const [claude] = byName(spans, 'invoke_agent claude-code');
    expect(claude).toBeDefined();
    expect(claude!.parentSpanId).toBe('');
    expect(claude!.attributes).toMatchObject({
      [semconv.ATTR_GEN_AI_OPERATION_NAME]: semconv.GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT,
      [semconv.ATTR_GEN_AI_AGENT_NAME]: 'claude-code',
      [semconv.ATTR_GEN_AI_CONVERSATION_ID]: CLAUDE,
      'proofledger.session.outcome': 'success',
    });
    expect(claude!.attributes[semconv.ATTR_GEN_AI_REQUEST_MODEL]).toBe('claude-opus-4-5');
    const [codex] = byName(spans, 'invoke_agent codex');
    expect(codex!.attributes).toMatchObject({ [semconv.ATTR_GEN_AI_REQUEST_MODEL]: 'gpt-5-codex', 'proofledger.session.outcome': 'failure', 'proofledger.checks.failed': 1 });
    expect(codex!.status.code).toBe(2);
    expect(claude!.resource).toMatchObject({ 'service.name': 'proofledger', [semconv.ATTR_VCS_REPOSITORY_URL_FULL]: 'https://github.com/acme/widgets', [semconv.ATTR_VCS_REF_HEAD_REVISION]: head, [semconv.ATTR_VCS_REF_HEAD_NAME]: 'main' });
    expect(claude!.scope).toBe('proofledger');
  });

  it('the veto and the finish are events of the session span; file changes are events with their hash, never their content', () => {
    const [claude] = byName(spans, 'invoke_agent claude-code');
    const names = claude!.events.map((e) => e.name);
    expect(names).toEqual(['proofledger.session.start', 'proofledger.file_write', 'proofledger.session.veto', 'proofledger.session.finish']);
    const finish = claude!.events.at(-1)!;
    expect(finish.attributes).toMatchObject({ 'proofledger.session.outcome': 'success' });
    const write = claude!.events[1]!;
    expect(write.attributes).toMatchObject({ 'proofledger.file.path': 'src/a.ts', 'proofledger.file.bytes': 41, [semconv.ATTR_GEN_AI_TOOL_NAME]: 'Write' });
    for (const r of receiver.requests) {
      const raw = r.body.toString('latin1');
      expect(raw).not.toContain('contents never leave');
      expect(raw).not.toContain('a result');
      expect(raw).not.toContain(TOKEN);
      expect(raw).not.toContain(a.dir);
    }
  });

  it('tool calls and commands are execute_tool spans; a check is a span under its command with kind, result and counts', () => {
    const claudeTrace = byName(spans, 'invoke_agent claude-code')[0]!;
    const inTrace = spans.filter((s) => s.traceId === claudeTrace.traceId);
    const tool = byName(inTrace, 'execute_tool mcp__github__get_issue')[0]!;
    expect(tool.attributes).toMatchObject({ [semconv.ATTR_GEN_AI_OPERATION_NAME]: semconv.GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL, [semconv.ATTR_GEN_AI_TOOL_NAME]: 'mcp__github__get_issue', [semconv.ATTR_GEN_AI_TOOL_CALL_ID]: 'toolu_m1', 'proofledger.tool.decision': 'approved' });
    expect(tool.parentSpanId).toBe(claudeTrace.spanId);
    const shell = byName(inTrace, 'execute_tool shell')[0]!;
    expect(shell.attributes).toMatchObject({ [semconv.ATTR_GEN_AI_TOOL_NAME]: 'shell', [semconv.ATTR_PROCESS_COMMAND_LINE]: 'npm test', [semconv.ATTR_PROCESS_EXIT_CODE]: 0 });
    const check = byName(inTrace, 'proofledger.check test')[0]!;
    expect(check.parentSpanId).toBe(shell.spanId);
    expect(check.attributes).toMatchObject({ 'proofledger.check.kind': 'test', 'proofledger.check.result': 'passed', 'proofledger.tests.passed': 4, 'proofledger.tests.failed': 0 });

    const codexTrace = byName(spans, 'invoke_agent codex')[0]!;
    const failed = spans.find((s) => s.traceId === codexTrace.traceId && s.name === 'proofledger.check test')!;
    expect(failed.attributes).toMatchObject({ 'proofledger.check.result': 'failed', 'proofledger.tests.passed': 2, 'proofledger.tests.failed': 1, [semconv.ATTR_PROCESS_EXIT_CODE]: 1 });
    expect(failed.status).toEqual({ code: 2, message: 'test failed' });
  });

  it('span ids are the entries’ hashes and the trace comes from the session: the same ledger sends the same spans again', async () => {
    const lines = ledgerLines(CLAUDE);
    const check = spans.find((s) => s.name === 'proofledger.check test' && s.attributes['proofledger.entry.hash'] === lines.find((l) => l.type === 'verification')!.hash)!;
    expect(check.spanId).toBe(String(check.attributes['proofledger.entry.hash']).slice(0, 16));
    expect((await exportOtlp('--endpoint', receiver.url)).code).toBe(0);
    const again = receiver.requests.at(-1)!.spans;
    const key = (s: ReceivedSpan) => `${s.traceId}/${s.spanId}/${s.parentSpanId}/${s.name}`;
    expect(again.map(key).sort()).toEqual(spans.map(key).sort());
    expect(new Set(spans.map((s) => s.spanId)).size).toBe(spans.length);
  });

  it('OTLP/JSON carries the same spans', async () => {
    expect((await exportOtlp('--endpoint', `${receiver.url}/v1/traces`, '--protocol', 'http/json')).code).toBe(0);
    const json = receiver.requests.at(-1)!;
    expect(json.contentType).toBe('application/json');
    const view = (s: ReceivedSpan) => ({ traceId: s.traceId, spanId: s.spanId, parentSpanId: s.parentSpanId, name: s.name, attributes: s.attributes, events: s.events, status: s.status, startMs: s.startMs, endMs: s.endMs });
    const order = (x: { spanId: string }, y: { spanId: string }) => x.spanId.localeCompare(y.spanId);
    expect(json.spans.map(view).sort(order)).toEqual(spans.map(view).sort(order));
  });

  it('fails with one line and exit 2 when the collector refuses, is not there, or the endpoint is not a URL', async () => {
    receiver.answer(400);
    const refused = await exportOtlp('--endpoint', receiver.url);
    receiver.answer(200);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/^proofledger: otlp export to http:\/\/127\.0\.0\.1:\d+\/v1\/traces failed: .+\n/);
    expect(refused.stderr.trim().split('\n').filter((l) => !l.includes('forged.jsonl'))).toHaveLength(1);
    const nobody = await exportOtlp('--endpoint', 'http://127.0.0.1:9');
    expect(nobody.code).toBe(2);
    expect(nobody.stderr).toMatch(/^proofledger: otlp export to http:\/\/127\.0\.0\.1:9\/v1\/traces failed/);
    const bad = await exportOtlp('--endpoint', 'localhost:4318');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/not http or https|is not a URL/);
    const creds = await exportOtlp('--endpoint', 'https://user:pw@collector.example');
    expect(creds.stderr).toMatch(/credentials in the URL are not sent/);
    const none = await exportOtlp();
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/give --endpoint URL/);
  });
});

