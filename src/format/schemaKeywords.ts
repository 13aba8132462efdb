// The engines behind the schemas' `pattern` and `format` keywords in the generated validators. They
// change nothing about what the schemas mean, only how fast it is checked: every line of every ledger
// passes through them, and V8's RegExp is slow for long fixed-width classes such as a 64-digit hash.
//
// compilePattern turns an anchored sequence of character classes and literals (the shape of every
// id, hash and timestamp pattern in the schema) into a table-driven matcher, and hands anything else
// to RegExp unchanged. It only accepts a sequence that greedy matching decides exactly: a
// variable-length item must be last or be followed by an item no character of which it can take.

export interface PatternTester {
  test(s: string): boolean;
}

export interface PatternItem {
  /** 128 flags: which ASCII characters this item takes (it never takes anything else). */
  chars: Uint8Array;
  min: number;
  max: number;
}

const NOT_SIMPLE = null;

/** Parses `^…$` into items, or returns null when the pattern is outside the supported shape. */
function parseSequence(body: string): PatternItem[] | null {
  const items: PatternItem[] = [];
  let i = 0;
  while (i < body.length) {
    let chars: Uint8Array;
    const c = body[i]!;
    if (c === '[') {
      const close = body.indexOf(']', i + 1);
      if (close < 0 || body[i + 1] === '^') return NOT_SIMPLE;
      const set = parseClass(body.slice(i + 1, close));
      if (!set) return NOT_SIMPLE;
      chars = set;
      i = close + 1;
    } else if (c === '\\') {
      const e = body[i + 1];
      if (e === undefined || !/[.\-/\\[\]{}()*+?^$|]/.test(e)) return NOT_SIMPLE; // \d, \w, \s, \u… : not handled
      chars = single(e);
      i += 2;
    } else if (/[.()|*+?{}^$]/.test(c)) {
      return NOT_SIMPLE;
    } else {
      if (c.charCodeAt(0) >= 0x80) return NOT_SIMPLE;
      chars = single(c);
      i++;
    }
    let min = 1;
    let max = 1;
    const q = body[i];
    if (q === '{') {
      const m = /^\{(\d+)(?:(,)(\d*))?\}/.exec(body.slice(i));
      if (!m) return NOT_SIMPLE;
      min = Number(m[1]);
      max = m[2] ? (m[3] ? Number(m[3]) : Infinity) : min;
      if (max < min) return NOT_SIMPLE;
      i += m[0].length;
    } else if (q === '+' || q === '*' || q === '?') {
      min = q === '+' ? 1 : 0;
      max = q === '?' ? 1 : Infinity;
      i++;
    }
    if (body[i] === '?' || body[i] === '+') return NOT_SIMPLE; // lazy or possessive forms
    items.push({ chars, min, max });
  }
  // Greedy without backtracking is exact only if no variable item can take a character that an item
  // after it could need: every item up to and including the first that cannot be empty.
  for (let k = 0; k < items.length; k++) {
    const a = items[k]!;
    if (a.min === a.max) continue;
    for (let f = k + 1; f < items.length; f++) {
      const b = items[f]!;
      for (let ch = 0; ch < 128; ch++) if (a.chars[ch] && b.chars[ch]) return NOT_SIMPLE;
      if (b.min > 0) break;
    }
  }
  return items;
}

function single(ch: string): Uint8Array {
  const set = new Uint8Array(128);
  set[ch.charCodeAt(0)] = 1;
  return set;
}

function parseClass(spec: string): Uint8Array | null {
  const set = new Uint8Array(128);
  let i = 0;
  const next = (): number | null => {
    let ch = spec[i];
    if (ch === undefined) return null;
    if (ch === '\\') {
      ch = spec[i + 1];
      if (ch === undefined || !/[.\-/\\[\]^$]/.test(ch)) return null;
      i += 2;
    } else {
      i++;
    }
    const code = ch.charCodeAt(0);
    return code < 0x80 ? code : null;
  };
  while (i < spec.length) {
    const lo = next();
    if (lo === null) return null;
    if (spec[i] === '-' && i + 1 < spec.length) {
      i++;
      const hi = next();
      if (hi === null || hi < lo) return null;
      for (let ch = lo; ch <= hi; ch++) set[ch] = 1;
    } else {
      set[lo] = 1;
    }
  }
  return set;
}

