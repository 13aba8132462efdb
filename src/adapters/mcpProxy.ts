// `proofledger mcp-proxy -- <server command …>`: sits between an MCP client and a stdio server.
// Every message is forwarded byte for byte, both ways; tools/call requests and their responses are
// read on the way through and recorded. Fail-closed: a tool result whose record cannot be made
// durable is replaced by a JSON-RPC error, so the client never acts on an unrecorded call.

import { spawn } from 'node:child_process';
import { basename } from 'node:path';
import { appendEntry, type AppendOptions } from '../store/append.js';
import { canonicalSha256 } from '../format/digest.js';
import type { LedgerLayout } from '../store/layout.js';
import type { Scrubber } from '../scrub/scrub.js';

export interface McpProxyOptions {
  command: string[];
  layout: LedgerLayout;
  session: string;
  append: AppendOptions & { scrubber: Scrubber };
  clientIn: NodeJS.ReadableStream;
  clientOut: NodeJS.WritableStream;
  errOut: NodeJS.WritableStream;
}

const MEMORY_WRITE = /(?:^|[_.:-])(?:memory_write|write_memory|remember|memorize|vector_upsert|upsert_vectors?|store_memory|save_memory|add_memory|create_entities|add_observations|create_relations)$/i;
const MEMORY_READ = /(?:^|[_.:-])(?:memory_read|read_memory|recall|vector_query|query_vectors?|query_memory|search_memory|get_memory|retrieve|read_graph|search_nodes|open_nodes)$/i;

type Json = Record<string, unknown>;

function memoryKey(args: Json): string {
  for (const k of ['key', 'id', 'name', 'query', 'title', 'path']) if (typeof args[k] === 'string' && args[k] !== '') return args[k] as string;
  const names = [
    ...(Array.isArray(args['entities']) ? (args['entities'] as Json[]).map((e) => e?.['name']) : []),
    ...(Array.isArray(args['observations']) ? (args['observations'] as Json[]).map((o) => o?.['entityName']) : []),
    ...(Array.isArray(args['names']) ? (args['names'] as unknown[]) : []),
  ].filter((n): n is string => typeof n === 'string');
  return names.length ? names.join(',') : '*';
}

function memoryContent(args: Json): unknown {
  for (const k of ['content', 'value', 'text', 'document', 'documents', 'vector', 'vectors', 'entities', 'observations', 'relations']) if (args[k] !== undefined) return args[k];
  return args;
}

const LAUNCHERS = /^(?:node|npx|bunx|bun|deno|uvx|python3?|pnpm|yarn|npm)$/;

/** A name for the server, used as the default memory store: its package or script, not "node". */
export function serverLabel(command: readonly string[]): string {
  const [cmd = 'server', ...rest] = command;
  const target = LAUNCHERS.test(basename(cmd)) ? (rest.find((a) => !a.startsWith('-') && a !== 'exec' && a !== 'dlx' && a !== 'run') ?? cmd) : cmd;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(target)?.[1] ?? (/^@?[\w.-]+(?:\/[\w.-]+)?(?:@[\w.^~-]+)?$/.test(target) && !target.includes('.js') ? target.replace(/(?!^)@.*$/, '') : undefined);
  return (pkg ?? basename(target)).split('/').pop()!.replace(/\.[cm]?[jt]s$|\.py$/, '') || 'server';
}

interface PendingCall {
  tool: string;
  args: Json;
  started: number;
  cancelled: boolean;
}

/** Newline-delimited messages from a stream, each handed over with its exact bytes. */
function onLines(stream: NodeJS.ReadableStream, handle: (line: Buffer) => Promise<void> | void, done: () => void): void {
  let carry = Buffer.alloc(0);
  let chain = Promise.resolve();
  stream.on('data', (chunk: Buffer) => {
    let buf = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    let nl: number;
    while ((nl = buf.indexOf(0x0a)) !== -1) {
      const line = buf.subarray(0, nl + 1);
      chain = chain.then(() => handle(line));
      buf = buf.subarray(nl + 1);
    }
    carry = Buffer.from(buf);
  });
  stream.on('end', () => {
    chain = chain.then(async () => {
      if (carry.length) await handle(carry);
      done();
    });
  });
}

function parse(line: Buffer): Json | Json[] | undefined {
  try {
    const v = JSON.parse(line.toString('utf8')) as unknown;
    return v && typeof v === 'object' ? (v as Json | Json[]) : undefined;
  } catch {
    return undefined;
  }
}

