// How each real agent is run offline against its scripted model (the issue's table), and the three sessions'
// scripts in each agent's own tool vocabulary.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync, cpSync, existsSync } from 'node:fs';
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

/** Runs the agent with no stdin, killing its whole process group on timeout and when done. */
export function runAgent(argv: string[], env: NodeJS.ProcessEnv, cwd: string, timeoutMs = 120_000): Promise<AgentRun> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(argv[0]!, argv.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b) => (stdout += b));
    child.stderr.on('data', (b) => (stderr += b));
    const killGroup = () => { try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* already gone */ } };
    const timer = setTimeout(() => { stderr += `\n[harness] killed after ${timeoutMs} ms`; killGroup(); }, timeoutMs);
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      killGroup();
      resolve({ status, signal, stdout, stderr, ms: Date.now() - started });
    });
  });
}
