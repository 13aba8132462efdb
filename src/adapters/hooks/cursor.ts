// Cursor agent hooks (.cursor/hooks.json, version 1): every payload has conversation_id,
// generation_id, hook_event_name and workspace_roots. afterShellExecution: command, output,
// duration; afterFileEdit: file_path, edits; afterMCPExecution: tool_name, tool_input and
// result_json (JSON text), duration; stop: status, loop_count — and a stop hook continues the agent
// by answering {"followup_message": "..."} (bounded by loop_limit).
import { HookPayloadError, str, type AgentEvent, type ParsedHook } from './agentEvents.js';

function parseJsonText(v: unknown): unknown {
  if (typeof v !== 'string') return v ?? null;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}

export function parseCursor(p: Record<string, unknown>): ParsedHook {
  const event = str(p['hook_event_name'], 'hook_event_name');
  const agentSession = str(p['conversation_id'], 'conversation_id');
  const roots = p['workspace_roots'];
  if (!Array.isArray(roots) || typeof roots[0] !== 'string') throw new HookPayloadError('field workspace_roots: expected an array of paths');
  const cwd = roots[0];
  let events: AgentEvent[] = [];
  switch (event) {
    case 'beforeSubmitPrompt':
      events = [{ kind: 'turn' }];
      break;
    case 'afterShellExecution':
      events = [{
        kind: 'shell',
        command: str(p['command'], 'command'),
        exitCode: typeof p['exit_code'] === 'number' ? p['exit_code'] : null,
        ...(typeof p['output'] === 'string' ? { output: p['output'] } : {}),
        ...(typeof p['duration'] === 'number' ? { durationMs: Math.round(p['duration']) } : {}),
      }];
      break;
    case 'afterFileEdit':
      events = [{ kind: 'file', path: str(p['file_path'], 'file_path'), tool: 'cursor-edit' }];
      break;
    case 'afterMCPExecution':
      events = [{
        kind: 'tool',
        tool: str(p['tool_name'], 'tool_name'),
        args: parseJsonText(p['tool_input']),
        result: parseJsonText(p['result_json']),
        status: 'ok',
        ...(typeof p['duration'] === 'number' ? { durationMs: Math.round(p['duration']) } : {}),
      }];
      break;
    case 'stop':
      events = [{ kind: 'stop', stopHookActive: typeof p['loop_count'] === 'number' && p['loop_count'] > 0, veto: 'cursor-followup' }];
      break;
  }
  return { agentSession, cwd, events };
}
