// A team's repository, for the gate's scenarios: a bare remote, a developer's clone with main on
// the remote, and an agent that works the way proofledger's own commands record it (session
// start, an edit recorded with `record`, a check run through `exec --check`, a finish). Everything
// is real: git, the built CLI, pushes through the packaged pre-push hook, the bundled Action.

import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { canonicalize } from '../../src/format/canonical.js';
import { computeEntryHash } from '../../src/format/entry.js';
import { BIN, REPO_ROOT } from './cli.js';
import { makeTempDir } from './tempRepo.js';

const GIT_ENV = { GIT_AUTHOR_NAME: 'Dev', GIT_AUTHOR_EMAIL: 'dev@example.com', GIT_COMMITTER_NAME: 'Dev', GIT_COMMITTER_EMAIL: 'dev@example.com' };

export interface GateOutcome {
  code: number | null;
  verdict?: string;
  findings: { code: string; severity: string; message: string; path?: string; line?: number }[];
  text: string;
}

/** `severity:CODE` of each finding, sorted, for assertions. */
export const codesOf = (o: GateOutcome): string[] => o.findings.map((f) => `${f.severity}:${f.code}`).sort();
export const errorsOf = (o: GateOutcome): string[] => o.findings.filter((f) => f.severity === 'error').map((f) => f.code).sort();

export class Team {
  readonly root = makeTempDir('proofledger-team-');
  readonly remote = join(this.root.dir, 'remote.git');
  readonly dir = join(this.root.dir, 'dev');

  constructor() {
    spawnSync('git', ['init', '-q', '--bare', '-b', 'main', this.remote]);
    mkdirSync(this.dir);
    this.git('init', '-q', '-b', 'main');
    this.git('config', 'commit.gpgsign', 'false');
    this.write('src/a.js', 'export const a = 1;\n');
    this.write('src/b.js', 'export const b = 1;\n');
    this.write('README.md', '# app\n');
    this.write('package-lock.json', '{"lockfileVersion":3}\n');
    this.write('test.js', 'console.log("Tests  3 passed (3)");\n');
    this.write('.gitignore', 'node_modules/\n');
    this.cli('init');
    this.commit('init');
    this.git('remote', 'add', 'origin', this.remote);
    this.git('push', '-q', 'origin', 'main');
    // As a clone has it: origin/HEAD names the default branch.
    this.git('remote', 'set-head', 'origin', 'main');
  }

  git(...args: string[]): string {
    const r = spawnSync('git', args, { cwd: this.dir, encoding: 'utf8', env: { ...process.env, ...GIT_ENV } });
    if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
    return r.stdout.trim();
  }

  tryGit(...args: string[]): { status: number | null; stdout: string; stderr: string } {
    return spawnSync('git', args, { cwd: this.dir, encoding: 'utf8', env: { ...process.env, ...GIT_ENV } });
  }

  cli(...args: string[]): { code: number | null; stdout: string; stderr: string } {
    const r = spawnSync(process.execPath, [BIN, ...args], { cwd: this.dir, encoding: 'utf8', env: { ...process.env, ...GIT_ENV } });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  }

  write(path: string, content: string): void {
    mkdirSync(dirname(join(this.dir, path)), { recursive: true });
    writeFileSync(join(this.dir, path), content);
  }

  read(path: string): string {
    return readFileSync(join(this.dir, path), 'utf8');
  }

  commit(message: string, author?: string): string {
    this.git('add', '-A');
    this.git('commit', '-q', '--allow-empty', ...(author ? ['--author', author] : []), '-m', message);
    return this.git('rev-parse', 'HEAD');
  }

  branch(name: string, from = 'main'): void {
    this.git('checkout', '-q', '-B', name, from);
  }

  /** An agent session: each edit recorded, then the test run (or not), then the finish. */
  agent(session: string, edits: Record<string, string>, opts: { test?: 'pass' | 'fail' | 'none' | 'zero'; outcome?: string } = {}): void {
    this.cli('session', 'start', '--session', session, '--agent', 'claude-code');
    for (const [path, content] of Object.entries(edits)) {
      this.write(path, content);
      this.cli('record', '--session', session, path);
    }
    const test = opts.test ?? 'pass';
    if (test !== 'none') {
      const script = test === 'pass' ? 'Tests  3 passed (3)' : test === 'zero' ? 'Tests  0 passed (0)' : 'Tests  1 failed | 2 passed (3)';
      this.write('test.js', `console.log(${JSON.stringify(script)});${test === 'fail' ? ' process.exit(1);' : ''}\n`);
      this.cli('exec', '--session', session, '--check', 'test', '--', 'node', 'test.js');
    }
    this.cli('session', 'finish', '--session', session, '--outcome', opts.outcome ?? 'success');
  }

