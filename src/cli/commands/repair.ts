// `proofledger repair [paths...]`: move a torn last line (left by a crash) to a quarantine file.
import { repairSessionFile } from '../../store/repair.js';
import { displayPath, printLine, sessionPaths, type CliContext } from '../context.js';
import { plural } from './plural.js';

export async function runRepair(context: CliContext, args: readonly string[]): Promise<number> {
  let repaired = 0;
  for (const p of await sessionPaths(context, args)) {
    const r = repairSessionFile(p);
    if (r.quarantinedBytes > 0) {
      repaired++;
      printLine(context, `repaired  ${displayPath(context, p)}: ${plural(r.quarantinedBytes, 'torn byte')} moved to ${displayPath(context, r.quarantinePath!)}`);
    } else printLine(context, `ok        ${displayPath(context, p)}: no torn tail`);
  }
  printLine(context, repaired ? `Repaired ${plural(repaired, 'file')}; run \`proofledger verify\` to check the rest.` : 'Nothing to repair.');
  return 0;
}
