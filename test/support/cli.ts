import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BIN = join(REPO_ROOT, 'bin', 'proofledger.cjs');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

function cliEnvironment(extra: Record<string, string | undefined> | undefined): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = { ...process.env, PROOFLEDGER_SESSION: undefined, ...extra };
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
  return env as NodeJS.ProcessEnv;
}

/** Runs the built CLI as a real process. */
export function runCli(args: string[], options: { cwd: string; input?: string | Buffer; env?: Record<string, string | undefined> } & Pick<SpawnSyncOptions, 'timeout'>): CliRun {
  const env = cliEnvironment(options.env);
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd,
    input: options.input ?? '',
    env,
    encoding: 'utf8',
    timeout: options.timeout ?? 60_000,
  });
  if (r.error) throw r.error;
  return { code: r.status ?? 128, stdout: r.stdout, stderr: r.stderr };
}

/** The same without blocking this process: for a CLI that talks to a server the test runs. */
export function runCliAsync(args: string[], options: { cwd: string; env?: Record<string, string | undefined> }): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: options.cwd, env: cliEnvironment(options.env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 128, stdout, stderr }));
  });
}
