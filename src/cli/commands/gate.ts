import { EXIT_CHECK_FAILED, EXIT_OK } from '../../errors.js';
import type { GateResult } from '../../gate/gate.js';
import type { CheckKind } from '../../format/generated/configSchema.js';
import { gateRepository, type RepositoryGateResult } from '../../git/gateRepository.js';
import type { GateRange, ResolvedRevisions } from '../../git/range.js';
import { formatGateText, gateJson } from '../../gate/report.js';
import { readTextFile } from '../../store/openFile.js';
import { printLine, type CliContext } from '../context.js';
import { progressBar } from '../progress.js';

/** The gate on a range of this repository, with a progress bar on a terminal. */
export async function gateRange(ctx: CliContext, range: GateRange, resolved?: ResolvedRevisions): Promise<RepositoryGateResult> {
  const bar = progressBar('gate');
  try {
    return await gateRepository(ctx.layout.root, range, { ...(resolved ? { resolved } : {}), onProgress: (done, total) => bar.update(done, total) });
  } finally {
    bar.stop();
  }
}

export interface GateOptions {
  base: string;
  head: string;
  prTitle?: string;
  prBody?: string;
  branch?: string;
  json?: boolean;
  /** Checks to run again here, on head, with base's commands (CI confirmation). */
  confirm?: CheckKind[];
  /** Write the in-toto Statements here (see writeAttestations: PATH.jsonl, PATH.json or a folder). */
  attestation?: string;
}

/** `proofledger gate --base REV`: exit 0 pass, 1 fail. */
export async function runGateCommand(context: CliContext, opts: GateOptions): Promise<number> {
  const pr = opts.prTitle !== undefined || opts.prBody !== undefined ? { title: opts.prTitle ?? '', body: opts.prBody ? readTextFile(opts.prBody) : '' } : undefined;
  let result: GateResult = await gateRange(context, { base: opts.base, head: opts.head, ...(pr ? { pr } : {}), ...(opts.branch ? { branch: opts.branch } : {}) });
  if (opts.confirm && opts.confirm.length > 0) {
    const { confirmOnHead } = await import('../../adapters/confirmChecks.js');
    result = await confirmOnHead(context.layout.root, result as RepositoryGateResult, opts.confirm, { write: (text) => void context.stderr.write(text) });
  }
  if (opts.json) printLine(context, JSON.stringify(gateJson(result)));
  else printLine(context, formatGateText(result, `${opts.base}..${opts.head}`));
  if (opts.attestation) {
    const { resolveRevisions } = await import('../../git/range.js');
    const { oids } = resolveRevisions(context.layout.root, [opts.head, opts.base]);
    const { attestationOf, testResultStatements } = await import('../../gate/attestation.js');
    const { attestationSubjectOf } = await import('../../git/attestationSubject.js');
    const { writeAttestations } = await import('../../store/attestationFiles.js');
    const subject = attestationSubjectOf(context.layout.root, oids[0]!, oids[1]!, { GITHUB_SERVER_URL: process.env['GITHUB_SERVER_URL'], GITHUB_REPOSITORY: process.env['GITHUB_REPOSITORY'] });
    writeAttestations(opts.attestation, { gate: attestationOf(result, subject), testResults: testResultStatements(result, subject) });
  }
  return result.verdict === 'pass' ? EXIT_OK : EXIT_CHECK_FAILED;
}
