// `proofledger init --agent NAME`: writes the agent's hook configuration for this repository,
// merged into what is there (a user's permissions and hooks are never dropped) and idempotent.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ProofledgerError } from '../../errors.js';
import type { AgentName } from './agentEvents.js';
import { COPILOT_EVENTS } from './copilot.js';
import { OPENCODE_PLUGIN } from './opencode.js';

/**
 * The shell lines an agent runs on every hook: proofledger's bin called directly (npx alone costs a
 * quarter of a second a call, and tries the registry in a clone without node_modules) — the nearest
 * node_modules/.bin/proofledger from the hook's directory up (a devDependency, found by the shell
 * itself: a `git rev-parse` would cost every tool call another process), else a global install,
 * else a clear error. Where the package manager linked the bin (npm, yarn, bun), node runs it
 * straight away, not through its `#!/usr/bin/env node` line, one program fewer a call; a shim
 * script (pnpm, npm on Windows) runs as itself.
 */
const findAndRunBin = (args: string): string =>
  `d=$PWD; until [ -x "$d/node_modules/.bin/proofledger" ] || [ -z "$d" ]; do d=\${d%/*}; done; ` +
  `if [ -n "$d" ]; then b="$d/node_modules/.bin/proofledger"; [ -L "$b" ] && exec node "$b" ${args}; exec "$b" ${args}; fi; ` +
  `b=$(command -v proofledger) || { echo "proofledger: not installed in $PWD or a folder above it (npm install --save-dev proofledger) nor on PATH" >&2; exit 1; }; exec "$b" ${args}`;

/**
 * Agents that run a hook's command with a POSIX shell, by their documentation: Claude Code (`sh -c`,
 * Git Bash on Windows) and Copilot CLI (its `bash` field). The others get the lines wrapped in
 * `sh -c '…'`, whatever shell they use; the wrapper is one more program a call.
 */
const RUN_BY_POSIX_SHELL: readonly AgentName[] = ['claude-code', 'copilot'];

const hookCommand = (agent: AgentName, event?: string): string => {
  const lines = findAndRunBin(`hook ${agent}${event ? ` ${event}` : ''}`);
  return RUN_BY_POSIX_SHELL.includes(agent) ? lines : `sh -c '${lines}'`;
};

/**
 * Commands earlier versions wrote, which `init` brings up to hookCommand: through npx, the sh form
 * that asked git for the top level, and the sh form that ran the bin through its #! line.
 */
const earlierHookCommand = (agent: AgentName): RegExp =>
  new RegExp(`\\bproofledger hook ${agent}$|^sh -c 'r=\\$\\(git rev-parse --show-toplevel .*; exec "\\$b" hook ${agent}'$|^sh -c 'd=\\$PWD; until .*\\[ -n "\\$d" \\] \\|\\| b=.*; exec "\\$b" hook ${agent}'$`);

type Json = Record<string, unknown>;

function readJson(path: string): Json {
  if (!existsSync(path)) return {};
  const text = readFileSync(path, 'utf8');
  if (text.trim() === '') return {};
  try {
    const v = JSON.parse(text) as unknown;
    if (v === null || typeof v !== 'object' || Array.isArray(v)) throw new Error('not a JSON object');
    return v as Json;
  } catch (err) {
    throw new ProofledgerError(`${path}: cannot merge hooks into it: ${(err as Error).message}`, 'input');
  }
}

function writeJson(path: string, value: Json): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(value, null, 2) + '\n');
}

/**
 * Adds `group` to hooks[event] unless a group there already runs proofledger's hook for this agent;
 * one that runs it the way earlier versions wrote it is brought up to `command`.
 * Returns whether anything changed.
 */
function addGroup(hooks: Json, event: string, group: Json, command: string, agent: AgentName): boolean {
  const list = Array.isArray(hooks[event]) ? (hooks[event] as Json[]) : [];
  const earlier = earlierHookCommand(agent);
  let found = false;
  let changed = false;
  for (const g of list) {
    for (const h of [g, ...(Array.isArray(g['hooks']) ? (g['hooks'] as Json[]) : [])]) {
      const c = h['command'];
      if (c === command) found = true;
      else if (typeof c === 'string' && earlier.test(c)) {
        h['command'] = command;
        found = changed = true;
      }
    }
  }
  if (found) return changed;
  hooks[event] = [...list, group];
  return true;
}

function claudeStyle(path: string, agent: AgentName, events: [string, string | undefined][]): string {
  const settings = readJson(path);
  const hooks = (settings['hooks'] && typeof settings['hooks'] === 'object' ? settings['hooks'] : {}) as Json;
  const command = hookCommand(agent);
  let added = 0;
  for (const [event, matcher] of events) {
    if (addGroup(hooks, event, { ...(matcher !== undefined ? { matcher } : {}), hooks: [{ type: 'command', command }] }, command, agent)) added++;
  }
  settings['hooks'] = hooks;
  writeJson(path, settings);
  return added ? `updated  ${path} (${added} hook${added === 1 ? '' : 's'} added)` : `kept     ${path} (already set up)`;
}

