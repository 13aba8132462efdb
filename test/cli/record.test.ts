// `proofledger record PATH...` and the by-hand flow the README gives, end to end: real files, real
// git, a real `git push` to a bare remote through the pre-push hook.
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/format/digest.js';
import { binDir } from '../support/agentScenario.js';
import { REPO_ROOT, runCli } from '../support/cli.js';
import { makeTempDir, makeTempRepo, type TempRepo } from '../support/tempRepo.js';

let repo: TempRepo;
beforeEach(() => {
  repo = makeTempRepo();
  repo.write('src/a.js', 'export const a = 1;\n');
  repo.write('src/gone.js', 'export const gone = 1;\n');
  repo.commitAll('init');
  expect(runCli(['init'], { cwd: repo.dir }).code).toBe(0);
});
afterEach(() => repo.cleanup());

function entries(session: string): Record<string, unknown>[] {
  return readFileSync(join(repo.dir, '.proofledger', 'sessions', `${session}.jsonl`), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
}

const sessionFiles = (): string[] => readdirSync(join(repo.dir, '.proofledger', 'sessions')).filter((n) => n.endsWith('.jsonl'));

describe('proofledger record', () => {
  it('edit, new file, deletion: each entry from disk and git, paths relative to where it runs', () => {
    repo.write('src/a.js', 'export const a = 2;\n');
    repo.write('src/new.js', 'export const n = 1;\n');
    rmSync(join(repo.dir, 'src', 'gone.js'));
    const r = runCli(['record', '--session', 's', 'a.js', 'new.js', 'gone.js'], { cwd: join(repo.dir, 'src') });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const recorded = entries('s');
    expect(recorded.map((e) => [e['type'], e['path']])).toEqual([
      ['file_edit', 'src/a.js'],
      ['file_write', 'src/new.js'],
      ['file_delete', 'src/gone.js'],
    ]);
    expect(recorded[0]).toMatchObject({ sha256: sha256Hex(Buffer.from('export const a = 2;\n')), bytes: 20 });
    expect(recorded[1]).toMatchObject({ sha256: sha256Hex(Buffer.from('export const n = 1;\n')), bytes: 20 });
    expect(recorded[2]).not.toHaveProperty('sha256');
    expect(r.stdout).toMatch(/^file_edit +src\/a\.js  20 bytes, sha256 [0-9a-f]{12}$/m);
  });

  it('a new file recorded, then deleted before it was ever committed: the ledger knew it, so it is a deletion', () => {
    repo.write('tmp.js', 'x\n');
    expect(runCli(['record', '--session', 's', 'tmp.js'], { cwd: repo.dir }).code).toBe(0);
    rmSync(join(repo.dir, 'tmp.js'));
    expect(runCli(['record', '--session', 's', 'tmp.js'], { cwd: repo.dir }).code).toBe(0);
    expect(entries('s').map((e) => e['type'])).toEqual(['file_write', 'file_delete']);
  });

  it('refuses, writing nothing at all, a path outside the repository, in the ledger, a directory, or unknown anywhere', () => {
    const outside = makeTempDir();
    try {
      writeFileSync(join(outside.dir, 'x.js'), 'x\n');
      repo.write('src/ok.js', 'ok\n');
      const cases: [string, RegExp][] = [
        [join(outside.dir, 'x.js'), /x\.js: not inside the repository/],
        ['.proofledger/config.json', /config\.json: is part of the ledger itself/],
        ['src', /^proofledger: src: is a directory: name the files in it\n$/],
        ['never.js', /^proofledger: never\.js: no such file, and neither HEAD nor the ledger has it: nothing to record\n$/],
      ];
      for (const [path, message] of cases) {
        const r = runCli(['record', 'src/ok.js', path], { cwd: repo.dir });
        expect(r.code, path).toBe(2);
        expect(r.stderr, path).toMatch(message);
      }
      expect(sessionFiles()).toEqual([]);
    } finally {
      outside.cleanup();
    }
  });

  it('with no session given or current: one closed session of its own', () => {
    repo.write('src/a.js', 'export const a = 3;\n');
    expect(runCli(['record', 'src/a.js'], { cwd: repo.dir }).code).toBe(0);
    const [file] = sessionFiles();
    expect(entries(file!.replace(/\.jsonl$/, '')).map((e) => e['event'] ?? e['type'])).toEqual(['start', 'file_edit', 'finish']);
  });
});

describe('the by-hand flow of the README', () => {
  let remote: ReturnType<typeof makeTempDir>;
  let bin: ReturnType<typeof binDir>;
  const env = (): Record<string, string> => ({ PATH: `${bin.path}:${process.env['PATH']}`, GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 'T', GIT_COMMITTER_EMAIL: 't@example.com' });
  const sh = (script: string) => spawnSync('sh', ['-c', script], { cwd: repo.dir, encoding: 'utf8', env: { ...process.env, ...env() } });

  beforeEach(() => {
    remote = makeTempDir('proofledger-remote-');
    bin = binDir();
    spawnSync('git', ['init', '-q', '--bare', remote.dir]);
    // The packaged hook, as a plain git hook.
    mkdirSync(join(repo.dir, '.git', 'hooks'), { recursive: true });
    copyFileSync(join(REPO_ROOT, 'hooks', 'pre-push'), join(repo.dir, '.git', 'hooks', 'pre-push'));
    chmodSync(join(repo.dir, '.git', 'hooks', 'pre-push'), 0o755);
    repo.write('test.js', "console.log('1 passed');\n");
    repo.commitAll('add the ledger and a test');
    repo.git('remote', 'add', 'origin', remote.dir);
    expect(sh('git push -q origin main').status).toBe(0);
    repo.git('checkout', '-q', '-b', 'feature');
  });
  afterEach(() => {
    remote.cleanup();
    bin.cleanup();
  });

  it('commit the change, test, finish, commit the ledger: the push passes the hook', () => {
    const r = sh(`set -e
      proofledger session start --agent claude-code
      echo 'export const a = 2;' > src/a.js
      proofledger record src/a.js
      git add src/a.js && git commit -q -m "Bump a"
      proofledger exec --check test -- node test.js
      proofledger session finish --outcome success
      git add .proofledger && git commit -q -m "Record the session"
      git push origin feature`);
    expect(r.stderr).not.toContain('push refused');
    expect(r.status, r.stderr).toBe(0);
    // `record` is what attributes the hand edit: without it the gate warns UNATTRIBUTED_CHANGE.
    expect(r.stderr).not.toContain('UNATTRIBUTED_CHANGE');
    expect(spawnSync('git', ['rev-parse', '--verify', '--quiet', 'refs/heads/feature'], { cwd: remote.dir }).status).toBe(0);
  });

  it('the old flow (the change never committed) is refused: the tested content is not what was pushed', () => {
    const r = sh(`set -e
      proofledger session start --agent claude-code
      echo 'export const a = 2;' > src/a.js
      proofledger exec --check test -- node test.js
      proofledger session finish --outcome success
      git add .proofledger && git commit -q -m "Record the agent session"
      git push origin feature`);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('push refused');
    expect(r.stderr).toContain('the tested content is not what was committed');
    expect(spawnSync('git', ['rev-parse', '--verify', '--quiet', 'refs/heads/feature'], { cwd: remote.dir }).status).not.toBe(0);
  });
});
