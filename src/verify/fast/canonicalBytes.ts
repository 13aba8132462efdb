// A one-pass test on a line's bytes that certifies the common case of RFC 8785 form without building
// anything: no whitespace, integers in their shortest form, no escapes, ASCII keys in strictly
// increasing order. It is conservative: `true` means certainly canonical; `false` only means "not
// certified here" and the caller decides with the exact check (canonicalize and compare). Escapes,
// fractions, exponents and non-ASCII keys are rare in a ledger, so the exact check seldom runs.
//
// Precondition: the bytes are a line that JSON.parse accepted, so the syntax is already known to be
// valid and only the canonical-form rules are checked here.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;

/** Where the previous key at each object depth starts and ends (-1: none yet). Grown on demand. */
let keyStart = new Int32Array(32);
let keyEnd = new Int32Array(32);

export function isCertainlyCanonical(b: Uint8Array): boolean {
  const n = b.length;
  if (b.indexOf(BACKSLASH) !== -1) return false;
  let depth = -1;
  let i = 0;
  while (i < n) {
    const c = b[i]!;
    if (c === QUOTE) {
      // No backslash anywhere, so the string ends at the next quote.
      const close = b.indexOf(QUOTE, i + 1);
      if (b[close + 1] === COLON) {
        for (let k = i + 1; k < close; k++) if (b[k]! >= 0x80) return false; // UTF-8 order is not UTF-16 order
        if (keyStart[depth]! >= 0 && !asciiLess(b, keyStart[depth]!, keyEnd[depth]!, i + 1, close)) return false;
        keyStart[depth] = i + 1;
        keyEnd[depth] = close;
        i = close + 2;
      } else {
        i = close + 1;
      }
    } else if (c === 0x7b) { // {
      depth++;
      if (depth === keyStart.length) growStack();
      keyStart[depth] = -1;
      i++;
    } else if (c === 0x7d) { // }
      depth--;
      i++;
    } else if (c === 0x2c || c === 0x5b || c === 0x5d) { // , [ ]
      i++;
    } else if (c === 0x74 || c === 0x6e) { // true, null
      i += 4;
    } else if (c === 0x66) { // false
      i += 5;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      // Certified only as an integer of at most 15 digits: exactly representable, written as
      // Number.prototype.toString writes it. "-0", fractions and exponents go to the exact check.
      let j = c === 0x2d ? i + 1 : i;
      const digits = j;
      if (b[j] === 0x30) {
        if (c === 0x2d) return false;
        j++;
      } else {
        while (j < n && b[j]! >= 0x30 && b[j]! <= 0x39) j++;
      }
      if (j - digits > 15) return false;
      const next = b[j];
      if (next === 0x2e || next === 0x65 || next === 0x45) return false;
      i = j;
    } else {
      return false; // whitespace, or a byte order mark
    }
  }
  return true;
}

/** Whether bytes [a, aEnd) sort strictly before [b, bEnd), both ASCII: UTF-16 order for ASCII. */
function asciiLess(bytes: Uint8Array, a: number, aEnd: number, b: number, bEnd: number): boolean {
  for (; a < aEnd && b < bEnd; a++, b++) {
    const x = bytes[a]!;
    const y = bytes[b]!;
    if (x !== y) return x < y;
  }
  return a === aEnd && b < bEnd;
}

function growStack(): void {
  const s = new Int32Array(keyStart.length * 2);
  s.set(keyStart);
  keyStart = s;
  const e = new Int32Array(keyEnd.length * 2);
  e.set(keyEnd);
  keyEnd = e;
}
