// The resource every exported span belongs to: proofledger, and the repository at a commit. The
// repository is named as the world knows it (GITHUB_SERVER_URL/GITHUB_REPOSITORY in CI, else the
// origin remote without credentials), never by a path on this machine.
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

/**
 * A remote's URL with no user, password or token: `https://x-access-token:…@github.com/o/r.git`
 * becomes `https://github.com/o/r`, `git@github.com:o/r.git` becomes `ssh://github.com/o/r`. A local
 * path, a file: URL or anything unparsable is no public name: null.
 */
export function publicRemoteUrl(remote: string): string | null {
  const scp = /^[^@/:\s]+@([^:/\s]+):(?!\/)(\S+)$/.exec(remote);
  const candidate = scp ? `ssh://${scp[1]}/${scp[2]}` : remote;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (!['https:', 'http:', 'ssh:', 'git:'].includes(url.protocol) || url.hostname === '') return null;
  url.username = '';
  url.password = '';
  url.search = '';
  url.hash = '';
  return url.toString().replace(/\.git$/, '').replace(/\/$/, '');
}

export function resourceAttributes(facts: RepositoryFacts, version: string): Attributes {
  const url = facts.githubRepository ? `${(facts.serverUrl ?? 'https://github.com').replace(/\/$/, '')}/${facts.githubRepository}` : facts.originUrl ? publicRemoteUrl(facts.originUrl) : null;
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
