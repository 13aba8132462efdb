// A session's life: start, finish, abort, resume, and the session a recording command writes into.
// The current-session pointer is local (git-ignored); the lifecycle entries are the record.
import { ProofledgerError } from '../errors.js';
import type { Agent, SessionEntry } from '../format/generated/entrySchema.js';
import { appendEntry, type AppendOptions } from './append.js';
import { clearCurrentSession, newSessionId, readCurrentSession, resolveSession, writeCurrentSession } from './sessionPointer.js';
import type { LedgerLayout } from './layout.js';

export type SessionEnd = 'finish' | 'abort' | 'resume';

/** Starts a session (id: the one given, else PROOFLEDGER_SESSION, else a new one) and makes it current. */
export function startSession(layout: LedgerLayout, env: NodeJS.ProcessEnv, append: AppendOptions, request: { session?: string; agent?: Agent }): string {
  const id = request.session ?? env['PROOFLEDGER_SESSION'] ?? newSessionId();
  appendEntry(layout, id, { type: 'session', event: 'start', ...(request.agent ? { agent: request.agent } : {}) }, append);
  writeCurrentSession(layout, id);
  return id;
}

/**
 * Records `event` for the session given, else PROOFLEDGER_SESSION, else the current one. Finish and
 * abort clear the pointer when it names that session; resume makes the session current.
 */
export function endSession(
  layout: LedgerLayout,
  env: NodeJS.ProcessEnv,
  append: AppendOptions,
  event: SessionEnd,
  request: { session?: string; reason?: string; outcome?: NonNullable<SessionEntry['outcome']> },
): string {
  const id = request.session ?? env['PROOFLEDGER_SESSION'] ?? readCurrentSession(layout);
  if (!id) throw new ProofledgerError(`session ${event}: no current session (give --session or run \`proofledger session start\`)`, 'usage');
  appendEntry(layout, id, {
    type: 'session',
    event,
    ...(event === 'finish' ? { outcome: request.outcome ?? 'unknown' } : {}),
    ...(request.reason ? { reason: request.reason } : {}),
  }, append);
  if (event === 'resume') writeCurrentSession(layout, id);
  else if (readCurrentSession(layout) === id) clearCurrentSession(layout);
  return id;
}

/** Where a recording command (exec, append, record, mcp-proxy) writes. */
export interface Recording {
  session: string;
  /** No session was given or current: the command opens and closes a session of its own. */
  ownSession: boolean;
  /** The own session's start entry has been written. */
  opened: boolean;
}

/**
 * The session to record into: --session, else PROOFLEDGER_SESSION, else the current session. With
 * none of these, the command records into a session of its own — a start entry before its first
 * entry (`openOwnSession`), a finish with outcome unknown when done (`endRecording`) — and leaves
 * no current session behind: a session nobody started would stay open forever and collect
 * unrelated work from later commands.
 */
export function beginRecording(layout: LedgerLayout, flag: string | undefined, env: NodeJS.ProcessEnv): Recording {
  const { id, source } = resolveSession(layout, flag, env);
  return { session: id, ownSession: source === 'new', opened: false };
}

/** Writes the own session's start entry, once; nothing for a session that was given or current. */
export function openOwnSession(layout: LedgerLayout, recording: Recording, append: AppendOptions): void {
  if (!recording.ownSession || recording.opened) return;
  appendEntry(layout, recording.session, { type: 'session', event: 'start' }, append);
  recording.opened = true;
}

export function endRecording(layout: LedgerLayout, recording: Recording, append: AppendOptions): void {
  if (recording.opened) appendEntry(layout, recording.session, { type: 'session', event: 'finish', outcome: 'unknown' }, append);
}
