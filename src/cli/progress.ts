// A progress bar on stderr for long work, only where a person is watching: stderr is a TTY, not in
// CI, and the work has already taken more than a moment (so quick runs never flicker).
import { createRequire } from 'node:module';
import type cliProgressModule from 'cli-progress';

// Loaded only when a bar is actually drawn: most runs finish before one would appear.
const loadCliProgress = (): typeof cliProgressModule => createRequire(import.meta.url)('cli-progress') as typeof cliProgressModule;

export interface Progress {
  update(done: number, total: number): void;
  stop(): void;
}

const NONE: Progress = { update: () => undefined, stop: () => undefined };

export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr, env: NodeJS.ProcessEnv = process.env): Progress {
  if (!stream.isTTY || env['CI'] || env['PROOFLEDGER_NO_PROGRESS']) return NONE;
  const delayMs = Number(env['PROOFLEDGER_PROGRESS_DELAY_MS'] ?? 400);
  const started = Date.now();
  let bar: cliProgressModule.SingleBar | null = null;
  return {
    update(done, total) {
      if (!bar) {
        if (Date.now() - started < delayMs || done >= total) return;
        const cliProgress = loadCliProgress();
        bar = new cliProgress.SingleBar({ stream, format: `${label} [{bar}] {percentage}% {value}/{total} MB`, hideCursor: true, clearOnComplete: true }, cliProgress.Presets.shades_classic);
        bar.start(Math.max(1, Math.round(total / 1e6)), 0);
      }
      bar.update(Math.round(done / 1e6));
    },
    stop() {
      bar?.stop();
    },
  };
}
