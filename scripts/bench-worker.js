// One measurement in its own process. The parent times the whole process (start-up included, as a
// user waits for it); this prints to stderr, as its last line, {"workMs", "peakRssMb", "entries"}:
// the time from the end of start-up to the end of the work, and the process's peak RSS.
// `verify` runs the real CLI (`proofledger verify <file>`), loaded as the bin script loads it.
import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';

const [mode, path] = process.argv.slice(2);

function eachLine(fn) {
  const fd = openSync(path, 'r');
  const buf = Buffer.allocUnsafe(1 << 20);
  let carry = null;
  let n;
  let offset = 0;
  while ((n = readSync(fd, buf, 0, buf.length, offset)) > 0) {
    offset += n;
    let start = 0;
    let nl;
    while ((nl = buf.indexOf(10, start)) !== -1 && nl < n) {
      const piece = buf.subarray(start, nl);
      fn(carry ? Buffer.concat([carry, piece]) : piece);
      carry = null;
      start = nl + 1;
    }
    if (start < n) carry = carry ? Buffer.concat([carry, buf.subarray(start, n)]) : Buffer.from(buf.subarray(start, n));
  }
  closeSync(fd);
}

function sortKeys(v) {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sortKeys(v[k])]));
  return v;
}

const t = process.hrtime.bigint();
let entries = 0;
if (mode === 'floor') {
  // The least any verifier must do: read, parse and SHA-256 each line.
  eachLine((line) => {
    JSON.parse(line.toString('utf8'));
    createHash('sha256').update(line).digest('hex');
    entries++;
  });
} else if (mode === 'reference') {
  // A straightforward verifier: parse, sort keys recursively, stringify, hash, compare, link.
  let prev = '0'.repeat(64);
  eachLine((line) => {
    const e = JSON.parse(line.toString('utf8'));
    const { hash, ...rest } = e;
    const actual = createHash('sha256').update(JSON.stringify(sortKeys(rest))).digest('hex');
    if (actual !== hash || e.prev !== prev) throw new Error(`reference verifier: bad line ${entries + 1}`);
    prev = hash;
    entries++;
  });
} else if (mode === 'verify') {
  const { main } = await import('../build/cli/main.js');
  const code = await main(['node', 'proofledger', 'verify', '--json', path]);
  if (code !== 0) throw new Error(`proofledger verify exited ${code}`);
  // The CLI's JSON report is on stdout; the entry count is checked from it by the parent.
  entries = -1;
} else {
  throw new Error(`unknown mode ${mode}`);
}
const workMs = Math.round(Number(process.hrtime.bigint() - t) / 1e6);
process.stderr.write('\n' + JSON.stringify({ workMs, entries, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }) + '\n');