function sequenceTester(items: PatternItem[]): PatternTester {
  const fixed = items.every((it) => it.min === it.max);
  const length = items.reduce((n, it) => n + it.min, 0);
  // A fixed width of one class throughout (a hash, a hex id): one 128-entry table.
  if (fixed && items.every((it) => it.chars.every((v, ch) => v === items[0]!.chars[ch]))) {
    const chars = items[0]?.chars ?? new Uint8Array(128);
    return {
      test(s: string): boolean {
        if (s.length !== length) return false;
        for (let i = 0; i < length; i++) {
          const c = s.charCodeAt(i);
          if (c >= 128 || chars[c] === 0) return false;
        }
        return true;
      },
    };
  }
  // Otherwise one flattened table per position when every item has a fixed width.
  if (fixed) {
    const table = new Uint8Array(length * 128);
    let at = 0;
    for (const it of items) for (let r = 0; r < it.min; r++, at++) table.set(it.chars, at * 128);
    return {
      test(s: string): boolean {
        if (s.length !== length) return false;
        for (let i = 0; i < length; i++) {
          const c = s.charCodeAt(i);
          if (c >= 128 || table[i * 128 + c] === 0) return false;
        }
        return true;
      },
    };
  }
  return {
    test(s: string): boolean {
      let pos = 0;
      for (const it of items) {
        let count = 0;
        while (count < it.max && pos < s.length) {
          const c = s.charCodeAt(pos);
          if (c >= 128 || it.chars[c] === 0) break;
          pos++;
          count++;
        }
        if (count < it.min) return false;
      }
      return pos === s.length;
    },
  };
}

/**
 * A pattern as alternatives of simple sequences (`^A$` or `^(A|B)$`, each an anchored sequence of
 * ASCII character classes and literals), or null when it has any other shape.
 */
export function simplePatternAlternatives(pattern: string, flags: string): PatternItem[][] | null {
  // Only without flags: with 'u', escapes such as \- are syntax errors that RegExp must report.
  if (flags !== '' || !pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$')) return null;
  const body = pattern.slice(1, -1);
  const alternation = /^\(([^()]*)\)$/.exec(body);
  const parts = alternation ? alternation[1]!.split('|') : [body];
  const sequences = parts.map(parseSequence);
  return sequences.every((s): s is PatternItem[] => s !== null) ? sequences : null;
}

/**
 * The `code.regExp` engine of the generated validators: (pattern, flags) → tester, built on its
 * first test. A validator makes a tester for every pattern of the schema as it loads, and a process
 * that appends a few entries (an agent hook) tests only some of them.
 */
export function compilePattern(pattern: string, flags: string): PatternTester {
  let tester: PatternTester | undefined;
  return { test: (s: string) => (tester ??= buildPatternTester(pattern, flags)).test(s) };
}

export function buildPatternTester(pattern: string, flags: string): PatternTester {
  const sequences = simplePatternAlternatives(pattern, flags);
  if (sequences) {
    const testers = sequences.map(sequenceTester);
    if (testers.length === 1) return testers[0]!;
    return { test: (s: string) => testers.some((t) => t.test(s)) };
  }
  return new RegExp(pattern, flags);
}

// RFC 3339 date-time as ajv-formats' full mode checks it (ajv-formats 3, MIT), for every timestamp
// outside the ledger's own shape: offsets, leap seconds, other precisions. Kept here rather than
// loaded from ajv-formats so that neither a start-up nor the bundled Action needs that package at run
// time; test/schemaKeywords.test.ts holds the two to the same answers.
const FULL_DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const FULL_TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
const DATE_TIME_SEPARATOR = /t|\s/i;

const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number): boolean => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

