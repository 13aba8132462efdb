import { randomBytes } from './nodeCrypto.js';

// RFC 9562 UUIDv7. Within one process ids are strictly increasing: when the clock has not moved
// (or went back), the previous id's 74 random bits are incremented instead of redrawn.
let lastMs = -1;
const last = new Uint8Array(16);

export function uuidv7(now: number = Date.now()): string {
  const bytes = last;
  if (now > lastMs) {
    lastMs = now;
    bytes.set(randomBytes(16));
    // Leave headroom so that increments within one millisecond never overflow into the timestamp.
    bytes[6] = bytes[6]! & 0x07;
  } else {
    increment(bytes);
  }
  const ms = lastMs;
  bytes[0] = Math.floor(ms / 2 ** 40) & 0xff;
  bytes[1] = Math.floor(ms / 2 ** 32) & 0xff;
  bytes[2] = (ms >>> 24) & 0xff;
  bytes[3] = (ms >>> 16) & 0xff;
  bytes[4] = (ms >>> 8) & 0xff;
  bytes[5] = ms & 0xff;
  const out = Uint8Array.from(bytes);
  out[6] = 0x70 | (out[6]! & 0x0f);
  out[8] = 0x80 | (out[8]! & 0x3f);
  const hex = Buffer.from(out).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Increment the 74 random bits (rand_a: low nibble of byte 6 + byte 7; rand_b: bytes 8..15 minus the variant). */
function increment(bytes: Uint8Array): void {
  for (let i = 15; i >= 9; i--) {
    bytes[i] = (bytes[i]! + 1) & 0xff;
    if (bytes[i] !== 0) return;
  }
  const b8 = ((bytes[8]! & 0x3f) + 1) & 0x3f;
  bytes[8] = (bytes[8]! & 0xc0) | b8;
  if (b8 !== 0) return;
  bytes[7] = (bytes[7]! + 1) & 0xff;
  if (bytes[7] !== 0) return;
  bytes[6] = (bytes[6]! & 0xf0) | ((bytes[6]! + 1) & 0x0f);
}
