// `proofledger evidence CHECK`: does the ledger prove this check for the working tree as it is now?
import { EXIT_CHECK_FAILED, EXIT_OK } from '../../errors.js';
import type { CheckKind } from '../../format/vocabulary.js';
import { evaluateEvidence } from '../../gate/evidence.js';
import { workingTreeId } from '../../git/repository.js';
import { readVerifiedSessions, rejectionLines } from '../../store/sessionEvidence.js';
import { printLine, sessionFilesFor, type CliContext } from '../context.js';

export async function runEvidence(context: CliContext, check: CheckKind, opts: { session?: string; json?: boolean }): Promise<number> {
  const { sessions, rejected } = readVerifiedSessions(context.layout.root, await sessionFilesFor(context, opts.session));
  const result = evaluateEvidence(sessions, check, await workingTreeId(context.layout.root));
  if (opts.json) printLine(context, JSON.stringify({ ...result, rejected: rejected.map((r) => ({ path: r.path, failures: r.failures })) }));
  else {
    for (const line of rejectionLines(rejected)) context.stderr.write(`proofledger: ${line}\n`);
    printLine(context, `${result.status === 'proven' ? 'PROVEN' : result.status.toUpperCase()}: ${result.message}`);
    if (result.at) printLine(context, `  ${result.at.path}:${result.at.line} (seq ${result.at.seq}, ${result.at.ts})`);
  }
  return result.status === 'proven' ? EXIT_OK : EXIT_CHECK_FAILED;
}
