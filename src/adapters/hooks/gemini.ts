// Gemini CLI hooks (settings.json "hooks"): SessionStart, SessionEnd, BeforeAgent, AfterAgent,
// BeforeTool, AfterTool. Common fields: session_id, transcript_path, cwd, hook_event_name,
// timestamp. AfterTool adds tool_name, tool_input, tool_response ({llmContent, returnDisplay, error});
// AfterAgent adds prompt, prompt_response and stop_hook_active; {"decision":"deny"|"block","reason"}
// on stdout asks for a retry with the reason as the next prompt (exit 2 does too, but Gemini then
// reports the hook as failed). No payload carries the model: the transcript's replies do.
import { obj, str, type AgentEvent, type ParsedHook } from './agentEvents.js';
import { findInTranscript, modelName } from './transcript.js';

const FILE_TOOLS: Record<string, string> = { write_file: 'file_path', replace: 'file_path', edit: 'file_path' };

/**
 * The exit code of run_shell_command, from the result Gemini writes for the model. Gemini 0.61:
 * "Output: …", then one line each for what applies — "Error: …", "Exit Code: N" (only when
 * non-zero), "Signal: …", "Background PIDs: …", "Process Group PGID: N" — wrapped in
 * <untrusted_context>. Earlier versions began with "Command: …" and always wrote "Exit Code".
 * Only the trailing lines are Gemini's: the output above them is the command's own and may say
 * anything. A completed run with no "Exit Code" line (0.61) exited 0; cancelled, backgrounded,
 * signalled or failed to start is unknown (null), never a pass.
 */
export function shellExitCode(llmContent: string, failedToRun: boolean): number | null {
  const body = llmContent.replace(/^\s*<untrusted_context>\n?/, '').replace(/\n?<\/untrusted_context>\s*$/, '');
  const alwaysWritesExitCode = body.startsWith('Command: ');
  if (!body.startsWith('Output: ') && !alwaysWritesExitCode) return null;
  const lines = body.split('\n');
  let signalled = false;
  for (let i = lines.length - 1; i > 0; i--) {
    const m = /^(Exit Code|Signal|Background PIDs|Process Group PGID): (.*)$/.exec(lines[i]!);
    if (!m) {
      if (lines[i]!.startsWith('Error: ')) return null; // failed to start: no exit code to read
      break;
    }
    if (m[1] === 'Exit Code') return /^-?\d+$/.test(m[2]!) ? Number(m[2]) : null;
    if (m[1] === 'Signal' && m[2] !== '(none)') signalled = true;
  }
  return signalled || failedToRun || alwaysWritesExitCode ? null : 0;
}

/** The model of Gemini's last reply in its transcript (chats/session-….jsonl). */
function lastModel(transcriptPath: string): string | undefined {
  return findInTranscript(transcriptPath, (e) => (e['type'] === 'gemini' ? modelName(e['model']) : undefined), { mustContain: '"model"' });
}

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
        events = [{ kind: 'shell', command: str(input['command'], 'tool_input.command'), exitCode: shellExitCode(text, error !== undefined && error !== null), output: text }];
      } else if (FILE_TOOLS[tool] && !error) {
        events = [{ kind: 'file', path: str(input[FILE_TOOLS[tool]!], `tool_input.${FILE_TOOLS[tool]}`), tool, created: tool === 'write_file' }];
      } else {
        events = [{ kind: 'tool', tool, args: input, result: response, status: error ? 'error' : 'ok' }];
      }
      break;
    }
    case 'AfterAgent': {
      const model = typeof p['transcript_path'] === 'string' ? lastModel(p['transcript_path']) : undefined;
      events = [{ kind: 'stop', ...(typeof p['prompt_response'] === 'string' ? { message: p['prompt_response'] } : {}), ...(model ? { model } : {}), stopHookActive: p['stop_hook_active'] === true, veto: 'json-decision' }];
      break;
    }
    case 'SessionEnd':
      events = [{ kind: 'session_end', ...(typeof p['reason'] === 'string' ? { reason: p['reason'] } : {}) }];
      break;
  }
  return { agentSession, cwd, events };
}
