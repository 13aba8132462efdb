import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireLock, releaseLock, stillHeld, withLock } from '../../src/store/fileLock.js';
import { makeTempDir } from '../support/tempRepo.js';

describe('fileLock', () => {
  let tmp: ReturnType<typeof makeTempDir>;
  let path: string;
  beforeEach(() => {
    tmp = makeTempDir();
    path = join(tmp.dir, 's.jsonl.lock');
  });
  afterEach(() => tmp.cleanup());

  it('is exclusive: a second taker waits, then fails naming the holder', () => {
    const lock = acquireLock(path);
    expect(readFileSync(path, 'utf8').split('\n')[0]).toBe(String(process.pid));
    expect(() => acquireLock(path, { timeoutMs: 50 })).toThrow(new RegExp(`still locked after 50 ms by pid ${process.pid} on ${hostname()}`));
    releaseLock(lock);
    expect(existsSync(path)).toBe(false);
    releaseLock(acquireLock(path, { timeoutMs: 50 }));
  });

  it('breaks at once a lock whose holder no longer runs', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    writeFileSync(path, `${dead}\n${hostname()}\n1\n`);
    const started = Date.now();
    const lock = acquireLock(path, { timeoutMs: 5_000 });
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(readFileSync(path, 'utf8').split('\n')[0]).toBe(String(process.pid));
    releaseLock(lock);
  });

  it('a holder whose lock was replaced knows it no longer holds it, and does not remove the new one', () => {
    const lock = acquireLock(path);
    unlinkSync(path);
    writeFileSync(path, 'someone else\n');
    expect(stillHeld(lock)).toBe(false);
    releaseLock(lock);
    expect(readFileSync(path, 'utf8')).toBe('someone else\n');
  });

  it('withLock releases after the work, and after a throw', () => {
    expect(withLock(path, () => 7)).toBe(7);
    expect(existsSync(path)).toBe(false);
    expect(() => withLock(path, () => { throw new Error('boom'); })).toThrow('boom');
    expect(existsSync(path)).toBe(false);
  });
});
