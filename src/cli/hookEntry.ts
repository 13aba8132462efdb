// `proofledger hook AGENT`, the path every agent tool call waits for. The bin hands it this module,
// bundled by `npm run build` into one file (build/hook.cjs) that holds only what a hook loads, so a
// hook never imports the CLI (build/cli/main.js), its parser, or anything a hook does not run.
import { AGENTS, type AgentName } from '../adapters/hooks/agentEvents.js';
import { MAX_HOOK_PAYLOAD_BYTES, runHook } from '../adapters/hooks/runHook.js';
import { findRoot, layoutFor } from '../store/layout.js';
import { reportFailure } from './commandFailure.js';
import { readStdinUpTo } from './stdin.js';

export function isAgent(name: string | undefined): name is AgentName {
  return (AGENTS as readonly (string | undefined)[]).includes(name);
}

/** Reads the payload from stdin, records it, and says what the agent should do: the exit code. */
export async function runHookCommand(agent: AgentName, event?: string): Promise<number> {
  try {
    const stdin = (await readStdinUpTo(MAX_HOOK_PAYLOAD_BYTES))?.toString('utf8') ?? null;
    const r = await runHook(agent, stdin, layoutFor(findRoot(process.cwd())), event);
    if (r.stdout) process.stdout.write(r.stdout + '\n');
    if (r.stderr) process.stderr.write(r.stderr + '\n');
    return r.exitCode;
  } catch (err) {
    return reportFailure(err);
  }
}
