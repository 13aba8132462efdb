// `proofledger record PATH...`: attribute files as they are on disk now to a session — for edits
// made by hand or by an agent without hooks. Each path becomes one entry, its hash and size read
// here from disk: file_edit when HEAD has the file, file_write when it is new, file_delete when it
// is gone but HEAD or the ledger knew it. Every path is checked before anything is written.
import { statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { ProofledgerError, describeIoError, errnoCode } from '../../errors.js';
import { sha256Hex } from '../../format/digest.js';
import { pathsAtHead } from '../../git/headPaths.js';
import { appendEntry } from '../../store/append.js';
import { LEDGER_DIR } from '../../store/layout.js';
import { readFileIfExists } from '../../store/openFile.js';
import { readEntries } from '../../store/readEntries.js';
import { listSessionFiles } from '../../store/sessionFiles.js';
import { openRecording, printLine, type CliContext } from '../context.js';
import { requireInitialized } from '../../store/layout.js';

type FileChange =
  | { type: 'file_write' | 'file_edit'; path: string; sha256: string; bytes: number }
  | { type: 'file_delete'; path: string };

/** The repository-relative POSIX path of a path given on the command line; refuses one outside. */
function repoPath(context: CliContext, given: string): string {
  const rel = relative(context.layout.root, resolve(context.cwd, given));
  if (rel === '' || rel === '..' || rel.startsWith('..' + sep) || isAbsolute(rel)) throw new ProofledgerError(`${given}: not inside the repository (${context.layout.root})`, 'usage');
  const path = rel.split(sep).join('/');
  if (path === LEDGER_DIR || path.startsWith(LEDGER_DIR + '/')) throw new ProofledgerError(`${given}: is part of the ledger itself, which is not recorded`, 'usage');
  return path;
}

/** Paths some session recorded a write or an edit of. */
function pathsRecordedBefore(context: CliContext, wanted: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const file of listSessionFiles(context.layout)) {
    for (const { entry } of readEntries(file, relative(context.cwd, file))) {
      if ((entry.type === 'file_write' || entry.type === 'file_edit') && wanted.has(entry.path)) found.add(entry.path);
    }
  }
  return found;
}

function observe(context: CliContext, given: readonly string[]): FileChange[] {
  const paths = given.map((g) => repoPath(context, g));
  const contents = given.map((g, i) => {
    const abs = resolve(context.layout.root, paths[i]!);
    try {
      if (statSync(abs).isDirectory()) throw new ProofledgerError(`${g}: is a directory: name the files in it`, 'usage');
    } catch (err) {
      if (err instanceof ProofledgerError) throw err;
      if (errnoCode(err) !== 'ENOENT') throw new ProofledgerError(`${g}: cannot read: ${describeIoError(err)}`, 'io');
    }
    return readFileIfExists(abs, g);
  });
  const atHead = pathsAtHead(context.layout.root, paths);
  const gone = new Set(paths.filter((p, i) => contents[i] === null && !atHead.has(p)));
  const known = gone.size > 0 ? pathsRecordedBefore(context, gone) : new Set<string>();
  return paths.map((path, i): FileChange => {
    const content = contents[i];
    if (content === null || content === undefined) {
      if (!atHead.has(path) && !known.has(path)) throw new ProofledgerError(`${given[i]}: no such file, and neither HEAD nor the ledger has it: nothing to record`, 'usage');
      return { type: 'file_delete', path };
    }
    return { type: atHead.has(path) ? 'file_edit' : 'file_write', path, sha256: sha256Hex(content), bytes: content.length };
  });
}

export async function runRecord(context: CliContext, given: readonly string[], opts: { session?: string }): Promise<number> {
  requireInitialized(context.layout);
  const changes = observe(context, given);
  const { append, recording, open, end } = await openRecording(context, opts.session);
  open();
  for (const change of changes) {
    // `source` stays absent (read as `append`): proofledger read the content itself, but who
    // changed the file is what the caller says. A `record` source is proposed in notes/cli.md.
    appendEntry(context.layout, recording.session, change, { ...append, source: 'record' });
    printLine(context, `${change.type.padEnd(11)}  ${change.path}${change.type === 'file_delete' ? '' : `  ${change.bytes} bytes, sha256 ${change.sha256.slice(0, 12)}`}`);
  }
  end();
  return 0;
}
