// What files held at the commits verifications were described against: the gate needs it to bind
// evidence after a rebase or a merge of the base branch, and the gate itself reads no git.

import { spawnSync } from 'node:child_process';
import type { GateInput } from '../gate/gate.js';

const COMMIT = /"commit":"([0-9a-f]{40}(?:[0-9a-f]{24})?)"/;
const CHANGE_PATH = /\{"blob":(?:null|"[0-9a-f]+"),"path":"((?:[^"\\]|\\.)*)"\}/g;

/**
 * For each commit a verification added in this range names: whether it is here, and the blob id
 * (or null) of every path the range changes or the verification lists, in one `cat-file` process.
 */
export function readTestedBlobs(dir: string, input: GateInput): { commitsPresent: Set<string>; blobsAt: Map<string, string | null> } {
  const paths = new Map<string, Set<string>>();
  for (const file of input.ledger) {
    if (!file.head) continue;
    for (const line of Buffer.from(file.head.buffer, file.head.byteOffset, file.head.length).toString('utf8').split('\n')) {
      if (!line.includes('"type":"verification"')) continue;
      const commit = COMMIT.exec(line)?.[1];
      if (!commit) continue;
      const set = paths.get(commit) ?? new Set(input.changes.map((c) => c.path));
      for (const m of line.matchAll(CHANGE_PATH)) set.add(JSON.parse(`"${m[1]}"`) as string);
      paths.set(commit, set);
    }
  }
  const commitsPresent = new Set<string>();
  const blobsAt = new Map<string, string | null>();
  if (paths.size === 0) return { commitsPresent, blobsAt };
  const names = [...paths].flatMap(([commit, set]) => [`${commit}^{commit}`, ...[...set].map((p) => `${commit}:${p}`)]);
  const r = spawnSync('git', ['cat-file', '--batch-check=%(objectname) %(objecttype)'], { cwd: dir, input: names.join('\n') + '\n', encoding: 'utf8', maxBuffer: 1 << 28 });
  const lines = (r.stdout ?? '').split('\n');
  names.forEach((name, i) => {
    const [oid, kind] = (lines[i] ?? '').split(' ');
    const found = kind !== undefined && kind !== 'missing' && oid !== undefined && !/ missing$/.test(lines[i] ?? '');
    if (name.endsWith('^{commit}')) {
      if (found) commitsPresent.add(name.slice(0, -'^{commit}'.length));
    } else blobsAt.set(name, found ? oid! : null);
  });
  return { commitsPresent, blobsAt };
}
