// `proofledger append`: one entry given as JSON on stdin; prints the stored line.
import { ProofledgerError } from '../../errors.js';
import { entryLine } from '../../format/entry.js';
import { decodeUtf8Strict, parseStrictJson, StrictJsonError } from '../../format/strictJson.js';
import { appendEntry, preparePayload } from '../../store/append.js';
import { openRecording, type CliContext } from '../context.js';

function parseStdin(stdin: Buffer): unknown {
  try {
    return parseStrictJson(decodeUtf8Strict(stdin, 'stdin'));
  } catch (err) {
    if (err instanceof StrictJsonError) throw new ProofledgerError(`stdin: ${err.message}`, 'input');
    if (err instanceof Error && !(err instanceof ProofledgerError)) throw new ProofledgerError(err.message, 'input');
    throw err;
  }
}

/** The entry's fields came from stdin: a field error is named as stdin's. */
function asStdinError(err: unknown): unknown {
  return err instanceof ProofledgerError && err.code === 'input' ? new ProofledgerError(`stdin: ${err.message}`, 'input') : err;
}

export async function runAppend(context: CliContext, stdin: Buffer, opts: { session?: string }): Promise<number> {
  const payload = parseStdin(stdin) as Record<string, unknown>;
  const opened = await openRecording(context, opts.session);
  const { recording, open, end } = opened;
  // Whatever it says of itself, an entry handed in on stdin was not observed by proofledger.
  const append = { ...opened.append, source: 'append' };
  try {
    // Refused before an own session is opened, so bad input leaves nothing behind.
    preparePayload(recording.session, payload, append);
    open();
    context.stdout.write(entryLine(appendEntry(context.layout, recording.session, payload, append).entry));
  } catch (err) {
    throw asStdinError(err);
  }
  end();
  return 0;
}
