// What an attestation's subject is read from: the head commit object (for its SHA-256 digest), the
// `origin` remote, and in CI the host's name for the repository (passed in, never read here).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { ProofledgerError } from '../errors.js';
import { repositoryOf, type AttestationSubject } from '../gate/attestation.js';

export interface RepositoryEnvironment {
  GITHUB_SERVER_URL?: string | undefined;
  GITHUB_REPOSITORY?: string | undefined;
}

/** The subject of the attestations on `head` (a full commit id) in the repository at `root`. */
export function attestationSubjectOf(root: string, head: string, base: string | null, env: RepositoryEnvironment): AttestationSubject {
  const commit = spawnSync('git', ['cat-file', 'commit', head], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 26 });
  if (commit.status !== 0) {
    throw new ProofledgerError(`cannot read commit ${head} for the attestation: ${String(commit.stderr ?? commit.error?.message ?? '').trim().split('\n')[0]}`, 'io');
  }
  const origin = spawnSync('git', ['config', '--get', 'remote.origin.url'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'], encoding: 'utf8' }).stdout?.trim();
  return {
    repository: repositoryOf(env, origin || undefined),
    head,
    base,
    headSha256: createHash('sha256').update(commit.stdout).digest('hex'),
  };
}
