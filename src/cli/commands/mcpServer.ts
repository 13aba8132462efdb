// `proofledger mcp-server`: the ledger over MCP (stdio), read-only, until the client closes stdin.
import { runLedgerServer } from '../../adapters/mcpServer.js';
import type { CliContext } from '../context.js';

export async function runMcpServer(context: CliContext, version: string): Promise<number> {
  await runLedgerServer(context.layout, version);
  await new Promise<void>((resolve) => process.stdin.on('close', () => resolve()));
  return 0;
}
