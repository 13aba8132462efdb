// `proofledger mcp-server`: the ledger as a read-only MCP server an agent can ask — what happened,
// is it intact, and does it prove a claim right now.

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import type { LedgerLayout } from '../store/layout.js';
import { sessionFilePath, sessionIdOfFile } from '../store/layout.js';
import { readEntries } from '../store/readEntries.js';
import { listSessionFiles } from '../store/sessionFiles.js';
import { readVerifiedSessions, rejectionLines } from '../store/sessionEvidence.js';
import type { VerifyFailure } from '../verify/verifyChain.js';
import { verifyLedger } from '../verify/verifyLedger.js';
import { evaluateEvidence } from '../gate/evidence.js';
import { CHECK_KINDS } from '../format/vocabulary.js';
import { workingTreeId } from '../git/repository.js';
import { queryLog } from '../query/log.js';
import { summarizeSession } from '../query/summary.js';

const text = (value: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(value, null, 2) }] });

function buildLedgerServer(layout: LedgerLayout, version: string): McpServer {
  const server = new McpServer({ name: 'proofledger', version });
  const paths = (session?: string) => (session ? [sessionFilePath(layout, session)] : listSessionFiles(layout));

  server.registerTool('ledger_history', {
    description: 'Recent ledger entries (oldest first): files written, commands run, tool calls, checks and their results.',
    inputSchema: { session: z.string().optional(), type: z.string().optional(), limit: z.number().int().min(1).max(500).default(50) },
    annotations: { readOnlyHint: true },
  }, async ({ session, type, limit }) => text(queryLog(paths(session), { ...(type ? { types: new Set([type]) } : {}), limit })));

  server.registerTool('ledger_summary', {
    description: 'Per session: entries, files changed, commands, checks and their latest result, duration, outcome.',
    inputSchema: { session: z.string().optional() },
    annotations: { readOnlyHint: true },
  }, async ({ session }) => text(paths(session).map((p) => summarizeSession(sessionIdOfFile(p) ?? p, (function* () {
    for (const r of readEntries(p)) yield r.entry;
  })()))));

  server.registerTool('ledger_verify', {
    description: 'Verify the hash chains: status VALID, CORRUPTED or EMPTY, with every failure.',
    inputSchema: {},
    annotations: { readOnlyHint: true },
  }, async () => {
    const failures: VerifyFailure[] = [];
    const r = await verifyLedger(paths(), (f) => failures.push(f));
    return text({ status: r.status, entries: r.entries, failures });
  });

  server.registerTool('ledger_evidence', {
    description: 'Does the ledger prove a check (e.g. "tests pass") for the working tree as it is right now? Ask before claiming success.',
    inputSchema: { check: z.enum(CHECK_KINDS), session: z.string().optional() },
    annotations: { readOnlyHint: true },
  }, async ({ check, session }) => {
    const { sessions, rejected } = readVerifiedSessions(layout.root, paths(session));
    return text({ ...evaluateEvidence(sessions, check, await workingTreeId(layout.root)), ...(rejected.length ? { rejected: rejectionLines(rejected) } : {}) });
  });
  return server;
}

export async function runLedgerServer(layout: LedgerLayout, version: string): Promise<void> {
  const server = buildLedgerServer(layout, version);
  await server.connect(new StdioServerTransport());
}