function fullDate(s: string): boolean {
  const m = FULL_DATE.exec(s);
  if (!m) return false;
  const year = +m[1]!;
  const month = +m[2]!;
  const day = +m[3]!;
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month]!);
}

function fullTime(s: string): boolean {
  const m = FULL_TIME.exec(s);
  if (!m) return false;
  const hr = +m[1]!;
  const min = +m[2]!;
  const sec = +m[3]!;
  const tzSign = m[5] === '-' ? -1 : 1;
  const tzH = +(m[6] || 0);
  const tzM = +(m[7] || 0);
  if (tzH > 23 || tzM > 59 || !m[4]) return false;
  if (hr <= 23 && min <= 59 && sec < 60) return true;
  // A leap second: 23:59:60 in UTC, whatever the offset.
  const utcMin = min - tzM * tzSign;
  const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
  return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
}

function fullDateTime(s: string): boolean {
  const parts = s.split(DATE_TIME_SEPARATOR);
  return parts.length === 2 && fullDate(parts[0]!) && fullTime(parts[1]!);
}

const digit = (s: string, i: number): number => {
  const d = s.charCodeAt(i) - 48;
  return d >= 0 && d <= 9 ? d : -100;
};

/**
 * RFC 3339 date-time exactly as ajv-formats' full mode checks it. The shape the ledger writes
 * (YYYY-MM-DDTHH:MM:SS.mmmZ) is answered here, with the Gregorian calendar's month lengths; anything
 * else (offsets, leap seconds, other precisions, rejections) goes the general way above.
 */
function dateTime(s: string): boolean {
  if (
    s.length === 24 && s.charCodeAt(4) === 45 && s.charCodeAt(7) === 45 && s.charCodeAt(10) === 84 &&
    s.charCodeAt(13) === 58 && s.charCodeAt(16) === 58 && s.charCodeAt(19) === 46 && s.charCodeAt(23) === 90
  ) {
    const y0 = digit(s, 0), y1 = digit(s, 1), y2 = digit(s, 2), y3 = digit(s, 3);
    const year = (y0 | y1 | y2 | y3) < 0 ? -1 : y0 * 1000 + y1 * 100 + y2 * 10 + y3;
    const millis = digit(s, 20) + digit(s, 21) + digit(s, 22);
    const month = digit(s, 5) * 10 + digit(s, 6);
    const day = digit(s, 8) * 10 + digit(s, 9);
    const hour = digit(s, 11) * 10 + digit(s, 12);
    const minute = digit(s, 14) * 10 + digit(s, 15);
    const second = digit(s, 17) * 10 + digit(s, 18);
    if (year >= 0 && millis >= 0 && month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month]!) && hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59 && second >= 0 && second <= 59) {
      return true;
    }
  }
  return fullDateTime(s);
}

/**
 * A format's answer as a regular expression (source, no capture groups) that accepts only strings the
 * format accepts — not all of them: the line matcher writes it into its expressions, so the common
 * value needs no call, and a value it leaves out only sends its line to the full checks.
 * date-time: the ledger's UTC shape on every calendar day but 29 February (which needs the year),
 * without leap seconds.
 */
const DATE_TIME_SUBSET =
  '[0-9]{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))' +
  'T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](?:\\.[0-9]+)?Z';

export interface SchemaFormat {
  validate: (s: string) => boolean;
  subset?: string;
}

/**
 * The `code.formats` object of the generated validators: an engine for each format the schemas name
 * (a test keeps the two in step), each answering exactly as ajv-formats' full mode.
 */
export const schemaFormats: Record<string, SchemaFormat> = { 'date-time': { validate: dateTime, subset: DATE_TIME_SUBSET } };

/**
 * A string's length in Unicode code points, as JSON Schema's minLength and maxLength count it (Ajv's
 * runtime ucs2length, which the generated validators call).
 */
export function ucs2length(s: string): number {
  let length = 0;
  for (let pos = 0; pos < s.length; length++) {
    const c = s.charCodeAt(pos++);
    if (c >= 0xd800 && c <= 0xdbff && pos < s.length && (s.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
  }
  return length;
}
