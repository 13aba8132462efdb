// Preloaded (node --require) into a proofledger process so that two runs write the same bytes: the
// clock reads PROOFLEDGER_TEST_SEED milliseconds after a fixed instant, and random bytes (node:crypto's
// randomBytes, and reads of /dev/urandom, where proofledger takes them before node:crypto is loaded)
// are drawn from that seed. Only for tests that compare two code paths entry for entry.
const crypto = require('node:crypto');
const fs = require('node:fs');
const { syncBuiltinESMExports } = require('node:module');

const seed = Number(process.env.PROOFLEDGER_TEST_SEED ?? '0');
let draw = seed * 7919;
const fill = (b, offset, length) => {
  for (let i = offset; i < offset + length; i++) b[i] = (draw = (draw * 1103515245 + 12345) % 2147483648) & 0xff;
  return length;
};
crypto.randomBytes = (size) => {
  const b = Buffer.alloc(size);
  fill(b, 0, size);
  return b;
};
const urandom = new Set();
const { openSync, readSync, closeSync } = fs;
fs.openSync = (path, ...rest) => {
  const fd = openSync(path, ...rest);
  if (path === '/dev/urandom') urandom.add(fd);
  return fd;
};
fs.readSync = (fd, buffer, offset, length, ...rest) => (urandom.has(fd) ? fill(buffer, offset ?? 0, length ?? buffer.length - (offset ?? 0)) : readSync(fd, buffer, offset, length, ...rest));
fs.closeSync = (fd) => {
  urandom.delete(fd);
  return closeSync(fd);
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
