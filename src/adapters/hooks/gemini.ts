// Gemini CLI hooks (settings.json "hooks"): SessionStart, SessionEnd, BeforeAgent, AfterAgent,
// BeforeTool, AfterTool. Common fields: session_id, transcript_path, cwd, hook_event_name,
// timestamp. AfterTool adds tool_name, tool_input, tool_response ({llmContent, returnDisplay, error});
// AfterAgent adds prompt, prompt_response and stop_hook_active, and exit code 2 asks for a retry.
import { obj, str, type AgentEvent, type ParsedHook } from './agentEvents.js';

const FILE_TOOLS: Record<string, string> = { write_file: 'file_path', replace: 'file_path', edit: 'file_path' };

export function parseGemini(p: Record<string, unknown>): ParsedHook {
  const event = str(p['hook_event_name'], 'hook_event_name');
  const agentSession = str(p['session_id'], 'session_id');
  const cwd = str(p['cwd'], 'cwd');
  let events: AgentEvent[] = [];
  switch (event) {
    case 'SessionStart':
      events = [{ kind: 'session_start', resumed: p['source'] === 'resume' }];
      break;
    case 'BeforeAgent':
      events = [{ kind: 'turn' }];
      break;
    case 'AfterTool': {
      const tool = str(p['tool_name'], 'tool_name');
      const input = obj(p['tool_input'], 'tool_input');
      const response = obj(p['tool_response'], 'tool_response');
      const error = response['error'];
      const text = typeof response['llmContent'] === 'string' ? response['llmContent'] : typeof response['returnDisplay'] === 'string' ? response['returnDisplay'] : '';
      if (tool === 'run_shell_command') {
        const m = /Exit Code:\s*(-?\d+)/i.exec(text);
        events = [{ kind: 'shell', command: str(input['command'], 'tool_input.command'), exitCode: m ? Number(m[1]) : error ? 1 : 0, output: text }];
      } else if (FILE_TOOLS[tool] && !error) {
        events = [{ kind: 'file', path: str(input[FILE_TOOLS[tool]!], `tool_input.${FILE_TOOLS[tool]}`), tool, created: tool === 'write_file' }];
      } else {
        events = [{ kind: 'tool', tool, args: input, result: response, status: error ? 'error' : 'ok' }];
      }
      break;
    }
    case 'AfterAgent':
      events = [{ kind: 'stop', ...(typeof p['prompt_response'] === 'string' ? { message: p['prompt_response'] } : {}), stopHookActive: p['stop_hook_active'] === true, veto: 'exit2' }];
      break;
    case 'SessionEnd':
      events = [{ kind: 'session_end', ...(typeof p['reason'] === 'string' ? { reason: p['reason'] } : {}) }];
      break;
  }
  return { agentSession, cwd, events };
}
