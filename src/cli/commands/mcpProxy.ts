// `proofledger mcp-proxy -- SERVER...`: an MCP stdio server behind a recording proxy.
import { runMcpProxy as proxy } from '../../adapters/mcpProxy.js';
import { openRecording, type CliContext } from '../context.js';

export async function runMcpProxy(context: CliContext, command: string[], opts: { session?: string }): Promise<number> {
  const { append, recording, open, end } = await openRecording(context, opts.session);
  open();
  const code = await proxy({ command, layout: context.layout, session: recording.session, append, clientIn: process.stdin, clientOut: process.stdout, errOut: process.stderr });
  end();
  return code;
}
