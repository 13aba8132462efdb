// `proofledger session current`: the current session id; exit 1 if none. Loads no writer.
import { EXIT_CHECK_FAILED, EXIT_OK } from '../../errors.js';
import { readCurrentSession } from '../../store/sessionPointer.js';
import { printLine, type CliContext } from '../context.js';

export function runSessionCurrent(context: CliContext): number {
  const id = readCurrentSession(context.layout);
  if (!id) return EXIT_CHECK_FAILED;
  printLine(context, id);
  return EXIT_OK;
}
