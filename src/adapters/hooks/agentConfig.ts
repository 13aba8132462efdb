// `proofledger init --agent NAME`: writes the agent's hook configuration for this repository,
// merged into what is there (a user's permissions and hooks are never dropped) and idempotent.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ProofledgerError } from '../../errors.js';
import type { AgentName } from './agentEvents.js';
import { OPENCODE_PLUGIN } from './opencode.js';

export const hookCommand = (agent: AgentName): string => `npx --no-install proofledger hook ${agent}`;

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

/** Adds `group` to hooks[event] unless a group there already runs `command`. */
function addGroup(hooks: Json, event: string, group: Json, command: string): boolean {
  const list = Array.isArray(hooks[event]) ? (hooks[event] as unknown[]) : [];
  if (JSON.stringify(list).includes(command)) return false;
  hooks[event] = [...list, group];
  return true;
}

function claudeStyle(path: string, agent: AgentName, events: [string, string | undefined][]): string {
  const settings = readJson(path);
  const hooks = (settings['hooks'] && typeof settings['hooks'] === 'object' ? settings['hooks'] : {}) as Json;
  const command = hookCommand(agent);
  let added = 0;
  for (const [event, matcher] of events) {
    if (addGroup(hooks, event, { ...(matcher !== undefined ? { matcher } : {}), hooks: [{ type: 'command', command }] }, command)) added++;
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
      const notes = [claudeStyle(join(root, '.codex', 'hooks.json'), agent, [['SessionStart', undefined], ['UserPromptSubmit', undefined], ['PostToolUse', 'Bash'], ['Stop', undefined]])];
      const toml = join(root, '.codex', 'config.toml');
      const text = existsSync(toml) ? readFileSync(toml, 'utf8') : '';
      if (!/^\s*codex_hooks\s*=\s*true/m.test(text)) {
        const updated = /^\[features\]\s*$/m.test(text) ? text.replace(/^\[features\]\s*$/m, '[features]\ncodex_hooks = true') : `${text}${text && !text.endsWith('\n') ? '\n' : ''}\n[features]\ncodex_hooks = true\n`;
        writeFileSync(toml, updated);
        notes.push(`updated  ${toml} (codex_hooks = true)`);
      }
      return notes;
    }
    case 'gemini':
      return [claudeStyle(join(root, '.gemini', 'settings.json'), agent, [
        ['SessionStart', undefined], ['BeforeAgent', undefined], ['AfterTool', '*'], ['AfterAgent', undefined], ['SessionEnd', undefined],
      ])];
    case 'cursor': {
      const path = join(root, '.cursor', 'hooks.json');
      const config = readJson(path);
      config['version'] ??= 1;
      const hooks = (config['hooks'] && typeof config['hooks'] === 'object' ? config['hooks'] : {}) as Json;
      const command = hookCommand(agent);
      let added = 0;
      for (const event of ['beforeSubmitPrompt', 'afterShellExecution', 'afterFileEdit', 'afterMCPExecution', 'stop']) {
        if (addGroup(hooks, event, { command, ...(event === 'stop' ? { loop_limit: 3 } : {}) }, command)) added++;
      }
      config['hooks'] = hooks;
      writeJson(path, config);
      return [added ? `updated  ${path} (${added} hooks added)` : `kept     ${path} (already set up)`];
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
