// Claude Code hooks (https://code.claude.com/docs/en/hooks): every event has session_id,
// transcript_path, cwd and hook_event_name; tool events add tool_name, tool_input, tool_use_id, and
// PostToolUse tool_response. A successful Bash result carries no exit code; a failed one arrives as
// PostToolUseFailure with the code in `error`.

import { findInTranscript, modelName } from './transcript.js';
import { HookPayloadError, obj, str, type AgentEvent, type ParsedHook } from './agentEvents.js';

const FILE_TOOLS: Record<string, string> = { Write: 'file_path', Edit: 'file_path', MultiEdit: 'file_path', NotebookEdit: 'notebook_path' };

function exitCodeFromError(error: string): number | null {
  const m = /\bexit(?:ed with)? code:?\s*(-?\d+)/i.exec(error);
  return m ? Number(m[1]) : null;
}

/**
 * The exit code in a shell tool's output as the agent formats it for the model ("Exit code: 3",
 * "Process exited with code 3", or JSON with exit_code), or null when it is not there. Read only from
 * the head of the output, where the runtime puts it, so a command cannot print its own.
 */
function exitCodeFromOutput(output: string): number | null {
  const head = output.slice(0, 200);
  const m = /^(?:Exit code:\s*(-?\d+)|Process exited with code\s*(-?\d+))/m.exec(head);
  if (m) return Number(m[1] ?? m[2]);
  try {
    const v = JSON.parse(output) as { exit_code?: unknown; metadata?: { exit_code?: unknown } };
    const code = v.metadata?.exit_code ?? v.exit_code;
    return typeof code === 'number' && Number.isSafeInteger(code) ? code : null;
  } catch {
    return null;
  }
}

/** The tool's duration where the runtime reports it (Claude Code's `duration_ms`); absent, never a made-up 0. */
function durationOf(p: Record<string, unknown>): { durationMs?: number } {
  const r = p['tool_response'];
  const d = p['duration_ms'] ?? (typeof r === 'object' && r !== null ? (r as Record<string, unknown>)['duration_ms'] : undefined);
  return typeof d === 'number' && Number.isSafeInteger(d) && d >= 0 ? { durationMs: d } : {};
}

/**
 * Tool events shared by agents whose hooks follow Claude Code's shape (Claude Code, Codex).
 * `successIsZero`: the runtime reports a failed command apart (Claude Code's PostToolUseFailure), so
 * a plain result means exit 0. Codex reports every command the same way: its exit code is read from
 * the response, or is unknown (null) — never taken to be 0.
 */
export function toolEvents(p: Record<string, unknown>, failed: boolean, successIsZero = true): AgentEvent[] {
  const tool = str(p['tool_name'], 'tool_name');
  const input = obj(p['tool_input'], 'tool_input');
  const response = p['tool_response'];
  const callId = typeof p['tool_use_id'] === 'string' ? p['tool_use_id'] : undefined;
  const error = typeof p['error'] === 'string' ? p['error'] : undefined;
  if (tool === 'Bash' || tool === 'shell' || tool === 'exec_command') {
    const cmd = input['command'];
    const command = Array.isArray(cmd) ? cmd.map(String).join(' ') : str(cmd, 'tool_input.command');
    const r = typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : {};
    const code = typeof r['exit_code'] === 'number' ? r['exit_code'] : typeof r['exitCode'] === 'number' ? r['exitCode'] : undefined;
    return [{
      kind: 'shell',
      command,
      exitCode: failed ? (code ?? exitCodeFromError(error ?? '') ?? 1) : (code ?? (successIsZero ? 0 : typeof response === 'string' ? exitCodeFromOutput(response) : typeof r['output'] === 'string' ? exitCodeFromOutput(r['output']) : null)),
      ...durationOf(p),
      ...(typeof r['stdout'] === 'string' ? { stdout: r['stdout'] } : typeof response === 'string' ? { stdout: response } : {}),
      ...(typeof r['stderr'] === 'string' ? { stderr: r['stderr'] } : error ? { stderr: error } : {}),
    }];
  }
  const pathField = FILE_TOOLS[tool];
  if (pathField && !failed) return [{ kind: 'file', path: str(input[pathField], `tool_input.${pathField}`), tool, created: tool === 'Write' }];
  return [{
    kind: 'tool',
    tool,
    ...(callId ? { callId } : {}),
    args: input,
    ...(failed ? { result: error ?? null } : response !== undefined ? { result: response } : {}),
    status: failed ? 'error' : 'ok',
    ...durationOf(p),
  }];
}

/**
 * From a Claude Code transcript (JSONL), in one read from its end: the text of the last assistant
 * message that has text (unless the payload gave it: `needText` false), and the model of the last
 * assistant message that names one (SessionStart carries none).
 */
function lastAssistant(transcriptPath: string, needText: boolean): { text?: string; model?: string } {
  let text: string | undefined;
  let model: string | undefined;
  findInTranscript(transcriptPath, (e) => {
    if (e['type'] !== 'assistant') return undefined;
    const message = e['message'] as { content?: unknown; model?: unknown } | undefined;
    model ??= modelName(message?.model);
    if (needText && text === undefined) {
      const content = message?.content;
      if (typeof content === 'string') text = content || undefined;
      else if (Array.isArray(content)) text = content.filter((c) => c && c.type === 'text').map((c) => String(c.text)).join('\n') || undefined;
    }
    return model !== undefined && (!needText || text !== undefined) ? true : undefined;
  }, { maxBytes: 512 * 1024 });
  return { ...(text !== undefined ? { text } : {}), ...(model !== undefined ? { model } : {}) };
}

export function parseClaudeCode(p: Record<string, unknown>): ParsedHook {
  const event = str(p['hook_event_name'], 'hook_event_name');
  const agentSession = str(p['session_id'], 'session_id');
  const cwd = str(p['cwd'], 'cwd');
  let events: AgentEvent[];
  switch (event) {
    case 'SessionStart':
      events = [{ kind: 'session_start', resumed: p['source'] === 'resume' || p['source'] === 'compact', ...(typeof p['model'] === 'string' ? { model: p['model'] } : {}) }];
      break;
    case 'UserPromptSubmit':
      events = [{ kind: 'turn' }];
      break;
    case 'PreToolUse':
      events = [];
      break;
    case 'PostToolUse':
      events = toolEvents(p, false);
      break;
    case 'PostToolUseFailure':
      events = toolEvents(p, true);
      break;
    case 'Stop': {
      const given = typeof p['last_assistant_message'] === 'string' ? p['last_assistant_message'] : undefined;
      const payloadModel = modelName(p['model']);
      const read = typeof p['transcript_path'] === 'string' && (given === undefined || payloadModel === undefined) ? lastAssistant(p['transcript_path'], given === undefined) : {};
      const message = given ?? read.text;
      const model = payloadModel ?? read.model;
      events = [{ kind: 'stop', ...(message ? { message } : {}), ...(model ? { model } : {}), stopHookActive: p['stop_hook_active'] === true, veto: 'exit2' }];
      break;
    }
    case 'SessionEnd':
      events = [{ kind: 'session_end', ...(typeof p['reason'] === 'string' ? { reason: p['reason'] } : {}) }];
      break;
    default:
      events = []; // events we do not record (Notification, PreCompact, SubagentStop, …)
  }
  if (event.length > 64) throw new HookPayloadError('field hook_event_name: too long');
  return { agentSession, cwd, events };
}
