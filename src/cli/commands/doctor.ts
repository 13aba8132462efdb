// `proofledger doctor`: can the agents' hooks have fired in this repository? A status per item and
// one summary line: the agent configurations init wrote, the bin they call, the trust Codex,
// Gemini CLI and Copilot CLI need before they run a project's hooks, and agent-authored commits with no session.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { EXIT_CHECK_FAILED, EXIT_OK } from '../../errors.js';
import { DEFAULT_AGENT_MARKERS } from '../../gate/policy.js';
import { LEDGER_DIR } from '../../store/layout.js';
import { printLine, type CliContext } from '../context.js';

type Status = 'OK' | 'PROBLEM' | 'NOTE';
interface Item {
  status: Status;
  what: string;
}

const CONFIGS: [agent: string, path: string][] = [
  ['claude-code', '.claude/settings.json'],
  ['codex', '.codex/hooks.json'],
  ['gemini', '.gemini/settings.json'],
  ['cursor', '.cursor/hooks.json'],
  ['opencode', '.opencode/plugin/proofledger.js'],
  ['copilot', '.github/hooks/proofledger.json'],
];

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Whether Copilot CLI runs this repository's hooks without --trust-folder: COPILOT_ALLOW_ALL set to
 * exactly "true" (its documented switch that also trusts the folder), or the folder or one above it
 * in "trustedFolders" of config.json in COPILOT_HOME (~/.copilot), where its trust prompt keeps them
 * ("trusted_folders" in earlier versions; both honoured by 1.0.102). The file starts with `//`
 * comment lines.
 */
function copilotTrusts(root: string, env: NodeJS.ProcessEnv, home: string): boolean {
  if (env['COPILOT_ALLOW_ALL'] === 'true') return true;
  const text = readText(join(env['COPILOT_HOME'] ?? join(home, '.copilot'), 'config.json'));
  if (text === null) return false;
  let config: { trustedFolders?: unknown; trusted_folders?: unknown };
  try {
    config = JSON.parse(text.replace(/^\s*\/\/.*$/gm, '')) as typeof config;
  } catch {
    return false;
  }
  const folders = [config?.trustedFolders, config?.trusted_folders].flatMap((f) => (Array.isArray(f) ? f : [])).filter((f): f is string => typeof f === 'string' && f !== '');
  return folders.some((f) => {
    const rel = relative(resolve(f), root);
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
  });
}

export function runDoctor(context: CliContext, opts: { commits?: number }): number {
  const root = context.layout.root;
  const items: Item[] = [];
  items.push(existsSync(context.layout.ledgerDir) ? { status: 'OK', what: `${LEDGER_DIR}/ exists` } : { status: 'PROBLEM', what: `no ${LEDGER_DIR}/: run \`proofledger init\`` });
  const home = context.env['HOME'] ?? homedir();
  const found = CONFIGS.filter(([, p]) => existsSync(join(root, p)));
  if (found.length === 0) items.push({ status: 'NOTE', what: 'no agent configuration: `proofledger init --agent <name>` wires an agent\'s hooks' });
  for (const [agent, path] of found) {
    const text = readText(join(root, path)) ?? '';
    items.push(/proofledger/.test(text) && new RegExp(`hook ${agent}|hook", "${agent}|hook opencode`).test(text) ? { status: 'OK', what: `${path} calls proofledger's ${agent} hook` } : { status: 'PROBLEM', what: `${path} does not call \`proofledger hook ${agent}\`: run \`proofledger init --agent ${agent}\`` });
    if (agent === 'codex') {
      const cfg = readText(join(context.env['CODEX_HOME'] ?? join(home, '.codex'), 'config.toml')) ?? '';
      const trusted = new RegExp(`\\[projects\\."${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\][^[]*trust_level\\s*=\\s*"trusted"`).test(cfg);
      items.push(trusted ? { status: 'OK', what: 'codex trusts this project' } : { status: 'PROBLEM', what: `codex does not trust ${root}: its hooks never run (add [projects."${root}"] trust_level = "trusted" to ~/.codex/config.toml)` });
    }
    if (agent === 'copilot') {
      items.push(copilotTrusts(root, context.env, home)
        ? { status: 'OK', what: 'copilot trusts this folder' }
        : { status: 'PROBLEM', what: `copilot does not trust ${root}: its hooks run only in sessions started with --trust-folder (add "${root}" to "trustedFolders" in ~/.copilot/config.json, or trust it for future sessions at Copilot's prompt; COPILOT_ALLOW_ALL=true in CI)` });
    }
    if (agent === 'gemini') {
      const trusted = readText(join(home, '.gemini', 'trustedFolders.json')) ?? '';
      const ok = trusted.includes(JSON.stringify(root)) || context.env['GEMINI_CLI_TRUST_WORKSPACE'] === 'true';
      items.push(ok ? { status: 'OK', what: 'gemini trusts this folder' } : { status: 'PROBLEM', what: `gemini does not trust ${root}: its hooks never run (add "${root}": "TRUST_FOLDER" to ~/.gemini/trustedFolders.json)` });
    }
  }
  if (found.length > 0) {
    const local = join(root, 'node_modules', '.bin', 'proofledger');
    const onPath = spawnSync('sh', ['-c', 'command -v proofledger'], { encoding: 'utf8' }).status === 0;
    items.push(existsSync(local) || onPath ? { status: 'OK', what: `the hooks find proofledger (${existsSync(local) ? 'node_modules/.bin' : 'PATH'})` } : { status: 'PROBLEM', what: 'the hooks cannot find proofledger: npm install --save-dev proofledger' });
  }
  // Agent-authored commits whose change records no session: the hooks did not fire, or were bypassed.
  const log = spawnSync('git', ['log', `-${opts.commits ?? 200}`, '-z', '--name-only', '--format=%x1e%H%x1f%an <%ae>%x1f%B%x1f'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (log.status === 0) {
    const m = DEFAULT_AGENT_MARKERS;
    const orphans: string[] = [];
    for (const record of log.stdout.split('\x1e').filter((r) => r.trim() !== '')) {
      const [sha, author, message, files] = record.split('\x1f') as [string, string, string, string];
      const agent = m.trailers.some((r) => r.test(message)) || m.messages.some((r) => r.test(message)) || m.authors.some((r) => r.test(author));
      if (agent && !(files ?? '').split('\0').some((f) => f.startsWith(`${LEDGER_DIR}/sessions/`))) orphans.push(sha.trim().slice(0, 12));
    }
    items.push(orphans.length === 0 ? { status: 'OK', what: 'every agent-authored commit records a session' } : { status: 'PROBLEM', what: `agent-authored commits with no session: ${orphans.slice(0, 5).join(', ')}${orphans.length > 5 ? ` and ${orphans.length - 5} more` : ''} — their agent's hooks did not record` });
  }
  for (const i of items) printLine(context, `${i.status.padEnd(8)} ${i.what}`);
  const problems = items.filter((i) => i.status === 'PROBLEM').length;
  printLine(context, problems === 0 ? `OK: ${items.length} checks, no problem` : `PROBLEMS: ${problems} of ${items.length} checks`);
  return problems === 0 ? EXIT_OK : EXIT_CHECK_FAILED;
}
