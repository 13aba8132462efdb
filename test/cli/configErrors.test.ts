// A bad config is named by file, line and field, in one line, as the README promises — for
// schema errors as for syntax errors — and an invalid pattern says "invalid regular expression" once.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { makeTempRepo, type TempRepo } from '../support/tempRepo.js';

let repo: TempRepo;
let configPath: string;
beforeEach(() => {
  repo = makeTempRepo();
  expect(runCli(['init'], { cwd: repo.dir }).code).toBe(0);
  configPath = join(repo.dir, '.proofledger', 'config.json');
});
afterEach(() => repo.cleanup());

function errorFor(config: string): string {
  writeFileSync(configPath, config);
  const r = runCli(['exec', '--session', 's', '--', 'true'], { cwd: repo.dir });
  expect(r.code).toBe(2);
  expect(r.stderr.split('\n')).toHaveLength(2); // one line, then the final newline
  return r.stderr;
}

describe('config errors name the file, the line and the field', () => {
  it('a value of the wrong type: the line of its key', () => {
    expect(errorFor('{\n  "version": 1,\n  "ledger": {\n    "fsync": "yes"\n  }\n}\n')).toBe(`proofledger: ${configPath}: line 4, field /ledger/fsync: must be boolean\n`);
  });

  it('an unknown field: the line where it is written', () => {
    expect(errorFor('{\n  "version": 1,\n  "scrub": {\n    "patterns": []\n  },\n  "unknown": {}\n}\n')).toMatch(/: line 6, field \/unknown: is not a known field\n$/);
  });

  it('an array item: the line of the item', () => {
    expect(errorFor('{\n  "version": 1,\n  "scrub": {\n    "patterns": [\n      "ok",\n      7\n    ]\n  }\n}\n')).toMatch(/: line 6, field \/scrub\/patterns\/1: must be string\n$/);
  });

  it('an invalid regular expression: the line, the field, the phrase once', () => {
    const message = errorFor('{\n  "version": 1,\n  "scrub": {\n    "patterns": [\n      "ok",\n      "(unclosed"\n    ]\n  }\n}\n');
    expect(message).toBe(`proofledger: ${configPath}: line 6, field /scrub/patterns/1: invalid regular expression "(unclosed": Unterminated group\n`);
    expect(message.match(/regular expression/gi)).toHaveLength(1);
  });

  it('a syntax error keeps its line and column', () => {
    expect(errorFor('{\n  "version": 1,\n  "version": 1\n}\n')).toMatch(/: line 3, column 3, field \/version: duplicate key "version"\n$/);
  });
});
