// Codex CLI hooks (.codex/hooks.json, behind `[features] codex_hooks = true`): SessionStart,
// UserPromptSubmit, PreToolUse/PostToolUse (Bash), Stop. The payloads follow Claude Code's shape:
// session_id, cwd, hook_event_name, tool_name, tool_input.command, tool_response; Stop carries
// stop_hook_active and last_assistant_message, and can continue the turn by exiting 2.
import { obj, str, type AgentEvent, type ParsedHook } from './agentEvents.js';
import { toolEvents } from './claudeCode.js';

/**
 * apply_patch, Codex's file tool: each file its patch adds, updates (or moves) and deletes, read
 * from disk afterwards like any other edit. The patch text is in tool_input.command (or .input).
 */
function patchEvents(p: Record<string, unknown>): AgentEvent[] {
  const input = obj(p['tool_input'], 'tool_input');
  const patch = typeof input['command'] === 'string' ? input['command'] : typeof input['input'] === 'string' ? input['input'] : Array.isArray(input['command']) ? input['command'].map(String).join('\n') : '';
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
  if (events.length === 0) return toolEvents(p, false, false);
  return events;
}

export function parseCodex(p: Record<string, unknown>): ParsedHook {
  const event = str(p['hook_event_name'], 'hook_event_name');
  const agentSession = str(p['session_id'], 'session_id');
  const cwd = str(p['cwd'], 'cwd');
  let events: AgentEvent[] = [];
  if (event === 'SessionStart') events = [{ kind: 'session_start', resumed: p['source'] === 'resume', ...(typeof p['model'] === 'string' ? { model: p['model'] } : {}) }];
  else if (event === 'UserPromptSubmit') events = [{ kind: 'turn' }];
  else if (event === 'PostToolUse') {
    // Codex's PostToolUse comes for failed commands too, and its response is often the output text
    // alone: the exit code is whatever the response says, or unknown.
    events = p['tool_name'] === 'apply_patch' ? patchEvents(p) : toolEvents(p, false, false);
  } else if (event === 'Stop') {
    events = [{ kind: 'stop', ...(typeof p['last_assistant_message'] === 'string' ? { message: p['last_assistant_message'] } : {}), stopHookActive: p['stop_hook_active'] === true, veto: 'exit2' }];
  }
  return { agentSession, cwd, events };
}
