// GitHub Copilot CLI hooks (.github/hooks/*.json, run only in a trusted folder). Payloads are
// camelCase and do not name their event, so the hook command does: `proofledger hook copilot
// <event>`. Every payload has sessionId, timestamp (ms) and cwd; postToolUse adds toolName,
// toolArgs (an object, or the patch text for apply_patch) and toolResult {resultType,
// textResultForLlm}; agentStop adds transcriptPath, stopReason and stop_hook_active, and
// {"decision":"block","reason"} on stdout makes Copilot send the reason back as the next prompt.
import { HookPayloadError, str, type AgentEvent, type ParsedHook } from './agentEvents.js';
import { patchFileEvents } from './codex.js';
import { findInTranscript, modelName } from './transcript.js';

export const COPILOT_EVENTS = ['sessionStart', 'userPromptSubmitted', 'postToolUse', 'postToolUseFailure', 'agentStop', 'sessionEnd'] as const;

/** Copilot's file tools other than apply_patch (the model decides which are offered): the path argument. */
const FILE_TOOLS: Record<string, string> = { create: 'path', edit: 'path', str_replace_editor: 'path', write: 'path' };

/**
 * How a bash call (or a read_bash of one) ended. The result is the command's output, then the line
 * Copilot appends: "<shellId: N completed with exit code K>", or, for a command still running when
 * the tool returned, "<command with shellId: N is still running after S seconds. …>" or "<command
 * started in background with shellId: N>" (mode async). Only the last line is Copilot's: the output
 * above it is the command's own and may print anything. resultType is "success" whatever the exit
 * code. Any other last line is unknown, never 0. This is the only source a hook can use:
 * events.jsonl's tool.execution_complete ({shellExecution: {exitCode}}) is written after postToolUse
 * returns (seen with 1.0.102), and neither carries a duration, so none is recorded.
 */
export function bashOutcome(text: string): { exitCode: number | null; shellKey?: string; running?: boolean } {
  const last = text.replace(/\s+$/, '').split('\n').at(-1) ?? '';
  const done = /^<shellId: ([^<>\n]+) completed with exit code (-?\d+)>$/.exec(last);
  if (done) return { exitCode: Number(done[2]), shellKey: done[1]! };
  const running = /^<command (?:with shellId: ([^<>\n]+?) is still running after \d+ seconds\.[^<>\n]*|started in background with shellId: ([^<>\n]+))>$/.exec(last);
  if (running) return { exitCode: null, shellKey: (running[1] ?? running[2])!, running: true };
  return { exitCode: null };
}

/**
 * The end of a command left running, as Copilot tells the model in a prompt of its own:
 * "<system_notification>\nShell command \"DESCRIPTION\" (shellId: N) has completed successfully.\n
 * </system_notification>", or "… has exited with exit code K.". The description is the model's
 * words: only the end of the line, after the last "(shellId: ", is Copilot's.
 */
export function shellNotification(prompt: string): { shellKey: string; exitCode: number } | null {
  const m = /^<system_notification>\nShell command "[^\n]*" \(shellId: ([^()\n]+)\) has (?:completed successfully|exited with exit code (-?\d+))\.\n<\/system_notification>$/.exec(prompt);
  return m ? { shellKey: m[1]!, exitCode: m[2] === undefined ? 0 : Number(m[2]) } : null;
}

const sleep = (ms: number): void => void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The final message and the model of the turn this agentStop ends, from Copilot's events.jsonl.
 * Copilot writes that file behind the hooks: the turn's last assistant.message and this hook's own
 * hook.start line appear shortly after the hook starts. Wait for that hook.start line (the same
 * timestamp as the payload), then read back to the turn's start.
 */
export function turnEnding(transcriptPath: string, timestamp: unknown, waitMs = 3000): { message?: string; model?: string } {
  const deadline = Date.now() + waitMs;
  for (;;) {
    let seenStop = false;
    let message: string | undefined;
    let model: string | undefined;
    const done = findInTranscript(transcriptPath, (e) => {
      const data = (e['data'] ?? {}) as Record<string, unknown>;
      if (!seenStop) {
        const input = (data['input'] ?? {}) as Record<string, unknown>;
        if (e['type'] === 'hook.start' && data['hookType'] === 'agentStop' && input['timestamp'] === timestamp) seenStop = true;
        return undefined;
      }
      if (e['type'] === 'assistant.message') {
        model ??= modelName(data['model']);
        if (message === undefined && typeof data['content'] === 'string' && data['content'].trim() !== '') message = data['content'];
      }
      return e['type'] === 'user.message' || (message !== undefined && model !== undefined) ? true : undefined;
    }, { maxBytes: 8 * 1024 * 1024 });
    if (seenStop || done) return { ...(message !== undefined ? { message } : {}), ...(model !== undefined ? { model } : {}) };
    if (Date.now() >= deadline) return {};
    sleep(25);
  }
}

