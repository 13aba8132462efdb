import { expect } from 'vitest';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { canonicalize } from '../../src/format/canonical.js';
import { computeEntryHash } from '../../src/format/entry.js';
import { BIN, runCli, type CliRun } from './cli.js';
import { makeTempRepo, makeTempDir, type TempRepo } from './tempRepo.js';

/** A repository with an initialised ledger and one base commit, and helpers that act as an agent. */
export class AgentRepo {
  readonly repo: TempRepo;
  readonly base: string;

  constructor() {
    this.repo = makeTempRepo();
    this.repo.write('src/a.ts', 'export const a = 1;\n');
    this.repo.write('docs/notes.md', 'notes\n');
    expect(runCli(['init'], { cwd: this.repo.dir }).code).toBe(0);
    this.base = this.repo.commitAll('init');
  }

  get dir(): string {
    return this.repo.dir;
  }

  cli(args: string[], input?: string): CliRun {
    return runCli(args, { cwd: this.dir, ...(input !== undefined ? { input } : {}) });
  }

  start(session: string): void {
    expect(this.cli(['session', 'start', '--session', session, '--agent', 'claude-code']).code).toBe(0);
  }

  /** The agent edits a file and the edit is recorded. */
  edit(session: string, path: string, content: string): void {
    this.repo.write(path, content);
    const sha256 = createHash('sha256').update(content).digest('hex');
    const r = this.cli(['append', '--session', session], JSON.stringify({ type: 'file_edit', path, sha256, bytes: Buffer.byteLength(content) }));
    expect(r.stderr).toBe('');
  }

  test(session: string, pass: boolean, check = 'test'): void {
    const script = pass ? 'console.log("Tests  3 passed (3)")' : 'console.log("Tests  1 failed | 2 passed (3)"); process.exit(1)';
    this.cli(['exec', '--session', session, '--check', check, '--', 'node', '-e', script]);
  }

  finish(session: string, outcome = 'success'): void {
    expect(this.cli(['session', 'finish', '--session', session, '--outcome', outcome]).code).toBe(0);
  }

  commit(message: string): string {
    return this.repo.commitAll(message);
  }

  gate(extra: string[] = []): { code: number; json: { verdict: string; findings: { code: string; severity: string; message: string; path?: string; line?: number }[] } } {
    const r = this.cli(['gate', '--base', this.base, '--head', 'HEAD', '--json', ...extra]);
    expect(r.stderr).toBe('');
    return { code: r.code, json: JSON.parse(r.stdout) };
  }

  sessionPath(session: string): string {
    return join(this.dir, '.proofledger', 'sessions', `${session}.jsonl`);
  }

  /** Appends a line written by hand (bypassing the writer), chained or not. */
  forge(session: string, payload: Record<string, unknown>, opts: { breakChain?: boolean } = {}): void {
    const path = this.sessionPath(session);
    const lines = readFileSync(path, 'utf8').trim().split('\n');
    const last = JSON.parse(lines.at(-1)!) as { seq: number; hash: string };
    const entry: Record<string, unknown> = {
      ...payload, v: 1, seq: last.seq + 1, id: '01900000-0000-7000-8000-00000000' + String(lines.length).padStart(4, '0'),
      ts: new Date().toISOString(), session, prev: opts.breakChain ? 'f'.repeat(64) : last.hash,
    };
    entry['hash'] = computeEntryHash(entry);
    writeFileSync(path, readFileSync(path, 'utf8') + canonicalize(entry) + '\n');
  }

  cleanup(): void {
    this.repo.cleanup();
  }
}

/** A directory holding a `proofledger` executable, for hooks that look it up on PATH. */
export function binDir(): { path: string; cleanup: () => void } {
  const d = makeTempDir('proofledger-bin-');
  mkdirSync(d.dir, { recursive: true });
  symlinkSync(BIN, join(d.dir, 'proofledger'));
  return { path: d.dir, cleanup: d.cleanup };
}

export { dirname };