export function installAgentHooks(root: string, agent: AgentName): string[] {
  switch (agent) {
    case 'claude-code':
      return [claudeStyle(join(root, '.claude', 'settings.json'), agent, [
        ['SessionStart', undefined], ['UserPromptSubmit', undefined], ['PostToolUse', '*'], ['PostToolUseFailure', '*'], ['Stop', undefined], ['SessionEnd', undefined],
      ])];
    case 'codex': {
      // Every tool: shell commands, and apply_patch, Codex's file edits.
      const notes = [claudeStyle(join(root, '.codex', 'hooks.json'), agent, [['SessionStart', undefined], ['UserPromptSubmit', undefined], ['PostToolUse', '*'], ['Stop', undefined]])];
      // Hooks are on by default; the old `codex_hooks` flag only prints a deprecation warning now.
      const toml = join(root, '.codex', 'config.toml');
      const text = existsSync(toml) ? readFileSync(toml, 'utf8') : '';
      if (/^\s*codex_hooks\s*=/m.test(text)) {
        writeFileSync(toml, text.replace(/^\s*codex_hooks\s*=.*\n?/m, ''));
        notes.push(`updated  ${toml} (removed the deprecated codex_hooks flag)`);
      }
      notes.push(
        `next     Codex runs a project's hooks only when you trust the project: add to ~/.codex/config.toml\n           [projects."${root}"]\n           trust_level = "trusted"\n         and approve the hooks when Codex asks (or run codex exec with --dangerously-bypass-hook-trust in CI). Untrusted, Codex skips them silently and the ledger stays empty.`,
      );
      return notes;
    }
    case 'gemini':
      return [
        claudeStyle(join(root, '.gemini', 'settings.json'), agent, [
          ['SessionStart', undefined], ['BeforeAgent', undefined], ['AfterTool', '*'], ['AfterAgent', undefined], ['SessionEnd', undefined],
        ]),
        `next     Gemini CLI runs a project's hooks only in a trusted folder: add "${root}": "TRUST_FOLDER" to ~/.gemini/trustedFolders.json (or answer the trust prompt; in CI set GEMINI_CLI_TRUST_WORKSPACE=true).`,
      ];
    case 'cursor': {
      const path = join(root, '.cursor', 'hooks.json');
      const config = readJson(path);
      config['version'] ??= 1;
      const hooks = (config['hooks'] && typeof config['hooks'] === 'object' ? config['hooks'] : {}) as Json;
      const command = hookCommand(agent);
      let added = 0;
      for (const event of ['beforeSubmitPrompt', 'afterShellExecution', 'afterFileEdit', 'afterMCPExecution', 'stop']) {
        if (addGroup(hooks, event, { command, ...(event === 'stop' ? { loop_limit: 3 } : {}) }, command, agent)) added++;
      }
      config['hooks'] = hooks;
      writeJson(path, config);
      return [added ? `updated  ${path} (${added} hooks added)` : `kept     ${path} (already set up)`];
    }
    case 'copilot': {
      // Copilot CLI reads every .github/hooks/*.json; this file is proofledger's alone. Its payloads do
      // not name their event, so each command does. agentStop waits for Copilot's transcript (the
      // final message is written there just after the hook starts): a timeout with room for that.
      const path = join(root, '.github', 'hooks', 'proofledger.json');
      const config = readJson(path);
      config['version'] ??= 1;
      const hooks = (config['hooks'] && typeof config['hooks'] === 'object' ? config['hooks'] : {}) as Json;
      let added = 0;
      for (const event of COPILOT_EVENTS) {
        const bash = hookCommand(agent, event);
        const list = Array.isArray(hooks[event]) ? (hooks[event] as Json[]) : [];
        if (list.some((h) => h['bash'] === bash)) continue;
        hooks[event] = [...list.filter((h) => !(typeof h['bash'] === 'string' && h['bash'].includes(`hook copilot ${event}`))), { type: 'command', bash, timeoutSec: 30 }];
        added++;
      }
      config['hooks'] = hooks;
      writeJson(path, config);
      return [
        added ? `updated  ${path} (${added} hook${added === 1 ? '' : 's'} added)` : `kept     ${path} (already set up)`,
        `next     Copilot CLI runs a repository's hooks only in a folder you trust; untrusted, it skips them silently and the ledger stays empty. Trust ${root} for future sessions at Copilot's prompt (it adds the folder to "trustedFolders" in ~/.copilot/config.json; you may add it there yourself), or start each session with --trust-folder; in CI set COPILOT_ALLOW_ALL=true (it also approves every tool). Commit .github/hooks/proofledger.json so every clone records; \`proofledger doctor\` checks the trust.`,
      ];
    }
    case 'opencode': {
      const path = join(root, '.opencode', 'plugin', 'proofledger.js');
      if (existsSync(path) && readFileSync(path, 'utf8') === OPENCODE_PLUGIN) return [`kept     ${path}`];
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, OPENCODE_PLUGIN);
      return [`created  ${path}`];
    }
  }
}
