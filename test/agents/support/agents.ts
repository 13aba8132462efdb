// How each real agent is run offline against its scripted model (the issue's table), and the three sessions'
// scripts in each agent's own tool vocabulary.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync, cpSync, existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
// @ts-expect-error plain ESM script shared with the global setup
import { agentBin, AGENTS, opencodePluginDeps } from '../../../scripts/agents/install.mjs';
import type { ModelApi, Step } from './fakeModels.js';
import type { SampleRepo } from './sampleRepo.js';

export type AgentName = 'claude-code' | 'codex' | 'gemini' | 'opencode' | 'copilot';

export interface AgentSpec {
  name: AgentName;
  version: string;
  api: ModelApi;
  /** Scripted steps: write a file, run a command, then say `claim`. */
  script(kind: 'honest' | 'dishonest' | 'failing'): Step[];
  /** argv and env that run the agent once, non-interactively, in the sample repo. */
  command(repo: SampleRepo, modelUrl: string, prompt: string): { argv: string[]; env: NodeJS.ProcessEnv };
  /**
   * Other ways users run the agent, each run through one prompt until the session finishes in the ledger
   * (an interactive agent does not exit by itself). Absent: a mode this machine cannot run.
   */
  modes?: Record<string, ((repo: SampleRepo, modelUrl: string, prompt: string) => Promise<AgentRun>) | undefined>;
}

export const CLAIMS = { honest: 'All tests pass.', dishonest: 'All tests pass.', failing: 'The build is green.' } as const;
const NEW_FILE = 'sub.js';
const NEW_CONTENT = 'module.exports = (a, b) => a - b;\n';

function steps(kind: 'honest' | 'dishonest' | 'failing', write: Step, run: (cmd: string) => Step): Step[] {
  if (kind === 'honest') return [write, run('npm test'), { text: CLAIMS.honest }];
  if (kind === 'dishonest') return [write, { text: CLAIMS.dishonest }];
  return [write, run('npm run build'), { text: CLAIMS.failing }];
}

/** Environment every agent gets: its own HOME, no stdin prompts, no update checks. */
function baseEnv(repo: SampleRepo): NodeJS.ProcessEnv {
  const keep = ['PATH', 'LANG', 'TERM', 'TMPDIR', 'SHELL', 'USER'];
  const env: NodeJS.ProcessEnv = {};
  for (const k of keep) if (process.env[k] !== undefined) env[k] = process.env[k];
  return { ...env, HOME: repo.home, XDG_CONFIG_HOME: join(repo.home, '.config'), XDG_DATA_HOME: join(repo.home, '.local', 'share'), XDG_CACHE_HOME: join(repo.home, '.cache'), XDG_STATE_HOME: join(repo.home, '.local', 'state'), CI: 'true', NO_COLOR: '1' };
}

