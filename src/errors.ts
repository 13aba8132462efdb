/**
 * An error the user can act on: one line naming the file, line and field where known.
 * Front ends print `message` and exit 2 (usage or I/O); a check that ran and failed is not an error.
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
