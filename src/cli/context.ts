import { resolve } from 'node:path';
import type { AppendOptions } from '../core/append.js';
import { loadConfig, type ProofledgerConfig } from '../core/config.js';
import { findRoot, layoutFor, type LedgerLayout } from '../core/layout.js';
import { Scrubber } from '../core/scrub.js';

/** What every command reads from its surroundings, read once at the edge. */
export interface CliContext {
  cwd: string;
  layout: LedgerLayout;
  env: NodeJS.ProcessEnv;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

export function makeContext(dirOption: string | undefined): CliContext {
  const cwd = resolve(dirOption ?? process.cwd());
  return { cwd, layout: layoutFor(findRoot(cwd)), env: process.env, stdout: process.stdout, stderr: process.stderr };
}

export function appendOptionsFrom(config: ProofledgerConfig): AppendOptions {
  return {
    fsync: config.ledger?.fsync ?? true,
    maxLineBytes: config.ledger?.maxLineBytes ?? 65536,
    scrubber: new Scrubber({ patterns: config.scrub?.patterns ?? [], keys: config.scrub?.keys ?? [] }),
  };
}

export function loadAppendOptions(ctx: CliContext): AppendOptions {
  return appendOptionsFrom(loadConfig(ctx.layout));
}

export const EXIT_OK = 0;
export const EXIT_CHECK_FAILED = 1;
export const EXIT_USAGE = 2;
