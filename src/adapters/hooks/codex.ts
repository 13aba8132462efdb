// Codex CLI hooks (.codex/hooks.json, behind `[features] codex_hooks = true`): SessionStart,
// UserPromptSubmit, PreToolUse/PostToolUse (Bash), Stop. The payloads follow Claude Code's shape:
// session_id, cwd, hook_event_name, tool_name, tool_input.command, tool_response; Stop carries
// stop_hook_active and last_assistant_message, and can continue the turn by exiting 2.
import { str, type AgentEvent, type ParsedHook } from './agentEvents.js';
import { toolEvents } from './claudeCode.js';

export function parseCodex(p: Record<string, unknown>): ParsedHook {
  const event = str(p['hook_event_name'], 'hook_event_name');
  const agentSession = str(p['session_id'], 'session_id');
  const cwd = str(p['cwd'], 'cwd');
  let events: AgentEvent[] = [];
  if (event === 'SessionStart') events = [{ kind: 'session_start', resumed: p['source'] === 'resume', ...(typeof p['model'] === 'string' ? { model: p['model'] } : {}) }];
  else if (event === 'UserPromptSubmit') events = [{ kind: 'turn' }];
  else if (event === 'PostToolUse') {
    const r = p['tool_response'];
    const failed = typeof r === 'object' && r !== null && typeof (r as Record<string, unknown>)['exit_code'] === 'number' && (r as Record<string, unknown>)['exit_code'] !== 0;
    events = toolEvents(p, failed);
  } else if (event === 'Stop') {
    events = [{ kind: 'stop', ...(typeof p['last_assistant_message'] === 'string' ? { message: p['last_assistant_message'] } : {}), stopHookActive: p['stop_hook_active'] === true, veto: 'exit2' }];
  }
  return { agentSession, cwd, events };
}
