// A ledger as OpenTelemetry traces, under the GenAI semantic conventions: a session is an
// `invoke_agent` span, each tool call and command an `execute_tool` span under it, each check a span
// under the command that ran it, and the session's lifecycle (start, veto, finish) and file changes
// events on the session's span. Pure: entries in, span records out; sending is ./send.ts.
//
// Ids come from the ledger, not from a random source, so exporting the same ledger twice sends the
// same spans and a backend can de-duplicate: the trace and the session's span from the session id and
// the hash of its first entry (which holds a random UUIDv7 and its time), every other span from its
// entry's hash. Only what the ledger holds is sent, and of file contents, tool arguments and results
// only their hashes, as the ledger has them.
import { sha256Hex } from '../../format/digest.js';
import type { LedgerEntry } from '../../format/entry.js';
import type { ReadEntry } from '../../store/readEntries.js';

export type AttributeValue = string | number | boolean | string[];
export type Attributes = Record<string, AttributeValue>;

export interface SpanEventRecord {
  name: string;
  timeMs: number;
  attributes: Attributes;
}

export interface SpanRecord {
  /** 32 lowercase hex digits. */
  traceId: string;
  /** 16 lowercase hex digits. */
  spanId: string;
  parentSpanId?: string;
  name: string;
  startMs: number;
  endMs: number;
  attributes: Attributes;
  events: SpanEventRecord[];
  links: { traceId: string; spanId: string; attributes: Attributes }[];
  status: { code: 'unset' | 'ok' | 'error'; message?: string };
}

/** What one export sends: spans of one resource (a repository at a commit). */
export interface SpanBatch {
  resource: Attributes;
  spans: SpanRecord[];
}

/** A session's entries as read from a file that verifies, in file order. */
export interface ExportedSession {
  session: string;
  /** Repository-relative path of the session file. */
  path: string;
  entries: readonly ReadEntry[];
  /** The session's first entry (seq 0), when `entries` starts later (a pull request's new entries): it names the trace and the agent. */
  start?: LedgerEntry;
}

const derivedId = (hexDigits: 16 | 32, ...parts: string[]): string => sha256Hex(parts.join('\n')).slice(0, hexDigits);

/** The trace and span ids of a session's `invoke_agent` span (other exports link to it). */
export function sessionSpanContext(session: string, firstHash: string): { traceId: string; spanId: string } {
  return { traceId: derivedId(32, 'proofledger/otlp/trace', session, firstHash), spanId: derivedId(16, 'proofledger/otlp/session', session, firstHash) };
}

const spanIdOf = (e: LedgerEntry): string => e.hash.slice(0, 16);
const timeOf = (e: LedgerEntry): number => Date.parse(e.ts);

/** Attributes every entry's span or event carries: where it is in the ledger. */
const entryAttributes = (e: LedgerEntry): Attributes => ({ 'proofledger.entry.seq': e.seq, 'proofledger.entry.hash': e.hash, ...(e.source ? { 'proofledger.entry.source': e.source } : {}) });

/** Start and end of something recorded when it ended, `durationMs` long. */
function interval(e: LedgerEntry, durationMs: number | undefined): { startMs: number; endMs: number } {
  const endMs = timeOf(e);
  return { startMs: endMs - Math.max(0, durationMs ?? 0), endMs };
}

