// `proofledger hook AGENT` and `proofledger pre-push` run through their own bundles (build/hook.cjs,
// build/pre-push.cjs, made by `npm run build`): every agent tool call and every push waits for them.
// These pin that the installed bin takes those paths without loading the CLI, that they answer
// exactly as the CLI's own commands do (the hook for the agents' real payloads, test/vectors/agents),
// and that the code cache the bin keeps for them is checked before it is used.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, constants, copyFileSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AGENTS } from '../../src/adapters/hooks/agentEvents.js';
import { BIN, REPO_ROOT } from '../support/cli.js';
import { makeTempRepo, type TempRepo } from '../support/tempRepo.js';

const VECTORS = join(REPO_ROOT, 'test', 'vectors', 'agents');
const PRELOAD = join(REPO_ROOT, 'test', 'support', 'fixedClockAndRandom.cjs');

let repo: TempRepo;
beforeEach(() => {
  repo = makeTempRepo();
  repo.write('package.json', '{"name":"sample","scripts":{"test":"node -e 0","build":"node -e 0"}}\n');
  repo.write('add.js', 'module.exports = (a, b) => a + b;\n');
  expect(spawnSync(process.execPath, [BIN, 'init'], { cwd: repo.dir }).status).toBe(0);
  repo.commitAll('init');
});
afterEach(() => repo.cleanup());

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