  gate(base: string, head = 'HEAD', extra: string[] = []): GateOutcome {
    const r = this.cli('gate', '--base', base, '--head', head, '--json', ...extra);
    if (!r.stdout) return { code: r.code, findings: [], text: r.stderr };
    const json = JSON.parse(r.stdout) as { verdict: string; findings: GateOutcome['findings'] };
    return { code: r.code, verdict: json.verdict, findings: json.findings, text: r.stdout };
  }

  /** Installs the packaged pre-push hook, calling this checkout's built CLI. */
  installPrePush(): void {
    const hook = join(this.dir, '.git', 'hooks', 'pre-push');
    writeFileSync(hook, `#!/bin/sh\nexec "${process.execPath}" "${BIN}" pre-push "$@"\n`);
    chmodSync(hook, 0o755);
  }

  push(...args: string[]): { status: number | null; stderr: string } {
    const r = this.tryGit('push', ...args);
    return { status: r.status, stderr: r.stderr };
  }

  cleanup(): void {
    this.root.cleanup();
  }
}

/**
 * Rewrites a session file the way a forger with the format in hand would: each entry edited, then
 * every line rehashed and rechained, so that the file alone verifies.
 */
export function rewriteSession(path: string, edit: (entry: Record<string, unknown>) => void): void {
  let prev = '0'.repeat(64);
  const lines = readFileSync(path, 'utf8').trim().split('\n').map((l) => {
    const entry = JSON.parse(l) as Record<string, unknown>;
    edit(entry);
    entry['prev'] = prev;
    delete entry['hash'];
    entry['hash'] = computeEntryHash(entry);
    prev = entry['hash'] as string;
    return canonicalize(entry);
  });
  writeFileSync(path, lines.join('\n') + '\n');
}

/** The Action bundled from these sources into a temp dir (the tracked dist/ is never written). */
export function bundleAction(): { path: string; cleanup: () => void } {
  const out = makeTempDir('proofledger-action-');
  mkdirSync(join(out.dir, 'dist'));
  const r = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'bundle.mjs'), join(out.dir, 'dist', 'index.js')], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`bundle: ${r.stderr}`);
  copyFileSync(join(REPO_ROOT, 'action.yml'), join(out.dir, 'action.yml'));
  return { path: join(out.dir, 'dist', 'index.js'), cleanup: out.cleanup };
}

/** Runs the bundled Action as the runner would on a pull_request event. */
export async function runActionOnPr(action: string, team: Team, pr: { base: string; head: string; title?: string; body?: string; ref?: string }, inputs: Record<string, string> = {}): Promise<GateOutcome> {
  const tmp = makeTempDir('proofledger-runner-');
  try {
    const eventPath = join(tmp.dir, 'event.json');
    const outputPath = join(tmp.dir, 'output');
    writeFileSync(eventPath, JSON.stringify({
      pull_request: { number: 7, title: pr.title ?? 'Change', body: pr.body ?? '', base: { sha: pr.base, repo: { full_name: 'o/r' } }, head: { sha: pr.head, ref: pr.ref ?? 'feature', repo: { full_name: 'o/r' } } },
      repository: { full_name: 'o/r' },
    }));
    writeFileSync(outputPath, '');
    writeFileSync(join(tmp.dir, 'summary.md'), '');
    const env = {
      PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '/tmp', GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: eventPath, GITHUB_OUTPUT: outputPath,
      GITHUB_STEP_SUMMARY: join(tmp.dir, 'summary.md'), GITHUB_WORKSPACE: team.dir, INPUT_MODE: 'enforce', INPUT_TOKEN: '', 'INPUT_WORKING-DIRECTORY': '.', RUNNER_TEMP: tmp.dir,
      ...inputs,
    };
    const child = spawn(process.execPath, [action], { cwd: team.dir, env });
    let stdout = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
    child.stderr.on('data', (b: Buffer) => (stdout += b.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const outputs: Record<string, string> = {};
    for (const m of readFileSync(outputPath, 'utf8').matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[m[1]!] = m[3]!;
    return { code, verdict: outputs['verdict'], findings: outputs['findings'] ? (JSON.parse(outputs['findings']) as GateOutcome['findings']) : [], text: stdout };
  } finally {
    tmp.cleanup();
  }
}
