// `proofledger hook AGENT`: record an agent hook event given on stdin (the agent's own payload).
import type { AgentName } from '../../adapters/hooks/agentEvents.js';
import { runHook as recordHookEvent } from '../../adapters/hooks/runHook.js';
import type { CliContext } from '../context.js';

export async function runHook(context: CliContext, agent: AgentName, stdin: string | null, event?: string): Promise<number> {
  const r = await recordHookEvent(agent, stdin, context.layout, event);
  if (r.stdout) context.stdout.write(r.stdout + '\n');
  if (r.stderr) context.stderr.write(r.stderr + '\n');
  return r.exitCode;
}
