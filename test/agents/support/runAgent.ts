// Runs an agent as a child process WITHOUT blocking this process's event loop: the fake model API lives in this
// process, so a spawnSync would leave the agent's requests unanswered.
import { spawn } from 'node:child_process';

export interface AgentRun { status: number | null; signal: string | null; stdout: string; stderr: string; ms: number }

export function runAgent(bin: string, args: string[], opts: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number }): Promise<AgentRun> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    // detached: its own process group, so a timeout ends the agent and every process it started.
    const child = spawn(bin, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    const timer = setTimeout(() => { try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* already gone */ } }, opts.timeoutMs);
    child.on('error', reject);
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* already gone */ }
      resolve({ status, signal, stdout, stderr, ms: Date.now() - started });
    });
  });
}