export const AGENT_SPECS: Record<AgentName, AgentSpec> = {
  'claude-code': {
    name: 'claude-code', version: AGENTS['claude-code'].version, api: 'anthropic',
    script: (kind) => steps(kind, { tool: 'Write', input: { file_path: `__ROOT__/${NEW_FILE}`, content: NEW_CONTENT } }, (command) => ({ tool: 'Bash', input: { command, description: 'run it' } })),
    command: (repo, url, prompt) => ({
      argv: [agentBin('claude-code'), '-p', prompt, '--dangerously-skip-permissions', '--output-format', 'json'],
      env: { ...baseEnv(repo), ANTHROPIC_BASE_URL: url, ANTHROPIC_API_KEY: 'sk-ant-fake', CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', DISABLE_AUTOUPDATER: '1', IS_SANDBOX: '1' },
    }),
  },
  codex: {
    name: 'codex', version: AGENTS.codex.version, api: 'responses',
    script: (kind) => steps(kind, { tool: 'apply_patch', input: { patch: `*** Begin Patch\n*** Add File: ${NEW_FILE}\n+${NEW_CONTENT.trimEnd()}\n*** End Patch\n` } }, (command) => ({ tool: 'exec_command', input: { cmd: command, workdir: '__ROOT__' } })),
    command: (repo, url, prompt) => {
      const codexHome = join(repo.home, '.codex');
      mkdirSync(codexHome, { recursive: true });
      writeFileSync(join(codexHome, 'config.toml'), [
        'model = "gpt-5.5"', 'model_provider = "fake"', '',
        '[model_providers.fake]', 'name = "fake"', `base_url = "${url}/v1"`, 'wire_api = "responses"', 'env_key = "FAKE_OPENAI_KEY"', '',
        `[projects."${repo.root}"]`, 'trust_level = "trusted"', '',
      ].join('\n'));
      return {
        argv: [agentBin('codex'), 'exec', '--json', '--dangerously-bypass-approvals-and-sandbox', '--dangerously-bypass-hook-trust', '--disable', 'plugins', '--skip-git-repo-check', prompt],
        env: { ...baseEnv(repo), CODEX_HOME: codexHome, FAKE_OPENAI_KEY: 'sk-fake' },
      };
    },
  },
  gemini: {
    name: 'gemini', version: AGENTS.gemini.version, api: 'gemini',
    script: (kind) => steps(kind, { tool: 'write_file', input: { file_path: `__ROOT__/${NEW_FILE}`, content: NEW_CONTENT } }, (command) => ({ tool: 'run_shell_command', input: { command, description: 'run it' } })),
    command: (repo, url, prompt) => {
      const dir = join(repo.home, '.gemini');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'settings.json'), JSON.stringify({ security: { auth: { selectedType: 'gemini-api-key' } }, privacy: { usageStatisticsEnabled: false }, telemetry: { enabled: false }, general: { disableAutoUpdate: true, disableUpdateNag: true } }, null, 2));
      return {
        argv: [agentBin('gemini'), '-p', prompt, '--yolo', '--output-format', 'json'],
        env: { ...baseEnv(repo), GOOGLE_GEMINI_BASE_URL: url, GEMINI_API_KEY: 'fake-key', GEMINI_CLI_TRUST_WORKSPACE: 'true' },
      };
    },
  },
  opencode: {
    name: 'opencode', version: AGENTS.opencode.version, api: 'chat',
    script: (kind) => steps(kind, { tool: 'write', input: { filePath: `__ROOT__/${NEW_FILE}`, content: NEW_CONTENT } }, (command) => ({ tool: 'bash', input: { command, description: 'run it' } })),
    command: (repo, url, prompt) => {
      writeFileSync(join(repo.root, 'opencode.json'), JSON.stringify({
        $schema: 'https://opencode.ai/config.json', autoupdate: false, share: 'disabled',
        provider: { fake: { npm: '@ai-sdk/openai-compatible', name: 'fake', options: { baseURL: `${url}/v1`, apiKey: 'fake' }, models: { 'fake-model': { name: 'fake-model', tool_call: true } } } },
        model: 'fake/fake-model', permission: { edit: 'allow', bash: 'allow' },
      }, null, 2));
      // opencode installs its plugin dependencies into .opencode/node_modules from the registry on start (and
      // stalls ~70 s offline); pre-populated from the agent cache, as a user's earlier run would have left it.
      const deps = opencodePluginDeps();
      for (const entry of ['package.json', 'package-lock.json', 'node_modules']) {
        if (existsSync(join(deps, entry)) && !existsSync(join(repo.root, '.opencode', entry))) cpSync(join(deps, entry), join(repo.root, '.opencode', entry), { recursive: true });
      }
      return {
        argv: [agentBin('opencode'), 'run', '--format', 'json', '--model', 'fake/fake-model', prompt],
        env: { ...baseEnv(repo), OPENCODE_DISABLE_MODELS_FETCH: '1', OPENCODE_DISABLE_AUTOUPDATE: '1', OPENCODE_DISABLE_LSP_DOWNLOAD: '1', OPENCODE_DISABLE_SHARE: '1' },
      };
    },
    modes: {
      // The TUI, as a user runs it: in a terminal (a pseudo-terminal from util-linux's script), with its first prompt.
      tui: hasScript() ? async (repo, url, prompt) => {
        const { env } = AGENT_SPECS.opencode.command(repo, url, prompt);
        const tui = `${shellQuote(agentBin('opencode'))} --model fake/fake-model --prompt ${shellQuote(prompt)}`;
        return runAgent(['script', '-qfec', tui, '/dev/null'], { ...env, TERM: 'xterm-256color' }, repo.root, 120_000, () => finished(repo));
      } : undefined,
      // `opencode serve`, the server the TUI and the web UI are clients of, driven by `opencode run --attach`.
      serve: async (repo, url, prompt) => {
        const { env } = AGENT_SPECS.opencode.command(repo, url, prompt);
        const port = await freePort();
        let said = '';
        const server = spawn(agentBin('opencode'), ['serve', '--hostname', '127.0.0.1', '--port', String(port)], { cwd: repo.root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
        try {
          const listening = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), 60_000);
            const hear = (b: Buffer) => { said += b; if (said.includes(`127.0.0.1:${port}`)) { clearTimeout(timer); resolve(true); } };
            server.stdout.on('data', hear);
            server.stderr.on('data', hear);
            server.on('close', () => { clearTimeout(timer); resolve(false); });
          });
          if (!listening) throw new Error(`opencode serve did not listen on 127.0.0.1:${port}: ${said}`);
          const run = await runAgent([agentBin('opencode'), 'run', '--attach', `http://127.0.0.1:${port}`, '--dir', repo.root, '--format', 'json', '--model', 'fake/fake-model', prompt], env, repo.root);
          // The server records the turn's end (session.idle) after the attached run has seen it.
          await waitFor(() => finished(repo), 10_000);
          return { ...run, stderr: `${run.stderr}\n[opencode serve] ${said}` };
        } finally {
          try { process.kill(-server.pid!, 'SIGKILL'); } catch { /* already gone */ }
        }
      },
    },
  },
  copilot: {
    // Offline as `copilot help environment` documents: COPILOT_OFFLINE with a provider of our own, no GitHub token.
    name: 'copilot', version: AGENTS.copilot.version, api: 'chat',
    script: (kind) => steps(kind, { tool: 'apply_patch', input: { patch: `*** Begin Patch\n*** Add File: ${NEW_FILE}\n+${NEW_CONTENT.trimEnd()}\n*** End Patch\n` } }, (command) => ({ tool: 'bash', input: { command, description: 'run it' } })),
    command: (repo, url, prompt) => ({
      argv: [agentBin('copilot'), '-p', prompt, '--allow-all', '--trust-folder', '--no-auto-update', '--disable-client-telemetry'],
      env: { ...baseEnv(repo), COPILOT_OFFLINE: 'true', COPILOT_PROVIDER_BASE_URL: `${url}/v1`, COPILOT_PROVIDER_TYPE: 'openai', COPILOT_PROVIDER_API_KEY: 'fake', COPILOT_MODEL: 'gpt-5.4', COPILOT_AUTO_UPDATE: 'false' },
    }),
  },
};

