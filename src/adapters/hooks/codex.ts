// Codex CLI hooks (.codex/hooks.json; on by default in 0.169, run only when the project and the hooks
// are trusted): SessionStart, UserPromptSubmit, PreToolUse/PostToolUse (Bash, apply_patch), Stop. The
// payloads follow Claude Code's shape, but a shell command's tool_response is its output alone: the exit
// code is read from the transcript. Stop can continue the turn by exiting 2.
import { findInTranscript, modelName } from './transcript.js';
import { obj, str, type AgentEvent, type ParsedHook } from './agentEvents.js';
import { toolEvents } from './claudeCode.js';

/**
 * apply_patch (Codex's file tool, and Copilot CLI's): each file the patch adds, updates (or moves)
 * and deletes, read from disk afterwards like any other edit.
 */
export function patchFileEvents(patch: string): AgentEvent[] {
  const events: AgentEvent[] = [];
  let updating: string | null = null;
  for (const line of patch.split('\n')) {
    const m = /^\*\*\* (Add|Update|Delete) File: (.+?)\s*$/.exec(line);
    const moved = /^\*\*\* Move to: (.+?)\s*$/.exec(line);
    if (m) {
      updating = m[1] === 'Update' ? m[2]! : null;
      events.push({ kind: 'file', path: m[2]!, tool: 'apply_patch', ...(m[1] === 'Add' ? { created: true } : {}) });
    } else if (moved && updating !== null) {
      // The old path is gone (read from disk: a delete); the new one holds the edit.
      events.push({ kind: 'file', path: moved[1]!, tool: 'apply_patch', created: true });
      updating = null;
    }
  }
  return events;
}

/** Codex's apply_patch: the patch text is in tool_input.command (or .input). */
function patchEvents(p: Record<string, unknown>): AgentEvent[] {
  const input = obj(p['tool_input'], 'tool_input');
  const patch = typeof input['command'] === 'string' ? input['command'] : typeof input['input'] === 'string' ? input['input'] : Array.isArray(input['command']) ? input['command'].map(String).join('\n') : '';
  const events = patchFileEvents(patch);
  return events.length > 0 ? events : toolEvents(p, false, false);
}

/**
 * A command's exit code and duration as Codex wrote them to its transcript (the rollout JSONL at
 * transcript_path): the `item_completed` event of the CommandExecution whose id is the hook's
 * tool_use_id. Codex 0.169 writes it before running PostToolUse, whose tool_response is the output
 * alone. Not found (another version, a moved transcript): null, and the exit code stays unknown.
 */
export function commandResultFromTranscript(transcriptPath: string, callId: string): { exitCode: number; durationMs?: number } | null {
  const found = findInTranscript(transcriptPath, (e) => {
    const payload = e['payload'] as { type?: unknown; item?: Record<string, unknown> } | undefined;
    const item = payload?.item;
    if (e['type'] !== 'event_msg' || payload?.type !== 'item_completed' || !item || item['type'] !== 'CommandExecution' || item['id'] !== callId) return undefined;
    const code = item['exit_code'];
    if (typeof code !== 'number' || !Number.isSafeInteger(code)) return null;
    const d = item['duration'] as { secs?: unknown; nanos?: unknown } | undefined;
    const durationMs = d && typeof d.secs === 'number' && typeof d.nanos === 'number' ? Math.round(d.secs * 1000 + d.nanos / 1e6) : undefined;
    return { exitCode: code, ...(durationMs !== undefined ? { durationMs } : {}) };
  }, { mustContain: callId });
  return found ?? null;
}

/** Codex's shell events, with the exit code and duration from the transcript where the response lacks them. */
function shellEvents(p: Record<string, unknown>): AgentEvent[] {
  const events = toolEvents(p, false, false);
  const callId = p['tool_use_id'];
  const transcript = p['transcript_path'];
  if (typeof callId !== 'string' || callId === '' || typeof transcript !== 'string' || transcript === '') return events;
  return events.map((e) => {
    if (e.kind !== 'shell' || e.exitCode !== null) return e;
    const found = commandResultFromTranscript(transcript, callId);
    if (!found) return e;
    return { ...e, exitCode: found.exitCode, ...(e.durationMs === undefined && found.durationMs !== undefined ? { durationMs: found.durationMs } : {}) };
  });
}

export function parseCodex(p: Record<string, unknown>): ParsedHook {
  const event = str(p['hook_event_name'], 'hook_event_name');
  const agentSession = str(p['session_id'], 'session_id');
  const cwd = str(p['cwd'], 'cwd');
  let events: AgentEvent[] = [];
  if (event === 'SessionStart') events = [{ kind: 'session_start', resumed: p['source'] === 'resume', ...(modelName(p['model']) ? { model: modelName(p['model'])! } : {}) }];
  else if (event === 'UserPromptSubmit') events = [{ kind: 'turn' }];
  else if (event === 'PostToolUse') {
    // Codex's PostToolUse comes for failed commands too, and its response is the output text alone:
    // the exit code is the transcript's, or the response's, or unknown — never 0 by default.
    events = p['tool_name'] === 'apply_patch' ? patchEvents(p) : shellEvents(p);
  } else if (event === 'Stop') {
    const model = modelName(p['model']);
    events = [{ kind: 'stop', ...(typeof p['last_assistant_message'] === 'string' ? { message: p['last_assistant_message'] } : {}), ...(model ? { model } : {}), stopHookActive: p['stop_hook_active'] === true, veto: 'exit2' }];
  }
  return { agentSession, cwd, events };
}
