// Runs the checks a CI confirmation asks for, on the checked-out head, with the commands of base's
// policy (checks.<kind>.command) — never a command taken from the ledger or the PR.
import { spawn, spawnSync } from 'node:child_process';
import type { CheckKind, ProofledgerConfig } from '../format/generated/configSchema.js';
import { ProofledgerError } from '../errors.js';
import { withConfirmation, type ConfirmationRun } from '../gate/confirm.js';
import type { GateResult } from '../gate/gate.js';
import type { RepositoryGateResult } from '../git/gateRepository.js';
import { parseTestCounts } from './testOutput.js';

export interface ConfirmIO {
  /** Output of a run as it comes (the Action wraps it in a collapsible group). */
  write(text: string): void;
  group?<T>(name: string, fn: () => Promise<T>): Promise<T>;
}

const FAILING = /^\s*(?:FAIL|✗|×|not ok \d+ -|FAILED)\s+(.+?)\s*$/gm;

export async function runConfirmations(dir: string, checks: readonly CheckKind[], config: ProofledgerConfig, io: ConfirmIO): Promise<ConfirmationRun[]> {
  const runs: ConfirmationRun[] = [];
  for (const check of checks) {
    const spec = config.checks?.[check];
    const command = Array.isArray(spec) ? undefined : spec?.command;
    if (!command) throw new ProofledgerError(`--confirm ${check}: base's .proofledger/config.json names no command for it (set checks.${check}.command, e.g. "npm test")`, 'usage');
    const timeoutSeconds = (Array.isArray(spec) ? undefined : spec?.timeoutSeconds) ?? 900;
    const once = (): Promise<ConfirmationRun> => new Promise((resolve) => {
      const child = spawn('sh', ['-c', command], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      let timedOut = false;
      const take = (b: Buffer): void => {
        const text = b.toString('utf8');
        output = (output + text).slice(-512 * 1024);
        io.write(text);
      };
      child.stdout.on('data', take);
      child.stderr.on('data', take);
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, timeoutSeconds * 1000);
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve({ check, command, exitCode: code, timedOut, tests: parseTestCounts(output), failing: [...output.matchAll(FAILING)].map((m) => m[1]!).slice(0, 20) });
      });
    });
    runs.push(io.group ? await io.group(`proofledger: confirming ${check} (\`${command}\`)`, once) : await once());
  }
  return runs;
}

/**
 * CI confirmation: the working tree must be the head judged, as committed (the checks run on it);
 * each check runs with the command base's policy names, and the result is compared with the ledger.
 */
export async function confirmOnHead(dir: string, result: RepositoryGateResult, checks: readonly CheckKind[], io: ConfirmIO): Promise<GateResult> {
  const at = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).stdout.trim();
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: dir, encoding: 'utf8' }).stdout.trim();
  if (at !== result.head || dirty !== '') {
    throw new ProofledgerError(`confirming checks runs them on the working tree, which must be the head judged (${result.head.slice(0, 12)}) with no uncommitted change: check it out first (actions/checkout with ref: the PR's head sha)`, 'usage');
  }
  return withConfirmation(result, await runConfirmations(dir, checks, result.baseConfig, io));
}
