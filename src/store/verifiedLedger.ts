// Many session files read as evidence at once (`stats` over whole ledgers): the same rule as
// readVerifiedSessions — a file is verified first, and one that fails proves nothing — with the
// verification shared out over all cores (verifyLedger) instead of one file after another.
import type { SessionEvidence } from '../gate/evidence.js';
import type { VerifyFailure } from '../verify/verifyChain.js';
import { verifyLedger } from '../verify/verifyLedger.js';
import { sessionIdOfFile } from './layout.js';
import { readEntries } from './readEntries.js';
import type { RejectedSession } from './sessionEvidence.js';

export type VerifiedFile = { verified: true; evidence: SessionEvidence } | { verified: false; rejected: RejectedSession };

/**
 * Each file, in the order given, verified or rejected. `display` names a file in the result (a
 * repository-relative path); files are told apart by their own path while verifying, so two
 * repositories' files of the same name never mix.
 */
export async function readVerifiedFiles(paths: readonly string[], display: (path: string) => string): Promise<VerifiedFile[]> {
  const failures = new Map<string, VerifyFailure[]>();
  const report = await verifyLedger(paths, (f) => {
    const list = failures.get(f.path);
    if (list) list.push(f);
    else failures.set(f.path, [f]);
  });
  return report.files.map((file, i): VerifiedFile => {
    const path = paths[i]!;
    const name = display(path);
    if (file.status === 'CORRUPTED') return { verified: false, rejected: { path: name, failures: (failures.get(file.path) ?? []).map((f) => ({ ...f, path: name })) } };
    return { verified: true, evidence: { session: sessionIdOfFile(path) ?? path, path: name, entries: [...readEntries(path, name)] } };
  });
}
