// The resource every exported span belongs to: proofledger, and the repository at a commit. The
// repository is named as an attestation's subject names it (repositoryOf): GITHUB_SERVER_URL and
// GITHUB_REPOSITORY in CI, else the origin remote without credentials, never a path on this machine.
import { repositoryOf } from '../../gate/attestation.js';
import type { Attributes } from './spans.js';

export interface RepositoryFacts {
  /** GITHUB_SERVER_URL and GITHUB_REPOSITORY, when set. */
  serverUrl?: string;
  githubRepository?: string;
  /** `remote.origin.url`, as git has it. */
  originUrl?: string;
  /** The commit exported from (HEAD, or a PR's head). */
  head?: string;
  /** The branch, when known. */
  branch?: string;
}

export function resourceAttributes(facts: RepositoryFacts, version: string): Attributes {
  const url = repositoryOf({ GITHUB_SERVER_URL: facts.serverUrl, GITHUB_REPOSITORY: facts.githubRepository }, facts.originUrl);
  const name = facts.githubRepository?.split('/').pop() ?? url?.split('/').pop();
  return {
    'service.name': 'proofledger',
    'service.version': version,
    ...(url ? { 'vcs.repository.url.full': url } : {}),
    ...(name ? { 'vcs.repository.name': name } : {}),
    ...(facts.head ? { 'vcs.ref.head.revision': facts.head } : {}),
    ...(facts.branch ? { 'vcs.ref.head.name': facts.branch } : {}),
  };
}
