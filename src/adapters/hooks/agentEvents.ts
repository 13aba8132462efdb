// What every agent's hooks are reduced to before anything is recorded. Each agent module only
// translates its payloads into these events; recordAgentEvents is the one place that appends.

export const AGENTS = ['claude-code', 'codex', 'gemini', 'cursor', 'opencode', 'copilot'] as const;
export type AgentName = (typeof AGENTS)[number];

export type AgentEvent =
  | { kind: 'session_start'; resumed: boolean; model?: string }
  /** A new prompt: the session goes on (after a finished turn, it resumes). */
  | { kind: 'turn' }
  /** A file the agent wrote, edited or deleted; its state is read from disk. */
  | { kind: 'file'; path: string; tool: string; created?: boolean }
  /**
   * A shell command. `shellKey`: the agent's own id for it, when the agent may report its end later
   * (`running`: it was still running when the tool returned, so exitCode is null for now).
   */
  | { kind: 'shell'; command: string; exitCode: number | null; stdout?: string; stderr?: string; output?: string; durationMs?: number; shellKey?: string; running?: boolean }
  /** The later end of a command recorded as running under `shellKey`, as the agent reported it. */
  | { kind: 'shell_done'; shellKey: string; exitCode: number | null; output?: string }
  | { kind: 'tool'; tool: string; callId?: string; args: unknown; result?: unknown; status: 'ok' | 'error'; errorCode?: string | number; durationMs?: number }
  /**
   * The agent is about to stop; `message` is its final words when the agent tells us. `pending`: the
   * agent may still go on after these words (opencode's finished text part, before it is known whether
   * a tool call follows), so only a claim in them that the evidence does not back is vetoed, and nothing
   * else is recorded: the finish comes with the real stop.
   */
  | { kind: 'stop'; message?: string; model?: string; stopHookActive: boolean; veto: StopVeto; pending?: boolean }
  | { kind: 'session_end'; reason?: string };

export interface ParsedHook {
  /** The agent's own session id, stable across resumes. */
  agentSession: string;
  cwd: string;
  events: AgentEvent[];
}

export class HookPayloadError extends Error {}

export function str(v: unknown, field: string, required = true): string {
  if (typeof v === 'string' && v !== '') return v;
  if (!required && (v === undefined || v === null)) return '';
  throw new HookPayloadError(`field ${field}: expected a non-empty string`);
}

export function obj(v: unknown, field: string): Record<string, unknown> {
  if (v !== null && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  if (v === undefined) return {};
  throw new HookPayloadError(`field ${field}: expected an object`);
}

/**
 * How an agent's hook refuses a stop: exit 2 with the reason on stderr; Cursor's followup_message;
 * a JSON decision on stdout with exit 0 ({"decision":"block","reason"}: Gemini CLI, Copilot CLI);
 * or not at all (the agent has no stop hook that can refuse).
 */
export type StopVeto = 'exit2' | 'cursor-followup' | 'json-decision' | 'none';
