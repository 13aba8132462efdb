// npm run bench, claims section: reading claims from 1 MiB of text, real and hostile (issues 23, 24).
// Real text is the claims corpus (test/vectors/claims/corpus) end to end, repeated if it is shorter, cut to 1 MiB; each
// hostile shape is test/vectors/claims/hostile-shapes.json's unit repeated. In this process: the
// first (cold) reading of real text is reported as it is, then the best of 5 after 3 warm-up readings
// and after 12 (V8 has optimised the reader fully only after about ten readings of 1 MiB),
// which is what a long-lived reader (the Action reading several texts) pays.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findClaims } from '../build/gate/claims.js';

const vectors = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'vectors', 'claims');
const MIB = 1 << 20;
// Exactly `bytes` of UTF-8 at most: whole units repeated, then cut at the last paragraph break (real
// text) or unit (a hostile shape) that fits, so a corpus larger than 1 MiB is not read whole.
function fill(unit, bytes, cut = unit) {
  const text = unit.repeat(Math.ceil(bytes / Buffer.byteLength(unit)));
  const head = Buffer.from(text).subarray(0, bytes).toString();
  const end = head.lastIndexOf(cut);
  return end > 0 ? head.slice(0, end + cut.length) : head;
}

function best(text, warmUps = 3) {
  let ms = Infinity;
  let claims = 0;
  for (let i = 0; i < warmUps; i++) findClaims(text, 'commit', 'bench', { builtin: true, extra: [] });
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    claims = findClaims(text, 'commit', 'bench', { builtin: true, extra: [] }).length;
    ms = Math.min(ms, performance.now() - t);
  }
  return { ms: +ms.toFixed(1), claims };
}

export function claimsBench() {
  const dir = join(vectors, 'corpus');
  const corpus = readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')).text).join('\n\n');
  const real = fill(corpus + '\n\n', MIB, '\n\n');
  const t = performance.now();
  const cold = findClaims(real, 'commit', 'bench', { builtin: true, extra: [] }).length;
  const coldMs = +(performance.now() - t).toFixed(1);
  const rows = [{ shape: 'real text, first reading (cold)', ms: coldMs, claims: cold }, { shape: 'real text (the claims corpus, 1 MiB of it)', ...best(real) }, { shape: 'real text, after 12 warm-ups (steady)', ...best(real, 9) }];
  const { shapes } = JSON.parse(readFileSync(join(vectors, 'hostile-shapes.json'), 'utf8'));
  for (const [shape, unit] of Object.entries(shapes)) {
    const quarter = best(fill(unit, MIB / 4));
    const whole = best(fill(unit, MIB));
    rows.push({ shape, ...whole, quarterMs: quarter.ms, ratio: +(whole.ms / Math.max(quarter.ms, 0.1)).toFixed(1) });
  }
  return rows;
}

export function printClaims(rows) {
  console.log('\nclaims: reading 1 MiB (in process, best of 5 after 3 warm-ups; real text also steady; target for real text < 50 ms); hostile shapes also at 256 KiB (linear: about 4×)');
  for (const r of rows) console.log(`  ${r.shape.padEnd(40)} ${String(r.ms).padStart(8)} ms  ${String(r.claims).padStart(7)} claims${r.ratio !== undefined ? `   256 KiB ${String(r.quarterMs).padStart(7)} ms  ratio ${r.ratio}` : ''}`);
}
