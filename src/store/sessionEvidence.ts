// Session files read as evidence (src/gate/evidence.ts) — the one read path every local consumer of
// evidence uses (`evidence`, the MCP tools, the agents' stop veto, `summary`'s check results): a
// session file is verified first, and one that fails verification is reported and proves nothing.
// A hand-edited "passed": true is caught here, not only by the gate in CI.
import { relative, sep } from 'node:path';
import type { SessionEvidence } from '../gate/evidence.js';
import type { VerifyFailure } from '../verify/verifyChain.js';
import { verifyFile } from '../verify/verifyFile.js';
import { sessionIdOfFile } from './layout.js';
import { readEntries } from './readEntries.js';

export interface RejectedSession {
  path: string;
  failures: VerifyFailure[];
}

export interface VerifiedSessions {
  sessions: SessionEvidence[];
  /** Session files that failed verification: their entries are not evidence. */
  rejected: RejectedSession[];
}

export function readVerifiedSessions(root: string, paths: readonly string[]): VerifiedSessions {
  const out: VerifiedSessions = { sessions: [], rejected: [] };
  for (const p of paths) {
    const path = relative(root, p).split(sep).join('/');
    const failures: VerifyFailure[] = [];
    verifyFile(p, (f) => failures.push(f), { displayPath: path });
    if (failures.length > 0) out.rejected.push({ path, failures });
    else out.sessions.push({ session: sessionIdOfFile(p) ?? p, path, entries: [...readEntries(p, path)] });
  }
  return out;
}

/** One line per rejected file, naming the first failure. */
export function rejectionLines(rejected: readonly RejectedSession[]): string[] {
  return rejected.map((r) => `${r.path}: fails verification (${r.failures.length} failure${r.failures.length === 1 ? '' : 's'}; line ${r.failures[0]!.line}: ${r.failures[0]!.kind}: ${r.failures[0]!.message}): its entries are not evidence`);
}
