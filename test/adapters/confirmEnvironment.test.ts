// What confirm commands (the PR's code) are handed: an allow-listed environment, and no run at all
// while git's configuration holds a credential.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { confirmEnvNames, confirmEnvironment, credentialInGitConfig } from '../../src/adapters/confirmEnvironment.js';
import { makeTempDir, makeTempRepo, type TempRepo } from '../support/tempRepo.js';

describe('confirmEnvironment', () => {
  const runner = {
    PATH: '/usr/bin', HOME: '/home/runner', CI: 'true', GITHUB_ACTIONS: 'true', LC_ALL: 'C.UTF-8', JAVA_HOME_17_X64: '/opt/java17', RUNNER_OS: 'Linux',
    INPUT_TOKEN: 'x', input_token: 'x', ACTIONS_RUNTIME_TOKEN: 'x', ACTIONS_ID_TOKEN_REQUEST_URL: 'x', ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'x', ACTIONS_CACHE_URL: 'x',
    GITHUB_TOKEN: 'x', GH_TOKEN: 'x', GITHUB_ENV: '/tmp/env', GITHUB_OUTPUT: '/tmp/out', AWS_SECRET_ACCESS_KEY: 'x', NPM_TOKEN: 'x', DATABASE_URL: 'postgres://db',
  };

  it('keeps what a build needs and nothing else; names the user passes are added', () => {
    expect(Object.keys(confirmEnvironment(runner)).sort()).toEqual(['CI', 'GITHUB_ACTIONS', 'HOME', 'JAVA_HOME_17_X64', 'LC_ALL', 'PATH', 'RUNNER_OS']);
    expect(confirmEnvironment(runner, ['DATABASE_URL'])['DATABASE_URL']).toBe('postgres://db');
  });

  it('never passes a credential or a file command, even named', () => {
    const env = confirmEnvironment(runner, ['INPUT_TOKEN', 'ACTIONS_RUNTIME_TOKEN', 'GITHUB_TOKEN', 'GITHUB_ENV']);
    expect(Object.keys(env).filter((k) => /TOKEN|ACTIONS_|GITHUB_ENV/i.test(k))).toEqual([]);
    expect(() => confirmEnvNames('DATABASE_URL, GH_TOKEN')).toThrow('input confirm-env: GH_TOKEN is a credential');
    expect(() => confirmEnvNames('ACTIONS_ID_TOKEN_REQUEST_URL')).toThrow('never handed');
    expect(() => confirmEnvNames('A=B')).toThrow('"A=B" is not an environment variable name');
    expect(confirmEnvNames(' DATABASE_URL,\nREDIS_URL ')).toEqual(['DATABASE_URL', 'REDIS_URL']);
  });

  it('reads a 1 MB hostile confirm-env input in linear time, refusing its first bad name', () => {
    expect(() => confirmEnvNames('A'.repeat(1 << 20) + '=')).toThrow('is not an environment variable name');
    expect(confirmEnvNames('A_,'.repeat(1 << 18))).toHaveLength(1 << 18);
  });
});

describe('credentialInGitConfig', () => {
  let repo: TempRepo;
  beforeEach(() => (repo = makeTempRepo()));
  afterEach(() => repo.cleanup());
  const header = `AUTHORIZATION: basic ${Buffer.from('x-access-token:ghs_x').toString('base64')}`;

  it('none in a plain clone', () => {
    repo.git('remote', 'add', 'origin', 'https://github.com/acme/app.git');
    expect(credentialInGitConfig(repo.dir)).toBeNull();
  });

  it('the header actions/checkout persists in .git/config, named without its value', () => {
    repo.git('config', '--local', 'http.https://github.com/.extraheader', header);
    const found = credentialInGitConfig(repo.dir);
    expect(found).toContain('http.https://github.com/.extraheader');
    expect(found).not.toContain('basic');
  });

  it('the header in a file .git/config includes (as newer actions/checkout writes it under RUNNER_TEMP)', () => {
    const temp = makeTempDir();
    try {
      writeFileSync(join(temp.dir, 'git-credentials.config'), `[http "https://github.com/"]\n\textraheader = ${header}\n`);
      repo.git('config', '--local', `includeIf.gitdir:${repo.dir}/.git.path`, join(temp.dir, 'git-credentials.config'));
      expect(credentialInGitConfig(repo.dir)).toContain('git-credentials.config');
    } finally {
      temp.cleanup();
    }
  });

  it('a remote URL with a password', () => {
    repo.git('remote', 'add', 'origin', 'https://x-access-token:ghs_x@github.com/acme/app.git');
    expect(credentialInGitConfig(repo.dir)).toContain('remote.origin.url');
  });
});
