// `proofledger exec [--check KIND] -- CMD...`: run a command, passing its output through, and record it.
import { runRecorded } from '../../adapters/exec.js';
import { EXIT_USAGE, ProofledgerError } from '../../errors.js';
import type { CheckKind } from '../../format/vocabulary.js';
import { openRecording, type CliContext } from '../context.js';

export async function runExec(context: CliContext, argv: string[], opts: { check?: CheckKind; session?: string }): Promise<number> {
  const { append, recording, open, end } = await openRecording(context, opts.session);
  if (argv.length > 0) open();
  const r = await runRecorded({ argv, cwd: context.cwd, layout: context.layout, session: recording.session, append, ...(opts.check ? { check: opts.check } : {}) });
  if (r.recordError) {
    context.stderr.write(`proofledger: the command ran but was NOT recorded: ${r.recordError.message}\n`);
    return r.exitCode;
  }
  try {
    end();
  } catch (err) {
    if (!(err instanceof ProofledgerError)) throw err;
    context.stderr.write(`proofledger: the command was recorded, but its session could not be closed: ${err.message}\n`);
    return r.exitCode !== 0 ? r.exitCode : EXIT_USAGE;
  }
  return r.exitCode;
}
