// `proofledger provenance [PATH] | --store S --key K [--content FILE]`: the latest entry that
// produced a file or memory key, and whether what is there now still matches it.
import { relative, resolve, sep } from 'node:path';
import { EXIT_CHECK_FAILED, EXIT_OK, ProofledgerError } from '../../errors.js';
import { canonicalSha256, sha256Hex } from '../../format/digest.js';
import { fileProvenance, memoryProvenance, type ProvenanceResult } from '../../query/provenance.js';
import { readFileIfExists, readTextFile } from '../../store/openFile.js';
import { listSessionFiles } from '../../store/sessionFiles.js';
import { currentIndex, printLine, readStdin, type CliContext } from '../context.js';

export interface ProvenanceOptions {
  store?: string;
  key?: string;
  content?: string;
  json?: boolean;
}

/** SHA-256 of the canonical JSON of the memory content given (a file, or - for stdin). */
async function memoryContentSha256(content: string): Promise<string> {
  const raw = content === '-' ? (await readStdin()).toString('utf8') : readTextFile(content);
  try {
    return canonicalSha256(JSON.parse(raw));
  } catch {
    throw new ProofledgerError(`--content: not JSON`, 'input');
  }
}

export async function runProvenance(context: CliContext, path: string | undefined, opts: ProvenanceOptions): Promise<number> {
  const paths = listSessionFiles(context.layout);
  let result: ProvenanceResult;
  if (path !== undefined) {
    const rel = relative(context.layout.root, resolve(context.cwd, path)).split(sep).join('/');
    const bytes = readFileIfExists(resolve(context.cwd, path), path);
    const index = await currentIndex(context);
    result = fileProvenance(paths, rel, bytes === null ? null : sha256Hex(bytes), index ? () => index.latestForPath(rel) : undefined);
    index?.close();
  } else if (opts.store !== undefined && opts.key !== undefined) {
    const { store, key } = opts;
    const current = opts.content !== undefined ? await memoryContentSha256(opts.content) : undefined;
    const index = await currentIndex(context);
    result = memoryProvenance(paths, store, key, current, index ? () => index.latestMemoryWrite(store, key) : undefined);
    index?.close();
  } else throw new ProofledgerError('provenance: give a PATH, or --store and --key', 'usage');
  if (opts.json) printLine(context, JSON.stringify(result));
  else printLine(context, `${result.status.toUpperCase()}: ${result.message}`);
  return result.status === 'verified' ? EXIT_OK : EXIT_CHECK_FAILED;
}
