// Session files read as evidence for the evidence rule (src/gate/evidence.ts): each session's
// entries in file order with their line numbers, named by id and repository-relative path.
import { relative, sep } from 'node:path';
import type { SessionEvidence } from '../gate/evidence.js';
import { sessionIdOfFile } from './layout.js';
import { readEntries } from './readEntries.js';

export function readSessionEvidence(root: string, paths: readonly string[]): SessionEvidence[] {
  return paths.map((p) => {
    const path = relative(root, p).split(sep).join('/');
    return { session: sessionIdOfFile(p) ?? p, path, entries: [...readEntries(p, path)] };
  });
}
