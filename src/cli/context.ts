import { resolve } from 'node:path';
import type { AppendOptions } from '../store/append.js';
import type { Scrubber } from '../scrub/scrub.js';
import { findRoot, layoutFor, type LedgerLayout } from '../store/layout.js';

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

/** The config's append options; loaded on demand (the config brings the scrubber and validators). */
export async function loadAppendOptions(ctx: CliContext): Promise<AppendOptions & { scrubber: Scrubber }> {
  const { appendOptionsFor, loadConfig } = await import('../config/config.js');
  return appendOptionsFor(loadConfig(ctx.layout));
}

export const EXIT_OK = 0;
export const EXIT_CHECK_FAILED = 1;
export const EXIT_USAGE = 2;
