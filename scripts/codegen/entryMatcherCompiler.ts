// Compiles the entry schema into the line matcher's regular expressions (see entryLineMatcher.ts):
// one per entry type, accepting a line only if it is canonical JSON *and* valid against the schema.
// Run by `npm run gen` (scripts/gen-schema.mjs), whose output, src/format/generated/entryMatchers.ts,
// is what verification loads: no process pays for this compiler at start-up.
//
// The compiler handles a small subset of JSON Schema and refuses the rest: an entry type using any
// other keyword simply has no fast path.

import type { EntryMatcherSource, GroupSpec, MatchedEntry } from '../../src/verify/fast/matcherSource.js';
import { simplePatternAlternatives, type PatternItem, type SchemaFormat } from '../../src/format/schemaKeywords.js';

type Schema = Record<string, unknown>;

class Unsupported extends Error {}

/** Printable ASCII except `"` and `\`: a JSON string of these is its own canonical form. */
const PLAIN = (c: number): boolean => c >= 0x20 && c <= 0x7e && c !== 0x22 && c !== 0x5c;
const PLAIN_CLASS = '[\\x20\\x21\\x23-\\x5b\\x5d-\\x7e]';
const hex2 = (c: number): string => '\\x' + c.toString(16).padStart(2, '0');
const isWordChar = (c: number): boolean => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
/** A letter or digit as itself (`[0-9a-f]`), anything else escaped. */
const classChar = (c: number): string => (isWordChar(c) ? String.fromCharCode(c) : hex2(c));
const escapeLiteral = (s: string): string => {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!PLAIN(c)) throw new Unsupported(`literal ${JSON.stringify(s)} is not plain ASCII`);
    out += isWordChar(c) || c === 0x5f ? s[i] : hex2(c);
  }
  return out;
};
const plainString = (s: unknown): string => {
  if (typeof s !== 'string') throw new Unsupported('not a string');
  return '"' + escapeLiteral(s) + '"';
};

/** Integers up to 15 digits print as themselves and are far inside the safe range. */
const MAX_DIGITS = 15;
const MAX_SAFE = 9007199254740991;

/** The definition name in a local reference (`#/$defs/Name`), or null. */
function defName(ref: unknown): string | null {
  const m = typeof ref === 'string' ? /^#\/\$defs\/([A-Za-z0-9_]+)$/.exec(ref) : null;
  return m ? m[1]! : null;
}

const ALLOWED_VALUE_KEYS = new Set(['type', 'description', 'const', 'enum', 'minimum', 'maximum', 'minLength', 'maxLength', 'pattern', 'format', 'anyOf', 'properties', 'required', 'additionalProperties', '$ref', 'items', 'minItems', 'maxItems']);

/**
 * `atom` exactly `count` times. V8 steps a counted loop (`[0-9a-f]{64}`) one character at a time with
 * a counter, several times slower than atoms written in a row, and most of a line is fixed-width hex
 * (hashes, ids); written out in full, though, compiling the expressions would cost more than it saves
 * on a small file. Runs of 8 in a counted loop keep most of the speed at little compile time.
 */
function fixedRun(atom: string, count: number): string {
  const RUN = 8;
  const runs = Math.floor(count / RUN);
  const head = runs > 1 ? `(?:${atom.repeat(RUN)}){${runs}}` : atom.repeat(RUN * runs);
  return head + atom.repeat(count % RUN);
}

function sequenceSource(items: PatternItem[]): string {
  let out = '';
  for (const it of items) {
    const ranges: string[] = [];
    for (let c = 0; c < 128; c++) {
      if (!it.chars[c] || !PLAIN(c)) continue;
      let end = c;
      while (end + 1 < 128 && it.chars[end + 1] && PLAIN(end + 1)) end++;
      ranges.push(end === c ? classChar(c) : `${classChar(c)}-${classChar(end)}`);
      c = end;
    }
    if (ranges.length === 0) throw new Unsupported('a pattern item takes no plain character');
    const atom = ranges.length === 1 && !ranges[0]!.includes('-') ? ranges[0]! : `[${ranges.join('')}]`;
    if (it.min === it.max) out += fixedRun(atom, it.min);
    else out += `${atom}{${it.min},${it.max === Infinity ? '' : String(it.max)}}`;
  }
  return out;
}

class MatcherCompiler {
  constructor(
    private readonly defs: Record<string, Schema>,
    /** The formats the run-time side has an engine for. */
    private readonly formats: Readonly<Record<string, Pick<SchemaFormat, 'subset'>>>,
  ) {}

  resolve(schema: unknown): Schema {
    if (schema === false || schema === true || schema === null || typeof schema !== 'object') throw new Unsupported('boolean or non-object schema');
    let s = schema as Schema;
    while (typeof s['$ref'] === 'string') {
      const name = defName(s['$ref']);
      if (!name || !this.defs[name]) throw new Unsupported(`$ref ${String(s['$ref'])}`);
      const rest = Object.keys(s).filter((k) => k !== '$ref' && k !== 'description');
      if (rest.length) throw new Unsupported(`$ref beside ${rest.join(', ')}`);
      s = this.defs[name]!;
    }
    for (const k of Object.keys(s)) if (!ALLOWED_VALUE_KEYS.has(k)) throw new Unsupported(`keyword ${k}`);
    return s;
  }

