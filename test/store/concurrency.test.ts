import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { layoutFor, sessionFilePath } from '../../src/store/layout.js';
import { REPO_ROOT, runCli } from '../support/cli.js';
import { readLines, verifyCollect } from '../support/ledgerFixture.js';
import { makeTempDir } from '../support/tempRepo.js';

const LOOP = join(REPO_ROOT, 'test', 'support', 'appendLoop.mjs');

function runWriter(root: string, session: string, count: number, worker: number, pad = 0, fsync = true) {
  const child = spawn(process.execPath, [LOOP, root, session, String(count), String(worker), String(pad), fsync ? '1' : '0'], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let stderr = '';
  child.stderr!.on('data', (b: Buffer) => (stderr += b.toString()));
  const ready = new Promise<void>((resolve) => child.once('message', () => resolve()));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, stderr })),
  );
  return { child, ready, done };
}

describe('concurrent appends', () => {
  let tmp: ReturnType<typeof makeTempDir>;
  beforeEach(() => (tmp = makeTempDir()));
  afterEach(() => tmp.cleanup());

  it('8 processes × 500 appends make one unbroken chain with no torn line', async () => {
    const writers = Array.from({ length: 8 }, (_, w) => runWriter(tmp.dir, 'shared', 500, w));
    const results = await Promise.all(writers.map((w) => w.done));
    for (const r of results) expect(r).toMatchObject({ code: 0, stderr: '' });
    const path = sessionFilePath(layoutFor(tmp.dir), 'shared');
    const v = verifyCollect(path);
    expect(v.failures).toEqual([]);
    expect(v).toMatchObject({ status: 'VALID', entries: 4000 });
    const lines = readLines(path);
    expect(lines.map((l) => (JSON.parse(l) as { seq: number }).seq)).toEqual(Array.from({ length: 4000 }, (_, i) => i));
    // Every worker's every step is there exactly once.
    const steps = new Set(lines.map((l) => /worker \d+ step \d+/.exec(l)![0]));
    expect(steps.size).toBe(4000);
  });
});

describe('crashes', () => {
  let tmp: ReturnType<typeof makeTempDir>;
  beforeEach(() => (tmp = makeTempDir()));
  afterEach(() => tmp.cleanup());

  it('writers killed with SIGKILL mid-loop leave at most a torn tail; later writers are not wedged by their locks', async () => {
    const session = 'crashy';
    for (let round = 0; round < 6; round++) {
      const writers = Array.from({ length: 4 }, (_, w) => runWriter(tmp.dir, session, 0, round * 10 + w, 30_000, false));
      await Promise.all(writers.map((w) => w.ready));
      // Kill while they are appending: once the file has grown this round, after a varying delay.
      const path = sessionFilePath(layoutFor(tmp.dir), session);
      const sizeBefore = existsSync(path) ? readFileSync(path).length : 0;
      for (let i = 0; i < 500 && (existsSync(path) ? readFileSync(path).length : 0) <= sizeBefore; i++) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, 5 + round * 7));
      for (const w of writers) w.child.kill('SIGKILL');
      const ends = await Promise.all(writers.map((w) => w.done));
      for (const e of ends) expect(e).toMatchObject({ signal: 'SIGKILL', stderr: '' });
      // A kill mid-write may tear the last line, and a torn tail (rightly) stops every later append
      // until repair: repaired here, so that the next round's writers have a chain to extend.
      const v = verifyCollect(path);
      expect(v.failures.filter((f) => f.kind !== 'torn_tail')).toEqual([]);
      if (v.failures.length === 1) expect(runCli(['repair', path], { cwd: tmp.dir }).code).toBe(0);
    }
    const path = sessionFilePath(layoutFor(tmp.dir), session);
    // A kill can leave a stale lock behind: a fresh writer must still get through at once.
    const after = runWriter(tmp.dir, session, 5, 99);
    expect(await after.done).toMatchObject({ code: 0, stderr: '' });
    expect(verifyCollect(path)).toMatchObject({ status: 'VALID', failures: [] });
  });

  it('a torn tail blocks appends until repair quarantines it, and repair never deletes bytes', async () => {
    const root = tmp.dir;
    const first = runWriter(root, 's', 3, 1);
    expect((await first.done).code).toBe(0);
    const path = sessionFilePath(layoutFor(root), 's');
    const intact = readFileSync(path);
    const torn = Buffer.from('{"command":"worker 1 step 3 interrupted by a cra');
    writeFileSync(path, Buffer.concat([intact, torn]));

    const v = verifyCollect(path);
    expect(v.failures.map((f) => `${f.line}:${f.kind}`)).toEqual(['4:torn_tail']);
    expect(runCli(['verify', path], { cwd: root }).code).toBe(1);

    const refused = runCli(['append', '--session', 's'], { cwd: root, input: '{"type":"session","event":"resume"}' });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/s\.jsonl: the last line is torn .* run `proofledger repair`/);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect(readFileSync(path).equals(Buffer.concat([intact, torn]))).toBe(true);

    const repaired = runCli(['repair'], { cwd: root });
    expect(repaired.code).toBe(0);
    expect(repaired.stdout).toMatch(/48 torn bytes moved to .*s\.quarantine-.*\.torn/);
    const quarantine = readdirSync(join(root, '.proofledger', 'sessions')).filter((n) => n.includes('quarantine'));
    expect(quarantine).toHaveLength(1);
    expect(readFileSync(join(root, '.proofledger', 'sessions', quarantine[0]!)).equals(torn)).toBe(true);
    expect(readFileSync(path).equals(intact)).toBe(true);

    expect(runCli(['append', '--session', 's'], { cwd: root, input: '{"type":"session","event":"resume"}' }).code).toBe(0);
    expect(verifyCollect(path)).toMatchObject({ status: 'VALID', entries: 4 });
    expect(existsSync(path + '.lock')).toBe(false);
  });
});

describe('stale locks', () => {
  let tmp: ReturnType<typeof makeTempDir>;
  beforeEach(() => (tmp = makeTempDir()));
  afterEach(() => tmp.cleanup());

  it('a lock left by a dead process is broken at once; a live holder is waited for', async () => {
    const layout = layoutFor(tmp.dir);
    const path = sessionFilePath(layout, 'l');
    const dead = spawn(process.execPath, ['-e', '']);
    const deadPid = dead.pid!;
    await new Promise((r) => dead.on('close', r));
    const { hostname } = await import('node:os');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(layout.sessionsDir, { recursive: true });
    writeFileSync(path + '.lock', `${deadPid}\n${hostname()}\n\n`);
    const started = Date.now();
    expect(runCli(['append', '--session', 'l'], { cwd: tmp.dir, input: '{"type":"session","event":"start"}' }).code).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000); // far below the 30 s lock timeout
    expect(existsSync(path + '.lock')).toBe(false);

    // A live holder (this test process) is respected until it lets go.
    writeFileSync(path + '.lock', `${process.pid}\n${hostname()}\n${readFileSync(`/proc/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19]}\n`);
    const waiting = spawn(process.execPath, [LOOP, tmp.dir, 'l', '1', '7'], { stdio: 'ignore' });
    const exited = new Promise<number | null>((r) => waiting.on('close', (code) => r(code)));
    await new Promise((r) => setTimeout(r, 500));
    expect(readLines(path)).toHaveLength(1);
    const { unlinkSync } = await import('node:fs');
    unlinkSync(path + '.lock');
    expect(await exited).toBe(0);
    expect(verifyCollect(path)).toMatchObject({ status: 'VALID', entries: 2 });
  });
});
