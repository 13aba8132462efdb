import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli } from '../support/cli.js';
import { makeTempDir, makeTempRepo, type TempRepo } from '../support/tempRepo.js';

// doctor finds a repository whose agent hooks cannot have fired. Each agent gets its own HOME here,
// so the user's real trust settings are never read.
describe('proofledger doctor', () => {
  let repo: TempRepo;
  let home: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    repo = makeTempRepo();
    home = makeTempDir('proofledger-home-');
    runCli(['init', '--agent', 'codex', 'gemini'], { cwd: repo.dir });
    repo.commitAll('init');
  });
  afterEach(() => {
    repo.cleanup();
    home.cleanup();
  });
  const doctor = () => runCli(['doctor'], { cwd: repo.dir, env: { HOME: home.dir, CODEX_HOME: join(home.dir, '.codex'), PATH: '/usr/bin:/bin', GEMINI_CLI_TRUST_WORKSPACE: undefined } });

  it('untrusted agents, a missing bin and an agent commit with no session are problems; fixed, it is OK', () => {
    repo.write('src/a.js', 'x\n');
    repo.commitAll('Change a\n\nCo-Authored-By: Claude <noreply@anthropic.com>');
    let r = doctor();
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/PROBLEM +codex does not trust/);
    expect(r.stdout).toMatch(/PROBLEM +gemini does not trust/);
    expect(r.stdout).toMatch(/PROBLEM +the hooks cannot find proofledger/);
    expect(r.stdout).toMatch(/PROBLEM +agent-authored commits with no session: [0-9a-f]{12}/);
    expect(r.stdout.trim().split('\n').at(-1)).toBe('PROBLEMS: 4 of 7 checks');

    mkdirSync(join(home.dir, '.codex'), { recursive: true });
    writeFileSync(join(home.dir, '.codex', 'config.toml'), `[projects."${repo.dir}"]\ntrust_level = "trusted"\n`);
    mkdirSync(join(home.dir, '.gemini'), { recursive: true });
    writeFileSync(join(home.dir, '.gemini', 'trustedFolders.json'), JSON.stringify({ [repo.dir]: 'TRUST_FOLDER' }));
    mkdirSync(join(repo.dir, 'node_modules', '.bin'), { recursive: true });
    symlinkSync(join(REPO_ROOT, 'bin', 'proofledger.cjs'), join(repo.dir, 'node_modules', '.bin', 'proofledger'));
    r = runCli(['doctor'], { cwd: repo.dir, env: { HOME: home.dir, CODEX_HOME: join(home.dir, '.codex') } });
    expect(r.stdout).not.toMatch(/PROBLEM +(codex|gemini|the hooks)/);
    expect(r.code).toBe(1); // the agent commit with no session remains a problem
  });

  it('copilot: trusted by COPILOT_ALLOW_ALL=true, or by its config.json listing the folder or one above it', () => {
    runCli(['init', '--agent', 'copilot'], { cwd: repo.dir });
    const copilotHome = join(home.dir, 'copilot-home');
    const run = (env: Record<string, string | undefined> = {}) => runCli(['doctor'], { cwd: repo.dir, env: { HOME: home.dir, COPILOT_HOME: undefined, COPILOT_ALLOW_ALL: undefined, ...env } }).stdout;
    expect(run()).toMatch(/PROBLEM +copilot does not trust .*--trust-folder/);
    // Only exactly "true" trusts the folder; other truthy spellings only approve tools.
    expect(run({ COPILOT_ALLOW_ALL: 'yes' })).toMatch(/PROBLEM +copilot does not trust/);
    expect(run({ COPILOT_ALLOW_ALL: 'true' })).toMatch(/OK +copilot trusts this folder/);
    const config = (dir: string, text: string) => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'config.json'), text);
    };
    // As Copilot 1.0.102 writes the file: comment lines, then JSON.
    config(join(home.dir, '.copilot'), `// User settings belong in settings.json.\n// This file is managed automatically.\n${JSON.stringify({ trustedFolders: [join(repo.dir, 'src')] })}\n`);
    expect(run()).toMatch(/PROBLEM +copilot does not trust/); // a folder below is not this one
    config(join(home.dir, '.copilot'), `// managed\n${JSON.stringify({ trustedFolders: [join(repo.dir, '..')] })}\n`);
    expect(run()).toMatch(/OK +copilot trusts this folder/);
    config(join(home.dir, '.copilot'), JSON.stringify({ trusted_folders: [repo.dir] }));
    expect(run()).toMatch(/OK +copilot trusts this folder/);
    expect(run({ COPILOT_HOME: copilotHome })).toMatch(/PROBLEM +copilot does not trust/);
    config(copilotHome, JSON.stringify({ trustedFolders: [repo.dir] }));
    expect(run({ COPILOT_HOME: copilotHome })).toMatch(/OK +copilot trusts this folder/);
    config(copilotHome, '{ not json');
    expect(run({ COPILOT_HOME: copilotHome })).toMatch(/PROBLEM +copilot does not trust/);
  });
});
