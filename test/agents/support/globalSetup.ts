// Installs the pinned agents (idempotent: skipped when cached) and builds the CLI the sample repositories use.
import { spawnSync } from 'node:child_process';
// @ts-expect-error plain ESM script
import { installAgents } from '../../../scripts/agents/install.mjs';
import { REPO_ROOT } from './sampleRepo.js';

export default function setup(): void {
  const names = (process.env.PROOFLEDGER_AGENTS ?? 'claude-code,codex,gemini,opencode,copilot').split(',');
  installAgents(names);
  const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}
