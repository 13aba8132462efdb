import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli } from '../support/cli.js';
import { makeTempRepo, type TempRepo } from '../support/tempRepo.js';

describe('init, log and summary', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = makeTempRepo();
    repo.write('README.md', '# x\n');
    repo.commitAll('init');
  });
  afterAll(() => repo.cleanup());

  it('init creates the ledger folder, a valid config and a .gitignore, and is idempotent', () => {
    const first = runCli(['init'], { cwd: repo.dir });
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('created  .proofledger/config.json');
    const config = JSON.parse(readFileSync(join(repo.dir, '.proofledger', 'config.json'), 'utf8')) as { version: number };
    expect(config.version).toBe(1);
    const ignore = readFileSync(join(repo.dir, '.proofledger', '.gitignore'), 'utf8');
    expect(ignore).toContain('current-session');
    expect(ignore).toContain('sessions/*.lock');
    const second = runCli(['init'], { cwd: repo.dir });
    expect(second.code).toBe(0);
    expect(second.stdout).not.toContain('created');
    // The pointer and locks stay out of git; session files and config go in.
    runCli(['session', 'start', '--session', 'g1'], { cwd: repo.dir });
    const status = repo.git('status', '--porcelain', '--untracked-files=all');
    expect(status).toContain('.proofledger/sessions/g1.jsonl');
    expect(status).toContain('.proofledger/config.json');
    expect(status).not.toContain('current-session');
    runCli(['session', 'finish', '--outcome', 'partial'], { cwd: repo.dir });
  });

  it('log filters by session, type, time and limit; summary reports each session', () => {
    const s = ['--session', 'g2'];
    runCli(['session', 'start', ...s, '--agent', 'claude-code', '--model', 'opus'], { cwd: repo.dir });
    runCli(['append', ...s], { cwd: repo.dir, input: JSON.stringify({ type: 'file_edit', path: 'src/x.ts', sha256: 'b'.repeat(64), bytes: 10 }) });
    runCli(['append', ...s], { cwd: repo.dir, input: JSON.stringify({ type: 'file_write', path: 'src/y.ts', sha256: 'c'.repeat(64), bytes: 11 }) });
    runCli(['exec', ...s, '--check', 'test', '--', 'node', '-e', 'console.log("Tests  2 failed | 1 passed (3)"); process.exit(1)'], { cwd: repo.dir });
    runCli(['exec', ...s, '--check', 'test', '--', 'node', '-e', 'console.log("Tests  3 passed (3)")'], { cwd: repo.dir });
    runCli(['session', 'finish', ...s, '--outcome', 'success'], { cwd: repo.dir });

    const all = runCli(['log', '--json'], { cwd: repo.dir });
    expect(all.code).toBe(0);
    const lines = all.stdout.trim().split('\n').map((l) => JSON.parse(l) as { session: string; type: string; ts: string });
    expect(lines.length).toBe(2 + 8);
    expect([...lines].sort((a, b) => (a.ts < b.ts ? -1 : a.ts > b.ts ? 1 : 0))).toEqual(lines);

    const files = runCli(['log', '--session', 'g2', '--type', 'file_edit', 'file_write', '--json'], { cwd: repo.dir });
    expect(files.stdout.trim().split('\n').map((l) => (JSON.parse(l) as { type: string }).type)).toEqual(['file_edit', 'file_write']);
    const last2 = runCli(['log', '--session', 'g2', '--limit', '2'], { cwd: repo.dir });
    expect(last2.stdout.trim().split('\n')).toHaveLength(2);
    expect(last2.stdout).toMatch(/#6 +verification +test PASS \(3 passed, 0 failed, 0 skipped\)/);
    expect(last2.stdout).toMatch(/#7 +session +finish \(success\)/);
    expect(runCli(['log', '--since', '2099-01-01T00:00:00Z'], { cwd: repo.dir }).stdout).toBe('');
    expect(runCli(['log', '--since', '1h', '--json'], { cwd: repo.dir }).stdout.trim().split('\n')).toHaveLength(10);

    const summary = runCli(['summary', '--session', 'g2', '--json'], { cwd: repo.dir });
    const [sum] = JSON.parse(summary.stdout) as { session: string; entries: number; outcome: string; agent: string; filesChanged: string[]; commands: number; failedCommands: number; checks: Record<string, { passed: boolean; tests: unknown }> }[];
    expect(sum).toMatchObject({ session: 'g2', entries: 8, outcome: 'success', agent: 'claude-code (opus)', filesChanged: ['src/x.ts', 'src/y.ts'], commands: 2, failedCommands: 1 });
    expect(sum!.checks['test']).toMatchObject({ passed: true, tests: { passed: 3, failed: 0, skipped: 0 } });
    const human = runCli(['summary'], { cwd: repo.dir });
    expect(human.stdout).toMatch(/^g2  claude-code \(opus\)  success$/m);
    expect(human.stdout).toMatch(/2 files changed; 2 commands \(1 failed\)/);

    const verify = runCli(['verify'], { cwd: repo.dir });
    expect(verify.code).toBe(0);
    expect(verify.stdout.trim().split('\n').at(-1)).toBe('VALID: 2 files, 10 entries, 0 failures');
  });
});

