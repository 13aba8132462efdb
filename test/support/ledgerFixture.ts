import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
import { canonicalize } from '../../src/format/canonical.js';
import { computeEntryHash } from '../../src/format/entry.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { appendEntry } from '../../src/store/append.js';
import { layoutFor, sessionFilePath, type LedgerLayout } from '../../src/store/layout.js';
import type { VerifyFailure } from '../../src/verify/verifyChain.js';
import { verifyFile } from '../../src/verify/verifyFile.js';

/** A session file with `n` varied entries, written through the real writer. */
export function writeSession(root: string, session: string, n: number): { layout: LedgerLayout; path: string } {
  const layout = layoutFor(root);
  for (let i = 0; i < n; i++) {
    const sha = ((i % 256).toString(16).padStart(2, '0')).repeat(32);
    const payloads = [
      { type: 'session', event: 'start', agent: { name: 'test-agent' } },
      { type: 'file_write', path: `src/file${i}.ts`, sha256: sha, bytes: 100 + i },
      { type: 'shell_exec', command: `npm run step-${i}`, cwd: '.', exitCode: 0, signal: null, durationMs: i },
      { type: 'verification', check: 'test', passed: true, command: 'npm test', exitCode: 0, durationMs: 5, tests: { passed: i, failed: 0, skipped: 0 } },
    ];
    appendEntry(layout, session, payloads[i === 0 ? 0 : 1 + (i % 3)]!, { fsync: false });
  }
  return { layout, path: sessionFilePath(layout, session) };
}

export function readLines(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  return text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
}

export function writeLines(path: string, lines: string[], finalNewline = true): void {
  writeFileSync(path, lines.join('\n') + (finalNewline ? '\n' : ''));
}

export function verifyCollect(path: string): { status: string; entries: number; failures: VerifyFailure[] } {
  const failures: VerifyFailure[] = [];
  const r = verifyFile(path, (f) => failures.push(f));
  return { status: r.status, entries: r.entries, failures };
}

/** A valid session of `n` entries written directly (fast), chained exactly as the writer chains. */
export function generateSession(root: string, session: string, n: number): string {
  const { mkdirSync } = require('node:fs') as typeof import('node:fs');
  const layout = layoutFor(root);
  mkdirSync(layout.sessionsDir, { recursive: true });
  let prev = '0'.repeat(64);
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    const e: Record<string, unknown> = {
      v: 1, seq: i, id: `01900000-0000-7000-8000-${i.toString(16).padStart(12, '0')}`, ts: new Date(1.7e12 + i * 1000).toISOString(),
      session, prev, type: 'shell_exec', command: `step ${i}`, cwd: '.', exitCode: 0, signal: null, durationMs: i,
    };
    e['hash'] = computeEntryHash(e);
    prev = e['hash'] as string;
    lines.push(canonicalize(e));
  }
  const path = sessionFilePath(layout, session);
  writeFileSync(path, lines.join('\n') + '\n');
  return path;
}