export interface AgentRun { status: number | null; signal: string | null; stdout: string; stderr: string; ms: number }

/**
 * Runs the agent with no stdin, killing its whole process group on timeout and when done — or, for an agent
 * that does not exit by itself, as soon as `done()` holds.
 */
export function runAgent(argv: string[], env: NodeJS.ProcessEnv, cwd: string, timeoutMs = 120_000, done?: () => boolean): Promise<AgentRun> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(argv[0]!, argv.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b) => (stdout += b));
    child.stderr.on('data', (b) => (stderr += b));
    const killGroup = () => { try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* already gone */ } };
    const timer = setTimeout(() => { stderr += `\n[harness] killed after ${timeoutMs} ms`; killGroup(); }, timeoutMs);
    const poll = done ? setInterval(() => { if (done()) killGroup(); }, 250) : undefined;
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      clearInterval(poll);
      killGroup();
      resolve({ status, signal, stdout, stderr, ms: Date.now() - started });
    });
  });
}

/** The agent's session has finished in the ledger (its turn ended). */
function finished(repo: SampleRepo): boolean {
  return repo.ledgerEntries().some((e) => e.type === 'session' && e.event === 'finish');
}

async function waitFor(condition: () => boolean, ms: number): Promise<void> {
  for (const until = Date.now() + ms; !condition() && Date.now() < until;) await new Promise((r) => setTimeout(r, 100));
}

/** A free port on 127.0.0.1 (opencode serve takes --port 0 as its default port, 4096, not as any free port). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const shellQuote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

function hasScript(): boolean {
  return spawnSync('script', ['--version'], { stdio: 'ignore' }).status === 0;
}
