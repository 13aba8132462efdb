import { describe, expect, it } from 'vitest';
import { parseStrictJson, decodeUtf8Strict } from '../../src/format/strictJson.js';

describe('strict JSON input', () => {
  it('parses what JSON.parse parses, for integers within ±(2^53−1)', () => {
    const text = '{"a": [1, -2, true, null, "x\\u00e9\\ud83d\\ude00"], "b": {"c": 9007199254740991}}';
    expect(parseStrictJson(text)).toEqual(JSON.parse(text));
  });

  it.each([
    ['{"a": 1, "a": 2}', /line 1, column 10, field \/a: duplicate key "a"/],
    ['{"a": {"b": 1,\n "b": 2}}', /line 2, column 2, field \/a\/b: duplicate key "b"/],
    ['{"n": 9007199254740992}', /field \/n: integer is beyond/],
    ['{"n": -9007199254740992}', /field \/n: integer is beyond/],
    ['{"n": 1.5}', /field \/n: only integers are allowed/],
    ['{"n": 1e3}', /only integers/],
    ['{"s": "\\ud800"}', /field \/s: string contains a lone surrogate/],
    ['{"s": "\\udc00x"}', /lone surrogate/],
    ['{"s": "a\nb"}', /control character/],
    ['{"a": 1,}', /expected a string key/],
    ['{"a": 1} x', /unexpected data after the JSON value/],
    ['', /unexpected end of input/],
    ['{"a": tru}', /unexpected character/],
  ])('%j is refused with a position', (text, message) => {
    expect(() => parseStrictJson(text)).toThrow(message);
  });

  it('keeps __proto__ as an ordinary key', () => {
    const v = parseStrictJson('{"__proto__": {"x": 1}}') as Record<string, unknown>;
    expect(Object.keys(v)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>)['x']).toBeUndefined();
  });

  it('refuses invalid UTF-8 and says where', () => {
    expect(() => decodeUtf8Strict(Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]), 'stdin')).toThrow('stdin: invalid UTF-8 at byte 2');
    expect(decodeUtf8Strict(Buffer.from('é', 'utf8'), 'x')).toBe('é');
  });
});
