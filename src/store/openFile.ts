// Opening a file for reading, with the one error every reader gives when it cannot: the file as
// the user should see it, and why, as one line (exit 2 at the front ends).
import { openSync, readFileSync } from 'node:fs';
import { ProofledgerError, describeIoError, errnoCode } from '../errors.js';

/** A file descriptor open for reading; `display` is how the error names the file. */
export function openReadOnly(path: string, display: string = path): number {
  try {
    return openSync(path, 'r');
  } catch (err) {
    throw new ProofledgerError(`${display}: cannot read: ${describeIoError(err)}`, 'io');
  }
}

/** The file's bytes, or null when it does not exist. */
export function readFileIfExists(path: string, display: string = path): Buffer | null {
  try {
    return readFileSync(path);
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') return null;
    throw new ProofledgerError(`${display}: cannot read: ${describeIoError(err)}`, 'io');
  }
}

/** A text file named on the command line; `-` is stdin. */
export function readTextFile(path: string): string {
  try {
    return readFileSync(path === '-' ? 0 : path, 'utf8');
  } catch (err) {
    throw new ProofledgerError(`${path}: cannot read: ${describeIoError(err)}`, 'io');
  }
}
