// MCP end to end: the official SDK client, real servers from the npm registry
// (@modelcontextprotocol/server-everything, @modelcontextprotocol/server-memory), with and
// without the proxy in between.
import { readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BIN, REPO_ROOT } from '../support/cli.js';
import { AgentRepo } from '../support/agentScenario.js';

const EVERYTHING = join(REPO_ROOT, 'node_modules', '@modelcontextprotocol', 'server-everything', 'dist', 'index.js');
const MEMORY = join(REPO_ROOT, 'node_modules', '@modelcontextprotocol', 'server-memory', 'dist', 'index.js');

async function connect(cwd: string, server: string[], viaProxy: boolean, env: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'proofledger-test', version: '1.0.0' });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: viaProxy ? [BIN, 'mcp-proxy', '--session', 'mcp', '--', process.execPath, ...server] : server,
    cwd,
    env: { ...(process.env as Record<string, string>), ...env },
    stderr: 'ignore',
  });
  await client.connect(transport);
  return client;
}

function ledger(a: AgentRepo): Record<string, any>[] {
  const p = a.sessionPath('mcp');
  return existsSync(p) ? readFileSync(p, 'utf8').trim().split('\n').map((l) => JSON.parse(l)) : [];
}

describe('proofledger mcp-proxy', () => {
  let a: AgentRepo;
  beforeEach(() => (a = new AgentRepo()));
  afterEach(() => a.cleanup());

  it('a client sees exactly what it sees without the proxy: tools, prompts, resources, results, errors', async () => {
    const direct = await connect(a.dir, [EVERYTHING, 'stdio'], false);
    const proxied = await connect(a.dir, [EVERYTHING, 'stdio'], true);
    try {
      expect(await proxied.listTools()).toEqual(await direct.listTools());
      expect(await proxied.listPrompts()).toEqual(await direct.listPrompts());
      expect(await proxied.listResources()).toEqual(await direct.listResources());
      expect(proxied.getServerCapabilities()).toEqual(direct.getServerCapabilities());
      const echo = { name: 'echo', arguments: { message: 'hello through the proxy' } };
      expect(await proxied.callTool(echo)).toEqual(await direct.callTool(echo));
      const bogus = { name: 'no_such_tool', arguments: {} };
      const [d, p] = await Promise.all([direct.callTool(bogus).catch((e: Error) => e.message), proxied.callTool(bogus).catch((e: Error) => e.message)]);
      expect(p).toEqual(d);
    } finally {
      await direct.close();
      await proxied.close();
    }
    const entries = ledger(a);
    const calls = entries.filter((e) => e.type === 'tool_call');
    expect(calls.map((c) => [c.tool, c.decision])).toEqual([['echo', 'approved'], ['no_such_tool', 'hallucinated']]);
    expect(calls[0]).toMatchObject({ status: 'ok' });
    expect(calls[0]!.argsHash).toMatch(/^[0-9a-f]{64}$/);
    expect(calls[0]!.resultHash).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(a.sessionPath('mcp'), 'utf8')).not.toContain('hello through the proxy');
  });

  it('memory-shaped tools become memory_write / memory_read, and provenance finds them', async () => {
    const client = await connect(a.dir, [MEMORY], true, { MEMORY_FILE_PATH: join(a.dir, '.git', 'memory.jsonl') });
    try {
      await client.callTool({ name: 'create_entities', arguments: { entities: [{ name: 'build-system', entityType: 'fact', observations: ['uses vitest'] }] } });
      await client.callTool({ name: 'read_graph', arguments: {} });
    } finally {
      await client.close();
    }
    const entries = ledger(a);
    const write = entries.find((e) => e.type === 'memory_write');
    expect(write).toMatchObject({ store: 'server-memory', key: 'build-system' });
    expect(entries.find((e) => e.type === 'memory_read')).toMatchObject({ store: 'server-memory', key: '*' });
    const contentFile = join(a.dir, '.git', 'content.json');
    writeFileSync(contentFile, JSON.stringify([{ name: 'build-system', entityType: 'fact', observations: ['uses vitest'] }]));
    expect(a.cli(['provenance', '--store', 'server-memory', '--key', 'build-system', '--content', contentFile]).stdout).toMatch(/^VERIFIED: /);
    writeFileSync(contentFile, JSON.stringify([{ name: 'build-system', entityType: 'fact', observations: ['uses jest'] }]));
    const changed = a.cli(['provenance', '--store', 'server-memory', '--key', 'build-system', '--content', contentFile]);
    expect(changed.code).toBe(1);
    expect(changed.stdout).toMatch(/^MISMATCH: /);
    expect(a.cli(['provenance', '--store', 'server-memory', '--key', 'never']).stdout).toMatch(/^UNVERIFIED: /);
  });

  it('fail-closed: a result whose record cannot be written is withheld and the client gets an error', async () => {
    const client = await connect(a.dir, [EVERYTHING, 'stdio'], true);
    try {
      expect((await client.callTool({ name: 'echo', arguments: { message: 'one' } })).isError).toBeFalsy();
      rmSync(join(a.dir, '.proofledger', 'sessions'), { recursive: true });
      writeFileSync(join(a.dir, '.proofledger', 'sessions'), 'not a folder');
      await expect(client.callTool({ name: 'echo', arguments: { message: 'two' } })).rejects.toThrow(/could not be recorded in the ledger/);
    } finally {
      await client.close();
    }
  });
});