/** The spans of one session's entries. */
export function sessionSpans(s: ExportedSession): SpanRecord[] {
  const first = s.entries[0]?.entry;
  if (!first) return [];
  const start = first.seq === 0 ? first : s.start;
  if (start?.seq !== 0) throw new Error(`${s.path}: the export starts at seq ${first.seq} without the session's first entry`);
  const firstHash = start.hash;
  const { traceId, spanId: rootId } = sessionSpanContext(s.session, firstHash);
  const child = (e: LedgerEntry, parent: string, name: string, times: { startMs: number; endMs: number }, attributes: Attributes, status: SpanRecord['status']): SpanRecord => ({
    traceId, spanId: spanIdOf(e), parentSpanId: parent, name, ...times, attributes: { ...attributes, ...entryAttributes(e) }, events: [], links: [], status,
  });

  const agent: { name?: string; version?: string; model?: string } = { ...(start.type === 'session' ? start.agent : {}) };
  const events: SpanEventRecord[] = [];
  const spans: SpanRecord[] = [];
  const execSpans = new Map<string, string>();
  let outcome: string | undefined;
  let failedChecks = 0;
  for (const { entry: e } of s.entries) {
    switch (e.type) {
      case 'session': {
        if (e.agent) Object.assign(agent, e.agent);
        if (e.event === 'finish') outcome = e.outcome;
        if (e.event === 'abort') outcome = 'aborted';
        events.push({
          name: `proofledger.session.${e.event}`,
          timeMs: timeOf(e),
          attributes: { ...entryAttributes(e), ...(e.outcome ? { 'proofledger.session.outcome': e.outcome } : {}), ...(e.agent?.model ? { 'gen_ai.request.model': e.agent.model } : {}), ...(e.reason ? { 'proofledger.reason.sha256': sha256Hex(e.reason) } : {}) },
        });
        break;
      }
      case 'file_write':
      case 'file_edit':
      case 'file_delete':
        events.push({
          name: `proofledger.${e.type}`,
          timeMs: timeOf(e),
          attributes: { ...entryAttributes(e), 'proofledger.file.path': e.path, ...('sha256' in e ? { 'proofledger.file.sha256': e.sha256, 'proofledger.file.bytes': e.bytes } : {}), ...(e.tool ? { 'gen_ai.tool.name': e.tool } : {}) },
        });
        break;
      case 'tool_call': {
        const failed = e.status === 'error' || e.decision === 'error' || e.decision === 'hallucinated';
        spans.push(child(e, rootId, `execute_tool ${e.tool}`, interval(e, e.durationMs), {
          'gen_ai.operation.name': 'execute_tool',
          'gen_ai.tool.name': e.tool,
          ...(e.callId ? { 'gen_ai.tool.call.id': e.callId } : {}),
          'proofledger.tool.decision': e.decision,
          ...(e.status ? { 'proofledger.tool.status': e.status } : {}),
          ...(e.argsHash ? { 'proofledger.tool.args_sha256': e.argsHash } : {}),
          ...(e.resultHash ? { 'proofledger.tool.result_sha256': e.resultHash } : {}),
          ...(failed ? { 'error.type': e.errorCode !== undefined ? String(e.errorCode) : `tool_${e.status === 'error' ? 'error' : e.decision}` } : {}),
        }, failed ? { code: 'error' } : { code: 'unset' }));
        break;
      }
      case 'shell_exec': {
        const failed = e.exitCode !== 0;
        spans.push(child(e, rootId, 'execute_tool shell', interval(e, e.durationMs), {
          'gen_ai.operation.name': 'execute_tool',
          'gen_ai.tool.name': 'shell',
          'process.command_line': e.command,
          ...(e.exitCode !== null ? { 'process.exit.code': e.exitCode } : {}),
          ...(e.signal ? { 'proofledger.process.signal': e.signal } : {}),
          ...(e.stdoutSha256 ? { 'proofledger.stdout.sha256': e.stdoutSha256 } : {}),
          ...(e.stderrSha256 ? { 'proofledger.stderr.sha256': e.stderrSha256 } : {}),
          ...(failed ? { 'error.type': e.exitCode === null ? (e.signal ?? 'unknown_exit') : 'nonzero_exit' } : {}),
        }, failed ? { code: 'error', message: e.exitCode === null ? 'no exit code' : `exit code ${e.exitCode}` } : { code: 'unset' }));
        execSpans.set(e.id, spanIdOf(e));
        break;
      }
      case 'verification': {
        const result = e.passed === null ? 'unknown' : e.passed ? 'passed' : 'failed';
        if (e.passed === false) failedChecks++;
        spans.push(child(e, (e.execId && execSpans.get(e.execId)) || rootId, `proofledger.check ${e.check}`, interval(e, e.durationMs), {
          'proofledger.check.kind': e.check,
          'proofledger.check.result': result,
          'process.command_line': e.command,
          ...(e.exitCode !== null ? { 'process.exit.code': e.exitCode } : {}),
          ...(e.tests ? { 'proofledger.tests.passed': e.tests.passed, 'proofledger.tests.failed': e.tests.failed, 'proofledger.tests.skipped': e.tests.skipped } : {}),
          ...(e.tree ? { 'proofledger.check.tree': e.tree } : {}),
          ...(e.commit ? { 'proofledger.check.commit': e.commit } : {}),
          ...(e.outputSha256 ? { 'proofledger.check.output_sha256': e.outputSha256 } : {}),
        }, e.passed === false ? { code: 'error', message: `${e.check} failed` } : { code: 'unset' }));
        break;
      }
      default:
        // Memory reads and writes, and entry types newer than this exporter: an event naming the
        // type, with only where it is in the ledger (its members are not known to be hashes).
        events.push({ name: `proofledger.${e.type}`, timeMs: timeOf(e), attributes: entryAttributes(e) });
    }
  }

  const last = s.entries.at(-1)!.entry;
  const root: SpanRecord = {
    traceId,
    spanId: rootId,
    name: agent.name ? `invoke_agent ${agent.name}` : 'invoke_agent',
    startMs: timeOf(first),
    endMs: timeOf(last),
    attributes: {
      'gen_ai.operation.name': 'invoke_agent',
      ...(agent.name ? { 'gen_ai.agent.name': agent.name } : {}),
      ...(agent.version ? { 'gen_ai.agent.version': agent.version } : {}),
      ...(agent.model ? { 'gen_ai.request.model': agent.model } : {}),
      'gen_ai.conversation.id': s.session,
      'proofledger.session': s.session,
      'proofledger.session.path': s.path,
      ...(outcome ? { 'proofledger.session.outcome': outcome } : {}),
      'proofledger.entries': s.entries.length,
      'proofledger.entry.first_seq': first.seq,
      'proofledger.entry.last_seq': last.seq,
      'proofledger.entry.last_hash': last.hash,
      'proofledger.checks.failed': failedChecks,
    },
    events,
    links: [],
    status: outcome === 'failure' || outcome === 'aborted' ? { code: 'error', message: `session ${outcome}` } : { code: 'unset' },
  };
  return [root, ...spans];
}
