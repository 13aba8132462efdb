// RFC 8785 (JSON Canonicalization Scheme). Numbers use ECMAScript Number-to-String, which is what
// JCS specifies; strings use JSON.stringify's escaping, which matches JCS for well-formed strings.

export class CanonicalizationError extends Error {
  constructor(
    message: string,
    readonly pointer: string,
  ) {
    super(pointer ? `${pointer}: ${message}` : message);
    this.name = 'CanonicalizationError';
  }
}

export function canonicalize(value: unknown): string {
  return serialize(value, '');
}

function serialize(value: unknown, pointer: string): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw new CanonicalizationError('number is not finite', pointer);
      // -0 serialises as "0" (JCS 3.2.2.3): Object.is guard keeps that explicit.
      return Object.is(value, -0) ? '0' : String(value);
    case 'string':
      if (!value.isWellFormed()) throw new CanonicalizationError('string contains a lone surrogate', pointer);
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++) {
          if (i > 0) out += ',';
          out += serialize(value[i], `${pointer}/${i}`);
        }
        return out + ']';
      }
      const record = value as Record<string, unknown>;
      // Array.prototype.sort without a comparator orders by UTF-16 code units, as JCS requires.
      const keys = Object.keys(record).sort();
      let out = '{';
      let first = true;
      for (const key of keys) {
        const member = record[key];
        if (member === undefined) continue;
        if (!key.isWellFormed()) throw new CanonicalizationError('key contains a lone surrogate', pointer);
        if (!first) out += ',';
        first = false;
        out += JSON.stringify(key) + ':' + serialize(member, `${pointer}/${escapePointer(key)}`);
      }
      return out + '}';
    }
    default:
      throw new CanonicalizationError(`${typeof value} is not a JSON value`, pointer);
  }
}

export function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
