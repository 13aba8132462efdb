// Walks every vector in test/vectors/verify (made by scripts/vectors/verifygen.mjs) through each path
// that verifies session bytes — the sequential verifier (whole and cut into tiny chunks), the parallel
// one, the gate and the chain tail an append reads — and asserts they all give the failures the
// vector was built to give.
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { runGate } from '../../src/gate/gate.js';
import { policyFromConfig } from '../../src/gate/policy.js';
import { readChainTail } from '../../src/store/tail.js';
import type { VerifyFailure } from '../../src/verify/verifyChain.js';
import { verifyFile } from '../../src/verify/verifyFile.js';
// @ts-ignore -- the built module: its workers load build/verify/parallel/verifyWorker.js
import { verifyFileParallel as builtVerifyFileParallel } from '../../build/verify/parallel/verifyParallel.js';
import { REPO_ROOT } from '../support/cli.js';
import { makeTempDir } from '../support/tempRepo.js';

const verifyFileParallel = builtVerifyFileParallel as typeof import('../../src/verify/parallel/verifyParallel.js').verifyFileParallel;
const VECTORS = join(REPO_ROOT, 'test', 'vectors', 'verify');
const LINE_LOCAL = new Set(['invalid_json', 'noncanonical', 'schema', 'hash_mismatch', 'session_mismatch']);

interface Vector {
  name: string;
  bytes: Buffer;
  session: string;
  failures: string[];
}

const vectors: Vector[] = readdirSync(VECTORS).flatMap((kind) =>
  readdirSync(join(VECTORS, kind))
    .filter((f) => f.endsWith('.jsonl'))
    .map((f) => {
      const expected = JSON.parse(readFileSync(join(VECTORS, kind, f.replace(/\.jsonl$/, '.expected.json')), 'utf8')) as { session: string; failures: string[] };
      return { name: `${kind}/${f.replace(/\.jsonl$/, '')}`, bytes: readFileSync(join(VECTORS, kind, f)), ...expected };
    }),
);

const tmp = makeTempDir();
afterAll(() => tmp.cleanup());
const asKinds = (fs: readonly Pick<VerifyFailure, 'line' | 'kind'>[]): string[] => fs.map((f) => `${f.line}:${f.kind}`).sort();

function fileOf(v: Vector): string {
  const dir = join(tmp.dir, v.name.replace('/', '__'), '.proofledger', 'sessions');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${v.session}.jsonl`);
  writeFileSync(path, v.bytes);
  return path;
}

describe('verify vectors: every path agrees with each vector', () => {
  it('there is a vector of every kind of failure', () => {
    const kinds = new Set(vectors.flatMap((v) => v.failures.map((f) => f.split(':')[1])));
    for (const k of ['invalid_json', 'noncanonical', 'schema', 'hash_mismatch', 'seq_gap', 'seq_order', 'chain_broken', 'duplicate_id', 'session_mismatch', 'torn_tail']) expect(kinds, k).toContain(k);
    expect(vectors.length).toBeGreaterThanOrEqual(20);
  });

  it.each(vectors.map((v) => [v.name, v] as const))('%s', async (_name, v) => {
    const path = fileOf(v);
    const collect = (run: (on: (f: VerifyFailure) => void) => unknown): string[] => {
      const out: VerifyFailure[] = [];
      run((f) => out.push(f));
      return asKinds(out);
    };
    expect(collect((on) => verifyFile(path, on)), 'sequential').toEqual(v.failures);
    expect(collect((on) => verifyFile(path, on, { chunkBytes: 150 })), 'sequential, chunks of 150 bytes').toEqual(v.failures);
    const parallel: VerifyFailure[] = [];
    await verifyFileParallel(path, (f) => parallel.push(f), { threads: 2, minParallelBytes: 0, chunkBytes: 300 });
    expect(asKinds(parallel), 'parallel').toEqual(v.failures);

    const gate = runGate({ ledger: [{ path: `.proofledger/sessions/${v.session}.jsonl`, status: 'added', head: v.bytes }], changes: [], commits: [], headTree: 'ab'.repeat(20) }, policyFromConfig({}));
    const invalid = gate.findings.filter((f) => f.code === 'LEDGER_INVALID').map((f) => `${f.line}:${f.message.split(':')[0]}`).sort();
    expect(invalid, 'gate').toEqual(v.failures);

    // The tail an append chains onto: refused exactly when verify faults the last line itself.
    const size = statSync(path).size;
    const completeLines = v.bytes.subarray(0, v.bytes.lastIndexOf(0x0a) + 1).filter((b) => b === 0x0a).length;
    const refused = v.failures.some((f) => f.endsWith(':torn_tail') || (f.startsWith(`${completeLines}:`) && LINE_LOCAL.has(f.split(':')[1]!)));
    const fd = openSync(path, 'r');
    try {
      const tail = (): unknown => readChainTail(fd, size, path, v.session);
      if (refused) expect(tail, 'tail').toThrow(/refusing to chain|torn/);
      else if (size > 0) expect((tail() as { nextSeq: number }).nextSeq, 'tail').toBe(JSON.parse(v.bytes.subarray(v.bytes.lastIndexOf(0x0a, v.bytes.length - 2) + 1).toString('utf8')).seq + 1);
    } finally {
      closeSync(fd);
    }
  });

  it('the committed vectors are what scripts/vectors/verifygen.mjs makes', () => {
    const out = join(tmp.dir, 'regenerated');
    const r = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'vectors', 'verifygen.mjs'), out], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    for (const kind of readdirSync(VECTORS)) {
      expect(readdirSync(join(out, kind)).sort(), kind).toEqual(readdirSync(join(VECTORS, kind)).sort());
      for (const f of readdirSync(join(VECTORS, kind))) expect(readFileSync(join(out, kind, f)).equals(readFileSync(join(VECTORS, kind, f))), `${kind}/${f}`).toBe(true);
    }
  });
});