  /** A value; `field` asks for a group around it (a string's content, or an integer's digits). */
  value(schema: unknown, groups: GroupSpec[], field: keyof MatchedEntry | null): string {
    const s = this.resolve(schema);
    if ('anyOf' in s) {
      if (field || Object.keys(s).some((k) => k !== 'anyOf' && k !== 'description')) throw new Unsupported('anyOf with more');
      const branches = (s['anyOf'] as unknown[]).map((b) => {
        const inner: GroupSpec[] = [];
        const src = this.value(b, inner, null);
        if (inner.length) throw new Unsupported('a check inside anyOf');
        return src;
      });
      return `(?:${branches.join('|')})`;
    }
    if ('const' in s) {
      const c = s['const'];
      if (Object.keys(s).some((k) => k !== 'const' && k !== 'description')) throw new Unsupported('const with more');
      if (typeof c === 'string') return plainString(c);
      if (Number.isSafeInteger(c) && String(c).length <= MAX_DIGITS) return escapeLiteral(String(c));
      throw new Unsupported('const');
    }
    if ('enum' in s) {
      if (Object.keys(s).some((k) => k !== 'enum' && k !== 'description')) throw new Unsupported('enum with more');
      return `(?:${(s['enum'] as unknown[]).map(plainString).join('|')})`;
    }
    switch (s['type']) {
      case 'boolean':
        this.only(s, []);
        return '(?:true|false)';
      case 'null':
        this.only(s, []);
        return 'null';
      case 'integer': {
        this.only(s, ['minimum', 'maximum']);
        // Accept only integers every one of which the bounds allow: 0..999 999 999 999 999, with a
        // sign when the schema allows that whole negative range too. Anything else goes the full way.
        const min = s['minimum'];
        const max = s['maximum'];
        if (typeof min !== 'number' || typeof max !== 'number' || max < 10 ** MAX_DIGITS - 1 || max > MAX_SAFE) throw new Unsupported('integer bounds');
        const digits = `[1-9][0-9]{0,${MAX_DIGITS - 1}}`;
        let src: string;
        if (min === 0) src = `0|${digits}`;
        else if (min <= -(10 ** MAX_DIGITS - 1) && min >= -MAX_SAFE) src = `0|-?${digits}`;
        else throw new Unsupported('integer bounds');
        if (field) {
          groups.push({ field });
          return `(${src})`;
        }
        return `(?:${src})`;
      }
      case 'string':
        return this.string(s, groups, field);
      case 'object':
        if (field) throw new Unsupported('object field');
        return this.object(s, groups, null);
      case 'array': {
        // Items without checks of their own only: a group inside a repetition keeps just its last match.
        if (field) throw new Unsupported('array field');
        this.only(s, ['items', 'minItems', 'maxItems']);
        const inner: GroupSpec[] = [];
        const item = this.value(s['items'], inner, null);
        if (inner.length) throw new Unsupported('a check inside array items');
        const min = (s['minItems'] as number | undefined) ?? 0;
        const max = s['maxItems'] as number | undefined;
        if (!Number.isSafeInteger(min) || (max !== undefined && (!Number.isSafeInteger(max) || max < Math.max(min, 1)))) throw new Unsupported('array bounds');
        const more = `(?:,${item}){${Math.max(min - 1, 0)},${max === undefined ? '' : String(max - 1)}}`;
        return min === 0 ? `\\[(?:${item}${more})?\\]` : `\\[${item}${more}\\]`;
      }
      default:
        throw new Unsupported(`type ${String(s['type'])}`);
    }
  }

  private only(s: Schema, extra: string[]): void {
    for (const k of Object.keys(s)) if (k !== 'type' && k !== 'description' && !extra.includes(k)) throw new Unsupported(`${k} on ${String(s['type'])}`);
  }