function toolResultText(p: Record<string, unknown>): string {
  const r = p['toolResult'];
  if (r && typeof r === 'object' && typeof (r as Record<string, unknown>)['textResultForLlm'] === 'string') return (r as Record<string, string>)['textResultForLlm']!;
  return '';
}

function postToolEvents(p: Record<string, unknown>, failed: boolean): AgentEvent[] {
  const tool = str(p['toolName'], 'toolName');
  const args = p['toolArgs'];
  const result = p['toolResult'] && typeof p['toolResult'] === 'object' ? (p['toolResult'] as Record<string, unknown>) : {};
  const ok = !failed && result['resultType'] === 'success';
  if (tool === 'bash' && ok && args && typeof args === 'object' && typeof (args as Record<string, unknown>)['command'] === 'string') {
    const text = toolResultText(p);
    return [{ kind: 'shell', command: (args as Record<string, string>)['command']!, ...bashOutcome(text), output: text }];
  }
  if (tool === 'read_bash' && ok) {
    // Reading a command left running: once it has ended, Copilot's line closes the output read.
    const text = toolResultText(p);
    const { exitCode, shellKey, running } = bashOutcome(text);
    const call: AgentEvent = { kind: 'tool', tool, args: args ?? null, result: p['toolResult'], status: 'ok' };
    return shellKey !== undefined && !running ? [call, { kind: 'shell_done', shellKey, exitCode, output: text }] : [call];
  }
  if (tool === 'apply_patch' && ok && typeof args === 'string') {
    const files = patchFileEvents(args);
    if (files.length > 0) return files;
  }
  const pathArg = FILE_TOOLS[tool];
  if (pathArg && ok && args && typeof args === 'object' && typeof (args as Record<string, unknown>)[pathArg] === 'string') {
    return [{ kind: 'file', path: (args as Record<string, string>)[pathArg]!, tool, ...(tool === 'create' ? { created: true } : {}) }];
  }
  // postToolUseFailure carries `error` (the message) in place of toolResult.
  const outcome = p['toolResult'] !== undefined ? p['toolResult'] : typeof p['error'] === 'string' ? p['error'] : undefined;
  return [{ kind: 'tool', tool, args: args ?? null, ...(outcome !== undefined ? { result: outcome } : {}), status: ok ? 'ok' : 'error' }];
}

export function parseCopilot(p: Record<string, unknown>, event: string | undefined): ParsedHook {
  if (event === undefined) throw new HookPayloadError(`the event is missing: Copilot's payloads do not name it, so the hook command must (proofledger hook copilot <${COPILOT_EVENTS.join('|')}>)`);
  const agentSession = str(p['sessionId'], 'sessionId');
  const cwd = str(p['cwd'], 'cwd');
  let events: AgentEvent[] = [];
  switch (event) {
    case 'sessionStart':
      events = [{ kind: 'session_start', resumed: p['source'] === 'resume' }];
      break;
    case 'userPromptSubmitted': {
      // Copilot's own prompt when a command left running ends (no tool hook runs for it).
      const ended = typeof p['prompt'] === 'string' ? shellNotification(p['prompt']) : null;
      events = [{ kind: 'turn' }, ...(ended ? [{ kind: 'shell_done' as const, ...ended }] : [])];
      break;
    }
    case 'postToolUse':
      events = postToolEvents(p, false);
      break;
    case 'postToolUseFailure':
      events = postToolEvents(p, true);
      break;
    case 'agentStop': {
      const { message, model } = typeof p['transcriptPath'] === 'string' ? turnEnding(p['transcriptPath'], p['timestamp']) : {};
      events = [{ kind: 'stop', ...(message ? { message } : {}), ...(model ? { model } : {}), stopHookActive: p['stop_hook_active'] === true, veto: 'json-decision' }];
      break;
    }
    case 'sessionEnd':
      events = [{ kind: 'session_end', ...(typeof p['reason'] === 'string' ? { reason: p['reason'] } : {}) }];
      break;
    default:
      throw new HookPayloadError(`unknown Copilot event ${JSON.stringify(event)} (expected one of ${COPILOT_EVENTS.join(', ')})`);
  }
  return { agentSession, cwd, events };
}
