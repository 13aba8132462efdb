import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendEntry } from '../../src/store/append.js';
import { layoutFor } from '../../src/store/layout.js';
import { REPO_ROOT, runCli } from '../support/cli.js';
import { makeTempDir } from '../support/tempRepo.js';

const hex = (n: number) => (n % 256).toString(16).padStart(2, '0').repeat(32);

/** Several sessions of varied entries through the real writer (seeded, so each run is the same). */
function generateLedger(root: string, sessions: string[], perSession: number): void {
  const layout = layoutFor(root);
  let x = 42;
  const rnd = (n: number) => ((x = (x * 1103515245 + 12345) % 2 ** 31), x % n);
  for (let i = 0; i < perSession; i++) {
    for (const s of sessions) {
      const kind = rnd(6);
      const path = `src/f${rnd(20)}.ts`;
      const payload =
        kind === 0 ? { type: 'file_edit', path, sha256: hex(rnd(256)), bytes: rnd(900) }
        : kind === 1 ? { type: 'file_write', path, sha256: hex(rnd(256)), bytes: rnd(900) }
        : kind === 2 ? { type: 'shell_exec', command: `cmd ${i}`, cwd: '.', exitCode: rnd(3) === 0 ? 1 : 0, signal: null, durationMs: rnd(500) }
        : kind === 3 ? { type: 'verification', check: rnd(2) ? 'test' : 'build', passed: rnd(3) > 0, command: 'npm test', exitCode: 0, durationMs: 5 }
        : kind === 4 ? { type: 'memory_write', store: 'notes', key: `k${rnd(5)}`, contentSha256: hex(rnd(256)) }
        : { type: 'tool_call', tool: `t${rnd(4)}`, decision: 'approved', argsHash: hex(i) };
      appendEntry(layout, s, payload as Record<string, unknown>, { fsync: false });
    }
  }
}

const QUERIES: string[][] = [
  ['log', '--json'],
  ['log', '--json', '--limit', '7'],
  ['log', '--json', '--session', 'beta', '--type', 'file_edit', '--limit', '5'],
  ['log', '--json', '--type', 'verification', 'memory_write'],
  ['log', '--json', '--since', '2000-01-01T00:00:00Z', '--limit', '3'],
  ['summary', '--json'],
  ['summary', '--json', '--session', 'alpha'],
  ['provenance', 'src/f3.ts', '--json'],
  ['provenance', 'src/f11.ts', '--json'],
  ['provenance', 'src/never.ts', '--json'],
  ['provenance', '--store', 'notes', '--key', 'k2', '--json'],
];

function answers(dir: string): string[] {
  return QUERIES.map((q) => {
    const r = runCli(q, { cwd: dir });
    return `${r.code}\n${r.stdout}${r.stderr}`;
  });
}

describe('the SQLite query index', () => {
  let tmp: ReturnType<typeof makeTempDir>;
  const idx = () => join(tmp.dir, '.proofledger', 'index.sqlite');
  beforeEach(() => {
    tmp = makeTempDir();
    generateLedger(tmp.dir, ['alpha', 'alpha-2', 'beta'], 120);
  });
  afterEach(() => tmp.cleanup());

  it('gives the same answers as scanning, and is updated incrementally', () => {
    const scanned = answers(tmp.dir);
    expect(scanned[0]!.split('\n').length).toBeGreaterThan(300);
    const built = runCli(['index'], { cwd: tmp.dir });
    expect(built.stdout).toMatch(/^built .*index\.sqlite: 3 sessions, 360 entries read$/m);
    expect(answers(tmp.dir)).toEqual(scanned);

    generateLedger(tmp.dir, ['beta', 'gamma'], 10);
    // Stale: the answers come from the files until the index catches up, and stay right.
    const afterAppend = answers(tmp.dir);
    expect(afterAppend).not.toEqual(scanned);
    const updated = runCli(['index'], { cwd: tmp.dir });
    expect(updated.stdout).toMatch(/^updated .*: 4 sessions, 20 entries read$/m);
    expect(answers(tmp.dir)).toEqual(afterAppend);
    rmSync(idx());
    expect(answers(tmp.dir)).toEqual(afterAppend);
  });

  it('a corrupt, deleted or outdated index never changes an answer, and is rebuilt', () => {
    runCli(['index'], { cwd: tmp.dir });
    const truth = answers(tmp.dir);
    writeFileSync(idx(), 'this is not a database');
    expect(answers(tmp.dir)).toEqual(truth);
    expect(runCli(['index'], { cwd: tmp.dir }).stdout).toMatch(/^built /);
    expect(answers(tmp.dir)).toEqual(truth);

    // A session file rewritten behind the index's back (a line dropped) is re-read in full.
    const path = join(tmp.dir, '.proofledger', 'sessions', 'beta.jsonl');
    const lines = readFileSync(path, 'utf8').trim().split('\n');
    writeFileSync(path, lines.slice(0, -1).join('\n') + '\n');
    rmSync(idx() + '-wal', { force: true });
    const changedTruth = (() => {
      const saved = readFileSync(idx());
      rmSync(idx());
      const a = answers(tmp.dir);
      writeFileSync(idx(), saved);
      return a;
    })();
    expect(answers(tmp.dir)).toEqual(changedTruth);
    expect(runCli(['index'], { cwd: tmp.dir }).stdout).toMatch(/1 changed session re-read/);
    expect(answers(tmp.dir)).toEqual(changedTruth);
    expect(runCli(['index', '--rebuild'], { cwd: tmp.dir }).stdout).toMatch(/^built .*: 3 sessions, 359 entries read$/m);
  });

  it('survives appends running while it indexes', async () => {
    const loop = join(REPO_ROOT, 'test', 'support', 'appendLoop.mjs');
    const writers = [0, 1].map((w) => new Promise<number | null>((resolve) => {
      const c = spawn(process.execPath, [loop, tmp.dir, w ? 'alpha' : 'delta', '300', String(w), '0', '0'], { stdio: 'ignore' });
      c.on('close', resolve);
    }));
    for (let i = 0; i < 4; i++) expect(runCli(['index'], { cwd: tmp.dir }).code).toBe(0);
    expect(await Promise.all(writers)).toEqual([0, 0]);
    expect(runCli(['index'], { cwd: tmp.dir }).code).toBe(0);
    const indexed = answers(tmp.dir);
    rmSync(idx());
    expect(answers(tmp.dir)).toEqual(indexed);
    expect(existsSync(idx())).toBe(false);
  });
});