  private string(s: Schema, groups: GroupSpec[], field: keyof MatchedEntry | null): string {
    this.only(s, ['pattern', 'format', 'minLength', 'maxLength']);
    const check: { pattern?: string; format?: string } = {};
    let body: string;
    const pattern = s['pattern'];
    const minLength = s['minLength'] === undefined ? 0 : (s['minLength'] as number);
    const maxLength = s['maxLength'] as number | undefined;
    const simple = typeof pattern === 'string' ? simplePatternAlternatives(pattern, '') : null;
    if (simple && minLength === 0 && maxLength === undefined) {
      // The pattern itself, restricted to plain characters.
      body = simple.length === 1 ? sequenceSource(simple[0]!) : `(?:${simple.map(sequenceSource).join('|')})`;
    } else {
      // Any plain characters within the length bounds (ASCII: one character per code point), and
      // the pattern, if any, checked on the captured value with the validators' own engine.
      if (!Number.isSafeInteger(minLength) || (maxLength !== undefined && !Number.isSafeInteger(maxLength))) throw new Unsupported('string length');
      body = `${PLAIN_CLASS}{${minLength},${maxLength ?? ''}}`;
      if (typeof pattern === 'string') check.pattern = pattern;
    }
    if (s['format'] !== undefined) {
      const name = s['format'] as string;
      const format = Object.hasOwn(this.formats, name) ? this.formats[name]! : null;
      if (!format) throw new Unsupported(`format ${name}`);
      if (format.subset !== undefined) {
        // The value must match the format's subset whole (up to the closing quote) and the body too.
        if (/\((?!\?)/.test(format.subset)) throw new Unsupported(`format ${name}: its subset has a capture group`);
        body = `(?=${format.subset}")${body}`;
      } else check.format = name;
    }
    const checked = check.pattern !== undefined || check.format !== undefined;
    if (field && checked) throw new Unsupported('a chain field with a check');
    if (!checked && !field) return `"${body}"`;
    groups.push(field ? { field } : check);
    return `"(${body})"`;
  }

  /** An object of known properties in canonical (sorted) order, each at most once. */
  object(s: Schema, groups: GroupSpec[], fields: ReadonlySet<string> | null): string {
    for (const k of Object.keys(s)) if (!['type', 'description', 'properties', 'required', 'additionalProperties'].includes(k)) throw new Unsupported(`keyword ${k} on object`);
    if (s['additionalProperties'] !== false) throw new Unsupported('open object');
    const properties = (s['properties'] ?? {}) as Record<string, unknown>;
    const required = new Set((s['required'] ?? []) as string[]);
    for (const r of required) if (!(r in properties)) throw new Unsupported(`required ${r} without a schema`);
    // RFC 8785 orders members by the UTF-16 code units of their names: JavaScript's default sort.
    const keys = Object.keys(properties).sort();
    const firstRequired = keys.findIndex((k) => required.has(k));
    if (firstRequired < 0) throw new Unsupported('object with no required member');
    let out = '\\{';
    keys.forEach((key, i) => {
      const field = fields?.has(key) ? (key as keyof MatchedEntry) : null;
      const member = `${plainString(key)}:${this.value(properties[key], groups, field)}`;
      if (required.has(key)) out += i === firstRequired ? member : `,${member}`;
      else out += i < firstRequired ? `(?:${member},)?` : `(?:,${member})?`;
    });
    return out + '\\}';
  }
}

const CHAIN_FIELDS: ReadonlySet<string> = new Set(['seq', 'hash', 'prev', 'id', 'session']);

/**
 * One matcher per entry type the compiler supports, keyed by type name. An entry type is an
 * object schema of `allOf: [{$ref: Common}]` plus its own properties, closed by
 * `unevaluatedProperties: false`; the chain fields must all be required.
 */
export function compileEntryMatchers(schema: Schema, formats: Readonly<Record<string, Pick<SchemaFormat, 'subset'>>>): Record<string, EntryMatcherSource> {
  const defs = (schema['$defs'] ?? {}) as Record<string, Schema>;
  const compiler = new MatcherCompiler(defs, formats);
  const matchers: Record<string, EntryMatcherSource> = {};
  const branches = (schema['oneOf'] ?? []) as Schema[];
  for (const branch of branches) {
    const name = defName(branch['$ref']);
    const def = name ? defs[name] : undefined;
    if (!def) continue;
    try {
      for (const k of Object.keys(def)) if (!['type', 'description', 'allOf', 'required', 'properties', 'unevaluatedProperties'].includes(k)) throw new Unsupported(`keyword ${k} on an entry type`);
      if (def['unevaluatedProperties'] !== false || def['type'] !== 'object') throw new Unsupported('entry type not closed');
      const parts = (def['allOf'] ?? []) as Schema[];
      if (parts.length !== 1 || parts[0]!['$ref'] !== '#/$defs/Common' || Object.keys(parts[0]!).length !== 1) throw new Unsupported('allOf other than Common');
      const common = defs['Common']!;
      for (const k of Object.keys(common)) if (!['type', 'description', 'required', 'properties'].includes(k)) throw new Unsupported(`keyword ${k} on Common`);
      const properties = { ...(common['properties'] as Schema), ...(def['properties'] as Schema) };
      const required = [...new Set([...((common['required'] ?? []) as string[]), ...((def['required'] ?? []) as string[])])];
      for (const f of CHAIN_FIELDS) if (!required.includes(f)) throw new Unsupported(`${f} not required`);
      const typeSchema = compiler.resolve(properties['type']);
      if (typeof typeSchema['const'] !== 'string') throw new Unsupported('type is not a const');
      const groups: GroupSpec[] = [];
      const source = compiler.object({ type: 'object', properties, required, additionalProperties: false }, groups, CHAIN_FIELDS);
      matchers[typeSchema['const']] = { source: `^${source}$`, groups };
    } catch (err) {
      if (!(err instanceof Unsupported)) throw err;
    }
  }
  return matchers;
}

