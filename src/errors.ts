/** Exit codes of every front end: a check that ran and failed is 1, not an error. */
export const EXIT_OK = 0;
export const EXIT_CHECK_FAILED = 1;
export const EXIT_USAGE = 2;

/**
 * An error the user can act on: one line naming the file, line and field where known.
 * Front ends print `message` and exit with `exitCodeOf` (all 2: usage, bad input or I/O).
 */
export class ProofledgerError extends Error {
  constructor(
    message: string,
    readonly code: 'usage' | 'input' | 'io' | 'corrupt' | 'locked' = 'io',
  ) {
    super(message);
    this.name = 'ProofledgerError';
  }
}

const EXIT_CODE_OF_ERROR: Record<ProofledgerError['code'], number> = { usage: EXIT_USAGE, input: EXIT_USAGE, io: EXIT_USAGE, corrupt: EXIT_USAGE, locked: EXIT_USAGE };

export function exitCodeOf(err: ProofledgerError): number {
  return EXIT_CODE_OF_ERROR[err.code];
}

export function errnoCode(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException | undefined)?.code;
}

export function describeIoError(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  const reasons: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    EROFS: 'read-only file system',
    ENOSPC: 'no space left on device',
    EDQUOT: 'disk quota exceeded',
    ENOENT: 'no such file or directory',
    EISDIR: 'is a directory',
    ENOTDIR: 'not a directory',
    EIO: 'I/O error',
  };
  return (e?.code && reasons[e.code]) ?? e?.message ?? String(err);
}
