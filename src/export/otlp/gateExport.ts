// What the Action sends for one gate run: the spans of the entries the change added, and the
// verdict as a span linked to those sessions. The sessions' first hashes (which name their traces)
// come from the head revision for a session the change continued rather than started.
import { spawnSync } from 'node:child_process';
import type { LedgerEntry } from '../../format/entry.js';
import type { GateResult } from '../../gate/gate.js';
import { gateSpan } from './gateSpan.js';
import { resourceAttributes, type RepositoryFacts } from './resource.js';
import { sessionSpans, type SpanBatch } from './spans.js';

/** A session file's first entry at a revision, read with git; undefined when it cannot be read. */
function firstEntryAt(root: string, revision: string, path: string): LedgerEntry | undefined {
  const r = spawnSync('git', ['cat-file', 'blob', `${revision}:${path}`], { cwd: root, maxBuffer: 1 << 30 });
  if (r.status !== 0) return undefined;
  const nl = r.stdout.indexOf(0x0a);
  try {
    const first = JSON.parse(r.stdout.subarray(0, nl < 0 ? r.stdout.length : nl).toString('utf8')) as LedgerEntry;
    return first.seq === 0 && typeof first.hash === 'string' ? first : undefined;
  } catch {
    return undefined;
  }
}

export interface GateExport {
  root: string;
  result: GateResult;
  repository: RepositoryFacts & { head: string };
  base: string | null;
  pullRequest?: number;
  startMs: number;
  endMs: number;
  version: string;
}

export function gateBatch(g: GateExport): SpanBatch {
  const starts = new Map<string, LedgerEntry>();
  for (const s of g.result.added) {
    const first = s.entries[0]?.entry;
    const start = first?.seq === 0 ? first : firstEntryAt(g.root, g.repository.head, s.path);
    if (start) starts.set(s.session, start);
  }
  const firstHashes = new Map([...starts].map(([session, e]) => [session, e.hash]));
  const resource = resourceAttributes(g.repository, g.version);
  const sessions = g.result.added.flatMap((s) => {
    const start = starts.get(s.session);
    return start ? sessionSpans({ ...s, start }) : [];
  });
  const repository = String(resource['vcs.repository.url.full'] ?? '');
  return {
    resource,
    spans: [gateSpan(g.result, { repository, base: g.base, head: g.repository.head, ...(g.pullRequest !== undefined ? { pullRequest: g.pullRequest } : {}), startMs: g.startMs, endMs: g.endMs, firstHashes }), ...sessions],
  };
}