describe('the generated types and schemas', () => {
  it('are what npm run gen makes from schemas/', () => {
    const r = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'gen-schema.mjs'), '--check'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});

describe('the packed package', () => {
  it('installs from its tarball and its bin works', () => {
    const work = mkdtempSync(join(tmpdir(), 'proofledger-pack-'));
    try {
      const packed = execFileSync('npm', ['pack', '--ignore-scripts', '--pack-destination', work, '--json'], { cwd: REPO_ROOT, encoding: 'utf8' });
      const [info] = JSON.parse(packed) as { filename: string; files: { path: string }[] }[];
      const { filename, files } = info!;
      const paths = files.map((f) => f.path);
      expect(paths).toContain('bin/proofledger.cjs');
      expect(paths).toContain('build/cli/main.js');
      expect(paths).toContain('schemas/entry.schema.json');
      expect(paths.some((p) => p.startsWith('test/') || p.startsWith('src/'))).toBe(false);
      const prefix = join(work, 'prefix');
      // Install scripts are skipped: the only one is better-sqlite3's native build, which `npm ci` has
      // already proven and which takes minutes where its prebuilt binaries cannot be downloaded (the
      // commands below never open the index). --prefer-offline reuses the packages `npm ci` cached.
      execFileSync('npm', ['install', '-g', '--prefix', prefix, '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', join(work, filename)], { cwd: work, encoding: 'utf8', stdio: 'pipe' });
      const bin = join(prefix, 'bin', 'proofledger');
      expect(existsSync(bin)).toBe(true);
      const project = join(work, 'project');
      execFileSync('git', ['init', '-q', project]);
      const run = (...args: string[]) => spawnSync(bin, args, { cwd: project, encoding: 'utf8', input: '{"type":"session","event":"start"}' });
      expect(run('--version').stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
      expect(run('init').status).toBe(0);
      expect(run('append', '--session', 'p').status).toBe(0);
      const verified = run('verify');
      expect(verified.status).toBe(0);
      expect(verified.stdout).toContain('VALID: 1 file, 1 entry');
      // An agent hook, through the bundle the package carries (npm install compiles nothing).
      expect(paths).toContain('build/hook.cjs');
      const hook = spawnSync(bin, ['hook', 'claude-code'], { cwd: project, encoding: 'utf8', input: JSON.stringify({ session_id: 'h', cwd: project, hook_event_name: 'SessionStart', source: 'startup' }) });
      expect(hook.stderr).toBe('');
      expect(hook.status).toBe(0);
      expect(run('verify').stdout).toContain('VALID: 2 files, 2 entries');
      // The library entry point, imported by package name as a dependent project would.
      const consumer = join(work, 'consumer');
      mkdirSync(join(consumer, 'node_modules'), { recursive: true });
      symlinkSync(join(prefix, 'lib', 'node_modules', 'proofledger'), join(consumer, 'node_modules', 'proofledger'));
      writeFileSync(join(consumer, 'use.mjs'), "import { verifyLedger, layoutFor, sessionFilePath, canonicalize } from 'proofledger';\nconst r = await verifyLedger([sessionFilePath(layoutFor(process.argv[2]), 'p')], () => {});\nconsole.log(r.status, r.entries, canonicalize({ b: 1, a: 2 }));\n");
      const lib = spawnSync(process.execPath, [join(consumer, 'use.mjs'), project], { cwd: consumer, encoding: 'utf8' });
      expect(lib.stderr).toBe('');
      expect(lib.stdout.trim()).toBe('VALID 1 {"a":2,"b":1}');
      expect(paths).toContain('build/index.js');
      expect(paths).toContain('build/index.d.ts');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

describe('progress', () => {
  it('shows a bar on stderr for a TTY, never when piped or in CI', async () => {
    const { generateSession } = await import('../support/ledgerFixture.js');
    const { makeTempDir } = await import('../support/tempRepo.js');
    const tmp = makeTempDir();
    try {
      generateSession(tmp.dir, 'big', 40_000);
      const env = { ...process.env, PROOFLEDGER_PROGRESS_DELAY_MS: '0', CI: '' } as Record<string, string>;
      delete env['CI'];
      const tty = spawnSync('script', ['-qec', `${process.execPath} ${join(REPO_ROOT, 'bin', 'proofledger.cjs')} verify`, '/dev/null'], { cwd: tmp.dir, encoding: 'utf8', env });
      expect(tty.stdout).toContain('verify [');
      expect(tty.stdout).toContain('VALID: 1 file, 40000 entries');
      const piped = runCli(['verify'], { cwd: tmp.dir, env: { PROOFLEDGER_PROGRESS_DELAY_MS: '0', CI: undefined } });
      expect(piped.stderr).toBe('');
      const ci = spawnSync('script', ['-qec', `${process.execPath} ${join(REPO_ROOT, 'bin', 'proofledger.cjs')} verify`, '/dev/null'], { cwd: tmp.dir, encoding: 'utf8', env: { ...env, CI: 'true' } });
      expect(ci.stdout).not.toContain('verify [');
    } finally {
      tmp.cleanup();
    }
  });
});
