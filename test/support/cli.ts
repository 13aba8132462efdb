import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BIN = join(REPO_ROOT, 'bin', 'proofledger.cjs');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the built CLI as a real process. */
export function runCli(args: string[], options: { cwd: string; input?: string | Buffer; env?: Record<string, string | undefined> } & Pick<SpawnSyncOptions, 'timeout'>): CliRun {
  const env: Record<string, string | undefined> = { ...process.env, PROOFLEDGER_SESSION: undefined, ...options.env };
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd,
    input: options.input ?? '',
    env: env as NodeJS.ProcessEnv,
    encoding: 'utf8',
    timeout: options.timeout ?? 60_000,
  });
  if (r.error) throw r.error;
  return { code: r.status ?? 128, stdout: r.stdout, stderr: r.stderr };
}
