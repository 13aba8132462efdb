// `proofledger log`: entries, oldest first, across sessions.
import { ProofledgerError } from '../../errors.js';
import { ENTRY_TYPES } from '../../format/vocabulary.js';
import { describeEntry, queryLog, type LogFilter } from '../../query/log.js';
import { currentIndex, displayPath, printLine, sessionFilesFor, type CliContext } from '../context.js';

const DURATION_UNIT_MS = { s: 1e3, m: 60e3, h: 3600e3, d: 86400e3, w: 604800e3 } as const;

/** A date, or a duration ago (30m, 2h, 7d), as epoch milliseconds. */
function parseSince(value: string, now: number = Date.now()): number {
  const rel = /^(\d+)\s*(s|m|h|d|w)$/.exec(value.trim());
  if (rel) return now - Number(rel[1]) * DURATION_UNIT_MS[rel[2] as keyof typeof DURATION_UNIT_MS];
  const t = Date.parse(value);
  if (Number.isNaN(t)) throw new ProofledgerError(`--since: ${JSON.stringify(value)} is neither a date (2026-11-21T10:00:00Z) nor a duration (30m, 2h, 7d)`, 'usage');
  return t;
}

export interface LogOptions {
  session?: string;
  type?: string[];
  since?: string;
  limit?: number;
  json?: boolean;
}

export async function runLog(context: CliContext, opts: LogOptions): Promise<number> {
  for (const t of opts.type ?? []) {
    if (!(ENTRY_TYPES as readonly string[]).includes(t)) throw new ProofledgerError(`--type: unknown entry type ${JSON.stringify(t)} (one of ${ENTRY_TYPES.join(', ')})`, 'usage');
  }
  const filter: LogFilter = {
    ...(opts.type ? { types: new Set(opts.type) } : {}),
    ...(opts.since ? { sinceMs: parseSince(opts.since) } : {}),
    ...(opts.limit ? { limit: opts.limit } : {}),
  };
  const index = await currentIndex(context);
  let entries;
  if (index) {
    entries = index.log(opts.session ? [opts.session] : null, filter);
    index.close();
  } else entries = queryLog(await sessionFilesFor(context, opts.session), filter, (p) => displayPath(context, p));
  for (const e of entries) {
    if (opts.json) printLine(context, JSON.stringify(e));
    else printLine(context, `${e.ts}  ${e.session} #${e.seq}  ${e.type.padEnd(12)}  ${describeEntry(e)}`);
  }
  return 0;
}
