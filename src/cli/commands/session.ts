// `proofledger session start|finish|abort|resume` (`session current` is sessionCurrent.ts: it writes nothing).
import { EXIT_OK } from '../../errors.js';
import type { Outcome } from '../../format/vocabulary.js';
import { endSession, startSession, type SessionEnd } from '../../store/sessionLifecycle.js';
import { loadAppendOptions, printLine, type CliContext } from '../context.js';

export interface SessionStartOptions {
  session?: string;
  agent?: string;
  agentVersion?: string;
  model?: string;
}

export async function runSessionStart(context: CliContext, opts: SessionStartOptions): Promise<number> {
  const agent = opts.agent ? { name: opts.agent, ...(opts.agentVersion ? { version: opts.agentVersion } : {}), ...(opts.model ? { model: opts.model } : {}) } : undefined;
  const id = startSession(context.layout, context.env, await loadAppendOptions(context), { ...(opts.session ? { session: opts.session } : {}), ...(agent ? { agent } : {}) });
  printLine(context, id);
  return EXIT_OK;
}

export async function runSessionEnd(context: CliContext, event: SessionEnd, opts: { session?: string; reason?: string; outcome?: Outcome }): Promise<number> {
  printLine(context, endSession(context.layout, context.env, await loadAppendOptions(context), event, opts));
  return EXIT_OK;
}
