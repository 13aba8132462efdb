// `proofledger verify [paths...]`: check session files; exit 0 valid or empty, 1 corrupted.
import { EXIT_CHECK_FAILED, EXIT_OK } from '../../errors.js';
import type { VerifyFailure } from '../../verify/verifyChain.js';
import { verifyLedger } from '../../verify/verifyLedger.js';
import { displayPath, printLine, sessionPaths, type CliContext } from '../context.js';
import { progressBar } from '../progress.js';
import { plural } from './plural.js';

export async function runVerify(context: CliContext, args: readonly string[], opts: { json?: boolean }): Promise<number> {
  const { stdout } = context;
  let first = true;
  if (opts.json) stdout.write('{"failures":[');
  const onFailure = (f: VerifyFailure): void => {
    if (opts.json) {
      stdout.write((first ? '' : ',') + JSON.stringify({ path: f.path, line: f.line, seq: f.seq, kind: f.kind, message: f.message }));
      first = false;
    } else printLine(context, `  ${f.path}:${f.line}${f.seq !== null ? ` seq ${f.seq}` : ''}  ${f.kind}: ${f.message}`);
  };
  // Progress is shown only on a TTY once the work takes a while.
  const bar = progressBar('verify');
  const { status, entries, failures, files } = await verifyLedger(await sessionPaths(context, args), onFailure, {
    displayPath: (p) => displayPath(context, p),
    onProgress: (done, total) => bar.update(done, total),
    onFile: (r) => {
      if (!opts.json) printLine(context, `${r.status.padEnd(9)}  ${r.path}  (${plural(r.entries, 'entry', 'entries')}${r.failures ? `, ${plural(r.failures, 'failure')}` : ''})`);
    },
  });
  bar.stop();
  if (opts.json) stdout.write(`],"status":${JSON.stringify(status)},"entries":${entries},"files":${JSON.stringify(files)}}\n`);
  else {
    const corrupted = files.filter((f) => f.status === 'CORRUPTED').length;
    printLine(context, `${status}: ${plural(files.length, 'file')}, ${plural(entries, 'entry', 'entries')}, ${plural(failures, 'failure')}${corrupted ? ` in ${plural(corrupted, 'corrupted file')}` : ''}`);
  }
  return status === 'CORRUPTED' ? EXIT_CHECK_FAILED : EXIT_OK;
}
