// A cross-process lock for one session file. Created with O_EXCL; the holder's pid, host and
// process start time are written into it so that a waiter can tell a crashed holder (stale: break
// it at once) from a slow one (wait). Breaking re-checks the inode it inspected, and the holder
// re-checks that the lock is still its own just before writing, so a stale-lock race cannot fork
// the chain. Synchronous on purpose: an append is a few syscalls, and a sync API cannot interleave
// two appends of one process.

import { closeSync, linkSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { randomBytes } from '../format/nodeCrypto.js';
import { ProofledgerError, errnoCode, describeIoError } from '../errors.js';

const HOST = hostname();
const sleeper = new Int32Array(new SharedArrayBuffer(4));

function sleepMs(ms: number): void {
  Atomics.wait(sleeper, 0, 0, ms);
}

/** The kernel's start time of a process (Linux), so a reused pid is not mistaken for the holder. */
function processStartTime(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

const MY_START = processStartTime(process.pid);

function isAlive(pid: number, start: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return errnoCode(err) === 'EPERM';
  }
  if (start !== '' && MY_START !== '') return processStartTime(pid) === start;
  return true;
}

export interface HeldLock {
  path: string;
  ino: number;
  /** What this holder wrote into it: an inode number alone can be reused at once by a new lock. */
  token: string;
}

export interface LockOptions {
  timeoutMs?: number;
  /** Told once, with the holder, when the lock is still held after `waitingNoticeMs` (default 1000). */
  onWaiting?: (holder: string) => void;
  waitingNoticeMs?: number;
}

export function acquireLock(path: string, options: LockOptions = {}): HeldLock {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const started = Date.now();
  const deadline = started + timeoutMs;
  let told = options.onWaiting === undefined;
  const token = `${process.pid}\n${HOST}\n${MY_START}\n`;
  for (let attempt = 0; ; attempt++) {
    let fd: number | undefined;
    try {
      fd = openSync(path, 'wx', 0o644);
      writeSync(fd, token);
      const ino = statSync(path).ino;
      return { path, ino, token };
    } catch (err) {
      if (errnoCode(err) !== 'EEXIST') throw new ProofledgerError(`${path}: cannot create lock: ${describeIoError(err)}`, 'io');
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
    if (breakIfStale(path)) continue;
    if (Date.now() > deadline) {
      throw new ProofledgerError(`${path}: still locked after ${timeoutMs} ms by ${describeHolder(path)}`, 'locked');
    }
    if (!told && Date.now() - started >= (options.waitingNoticeMs ?? 1000)) {
      told = true;
      options.onWaiting!(describeHolder(path));
    }
    sleepMs(Math.min(1 + attempt, 20) * (0.5 + Math.random()));
  }
}

export function stillHeld(lock: HeldLock): boolean {
  try {
    return statSync(lock.path).ino === lock.ino && readFileSync(lock.path, 'utf8') === lock.token;
  } catch {
    return false;
  }
}

export function releaseLock(lock: HeldLock): void {
  if (stillHeld(lock)) {
    try {
      unlinkSync(lock.path);
    } catch {
      // Already gone: nothing to release.
    }
  }
}

export function withLock<T>(path: string, fn: (lock: HeldLock) => T, options?: LockOptions): T {
  const lock = acquireLock(path, options);
  try {
    return fn(lock);
  } finally {
    releaseLock(lock);
  }
}

/** Who holds a lock: its pid and host, and, on this host, the holder's command line (Linux). */
export function describeHolder(path: string): string {
  try {
    const [pid, host] = readFileSync(path, 'utf8').split('\n');
    let command = '';
    if (host === HOST && /^[0-9]+$/.test(pid ?? '')) {
      try {
        const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter((a) => a !== '');
        const shown = argv.join(' ');
        if (shown) command = ` (${shown.length > 120 ? shown.slice(0, 119) + '…' : shown})`;
      } catch {
        // Not Linux, or the holder just went: pid and host say enough.
      }
    }
    return `pid ${pid} on ${host}${command}`;
  } catch {
    return 'another process';
  }
}

/** Removes the lock if its holder is gone. Returns true if the caller should retry at once. */
function breakIfStale(path: string): boolean {
  let content: string;
  let ino: number;
  let mtimeMs: number;
  try {
    const st = statSync(path);
    ino = st.ino;
    mtimeMs = st.mtimeMs;
    content = readFileSync(path, 'utf8');
  } catch (err) {
    return errnoCode(err) === 'ENOENT';
  }
  const age = Date.now() - mtimeMs;
  const [pidText, host, start] = content.split('\n');
  const complete = content.endsWith('\n') && content.split('\n').length >= 4;
  let stale: boolean;
  if (!complete) stale = age > 2_000; // the holder died between creating and writing the lock
  else if (host !== HOST) stale = age > 60_000; // cannot see a remote pid: appends take milliseconds
  else stale = !isAlive(Number(pidText), start ?? '');
  if (!stale) return false;

  const aside = `${path}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(path, aside);
  } catch (err) {
    return errnoCode(err) === 'ENOENT';
  }
  try {
    if (statSync(aside).ino !== ino) {
      // A live holder took the lock between our look and the rename: put its lock back.
      try {
        linkSync(aside, path);
      } catch {
        // Someone else holds it now; the displaced holder sees stillHeld() fail and retries.
      }
    }
  } finally {
    try {
      unlinkSync(aside);
    } catch {
      // ignore
    }
  }
  return true;
}
