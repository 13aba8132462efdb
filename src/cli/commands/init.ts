import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEFAULT_CONFIG, parseConfig } from '../../config/config.js';
import { ProofledgerError, describeIoError } from '../../errors.js';
import { LOCAL_ONLY_PATTERNS } from '../../store/layout.js';
import type { AgentName } from '../../adapters/hooks/agentEvents.js';
import { installAgentHooks } from '../../adapters/hooks/agentConfig.js';
import { displayPath, printLine, type CliContext } from '../context.js';
import { initGithub, initHusky } from './initIntegrations.js';

export interface InitResult {
  created: string[];
  kept: string[];
}

/** Creates .proofledger/ with its sessions folder, config and .gitignore; never overwrites. */
function initLedger(ctx: CliContext): InitResult {
  const { layout } = ctx;
  const result: InitResult = { created: [], kept: [] };
  const rel = (p: string): string => relative(ctx.layout.root, p) || '.';
  try {
    for (const dir of [layout.ledgerDir, layout.sessionsDir]) {
      if (existsSync(dir)) result.kept.push(rel(dir) + '/');
      else {
        mkdirSync(dir, { recursive: true });
        result.created.push(rel(dir) + '/');
      }
    }
    const keep = join(layout.sessionsDir, '.gitkeep');
    if (!existsSync(keep)) writeFileSync(keep, '');
    if (existsSync(layout.configPath)) {
      parseConfig(readFileSync(layout.configPath, 'utf8'), layout.configPath); // an invalid config is reported, not replaced
      result.kept.push(rel(layout.configPath));
    } else {
      writeFileSync(layout.configPath, JSON.stringify(DEFAULT_CONFIG, null, 2) + '\n');
      result.created.push(rel(layout.configPath));
    }
    const gitignore = join(layout.ledgerDir, '.gitignore');
    const wanted = ['# Local-only files: the session .jsonl files and config.json are committed.', ...LOCAL_ONLY_PATTERNS];
    if (existsSync(gitignore)) {
      const have = readFileSync(gitignore, 'utf8');
      const lines = new Set(have.split('\n'));
      const missing = LOCAL_ONLY_PATTERNS.filter((p) => !lines.has(p));
      if (missing.length > 0) {
        writeFileSync(gitignore, have.replace(/\n?$/, '\n') + missing.join('\n') + '\n');
        result.created.push(`${rel(gitignore)} (+${missing.length} patterns)`);
      } else result.kept.push(rel(gitignore));
    } else {
      writeFileSync(gitignore, wanted.join('\n') + '\n');
      result.created.push(rel(gitignore));
    }
  } catch (err) {
    if (err instanceof ProofledgerError) throw err;
    throw new ProofledgerError(`${layout.ledgerDir}: cannot initialise: ${describeIoError(err)}`, 'io');
  }
  return result;
}

/** `proofledger init [--husky] [--github] [--agent NAME...]`. */
export function runInit(context: CliContext, opts: { husky?: boolean; github?: boolean; agent?: AgentName[] }): number {
  const r = initLedger(context);
  for (const p of r.created) printLine(context, `created  ${p}`);
  for (const p of r.kept) printLine(context, `kept     ${p}`);
  if (opts.husky) for (const n of initHusky(context)) printLine(context, n);
  if (opts.github) for (const n of initGithub(context)) printLine(context, n);
  for (const a of opts.agent ?? []) for (const n of installAgentHooks(context.layout.root, a)) printLine(context, n.replace(context.layout.root + '/', ''));
  printLine(context, `Ledger ready at ${displayPath(context, context.layout.ledgerDir)}/. Commit it; record with \`proofledger exec -- <cmd>\`.`);
  return 0;
}
