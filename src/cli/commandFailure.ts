import { EXIT_USAGE, ProofledgerError, describeIoError, exitCodeOf } from '../errors.js';

/**
 * An error a command did not handle, said in one line on stderr; returns the exit code (2: usage,
 * input or I/O). The CLI and the bin's bundled commands (hook, pre-push) answer alike.
 */
export function reportFailure(err: unknown): number {
  if (err instanceof ProofledgerError) {
    process.stderr.write(`proofledger: ${err.message}\n`);
    return exitCodeOf(err);
  }
  const e = err as NodeJS.ErrnoException;
  process.stderr.write(`proofledger: ${e?.code ? describeIoError(e) : (e?.stack ?? String(err))}\n`);
  return EXIT_USAGE;
}