describe('serverLabel', () => {
  it.each([
    [['node', '/x/node_modules/@modelcontextprotocol/server-memory/dist/index.js'], 'server-memory'],
    [['npx', '-y', '@modelcontextprotocol/server-memory'], 'server-memory'],
    [['uvx', 'mcp-server-git'], 'mcp-server-git'],
    [['/usr/local/bin/my-server', '--port', '1'], 'my-server'],
    [['python3', 'servers/notes.py'], 'notes'],
  ])('%j → %s', async (command, label) => {
    const { serverLabel } = await import('../../src/adapters/mcpProxy.js');
    expect(serverLabel(command)).toBe(label);
  });
});

describe('proofledger mcp-server', () => {
  let a: AgentRepo;
  beforeEach(() => (a = new AgentRepo()));
  afterEach(() => a.cleanup());

  it('answers history, summary, verify and evidence questions, read-only', async () => {
    a.start('s1');
    a.edit('s1', 'src/a.ts', 'export const a = 2;\n');
    a.test('s1', true);
    const before = readFileSync(a.sessionPath('s1'), 'utf8');
    const client = new Client({ name: 't', version: '1' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp-server'], cwd: a.dir, stderr: 'ignore' }));
    try {
      const tools = (await client.listTools()).tools.map((t) => t.name).sort();
      expect(tools).toEqual(['ledger_evidence', 'ledger_history', 'ledger_summary', 'ledger_verify']);
      const json = async (name: string, args: Record<string, unknown> = {}) => JSON.parse(((await client.callTool({ name, arguments: args })).content as { text: string }[])[0]!.text);
      expect(await json('ledger_evidence', { check: 'test' })).toMatchObject({ status: 'proven' });
      expect(await json('ledger_evidence', { check: 'build' })).toMatchObject({ status: 'missing' });
      expect(await json('ledger_verify')).toMatchObject({ status: 'VALID', failures: [] });
      expect((await json('ledger_history', { limit: 2 })).map((e: { type: string }) => e.type)).toEqual(['shell_exec', 'verification']);
      expect((await json('ledger_summary'))[0]).toMatchObject({ session: 's1', filesChanged: ['src/a.ts'] });
    } finally {
      await client.close();
    }
    expect(readFileSync(a.sessionPath('s1'), 'utf8')).toBe(before);
  });
});

describe('proofledger provenance PATH', () => {
  let a: AgentRepo;
  beforeEach(() => (a = new AgentRepo()));
  afterEach(() => a.cleanup());

  it('tells verified, changed since, and never governed apart', () => {
    a.start('s1');
    a.edit('s1', 'src/a.ts', 'export const a = 2;\n');
    expect(a.cli(['provenance', 'src/a.ts']).stdout).toMatch(/^VERIFIED: src\/a\.ts is exactly what session s1 line 2/);
    a.repo.write('src/a.ts', 'export const a = 3;\n');
    const r = a.cli(['provenance', 'src/a.ts', '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'mismatch', record: { session: 's1', line: 2 } });
    expect(a.cli(['provenance', 'docs/notes.md']).stdout).toMatch(/^UNVERIFIED: docs\/notes\.md was never recorded/);
  });
});
