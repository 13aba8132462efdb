// npm run bench: verify and append figures, measured side by side in one run.
// Sizes: 10k and 100k entries by default; `npm run bench -- --full` adds 1M.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { canonicalize } from '../build/core/canonical.js';
import { appendEntry } from '../build/core/append.js';
import { layoutFor, sessionFilePath } from '../build/core/layout.js';

const here = dirname(fileURLToPath(import.meta.url));
const sizes = process.argv.includes('--full') ? [10_000, 100_000, 1_000_000] : [10_000, 100_000];
const work = mkdtempSync(join(tmpdir(), 'proofledger-bench-'));
const sha = (s) => createHash('sha256').update(s).digest('hex');

/** A realistic mix of entry types, ~500 bytes each, chained exactly as the writer would. */
function generate(path, session, n) {
  const fd = openSync(path, 'w');
  let prev = '0'.repeat(64);
  let batch = '';
  const t0 = Date.parse('2026-01-01T00:00:00.000Z');
  for (let i = 0; i < n; i++) {
    const kind = i % 10;
    const common = { v: 1, seq: i, id: `01900000-0000-7000-8000-${i.toString(16).padStart(12, '0')}`, ts: new Date(t0 + i * 1000).toISOString(), session, prev };
    const h = sha(String(i));
    const e =
      kind < 4 ? { ...common, type: 'file_edit', path: `src/module${i % 97}/component${i % 13}.ts`, sha256: h, bytes: 1000 + i % 5000, prevSha256: sha(h), tool: 'Edit' }
      : kind < 7 ? { ...common, type: 'shell_exec', command: `npm run lint -- --fix src/module${i % 97} && git status --short`, cwd: '.', exitCode: i % 17 === 0 ? 1 : 0, signal: null, durationMs: i % 9000, stdoutBytes: i % 4000, stdoutSha256: h, stderrBytes: 0, stderrSha256: sha('') }
      : kind < 9 ? { ...common, type: 'tool_call', tool: 'mcp__github__create_issue', callId: `toolu_${h.slice(0, 24)}`, decision: 'approved', argsHash: h, resultHash: sha(h + 'r'), status: 'ok', durationMs: 120 }
      : { ...common, type: 'verification', check: 'test', passed: true, command: 'npx vitest run --reporter=dot', exitCode: 0, durationMs: 4200, outputSha256: h, tests: { passed: 412, failed: 0, skipped: 3 }, tree: h.slice(0, 40) };
    const withHash = { ...e, hash: sha(canonicalize(e)) };
    prev = withHash.hash;
    batch += canonicalize(withHash) + '\n';
    if (batch.length > 1 << 20) {
      writeSync(fd, batch);
      batch = '';
    }
  }
  writeSync(fd, batch);
  closeSync(fd);
}

/** Runs a measurement in a fresh process so that time and peak RSS are the whole process's. */
function measure(mode, path) {
  const r = spawnSync(process.execPath, [join(here, 'bench-worker.js'), mode, path], { encoding: 'utf8', maxBuffer: 1 << 24 });
  if (r.status !== 0) throw new Error(`${mode}: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

const results = { machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', node: process.version }, verify: [], append: {} };
try {
  for (const n of sizes) {
    const session = `bench-${n}`;
    const layout = layoutFor(join(work, `repo-${n}`));
    const path = sessionFilePath(layout, session);
    mkdirSync(dirname(path), { recursive: true });
    generate(path, session, n);
    const mb = statSync(path).size / 1e6;
    const floor = measure('floor', path);
    const verify = measure('verify', path);
    const reference = measure('reference', path);
    if (verify.entries !== n) throw new Error(`verify saw ${verify.entries} entries, expected ${n}`);
    results.verify.push({
      entries: n,
      mb: +mb.toFixed(1),
      verify: { ms: verify.ms, entriesPerSec: Math.round(n / (verify.ms / 1000)), mbPerSec: +(mb / (verify.ms / 1000)).toFixed(1), peakRssMb: verify.peakRssMb },
      floor: { ms: floor.ms, peakRssMb: floor.peakRssMb },
      reference: { ms: reference.ms, peakRssMb: reference.peakRssMb },
      verifyOverFloor: +(verify.ms / floor.ms).toFixed(2),
      referenceOverVerify: +(reference.ms / verify.ms).toFixed(2),
    });
    // Append cost on top of this many existing entries.
    for (const fsync of [false, true]) {
      const count = fsync ? 200 : 2000;
      const t = process.hrtime.bigint();
      for (let i = 0; i < count; i++) appendEntry(layout, session, { type: 'shell_exec', command: `echo ${i}`, cwd: '.', exitCode: 0, signal: null, durationMs: 1 }, { fsync });
      const us = Number(process.hrtime.bigint() - t) / 1000 / count;
      results.append[`${fsync ? 'fsync' : 'nofsync'}@${n}`] = { usPerAppend: Math.round(us), appendsPerSec: Math.round(1e6 / us) };
    }
    rmSync(path);
  }
  // 8 processes appending to one session at once.
  const shared = join(work, 'shared');
  const t = Date.now();
  const children = await Promise.all(Array.from({ length: 8 }, (_, w) => new Promise((resolve) => {
    const c = spawn(process.execPath, [join(here, '..', 'test', 'support', 'appendLoop.mjs'), shared, 'shared', '500', String(w), '0', '0'], { stdio: 'ignore' });
    c.on('close', resolve);
  })));
  const ms = Date.now() - t;
  results.append['8procs'] = { appends: 4000, ms, appendsPerSec: Math.round(4000 / (ms / 1000)), exitCodes: children };
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log(`proofledger bench — ${results.machine.cpus} × ${results.machine.model}, Node ${results.machine.node}\n`);
console.log('entries     MB   verify ms  entries/s   MB/s  RSS MB | floor ms  RSS MB | reference ms | verify/floor  reference/verify');
for (const v of results.verify) {
  console.log(`${String(v.entries).padStart(9)} ${String(v.mb).padStart(6)} ${String(v.verify.ms).padStart(10)} ${String(v.verify.entriesPerSec).padStart(10)} ${String(v.verify.mbPerSec).padStart(6)} ${String(v.verify.peakRssMb).padStart(7)} | ${String(v.floor.ms).padStart(8)} ${String(v.floor.peakRssMb).padStart(7)} | ${String(v.reference.ms).padStart(12)} | ${String(v.verifyOverFloor).padStart(12)} ${String(v.referenceOverVerify).padStart(17)}`);
}
console.log('\nappend');
for (const [k, v] of Object.entries(results.append)) console.log(`  ${k.padEnd(16)} ${JSON.stringify(v)}`);
console.log('\n' + JSON.stringify(results));