export function runMcpProxy(opts: McpProxyOptions): Promise<number> {
  const [cmd, ...args] = opts.command;
  const server = spawn(cmd!, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const storeName = serverLabel(opts.command);
  const pending = new Map<string, PendingCall>();
  const listRequests = new Set<string>();
  let offered: Set<string> | null = null;
  const idKey = (id: unknown): string => JSON.stringify(id);
  // The client went away: stop the server rather than crash on the next message.
  opts.clientOut.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE' && e.code !== 'ERR_STREAM_DESTROYED') throw e;
    server.kill('SIGTERM');
  });

  const record = (call: PendingCall, msg: Json, callId: string): void => {
    const scrub = (v: unknown) => opts.append.scrubber.scrubValue(v);
    const error = msg['error'] as Json | undefined;
    const result = msg['result'] as Json | undefined;
    const status = call.cancelled ? 'cancelled' : error || result?.['isError'] === true ? 'error' : 'ok';
    const durationMs = Date.now() - call.started;
    const hallucinated = offered !== null && !offered.has(call.tool);
    if (status === 'ok' && !hallucinated && MEMORY_WRITE.test(call.tool)) {
      const store = String(call.args['store'] ?? call.args['namespace'] ?? call.args['collection'] ?? call.args['index'] ?? storeName);
      appendEntry(opts.layout, opts.session, { type: 'memory_write', store, key: memoryKey(call.args), contentSha256: canonicalSha256(scrub(memoryContent(call.args))) }, { ...opts.append, source: 'mcp-proxy' });
      return;
    }
    if (status === 'ok' && !hallucinated && MEMORY_READ.test(call.tool)) {
      const store = String(call.args['store'] ?? call.args['namespace'] ?? call.args['collection'] ?? call.args['index'] ?? storeName);
      appendEntry(opts.layout, opts.session, { type: 'memory_read', store, key: memoryKey(call.args), ...(result ? { contentSha256: canonicalSha256(scrub(result)) } : {}) }, { ...opts.append, source: 'mcp-proxy' });
      return;
    }
    appendEntry(opts.layout, opts.session, {
      type: 'tool_call',
      tool: call.tool,
      callId,
      decision: hallucinated ? 'hallucinated' : error ? 'error' : 'approved',
      argsHash: canonicalSha256(scrub(call.args)),
      ...(result !== undefined ? { resultHash: canonicalSha256(scrub(result)) } : error ? { resultHash: canonicalSha256(scrub(error)) } : {}),
      status,
      ...(error && (typeof error['code'] === 'number' || typeof error['code'] === 'string') ? { errorCode: error['code'] as number | string } : {}),
      durationMs,
    }, { ...opts.append, source: 'mcp-proxy' });
  };

  // client → server
  onLines(opts.clientIn, (line) => {
    const msg = parse(line);
    for (const m of Array.isArray(msg) ? msg : msg ? [msg] : []) {
      if (m['method'] === 'tools/call' && m['id'] !== undefined) {
        const params = (m['params'] ?? {}) as Json;
        pending.set(idKey(m['id']), { tool: String(params['name'] ?? ''), args: (params['arguments'] ?? {}) as Json, started: Date.now(), cancelled: false });
      } else if (m['method'] === 'tools/list' && m['id'] !== undefined) {
        listRequests.add(idKey(m['id']));
        if (!(m['params'] as Json | undefined)?.['cursor']) offered = new Set();
      } else if (m['method'] === 'notifications/cancelled') {
        const p = pending.get(idKey((m['params'] as Json | undefined)?.['requestId']));
        if (p) p.cancelled = true;
      }
    }
    server.stdin!.write(line);
  }, () => server.stdin!.end());

  // server → client
  onLines(server.stdout!, (line) => {
    const msg = parse(line);
    if (msg && !Array.isArray(msg) && msg['id'] !== undefined && msg['method'] === undefined) {
      const key = idKey(msg['id']);
      if (listRequests.delete(key)) {
        const tools = ((msg['result'] as Json | undefined)?.['tools'] ?? []) as Json[];
        offered ??= new Set();
        for (const t of tools) offered.add(String(t['name']));
      }
      const call = pending.get(key);
      if (call) {
        pending.delete(key);
        try {
          record(call, msg, String(msg['id']));
        } catch (err) {
          opts.errOut.write(`proofledger mcp-proxy: tools/call ${call.tool} was not recorded: ${(err as Error).message}\n`);
          const replacement = { jsonrpc: '2.0', id: msg['id'], error: { code: -32603, message: `proofledger: the result of ${call.tool} could not be recorded in the ledger (${(err as Error).message}); it was withheld` } };
          opts.clientOut.write(JSON.stringify(replacement) + '\n');
          return;
        }
      }
    }
    opts.clientOut.write(line);
  }, () => undefined);

  return new Promise((resolve) => {
    server.on('error', (err) => {
      opts.errOut.write(`proofledger mcp-proxy: cannot start ${JSON.stringify(cmd)}: ${err.message}\n`);
      resolve(2);
    });
    server.on('close', (code, signal) => resolve(code ?? (signal ? 128 + 15 : 1)));
  });
}