describe('the hook and pre-push bundles', () => {
  it('the bin runs `hook` through build/hook.cjs and never loads the CLI', () => {
    const loader = join(repo.dir, '.git', 'list-modules.mjs');
    writeFileSync(loader, "export async function load(url, context, next) {\n  if (!url.startsWith('node:')) process.stderr.write('MODULE ' + url + '\\n');\n  return next(url, context);\n}\n");
    const payload = JSON.stringify({ session_id: 'b1', cwd: repo.dir, hook_event_name: 'PostToolUse', tool_name: 'Write', tool_input: { file_path: join(repo.dir, 'add.js') }, tool_response: {} });
    const r = spawnSync(process.execPath, ['--no-warnings', '--experimental-loader', pathToFileURL(loader).href, BIN, 'hook', 'claude-code'], { cwd: repo.dir, input: payload, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const modules = r.stderr.split('\n').filter((l) => l.startsWith('MODULE ')).map((l) => l.slice('MODULE '.length));
    expect(modules.some((m) => m.endsWith('/bin/proofledger.cjs')), 'the loader lists the bin').toBe(true);
    // Nothing of build/ but the bundle (which the bin compiles itself): no CLI, no command, no module of the core.
    expect(modules.filter((m) => m.includes('/build/'))).toEqual([]);
    const lines = readFileSync(join(repo.dir, '.proofledger', 'sessions', 'claude-code-b1.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { type: string; path?: string });
    expect(lines.map((e) => e.type)).toEqual(['session', 'file_write']);
    expect(lines[1]!.path).toBe('add.js');

    // The same process run with the CLI: the loader does see build/cli/main.js, so the check above can fail.
    const cli = spawnSync(process.execPath, ['--no-warnings', '--experimental-loader', pathToFileURL(loader).href, BIN, '--dir', repo.dir, 'hook', 'claude-code'], { cwd: repo.dir, input: payload, encoding: 'utf8' });
    expect(cli.status, cli.stderr).toBe(0);
    expect(cli.stderr).toContain('/build/cli/main.js');
  });

  it('the bundles are ASCII, regular expressions with other characters included (escaped), and still match them', () => {
    for (const name of ['hook.cjs', 'pre-push.cjs']) {
      const bytes = readFileSync(join(REPO_ROOT, 'build', name));
      expect(bytes.findIndex((b) => b > 0x7f), name).toBe(-1);
    }
    // A success mark in a stop's words is such a character: the bundle reads "Tests ✅" as a test claim,
    // and refuses the stop, since no test ran.
    const payload = JSON.stringify({ session_id: 'a1', cwd: repo.dir, hook_event_name: 'Stop', stop_hook_active: false, last_assistant_message: 'Tests \u2705' });
    const r = spawnSync(process.execPath, [BIN, 'hook', 'claude-code'], { cwd: repo.dir, input: payload, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toContain('you said "Tests \u2705", but no test run is recorded');
  });

  it("holds nothing of what only a command loads: OpenTelemetry's exporters, the MCP SDK", () => {
    for (const bundle of ['hook.cjs', 'pre-push.cjs']) {
      const text = readFileSync(join(REPO_ROOT, 'build', bundle), 'latin1');
      expect(text, bundle).not.toMatch(/opentelemetry|modelcontextprotocol|OTLPTraceExporter/i);
    }
  });

  it('anything else about `hook` is the CLI\'s to answer: an unknown agent, help, extra arguments', () => {
    const unknown = spawnSync(process.execPath, [BIN, 'hook', 'nobody'], { cwd: repo.dir, input: '{}', encoding: 'utf8' });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('nobody');
    const help = spawnSync(process.execPath, [BIN, 'hook', '--help'], { cwd: repo.dir, encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('hook');
  });

  it('a payload that is not JSON changes nothing and exits 1, as from the CLI', () => {
    const r = spawnSync(process.execPath, [BIN, 'hook', 'claude-code'], { cwd: repo.dir, input: 'not json', encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^proofledger hook claude-code: stdin is not JSON/);
    expect(readdirSync(join(repo.dir, '.proofledger', 'sessions')).filter((f) => f.endsWith('.jsonl'))).toEqual([]);
  });

  it('pre-push runs through build/pre-push.cjs, never loads the CLI, and answers as the CLI does', () => {
    const loader = join(repo.dir, '.git', 'list-modules.mjs');
    writeFileSync(loader, "export async function load(url, context, next) {\n  if (!url.startsWith('node:')) process.stderr.write('MODULE ' + url + '\\n');\n  return next(url, context);\n}\n");
    const base = repo.git('rev-parse', 'HEAD').trim();
    // An agent session that edits and claims success, with no test run.
    const cli = (args: string[], input = '') => expect(spawnSync(process.execPath, [BIN, ...args], { cwd: repo.dir, input, encoding: 'utf8' }).status).toBe(0);
    cli(['session', 'start', '--session', 's1', '--agent', 'claude-code']);
    repo.write('add.js', 'module.exports = (a, b) => a + b + 0;\n');
    cli(['record', '--session', 's1', 'add.js']);
    cli(['session', 'finish', '--session', 's1', '--outcome', 'success']);
    const head = repo.commitAll('An edit, all tests pass');
    const refs = `refs/heads/main ${head} refs/heads/main ${base}\n`;
    const run = (args: string[]) => spawnSync(process.execPath, ['--no-warnings', '--experimental-loader', pathToFileURL(loader).href, BIN, ...args], { cwd: repo.dir, input: refs, encoding: 'utf8' });
    const fast = run(['pre-push', 'origin', 'https://example.invalid/repo.git']);
    const viaCli = run(['--dir', repo.dir, 'pre-push', 'origin', 'https://example.invalid/repo.git']);
    const modules = (r: { stderr: string }) => r.stderr.split('\n').filter((l) => l.startsWith('MODULE ')).map((l) => l.slice('MODULE '.length));
    expect(modules(fast).filter((m) => m.includes('/build/'))).toEqual([]);
    expect(modules(viaCli).some((m) => m.endsWith('/build/cli/main.js'))).toBe(true);
    const text = (r: { stderr: string }) => r.stderr.split('\n').filter((l) => !l.startsWith('MODULE ')).join('\n');
    expect(fast.status, text(fast)).toBe(1);
    expect(text(fast)).toContain('push refused');
    expect([fast.status, text(fast), fast.stdout]).toEqual([viaCli.status, text(viaCli), viaCli.stdout]);
  });

  it('keeps a code cache per bundle, and uses one only for the very file it was made from', () => {
    // A package of its own (the bin and the hook bundle, copied), so that the bundle can be rewritten in place.
    const pkg = join(repo.dir, '.git', 'pkg');
    mkdirSync(join(pkg, 'bin'), { recursive: true });
    mkdirSync(join(pkg, 'build'));
    const bin = join(pkg, 'bin', 'proofledger.cjs');
    const bundle = join(pkg, 'build', 'hook.cjs');
    copyFileSync(BIN, bin);
    copyFileSync(join(REPO_ROOT, 'build', 'hook.cjs'), bundle);
    // It is kept in Node's compile cache folder: NODE_COMPILE_CACHE, else node-compile-cache in tmpdir.
    const cacheRoot = join(repo.dir, '.git', 'cache');
    mkdirSync(cacheRoot);
    const env = { ...process.env, NODE_COMPILE_CACHE: cacheRoot, TMPDIR: cacheRoot };
    const payload = (id: string) => JSON.stringify({ session_id: id, cwd: repo.dir, hook_event_name: 'SessionStart', source: 'startup' });
    const hook = (id: string) => spawnSync(process.execPath, [bin, 'hook', 'claude-code'], { cwd: repo.dir, input: payload(id), encoding: 'utf8', env });
    const caches = () => (readdirSync(cacheRoot, { recursive: true }) as string[]).filter((f) => basename(f).startsWith('proofledger-hook-')).map((f) => join(cacheRoot, f));
    // The cache's first line names the file it was made from: path, size, inode, device, modification and change times.
    const key = (path: string) => readFileSync(path).subarray(0, readFileSync(path).indexOf(0x0a) + 1).toString('utf8');
    const fileKey = () => {
      const st = statSync(bundle, { bigint: true });
      return `${JSON.stringify([bundle, String(st.size), String(st.ino), String(st.dev), String(st.mtimeNs), String(st.ctimeNs)])}\n`;
    };
    expect(hook('c1').status).toBe(0);
    expect(caches()).toHaveLength(1);
    const [cache] = caches();
    expect(key(cache!)).toBe(fileKey());
    const made = readFileSync(cache!);
    // Used as it is on the next run: not made again.
    expect(hook('c2').status).toBe(0);
    expect(readFileSync(cache!).equals(made)).toBe(true);
    // The bundle written again in place, same bytes and size and modification time (as npm installs
    // with fixed times): its change time moved, so the old cache is not used but made anew.
    const { mtime } = statSync(bundle);
    writeFileSync(bundle, readFileSync(bundle));
    utimesSync(bundle, mtime, mtime);
    expect(fileKey()).not.toBe(key(cache!));
    expect(hook('c3').status).toBe(0);
    expect(key(cache!)).toBe(fileKey());
    expect(caches()).toHaveLength(1);
    // Garbage after the right key: V8 refuses it, the hook still runs, and the cache is made anew.
    writeFileSync(cache!, Buffer.concat([Buffer.from(fileKey()), Buffer.from('not a V8 code cache')]));
    const r = hook('c4');
    expect(r.status, r.stderr).toBe(0);
    expect(readFileSync(cache!).length).toBeGreaterThan(fileKey().length + 100);
    expect(readdirSync(join(repo.dir, '.proofledger', 'sessions')).filter((f) => f.endsWith('.jsonl')).sort()).toEqual(['claude-code-c1.jsonl', 'claude-code-c2.jsonl', 'claude-code-c3.jsonl', 'claude-code-c4.jsonl']);
    // Where Node's compile cache is turned off, so is this one.
    rmSync(cacheRoot, { recursive: true });
    mkdirSync(cacheRoot);
    const off = spawnSync(process.execPath, [bin, 'hook', 'claude-code'], { cwd: repo.dir, input: payload('c5'), encoding: 'utf8', env: { ...env, NODE_DISABLE_COMPILE_CACHE: '1' } });
    expect(off.status, off.stderr).toBe(0);
    expect(caches()).toEqual([]);
  });

  // Node's own child processes get a blocking stdin; another runtime may hand over a non-blocking one.
  const python = spawnSync('python3', ['--version']).status === 0;
  it.skipIf(!python)('reads a payload from a non-blocking stdin that is empty when the hook starts', async () => {
    // A FIFO whose writer is held open, made non-blocking before the bin starts: its first read finds nothing (EAGAIN).
    const fifo = join(repo.dir, '.git', 'stdin.fifo');
    execFileSync('mkfifo', [fifo]);
    const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    const writer = openSync(fifo, constants.O_WRONLY);
    const nonBlocking = 'import fcntl, os, sys\nfcntl.fcntl(0, fcntl.F_SETFL, fcntl.fcntl(0, fcntl.F_GETFL) | os.O_NONBLOCK)\nos.execv(sys.argv[1], sys.argv[1:])';
    const child = spawn('python3', ['-c', nonBlocking, process.execPath, BIN, 'hook', 'claude-code'], { cwd: repo.dir, stdio: [reader, 'pipe', 'pipe'] });
    closeSync(reader);
    let stderr = '';
    child.stderr!.on('data', (c: Buffer) => (stderr += c));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 500));
    writeSync(writer, JSON.stringify({ session_id: 'nb', cwd: repo.dir, hook_event_name: 'SessionStart', source: 'startup' }));
    closeSync(writer);
    expect(await exited, stderr).toBe(0);
    expect(readFileSync(join(repo.dir, '.proofledger', 'sessions', 'claude-code-nb.jsonl'), 'utf8')).toContain('"event":"start"');
  });

  const agents = AGENTS.filter((a) => existsSync(join(VECTORS, a)));
  it.each(agents)('%s: the bundle writes the same bytes as the CLI\'s hook command for the real payloads', (agent) => {
    const version = readdirSync(join(VECTORS, agent))[0]!;
    const files = readdirSync(join(VECTORS, agent, version)).filter((f) => f.endsWith('.json'));
    // A session's payloads in the order the agent sent them: start, prompt, tools, stops, end.
    const rank = (f: string): number => [/SessionStart|session\.created|sessionStart/, /UserPromptSubmit|BeforeAgent|userPromptSubmitted/, /PostToolUse|AfterTool|tool\.execute|postToolUse/, /Stop|AfterAgent|session\.idle|agentStop/, /SessionEnd|sessionEnd/].findIndex((r) => r.test(f));
    const ordered = files.sort((a, b) => a.split('-')[0]!.localeCompare(b.split('-')[0]!) || rank(a) - rank(b) || a.localeCompare(b));
    expect(ordered.length).toBeGreaterThan(3);
    const payloads = ordered.map((f) => readFileSync(join(VECTORS, agent, version, f), 'utf8').replaceAll('<REPO-SLUG>', 'repo').replaceAll('<REPO>', repo.dir).replaceAll('<HOME>', join(repo.dir, '.git', 'home')).replaceAll('<BASE>', join(repo.dir, '.git')).replaceAll('<PROOFLEDGER>', REPO_ROOT));

    const runAll = (argv: (i: number) => string[]): { runs: Run[]; ledger: Record<string, string> } => {
      rmSync(join(repo.dir, '.proofledger', 'sessions'), { recursive: true, force: true });
      rmSync(join(repo.dir, '.proofledger', 'tmp'), { recursive: true, force: true });
      mkdirSync(join(repo.dir, '.proofledger', 'sessions'));
      const runs = payloads.map((payload, i) => {
        // The file a write payload names, as the agent left it.
        const p = JSON.parse(payload) as { tool_input?: { file_path?: string; content?: string }; args?: { filePath?: string; content?: string }; transcriptPath?: string; timestamp?: number };
        // Copilot's stop reads its final message from events.jsonl, where Copilot writes its own hook.start line.
        if (agent === 'copilot' && p.transcriptPath) {
          mkdirSync(dirname(p.transcriptPath), { recursive: true });
          writeFileSync(p.transcriptPath, [{ type: 'assistant.message', data: { model: 'gpt-5.4', content: 'All tests pass.' } }, { type: 'hook.start', data: { hookType: 'agentStop', input: { timestamp: p.timestamp } } }].map((l) => JSON.stringify(l)).join('\n') + '\n');
        }
        const path = p.tool_input?.file_path ?? p.args?.filePath;
        const content = p.tool_input?.content ?? p.args?.content;
        if (path && content !== undefined && path.startsWith(repo.dir)) {
          mkdirSync(dirname(path), { recursive: true });
          writeFileSync(path, content);
        }
        const r = spawnSync(process.execPath, ['--require', PRELOAD, ...argv(i)], { cwd: repo.dir, input: payload, encoding: 'utf8', env: { ...process.env, PROOFLEDGER_TEST_SEED: String(i + 1) } });
        return { code: r.status, stdout: r.stdout, stderr: r.stderr };
      });
      const dir = join(repo.dir, '.proofledger', 'sessions');
      return { runs, ledger: Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f), 'utf8')])) };
    };
    // Copilot's hooks name their event as one more argument (the fixture's name holds it).
    const event = (i: number): string[] => (agent === 'copilot' ? [ordered[i]!.split('-')[1]!] : []);
    const bundled = runAll((i) => [BIN, 'hook', agent, ...event(i)]);
    // The CLI's hook command, unbundled: build/cli/main.js and the modules it imports, as before the bundle.
    const unbundled = runAll((i) => ['--input-type=module', '-e', `const { main } = await import(${JSON.stringify(pathToFileURL(join(REPO_ROOT, 'build', 'cli', 'main.js')).href)}); process.exitCode = await main(['node', 'proofledger', 'hook', ${JSON.stringify([agent, ...event(i)]).slice(1, -1)}]);`]);
    expect(Object.keys(bundled.ledger).length).toBeGreaterThan(0);
    expect(Object.values(bundled.ledger).join('').split('\n').length).toBeGreaterThan(payloads.length / 2);
    expect(bundled.ledger).toEqual(unbundled.ledger);
    expect(bundled.runs).toEqual(unbundled.runs);
  });
});
