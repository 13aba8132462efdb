#!/usr/bin/env node
// Installs the pinned coding agents that `npm run test:agents` drives, one folder per agent, into a cache OUTSIDE
// the repository: they weigh about 1 GB together, so they are not devDependencies.
// Idempotent: an agent whose folder already holds its bin is skipped. Prints the time and size of what it installed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync, renameSync, rmSync, readdirSync, statSync, lstatSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const AGENTS = {
  'claude-code': { pkg: '@anthropic-ai/claude-code', version: '2.1.330', bin: 'claude' },
  codex: { pkg: '@openai/codex', version: '0.169.0', bin: 'codex' },
  gemini: { pkg: '@google/gemini-cli', version: '0.61.0', bin: 'gemini' },
  opencode: { pkg: 'opencode-ai', version: '1.18.33', bin: 'opencode' },
  copilot: { pkg: '@github/copilot', version: '1.0.102', bin: 'copilot' },
};

export function agentsCacheDir() {
  return process.env.PROOFLEDGER_AGENTS_CACHE ?? join(homedir(), '.cache', 'proofledger', 'agents');
}

export function agentDir(name) {
  const { pkg, version } = AGENTS[name];
  return join(agentsCacheDir(), `${pkg.replace('/', '+')}@${version}`);
}

export function agentBin(name) {
  return join(agentDir(name), 'node_modules', '.bin', AGENTS[name].bin);
}

/** Bytes on disk, each file counted once (packages may hardlink one binary into two places, as du counts it). */
function sizeOf(path, seen = new Set()) {
  const stat = lstatSync(path);
  const key = `${stat.dev}:${stat.ino}`;
  if (seen.has(key)) return 0;
  seen.add(key);
  if (!stat.isDirectory()) return stat.size;
  let total = 0;
  for (const entry of readdirSync(path)) total += sizeOf(join(path, entry), seen);
  return total;
}

export function installAgent(name, log = console.error) {
  const { pkg, version } = AGENTS[name];
  const dir = agentDir(name);
  if (existsSync(agentBin(name))) return { name, skipped: true };
  // Install into a sibling temp folder and rename, so an interrupted install never looks complete.
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  writeFileSync(join(partial, 'package.json'), JSON.stringify({ name: 'proofledger-agent-cache', private: true }));
  const started = Date.now();
  const result = spawnSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--no-save', '--loglevel=error', `${pkg}@${version}`],
    { cwd: partial, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CI: 'true' } },
  );
  if (result.status !== 0) {
    rmSync(partial, { recursive: true, force: true });
    throw new Error(`npm install ${pkg}@${version} failed (exit ${result.status})`);
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
  const seconds = (Date.now() - started) / 1000;
  const megabytes = sizeOf(dir) / 1e6;
  log(`installed ${pkg}@${version} in ${seconds.toFixed(1)} s, ${megabytes.toFixed(0)} MB: ${dir}`);
  return { name, skipped: false, seconds, megabytes };
}

/**
 * opencode installs its plugin API (@opencode-ai/plugin, same version) into a project's .opencode folder from the
 * registry on each start where package.json, package-lock.json and node_modules are not all there (seconds online,
 * a ~70 s stall offline). This folder holds exactly what opencode writes there — npm run in a folder named
 * `.opencode` — and the suite copies its three entries into the sample repository's .opencode first, as a user's
 * earlier run would have left them.
 */
export function opencodePluginDeps() {
  return join(agentDir('opencode'), 'opencode-plugin-deps', '.opencode');
}

function installOpencodePluginDeps(log) {
  const dir = opencodePluginDeps();
  const version = AGENTS.opencode.version;
  if (existsSync(join(dir, 'package-lock.json')) && existsSync(join(dir, 'node_modules', '@opencode-ai', 'plugin', 'package.json'))) return;
  const partial = join(`${dirname(dir)}.partial-${process.pid}`, '.opencode');
  rmSync(dirname(partial), { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  // The package.json opencode writes, byte for byte.
  writeFileSync(join(partial, 'package.json'), JSON.stringify({ dependencies: { '@opencode-ai/plugin': version } }, null, 2) + '\n');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: partial, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) {
    rmSync(dirname(partial), { recursive: true, force: true });
    throw new Error(`npm install @opencode-ai/plugin@${version} failed (exit ${result.status})`);
  }
  rmSync(dirname(dir), { recursive: true, force: true });
  renameSync(dirname(partial), dirname(dir));
  log(`installed @opencode-ai/plugin@${version} (opencode's plugin dependencies): ${dir}`);
}

export function installAgents(names = Object.keys(AGENTS), log = console.error) {
  const results = names.map((name) => installAgent(name, log));
  if (names.includes('opencode')) installOpencodePluginDeps(log);
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const names = process.argv.slice(2);
  for (const name of names) if (!(name in AGENTS)) {
    console.error(`install.mjs: unknown agent ${name} (known: ${Object.keys(AGENTS).join(', ')})`);
    process.exit(2);
  }
  try {
    installAgents(names.length ? names : undefined);
  } catch (error) {
    console.error(`install.mjs: ${error.message}`);
    process.exit(1);
  }
}
