// Preloaded (node --require) into a proofledger process so that two runs write the same bytes: the
// clock reads PROOFLEDGER_TEST_SEED milliseconds after a fixed instant, and randomBytes returns bytes
// drawn from that seed. Only for tests that compare two code paths entry for entry.
const crypto = require('node:crypto');
const { syncBuiltinESMExports } = require('node:module');

const seed = Number(process.env.PROOFLEDGER_TEST_SEED ?? '0');
let draw = seed * 7919;
crypto.randomBytes = (size) => {
  const b = Buffer.alloc(size);
  for (let i = 0; i < size; i++) b[i] = (draw = (draw * 1103515245 + 12345) % 2147483648) & 0xff;
  return b;
};
syncBuiltinESMExports();

const FIXED = Date.parse('2026-01-02T03:04:05.678Z') + seed;
const RealDate = Date;
globalThis.Date = class extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(FIXED);
    else super(...args);
  }
  static now() {
    return FIXED;
  }
};
