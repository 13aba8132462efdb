import { appendOptionsFor, loadConfig } from '../../config/config.js';
import type { LedgerLayout } from '../../store/layout.js';
import { HookPayloadError, type AgentName, type ParsedHook } from './agentEvents.js';
import { parseClaudeCode } from './claudeCode.js';
import { parseCodex } from './codex.js';
import { parseCopilot } from './copilot.js';
import { parseCursor } from './cursor.js';
import { parseGemini } from './gemini.js';
import { parseOpencode } from './opencode.js';
import { failClosedExit, recordAgentEvents, type HookOutcome } from './recordAgentEvents.js';
import { findRoot, layoutFor, requireInitialized } from '../../store/layout.js';
import { statSync } from 'node:fs';
import { jsonNestingExceeds } from '../../format/strictJson.js';

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

// Copilot's payloads do not name their event: the hook command passes it.
const PARSERS: Record<AgentName, (p: Record<string, unknown>, event: string | undefined) => ParsedHook> = {
  'claude-code': parseClaudeCode,
  codex: parseCodex,
  gemini: parseGemini,
  cursor: parseCursor,
  opencode: parseOpencode,
  copilot: parseCopilot,
};

/**
 * The most of a payload a hook reads. An agent waits for its hook on every tool call, so a hook never
 * reads, parses or walks an unbounded input: a larger payload (a Write of a file of many megabytes) is
 * refused at once, unread, with one line, and exit 1, which agents take as a non-blocking error.
 */
export const MAX_HOOK_PAYLOAD_BYTES = 8 * 1024 * 1024;
/** The deepest nesting of objects and arrays a payload may have; no agent's payload comes near it. */
export const MAX_HOOK_PAYLOAD_DEPTH = 64;

/**
 * One hook invocation: parse the payload, record its events, and tell the agent what to do.
 * A malformed payload changes nothing and exits 1 (which agents treat as a non-blocking error).
 * `stdin` is null when it held more than MAX_HOOK_PAYLOAD_BYTES (see readStdinUpTo).
 */
export async function runHook(agent: AgentName, stdin: string | null, fallbackLayout: LedgerLayout, event?: string): Promise<HookOutcome> {
  if (stdin === null) {
    return { exitCode: 1, stderr: `proofledger hook ${agent}: stdin holds more than ${MAX_HOOK_PAYLOAD_BYTES} bytes (the most a hook reads); nothing recorded`, session: '' };
  }
  if (jsonNestingExceeds(stdin, MAX_HOOK_PAYLOAD_DEPTH)) {
    return { exitCode: 1, stderr: `proofledger hook ${agent}: stdin nests objects or arrays deeper than ${MAX_HOOK_PAYLOAD_DEPTH} levels; nothing recorded`, session: '' };
  }
  let payload: unknown;
  try {
    payload = JSON.parse(stdin);
  } catch (err) {
    return { exitCode: 1, stderr: `proofledger hook ${agent}: stdin is not JSON: ${(err as Error).message}`, session: '' };
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    return { exitCode: 1, stderr: `proofledger hook ${agent}: stdin must be a JSON object`, session: '' };
  }
  let parsed: ParsedHook;
  try {
    parsed = PARSERS[agent](payload as Record<string, unknown>, event);
  } catch (err) {
    if (err instanceof HookPayloadError) return { exitCode: 1, stderr: `proofledger hook ${agent}: ${err.message}`, session: '' };
    throw err;
  }
  // The payload's cwd is the agent's word: a hook writes only into an initialized repository found
  // from an existing cwd upward, and creates nothing anywhere else.
  if (parsed.cwd && !isDirectory(parsed.cwd)) {
    return { exitCode: 1, stderr: `proofledger hook ${agent}: field cwd: ${JSON.stringify(parsed.cwd)} is not an existing directory; nothing recorded`, session: '' };
  }
  const layout = parsed.cwd ? layoutFor(findRoot(parsed.cwd)) : fallbackLayout;
  try {
    requireInitialized(layout);
  } catch (err) {
    return { exitCode: 1, stderr: `proofledger hook ${agent}: ${(err as Error).message}; nothing recorded`, session: '' };
  }
  const config = loadConfig(layout);
  const append = appendOptionsFor(config);
  try {
    return await recordAgentEvents(parsed.events, { layout, config, append, agent, agentSession: parsed.agentSession, cwd: parsed.cwd });
  } catch (err) {
    return failClosedExit(config, err, '');
  }
}
