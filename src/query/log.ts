import type { LedgerEntry } from '../format/entry.js';
import { readEntries } from '../store/readEntries.js';

export interface LogFilter {
  types?: ReadonlySet<string>;
  /** Entries at or after this instant (ms since epoch). */
  sinceMs?: number;
  /** Keep only the most recent N. */
  limit?: number;
}

function matchesFilter(e: LedgerEntry, f: LogFilter): boolean {
  if (f.types && !f.types.has(e.type)) return false;
  if (f.sinceMs !== undefined && Date.parse(e.ts) < f.sinceMs) return false;
  return true;
}

/**
 * The matching entries of the given session files, oldest first (merged by ts, then session, then
 * seq). With a limit only the most recent N are kept, so memory is bounded by the limit.
 */
export function queryLog(paths: readonly string[], filter: LogFilter, display: (path: string) => string = (p) => p): LedgerEntry[] {
  const streams = paths.map((p) => readEntries(p, display(p)));
  const heads: (LedgerEntry | undefined)[] = streams.map((s) => next(s, filter));
  const out: LedgerEntry[] = [];
  for (;;) {
    let best = -1;
    for (let i = 0; i < heads.length; i++) {
      const h = heads[i];
      if (h && (best < 0 || compareEntries(h, heads[best]!) < 0)) best = i;
    }
    if (best < 0) break;
    out.push(heads[best]!);
    if (filter.limit !== undefined && out.length > filter.limit) out.shift();
    heads[best] = next(streams[best]!, filter);
  }
  return out;
}

function next(stream: Generator<{ entry: LedgerEntry }>, filter: LogFilter): LedgerEntry | undefined {
  for (;;) {
    const r = stream.next();
    if (r.done) return undefined;
    if (matchesFilter(r.value.entry, filter)) return r.value.entry;
  }
}

function compareEntries(a: LedgerEntry, b: LedgerEntry): number {
  return a.ts < b.ts ? -1 : a.ts > b.ts ? 1 : a.session < b.session ? -1 : a.session > b.session ? 1 : a.seq - b.seq;
}

/** One human line describing an entry. */
export function describeEntry(e: LedgerEntry): string {
  switch (e.type) {
    case 'session':
      return `${e.event}${e.outcome ? ` (${e.outcome})` : ''}${e.agent ? ` ${e.agent.name}` : ''}${e.reason ? `: ${e.reason}` : ''}`;
    case 'file_write':
    case 'file_edit':
      return `${e.path} (${e.bytes} bytes, ${e.sha256.slice(0, 12)})`;
    case 'file_delete':
      return e.path;
    case 'shell_exec':
      return `exit ${e.exitCode ?? e.signal}  ${e.durationMs}ms  ${e.command}`;
    case 'tool_call':
      return `${e.tool} ${e.decision}${e.status ? ` ${e.status}` : ''}`;
    case 'verification': {
      const t = e.tests ? ` (${e.tests.passed} passed, ${e.tests.failed} failed, ${e.tests.skipped} skipped)` : '';
      return `${e.check} ${e.passed === null ? 'UNKNOWN' : e.passed ? 'PASS' : 'FAIL'}${t}  ${e.command}`;
    }
    case 'memory_write':
    case 'memory_read':
      return `${e.store} ${e.key}`;
  }
}
