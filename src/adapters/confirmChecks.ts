// Runs the checks a CI confirmation asks for, on the checked-out head, with the commands of base's
// policy (checks.<kind>.command) — never a command taken from the ledger or the PR.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { CheckKind, ProofledgerConfig } from '../format/generated/configSchema.js';
import { ProofledgerError } from '../errors.js';
import { withConfirmation, type ConfirmationRun } from '../gate/confirm.js';
import type { GateResult } from '../gate/gate.js';
import type { RepositoryGateResult } from '../git/gateRepository.js';
import { parseTestCounts } from './testOutput.js';
import { confirmEnvironment, credentialInGitConfig } from './confirmEnvironment.js';

export interface ConfirmIO {
  /** Output of a run as it comes (the Action wraps it in a collapsible group). */
  write(text: string): void;
  group?<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** Environment variables to hand the commands beyond the allow-list (the `confirm-env` input). */
  passEnv?: readonly string[];
}

// The runner's file commands: a step's code that appends to them sets the environment, PATH, outputs
// or summary of the steps after it. The PR's code must not, so their content is kept and restored.
const FILE_COMMANDS = ['GITHUB_ENV', 'GITHUB_PATH', 'GITHUB_OUTPUT', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY'];

function readIfAny(path: string): Buffer | null {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
}

/** Runs `fn`, then puts back any file command the commands it ran wrote to; throws naming them. */
async function guardFileCommands<T>(fn: () => Promise<T>): Promise<T> {
  const kept = FILE_COMMANDS.flatMap((name) => (process.env[name] ? [{ name, path: process.env[name]!, content: readIfAny(process.env[name]!) }] : []));
  const result = await fn();
  const touched = kept.filter((f) => {
    const now = readIfAny(f.path);
    if (now === null ? f.content === null : f.content !== null && now.equals(f.content)) return false;
    if (f.content !== null) writeFileSync(f.path, f.content);
    return true;
  });
  if (touched.length > 0) {
    throw new ProofledgerError(`the checks confirmed run the pull request's code, and it wrote to the runner's ${touched.map((f) => f.name).join(', ')} (which set what later steps see): restored, and the change is refused`, 'input');
  }
  return result;
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
      // Its own process group, so that the time limit and the end of the run reach what it started.
      const child = spawn('sh', ['-c', command], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: confirmEnvironment(process.env, io.passEnv), detached: true });
      const killGroup = (): void => {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // the group is gone already
        }
      };
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
        killGroup();
      }, timeoutSeconds * 1000);
      // What it left running in the background goes when it ends (and would hold its output open).
      child.on('exit', killGroup);
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
  const credential = credentialInGitConfig(dir);
  if (credential) {
    throw new ProofledgerError(`confirming checks runs the pull request's code, which could read the credential git's configuration holds (${credential}): set \`persist-credentials: false\` on actions/checkout`, 'usage');
  }
  return withConfirmation(result, await guardFileCommands(() => runConfirmations(dir, checks, result.baseConfig, io)));
}
