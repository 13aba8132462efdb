import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTestCounts } from '../../src/adapters/testOutput.js';
import { REPO_ROOT } from '../support/cli.js';

// Each runner's closing summary, kept as data: <name>.txt is the output, <name>.json the counts.
const dir = join(REPO_ROOT, 'test', 'vectors', 'test-output');
const cases = readdirSync(dir).filter((f) => f.endsWith('.txt')).map((f) => f.slice(0, -4));

describe('test counts from runner output', () => {
  it.each(cases)('%s', (name) => {
    const output = readFileSync(join(dir, `${name}.txt`), 'utf8');
    const expected = JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as unknown;
    expect(parseTestCounts(output)).toEqual(expected);
  });

  it('ignores colour codes and CRLF', () => {
    expect(parseTestCounts('\x1b[2m      Tests \x1b[22m \x1b[1m\x1b[32m3 passed\x1b[39m\x1b[22m\x1b[90m (3)\x1b[39m\r\n')).toEqual({ passed: 3, failed: 0, skipped: 0 });
  });

  it('covers every runner the format names', () => {
    expect(cases).toEqual(expect.arrayContaining(['vitest', 'jest', 'node-test-tap', 'node-test-spec', 'mocha', 'pytest', 'go-test', 'cargo-test']));
  });
});
