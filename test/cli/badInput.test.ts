import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { makeTempDir } from '../support/tempRepo.js';

// Bad input gets one clear line on stderr, exit 2, and changes nothing.
describe('bad input to append', () => {
  let tmp: ReturnType<typeof makeTempDir>;
  let path: string;
  let before: Buffer;
  beforeEach(() => {
    tmp = makeTempDir();
    expect(runCli(['init'], { cwd: tmp.dir }).code).toBe(0);
    expect(runCli(['append', '--session', 'b'], { cwd: tmp.dir, input: '{"type":"session","event":"start"}' }).code).toBe(0);
    path = join(tmp.dir, '.proofledger', 'sessions', 'b.jsonl');
    before = readFileSync(path);
  });
  afterEach(() => tmp.cleanup());

  const sha = 'a'.repeat(64);
  it.each([
    ['malformed JSON', '{"type": "session", "event": }', /^proofledger: stdin: line 1, column 30, field \/event: unexpected character "}"$/],
    ['a huge line', JSON.stringify({ type: 'shell_exec', command: 'x'.repeat(30000) + ' y'.repeat(20000), cwd: '.', exitCode: 0, signal: null, durationMs: 1 }), /field \/command: must NOT have more than 32768 characters|over the 65536-byte cap/],
    ['duplicate keys', '{"type":"session","event":"start","event":"finish","outcome":"success"}', /^proofledger: stdin: line 1, column 35, field \/event: duplicate key "event"$/],
    ['an integer beyond 2^53', `{"type":"file_write","path":"a","sha256":"${sha}","bytes":9007199254740993}`, /field \/bytes: integer is beyond ±\(2\^53−1\)$/],
    ['a float', `{"type":"file_write","path":"a","sha256":"${sha}","bytes":1.5}`, /field \/bytes: only integers are allowed/],
    ['a lone surrogate', '{"type":"session","event":"abort","reason":"\\ud800"}', /field \/reason: string contains a lone surrogate/],
    ['an unknown type', '{"type":"nope"}', /^proofledger: stdin: field \/type: is not a known entry type$/],
    ['a missing field', '{"type":"shell_exec","command":"x"}', /^proofledger: stdin: field \/cwd: is required$/],
    ['an unknown field', '{"type":"session","event":"start","extra":1}', /^proofledger: stdin: field \/extra: is not a known field$/],
    ['a core field', '{"type":"session","event":"start","seq":5}', /^proofledger: stdin: field \/seq: is filled in by proofledger; leave it out$/],
    ['a bad path', `{"type":"file_write","path":"../etc/passwd","sha256":"${sha}","bytes":1}`, /field \/path: must be a repository-relative POSIX path/],
    ['a bad hash', '{"type":"file_write","path":"a","sha256":"xyz","bytes":1}', /field \/sha256: must be a SHA-256 in 64 lowercase hex digits$/],
    ['outcome on start', '{"type":"session","event":"start","outcome":"success"}', /field \/outcome: is not allowed here$/],
    ['not an object', '[1,2]', /entry must be a JSON object/],
    ['empty input', '', /unexpected end of input/],
  ])('%s', (_name, input, message) => {
    const r = runCli(['append', '--session', 'b'], { cwd: tmp.dir, input });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr.trim()).toMatch(message);
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  it('invalid UTF-8', () => {
    const r = runCli(['append', '--session', 'b'], { cwd: tmp.dir, input: Buffer.from([0x7b, 0x22, 0x74, 0xc3, 0x28, 0x22, 0x7d]) });
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe('proofledger: stdin: invalid UTF-8 at byte 3');
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  it('a line over a configured cap is refused, never truncated', () => {
    runCli(['init'], { cwd: tmp.dir });
    const config = join(tmp.dir, '.proofledger', 'config.json');
    const { writeFileSync } = require('node:fs') as typeof import('node:fs');
    writeFileSync(config, JSON.stringify({ version: 1, ledger: { maxLineBytes: 1024 } }));
    const r = runCli(['append', '--session', 'b'], { cwd: tmp.dir, input: JSON.stringify({ type: 'session', event: 'abort', reason: 'r'.repeat(2000) }) });
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toMatch(/^proofledger: stdin: entry of type session would be a \d+-byte line, over the 1024-byte cap \(ledger\.maxLineBytes\); nothing was written$/);
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  it('an invalid config names the file, line and field', () => {
    runCli(['init'], { cwd: tmp.dir });
    const config = join(tmp.dir, '.proofledger', 'config.json');
    const { writeFileSync } = require('node:fs') as typeof import('node:fs');
    writeFileSync(config, '{\n  "version": 1,\n  "ledger": {"fsync": "yes"}\n}\n');
    let r = runCli(['append', '--session', 'b'], { cwd: tmp.dir, input: '{"type":"session","event":"resume"}' });
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toMatch(/config\.json: line 3, field \/ledger\/fsync: must be boolean$/);
    writeFileSync(config, '{\n  "version": 1,\n  "version": 1\n}\n');
    r = runCli(['append', '--session', 'b'], { cwd: tmp.dir, input: '{"type":"session","event":"resume"}' });
    expect(r.stderr.trim()).toMatch(/config\.json: line 3, column 3, field \/version: duplicate key "version"$/);
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  it('usage errors exit 2 with one line', () => {
    for (const args of [['exec', '--check', 'bogus', '--', 'true'], ['verify', '--bogus'], ['frobnicate']]) {
      const r = runCli(args, { cwd: tmp.dir });
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/^proofledger: .*\(see --help\)$/m);
    }
    expect(runCli(['exec', '--check', 'bogus', '--', 'true'], { cwd: tmp.dir }).code).toBe(2);
    expect(runCli(['log', '--limit', '0'], { cwd: tmp.dir }).code).toBe(2);
    expect(runCli(['log', '--since', 'yesterday-ish'], { cwd: tmp.dir }).code).toBe(2);
    expect(runCli(['no-such-command'], { cwd: tmp.dir }).code).toBe(2);
    expect(runCli(['append', '--session', '../escape'], { cwd: tmp.dir, input: '{"type":"session","event":"start"}' }).code).toBe(2);
    expect(existsSync(join(tmp.dir, '.proofledger', 'escape.jsonl'))).toBe(false);
    expect(runCli(['verify', 'missing-session'], { cwd: tmp.dir }).code).toBe(2);
  });
});
