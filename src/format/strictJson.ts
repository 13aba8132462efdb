// A strict JSON parser for input we are asked to record. JSON.parse silently keeps the last of
// duplicate keys, rounds large integers and accepts lone surrogate escapes; each of those could
// make what is hashed differ from what the caller meant, so here each is an error with a position.

import { escapePointer } from './canonical.js';

export class StrictJsonError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly column: number,
    readonly pointer: string,
  ) {
    super(`line ${line}, column ${column}${pointer ? `, field ${pointer}` : ''}: ${reason}`);
    this.name = 'StrictJsonError';
  }
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Parses `text`. With `offsets`, also records where each value was written: the offset of an
 * object member's key, or of an array item, by JSON pointer ('' for the whole value) — so that an
 * error found later, by the schema, can name the line.
 */
export function parseStrictJson(text: string, offsets?: Map<string, number>): unknown {
  let pos = 0;

  const fail = (reason: string, pointer: string, at = pos): never => {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < at && i < text.length; i++) {
      if (text.charCodeAt(i) === 10) {
        line++;
        lineStart = i + 1;
      }
    }
    throw new StrictJsonError(reason, line, at - lineStart + 1, pointer);
  };

  const skipWs = (): void => {
    while (pos < text.length) {
      const c = text.charCodeAt(pos);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) pos++;
      else break;
    }
  };

  const parseString = (pointer: string): string => {
    const start = pos;
    pos++; // opening quote
    let out = '';
    let chunkStart = pos;
    for (;;) {
      if (pos >= text.length) fail('unterminated string', pointer, start);
      const c = text.charCodeAt(pos);
      if (c === 0x22) {
        out += text.slice(chunkStart, pos);
        pos++;
        break;
      }
      if (c < 0x20) fail('control character in string must be escaped', pointer);
      if (c === 0x5c) {
        out += text.slice(chunkStart, pos);
        const e = text[pos + 1];
        switch (e) {
          case '"': out += '"'; break;
          case '\\': out += '\\'; break;
          case '/': out += '/'; break;
          case 'b': out += '\b'; break;
          case 'f': out += '\f'; break;
          case 'n': out += '\n'; break;
          case 'r': out += '\r'; break;
          case 't': out += '\t'; break;
          case 'u': {
            const hex = text.slice(pos + 2, pos + 6);
            if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('invalid \\u escape', pointer);
            out += String.fromCharCode(parseInt(hex, 16));
            pos += 4;
            break;
          }
          default:
            fail('invalid escape', pointer);
        }
        pos += 2;
        chunkStart = pos;
        continue;
      }
      pos++;
    }
    if (!out.isWellFormed()) fail('string contains a lone surrogate (not valid Unicode)', pointer, start);
    return out;
  };

  const parseNumber = (pointer: string): number => {
    const start = pos;
    const m = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(text.slice(pos, pos + 400));
    if (!m) return fail('invalid number', pointer);
    if (m[2] !== undefined || m[3] !== undefined) fail('only integers are allowed (no fractions or exponents)', pointer, start);
    const big = BigInt(m[0]);
    if (big > MAX_SAFE || big < -MAX_SAFE) fail('integer is beyond ±(2^53−1)', pointer, start);
    pos += m[0].length;
    return Number(big);
  };

  const parseValue = (pointer: string, depth: number): unknown => {
    if (depth > 64) fail('nesting deeper than 64 levels', pointer);
    skipWs();
    const c = text[pos];
    if (c === '{') {
      pos++;
      const obj: Record<string, unknown> = {};
      const seen = new Set<string>();
      skipWs();
      if (text[pos] === '}') {
        pos++;
        return obj;
      }
      for (;;) {
        skipWs();
        if (text[pos] !== '"') fail('expected a string key', pointer);
        const keyAt = pos;
        const key = parseString(pointer);
        const child = `${pointer}/${escapePointer(key)}`;
        if (seen.has(key)) fail(`duplicate key "${key}"`, child, keyAt);
        offsets?.set(child, keyAt);
        seen.add(key);
        skipWs();
        if (text[pos] !== ':') fail("expected ':'", child);
        pos++;
        const v = parseValue(child, depth + 1);
        Object.defineProperty(obj, key, { value: v, enumerable: true, writable: true, configurable: true });
        skipWs();
        if (text[pos] === ',') {
          pos++;
          continue;
        }
        if (text[pos] === '}') {
          pos++;
          return obj;
        }
        fail("expected ',' or '}'", pointer);
      }
    }
    if (c === '[') {
      pos++;
      const arr: unknown[] = [];
      skipWs();
      if (text[pos] === ']') {
        pos++;
        return arr;
      }
      for (;;) {
        if (offsets) {
          skipWs();
          offsets.set(`${pointer}/${arr.length}`, pos);
        }
        arr.push(parseValue(`${pointer}/${arr.length}`, depth + 1));
        skipWs();
        if (text[pos] === ',') {
          pos++;
          continue;
        }
        if (text[pos] === ']') {
          pos++;
          return arr;
        }
        fail("expected ',' or ']'", pointer);
      }
    }
    if (c === '"') return parseString(pointer);
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return parseNumber(pointer);
    if (text.startsWith('true', pos)) {
      pos += 4;
      return true;
    }
    if (text.startsWith('false', pos)) {
      pos += 5;
      return false;
    }
    if (text.startsWith('null', pos)) {
      pos += 4;
      return null;
    }
    return fail(c === undefined ? 'unexpected end of input' : `unexpected character ${JSON.stringify(c)}`, pointer);
  };

  if (offsets) {
    skipWs();
    offsets.set('', pos);
  }
  const value = parseValue('', 0);
  skipWs();
  if (pos < text.length) fail('unexpected data after the JSON value', '');
  return value;
}

/** The 1-based line of `offset` in `text`. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/**
 * The line where the value at `pointer` was written, from offsets recorded by parseStrictJson; for
 * a member that is not there (a required field missing), the line of the nearest enclosing value.
 */
export function lineOfPointer(text: string, offsets: ReadonlyMap<string, number>, pointer: string): number {
  for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
    const at = offsets.get(p);
    if (at !== undefined) return lineAt(text, at);
    if (p === '') return 1;
  }
}

/** Decode UTF-8, refusing invalid byte sequences instead of replacing them with U+FFFD. */
export function decodeUtf8Strict(bytes: Uint8Array, what: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new Error(`${what}: invalid UTF-8 at byte ${firstInvalidUtf8(bytes)}`);
  }
}

/** Offset of the first byte that starts an invalid UTF-8 sequence (RFC 3629), or -1. */
function firstInvalidUtf8(b: Uint8Array): number {
  for (let i = 0; i < b.length; ) {
    const c = b[i]!;
    if (c < 0x80) {
      i++;
      continue;
    }
    let n: number;
    let min: number;
    if (c >= 0xc2 && c <= 0xdf) [n, min] = [1, 0x80];
    else if (c >= 0xe0 && c <= 0xef) [n, min] = [2, 0x800];
    else if (c >= 0xf0 && c <= 0xf4) [n, min] = [3, 0x10000];
    else return i;
    let cp = c & (0x3f >> n);
    for (let k = 1; k <= n; k++) {
      const cc = b[i + k];
      if (cc === undefined || (cc & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (cc & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += n + 1;
  }
  return -1;
}

/**
 * Whether JSON text nests objects and arrays deeper than `max`, in one pass over the text without
 * parsing it (brackets inside strings do not count). Run before JSON.parse on outside input, so that
 * neither the parser nor any walk over its result meets a nesting that exhausts the stack.
 */
export function jsonNestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}
