// A tiny Node project in a temp dir with real git, set up by the built CLI's `proofledger init --agent X`
// exactly as a user would. proofledger is resolvable the way a devDependency install leaves it: a
// node_modules/.bin/proofledger that runs this checkout's bin (where `npm install --save-dev` puts it; packing and
// installing the tarball would cost a minute per suite for the same file layout).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, chmodSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..', '..');
export const PROOFLEDGER_BIN = join(REPO_ROOT, 'bin', 'proofledger.cjs');

export interface SampleRepo {
  root: string;
  /** A HOME of the agent's own, beside the repository. */
  home: string;
  base: string;
  /** The hook payloads the agent sent, in order (parsed stdin of each `proofledger hook` call). */
  hookPayloads(): Record<string, any>[];
  /** Every hook payload the agent sent, in order: the stdin of each `proofledger hook` call. */
  captured(): { argv: string; payload: Record<string, any> }[];
  proofledger(args: string[], env?: NodeJS.ProcessEnv): { status: number; stdout: string; stderr: string };
  ledgerEntries(): Record<string, any>[];
  cleanup(): void;
}

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' });

export function createSampleRepo(agent: string): SampleRepo {
  const base = mkdtempSync(join(tmpdir(), `proofledger-agent-${agent}-`));
  const root = join(base, 'repo');
  const home = join(base, 'home');
  mkdirSync(root);
  mkdirSync(home);
  writeFileSync(join(root, 'package.json'), JSON.stringify({
    name: 'sample', version: '1.0.0', private: true, type: 'commonjs',
    scripts: { test: 'node test.js', build: 'node build.js' },
  }, null, 2) + '\n');
  writeFileSync(join(root, 'add.js'), 'module.exports = (a, b) => a + b;\n');
  writeFileSync(join(root, 'test.js'), "const add = require('./add');\nif (add(2, 3) !== 5) { console.error('FAIL add'); process.exit(1); }\nconsole.log('1 passed');\n");
  writeFileSync(join(root, 'build.js'), "console.error('build: error TS2304: Cannot find name x');\nprocess.exit(3);\n");
  writeFileSync(join(root, '.gitignore'), 'node_modules/\n');
  mkdirSync(join(root, 'node_modules', '.bin'), { recursive: true });
  // Where a devDependency install puts the bin. A thin wrapper instead of npm's symlink: it keeps a copy of every
  // hook payload (the agent's real stdin) in capture/, for the fixtures, then runs the real bin on it.
  const capture = join(base, 'capture');
  mkdirSync(capture);
  const wrapper = join(root, 'node_modules', '.bin', 'proofledger');
  writeFileSync(wrapper, `#!/bin/sh\nf="${capture}/$(date +%s%N)-$$\${3:+-$3}.json"\nif [ "$1" = hook ]; then cat > "$f"; exec "${process.execPath}" "${PROOFLEDGER_BIN}" "$@" < "$f"; fi\nexec "${process.execPath}" "${PROOFLEDGER_BIN}" "$@"\n`);
  chmodSync(wrapper, 0o755);
  git(root, 'init', '-q', '-b', 'main');
  git(root, 'config', 'user.email', 'dev@example.com');
  git(root, 'config', 'user.name', 'Dev');
  git(root, 'config', 'commit.gpgsign', 'false');
  const proofledger = (args: string[], env: NodeJS.ProcessEnv = {}) => {
    const r = spawnSync(process.execPath, [PROOFLEDGER_BIN, ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, HOME: home, ...env } });
    return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
  };
  const init = proofledger(['init', '--agent', agent]);
  if (init.status !== 0) throw new Error(`proofledger init --agent ${agent} failed (${init.status}): ${init.stderr}${init.stdout}`);
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'sample project');
  return {
    root, home, base, proofledger,
    captured() {
      return readdirSync(capture).sort().map((f) => {
        const text = readFileSync(join(capture, f), 'utf8');
        return { argv: f, payload: JSON.parse(text) };
      });
    },
    ledgerEntries() {
      const dir = join(root, '.proofledger', 'sessions');
      let files: string[] = [];
      try { files = readdirSync(dir).filter((f) => f.endsWith('.jsonl')); } catch { return []; }
      return files.flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)));
    },
    hookPayloads() {
      const dir = join(base, 'captures');
      return readdirSync(dir).sort().flatMap((f) => { try { return [JSON.parse(readFileSync(join(dir, f), 'utf8'))]; } catch { return []; } });
    },
    cleanup() { rmSync(base, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }); },
  };
}
