// sha256Hex hashes a process's first bytes in JavaScript and the rest with node:crypto, and
// randomBytes reads the kernel's generator until node:crypto is loaded: an agent hook never loads
// node:crypto. These hold both ways to the same answers, and pin when node:crypto is loaded, in
// fresh processes of the built modules (a process's first bytes are the point).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/cli.js';

const url = (path: string) => pathToFileURL(join(REPO_ROOT, 'build', path)).href;

/** Runs an ES module body in a fresh node; its last stdout line is JSON. */
function inFreshProcess(body: string): any {
  const script = `import { sha256Hex } from ${JSON.stringify(url('format/digest.js'))};\nimport { randomBytes } from ${JSON.stringify(url('format/nodeCrypto.js'))};\nconst cryptoLoaded = () => process.moduleLoadList.some((m) => m === 'NativeModule crypto');\n${body}`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout.trim().split('\n').pop()!);
}

// FIPS 180-2's examples, and the empty message.
const VECTORS: [string, string][] = [
  ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
  ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ['abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
];

describe('sha256Hex', () => {
  it('gives the standard digests, in JavaScript, without loading node:crypto', () => {
    const out = inFreshProcess(`console.log(JSON.stringify({ digests: ${JSON.stringify(VECTORS.map(([m]) => m))}.map((m) => sha256Hex(m)), loaded: cryptoLoaded() }));`);
    expect(out.digests).toEqual(VECTORS.map(([, d]) => d));
    expect(out.loaded).toBe(false);
  });

  it('agrees with node:crypto for every length around the block size, for strings (UTF-8) and bytes, across the switch to node:crypto', () => {
    // Lengths 0..80 twice over (strings with multi-byte characters, then bytes; all under the budget), then one big input
    // that crosses the budget: the later ones are hashed by node:crypto.
    const out = inFreshProcess(`
      const inputs = [];
      for (let n = 0; n <= 80; n++) inputs.push('é€😀ab'.repeat(n).slice(0, n));
      for (let n = 0; n <= 80; n++) inputs.push(Uint8Array.from({ length: n }, (_, i) => (i * 131 + n) & 0xff));
      const digests = inputs.map((x) => sha256Hex(x));
      const before = cryptoLoaded();
      digests.push(sha256Hex('x'.repeat(70000)), sha256Hex('abc'));
      console.log(JSON.stringify({ digests, before, after: cryptoLoaded() }));`);
    const expected: string[] = [];
    for (let n = 0; n <= 80; n++) expected.push(createHash('sha256').update('é€😀ab'.repeat(n).slice(0, n)).digest('hex'));
    for (let n = 0; n <= 80; n++) expected.push(createHash('sha256').update(Uint8Array.from({ length: n }, (_, i) => (i * 131 + n) & 0xff)).digest('hex'));
    expected.push(createHash('sha256').update('x'.repeat(70000)).digest('hex'), VECTORS[1]![1]);
    expect(out.digests).toEqual(expected);
    expect(out.before, 'the small inputs were hashed in JavaScript').toBe(false);
    expect(out.after, 'past the budget node:crypto hashes').toBe(true);
  });
});

describe('randomBytes', () => {
  it('gives fresh bytes of the length asked, without loading node:crypto', () => {
    const out = inFreshProcess(`const a = randomBytes(16), b = randomBytes(16), c = randomBytes(70000);
      console.log(JSON.stringify({ a: a.toString('hex'), b: b.toString('hex'), c: c.length, distinct: new Set(c).size, loaded: cryptoLoaded() }));`);
    expect(out.a).toMatch(/^[0-9a-f]{32}$/);
    expect(out.a).not.toBe(out.b);
    expect(out.c).toBe(70000);
    expect(out.distinct, 'all byte values occur in 70000 random bytes').toBe(256);
    expect(out.loaded).toBe(process.platform === 'win32');
  });
});
