// A ledger's plan: every file cut into chunks at line boundaries, the unit any thread verifies, and
// the join that puts the chunks' results back together in ledger order. The sequential path and the
// parallel one run the same plan; only who verifies the chunks differs.

import { closeSync, readSync } from 'node:fs';
import { sessionIdOfFile } from '../store/layout.js';
import { openForVerify } from '../store/sessionFiles.js';
import { FileJoin } from './fileJoin.js';
import type { FileReport, VerifyFailure } from './verifyChain.js';
import type { ChunkResult, ChunkTask } from './verifyChunk.js';

/** The work unit threads claim: small enough to balance, large enough that claiming costs nothing. */
export const CHUNK_BYTES = 4 * 1024 * 1024;

function lineBoundaries(fd: number, size: number, parts: number): number[] {
  const cuts = [0];
  const probe = Buffer.alloc(64 * 1024);
  for (let i = 1; i < parts; i++) {
    let at = Math.max(Math.floor((size * i) / parts), cuts[cuts.length - 1]!);
    for (;;) {
      const n = readSync(fd, probe, 0, Math.min(probe.length, size - at), at);
      if (n <= 0) {
        at = size;
        break;
      }
      const nl = probe.subarray(0, n).indexOf(0x0a);
      if (nl >= 0) {
        at += nl + 1;
        break;
      }
      at += n;
    }
    if (at > cuts[cuts.length - 1]! && at < size) cuts.push(at);
  }
  cuts.push(size);
  return cuts;
}

/**
 * Joins chunk results in plan order (file by file) as soon as every chunk before one is in: by the
 * time the last chunk is verified, the others are joined, and failures and file reports come out
 * in ledger order whichever thread verified what.
 */
export class PlanJoin {
  readonly reports: FileReport[] = [];
  private readonly pending: (ChunkResult | undefined)[];
  private next = 0;
  private received = 0;
  private current: FileJoin | null = null;

  constructor(
    private readonly plan: LedgerPlan,
    private readonly onFailure: (f: VerifyFailure) => void,
    private readonly onFile: ((r: FileReport) => void) | undefined,
  ) {
    this.pending = new Array(plan.tasks.length);
  }

  get complete(): boolean {
    return this.next === this.pending.length;
  }

  /** Chunks whose result has not come in. */
  get missing(): number {
    return this.pending.length - this.received;
  }

  add(index: number, result: ChunkResult): void {
    this.pending[index] = result;
    this.received++;
    while (this.next < this.pending.length && this.pending[this.next]) {
      const task = this.plan.tasks[this.next]!;
      const file = this.plan.files[this.plan.fileOfTask[this.next]!]!;
      this.current ??= new FileJoin(file.display, file.size, this.onFailure);
      this.current.join(this.pending[this.next]!, task.end - task.start);
      this.pending[this.next] = undefined;
      this.next++;
      if (this.next === file.firstTask + file.tasks) {
        const report = this.current.report();
        this.reports.push(report);
        this.onFile?.(report);
        this.current = null;
      }
    }
  }
}

export interface PlannedFile {
  path: string;
  display: string;
  size: number;
  /** Its chunks: tasks[firstTask .. firstTask + tasks). */
  firstTask: number;
  tasks: number;
}

export interface LedgerPlan {
  files: PlannedFile[];
  tasks: ChunkTask[];
  fileOfTask: number[];
}

/**
 * Each file cut into chunks at line boundaries; a lone file into at least one chunk per thread. Only
 * a file that is cut is opened here: a small session is one chunk of its known size.
 */
export function planLedger(paths: readonly string[], sizes: readonly number[], display: (path: string) => string, chunkBytes: number, threads: number, maxLine: number): LedgerPlan {
  const plan: LedgerPlan = { files: [], tasks: [], fileOfTask: [] };
  for (const [i, path] of paths.entries()) {
    const shown = display(path);
    const size = sizes[i]!;
    const parts = Math.max(Math.ceil(size / chunkBytes), paths.length === 1 ? threads : 1);
    let cuts = [0, size];
    if (parts > 1) {
      const { fd } = openForVerify(path, shown);
      try {
        cuts = lineBoundaries(fd, size, parts);
      } finally {
        closeSync(fd);
      }
    }
    const session = sessionIdOfFile(path);
    const file: PlannedFile = { path, display: shown, size, firstTask: plan.tasks.length, tasks: cuts.length - 1 };
    for (let i = 0; i + 1 < cuts.length; i++) {
      plan.tasks.push({ path, session, start: cuts[i]!, end: cuts[i + 1]!, maxLine });
      plan.fileOfTask.push(plan.files.length);
    }
    plan.files.push(file);
  }
  return plan;
}

